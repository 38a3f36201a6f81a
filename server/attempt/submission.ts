/**
 * What a submit writes: the score by the domain's rules
 * (src/domain/attempt/attempt-scoring.ts, the test's scoring rule and pass
 * mark) and the whole review with it, frozen, so the result never changes
 * afterwards, whatever later happens to the questions. Pure: the service
 * reads the scoring sheet and writes the submission through the repository.
 */
import { Schema } from "effect"
import { type QuestionKind, ReviewQuestion, ScoreGroup, type ScoringRule, type SubmittedBy } from "../../src/api/attempt/attempt.ts"
import type { OptionId, QuestionId, SectionId } from "../../src/api/shared/ids.ts"
import { type AttemptClock, resumeClock } from "../../src/domain/attempt/attempt-clock.ts"
import { type AnsweredQuestion, questionOutcome, scoreAttempt } from "../../src/domain/attempt/attempt-scoring.ts"

/** What is frozen in attempts.result at submit. */
export const StoredResult = Schema.Struct({
  passMarkPercent: Schema.Number,
  answeredCount: Schema.Number,
  markedCount: Schema.Number,
  sections: Schema.Array(ScoreGroup),
  objectives: Schema.Array(ScoreGroup),
  questions: Schema.Array(ReviewQuestion)
})
export type StoredResult = typeof StoredResult.Type

/** A question of the test as the submit scores it, with the learner's saved answer (null: never saved). */
export interface ScoredQuestion {
  readonly id: QuestionId
  readonly sectionId: SectionId
  readonly sectionName: string
  readonly text: string
  readonly kind: QuestionKind
  readonly explanation: string
  readonly objective: string
  readonly options: ReadonlyArray<{ readonly id: OptionId; readonly text: string; readonly correct: boolean }>
  readonly answer: ReadonlyArray<OptionId> | null
  readonly marked: boolean | null
  /** Milliseconds spent on it, summed over its saves (0: never saved). */
  readonly spentMs: number
}

/** The test's rules and its questions in order, with what the learner saved. */
export interface ScoringSheet {
  readonly passMarkPercent: number
  readonly scoring: ScoringRule
  readonly questions: ReadonlyArray<ScoredQuestion>
}

export interface Submission {
  readonly submittedAt: number
  readonly submittedBy: SubmittedBy
  /** All paused time; a pause under way ends with the submit. */
  readonly pausedMs: number
  readonly score: number
  readonly total: number
  readonly percentage: number
  readonly passed: boolean
  readonly result: StoredResult
}

export const scoreSubmission = (sheet: ScoringSheet, clock: AttemptClock, submittedBy: SubmittedBy, now: number): Submission => {
  const answered = sheet.questions.map((question) => {
    // An option removed since the save no longer counts as chosen.
    const known = new Set(question.options.map((option) => option.id))
    const correct = question.options.filter((option) => option.correct).map((option) => option.id)
    const chosen = (question.answer ?? []).filter((id) => known.has(id))
    const scored: AnsweredQuestion = { qsnId: question.id, sectionId: question.sectionId, objective: question.objective, correct, chosen }
    return { question, correct, chosen, scored }
  })
  const score = scoreAttempt(
    answered.map(({ scored }) => scored),
    sheet.passMarkPercent,
    sheet.scoring
  )
  const sectionNames = new Map<string, string>(sheet.questions.map((question) => [question.sectionId, question.sectionName]))
  const questions = answered.map(
    ({ question, correct, chosen, scored }): ReviewQuestion => ({
      _id: question.id,
      sectionId: question.sectionId,
      text: question.text,
      kind: question.kind,
      options: question.options.map((option) => ({ _id: option.id, text: option.text })),
      correct,
      chosen,
      marked: question.marked ?? false,
      outcome: questionOutcome(scored, sheet.scoring),
      explanation: question.explanation,
      objective: question.objective,
      spentMs: question.spentMs
    })
  )
  return {
    submittedAt: now,
    submittedBy,
    pausedMs: Math.round(resumeClock(clock, now).pausedMs),
    score: score.score,
    total: score.total,
    percentage: score.percentage,
    passed: score.passed,
    result: {
      passMarkPercent: sheet.passMarkPercent,
      answeredCount: questions.filter((question) => question.chosen.length > 0).length,
      markedCount: questions.filter((question) => question.marked).length,
      sections: score.sections.map((group) => ({ ...group, name: sectionNames.get(group.key) ?? group.key })),
      objectives: score.objectives.map((group) => ({ ...group, name: group.key })),
      questions
    }
  }
}
