/**
 * The SQL of the helpdesk (migration 0018): tickets, their messages, read
 * markers and attachments. Ticket rules live in the service; this file only
 * reads and writes. A send locks the ticket row (`lockTicket`, FOR UPDATE)
 * before taking the next number from `last_seq`, so concurrent sends to one
 * ticket are numbered one at a time; (ticket_id, client_id) is unique, so a
 * retried send can never be stored twice.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import type { AttachmentContentType, MessageAuthorKind, TicketCategory, TicketLink, TicketState } from "../../src/api/helpdesk/helpdesk.ts"
import type { AttemptId, ExamId, HelpdeskAttachmentId, MessageId, QuestionId, TicketId } from "../../src/api/shared/ids.ts"
import type { AttachmentMeta, HelpdeskRepositoryShape, MessageRecord, Person, TicketListing, TicketRecord, TicketView } from "./records.ts"

type Instant = Date | string

interface TicketRow {
  readonly id: TicketId
  readonly user_id: string
  readonly client_id: string
  readonly subject: string
  readonly category: TicketCategory
  readonly state: TicketState
  readonly link_kind: TicketLink["kind"] | null
  readonly link_exam_id: string | null
  readonly link_attempt_id: string | null
  readonly link_question_id: string | null
  readonly follow_up_of: TicketId | null
  readonly assignee_id: string | null
  readonly last_seq: number
  readonly waiting_since: Instant | null
  readonly created_at: Instant
  readonly updated_at: Instant
  readonly closed_at: Instant | null
  readonly close_reason: string | null
  readonly reply_mailed_seq: number | null
}

interface ViewRow extends TicketRow {
  readonly learner_name: string
  readonly learner_email: string
  readonly assignee_name: string | null
  readonly assignee_email: string | null
  readonly lm_kind: MessageAuthorKind | null
  readonly lm_name: string | null
  readonly lm_body: string | null
  readonly lm_at: Instant | null
  readonly unread: number
}

interface MessageRow {
  readonly id: MessageId
  readonly ticket_id: TicketId
  readonly seq: number
  readonly client_id: string
  readonly author_id: string
  readonly author_kind: MessageAuthorKind
  readonly author_name: string
  readonly body: string
  readonly internal: boolean
  readonly created_at: Instant
}

interface AttachmentRow {
  readonly id: HelpdeskAttachmentId
  readonly message_id: MessageId | null
  readonly name: string
  readonly content_type: AttachmentContentType
  readonly byte_size: number
}

const millis = (value: Instant | number) => new Date(value).getTime()
const millisOrNull = (value: Instant | null) => (value === null ? null : millis(value))

const linkOf = (row: TicketRow): TicketLink | null => {
  switch (row.link_kind) {
    case "exam":
      return { kind: "exam", examId: row.link_exam_id as ExamId }
    case "attempt":
      return { kind: "attempt", attemptId: row.link_attempt_id as AttemptId }
    case "question":
      return { kind: "question", attemptId: row.link_attempt_id as AttemptId, questionId: row.link_question_id as QuestionId }
    default:
      return null
  }
}

const ticketOf = (row: TicketRow): TicketRecord => ({
  id: row.id,
  userId: row.user_id,
  clientId: row.client_id,
  subject: row.subject,
  category: row.category,
  state: row.state,
  link: linkOf(row),
  followUpOf: row.follow_up_of,
  assigneeId: row.assignee_id,
  lastSeq: row.last_seq,
  waitingSince: millisOrNull(row.waiting_since),
  createdAt: millis(row.created_at),
  updatedAt: millis(row.updated_at),
  closedAt: millisOrNull(row.closed_at),
  closeReason: row.close_reason,
  replyMailedSeq: row.reply_mailed_seq
})

const viewOf = (row: ViewRow): TicketView => ({
  ticket: ticketOf(row),
  learner: { id: row.user_id, name: row.learner_name, email: row.learner_email },
  assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? "", email: row.assignee_email ?? "" },
  lastMessage:
    row.lm_kind === null ? null : { authorKind: row.lm_kind, authorName: row.lm_name ?? "", body: row.lm_body ?? "", createdAt: millis(row.lm_at ?? 0) },
  unread: Number(row.unread)
})

const attachmentOf = (row: AttachmentRow): AttachmentMeta => ({
  id: row.id,
  name: row.name,
  contentType: row.content_type,
  byteSize: row.byte_size
})

const messageOf = (row: MessageRow, attachments: ReadonlyArray<AttachmentRow>): MessageRecord => ({
  id: row.id,
  ticketId: row.ticket_id,
  seq: row.seq,
  clientId: row.client_id,
  authorId: row.author_id,
  authorKind: row.author_kind,
  authorName: row.author_name,
  body: row.body,
  internal: row.internal,
  createdAt: millis(row.created_at),
  attachments: attachments.filter((file) => file.message_id === row.id).map(attachmentOf)
})

export class HelpdeskRepository extends Context.Service<HelpdeskRepository, HelpdeskRepositoryShape>()("exam-shop/HelpdeskRepository") {
  static readonly layer = Layer.effect(
    HelpdeskRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const TICKET_COLUMNS = sql`t.id, t.user_id, t.client_id, t.subject, t.category, t.state, t.link_kind, t.link_exam_id,
        t.link_attempt_id, t.link_question_id, t.follow_up_of, t.assignee_id, t.last_seq, t.waiting_since, t.created_at,
        t.updated_at, t.closed_at, t.close_reason, t.reply_mailed_seq`

      const oneTicket = (rows: ReadonlyArray<TicketRow>) => Option.map(Option.fromNullishOr(rows[0]), ticketOf)

      /**
       * Tickets as `readerId` sees them: the last message they may see (a
       * learner never an internal note) and the other side's visible
       * messages above their read marker.
       */
      const views = (readerId: string, readerKind: MessageAuthorKind, where: Statement.Fragment, order: Statement.Fragment, limit: number, offset: number) =>
        sql<ViewRow>`
          SELECT ${TICKET_COLUMNS}, u.name AS learner_name, u.email AS learner_email, a.name AS assignee_name, a.email AS assignee_email,
            lm.author_kind AS lm_kind, lmu.name AS lm_name, lm.body AS lm_body, lm.created_at AS lm_at,
            (SELECT count(*)::int FROM ticket_messages m
              WHERE m.ticket_id = t.id AND m.author_kind <> ${readerKind} AND NOT m.internal
                AND m.seq > COALESCE((SELECT r.up_to_seq FROM ticket_reads r WHERE r.ticket_id = t.id AND r.user_id = ${readerId}), 0)
            ) AS unread
          FROM tickets t
            JOIN users u ON u.id = t.user_id
            LEFT JOIN users a ON a.id = t.assignee_id
            LEFT JOIN LATERAL (
              SELECT m.author_kind, m.author_id, m.body, m.created_at FROM ticket_messages m
              WHERE m.ticket_id = t.id AND (${readerKind === "agent"} OR NOT m.internal)
              ORDER BY m.seq DESC LIMIT 1
            ) lm ON true
            LEFT JOIN users lmu ON lmu.id = lm.author_id
          WHERE ${where}
          ORDER BY ${order}
          LIMIT ${limit} OFFSET ${offset}::bigint`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.map(viewOf))
        )

      const listingOf = (listing: TicketListing) => {
        if (listing.kind === "learner") {
          return listing.view === "active"
            ? { where: sql`t.user_id = ${listing.userId} AND t.state <> 'closed'`, order: sql`t.updated_at DESC, t.id` }
            : { where: sql`t.user_id = ${listing.userId} AND t.state = 'closed'`, order: sql`t.closed_at DESC, t.id` }
        }
        switch (listing.view) {
          case "queue":
            return { where: sql`t.state = 'open'`, order: sql`t.waiting_since ASC NULLS LAST, t.created_at, t.id` }
          case "mine":
            return {
              where: sql`t.assignee_id = ${listing.agentId} AND t.state <> 'closed'`,
              order: sql`t.waiting_since ASC NULLS LAST, t.updated_at DESC, t.id`
            }
          case "unassigned":
            return { where: sql`t.state = 'open' AND t.assignee_id IS NULL`, order: sql`t.waiting_since ASC NULLS LAST, t.created_at, t.id` }
          case "pending":
            return { where: sql`t.state = 'pending'`, order: sql`t.updated_at DESC, t.id` }
          case "closed":
            return { where: sql`t.state = 'closed'`, order: sql`t.closed_at DESC, t.id` }
        }
      }

      const attachmentsOf = (messageIds: ReadonlyArray<string>) =>
        messageIds.length === 0
          ? Effect.succeed([] as ReadonlyArray<AttachmentRow>)
          : sql<AttachmentRow>`
              SELECT id, message_id, name, content_type, byte_size FROM ticket_attachments
              WHERE message_id IN ${sql.in(messageIds)} ORDER BY created_at, id`.pipe(Effect.orDie)

      const MESSAGE_SELECT = sql`
        SELECT m.id, m.ticket_id, m.seq, m.client_id, m.author_id, m.author_kind, u.name AS author_name, m.body, m.internal, m.created_at
        FROM ticket_messages m JOIN users u ON u.id = m.author_id`

      const withAttachments = (rows: ReadonlyArray<MessageRow>) =>
        Effect.map(attachmentsOf(rows.map((row) => row.id)), (files) => rows.map((row) => messageOf(row, files)))

      return HelpdeskRepository.of({
        transaction: (effect) => sql.withTransaction(effect).pipe(Effect.catchTag("SqlError", Effect.die)),

        ticket: (ticketId) => sql<TicketRow>`SELECT ${TICKET_COLUMNS} FROM tickets t WHERE t.id = ${ticketId}`.pipe(Effect.orDie, Effect.map(oneTicket)),

        lockTicket: (ticketId) =>
          sql<TicketRow>`SELECT ${TICKET_COLUMNS} FROM tickets t WHERE t.id = ${ticketId} FOR UPDATE`.pipe(Effect.orDie, Effect.map(oneTicket)),

        lockHeldTickets: (agentId) =>
          sql<TicketRow>`
            SELECT ${TICKET_COLUMNS} FROM tickets t WHERE t.assignee_id = ${agentId} AND t.state <> 'closed' ORDER BY t.id FOR UPDATE`.pipe(
            Effect.orDie,
            Effect.map((rows) => rows.map(ticketOf))
          ),

        ticketByClientId: (userId, clientId) =>
          sql<TicketRow>`SELECT ${TICKET_COLUMNS} FROM tickets t WHERE t.user_id = ${userId} AND t.client_id = ${clientId}`.pipe(
            Effect.orDie,
            Effect.map(oneTicket)
          ),

        insertTicket: (ticket) => {
          const link = ticket.link
          const at = new Date(ticket.now)
          return sql<TicketRow>`
            INSERT INTO tickets AS t (user_id, client_id, subject, category, state, link_kind, link_exam_id, link_attempt_id, link_question_id,
              follow_up_of, created_at, updated_at)
            VALUES (${ticket.userId}, ${ticket.clientId}, ${ticket.subject}, ${ticket.category}, 'open', ${link?.kind ?? null},
              ${link?.kind === "exam" ? link.examId : null},
              ${link !== null && link.kind !== "exam" ? link.attemptId : null},
              ${link?.kind === "question" ? link.questionId : null},
              ${ticket.followUpOf}, ${at}, ${at})
            ON CONFLICT (user_id, client_id) DO NOTHING
            RETURNING ${TICKET_COLUMNS}`.pipe(Effect.orDie, Effect.map(oneTicket))
        },

        updateTicket: (ticketId, change) => {
          const date = (value: number | null | undefined) => (value === null || value === undefined ? null : new Date(value))
          // Each column keeps its value unless the change names it (a named null clears it).
          const set = (has: boolean) => has
          return sql`
            UPDATE tickets SET
              state = CASE WHEN ${set("state" in change)} THEN ${change.state ?? "open"} ELSE state END,
              assignee_id = CASE WHEN ${set("assigneeId" in change)} THEN ${change.assigneeId ?? null}::text ELSE assignee_id END,
              last_seq = CASE WHEN ${set("lastSeq" in change)} THEN ${change.lastSeq ?? 0} ELSE last_seq END,
              waiting_since = CASE WHEN ${set("waitingSince" in change)} THEN ${date(change.waitingSince)}::timestamptz ELSE waiting_since END,
              updated_at = CASE WHEN ${set("updatedAt" in change)} THEN ${date(change.updatedAt)}::timestamptz ELSE updated_at END,
              closed_at = CASE WHEN ${set("closedAt" in change)} THEN ${date(change.closedAt)}::timestamptz ELSE closed_at END,
              close_reason = CASE WHEN ${set("closeReason" in change)} THEN ${change.closeReason ?? null}::text ELSE close_reason END,
              reply_mailed_seq = CASE WHEN ${set("replyMailedSeq" in change)} THEN ${change.replyMailedSeq ?? null}::int ELSE reply_mailed_seq END
            WHERE id = ${ticketId}`.pipe(Effect.orDie, Effect.asVoid)
        },

        view: (ticketId, reader) =>
          views(reader.userId, reader.kind, sql`t.id = ${ticketId}`, sql`t.id`, 1, 0).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0]))),

        page: (listing, reader, paging) =>
          Effect.gen(function* () {
            const { where, order } = listingOf(listing)
            const rows = yield* views(reader.userId, reader.kind, where, order, paging.perPage, paging.offset)
            const [count] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM tickets t WHERE ${where}`.pipe(Effect.orDie)
            return { rows, total: Number(count?.total ?? 0) }
          }),

        messages: (ticketId, includeInternal) =>
          sql<MessageRow>`${MESSAGE_SELECT} WHERE m.ticket_id = ${ticketId} AND (${includeInternal} OR NOT m.internal) ORDER BY m.seq`.pipe(
            Effect.orDie,
            Effect.flatMap(withAttachments)
          ),

        messageByClientId: (ticketId, clientId) =>
          sql<MessageRow>`${MESSAGE_SELECT} WHERE m.ticket_id = ${ticketId} AND m.client_id = ${clientId}`.pipe(
            Effect.orDie,
            Effect.flatMap(withAttachments),
            Effect.map((rows) => Option.fromNullishOr(rows[0]))
          ),

        insertMessage: (message, attachmentIds) =>
          Effect.gen(function* () {
            const [inserted] = yield* sql<{ id: MessageId }>`
              INSERT INTO ticket_messages (ticket_id, seq, client_id, author_id, author_kind, body, internal, created_at)
              VALUES (${message.ticketId}, ${message.seq}, ${message.clientId}, ${message.authorId}, ${message.authorKind},
                ${message.body}, ${message.internal}, ${new Date(message.now)})
              RETURNING id`.pipe(Effect.orDie)
            const id = inserted!.id
            if (attachmentIds.length > 0) {
              yield* sql`UPDATE ticket_attachments SET message_id = ${id} WHERE id IN ${sql.in(attachmentIds)} AND message_id IS NULL`.pipe(Effect.orDie)
            }
            const rows = yield* sql<MessageRow>`${MESSAGE_SELECT} WHERE m.id = ${id}`.pipe(Effect.orDie)
            const [record] = yield* withAttachments(rows)
            return record!
          }),

        lastVisibleSeq: (ticketId) =>
          sql<{ seq: number | null }>`SELECT max(seq) AS seq FROM ticket_messages WHERE ticket_id = ${ticketId} AND NOT internal`.pipe(
            Effect.orDie,
            Effect.map(([row]) => Number(row?.seq ?? 0))
          ),

        readMarkers: (ticketId) =>
          sql<{ user_id: string; up_to_seq: number }>`SELECT user_id, up_to_seq FROM ticket_reads WHERE ticket_id = ${ticketId}`.pipe(
            Effect.orDie,
            Effect.map((rows) => new Map(rows.map((row) => [row.user_id, row.up_to_seq])))
          ),

        markRead: (ticketId, userId, upTo) =>
          sql`
            INSERT INTO ticket_reads (ticket_id, user_id, up_to_seq) VALUES (${ticketId}, ${userId}, ${upTo})
            ON CONFLICT (ticket_id, user_id) DO UPDATE SET up_to_seq = GREATEST(ticket_reads.up_to_seq, EXCLUDED.up_to_seq)`.pipe(Effect.orDie, Effect.asVoid),

        learnerUnread: (userId) =>
          sql<{ tickets: number; messages: number }>`
            SELECT count(DISTINCT m.ticket_id)::int AS tickets, count(*)::int AS messages
            FROM ticket_messages m
              JOIN tickets t ON t.id = m.ticket_id
              LEFT JOIN ticket_reads r ON r.ticket_id = t.id AND r.user_id = ${userId}
            WHERE t.user_id = ${userId} AND m.author_kind = 'agent' AND NOT m.internal AND m.seq > COALESCE(r.up_to_seq, 0)`.pipe(
            Effect.orDie,
            Effect.map(([row]) => ({ tickets: Number(row?.tickets ?? 0), messages: Number(row?.messages ?? 0) }))
          ),

        deskCounts: (agentId) =>
          Effect.gen(function* () {
            const [open] = yield* sql<{ unassigned: number }>`
              SELECT count(*)::int AS unassigned FROM tickets WHERE state = 'open' AND assignee_id IS NULL`.pipe(Effect.orDie)
            const [mine] = yield* sql<{ tickets: number; messages: number }>`
              SELECT count(DISTINCT m.ticket_id)::int AS tickets, count(*)::int AS messages
              FROM ticket_messages m
                JOIN tickets t ON t.id = m.ticket_id
                LEFT JOIN ticket_reads r ON r.ticket_id = t.id AND r.user_id = ${agentId}
              WHERE t.assignee_id = ${agentId} AND m.author_kind = 'learner' AND m.seq > COALESCE(r.up_to_seq, 0)`.pipe(Effect.orDie)
            return {
              unassigned: Number(open?.unassigned ?? 0),
              mineUnreadTickets: Number(mine?.tickets ?? 0),
              mineUnreadMessages: Number(mine?.messages ?? 0)
            }
          }),

        insertAttachment: (attachment) =>
          sql<AttachmentRow>`
            INSERT INTO ticket_attachments (uploader_id, name, content_type, byte_size, bytes, created_at)
            VALUES (${attachment.uploaderId}, ${attachment.name}, ${attachment.contentType}, ${attachment.bytes.length},
              ${attachment.bytes}, ${new Date(attachment.now)})
            RETURNING id, message_id, name, content_type, byte_size`.pipe(
            Effect.orDie,
            Effect.map(([row]) => attachmentOf(row!))
          ),

        attachment: (attachmentId) =>
          sql<AttachmentRow & { uploader_id: string; ticket_id: TicketId | null; ticket_user_id: string | null; internal: boolean | null }>`
            SELECT a.id, a.message_id, a.name, a.content_type, a.byte_size, a.uploader_id,
              m.ticket_id, t.user_id AS ticket_user_id, m.internal
            FROM ticket_attachments a
              LEFT JOIN ticket_messages m ON m.id = a.message_id
              LEFT JOIN tickets t ON t.id = m.ticket_id
            WHERE a.id = ${attachmentId}`.pipe(
            Effect.orDie,
            Effect.map((rows) =>
              Option.map(Option.fromNullishOr(rows[0]), (row) => ({
                ...attachmentOf(row),
                uploaderId: row.uploader_id,
                messageId: row.message_id,
                ticketId: row.ticket_id,
                ticketUserId: row.ticket_user_id,
                internal: row.internal === true
              }))
            )
          ),

        attachmentBytes: (attachmentId) =>
          sql<{ bytes: Uint8Array }>`SELECT bytes FROM ticket_attachments WHERE id = ${attachmentId}`.pipe(
            Effect.orDie,
            Effect.map(([row]) => new Uint8Array(row?.bytes ?? new Uint8Array()))
          ),

        lockUploads: (uploaderId) => sql`SELECT id FROM users WHERE id = ${uploaderId} FOR NO KEY UPDATE`.pipe(Effect.orDie, Effect.asVoid),

        uploadedBytes: (uploaderId, since) =>
          sql<{ today: number | string; total: number | string }>`
            SELECT COALESCE(sum(byte_size) FILTER (WHERE created_at >= ${new Date(since)}), 0)::bigint AS today,
              COALESCE(sum(byte_size), 0)::bigint AS total
            FROM ticket_attachments WHERE uploader_id = ${uploaderId}`.pipe(
            Effect.orDie,
            Effect.map(([row]) => ({ today: Number(row?.today ?? 0), total: Number(row?.total ?? 0) }))
          ),

        ticketFileBytes: (ticketId, uploaderId) =>
          sql<{ bytes: number | string }>`
            SELECT COALESCE(sum(a.byte_size), 0)::bigint AS bytes
            FROM ticket_attachments a JOIN ticket_messages m ON m.id = a.message_id
            WHERE m.ticket_id = ${ticketId} AND a.uploader_id = ${uploaderId}`.pipe(
            Effect.orDie,
            Effect.map(([row]) => Number(row?.bytes ?? 0))
          ),

        unsentCount: (uploaderId) =>
          sql<{ count: number }>`SELECT count(*)::int AS count FROM ticket_attachments WHERE uploader_id = ${uploaderId} AND message_id IS NULL`.pipe(
            Effect.orDie,
            Effect.map(([row]) => Number(row?.count ?? 0))
          ),

        deleteUnsentBefore: (before) =>
          sql<{ id: string }>`DELETE FROM ticket_attachments WHERE message_id IS NULL AND created_at < ${new Date(before)} RETURNING id`.pipe(
            Effect.orDie,
            Effect.map((rows) => rows.length)
          ),

        agentIds: sql<{ id: string }>`SELECT id FROM users WHERE role = 'agent' ORDER BY id`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.map((row) => row.id))
        ),

        person: (userId) =>
          sql<Person>`SELECT id, name, email FROM users WHERE id = ${userId}`.pipe(
            Effect.orDie,
            Effect.map((rows) => Option.fromNullishOr(rows[0]))
          ),

        examName: (examId) =>
          sql<{ name: string }>`SELECT name FROM exams WHERE id = ${examId}`.pipe(
            Effect.orDie,
            Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), (row) => row.name))
          ),

        dueReplyMails: (before, limit) =>
          sql<{ id: TicketId; subject: string; user_id: string; name: string; email: string; last_reply_seq: number; reply_mailed_seq: number | null }>`
            SELECT t.id, t.subject, t.user_id, u.name, u.email, r.last_reply_seq, t.reply_mailed_seq
            FROM tickets t
              JOIN users u ON u.id = t.user_id
              CROSS JOIN LATERAL (
                SELECT max(m.seq) AS last_reply_seq FROM ticket_messages m
                WHERE m.ticket_id = t.id AND m.author_kind = 'agent' AND NOT m.internal
              ) r
              LEFT JOIN ticket_reads rd ON rd.ticket_id = t.id AND rd.user_id = t.user_id
            WHERE r.last_reply_seq IS NOT NULL
              AND EXISTS (
                SELECT 1 FROM ticket_messages m
                WHERE m.ticket_id = t.id AND m.author_kind = 'agent' AND NOT m.internal
                  AND m.seq > COALESCE(rd.up_to_seq, 0) AND m.created_at <= ${new Date(before)}
              )
              AND (t.reply_mailed_seq IS NULL OR COALESCE(rd.up_to_seq, 0) >= t.reply_mailed_seq)
            ORDER BY t.id
            LIMIT ${limit}`.pipe(
            Effect.orDie,
            Effect.map((rows) =>
              rows.map((row) => ({
                ticketId: row.id,
                subject: row.subject,
                learner: { id: row.user_id, name: row.name, email: row.email },
                lastReplySeq: Number(row.last_reply_seq),
                mailedSeq: row.reply_mailed_seq
              }))
            )
          )
      })
    })
  )
}
