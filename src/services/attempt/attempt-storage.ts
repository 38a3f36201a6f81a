/**
 * The attempt's save queue in local storage ("every change is
 * written at once to a local queue, surviving a reload"), one entry per
 * learner and attempt under `attempt-queue:{userId}:{attemptId}`.
 *
 * Signing out does NOT remove these entries, on purpose: a queue may hold
 * answers the server has not received yet (the learner answered offline,
 * then signed out), and removing it would lose them. The entry is keyed by
 * the learner, so another learner on the same browser never sees it; the
 * same learner's next visit to the attempt flushes it, and a submit removes
 * it. (Spec §4's sign-out clears the session's `attemptData`, which is the
 * session's own copy, not this queue.)
 *
 * Each function takes its storage as an optional argument so tests can pass
 * a fake; without one it uses localStorage, and does nothing where there is
 * none or the browser blocks it.
 */
import { Option, Schema } from "effect"
import { SaveAnswerPayload, Seq } from "../../api/attempt/attempt.ts"
import { returnInFlight, type SaveQueue } from "../../domain/attempt/save-queue.ts"
import { type BrowserStore, localStore, parseJson, readItem, removeItem, writeJson } from "../shared/browser-storage.ts"

/** The part of `Storage` the queue functions touch. */
export type QueueStore = BrowserStore

export const QUEUE_KEY_PREFIX = "attempt-queue"

export const queueKey = (userId: string, attemptId: string): string => `${QUEUE_KEY_PREFIX}:${userId}:${attemptId}`

/** The queue as stored: its saves are the contract's, checked by the contract's schemas when read back. */
const StoredQueue = Schema.Struct({
  nextSeq: Seq,
  pending: Schema.Array(SaveAnswerPayload),
  inFlight: Schema.NullOr(SaveAnswerPayload),
  confirmed: Schema.Record(Schema.String, Seq)
})

const decodeQueue = Schema.decodeUnknownOption(StoredQueue)

/**
 * The queue as stored, or null when there is none or it is not a queue (a
 * corrupt or hand-edited entry is ignored rather than trusted). A queue read
 * back has nothing in flight: the page that sent that save is gone, so it
 * goes back to the front of the line (the server ignores it if it arrived).
 */
export const readStoredQueue = (userId: string, attemptId: string, store: QueueStore | undefined = localStore()): SaveQueue | null => {
  const text = readItem(store, queueKey(userId, attemptId))
  if (text === null) return null
  const decoded = decodeQueue(parseJson(text))
  if (Option.isNone(decoded)) return null
  const queue = returnInFlight(decoded.value)
  // Numbers only grow: never hand out a number a waiting save already has.
  const highest = Math.max(0, ...queue.pending.map((save) => save.seq))
  return { ...queue, nextSeq: Math.max(queue.nextSeq, highest + 1) }
}

/** A full or blocked storage loses the local copy only; the saves are still sent. */
export const writeStoredQueue = (userId: string, attemptId: string, queue: SaveQueue, store: QueueStore | undefined = localStore()): void =>
  writeJson(store, queueKey(userId, attemptId), queue)

/** After a submit the queue has nothing left to say. */
export const clearStoredQueue = (userId: string, attemptId: string, store: QueueStore | undefined = localStore()): void =>
  removeItem(store, queueKey(userId, attemptId))

/** The session's stored userId (kept in token-store.ts with the rest of the session's keys). */
export { storedUserId } from "../shared/token-store.ts"
