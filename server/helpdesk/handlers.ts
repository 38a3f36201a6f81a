/**
 * The helpdesk's two groups (src/api/helpdesk/helpdesk.ts): thin handlers that decode
 * the address's ids, call the helpdesk service for the signed-in learner
 * (Authorization) or agent (AgentAuthorization, which answers learners 403)
 * and wrap the answer in the contract's envelope. Uploads are read from the
 * raw multipart stream with the attachment limits; downloads answer the
 * type sniffed at upload with `nosniff`, never HTML.
 */
import { Effect, Layer, Stream } from "effect"
import { HttpServerResponse, Multipart } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { ATTACHMENT_NOT_FOUND_MESSAGE, type HelpdeskAttachment, TICKET_NOT_FOUND_MESSAGE } from "../../src/api/helpdesk/helpdesk.ts"
import { HelpdeskAttachmentId, TicketId } from "../../src/api/shared/ids.ts"
import { CurrentAgent, CurrentUser } from "../../src/api/shared/security.ts"
import { AttemptsService } from "../attempt/service.ts"
import { pathId } from "../shared/path-id.ts"
import { ATTACHMENT_LIMITS, readAttachment } from "./attachment-reader.ts"
import { LinkedItems } from "./linked-items.ts"
import { HelpdeskNotifier } from "./notifier.ts"
import { HelpdeskRepository } from "./repository.ts"
import {
  AGENT_CLOSED_MESSAGE,
  ASSIGNED_MESSAGE,
  CREATED_MESSAGE,
  HelpdeskService,
  LEARNER_CLOSED_MESSAGE,
  PENDING_MESSAGE,
  UNASSIGNED_MESSAGE
} from "./service.ts"
import { inEnvelope } from "../shared/envelope.ts"

const ticketIdOf = pathId(TicketId, TICKET_NOT_FOUND_MESSAGE)
const attachmentIdOf = pathId(HelpdeskAttachmentId, ATTACHMENT_NOT_FOUND_MESSAGE)

const said =
  (message: string) =>
  <A>(value: A) => ({ message, data: value })

/** The file's bytes as what they are; a PDF downloads, an image may show inline. */
const fileAnswer = ({ file, bytes }: { readonly file: HelpdeskAttachment; readonly bytes: Uint8Array }) =>
  HttpServerResponse.uint8Array(bytes, {
    contentType: file.contentType,
    headers: {
      "x-content-type-options": "nosniff",
      "content-disposition": `${file.contentType === "application/pdf" ? "attachment" : "inline"}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "cache-control": "private, max-age=3600",
      "content-security-policy": "default-src 'none'; sandbox"
    }
  })

const learner = Effect.map(CurrentUser, (me) => ({ userId: me.userId, kind: "learner" as const }))
const agent = Effect.map(CurrentAgent, (me) => ({ userId: me.userId, kind: "agent" as const }))

const HelpdeskLearnerHandlers = HttpApiBuilder.group(
  Api,
  "helpdesk",
  Effect.fn(function* (handlers) {
    const helpdesk = yield* HelpdeskService
    return (
      handlers
        .handle("tickets", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(helpdesk.tickets(me.userId, payload.view, payload), inEnvelope)))
        .handle("create", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(helpdesk.create(me.userId, payload), said(CREATED_MESSAGE))))
        .handle("ticket", ({ params }) =>
          Effect.flatMap(CurrentUser, (me) => Effect.flatMap(ticketIdOf(params.ticketId), (id) => Effect.map(helpdesk.ticket(me.userId, id), inEnvelope)))
        )
        .handle("send", ({ params, payload }) =>
          Effect.flatMap(CurrentUser, (me) =>
            Effect.flatMap(ticketIdOf(params.ticketId), (id) => Effect.map(helpdesk.send(me.userId, id, payload), inEnvelope))
          )
        )
        .handle("read", ({ params, payload }) =>
          Effect.flatMap(CurrentUser, (me) =>
            Effect.flatMap(ticketIdOf(params.ticketId), (id) => Effect.map(helpdesk.read(me.userId, id, payload.upTo), inEnvelope))
          )
        )
        .handle("close", ({ params }) =>
          Effect.flatMap(CurrentUser, (me) =>
            Effect.flatMap(ticketIdOf(params.ticketId), (id) => Effect.map(helpdesk.close(me.userId, id), said(LEARNER_CLOSED_MESSAGE)))
          )
        )
        .handle("typing", ({ params }) =>
          Effect.flatMap(CurrentUser, (me) => Effect.flatMap(ticketIdOf(params.ticketId), (id) => helpdesk.typing(me.userId, id)))
        )
        .handle("unread", () => Effect.flatMap(CurrentUser, (me) => Effect.map(helpdesk.unread(me.userId), inEnvelope)))
        .handle("attachmentQuota", ({ query }) =>
          Effect.flatMap(CurrentUser, (me) =>
            Effect.flatMap(query.ticketId === undefined ? Effect.succeed(null) : ticketIdOf(query.ticketId), (id) =>
              Effect.map(helpdesk.attachmentQuota(me.userId, id), inEnvelope)
            )
          )
        )
        // Raw, so the server reads the multipart stream itself with its limits.
        .handleRaw("upload", ({ request }) =>
          Effect.flatMap(learner, (reader) =>
            Effect.flatMap(readAttachment(Stream.provideContext(request.multipartStream, Multipart.limitsServices(ATTACHMENT_LIMITS))), (file) =>
              Effect.map(helpdesk.upload(reader, file), inEnvelope)
            )
          )
        )
    )
  })
)

// The downloads, in groups that also take the `token` cookie (src/api/helpdesk/helpdesk.ts HelpdeskFilesGroup).
const HelpdeskFilesHandlers = HttpApiBuilder.group(
  Api,
  "helpdeskFiles",
  Effect.fn(function* (handlers) {
    const helpdesk = yield* HelpdeskService
    return handlers.handle("attachment", ({ params }) =>
      Effect.flatMap(learner, (reader) => Effect.flatMap(attachmentIdOf(params.attachmentId), (id) => Effect.map(helpdesk.download(reader, id), fileAnswer)))
    )
  })
)

const HelpdeskDeskHandlers = HttpApiBuilder.group(
  Api,
  "helpdeskDesk",
  Effect.fn(function* (handlers) {
    const helpdesk = yield* HelpdeskService
    return handlers
      .handle("tickets", ({ payload }) => Effect.flatMap(CurrentAgent, (me) => Effect.map(helpdesk.deskTickets(me.userId, payload.view, payload), inEnvelope)))
      .handle("ticket", ({ params }) =>
        Effect.flatMap(CurrentAgent, (me) => Effect.flatMap(ticketIdOf(params.ticketId), (id) => Effect.map(helpdesk.deskTicket(me.userId, id), inEnvelope)))
      )
      .handle("reply", ({ params, payload }) =>
        Effect.flatMap(CurrentAgent, (me) =>
          Effect.flatMap(ticketIdOf(params.ticketId), (id) => Effect.map(helpdesk.reply(me.userId, id, payload), inEnvelope))
        )
      )
      .handle("assign", ({ params }) =>
        Effect.flatMap(CurrentAgent, (me) =>
          Effect.flatMap(ticketIdOf(params.ticketId), (id) => Effect.map(helpdesk.assign(me.userId, id, "me"), said(ASSIGNED_MESSAGE)))
        )
      )
      .handle("unassign", ({ params }) =>
        Effect.flatMap(CurrentAgent, (me) =>
          Effect.flatMap(ticketIdOf(params.ticketId), (id) => Effect.map(helpdesk.assign(me.userId, id, "nobody"), said(UNASSIGNED_MESSAGE)))
        )
      )
      .handle("pending", ({ params }) =>
        Effect.flatMap(CurrentAgent, (me) =>
          Effect.flatMap(ticketIdOf(params.ticketId), (id) => Effect.map(helpdesk.setPending(me.userId, id), said(PENDING_MESSAGE)))
        )
      )
      .handle("close", ({ params, payload }) =>
        Effect.flatMap(CurrentAgent, (me) =>
          Effect.flatMap(ticketIdOf(params.ticketId), (id) => Effect.map(helpdesk.deskClose(me.userId, id, payload.reason), said(AGENT_CLOSED_MESSAGE)))
        )
      )
      .handle("read", ({ params, payload }) =>
        Effect.flatMap(CurrentAgent, (me) =>
          Effect.flatMap(ticketIdOf(params.ticketId), (id) => Effect.map(helpdesk.deskRead(me.userId, id, payload.upTo), inEnvelope))
        )
      )
      .handle("typing", ({ params }) =>
        Effect.flatMap(CurrentAgent, (me) => Effect.flatMap(ticketIdOf(params.ticketId), (id) => helpdesk.deskTyping(me.userId, id)))
      )
      .handle("counts", () => Effect.flatMap(CurrentAgent, (me) => Effect.map(helpdesk.deskCounts(me.userId), inEnvelope)))
      .handleRaw("upload", ({ request }) =>
        Effect.flatMap(agent, (reader) =>
          Effect.flatMap(readAttachment(Stream.provideContext(request.multipartStream, Multipart.limitsServices(ATTACHMENT_LIMITS))), (file) =>
            Effect.map(helpdesk.upload(reader, file), inEnvelope)
          )
        )
      )
  })
)

const DeskFilesHandlers = HttpApiBuilder.group(
  Api,
  "helpdeskDeskFiles",
  Effect.fn(function* (handlers) {
    const helpdesk = yield* HelpdeskService
    return handlers.handle("attachment", ({ params }) =>
      Effect.flatMap(agent, (reader) => Effect.flatMap(attachmentIdOf(params.attachmentId), (id) => Effect.map(helpdesk.download(reader, id), fileAnswer)))
    )
  })
)

/** The service over SQL, with the attempt area's service for linked questions and the event stream's notifier. */
export const HelpdeskServiceLive = HelpdeskService.layerNoDeps.pipe(
  Layer.provide(LinkedItems.layer.pipe(Layer.provide(AttemptsService.layer))),
  Layer.provide([HelpdeskRepository.layer, HelpdeskNotifier.layer])
)

export const HelpdeskHandlers = Layer.mergeAll(HelpdeskLearnerHandlers, HelpdeskDeskHandlers, HelpdeskFilesHandlers, DeskFilesHandlers).pipe(
  Layer.provide(HelpdeskServiceLive)
)
