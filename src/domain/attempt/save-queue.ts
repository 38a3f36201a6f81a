/**
 * The exam attempt's save queue, as pure functions: every answer
 * or mark a learner gives is written here first — the browser keeps the
 * queue in local storage, so a reload or a dropped network loses nothing —
 * then sent to the server one save at a time, in order, and confirmed per
 * question.
 *
 * Each save carries a per-attempt sequence number that only grows. The server
 * applies a save only when its number is above the last one it applied for
 * that question, so a replayed or older save changes nothing. That is what
 * makes coalescing safe here: a newer change to a question replaces the
 * older one still waiting (only the latest state of a question matters) —
 * and takes over the time the older one carried, so none is lost.
 */
import type { QuestionAnswer, SaveAnswerPayload } from "../../api/attempt/attempt.ts"
import { SPENT_MS_CAP } from "./question-time.ts"

/** A change a learner made to one question: the contract's answer shape, with the time spent on it since its last save. */
export type AnswerChange = QuestionAnswer & Pick<SaveAnswerPayload, "spentMs">

/** A change with its number: exactly what a save sends. */
export type QueuedSave = SaveAnswerPayload

export interface SaveQueue {
  /** The number the next change gets. */
  readonly nextSeq: number
  /** Waiting to be sent, oldest first; at most one per question. */
  readonly pending: ReadonlyArray<QueuedSave>
  /** Sent, answer not yet received. */
  readonly inFlight: QueuedSave | null
  /** Per question, the highest number the server confirmed. */
  readonly confirmed: Readonly<Record<string, number>>
}

export type SaveStatus = "saved" | "saving" | "notSaved" | "untouched"

export const emptySaveQueue = (nextSeq = 1): SaveQueue => ({ nextSeq, pending: [], inFlight: null, confirmed: {} })

const spentOf = (save: Pick<SaveAnswerPayload, "spentMs"> | undefined): number => save?.spentMs ?? 0

/** Two saves' time together, as the contract takes it (at most SPENT_MS_CAP). */
const withTime = <A extends Pick<SaveAnswerPayload, "spentMs">>(save: A, extraMs: number): A => {
  const total = Math.min(SPENT_MS_CAP, spentOf(save) + extraMs)
  return total === 0 ? save : { ...save, spentMs: total }
}

/** Writes a change: it gets the next number and replaces a waiting save of the same question, adding up their time. */
export const enqueueChange = (queue: SaveQueue, change: AnswerChange): SaveQueue => {
  const replaced = queue.pending.find((save) => save.qsnId === change.qsnId)
  return {
    ...queue,
    nextSeq: queue.nextSeq + 1,
    pending: [...queue.pending.filter((save) => save.qsnId !== change.qsnId), withTime({ ...change, seq: queue.nextSeq }, spentOf(replaced))]
  }
}

/** Moves the oldest waiting save in flight; nothing when one is in flight already or none waits. */
export const takeNextSave = (queue: SaveQueue): { readonly queue: SaveQueue; readonly save: QueuedSave | null } => {
  const [next, ...rest] = queue.pending
  if (queue.inFlight !== null || next === undefined) return { queue, save: null }
  return { queue: { ...queue, pending: rest, inFlight: next }, save: next }
}

/** The server applied (or had already applied) the save with this number. */
export const confirmSave = (queue: SaveQueue, seq: number): SaveQueue => {
  const save = queue.inFlight
  if (save === null || save.seq !== seq) return queue
  return {
    ...queue,
    inFlight: null,
    confirmed: { ...queue.confirmed, [save.qsnId]: Math.max(seq, queue.confirmed[save.qsnId] ?? 0) }
  }
}

/**
 * The save in flight failed (offline, server down): it goes back to the front
 * of the line, unless a newer change to the same question is already waiting,
 * which then carries its time too (the failed save may have reached the
 * server: a rare double count is preferred to losing the time).
 */
export const returnInFlight = (queue: SaveQueue): SaveQueue => {
  const save = queue.inFlight
  if (save === null) return queue
  const superseded = queue.pending.some((waiting) => waiting.qsnId === save.qsnId)
  if (!superseded) return { ...queue, inFlight: null, pending: [save, ...queue.pending] }
  return {
    ...queue,
    inFlight: null,
    pending: queue.pending.map((waiting) => (waiting.qsnId === save.qsnId ? withTime(waiting, spentOf(save)) : waiting))
  }
}

/** What the question palette shows for a question's save. */
export const saveStatusOf = (queue: SaveQueue, qsnId: string): SaveStatus => {
  if (queue.pending.some((save) => save.qsnId === qsnId)) return "notSaved"
  if (queue.inFlight?.qsnId === qsnId) return "saving"
  return queue.confirmed[qsnId] === undefined ? "untouched" : "saved"
}

export const hasUnsavedChanges = (queue: SaveQueue): boolean => queue.pending.length > 0 || queue.inFlight !== null

/**
 * After a reload the server may know a higher number than the stored queue
 * (a save that reached the server just before the page went away): numbering
 * continues above both, so new changes are never taken for old ones.
 */
export const resumeNumbering = (queue: SaveQueue, serverLastSeq: number): SaveQueue => ({
  ...queue,
  nextSeq: Math.max(queue.nextSeq, serverLastSeq + 1)
})

export const RETRY_BASE_MS = 1000
export const RETRY_MAX_MS = 30_000

/** Wait before the n-th retry (n ≥ 1): 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelayMs = (failures: number): number => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, Math.min(failures - 1, 15)))
