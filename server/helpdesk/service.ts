/**
 * The helpdesk's rules (src/api/helpdesk/helpdesk.ts states them for the browser):
 *
 * - Every message takes the ticket's next number under the ticket's row
 *   lock, so concurrent sends get distinct numbers in the order they were
 *   stored. Inside the same lock a clientId already stored in the ticket
 *   answers that message and stores nothing.
 * - A learner's message makes the ticket open (waiting since their first
 *   message after the last reply), reopening a closed one within the
 *   window (policy.ts). An agent's reply makes it pending and assigns it to
 *   that agent when nobody holds it; an internal note changes nothing the
 *   learner could see.
 * - Writing marks the writer's own read marker up to the new message: who
 *   answers has read what came before.
 * - Events go to the ticket's learner (never an internal note, never their
 *   own typing) and to its agent, or to every agent while nobody holds it.
 */
import { Clock, Context, Effect, Layer, Option } from "effect"
import { Conflict, Invalid, type NotFound, type TooManyRequests } from "../../src/api/shared/errors.ts"
import {
  ALREADY_CLOSED_MESSAGE,
  ATTACHMENT_NOT_FOUND_MESSAGE,
  BODY_MAX_LENGTH,
  BODY_REQUIRED_MESSAGE,
  BODY_TOO_LONG_MESSAGE,
  CLOSED_TICKET_REPLY_MESSAGE,
  type CreateTicketPayload,
  type DeskCounts,
  type DeskReplyPayload,
  type DeskSentMessage,
  type DeskTicketDetail,
  type DeskTicketSummary,
  type DeskView,
  FOLLOW_UP_NOT_CLOSED_MESSAGE,
  type HelpdeskAttachment,
  type LearnerTicketView,
  MAX_UNSENT_ATTACHMENTS,
  type MessageDraft,
  REOPEN_WINDOW_DAYS,
  type SentMessage,
  SUBJECT_MAX_LENGTH,
  SUBJECT_REQUIRED_MESSAGE,
  SUBJECT_TOO_LONG_MESSAGE,
  type TicketDetail,
  type TicketMessage,
  type TicketPage,
  type TicketSummary,
  TOO_MANY_UNSENT_MESSAGE,
  TYPING_PING_EVERY_MS,
  type UnreadCounts,
  type DeskPage
} from "../../src/api/helpdesk/helpdesk.ts"
import { type AttachmentQuota, DEFAULT_ATTACHMENT_QUOTA } from "../../src/api/helpdesk/helpdesk-quota.ts"
import type { HelpdeskAttachmentId, TicketId, UserId } from "../../src/api/shared/ids.ts"
import type { PageRequest } from "../../src/api/shared/paging.ts"
import { ticketQuotaRefusal, uploadQuotaRefusal } from "../../src/domain/helpdesk/attachment-quota.ts"
import { plainLength, plainMessageText } from "../../src/domain/helpdesk/message-text.ts"
import { plainLine } from "../../src/domain/shared/text.ts"
import { hasDirectionControl } from "../../src/domain/shared/direction-controls.ts"
import { SUBJECT_DIRECTION_CONTROL } from "../../src/domain/helpdesk/ticket-rules.ts"
import { Settings } from "../platform/config.ts"
import { RateLimiter } from "../platform/security/rate-limiter.ts"
import { pagingOf } from "../shared/paging.ts"
import type { UploadedAttachment } from "./attachment-reader.ts"
import { LinkedItems } from "./linked-items.ts"
import { HelpdeskNotifier } from "./notifier.ts"
import { desksTicket, learnerMayWrite, learnersTicket, mayDownload, reopenableUntil } from "./policy.ts"
import type { AttachmentMeta, MessageRecord, Reader, TicketChange, TicketRecord, TicketView } from "./records.ts"
import { HelpdeskRepository } from "./repository.ts"

export const CREATED_MESSAGE = "Your ticket was sent. Support will answer here."
export const CLOSED_BY_LEARNER_REASON = "Closed by the learner."
export const LEARNER_CLOSED_MESSAGE = `The ticket is closed. Write again within ${REOPEN_WINDOW_DAYS} days to reopen it.`
export const ASSIGNED_MESSAGE = "The ticket is yours."
export const UNASSIGNED_MESSAGE = "The ticket is back in the queue."
export const PENDING_MESSAGE = "The ticket waits on the learner."
export const AGENT_CLOSED_MESSAGE = "The ticket is closed."
/** The attachment quota's day: any 24 hours, not a calendar day (no time zone to agree on). */
const QUOTA_DAY_MS = 24 * 60 * 60 * 1000
/** How long a reply may stay unread before its learner gets one email. */
export const REPLY_MAIL_AFTER_MS = 3 * 60 * 1000

const iso = (millis: number) => new Date(millis).toISOString()
const isoOrNull = (millis: number | null) => (millis === null ? null : iso(millis))
const invalid = (path: string, message: string) => new Invalid({ message, issues: [{ path, message }] })

const attachmentOf = (file: AttachmentMeta): HelpdeskAttachment => ({
  _id: file.id,
  name: file.name,
  contentType: file.contentType,
  byteSize: file.byteSize
})

export const messageOf = (message: MessageRecord): TicketMessage => ({
  _id: message.id,
  ticketId: message.ticketId,
  clientId: message.clientId,
  seq: message.seq,
  author: { kind: message.authorKind, name: message.authorName },
  text: message.body,
  attachments: message.attachments.map(attachmentOf),
  internal: message.internal,
  createdAt: iso(message.createdAt)
})

const summaryOf = ({ ticket, lastMessage, unread }: TicketView): TicketSummary => ({
  _id: ticket.id,
  subject: ticket.subject,
  category: ticket.category,
  state: ticket.state,
  link: ticket.link,
  followUpOf: ticket.followUpOf,
  createdAt: iso(ticket.createdAt),
  updatedAt: iso(ticket.updatedAt),
  lastMessage:
    lastMessage === null
      ? null
      : { author: { kind: lastMessage.authorKind, name: lastMessage.authorName }, text: lastMessage.body, createdAt: iso(lastMessage.createdAt) },
  unread,
  closedAt: isoOrNull(ticket.closedAt),
  reopenableUntil: isoOrNull(reopenableUntil(ticket))
})

const deskSummaryOf = (view: TicketView): DeskTicketSummary => ({
  ...summaryOf(view),
  learner: { _id: view.learner.id as UserId, name: view.learner.name, email: view.learner.email },
  assignee: view.assignee === null ? null : { _id: view.assignee.id as UserId, name: view.assignee.name },
  waitingSince: view.ticket.state === "open" ? isoOrNull(view.ticket.waitingSince) : null,
  closeReason: view.ticket.closeReason
})

/** The message's plain text, checked: empty only when files carry the message. */
const checkedText = (draft: MessageDraft): Effect.Effect<string, Invalid> => {
  const text = plainMessageText(draft.text)
  if (plainLength(text) === 0 && draft.attachmentIds.length === 0) return Effect.fail(invalid("text", BODY_REQUIRED_MESSAGE))
  if (plainLength(text) > BODY_MAX_LENGTH) return Effect.fail(invalid("text", BODY_TOO_LONG_MESSAGE))
  return Effect.succeed(text)
}

const checkedSubject = (raw: string): Effect.Effect<string, Invalid> => {
  const subject = plainLine(raw)
  if (plainLength(subject) === 0) return Effect.fail(invalid("subject", SUBJECT_REQUIRED_MESSAGE))
  if (hasDirectionControl(subject)) return Effect.fail(invalid("subject", SUBJECT_DIRECTION_CONTROL))
  if (plainLength(subject) > SUBJECT_MAX_LENGTH) return Effect.fail(invalid("subject", SUBJECT_TOO_LONG_MESSAGE))
  return Effect.succeed(subject)
}

/**
 * A demoted agent's tickets go back to the queue (helpdesk: an agent's role
 * taken away). Run inside the role change's own transaction, after the new
 * role is written: every ticket the account holds and has not closed is
 * unassigned, and its learner and the remaining agents (the account is no
 * longer one of them) hear it as they hear an unassign. Answers the
 * returned tickets as they were, for the caller's audit rows.
 */
export const returnTicketsOf = (agentId: string) =>
  Effect.gen(function* () {
    const repository = yield* HelpdeskRepository
    const notifier = yield* HelpdeskNotifier
    const held = yield* repository.lockHeldTickets(agentId)
    if (held.length === 0) return held
    const agents = yield* repository.agentIds
    for (const ticket of held) {
      yield* repository.updateTicket(ticket.id, { assigneeId: null })
      yield* notifier.publish([ticket.userId, ...agents], {
        type: "helpdeskTicket",
        payload: { ticketId: ticket.id, state: ticket.state, assigneeId: null, updatedAt: iso(ticket.updatedAt) }
      })
    }
    return held
  }).pipe(Effect.provide(Layer.mergeAll(HelpdeskRepository.layer, HelpdeskNotifier.layer)))

export class HelpdeskService extends Context.Service<
  HelpdeskService,
  {
    // The learner's calls.
    readonly tickets: (userId: string, view: LearnerTicketView, page: PageRequest) => Effect.Effect<TicketPage>
    readonly create: (userId: string, payload: CreateTicketPayload) => Effect.Effect<TicketDetail, Invalid | NotFound | Conflict | TooManyRequests>
    readonly ticket: (userId: string, ticketId: TicketId) => Effect.Effect<TicketDetail, NotFound>
    readonly send: (userId: string, ticketId: TicketId, draft: MessageDraft) => Effect.Effect<SentMessage, Invalid | NotFound | Conflict | TooManyRequests>
    readonly read: (userId: string, ticketId: TicketId, upTo: number) => Effect.Effect<UnreadCounts, NotFound>
    readonly close: (userId: string, ticketId: TicketId) => Effect.Effect<TicketDetail, NotFound | Conflict>
    readonly typing: (userId: string, ticketId: TicketId) => Effect.Effect<void, NotFound>
    readonly unread: (userId: string) => Effect.Effect<UnreadCounts>
    // The desk's calls.
    readonly deskTickets: (agentId: string, view: DeskView, page: PageRequest) => Effect.Effect<DeskPage>
    readonly deskTicket: (agentId: string, ticketId: TicketId) => Effect.Effect<DeskTicketDetail, NotFound>
    readonly reply: (agentId: string, ticketId: TicketId, payload: DeskReplyPayload) => Effect.Effect<DeskSentMessage, Invalid | NotFound | Conflict>
    readonly assign: (agentId: string, ticketId: TicketId, to: "me" | "nobody") => Effect.Effect<DeskTicketDetail, NotFound>
    readonly setPending: (agentId: string, ticketId: TicketId) => Effect.Effect<DeskTicketDetail, NotFound | Conflict>
    readonly deskClose: (agentId: string, ticketId: TicketId, reason: string) => Effect.Effect<DeskTicketDetail, NotFound | Conflict>
    readonly deskRead: (agentId: string, ticketId: TicketId, upTo: number) => Effect.Effect<DeskCounts, NotFound>
    readonly deskTyping: (agentId: string, ticketId: TicketId) => Effect.Effect<void, NotFound>
    readonly deskCounts: (agentId: string) => Effect.Effect<DeskCounts>
    // Files, for either side.
    readonly upload: (reader: Reader, file: UploadedAttachment) => Effect.Effect<HelpdeskAttachment, Conflict>
    /** The learner's attachment quota and use, with what the ticket carries when one is named. */
    readonly attachmentQuota: (userId: string, ticketId: TicketId | null) => Effect.Effect<AttachmentQuota, NotFound>
    readonly download: (
      reader: Reader,
      attachmentId: HelpdeskAttachmentId
    ) => Effect.Effect<{ readonly file: HelpdeskAttachment; readonly bytes: Uint8Array }, NotFound>
  }
>()("exam-shop/HelpdeskService") {
  static readonly layerNoDeps = Layer.effect(
    HelpdeskService,
    Effect.gen(function* () {
      const repository = yield* HelpdeskRepository
      const linked = yield* LinkedItems
      const notifier = yield* HelpdeskNotifier
      const limiter = yield* RateLimiter
      const quotaLimits = (yield* Settings).attachmentQuota ?? DEFAULT_ATTACHMENT_QUOTA

      /**
       * Those of `userIds` who are agents now, read in the publishing
       * transaction: an account whose agent role was taken away hears
       * nothing more of the desk, even of a ticket still assigned to it
       * (docs/decisions/real-time-streams.md).
       */
      const agentsAmong = (userIds: ReadonlyArray<string>) => Effect.map(repository.agentIds, (agents) => userIds.filter((userId) => agents.includes(userId)))

      /** The agents who hear of a ticket: its holder while an agent, or all of them while nobody holds it. */
      const agentsOf = (ticket: TicketRecord) => (ticket.assigneeId === null ? repository.agentIds : agentsAmong([ticket.assigneeId]))

      const announceUpdate = (ticket: TicketRecord) =>
        Effect.flatMap(agentsOf(ticket), (agents) =>
          notifier.publish([ticket.userId, ...agents], {
            type: "helpdeskTicket",
            payload: { ticketId: ticket.id, state: ticket.state, assigneeId: ticket.assigneeId as UserId | null, updatedAt: iso(ticket.updatedAt) }
          })
        )

      const announceMessage = (ticket: TicketRecord, message: MessageRecord) =>
        Effect.flatMap(agentsOf(ticket), (agents) =>
          notifier.publish(message.internal ? agents : [ticket.userId, ...agents], {
            type: "helpdeskMessage",
            payload: { ticketId: ticket.id, message: messageOf(message) }
          })
        )

      /**
       * Raises the reader's marker (capped at the last message they may see)
       * and, when it moved, tells the ticket's participants: the other side's
       * "seen" marks and the reader's own other tabs' counts. Internal notes
       * never move what a learner sees of a marker (helpdesk internal notes):
       * a learner's marker stops at the last message that is not a note, and
       * the learner hears an agent's marker only up to that message, and only
       * when that part of it moved.
       */
      const markRead = (ticket: TicketRecord, reader: Reader, upTo: number) =>
        Effect.gen(function* () {
          const visible = yield* repository.lastVisibleSeq(ticket.id)
          const target = Math.min(upTo, reader.kind === "learner" ? visible : ticket.lastSeq)
          const before = (yield* repository.readMarkers(ticket.id)).get(reader.userId) ?? 0
          if (target <= before) return
          yield* repository.markRead(ticket.id, reader.userId, target)
          const agents = yield* agentsOf(ticket)
          const payload = { ticketId: ticket.id, reader: reader.kind, upTo: target }
          if (reader.kind === "learner") {
            yield* notifier.publish([ticket.userId, ...agents], { type: "helpdeskRead", payload })
            return
          }
          yield* notifier.publish([...agents, reader.userId], { type: "helpdeskRead", payload })
          const seen = Math.min(target, visible)
          if (seen > Math.min(before, visible)) {
            yield* notifier.publish([ticket.userId], { type: "helpdeskRead", payload: { ...payload, upTo: seen } })
          }
        })

      /**
       * Typing pings closer together than TYPING_PING_EVERY_MS (per ticket and
       * person) are dropped, so a chatty browser cannot fill the event table.
       * Kept in this process only: with several servers a few more get through.
       */
      const lastPing = new Map<string, number>()
      const typingDue = (ticketId: TicketId, userId: string, now: number) => {
        const key = `${ticketId} ${userId}`
        const last = lastPing.get(key)
        if (last !== undefined && now - last < TYPING_PING_EVERY_MS) return false
        if (lastPing.size > 10_000) lastPing.clear()
        lastPing.set(key, now)
        return true
      }

      /**
       * A learner's message counts against their allowance (agents answer many
       * tickets at once and are not limited). Called in the storing
       * transaction after the clientId check: a retry or a refused send does
       * not count.
       */
      const countLearnerMessage = (userId: string) => limiter.consume(limiter.limits.helpdeskMessagePerAccount, userId)

      /** The files named by a draft: uploaded by the writer and not yet sent, else 400. Answers their bytes together. */
      const ownUnsentFiles = (writerId: string, ids: ReadonlyArray<HelpdeskAttachmentId>) =>
        Effect.forEach(new Set(ids), (id) =>
          Effect.flatMap(repository.attachment(id), (found) =>
            Option.isSome(found) && found.value.uploaderId === writerId && found.value.messageId === null
              ? Effect.succeed(found.value.byteSize)
              : Effect.fail(invalid("attachmentIds", ATTACHMENT_NOT_FOUND_MESSAGE))
          )
        ).pipe(Effect.map((sizes) => sizes.reduce((total, size) => total + size, 0)))

      /**
       * A learner's files one ticket may carry (helpdesk attachment quota):
       * checked in the send's transaction, under the ticket's lock, so a
       * refused message stores nothing and its files stay unsent.
       */
      const withinTicketQuota = (ticket: TicketRecord, writer: Reader, addingBytes: number) =>
        Effect.gen(function* () {
          if (writer.kind !== "learner" || addingBytes === 0) return
          const used = yield* repository.ticketFileBytes(ticket.id, writer.userId)
          const refusal = ticketQuotaRefusal(quotaLimits.perTicketBytes, used, addingBytes)
          if (refusal !== null) return yield* new Conflict({ message: refusal })
        })

      /**
       * Stores a message in a ticket the caller holds locked: the next number,
       * the ticket's change, the writer's marker, the events. Answers the
       * ticket as it is after.
       */
      const append = Effect.fn("HelpdeskService.append")(function* (
        ticket: TicketRecord,
        writer: Reader,
        draft: MessageDraft,
        text: string,
        internal: boolean,
        now: number
      ) {
        yield* withinTicketQuota(ticket, writer, yield* ownUnsentFiles(writer.userId, draft.attachmentIds))
        const seq = ticket.lastSeq + 1
        const message = yield* repository.insertMessage(
          { ticketId: ticket.id, seq, clientId: draft.clientId, authorId: writer.userId, authorKind: writer.kind, body: text, internal, now },
          [...new Set(draft.attachmentIds)]
        )
        const change: TicketChange =
          writer.kind === "learner"
            ? {
                lastSeq: seq,
                updatedAt: now,
                state: "open",
                // Waiting since the learner's first message after the last reply.
                waitingSince: ticket.state === "open" && ticket.waitingSince !== null ? ticket.waitingSince : now,
                closedAt: null,
                closeReason: null
              }
            : internal
              ? { lastSeq: seq }
              : { lastSeq: seq, updatedAt: now, state: "pending", waitingSince: null, assigneeId: ticket.assigneeId ?? writer.userId }
        yield* repository.updateTicket(ticket.id, change)
        yield* repository.markRead(ticket.id, writer.userId, seq)
        const after: TicketRecord = { ...ticket, ...change }
        yield* announceMessage(after, message)
        if (after.state !== ticket.state || after.assigneeId !== ticket.assigneeId) yield* announceUpdate(after)
        return { message, ticket: after }
      })

      const viewFor = (ticketId: TicketId, reader: Reader) =>
        Effect.flatMap(repository.view(ticketId, reader), (found) =>
          Option.match(found, {
            onNone: () => Effect.die(new Error(`The ticket ${ticketId} vanished`)),
            onSome: Effect.succeed
          })
        )

      const learnerDetail = Effect.fn("HelpdeskService.learnerDetail")(function* (userId: string, ticketId: TicketId) {
        const view = yield* viewFor(ticketId, { userId, kind: "learner" })
        const messages = yield* repository.messages(ticketId, false)
        const markers = yield* repository.readMarkers(ticketId)
        // Both markers stop at the last message the learner sees: an agent who read a note past it shows nothing of the note.
        const visible = messages.at(-1)?.seq ?? 0
        let otherReadUpTo = 0
        for (const [reader, upTo] of markers) if (reader !== userId) otherReadUpTo = Math.max(otherReadUpTo, upTo)
        return {
          ...summaryOf(view),
          messages: messages.map(messageOf),
          readUpTo: Math.min(markers.get(userId) ?? 0, visible),
          otherReadUpTo: Math.min(otherReadUpTo, visible)
        } satisfies TicketDetail
      })

      const deskDetail = Effect.fn("HelpdeskService.deskDetail")(function* (agentId: string, ticketId: TicketId) {
        const view = yield* viewFor(ticketId, { userId: agentId, kind: "agent" })
        const messages = yield* repository.messages(ticketId, true)
        const markers = yield* repository.readMarkers(ticketId)
        const link = view.ticket.link
        return {
          ...deskSummaryOf(view),
          messages: messages.map(messageOf),
          readUpTo: markers.get(agentId) ?? 0,
          otherReadUpTo: markers.get(view.ticket.userId) ?? 0,
          linked: link === null ? null : yield* linked.read(view.ticket.userId, link)
        } satisfies DeskTicketDetail
      })

      // ── The learner's calls ────────────────────────────────────────────

      const tickets = Effect.fn("HelpdeskService.tickets")(function* (userId: string, view: LearnerTicketView, page: PageRequest) {
        const paging = pagingOf(page)
        const { rows, total } = yield* repository.page({ kind: "learner", userId, view }, { userId, kind: "learner" }, paging)
        return { docs: rows.map(summaryOf), total, page: paging.page, perPage: paging.perPage } satisfies TicketPage
      })

      const create = Effect.fn("HelpdeskService.create")(function* (userId: string, payload: CreateTicketPayload) {
        const again = yield* repository.ticketByClientId(userId, payload.message.clientId)
        if (Option.isSome(again)) return yield* learnerDetail(userId, again.value.id)
        const subject = yield* checkedSubject(payload.subject)
        const text = yield* checkedText(payload.message)
        if (payload.link !== null) yield* linked.check(userId, payload.link)
        if (payload.followUpOf !== null) {
          const old = yield* learnersTicket(userId, yield* repository.ticket(payload.followUpOf))
          if (old.state !== "closed") return yield* new Conflict({ message: FOLLOW_UP_NOT_CLOSED_MESSAGE })
        }
        const now = yield* Clock.currentTimeMillis
        const ticketId = yield* repository.transaction(
          Effect.gen(function* () {
            const inserted = yield* repository.insertTicket({
              userId,
              clientId: payload.message.clientId,
              subject,
              category: payload.category,
              link: payload.link,
              followUpOf: payload.followUpOf,
              now
            })
            // None: the same clientId was created meanwhile (a retry racing the first try); answer that one.
            if (Option.isNone(inserted)) return Option.none<TicketId>()
            yield* countLearnerMessage(userId)
            yield* append(inserted.value, { userId, kind: "learner" }, payload.message, text, false, now)
            return Option.some(inserted.value.id)
          })
        )
        const id = Option.isSome(ticketId) ? ticketId.value : (yield* desksTicket(yield* repository.ticketByClientId(userId, payload.message.clientId))).id
        return yield* learnerDetail(userId, id)
      })

      const ticket = Effect.fn("HelpdeskService.ticket")(function* (userId: string, ticketId: TicketId) {
        yield* learnersTicket(userId, yield* repository.ticket(ticketId))
        return yield* learnerDetail(userId, ticketId)
      })

      const send = Effect.fn("HelpdeskService.send")(function* (userId: string, ticketId: TicketId, draft: MessageDraft) {
        const reader: Reader = { userId, kind: "learner" }
        const text = plainMessageText(draft.text)
        const stored = yield* repository.transaction(
          Effect.gen(function* () {
            const ticket = yield* learnersTicket(userId, yield* repository.lockTicket(ticketId))
            const again = yield* repository.messageByClientId(ticketId, draft.clientId)
            if (Option.isSome(again)) return again.value
            yield* checkedText(draft)
            const now = yield* Clock.currentTimeMillis
            yield* learnerMayWrite(ticket, now)
            yield* countLearnerMessage(userId)
            return (yield* append(ticket, reader, draft, text, false, now)).message
          })
        )
        const view = yield* viewFor(ticketId, reader)
        return { message: messageOf(stored), ticket: summaryOf(view) } satisfies SentMessage
      })

      const read = Effect.fn("HelpdeskService.read")(function* (userId: string, ticketId: TicketId, upTo: number) {
        const ticket = yield* learnersTicket(userId, yield* repository.ticket(ticketId))
        yield* markRead(ticket, { userId, kind: "learner" }, upTo)
        return yield* repository.learnerUnread(userId)
      })

      const close = Effect.fn("HelpdeskService.close")(function* (userId: string, ticketId: TicketId) {
        yield* repository.transaction(
          Effect.gen(function* () {
            const ticket = yield* learnersTicket(userId, yield* repository.lockTicket(ticketId))
            if (ticket.state === "closed") return yield* new Conflict({ message: ALREADY_CLOSED_MESSAGE })
            const now = yield* Clock.currentTimeMillis
            const change: TicketChange = { state: "closed", closedAt: now, closeReason: CLOSED_BY_LEARNER_REASON, waitingSince: null, updatedAt: now }
            yield* repository.updateTicket(ticketId, change)
            yield* announceUpdate({ ...ticket, ...change })
          })
        )
        return yield* learnerDetail(userId, ticketId)
      })

      const typing = Effect.fn("HelpdeskService.typing")(function* (userId: string, ticketId: TicketId) {
        const ticket = yield* learnersTicket(userId, yield* repository.ticket(ticketId))
        const now = yield* Clock.currentTimeMillis
        if (!typingDue(ticketId, userId, now)) return
        const person = yield* repository.person(userId)
        const agents = yield* agentsOf(ticket)
        yield* notifier.publish(agents, {
          type: "helpdeskTyping",
          payload: { ticketId, author: { kind: "learner", name: Option.match(person, { onNone: () => "", onSome: (p) => p.name }) }, at: iso(now) }
        })
      })

      const unread = (userId: string) => repository.learnerUnread(userId)

      // ── The desk's calls ───────────────────────────────────────────────

      const deskTickets = Effect.fn("HelpdeskService.deskTickets")(function* (agentId: string, view: DeskView, page: PageRequest) {
        const paging = pagingOf(page)
        const { rows, total } = yield* repository.page({ kind: "desk", agentId, view }, { userId: agentId, kind: "agent" }, paging)
        return { docs: rows.map(deskSummaryOf), total, page: paging.page, perPage: paging.perPage } satisfies DeskPage
      })

      const deskTicket = Effect.fn("HelpdeskService.deskTicket")(function* (agentId: string, ticketId: TicketId) {
        yield* desksTicket(yield* repository.ticket(ticketId))
        return yield* deskDetail(agentId, ticketId)
      })

      const reply = Effect.fn("HelpdeskService.reply")(function* (agentId: string, ticketId: TicketId, payload: DeskReplyPayload) {
        const writer: Reader = { userId: agentId, kind: "agent" }
        const text = plainMessageText(payload.text)
        const stored = yield* repository.transaction(
          Effect.gen(function* () {
            const ticket = yield* desksTicket(yield* repository.lockTicket(ticketId))
            const again = yield* repository.messageByClientId(ticketId, payload.clientId)
            if (Option.isSome(again)) return again.value
            yield* checkedText(payload)
            if (ticket.state === "closed" && !payload.internal) return yield* new Conflict({ message: CLOSED_TICKET_REPLY_MESSAGE })
            const now = yield* Clock.currentTimeMillis
            return (yield* append(ticket, writer, payload, text, payload.internal, now)).message
          })
        )
        const view = yield* viewFor(ticketId, writer)
        return { message: messageOf(stored), ticket: deskSummaryOf(view) } satisfies DeskSentMessage
      })

      /** Changes a locked ticket for an agent, announces it and answers the desk's detail. */
      const deskChange = (agentId: string, ticketId: TicketId, decide: (ticket: TicketRecord, now: number) => Effect.Effect<TicketChange, Conflict>) =>
        Effect.gen(function* () {
          yield* repository.transaction(
            Effect.gen(function* () {
              const ticket = yield* desksTicket(yield* repository.lockTicket(ticketId))
              const now = yield* Clock.currentTimeMillis
              const change = yield* decide(ticket, now)
              yield* repository.updateTicket(ticketId, change)
              yield* announceUpdate({ ...ticket, ...change })
              // Unassigning: the agent who let it go still hears of it this once.
              if (ticket.assigneeId !== null && change.assigneeId === null) {
                yield* notifier.publish(yield* agentsAmong([ticket.assigneeId]), {
                  type: "helpdeskTicket",
                  payload: { ticketId, state: ticket.state, assigneeId: null, updatedAt: iso(ticket.updatedAt) }
                })
              }
            })
          )
          return yield* deskDetail(agentId, ticketId)
        })

      const assign = (agentId: string, ticketId: TicketId, to: "me" | "nobody") =>
        deskChange(agentId, ticketId, () => Effect.succeed({ assigneeId: to === "me" ? agentId : null })).pipe(
          Effect.catchTag("Conflict", Effect.die),
          Effect.withSpan("HelpdeskService.assign")
        )

      const setPending = (agentId: string, ticketId: TicketId) =>
        deskChange(agentId, ticketId, (ticket, now) =>
          ticket.state === "closed"
            ? Effect.fail(new Conflict({ message: ALREADY_CLOSED_MESSAGE }))
            : Effect.succeed({ state: "pending", waitingSince: null, updatedAt: now } as TicketChange)
        ).pipe(Effect.withSpan("HelpdeskService.setPending"))

      const deskClose = (agentId: string, ticketId: TicketId, reason: string) =>
        deskChange(agentId, ticketId, (ticket, now) =>
          ticket.state === "closed"
            ? Effect.fail(new Conflict({ message: ALREADY_CLOSED_MESSAGE }))
            : Effect.succeed({ state: "closed", closedAt: now, closeReason: plainLine(reason), waitingSince: null, updatedAt: now } as TicketChange)
        ).pipe(Effect.withSpan("HelpdeskService.deskClose"))

      const deskRead = Effect.fn("HelpdeskService.deskRead")(function* (agentId: string, ticketId: TicketId, upTo: number) {
        const ticket = yield* desksTicket(yield* repository.ticket(ticketId))
        yield* markRead(ticket, { userId: agentId, kind: "agent" }, upTo)
        return yield* repository.deskCounts(agentId)
      })

      const deskTyping = Effect.fn("HelpdeskService.deskTyping")(function* (agentId: string, ticketId: TicketId) {
        const ticket = yield* desksTicket(yield* repository.ticket(ticketId))
        const now = yield* Clock.currentTimeMillis
        if (!typingDue(ticketId, agentId, now)) return
        const person = yield* repository.person(agentId)
        yield* notifier.publish([ticket.userId], {
          type: "helpdeskTyping",
          payload: { ticketId, author: { kind: "agent", name: Option.match(person, { onNone: () => "", onSome: (p) => p.name }) }, at: iso(now) }
        })
      })

      const deskCounts = (agentId: string) => repository.deskCounts(agentId)

      // ── Files ──────────────────────────────────────────────────────────

      /**
       * A learner's upload is counted against their quota (helpdesk attachment
       * quota; agents' files are not): the account's uploads are locked, then
       * counted, then the file is stored, in one transaction, so two uploads at
       * once are counted one after the other and a refused one stores nothing.
       */
      const upload = Effect.fn("HelpdeskService.upload")(function* (reader: Reader, file: UploadedAttachment) {
        const now = yield* Clock.currentTimeMillis
        const meta = yield* repository.transaction(
          Effect.gen(function* () {
            if (reader.kind === "learner") {
              yield* repository.lockUploads(reader.userId)
              const used = yield* repository.uploadedBytes(reader.userId, now - QUOTA_DAY_MS)
              const refusal = uploadQuotaRefusal({ ...quotaLimits, usedTodayBytes: used.today, usedTotalBytes: used.total }, file.bytes.length)
              if (refusal !== null) return yield* new Conflict({ message: refusal })
            }
            if ((yield* repository.unsentCount(reader.userId)) >= MAX_UNSENT_ATTACHMENTS) {
              return yield* new Conflict({ message: TOO_MANY_UNSENT_MESSAGE })
            }
            return yield* repository.insertAttachment({ uploaderId: reader.userId, name: file.name, contentType: file.contentType, bytes: file.bytes, now })
          })
        )
        return attachmentOf(meta)
      })

      const attachmentQuota = Effect.fn("HelpdeskService.attachmentQuota")(function* (userId: string, ticketId: TicketId | null) {
        const now = yield* Clock.currentTimeMillis
        const used = yield* repository.uploadedBytes(userId, now - QUOTA_DAY_MS)
        let ticketUsedBytes: number | null = null
        if (ticketId !== null) {
          yield* learnersTicket(userId, yield* repository.ticket(ticketId))
          ticketUsedBytes = yield* repository.ticketFileBytes(ticketId, userId)
        }
        return { ...quotaLimits, usedTodayBytes: used.today, usedTotalBytes: used.total, ticketUsedBytes } satisfies AttachmentQuota
      })

      const download = Effect.fn("HelpdeskService.download")(function* (reader: Reader, attachmentId: HelpdeskAttachmentId) {
        const file = yield* mayDownload(reader, yield* repository.attachment(attachmentId))
        const bytes = yield* repository.attachmentBytes(attachmentId)
        return { file: attachmentOf(file), bytes }
      })

      return HelpdeskService.of({
        tickets,
        create,
        ticket,
        send,
        read,
        close,
        typing,
        unread,
        deskTickets,
        deskTicket,
        reply,
        assign,
        setPending,
        deskClose,
        deskRead,
        deskTyping,
        deskCounts,
        upload,
        attachmentQuota,
        download
      })
    })
  )
}
