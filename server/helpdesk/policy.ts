/**
 * Who may, and when.
 *
 * - A learner reaches only their own tickets: another learner's ticket
 *   answers 404 with the same words as an unknown one (an impossible id in
 *   the address gets it too, from the handlers' `pathId`).
 * - Agents reach every ticket (the AgentAuthorization middleware has
 *   already refused learners with 403).
 * - Internal notes are for agents: a learner's reads never include them
 *   (the repository is asked without them), and an attachment of a note
 *   is "not found" to the learner.
 * - A learner's message to a closed ticket reopens it within
 *   REOPEN_WINDOW_DAYS of its closing (the instant itself included); after
 *   that it is refused with REOPEN_EXPIRED_MESSAGE.
 */
import { Effect, Option } from "effect"
import { Conflict, NotFound } from "../../src/api/shared/errors.ts"
import { ATTACHMENT_NOT_FOUND_MESSAGE, REOPEN_EXPIRED_MESSAGE, REOPEN_WINDOW_DAYS, TICKET_NOT_FOUND_MESSAGE } from "../../src/api/helpdesk/helpdesk.ts"
import type { Reader, StoredAttachment, TicketRecord } from "./records.ts"

const DAY_MS = 24 * 60 * 60 * 1000
export const REOPEN_WINDOW_MS = REOPEN_WINDOW_DAYS * DAY_MS

const ticketNotFound = () => new NotFound({ message: TICKET_NOT_FOUND_MESSAGE })

/** The learner's own ticket, or 404 (unknown and someone else's read the same). */
export const learnersTicket = (userId: string, found: Option.Option<TicketRecord>): Effect.Effect<TicketRecord, NotFound> =>
  Option.isSome(found) && found.value.userId === userId ? Effect.succeed(found.value) : Effect.fail(ticketNotFound())

/** Any ticket, for an agent. */
export const desksTicket = (found: Option.Option<TicketRecord>): Effect.Effect<TicketRecord, NotFound> =>
  Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(ticketNotFound())

/** Until when a learner's message reopens a closed ticket; null while it is not closed. */
export const reopenableUntil = (ticket: Pick<TicketRecord, "closedAt">): number | null => (ticket.closedAt === null ? null : ticket.closedAt + REOPEN_WINDOW_MS)

/** Whether a learner may write to the ticket now: a closed one only within the window. */
export const learnerMayWrite = (ticket: TicketRecord, now: number): Effect.Effect<void, Conflict> => {
  const until = reopenableUntil(ticket)
  return ticket.state === "closed" && until !== null && now > until ? Effect.fail(new Conflict({ message: REOPEN_EXPIRED_MESSAGE })) : Effect.void
}

/**
 * Who may download a file: its uploader (before and after sending it), the
 * ticket's learner (never a note's file), and agents once it is in a ticket.
 */
export const mayDownload = (reader: Reader, file: Option.Option<StoredAttachment>): Effect.Effect<StoredAttachment, NotFound> => {
  if (Option.isNone(file)) return Effect.fail(new NotFound({ message: ATTACHMENT_NOT_FOUND_MESSAGE }))
  const found = file.value
  const allowed =
    found.uploaderId === reader.userId || (reader.kind === "learner" ? found.ticketUserId === reader.userId && !found.internal : found.ticketId !== null)
  return allowed ? Effect.succeed(found) : Effect.fail(new NotFound({ message: ATTACHMENT_NOT_FOUND_MESSAGE }))
}
