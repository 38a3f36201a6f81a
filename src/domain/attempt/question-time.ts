/**
 * The time a learner spends on each question of an attempt (for
 * pacing), as pure functions the attempt machine calls: the clock runs only
 * while a question is on screen — the attempt is being taken (not paused,
 * not submitting) and the page is visible — and its time goes to the
 * question shown. Each save of a question carries the time gathered on it
 * since that question's previous save (`takeSpent`), and the server adds it
 * up. Time spent on a question after its last change is not sent: a save is
 * what carries time, and no save is made only for the time.
 */

/** The contract's MAX_SPENT_MS (src/api/attempt/attempt.ts; test/domain checks they agree): one save carries at most six hours. */
export const SPENT_MS_CAP = 6 * 60 * 60 * 1000

export interface QuestionTime {
  /** A question is on screen: the attempt is being taken. */
  readonly showing: boolean
  /** The page is visible. */
  readonly visible: boolean
  /** Epoch milliseconds the running stretch began; null while the clock is stopped. */
  readonly since: number | null
  /** Per question, milliseconds gathered and not yet sent with a save. */
  readonly unsent: Readonly<Record<string, number>>
}

export const initialQuestionTime = (visible = true): QuestionTime => ({ showing: false, visible, since: null, unsent: {} })

/** Ends the running stretch, putting it on `current`; the clock is stopped. */
const settle = (time: QuestionTime, current: string | null, now: number): QuestionTime => {
  if (time.since === null || current === null) return { ...time, since: null }
  return { ...time, since: null, unsent: { ...time.unsent, [current]: (time.unsent[current] ?? 0) + Math.max(0, now - time.since) } }
}

/** Starts a new stretch now, when a question is on screen and the page visible. */
const restart = (time: QuestionTime, now: number): QuestionTime => ({ ...time, since: time.showing && time.visible ? now : null })

/** The attempt starts or stops being taken (entering or leaving the answering state). */
export const setShowing = (time: QuestionTime, showing: boolean, current: string | null, now: number): QuestionTime =>
  restart({ ...settle(time, current, now), showing }, now)

/** The page became hidden or visible again. */
export const setVisible = (time: QuestionTime, visible: boolean, current: string | null, now: number): QuestionTime =>
  restart({ ...settle(time, current, now), visible }, now)

/** The learner moved from `from` to another question: the time so far is `from`'s. */
export const moveFrom = (time: QuestionTime, from: string | null, now: number): QuestionTime => restart(settle(time, from, now), now)

/**
 * A save of `qsnId` is made now: it takes every millisecond gathered on
 * that question (the running stretch too, when it is the current one),
 * whole and at most SPENT_MS_CAP; the question starts again from zero.
 */
export const takeSpent = (
  time: QuestionTime,
  qsnId: string,
  current: string | null,
  now: number
): { readonly time: QuestionTime; readonly spentMs: number } => {
  const settled = restart(settle(time, current, now), now)
  const { [qsnId]: gathered = 0, ...rest } = settled.unsent
  return { time: { ...settled, unsent: rest }, spentMs: Math.min(SPENT_MS_CAP, Math.max(0, Math.round(gathered))) }
}
