/**
 * The support desk's calls (HelpdeskDeskGroup in src/api/helpdesk/helpdesk.ts,
 * agents only): a page of tickets by view, one ticket with its internal
 * notes and linked item, a reply or an internal note, assign / unassign,
 * pending, close with a reason, the read marker, typing and the tab counts.
 * Each is an Effect that answers plain data (or the server's sentence beside
 * the changed ticket) and fails only with ApiFailure, the shapes the desk's
 * machines' actors expect.
 */
import { Effect } from "effect"
import {
  ATTACHMENT_FIELD,
  type ClientId,
  type DeskCounts,
  type DeskPage,
  type DeskSentMessage,
  type DeskTicketChangeAnswer,
  type DeskTicketDetail,
  type DeskView,
  type HelpdeskAttachment
} from "../../api/helpdesk/helpdesk.ts"
import type { HelpdeskAttachmentId } from "../../api/shared/ids.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"

export interface DeskPageRequest {
  readonly view: DeskView
  readonly page: number
  readonly perPage: number
}

/** POST /desk/tickets/pagin → one page of a view (queue: open tickets, longest waiting first). */
export const deskPage = ({ view, page, perPage }: DeskPageRequest): Effect.Effect<DeskPage, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.helpdeskDesk.tickets({ payload: { view, page, perPage } })).pipe(Effect.map((answer) => answer.data)))

export interface DeskTicketRequest {
  readonly ticketId: string
}

/** GET /desk/tickets/{id} → the ticket with internal notes and what its link names. */
export const deskTicket = ({ ticketId }: DeskTicketRequest): Effect.Effect<DeskTicketDetail, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.helpdeskDesk.ticket({ params: { ticketId } })).pipe(Effect.map((answer) => answer.data)))

export interface DeskReplyRequest {
  readonly ticketId: string
  readonly clientId: ClientId
  readonly text: string
  /** An internal note: agents only, never sent to the learner. */
  readonly internal: boolean
  readonly attachmentIds?: ReadonlyArray<HelpdeskAttachmentId>
}

/**
 * POST /desk/tickets/{id}/messages → the stored message and the ticket after
 * it. The same clientId again answers the first message (a retry is safe);
 * 409 for a reply (not a note) to a closed ticket.
 */
export const deskReply = (request: DeskReplyRequest): Effect.Effect<DeskSentMessage, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) =>
      client.helpdeskDesk.reply({
        params: { ticketId: request.ticketId },
        payload: {
          clientId: request.clientId,
          text: request.text,
          internal: request.internal,
          attachmentIds: [...(request.attachmentIds ?? [])]
        }
      })
    ).pipe(Effect.map((answer) => answer.data))
  )

/** POST /desk/attachments → the stored file (PNG, JPEG or PDF, judged by its bytes), to name in the next reply or note. */
export const uploadDeskAttachment = (file: File): Effect.Effect<HelpdeskAttachment, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) => {
      const form = new FormData()
      form.append(ATTACHMENT_FIELD, file, file.name)
      return client.helpdeskDesk.upload({ payload: form })
    }).pipe(Effect.map((answer) => answer.data))
  )

/** The desk's changes of a ticket that need no more than its id. */
export type DeskTicketChange = "assign" | "unassign" | "pending"

/** POST /desk/tickets/{id}/assign | unassign | pending → the server's sentence and the ticket after it. */
export const changeTicket = (
  request: DeskTicketRequest & { readonly change: DeskTicketChange }
): Effect.Effect<DeskTicketChangeAnswer, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) => {
      const params = { params: { ticketId: request.ticketId } }
      switch (request.change) {
        case "assign":
          return client.helpdeskDesk.assign(params)
        case "unassign":
          return client.helpdeskDesk.unassign(params)
        case "pending":
          return client.helpdeskDesk.pending(params)
      }
    })
  )

/** POST /desk/tickets/{id}/close with the reason → the sentence and the closed ticket; 409 when it is closed already. */
export const closeTicket = (request: DeskTicketRequest & { readonly reason: string }): Effect.Effect<DeskTicketChangeAnswer, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.helpdeskDesk.close({ params: { ticketId: request.ticketId }, payload: { reason: request.reason } })))

/** POST /desk/tickets/{id}/read → the agent's counts after moving their marker to `upTo`. */
export const markRead = (request: DeskTicketRequest & { readonly upTo: number }): Effect.Effect<DeskCounts, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) => client.helpdeskDesk.read({ params: { ticketId: request.ticketId }, payload: { upTo: request.upTo } })).pipe(
      Effect.map((answer) => answer.data)
    )
  )

/** POST /desk/tickets/{id}/typing: the learner sees "typing" for a few seconds. */
export const typing = ({ ticketId }: DeskTicketRequest): Effect.Effect<void, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.helpdeskDesk.typing({ params: { ticketId } })).pipe(Effect.asVoid))

/** GET /desk/counts → the tabs' counts (unassigned open tickets, the agent's unread). */
export const deskCounts = (): Effect.Effect<DeskCounts, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.helpdeskDesk.counts()).pipe(Effect.map((answer) => answer.data)))

/** GET /desk/attachments/{id} → the file's bytes (through the client, with the token header). */
export const attachmentBytes = (attachmentId: string): Effect.Effect<Uint8Array, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.helpdeskDeskFiles.attachment({ params: { attachmentId } })))
