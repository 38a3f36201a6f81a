/**
 * The learner's ticket lists, the new-ticket form and the header's unread
 * count (src/api/helpdesk/helpdesk.ts HelpdeskGroup): Effects that return
 * plain data and fail only with ApiFailure. The chat's own calls are
 * helpdesk-calls.ts.
 */
import { Effect } from "effect"
import type { LearnerTicketView, TicketCategory, TicketChangeAnswer, TicketLink, TicketPage, UnreadCounts } from "../../api/helpdesk/helpdesk.ts"
import { HelpdeskAttachmentId, TicketId } from "../../api/shared/ids.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"
import { uploadWithinQuota } from "./helpdesk-calls.ts"

export interface TicketPageRequest {
  readonly view: LearnerTicketView
  readonly page: number
  readonly perPage: number
}

/** POST /helpdesk/tickets/pagin → a page of the learner's active (open, pending) or closed tickets. */
export const ticketPage = ({ view, page, perPage }: TicketPageRequest): Effect.Effect<TicketPage, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.helpdesk.tickets({ payload: { view, page, perPage } })).pipe(Effect.map((answer) => answer.data)))

export interface NewTicket {
  readonly subject: string
  readonly category: TicketCategory
  readonly link: TicketLink | null
  readonly followUpOf: string | null
  /** Made once per form: a second try (or a double click) answers the same ticket. */
  readonly clientId: string
  readonly text: string
  /** Uploaded first, then named in the first message. */
  readonly file: File | null
}

/** Uploads the file (if any, when it fits the learner's quota), then POST /helpdesk/tickets → the server's sentence and the new ticket. */
export const createTicket = (ticket: NewTicket): Effect.Effect<TicketChangeAnswer, ApiFailure, ApiClient> =>
  Effect.gen(function* () {
    const attachmentIds = ticket.file === null ? [] : [HelpdeskAttachmentId.make((yield* uploadWithinQuota(ticket.file, null, 0))._id)]
    return yield* callApi(
      ApiClient.use((client) =>
        client.helpdesk.create({
          payload: {
            subject: ticket.subject,
            category: ticket.category,
            link: ticket.link,
            followUpOf: ticket.followUpOf === null ? null : TicketId.make(ticket.followUpOf),
            message: { clientId: ticket.clientId, text: ticket.text, attachmentIds }
          }
        })
      )
    )
  })

/** GET /helpdesk/unread → the tickets with unread replies and those replies. */
export const unreadCounts = (): Effect.Effect<UnreadCounts, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.helpdesk.unread()).pipe(Effect.map((answer) => answer.data)))
