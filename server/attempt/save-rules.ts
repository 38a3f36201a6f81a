/**
 * When a save is refused, and why, in the order the answer names it —
 * written once. A save is one SQL statement (repository.ts `saveAnswers`,
 * which writes the saves arriving together in one) that writes only when
 * these rules find nothing to refuse; the statement
 * mirrors them in SQL, the rule tests' in-memory repository decides with
 * this very function, and the service answers with it from what the statement read
 * under the attempt's lock.
 */
import { isPastGrace } from "../../src/domain/attempt/attempt-clock.ts"
import type { AttemptRecord, SaveTarget } from "./records.ts"

/** Past the deadline plus the grace: only an exam attempt has a deadline (practice is never submitted for time). */
export const timeRanOut = (attempt: Pick<AttemptRecord, "mode" | "clock">, now: number): boolean => attempt.mode === "exam" && isPastGrace(attempt.clock, now)

export type SaveRefusal =
  /** 409: the attempt is submitted already. */
  | "submitted"
  /** 409: an exam attempt past the deadline plus the grace (the service then submits the attempt). */
  | "timeUp"
  /** 409: resume first. */
  | "paused"
  /** 400 on qsnId: the question is not one of the attempt's test (or of its practice set). */
  | "questionNotInTest"
  /** 400 on qsnId: practice mode, the answer was checked and is locked. */
  | "answerLocked"
  /** 400 on answer: a chosen id is not one of the question's options. */
  | "optionNotInQuestion"
  /** 400 on answer: two or more options on a single-answer question. */
  | "singleAnswerOnly"

/** The first rule a save breaks, or null when it may be written. `chosen` is the answer without repeats. */
export const saveRefusal = (attempt: AttemptRecord, target: SaveTarget, chosenCount: number, now: number): SaveRefusal | null => {
  if (attempt.status === "submitted") return "submitted"
  if (timeRanOut(attempt, now)) return "timeUp"
  if (attempt.status === "paused") return "paused"
  if (target.kind === null) return "questionNotInTest"
  if (target.locked) return "answerLocked"
  if (!target.chosenAreOptions) return "optionNotInQuestion"
  if (target.kind === "single" && chosenCount > 1) return "singleAnswerOnly"
  return null
}
