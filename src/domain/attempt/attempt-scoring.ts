/**
 * Scoring a submitted attempt. The server scores; the rules live
 * here so they are unit-tested once and read the same everywhere.
 *
 * A question scores all-or-nothing by default: 1 when the chosen options are
 * exactly the correct ones, else 0. A test may instead allow partial credit
 * on multiple-answer questions: each correct option chosen earns its share,
 * each wrong option chosen takes one share back, never below 0 — so choosing
 * every option earns nothing.
 */
import type { QuestionOutcome, ScoreGroup as NamedScoreGroup, ScoringRule } from "../../api/attempt/attempt.ts"

export interface AnsweredQuestion {
  readonly qsnId: string
  readonly sectionId: string
  readonly objective: string
  readonly correct: ReadonlyArray<string>
  readonly chosen: ReadonlyArray<string>
}

/** A section's or an objective's score; the contract's group without the name the server adds. */
export type ScoreGroup = Omit<NamedScoreGroup, "name">

export interface AttemptScore {
  readonly score: number
  readonly total: number
  readonly percentage: number
  readonly passed: boolean
  readonly sections: ReadonlyArray<ScoreGroup>
  readonly objectives: ReadonlyArray<ScoreGroup>
}

const round2 = (value: number): number => Math.round(value * 100) / 100

/** What a question earns, from 0 to 1. */
export const questionScore = (question: AnsweredQuestion, rule: ScoringRule): number => {
  const correct = new Set(question.correct)
  const chosen = new Set(question.chosen)
  if (chosen.size === 0 || correct.size === 0) return 0
  const hits = [...chosen].filter((option) => correct.has(option)).length
  const misses = chosen.size - hits
  if (rule === "allOrNothing" || correct.size === 1) return hits === correct.size && misses === 0 ? 1 : 0
  return Math.max(0, (hits - misses) / correct.size)
}

export const questionOutcome = (question: AnsweredQuestion, rule: ScoringRule): QuestionOutcome => {
  if (question.chosen.length === 0) return "unanswered"
  const score = questionScore(question, rule)
  return score === 1 ? "correct" : score > 0 ? "partlyCorrect" : "wrong"
}

/** Share of `score` in `total` as a percentage with 2 decimals; 0 for an empty total. */
export const percentageOf = (score: number, total: number): number => (total <= 0 ? 0 : round2((score / total) * 100))

const groupBy = (questions: ReadonlyArray<AnsweredQuestion>, keyOf: (question: AnsweredQuestion) => string, rule: ScoringRule): ReadonlyArray<ScoreGroup> => {
  const groups = new Map<string, { score: number; total: number }>()
  for (const question of questions) {
    const group = groups.get(keyOf(question)) ?? { score: 0, total: 0 }
    group.score += questionScore(question, rule)
    group.total += 1
    groups.set(keyOf(question), group)
  }
  return [...groups].map(([key, { score, total }]) => ({ key, score: round2(score), total, percentage: percentageOf(score, total) }))
}

/** The attempt's score, pass or fail against the pass mark (a percentage), and the breakdowns. */
export const scoreAttempt = (questions: ReadonlyArray<AnsweredQuestion>, passMarkPercent: number, rule: ScoringRule = "allOrNothing"): AttemptScore => {
  const score = round2(questions.reduce((sum, question) => sum + questionScore(question, rule), 0))
  const percentage = percentageOf(score, questions.length)
  return {
    score,
    total: questions.length,
    percentage,
    passed: questions.length > 0 && percentage >= passMarkPercent,
    sections: groupBy(questions, (question) => question.sectionId, rule),
    objectives: groupBy(questions, (question) => question.objective, rule)
  }
}
