/**
 * The learner's helpdesk calls the chat needs (src/api/helpdesk/helpdesk.ts
 * HelpdeskGroup), as Effects that return plain data and fail only with
 * ApiFailure — the shapes the chat machine's actors expect. None of them
 * shows the page's loading state: the chat keeps working while they run.
 */
import { Effect } from "effect"
import { ATTACHMENT_FIELD, type HelpdeskAttachment, type SentMessage, type TicketChangeAnswer, type TicketDetail } from "../../api/helpdesk/helpdesk.ts"
import type { AttachmentQuota } from "../../api/helpdesk/helpdesk-quota.ts"
import { HelpdeskAttachmentId } from "../../api/shared/ids.ts"
import { attachmentQuotaRefusal } from "../../domain/helpdesk/attachment-quota.ts"
import { ApiClient } from "../shared/api-client.ts"
import { ApiFailure, callApi } from "../shared/api-failure.ts"

/** GET /helpdesk/tickets/{id} → the ticket with its messages and read markers. */
export const loadTicket = (ticketId: string): Effect.Effect<TicketDetail, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.helpdesk.ticket({ params: { ticketId } })).pipe(Effect.map((answer) => answer.data)))

export interface MessageToSend {
  readonly ticketId: string
  readonly clientId: string
  readonly text: string
  readonly attachmentIds: ReadonlyArray<string>
}

/** POST /helpdesk/tickets/{id}/messages → the stored message (again for a clientId sent before) and the ticket. */
export const sendMessage = (message: MessageToSend): Effect.Effect<SentMessage, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) =>
      client.helpdesk.send({
        params: { ticketId: message.ticketId },
        payload: {
          clientId: message.clientId,
          text: message.text,
          attachmentIds: message.attachmentIds.map((id) => HelpdeskAttachmentId.make(id))
        }
      })
    ).pipe(Effect.map((answer) => answer.data))
  )

/** POST /helpdesk/tickets/{id}/read: everything up to `upTo` is read. */
export const markRead = (ticketId: string, upTo: number): Effect.Effect<void, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.helpdesk.read({ params: { ticketId }, payload: { upTo } })).pipe(Effect.asVoid))

/** POST /helpdesk/tickets/{id}/typing (the server drops pings closer than TYPING_PING_EVERY_MS). */
export const pingTyping = (ticketId: string): Effect.Effect<void, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.helpdesk.typing({ params: { ticketId } })).pipe(Effect.asVoid))

/** POST /helpdesk/tickets/{id}/close → the server's sentence and the closed ticket. */
export const closeTicket = (ticketId: string): Effect.Effect<TicketChangeAnswer, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.helpdesk.close({ params: { ticketId } })))

/** POST /helpdesk/attachments as multipart, the file in ATTACHMENT_FIELD → the stored file, to name in a message. */
export const uploadAttachment = (file: File): Effect.Effect<HelpdeskAttachment, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) => {
      const form = new FormData()
      form.append(ATTACHMENT_FIELD, file, file.name)
      return client.helpdesk.upload({ payload: form })
    }).pipe(Effect.map((answer) => answer.data))
  )

/** GET /helpdesk/attachment-quota → the learner's limits and use, with the ticket's files when one is named. */
export const loadAttachmentQuota = (ticketId: string | null): Effect.Effect<AttachmentQuota, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) => client.helpdesk.attachmentQuota({ query: ticketId === null ? {} : { ticketId } })).pipe(Effect.map((answer) => answer.data))
  )

/**
 * Uploads a learner's file only when it fits their quota (helpdesk
 * attachment quota): the quota is asked first, and a file that would not
 * fit fails with the server's own sentence before a byte is sent.
 * `waitingBytes` are the files already uploaded for the same message (or
 * ticket), counted in the account's use but not yet in the ticket's.
 */
export const uploadWithinQuota = (file: File, ticketId: string | null, waitingBytes: number): Effect.Effect<HelpdeskAttachment, ApiFailure, ApiClient> =>
  Effect.gen(function* () {
    const quota = yield* loadAttachmentQuota(ticketId)
    const refusal = attachmentQuotaRefusal(quota, file.size, waitingBytes)
    if (refusal !== null) return yield* new ApiFailure({ reason: "Conflict", status: null, message: refusal })
    return yield* uploadAttachment(file)
  })
