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
import { ClientId, HelpdeskAttachment } from "../../api/helpdesk.ts"
import type { Outbox } from "../../domain/helpdesk/chat-log.ts"

/** The part of `Storage` the outbox functions touch (a fake in tests). */
export interface QueueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const browserStorage = (): QueueStore | undefined => {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage
  } catch {
    // Reading `localStorage` throws when the browser blocks site data.
    return undefined
  }
}

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

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The stored outbox, or an empty one. */
export const readStoredOutbox = (userId: string, ticketId: string, store: QueueStore | undefined = browserStorage()): Outbox => {
  let text: string | null = null
  try {
    text = store?.getItem(outboxKey(userId, ticketId)) ?? null
  } catch {
    return []
  }
  if (text === null) return []
  const decoded = decodeOutbox(parseJson(text))
  return Option.isSome(decoded) ? decoded.value : []
}

export const writeStoredOutbox = (userId: string, ticketId: string, outbox: Outbox, store: QueueStore | undefined = browserStorage()): void => {
  try {
    if (outbox.length === 0) store?.removeItem(outboxKey(userId, ticketId))
    else store?.setItem(outboxKey(userId, ticketId), JSON.stringify(outbox))
  } catch {
    // A full or blocked storage loses the local copy only; the messages are still sent.
  }
}
