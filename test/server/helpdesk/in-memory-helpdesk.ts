/**
 * The helpdesk's repository over plain in-memory tables, for the rule tests
 * (test/server/helpdesk/). It answers what the SQL does, in the same
 * orders; the transaction simply runs its calls in order (one fiber of
 * tests at a time), and the lock is a no-op.
 */
import { Effect, Layer, Option } from "effect"
import type { HelpdeskAttachmentId, MessageId, TicketId } from "../../../src/api/shared/ids.ts"
import { HelpdeskRepository } from "../../../server/helpdesk/repository.ts"
import type {
  AttachmentMeta,
  HelpdeskRepositoryShape,
  MessageRecord,
  Person,
  Reader,
  StoredAttachment,
  TicketListing,
  TicketRecord,
  TicketView
} from "../../../server/helpdesk/records.ts"

export interface MemoryUser extends Person {
  readonly role: "learner" | "agent"
}

export interface HelpdeskTables {
  readonly users: Map<string, MemoryUser>
  readonly exams: Map<string, string>
  readonly tickets: Map<TicketId, TicketRecord>
  readonly messages: Array<Omit<MessageRecord, "authorName" | "attachments">>
  readonly reads: Map<string, number>
  readonly attachments: Map<HelpdeskAttachmentId, AttachmentMeta & { uploaderId: string; messageId: MessageId | null; bytes: Uint8Array; createdAt: number }>
}

export const emptyHelpdeskTables = (): HelpdeskTables => ({
  users: new Map(),
  exams: new Map(),
  tickets: new Map(),
  messages: [],
  reads: new Map(),
  attachments: new Map()
})

const readKey = (ticketId: string, userId: string) => `${ticketId} ${userId}`

/** Ascending, nulls last, like ORDER BY … ASC NULLS LAST. */
const ascNullsLast = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b)

export const makeMemoryHelpdesk = (tables: HelpdeskTables): HelpdeskRepositoryShape => {
  let nextId = 1
  const newId = <Id extends string>(prefix: string) => `${prefix}-${nextId++}` as Id

  const nameOf = (userId: string) => tables.users.get(userId)?.name ?? ""
  const marker = (ticketId: string, userId: string) => tables.reads.get(readKey(ticketId, userId)) ?? 0

  const messageRecord = (row: HelpdeskTables["messages"][number]): MessageRecord => ({
    ...row,
    authorName: nameOf(row.authorId),
    attachments: [...tables.attachments.values()]
      .filter((file) => file.messageId === row.id)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map(({ id, name, contentType, byteSize }) => ({ id, name, contentType, byteSize }))
  })

  const messagesOf = (ticketId: TicketId, includeInternal: boolean) =>
    tables.messages.filter((message) => message.ticketId === ticketId && (includeInternal || !message.internal)).sort((a, b) => a.seq - b.seq)

  const person = (userId: string): Person | null => {
    const user = tables.users.get(userId)
    return user === undefined ? null : { id: user.id, name: user.name, email: user.email }
  }

  const viewOf = (ticket: TicketRecord, reader: Reader): TicketView => {
    const visible = messagesOf(ticket.id, reader.kind === "agent")
    const last = visible[visible.length - 1]
    const read = marker(ticket.id, reader.userId)
    return {
      ticket,
      learner: person(ticket.userId) ?? { id: ticket.userId, name: "", email: "" },
      assignee: ticket.assigneeId === null ? null : person(ticket.assigneeId),
      lastMessage: last === undefined ? null : { authorKind: last.authorKind, authorName: nameOf(last.authorId), body: last.body, createdAt: last.createdAt },
      unread: visible.filter((message) => !message.internal && message.authorKind !== reader.kind && message.seq > read).length
    }
  }

  const listed = (listing: TicketListing): Array<TicketRecord> => {
    const all = [...tables.tickets.values()]
    const byId = (a: TicketRecord, b: TicketRecord) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    const newest = (key: (t: TicketRecord) => number | null) => (a: TicketRecord, b: TicketRecord) => (key(b) ?? 0) - (key(a) ?? 0) || byId(a, b)
    const waiting = (a: TicketRecord, b: TicketRecord) => ascNullsLast(a.waitingSince, b.waitingSince) || a.createdAt - b.createdAt || byId(a, b)
    if (listing.kind === "learner") {
      const own = all.filter((t) => t.userId === listing.userId)
      return listing.view === "active"
        ? own.filter((t) => t.state !== "closed").sort(newest((t) => t.updatedAt))
        : own.filter((t) => t.state === "closed").sort(newest((t) => t.closedAt))
    }
    switch (listing.view) {
      case "queue":
        return all.filter((t) => t.state === "open").sort(waiting)
      case "mine":
        return all.filter((t) => t.assigneeId === listing.agentId && t.state !== "closed").sort(waiting)
      case "unassigned":
        return all.filter((t) => t.state === "open" && t.assigneeId === null).sort(waiting)
      case "pending":
        return all.filter((t) => t.state === "pending").sort(newest((t) => t.updatedAt))
      case "closed":
        return all.filter((t) => t.state === "closed").sort(newest((t) => t.closedAt))
    }
  }

  const unreadOver = (tickets: ReadonlyArray<TicketRecord>, readerId: string, fromKind: "learner" | "agent") => {
    let ticketCount = 0
    let messageCount = 0
    for (const ticket of tickets) {
      const read = marker(ticket.id, readerId)
      const unread = tables.messages.filter((m) => m.ticketId === ticket.id && m.authorKind === fromKind && !m.internal && m.seq > read).length
      if (unread > 0) ticketCount++
      messageCount += unread
    }
    return { tickets: ticketCount, messages: messageCount }
  }

  return {
    transaction: (effect) => effect,

    ticket: (ticketId) => Effect.sync(() => Option.fromNullishOr(tables.tickets.get(ticketId))),
    lockTicket: (ticketId) => Effect.sync(() => Option.fromNullishOr(tables.tickets.get(ticketId))),
    lockHeldTickets: (agentId) =>
      Effect.sync(() => [...tables.tickets.values()].filter((t) => t.assigneeId === agentId && t.state !== "closed").sort((a, b) => (a.id < b.id ? -1 : 1))),
    ticketByClientId: (userId, clientId) =>
      Effect.sync(() => Option.fromNullishOr([...tables.tickets.values()].find((t) => t.userId === userId && t.clientId === clientId))),

    insertTicket: (ticket) =>
      Effect.sync(() => {
        if ([...tables.tickets.values()].some((t) => t.userId === ticket.userId && t.clientId === ticket.clientId)) return Option.none()
        const record: TicketRecord = {
          id: newId<TicketId>("ticket"),
          userId: ticket.userId,
          clientId: ticket.clientId,
          subject: ticket.subject,
          category: ticket.category,
          state: "open",
          link: ticket.link,
          followUpOf: ticket.followUpOf,
          assigneeId: null,
          lastSeq: 0,
          waitingSince: null,
          createdAt: ticket.now,
          updatedAt: ticket.now,
          closedAt: null,
          closeReason: null,
          replyMailedSeq: null
        }
        tables.tickets.set(record.id, record)
        return Option.some(record)
      }),

    updateTicket: (ticketId, change) =>
      Effect.sync(() => {
        const ticket = tables.tickets.get(ticketId)
        if (ticket !== undefined) tables.tickets.set(ticketId, { ...ticket, ...change })
      }),

    view: (ticketId, reader) => Effect.sync(() => Option.map(Option.fromNullishOr(tables.tickets.get(ticketId)), (ticket) => viewOf(ticket, reader))),

    page: (listing, reader, paging) =>
      Effect.sync(() => {
        const rows = listed(listing)
        return { rows: rows.slice(paging.offset, paging.offset + paging.perPage).map((t) => viewOf(t, reader)), total: rows.length }
      }),

    messages: (ticketId, includeInternal) => Effect.sync(() => messagesOf(ticketId, includeInternal).map(messageRecord)),

    messageByClientId: (ticketId, clientId) =>
      Effect.sync(() => Option.map(Option.fromNullishOr(tables.messages.find((m) => m.ticketId === ticketId && m.clientId === clientId)), messageRecord)),

    insertMessage: (message, attachmentIds) =>
      Effect.sync(() => {
        if (tables.messages.some((m) => m.ticketId === message.ticketId && (m.clientId === message.clientId || m.seq === message.seq))) {
          throw new Error("duplicate key value violates unique constraint on ticket_messages")
        }
        const row = {
          id: newId<MessageId>("message"),
          ticketId: message.ticketId,
          seq: message.seq,
          clientId: message.clientId,
          authorId: message.authorId,
          authorKind: message.authorKind,
          body: message.body,
          internal: message.internal,
          createdAt: message.now
        }
        tables.messages.push(row)
        for (const id of attachmentIds) {
          const file = tables.attachments.get(id)
          if (file !== undefined && file.messageId === null) tables.attachments.set(id, { ...file, messageId: row.id })
        }
        return messageRecord(row)
      }),

    lastVisibleSeq: (ticketId) => Effect.sync(() => Math.max(0, ...tables.messages.filter((m) => m.ticketId === ticketId && !m.internal).map((m) => m.seq))),

    readMarkers: (ticketId) =>
      Effect.sync(() => {
        const markers = new Map<string, number>()
        for (const [key, upTo] of tables.reads) {
          const [ticket, user] = key.split(" ")
          if (ticket === ticketId && user !== undefined) markers.set(user, upTo)
        }
        return markers
      }),

    markRead: (ticketId, userId, upTo) =>
      Effect.sync(() => {
        tables.reads.set(readKey(ticketId, userId), Math.max(marker(ticketId, userId), upTo))
      }),

    learnerUnread: (userId) =>
      Effect.sync(() =>
        unreadOver(
          [...tables.tickets.values()].filter((t) => t.userId === userId),
          userId,
          "agent"
        )
      ),

    deskCounts: (agentId) =>
      Effect.sync(() => {
        const all = [...tables.tickets.values()]
        const mine = unreadOver(
          all.filter((t) => t.assigneeId === agentId),
          agentId,
          "learner"
        )
        return {
          unassigned: all.filter((t) => t.state === "open" && t.assigneeId === null).length,
          mineUnreadTickets: mine.tickets,
          mineUnreadMessages: mine.messages
        }
      }),

    insertAttachment: (attachment) =>
      Effect.sync(() => {
        const meta: AttachmentMeta = {
          id: newId<HelpdeskAttachmentId>("file"),
          name: attachment.name,
          contentType: attachment.contentType,
          byteSize: attachment.bytes.length
        }
        tables.attachments.set(meta.id, { ...meta, uploaderId: attachment.uploaderId, messageId: null, bytes: attachment.bytes, createdAt: attachment.now })
        return meta
      }),

    attachment: (attachmentId) =>
      Effect.sync(() =>
        Option.map(Option.fromNullishOr(tables.attachments.get(attachmentId)), (file): StoredAttachment => {
          const message = file.messageId === null ? undefined : tables.messages.find((m) => m.id === file.messageId)
          const ticket = message === undefined ? undefined : tables.tickets.get(message.ticketId)
          return {
            id: file.id,
            name: file.name,
            contentType: file.contentType,
            byteSize: file.byteSize,
            uploaderId: file.uploaderId,
            messageId: file.messageId,
            ticketId: ticket?.id ?? null,
            ticketUserId: ticket?.userId ?? null,
            internal: message?.internal ?? false
          }
        })
      ),

    attachmentBytes: (attachmentId) => Effect.sync(() => tables.attachments.get(attachmentId)?.bytes ?? new Uint8Array()),

    lockUploads: () => Effect.void,

    uploadedBytes: (uploaderId, since) =>
      Effect.sync(() => {
        const files = [...tables.attachments.values()].filter((f) => f.uploaderId === uploaderId)
        const sum = (list: typeof files) => list.reduce((total, f) => total + f.byteSize, 0)
        return { today: sum(files.filter((f) => f.createdAt >= since)), total: sum(files) }
      }),

    ticketFileBytes: (ticketId, uploaderId) =>
      Effect.sync(() => {
        const messageIds = new Set(tables.messages.filter((m) => m.ticketId === ticketId).map((m) => m.id))
        return [...tables.attachments.values()]
          .filter((f) => f.uploaderId === uploaderId && f.messageId !== null && messageIds.has(f.messageId))
          .reduce((total, f) => total + f.byteSize, 0)
      }),

    unsentCount: (uploaderId) => Effect.sync(() => [...tables.attachments.values()].filter((f) => f.uploaderId === uploaderId && f.messageId === null).length),

    deleteUnsentBefore: (before) =>
      Effect.sync(() => {
        let deleted = 0
        for (const [id, file] of tables.attachments) {
          if (file.messageId === null && file.createdAt < before) {
            tables.attachments.delete(id)
            deleted++
          }
        }
        return deleted
      }),

    agentIds: Effect.sync(() =>
      [...tables.users.values()]
        .filter((u) => u.role === "agent")
        .map((u) => u.id)
        .sort()
    ),

    person: (userId) => Effect.sync(() => Option.fromNullishOr(person(userId))),

    examName: (examId) => Effect.sync(() => Option.fromNullishOr(tables.exams.get(examId))),

    dueReplyMails: (before, limit) =>
      Effect.sync(() =>
        [...tables.tickets.values()]
          .sort((a, b) => (a.id < b.id ? -1 : 1))
          .flatMap((ticket) => {
            const replies = tables.messages.filter((m) => m.ticketId === ticket.id && m.authorKind === "agent" && !m.internal)
            if (replies.length === 0) return []
            const read = marker(ticket.id, ticket.userId)
            const overdue = replies.some((m) => m.seq > read && m.createdAt <= before)
            const mailedAndUnread = ticket.replyMailedSeq !== null && read < ticket.replyMailedSeq
            const learner = person(ticket.userId)
            if (!overdue || mailedAndUnread || learner === null) return []
            return [
              { ticketId: ticket.id, subject: ticket.subject, learner, lastReplySeq: Math.max(...replies.map((m) => m.seq)), mailedSeq: ticket.replyMailedSeq }
            ]
          })
          .slice(0, limit)
      )
  }
}

/** Over in-memory tables (this file), for testing the rules without a database. */
export const helpdeskRepositoryInMemory = (tables: HelpdeskTables) => Layer.succeed(HelpdeskRepository, makeMemoryHelpdesk(tables))
