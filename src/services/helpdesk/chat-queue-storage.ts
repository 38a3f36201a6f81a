/**
 * The chat's outbox in local storage ("each message queued locally
 * at once, surviving a reload, like the attempt's save queue"), one entry
 * per person and ticket under `helpdesk-outbox:{userId}:{ticketId}`.
 *
 * Like the attempt's queue (attempt-storage.ts), signing out does not remove
 * an entry: it may hold messages the server has not received; it is keyed by
 * the person, so nobody else on the browser sees it, and it empties as the
 * messages are stored. An empty outbox removes its entry.
 *
 * Read back through a schema made of the contract's own pieces: a corrupt or
 * hand-edited entry is ignored rather than trusted.
 */
import { Option, Schema } from "effect"
import { ClientId, HelpdeskAttachment } from "../../api/helpdesk/helpdesk.ts"
import type { Outbox } from "../../domain/helpdesk/chat-log.ts"
import { type BrowserStore, localStore, parseJson, readItem, removeItem, writeJson } from "../shared/browser-storage.ts"

/** The part of `Storage` the outbox functions touch (a fake in tests). */
export type QueueStore = BrowserStore

export const OUTBOX_KEY_PREFIX = "helpdesk-outbox"

export const outboxKey = (userId: string, ticketId: string): string => `${OUTBOX_KEY_PREFIX}:${userId}:${ticketId}`

const StoredOutbox = Schema.Array(
  Schema.Struct({
    clientId: ClientId,
    text: Schema.String,
    attachments: Schema.Array(HelpdeskAttachment),
    createdAt: Schema.String,
    status: Schema.Literals(["queued", "failed"]),
    error: Schema.NullOr(Schema.String)
  })
)

const decodeOutbox = Schema.decodeUnknownOption(StoredOutbox)

/** The stored outbox, or an empty one. */
export const readStoredOutbox = (userId: string, ticketId: string, store: QueueStore | undefined = localStore()): Outbox => {
  const text = readItem(store, outboxKey(userId, ticketId))
  if (text === null) return []
  const decoded = decodeOutbox(parseJson(text))
  return Option.isSome(decoded) ? decoded.value : []
}

/** A full or blocked storage loses the local copy only; the messages are still sent. */
export const writeStoredOutbox = (userId: string, ticketId: string, outbox: Outbox, store: QueueStore | undefined = localStore()): void => {
  if (outbox.length === 0) removeItem(store, outboxKey(userId, ticketId))
  else writeJson(store, outboxKey(userId, ticketId), outbox)
}
