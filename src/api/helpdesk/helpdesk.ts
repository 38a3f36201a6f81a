/**
 * The helpdesk: a learner's tickets with their chat (spec §2
 * /helpdesk, /helpdesk/add, /helpdesk/chat/{id}, /helpdesk-closed), and the
 * support desk that answers them.
 *
 * Two groups, one model:
 *  - HelpdeskGroup (Authorization, paths under /helpdesk/…): the learner's
 *    own tickets only. Another learner's ticket or attachment answers 404,
 *    like an unknown one. Internal notes never appear in any of its answers.
 *  - HelpdeskDeskGroup (AgentAuthorization, paths under /desk/…): every
 *    ticket, with internal notes and the linked item; a learner gets 403.
 *
 * The rules every answer follows:
 *  - States as the learner reads them: "open" waits on support, "pending"
 *    waits on the learner, "closed" is done. A learner's message makes a
 *    ticket open (a closed one reopens, within REOPEN_WINDOW_DAYS of its
 *    closing; later the send answers 409 REOPEN_EXPIRED_MESSAGE and the
 *    learner creates a follow-up ticket with `followUpOf`). An agent's
 *    reply makes it pending; an internal note changes nothing.
 *  - Messages are ordered by the server: `seq` numbers a ticket's messages
 *    1, 2, 3 … in the order they were stored, whoever wrote them. Internal
 *    notes take numbers too, so a learner may see gaps; never reorder by time.
 *  - Every message carries a `clientId` the browser made before the first
 *    try: sending the same clientId to the same ticket again stores nothing
 *    and answers the message stored the first time (a retry after a lost
 *    answer is safe). Creating a ticket is keyed the same way by its first
 *    message's clientId.
 *  - Text is plain: HTML tags are stripped as the spec's trimming rule says
 *    (§5 "Text trimming strips HTML tags"), line breaks kept; then it must
 *    hold 1 to BODY_MAX_LENGTH characters (a message with attachments may be
 *    empty). A subject holds 1 to SUBJECT_MAX_LENGTH.
 *  - Attachments are uploaded first (multipart, field ATTACHMENT_FIELD) and
 *    named by id in the message: PNG, JPEG or PDF judged by their bytes, at
 *    most ATTACHMENT_MAX_BYTES, at most MAX_ATTACHMENTS_PER_MESSAGE per
 *    message. Only the ticket's participants (its learner, the agents) may
 *    download one; an upload not yet sent only its uploader.
 *  - Read markers: each participant's marker is the highest seq they have
 *    read; unread counts are the other side's messages above it (for a
 *    learner, agents' replies; for an agent, the learner's messages).
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { QuestionOption } from "../attempt/attempt.ts"
import { Conflict, Invalid, NotFound, TooManyRequests } from "../shared/errors.ts"
import { AttachmentQuotaAnswer, AttachmentQuotaQuery } from "./helpdesk-quota.ts"
import { AttemptId, ExamId, HelpdeskAttachmentId, MessageId, OptionId, QuestionId, TicketId, UserId } from "../shared/ids.ts"
import { PageRequest, pageOf } from "../shared/paging.ts"
import { AgentAuthorization, AgentFileAuthorization, Authorization, FileAuthorization } from "../shared/security.ts"

// ── Limits, written once ─────────────────────────────────────────────────

export const SUBJECT_MAX_LENGTH = 120
/** Characters (Unicode code points) of a message's text once tags are stripped. */
export const BODY_MAX_LENGTH = 5000
/** What a request may carry before stripping; more is refused undecoded. */
export const RAW_TEXT_MAX_LENGTH = 4 * BODY_MAX_LENGTH
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
export const MAX_ATTACHMENTS_PER_MESSAGE = 5
/** A closed ticket reopens with a learner's message for this many days after it closed. */
export const REOPEN_WINDOW_DAYS = 14
export const CLOSE_REASON_MAX_LENGTH = 500
/** The browser sends a typing ping at most this often while typing; the server drops pings closer together. */
export const TYPING_PING_EVERY_MS = 3000
/** Files a person may hold uploaded but not yet sent; an unsent file is deleted after a day. */
export const MAX_UNSENT_ATTACHMENTS = 20
/** The multipart form field holding an attachment. */
export const ATTACHMENT_FIELD = "file"

export const ATTACHMENT_TYPES = ["image/png", "image/jpeg", "application/pdf"] as const
export const AttachmentContentType = Schema.Literals(ATTACHMENT_TYPES)
export type AttachmentContentType = typeof AttachmentContentType.Type

// ── Messages the browser shows as they are ──────────────────────────────

export const SUBJECT_REQUIRED_MESSAGE = "Please write a subject."
export const SUBJECT_TOO_LONG_MESSAGE = `A subject can be at most ${SUBJECT_MAX_LENGTH} characters.`
export const BODY_REQUIRED_MESSAGE = "Please write a message or attach a file."
export const BODY_TOO_LONG_MESSAGE = `A message can be at most ${BODY_MAX_LENGTH} characters.`
export const TOO_MANY_ATTACHMENTS_MESSAGE = `A message can carry at most ${MAX_ATTACHMENTS_PER_MESSAGE} files.`
export const ATTACHMENT_REQUIRED_MESSAGE = "Please attach a file."
export const ATTACHMENT_FORMAT_MESSAGE = "Only images (PNG, JPEG) and PDF files can be attached."
export const ATTACHMENT_TOO_LARGE_MESSAGE = "A file can be at most 5 MB."
export const TOO_MANY_UNSENT_MESSAGE = `You have ${MAX_UNSENT_ATTACHMENTS} files waiting to be sent. Send them with a message first.`
export const TICKET_NOT_FOUND_MESSAGE = "This ticket was not found."
export const ATTACHMENT_NOT_FOUND_MESSAGE = "This file was not found."
export const REOPEN_EXPIRED_MESSAGE = `This ticket was closed more than ${REOPEN_WINDOW_DAYS} days ago. Please start a follow-up ticket.`
export const FOLLOW_UP_NOT_CLOSED_MESSAGE = "A follow-up is for a closed ticket: write in this ticket instead."
export const ALREADY_CLOSED_MESSAGE = "This ticket is closed already."
export const CLOSED_TICKET_REPLY_MESSAGE = "This ticket is closed. The learner can reopen it with a new message."
export const CLIENT_ID_MESSAGE = "clientId must be 8 to 100 letters, digits, '-' or '_'."

// ── The model ────────────────────────────────────────────────────────────

export const TicketCategory = Schema.Literals(["billing", "technical", "examContent", "account"])
export type TicketCategory = typeof TicketCategory.Type

/** open: waiting on support; pending: waiting on the learner; closed. */
export const TicketState = Schema.Literals(["open", "pending", "closed"])
export type TicketState = typeof TicketState.Type

/** The browser's own id of a message, made once before the first try (a UUID fits). */
export const ClientId = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,100}$/, { message: CLIENT_ID_MESSAGE }))
export type ClientId = typeof ClientId.Type

/** What a ticket is about: an exam, an attempt, or one question of an attempt. */
export const ExamLink = Schema.Struct({ kind: Schema.Literal("exam"), examId: ExamId })
export const AttemptLink = Schema.Struct({ kind: Schema.Literal("attempt"), attemptId: AttemptId })
export const QuestionLink = Schema.Struct({ kind: Schema.Literal("question"), attemptId: AttemptId, questionId: QuestionId })
export const TicketLink = Schema.Union([ExamLink, AttemptLink, QuestionLink])
export type TicketLink = typeof TicketLink.Type

export const MessageAuthorKind = Schema.Literals(["learner", "agent"])
export type MessageAuthorKind = typeof MessageAuthorKind.Type

export const MessageAuthor = Schema.Struct({ kind: MessageAuthorKind, name: Schema.String })
export type MessageAuthor = typeof MessageAuthor.Type

export const HelpdeskAttachment = Schema.Struct({
  _id: HelpdeskAttachmentId,
  /** The uploaded file's name, for showing only (the type is judged by the bytes). */
  name: Schema.String,
  contentType: AttachmentContentType,
  byteSize: Schema.Number
})
export type HelpdeskAttachment = typeof HelpdeskAttachment.Type

export const TicketMessage = Schema.Struct({
  _id: MessageId,
  ticketId: TicketId,
  clientId: ClientId,
  /** The server's order within the ticket: 1, 2, 3 … (internal notes take numbers too). */
  seq: Schema.Number,
  author: MessageAuthor,
  /** Plain text, tags stripped; may be empty when attachments carry the message. */
  text: Schema.String,
  attachments: Schema.Array(HelpdeskAttachment),
  /** An agents-only note; always false in a learner's answer (which never holds one). */
  internal: Schema.Boolean,
  /** ISO 8601 instant it was stored. */
  createdAt: Schema.String
})
export type TicketMessage = typeof TicketMessage.Type

export const LastMessage = Schema.Struct({ author: MessageAuthor, text: Schema.String, createdAt: Schema.String })
export type LastMessage = typeof LastMessage.Type

/** A ticket as the learner's list shows it. */
export const TicketSummary = Schema.Struct({
  _id: TicketId,
  subject: Schema.String,
  category: TicketCategory,
  state: TicketState,
  link: Schema.NullOr(TicketLink),
  /** The closed ticket this one follows up, or null. */
  followUpOf: Schema.NullOr(TicketId),
  createdAt: Schema.String,
  /** The last message's instant (or the last change of state). */
  updatedAt: Schema.String,
  /** The last message the reader may see (for a learner: never an internal note). */
  lastMessage: Schema.NullOr(LastMessage),
  /** The other side's messages above the reader's read marker. */
  unread: Schema.Number,
  closedAt: Schema.NullOr(Schema.String),
  /** For a closed ticket: until when a learner's message reopens it; null otherwise. */
  reopenableUntil: Schema.NullOr(Schema.String)
})
export type TicketSummary = typeof TicketSummary.Type

export const TicketDetail = Schema.Struct({
  ...TicketSummary.fields,
  /** Oldest first, by seq. */
  messages: Schema.Array(TicketMessage),
  /** The reader's read marker: the highest seq they have read (0: none). */
  readUpTo: Schema.Number,
  /** The other side's marker (for a learner, the highest any agent has read): "seen" ticks. */
  otherReadUpTo: Schema.Number
})
export type TicketDetail = typeof TicketDetail.Type

export const UnreadCounts = Schema.Struct({
  /** Tickets with at least one unread message. */
  tickets: Schema.Number,
  /** Unread messages over all of them. */
  messages: Schema.Number
})
export type UnreadCounts = typeof UnreadCounts.Type

// ── The learner's requests ───────────────────────────────────────────────

/** "active": open and pending tickets, newest activity first; "closed": closed ones, newest closing first. */
export const LearnerTicketView = Schema.Literals(["active", "closed"])
export type LearnerTicketView = typeof LearnerTicketView.Type

export const TicketPagePayload = Schema.Struct({ ...PageRequest.fields, view: LearnerTicketView })
export type TicketPagePayload = typeof TicketPagePayload.Type

const RawText = Schema.String.check(Schema.isMaxLength(RAW_TEXT_MAX_LENGTH, { message: BODY_TOO_LONG_MESSAGE }))

export const MessageDraft = Schema.Struct({
  clientId: ClientId,
  text: RawText,
  attachmentIds: Schema.Array(HelpdeskAttachmentId).check(Schema.isMaxLength(MAX_ATTACHMENTS_PER_MESSAGE, { message: TOO_MANY_ATTACHMENTS_MESSAGE }))
})
export type MessageDraft = typeof MessageDraft.Type

export const CreateTicketPayload = Schema.Struct({
  subject: Schema.String.check(Schema.isMaxLength(4 * SUBJECT_MAX_LENGTH, { message: SUBJECT_TOO_LONG_MESSAGE })),
  category: TicketCategory,
  link: Schema.NullOr(TicketLink),
  /** A closed ticket of the learner's this one follows up (after the reopen window), or null. */
  followUpOf: Schema.NullOr(TicketId),
  /** The first message; its clientId also keys the creation (the same one again answers the same ticket). */
  message: MessageDraft
})
export type CreateTicketPayload = typeof CreateTicketPayload.Type

export const ReadPayload = Schema.Struct({
  /** Marks every message up to this seq read; a lower value than the marker changes nothing. */
  upTo: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))
})
export type ReadPayload = typeof ReadPayload.Type

// ── Answers ──────────────────────────────────────────────────────────────

export const TicketPage = pageOf(TicketSummary)
export type TicketPage = typeof TicketPage.Type
export const TicketPageAnswer = Schema.Struct({ data: TicketPage })
export const TicketAnswer = Schema.Struct({ data: TicketDetail })
export const TicketChangeAnswer = Schema.Struct({ message: Schema.String, data: TicketDetail })
export type TicketChangeAnswer = typeof TicketChangeAnswer.Type

/** A stored message (the first time or again for its clientId) and the ticket after it. */
export const SentMessage = Schema.Struct({ message: TicketMessage, ticket: TicketSummary })
export type SentMessage = typeof SentMessage.Type
export const SentMessageAnswer = Schema.Struct({ data: SentMessage })

export const UnreadAnswer = Schema.Struct({ data: UnreadCounts })
export const AttachmentAnswer = Schema.Struct({ data: HelpdeskAttachment })

// ── The desk's model ─────────────────────────────────────────────────────

export const DeskPerson = Schema.Struct({ _id: UserId, name: Schema.String })
export type DeskPerson = typeof DeskPerson.Type

export const DeskLearner = Schema.Struct({ _id: UserId, name: Schema.String, email: Schema.String })
export type DeskLearner = typeof DeskLearner.Type

export const DeskTicketSummary = Schema.Struct({
  ...TicketSummary.fields,
  learner: DeskLearner,
  assignee: Schema.NullOr(DeskPerson),
  /** While open: since when the learner waits (their oldest message after the last reply); null otherwise. */
  waitingSince: Schema.NullOr(Schema.String),
  /** Why an agent closed it (or "Closed by the learner."). */
  closeReason: Schema.NullOr(Schema.String)
})
export type DeskTicketSummary = typeof DeskTicketSummary.Type

/** What the ticket's link names, read for the agent. */
export const LinkedExam = Schema.Struct({ kind: Schema.Literal("exam"), examId: ExamId, name: Schema.String })
export const LinkedAttempt = Schema.Struct({
  kind: Schema.Literal("attempt"),
  attemptId: AttemptId,
  examName: Schema.String,
  testName: Schema.String,
  /** null until the attempt is submitted. */
  percentage: Schema.NullOr(Schema.Number)
})
export const LinkedQuestion = Schema.Struct({
  kind: Schema.Literal("question"),
  attemptId: AttemptId,
  questionId: QuestionId,
  examName: Schema.String,
  testName: Schema.String,
  text: Schema.String,
  options: Schema.Array(QuestionOption),
  correct: Schema.Array(OptionId),
  /** The learner's answer in that attempt. */
  chosen: Schema.Array(OptionId),
  explanation: Schema.String
})
/** The link could not be read (the attempt is not submitted yet, or the item is gone): why, in words. */
export const LinkedUnavailable = Schema.Struct({ kind: Schema.Literal("unavailable"), link: TicketLink, reason: Schema.String })
export const LinkedItem = Schema.Union([LinkedExam, LinkedAttempt, LinkedQuestion, LinkedUnavailable])
export type LinkedItem = typeof LinkedItem.Type

export const DeskTicketDetail = Schema.Struct({
  ...DeskTicketSummary.fields,
  /** Oldest first, by seq, internal notes included. */
  messages: Schema.Array(TicketMessage),
  readUpTo: Schema.Number,
  /** The learner's read marker. */
  otherReadUpTo: Schema.Number,
  linked: Schema.NullOr(LinkedItem)
})
export type DeskTicketDetail = typeof DeskTicketDetail.Type

/**
 * queue: open tickets, longest waiting first; mine: the agent's open and
 * pending tickets; unassigned: open tickets nobody holds; pending: waiting on
 * the learner; closed: newest closing first.
 */
export const DeskView = Schema.Literals(["queue", "mine", "unassigned", "pending", "closed"])
export type DeskView = typeof DeskView.Type

export const DeskPagePayload = Schema.Struct({ ...PageRequest.fields, view: DeskView })
export type DeskPagePayload = typeof DeskPagePayload.Type

export const DeskReplyPayload = Schema.Struct({
  ...MessageDraft.fields,
  /** An internal note: agents only, never shown or sent to the learner. */
  internal: Schema.Boolean
})
export type DeskReplyPayload = typeof DeskReplyPayload.Type

export const CloseTicketPayload = Schema.Struct({
  reason: Schema.String.check(
    Schema.isMinLength(1, { message: "Please give a reason for closing." }),
    Schema.isMaxLength(CLOSE_REASON_MAX_LENGTH, { message: `A reason can be at most ${CLOSE_REASON_MAX_LENGTH} characters.` })
  )
})
export type CloseTicketPayload = typeof CloseTicketPayload.Type

export const DeskPage = pageOf(DeskTicketSummary)
export type DeskPage = typeof DeskPage.Type
export const DeskPageAnswer = Schema.Struct({ data: DeskPage })
export const DeskTicketAnswer = Schema.Struct({ data: DeskTicketDetail })
export const DeskTicketChangeAnswer = Schema.Struct({ message: Schema.String, data: DeskTicketDetail })
export type DeskTicketChangeAnswer = typeof DeskTicketChangeAnswer.Type
export const DeskSentMessage = Schema.Struct({ message: TicketMessage, ticket: DeskTicketSummary })
export type DeskSentMessage = typeof DeskSentMessage.Type
export const DeskSentMessageAnswer = Schema.Struct({ data: DeskSentMessage })

export const DeskCounts = Schema.Struct({
  /** Open tickets nobody holds. */
  unassigned: Schema.Number,
  /** The agent's tickets with unread learner messages, and those messages. */
  mineUnreadTickets: Schema.Number,
  mineUnreadMessages: Schema.Number
})
export type DeskCounts = typeof DeskCounts.Type
export const DeskCountsAnswer = Schema.Struct({ data: DeskCounts })

// ── The groups ───────────────────────────────────────────────────────────

// Path ids stay plain strings: the handlers decode them (server/shared/path-id.ts), so an
// impossible id answers 404 like an unknown one (src/api/shared/ids.ts).
const TicketParams = { ticketId: Schema.String }
const AttachmentParams = { attachmentId: Schema.String }

/** Streamed: the server reads the parts itself with size limits, judging the file by its bytes. */
const AttachmentUpload = Schema.Struct({ [ATTACHMENT_FIELD]: Schema.Unknown }).pipe(HttpApiSchema.asMultipartStream())
/** The bytes, with the type sniffed at upload (set by the handler), `nosniff`, as an attachment download. */
const AttachmentBytes = Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/octet-stream" }))

export class HelpdeskGroup extends HttpApiGroup.make("helpdesk")
  .add(
    HttpApiEndpoint.post("tickets", "/helpdesk/tickets/pagin", { payload: TicketPagePayload, success: TicketPageAnswer, error: Invalid }),
    HttpApiEndpoint.post("create", "/helpdesk/tickets", {
      payload: CreateTicketPayload,
      success: TicketChangeAnswer,
      // Invalid: text, subject or attachments; NotFound: the link or followUpOf names nothing of the learner's;
      // Conflict: followUpOf is not closed; TooManyRequests: more than the learner's messages per window.
      error: [Invalid, NotFound, Conflict, TooManyRequests]
    }),
    HttpApiEndpoint.get("ticket", "/helpdesk/tickets/:ticketId", { params: TicketParams, success: TicketAnswer, error: NotFound }),
    HttpApiEndpoint.post("send", "/helpdesk/tickets/:ticketId/messages", {
      params: TicketParams,
      payload: MessageDraft,
      success: SentMessageAnswer,
      // Conflict: closed more than REOPEN_WINDOW_DAYS ago (REOPEN_EXPIRED_MESSAGE); TooManyRequests: a flood.
      error: [Invalid, NotFound, Conflict, TooManyRequests]
    }),
    HttpApiEndpoint.post("read", "/helpdesk/tickets/:ticketId/read", { params: TicketParams, payload: ReadPayload, success: UnreadAnswer, error: NotFound }),
    HttpApiEndpoint.post("close", "/helpdesk/tickets/:ticketId/close", { params: TicketParams, success: TicketChangeAnswer, error: [NotFound, Conflict] }),
    HttpApiEndpoint.post("typing", "/helpdesk/tickets/:ticketId/typing", { params: TicketParams, success: HttpApiSchema.NoContent, error: NotFound }),
    HttpApiEndpoint.get("unread", "/helpdesk/unread", { success: UnreadAnswer }),
    HttpApiEndpoint.post("upload", "/helpdesk/attachments", { payload: AttachmentUpload, success: AttachmentAnswer, error: [Invalid, Conflict] }),
    // The learner's attachment quota and use, asked before an upload (src/api/helpdesk/helpdesk-quota.ts).
    HttpApiEndpoint.get("attachmentQuota", "/helpdesk/attachment-quota", { query: AttachmentQuotaQuery, success: AttachmentQuotaAnswer, error: NotFound })
  )
  .middleware(Authorization) {}

export class HelpdeskDeskGroup extends HttpApiGroup.make("helpdeskDesk")
  .add(
    HttpApiEndpoint.post("tickets", "/desk/tickets/pagin", { payload: DeskPagePayload, success: DeskPageAnswer, error: Invalid }),
    HttpApiEndpoint.get("ticket", "/desk/tickets/:ticketId", { params: TicketParams, success: DeskTicketAnswer, error: NotFound }),
    HttpApiEndpoint.post("reply", "/desk/tickets/:ticketId/messages", {
      params: TicketParams,
      payload: DeskReplyPayload,
      success: DeskSentMessageAnswer,
      // Conflict: a reply (not a note) to a closed ticket.
      error: [Invalid, NotFound, Conflict]
    }),
    HttpApiEndpoint.post("assign", "/desk/tickets/:ticketId/assign", { params: TicketParams, success: DeskTicketChangeAnswer, error: NotFound }),
    HttpApiEndpoint.post("unassign", "/desk/tickets/:ticketId/unassign", { params: TicketParams, success: DeskTicketChangeAnswer, error: NotFound }),
    HttpApiEndpoint.post("pending", "/desk/tickets/:ticketId/pending", { params: TicketParams, success: DeskTicketChangeAnswer, error: [NotFound, Conflict] }),
    HttpApiEndpoint.post("close", "/desk/tickets/:ticketId/close", {
      params: TicketParams,
      payload: CloseTicketPayload,
      success: DeskTicketChangeAnswer,
      error: [NotFound, Conflict]
    }),
    HttpApiEndpoint.post("read", "/desk/tickets/:ticketId/read", { params: TicketParams, payload: ReadPayload, success: DeskCountsAnswer, error: NotFound }),
    HttpApiEndpoint.post("typing", "/desk/tickets/:ticketId/typing", { params: TicketParams, success: HttpApiSchema.NoContent, error: NotFound }),
    HttpApiEndpoint.get("counts", "/desk/counts", { success: DeskCountsAnswer }),
    HttpApiEndpoint.post("upload", "/desk/attachments", { payload: AttachmentUpload, success: AttachmentAnswer, error: [Invalid, Conflict] })
  )
  .middleware(AgentAuthorization) {}

/**
 * The attachments' downloads, in groups of their own because an `<img>` or
 * a link cannot send the token header: these accept the `token` cookie too
 * (FileAuthorization, src/api/shared/security.ts). Read-only, so a cookie is safe.
 */
export class HelpdeskFilesGroup extends HttpApiGroup.make("helpdeskFiles")
  .add(HttpApiEndpoint.get("attachment", "/helpdesk/attachments/:attachmentId", { params: AttachmentParams, success: AttachmentBytes, error: NotFound }))
  .middleware(FileAuthorization) {}

export class DeskFilesGroup extends HttpApiGroup.make("helpdeskDeskFiles")
  .add(HttpApiEndpoint.get("attachment", "/desk/attachments/:attachmentId", { params: AttachmentParams, success: AttachmentBytes, error: NotFound }))
  .middleware(AgentFileAuthorization) {}

// ── Real-time events (the account's event stream, src/api/events.ts) ────

/** A message stored in a ticket: to its learner (never an internal note) and to the agents. */
export const HelpdeskMessageCreated = Schema.Struct({ ticketId: TicketId, message: TicketMessage })
export type HelpdeskMessageCreated = typeof HelpdeskMessageCreated.Type

/** A ticket's state or assignee changed (or a message moved it). */
export const HelpdeskTicketUpdated = Schema.Struct({
  ticketId: TicketId,
  state: TicketState,
  assigneeId: Schema.NullOr(UserId),
  updatedAt: Schema.String
})
export type HelpdeskTicketUpdated = typeof HelpdeskTicketUpdated.Type

/** A participant read up to a message: the other side's "seen" marks, and the reader's other tabs' counts. */
export const HelpdeskReadMarker = Schema.Struct({ ticketId: TicketId, reader: MessageAuthorKind, upTo: Schema.Number })
export type HelpdeskReadMarker = typeof HelpdeskReadMarker.Type

/** Someone is typing in a ticket: to the other side only, stored like every event (shown for a few seconds). */
export const HelpdeskTyping = Schema.Struct({ ticketId: TicketId, author: MessageAuthor, at: Schema.String })
export type HelpdeskTyping = typeof HelpdeskTyping.Type
