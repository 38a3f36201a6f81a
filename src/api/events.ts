/**
 * The real-time events (docs/decisions/real-time-streams.md): what the signed-in browser's
 * one Server-Sent Events stream, `GET /api/v1/u/events`, carries.
 *
 * On the wire each event is `id:` its number (per account, increasing, no
 * gaps), `event:` its `type` and `data:` its `payload` as JSON. A reconnect
 * sends the last number it saw (`Last-Event-ID`, or `?lastEventId=` for a
 * fresh EventSource) and gets exactly the events after it; without one the
 * stream starts with the next event published.
 *
 * The stream is a plain route, not an HttpApi endpoint (those answer whole
 * bodies). EventSource cannot send headers, so it is authenticated by the
 * `token` cookie the browser already keeps (src/services/shared/token-store.ts);
 * `x-access-token` works too.
 *
 * Bounded and ending with its authority: when the server ends a stream for a
 * reason the browser should act on, its last message is a `closed` event
 * (STREAM_CLOSED_EVENT, no `id:`, so Last-Event-ID is untouched) whose data
 * is a StreamClosed. A stream that cannot be opened at all is refused with
 * a JSON `message` and `Retry-After`: 429 when the caller's address holds
 * too many, 503 when the server does.
 */
import { Schema } from "effect"
import { HelpdeskMessageCreated, HelpdeskReadMarker, HelpdeskTicketUpdated, HelpdeskTyping } from "./helpdesk/helpdesk.ts"
import { Notification } from "./account/notifications.ts"

export const EVENTS_PATH = "/api/v1/u/events"
/** The query parameter a fresh EventSource passes instead of the Last-Event-ID header it cannot set. */
export const LAST_EVENT_ID_PARAM = "lastEventId"

/** One kind of event: its `type` (the SSE `event:` field) and the schema of its `payload`. */
const eventOf = <Type extends string, Payload extends Schema.Top>(type: Type, payload: Payload) => Schema.Struct({ type: Schema.Literal(type), payload })

/** A new notification (spec §3), as the notifications page shows it. */
export const NotificationEvent = eventOf("notification", Notification)

/** The helpdesk (src/api/helpdesk/helpdesk.ts): a message stored in a ticket (a learner never gets an internal note), a ticket's state or assignee changed, someone typing. */
export const HelpdeskMessageEvent = eventOf("helpdeskMessage", HelpdeskMessageCreated)
export const HelpdeskTicketEvent = eventOf("helpdeskTicket", HelpdeskTicketUpdated)
export const HelpdeskTypingEvent = eventOf("helpdeskTyping", HelpdeskTyping)
export const HelpdeskReadEvent = eventOf("helpdeskRead", HelpdeskReadMarker)

/**
 * Every event the stream may carry. Adding a kind is one line here (the
 * helpdesk's chat messages, typing and ticket states come next); the browser
 * ignores a type it does not know yet.
 */
export const ServerEvent = Schema.Union([NotificationEvent, HelpdeskMessageEvent, HelpdeskTicketEvent, HelpdeskTypingEvent, HelpdeskReadEvent])
export type ServerEvent = typeof ServerEvent.Type

/** The SSE `event:` name of the stream's last message when the server ends it for a reason. */
export const STREAM_CLOSED_EVENT = "closed"

/**
 * Why the server ended a stream:
 * - `replaced`: the account opened more streams than it may hold, and this
 *   was its oldest. The browser must not reconnect at once (it would close
 *   another of its own tabs' streams in turn): it waits until the page is
 *   shown or focused again.
 * - `expired`: the token it was opened with expired. The browser refreshes
 *   its token and reconnects after the last event it saw.
 * - `sessionEnded`: the session was ended (a sign-out, an admin's "end
 *   sessions", a password change elsewhere).
 * - `roleChanged`: the account's role changed (an agent made a learner): a
 *   new stream is opened under the new role.
 */
export const StreamClosedReason = Schema.Literals(["replaced", "expired", "sessionEnded", "roleChanged"])
export type StreamClosedReason = typeof StreamClosedReason.Type

export const StreamClosed = Schema.Struct({ reason: StreamClosedReason })
export type StreamClosed = typeof StreamClosed.Type

/** The answer (503) when the server holds as many streams as it may. */
export const STREAMS_BUSY_MESSAGE = "Live updates are busy right now. Please try again in a minute."
/** The answer (429) when the caller's address holds as many streams as it may. */
export const STREAMS_PER_ADDRESS_MESSAGE = "Too many live update connections from your network. Close a few tabs and try again."
/** Retry-After, in seconds, of both refusals. */
export const STREAMS_RETRY_AFTER_SECONDS = 30
