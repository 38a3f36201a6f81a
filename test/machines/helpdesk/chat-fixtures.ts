/** A ticket, its messages and failures for the chat machine's tests. */
import type { SentMessage, TicketMessage, TicketSummary } from "../../../src/api/helpdesk/helpdesk.ts"
import { MessageId, TicketId } from "../../../src/api/shared/ids.ts"
import type { ChatTicketDetail } from "../../../src/machines/helpdesk/chat.machine.ts"

export const TICKET_ID = "t-1"

export const SUMMARY: TicketSummary = {
  _id: TicketId.make(TICKET_ID),
  subject: "The timer stopped",
  category: "technical",
  state: "open",
  link: null,
  followUpOf: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
  lastMessage: null,
  unread: 0,
  closedAt: null,
  reopenableUntil: null
}

export const messageOf = (seq: number, clientId: string, kind: "learner" | "agent" = "learner"): TicketMessage => ({
  _id: MessageId.make(`m-${seq}`),
  ticketId: TicketId.make(TICKET_ID),
  clientId,
  seq,
  author: { kind, name: kind === "learner" ? "Dana" : "Support" },
  text: `message ${seq}`,
  attachments: [],
  internal: false,
  createdAt: "2026-11-23T10:00:00.000Z"
})

export const FIRST = messageOf(1, "client-first")
export const REPLY = messageOf(2, "client-reply", "agent")

export const detailOf = (messages: ReadonlyArray<TicketMessage>, state: TicketSummary["state"] = "open"): ChatTicketDetail => ({
  ...SUMMARY,
  state,
  messages,
  readUpTo: 0,
  otherReadUpTo: 0
})

export const sentOf = (message: TicketMessage): SentMessage => ({ message, ticket: SUMMARY })

export const queued = (clientId: string, text = "hello") =>
  ({ type: "QUEUE", message: { clientId, text, attachments: [], createdAt: "2026-11-23T11:00:00.000Z" } }) as const

export const messageEvent = (message: TicketMessage, ticketId: string = TICKET_ID) =>
  ({ type: "helpdeskMessage", payload: { ticketId: TicketId.make(ticketId), message } }) as const

export const UNREACHABLE = { _tag: "ApiFailure", reason: "Unreachable", status: null, message: "We could not reach the shop." } as const
export const EXPIRED = {
  _tag: "ApiFailure",
  reason: "Conflict",
  status: 409,
  message: "This ticket was closed more than 14 days ago. Please start a follow-up ticket."
} as const
export const TOO_MANY = { _tag: "ApiFailure", reason: "TooManyRequests", status: 429, message: "Too many." } as const
