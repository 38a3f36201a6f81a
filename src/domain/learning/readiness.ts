/**
 * Readiness per exam objective: how likely the learner is to
 * answer the objective's questions right, from their own answers in
 * submitted attempts (exam and practice), against the test's pass mark.
 *
 * - Each answer scores 1 (correct), 0.5 (partly correct) or 0 (wrong or
 *   unanswered).
 * - Recent answers weigh more: an answer of the k-th most recent attempt
 *   (k = 0 for the latest) weighs 0.5^(k / HALF_LIFE_ATTEMPTS), so an answer
 *   two attempts old counts half as much as one from the latest attempt. By
 *   attempt, not by day: a learner who practises daily and one who practises
 *   weekly both see their last few attempts dominate.
 * - The estimate is the weighted mean; its certainty a 95% Wilson interval
 *   with the weights' sum as the number of answers (older answers are less
 *   evidence). Below FEW_ANSWERS answers the estimate says "few answers".
 * - ready: estimate at or above the pass mark; close: less than CLOSE_MARGIN
 *   points below it; not yet: further below; noAnswers: nothing answered.
 * - The objectives to work on first: those not ready, lowest estimate first.
 */
import type { QuestionOutcome } from "../../api/attempt/attempt.ts"
import type { ObjectiveReadiness, Readiness, ReadinessStatus } from "../../api/learning/learning.ts"

export const HALF_LIFE_ATTEMPTS = 2
export const FEW_ANSWERS = 5
export const CLOSE_MARGIN = 10
/** The normal quantile of a 95% interval. */
export const Z_95 = 1.96

export interface ObjectiveAnswer {
  readonly objective: string
  readonly outcome: QuestionOutcome
}

/** One submitted attempt's answers; the list is newest first. */
export interface AttemptAnswers {
  readonly answers: ReadonlyArray<ObjectiveAnswer>
}

export const outcomeScore = (outcome: QuestionOutcome): number => (outcome === "correct" ? 1 : outcome === "partlyCorrect" ? 0.5 : 0)

/** The weight of an answer from the attempt `age` attempts before the latest. */
export const recencyWeight = (age: number): number => 0.5 ** (age / HALF_LIFE_ATTEMPTS)

/** The Wilson score interval of a proportion `p` over `n` (weighted) answers, as fractions. */
export const wilsonInterval = (p: number, n: number, z = Z_95): { readonly low: number; readonly high: number } => {
  if (n <= 0) return { low: 0, high: 1 }
  const z2 = z * z
  const denominator = 1 + z2 / n
  const centre = (p + z2 / (2 * n)) / denominator
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

export const statusOf = (estimate: number | null, passMarkPercent: number): ReadinessStatus =>
  estimate === null ? "noAnswers" : estimate >= passMarkPercent ? "ready" : estimate > passMarkPercent - CLOSE_MARGIN ? "close" : "notYet"

/** One decimal: what a learner reads, and what the tests compare. */
const tenth = (value: number) => Math.round(value * 10) / 10

/**
 * Readiness of each of `objectives` (the exam's, in order; an objective met
 * only in the answers is added after them) from `attempts`, newest first.
 */
export const estimateReadiness = (objectives: ReadonlyArray<string>, attempts: ReadonlyArray<AttemptAnswers>, passMarkPercent: number): Readiness => {
  const sums = new Map<string, { answers: number; weight: number; scored: number }>()
  for (const objective of objectives) sums.set(objective, { answers: 0, weight: 0, scored: 0 })
  attempts.forEach((attempt, age) => {
    const weight = recencyWeight(age)
    for (const answer of attempt.answers) {
      const sum = sums.get(answer.objective) ?? { answers: 0, weight: 0, scored: 0 }
      sum.answers += 1
      sum.weight += weight
      sum.scored += weight * outcomeScore(answer.outcome)
      sums.set(answer.objective, sum)
    }
  })
  const rows = [...sums].map(([objective, sum]): ObjectiveReadiness => {
    if (sum.answers === 0) {
      return { objective, answers: 0, estimate: null, low: null, high: null, fewAnswers: true, status: "noAnswers" }
    }
    const p = sum.scored / sum.weight
    const interval = wilsonInterval(p, sum.weight)
    const estimate = tenth(p * 100)
    return {
      objective,
      answers: sum.answers,
      estimate,
      low: tenth(interval.low * 100),
      high: tenth(interval.high * 100),
      fewAnswers: sum.answers < FEW_ANSWERS,
      status: statusOf(estimate, passMarkPercent)
    }
  })
  const focus = rows
    .filter((row) => row.status === "notYet" || row.status === "close")
    .sort((a, b) => (a.estimate ?? 0) - (b.estimate ?? 0))
    .map((row) => row.objective)
  return { passMarkPercent, status: overallStatus(rows), attemptCount: attempts.length, objectives: rows, focus }
}

/**
 * The exam as a whole: not yet when any objective is; ready only when every
 * objective is; close in between (an objective close, or not tried yet);
 * noAnswers before any answer.
 */
export const overallStatus = (rows: ReadonlyArray<Pick<ObjectiveReadiness, "status">>): ReadinessStatus => {
  if (rows.every((row) => row.status === "noAnswers")) return "noAnswers"
  if (rows.some((row) => row.status === "notYet")) return "notYet"
  if (rows.every((row) => row.status === "ready")) return "ready"
  return "close"
}

export const READINESS_WORDS: Readonly<Record<ReadinessStatus, string>> = {
  ready: "Ready",
  close: "Close",
  notYet: "Not yet",
  noAnswers: "No answers yet"
}
