/**
 * What the helpdesk's repository stores and answers (migration 0018), and
 * its shape, which the SQL repository answers. Instants
 * are epoch milliseconds; the service turns them into the contract's ISO
 * strings.
 */
import type { Effect, Option } from "effect"
import type {
  AttachmentContentType,
  DeskView,
  LearnerTicketView,
  MessageAuthorKind,
  TicketCategory,
  TicketLink,
  TicketState
} from "../../src/api/helpdesk/helpdesk.ts"
import type { HelpdeskAttachmentId, MessageId, TicketId } from "../../src/api/shared/ids.ts"
import type { Paging } from "../shared/paging.ts"

export interface TicketRecord {
  readonly id: TicketId
  readonly userId: string
  readonly clientId: string
  readonly subject: string
  readonly category: TicketCategory
  readonly state: TicketState
  readonly link: TicketLink | null
  readonly followUpOf: TicketId | null
  readonly assigneeId: string | null
  /** The last message number given (0 before the first). */
  readonly lastSeq: number
  readonly waitingSince: number | null
  readonly createdAt: number
  readonly updatedAt: number
  readonly closedAt: number | null
  readonly closeReason: string | null
  /** The highest agent reply an unread-reply email was sent for. */
  readonly replyMailedSeq: number | null
}

/** The fields a change may set on a locked ticket. */
export type TicketChange = Partial<
  Pick<TicketRecord, "state" | "assigneeId" | "lastSeq" | "waitingSince" | "updatedAt" | "closedAt" | "closeReason" | "replyMailedSeq">
>

export interface NewTicket {
  readonly userId: string
  readonly clientId: string
  readonly subject: string
  readonly category: TicketCategory
  readonly link: TicketLink | null
  readonly followUpOf: TicketId | null
  readonly now: number
}

export interface AttachmentMeta {
  readonly id: HelpdeskAttachmentId
  readonly name: string
  readonly contentType: AttachmentContentType
  readonly byteSize: number
}

export interface MessageRecord {
  readonly id: MessageId
  readonly ticketId: TicketId
  readonly seq: number
  readonly clientId: string
  readonly authorId: string
  readonly authorKind: MessageAuthorKind
  readonly authorName: string
  readonly body: string
  readonly internal: boolean
  readonly createdAt: number
  readonly attachments: ReadonlyArray<AttachmentMeta>
}

export interface NewMessage {
  readonly ticketId: TicketId
  readonly seq: number
  readonly clientId: string
  readonly authorId: string
  readonly authorKind: MessageAuthorKind
  readonly body: string
  readonly internal: boolean
  readonly now: number
}

/** Whose view a summary is computed for: what they may see and what is unread to them. */
export interface Reader {
  readonly userId: string
  readonly kind: MessageAuthorKind
}

export interface Person {
  readonly id: string
  readonly name: string
  readonly email: string
}

/** A ticket as a reader's list shows it. */
export interface TicketView {
  readonly ticket: TicketRecord
  readonly learner: Person
  readonly assignee: Person | null
  /** The last message the reader may see. */
  readonly lastMessage: Pick<MessageRecord, "authorKind" | "authorName" | "body" | "createdAt"> | null
  /** The other side's visible messages above the reader's marker. */
  readonly unread: number
}

export type TicketListing =
  | { readonly kind: "learner"; readonly userId: string; readonly view: LearnerTicketView }
  | { readonly kind: "desk"; readonly agentId: string; readonly view: DeskView }

export interface StoredAttachment extends AttachmentMeta {
  readonly uploaderId: string
  readonly messageId: MessageId | null
  /** The ticket of the message carrying it, and that ticket's learner; null until sent. */
  readonly ticketId: TicketId | null
  readonly ticketUserId: string | null
  readonly internal: boolean
}

export interface NewAttachment {
  readonly uploaderId: string
  readonly name: string
  readonly contentType: AttachmentContentType
  readonly bytes: Uint8Array
  readonly now: number
}

/** A ticket whose learner has not read a reply for a while, with what the email needs. */
export interface DueReplyMail {
  readonly ticketId: TicketId
  readonly subject: string
  readonly learner: Person
  /** The highest agent reply so far. */
  readonly lastReplySeq: number
  /** The reply the last email was for, as read: the sender claims the ticket only if it is still this. */
  readonly mailedSeq: number | null
}

export interface HelpdeskRepositoryShape {
  /** Runs the calls as one unit (in memory: in order). */
  readonly transaction: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  readonly ticket: (ticketId: TicketId) => Effect.Effect<Option.Option<TicketRecord>>
  /** The ticket, locked until the transaction ends: sends to one ticket take their numbers one at a time. */
  readonly lockTicket: (ticketId: TicketId) => Effect.Effect<Option.Option<TicketRecord>>
  /** The tickets an agent holds and has not closed, locked in id order until the transaction ends. */
  readonly lockHeldTickets: (agentId: string) => Effect.Effect<ReadonlyArray<TicketRecord>>
  readonly ticketByClientId: (userId: string, clientId: string) => Effect.Effect<Option.Option<TicketRecord>>
  /** Inserts unless the learner has a ticket of that clientId; answers the new one, or none. */
  readonly insertTicket: (ticket: NewTicket) => Effect.Effect<Option.Option<TicketRecord>>
  readonly updateTicket: (ticketId: TicketId, change: TicketChange) => Effect.Effect<void>
  readonly view: (ticketId: TicketId, reader: Reader) => Effect.Effect<Option.Option<TicketView>>
  readonly page: (listing: TicketListing, reader: Reader, paging: Paging) => Effect.Effect<{ readonly rows: ReadonlyArray<TicketView>; readonly total: number }>
  readonly messages: (ticketId: TicketId, includeInternal: boolean) => Effect.Effect<ReadonlyArray<MessageRecord>>
  readonly messageByClientId: (ticketId: TicketId, clientId: string) => Effect.Effect<Option.Option<MessageRecord>>
  readonly insertMessage: (message: NewMessage, attachmentIds: ReadonlyArray<HelpdeskAttachmentId>) => Effect.Effect<MessageRecord>
  /** The highest seq a learner may see: that of the last message that is not an internal note (0 for none). */
  readonly lastVisibleSeq: (ticketId: TicketId) => Effect.Effect<number>
  /** The highest seq each participant has read. */
  readonly readMarkers: (ticketId: TicketId) => Effect.Effect<ReadonlyMap<string, number>>
  /** Raises the reader's marker to `upTo` (never lowers it). */
  readonly markRead: (ticketId: TicketId, userId: string, upTo: number) => Effect.Effect<void>
  /** Tickets and messages unread by the learner over all their tickets. */
  readonly learnerUnread: (userId: string) => Effect.Effect<{ readonly tickets: number; readonly messages: number }>
  readonly deskCounts: (
    agentId: string
  ) => Effect.Effect<{ readonly unassigned: number; readonly mineUnreadTickets: number; readonly mineUnreadMessages: number }>
  readonly insertAttachment: (attachment: NewAttachment) => Effect.Effect<AttachmentMeta>
  readonly attachment: (attachmentId: HelpdeskAttachmentId) => Effect.Effect<Option.Option<StoredAttachment>>
  readonly attachmentBytes: (attachmentId: HelpdeskAttachmentId) => Effect.Effect<Uint8Array>
  /**
   * Holds the uploader's quota until the transaction ends (their account row,
   * FOR NO KEY UPDATE): two uploads of one account are counted one after the
   * other, so both cannot pass the last bytes (helpdesk attachment quota).
   */
  readonly lockUploads: (uploaderId: string) => Effect.Effect<void>
  /** Bytes the person uploaded since `since`, and all their files kept. */
  readonly uploadedBytes: (uploaderId: string, since: number) => Effect.Effect<{ readonly today: number; readonly total: number }>
  /** Bytes of the person's own files the ticket's messages carry. */
  readonly ticketFileBytes: (ticketId: TicketId, uploaderId: string) => Effect.Effect<number>
  /** Files the person uploaded that no message carries yet. */
  readonly unsentCount: (uploaderId: string) => Effect.Effect<number>
  /** Deletes files no message carried, uploaded before `before`; answers how many. */
  readonly deleteUnsentBefore: (before: number) => Effect.Effect<number>
  /** The agents (every account of the agent role), who hear of unassigned tickets. */
  readonly agentIds: Effect.Effect<ReadonlyArray<string>>
  readonly person: (userId: string) => Effect.Effect<Option.Option<Person>>
  readonly examName: (examId: string) => Effect.Effect<Option.Option<string>>
  /** Tickets with an agent reply unread since before `before` and no email since the learner last read. */
  readonly dueReplyMails: (before: number, limit: number) => Effect.Effect<ReadonlyArray<DueReplyMail>>
}
