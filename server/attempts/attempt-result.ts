/**
 * Submitting an attempt: scoring what was saved with the domain's rules
 * (src/domain/attempt-scoring.ts, the test's scoring rule and pass mark) and
 * storing the whole review with it, so the result never changes afterwards,
 * whatever later happens to the questions. Used by the learner's submit, by a
 * save or submit that arrives too late, and by the sweeper.
 */
import { Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql"
import {
  type AttemptResult,
  type AttemptReview,
  QuestionOption,
  type ReviewQuestion,
  ReviewQuestion as ReviewQuestionSchema,
  ScoreGroup,
  type ScoringRule,
  type SubmittedBy
} from "../../src/api/attempts.ts"
import { resumeClock } from "../../src/domain/attempt/attempt-clock.ts"
import { type AnsweredQuestion, questionOutcome, scoreAttempt } from "../../src/domain/attempt/attempt-scoring.ts"
import { type AttemptRecord, clockOf, isoOf } from "./attempt-record.ts"

/** What is frozen in attempts.result at submit. */
const StoredResult = Schema.Struct({
  passMarkPercent: Schema.Number,
  answeredCount: Schema.Number,
  markedCount: Schema.Number,
  sections: Schema.Array(ScoreGroup),
  objectives: Schema.Array(ScoreGroup),
  questions: Schema.Array(ReviewQuestionSchema)
})
type StoredResult = typeof StoredResult.Type

const decodeStoredResult = Schema.decodeUnknownEffect(StoredResult)

interface ScoredQuestionRow {
  readonly id: string
  readonly section_id: string
  readonly section_name: string
  readonly text: string
  readonly kind: "single" | "multiple"
  readonly explanation: string
  readonly objective: string
  readonly options: ReadonlyArray<{ readonly id: string; readonly text: string; readonly correct: boolean }> | null
  readonly answer: ReadonlyArray<string> | null
  readonly marked: boolean | null
}

interface TestRulesRow {
  readonly pass_mark_percent: number
  readonly scoring: ScoringRule
}

const toOption = (option: { readonly id: string; readonly text: string }): QuestionOption => ({ _id: option.id, text: option.text })

/**
 * Scores and submits an attempt the caller has locked (or is about to
 * update conditionally): a no-op answering false when it is already
 * submitted, so nothing is ever scored twice.
 */
export const submitAttempt = (sql: SqlClient.SqlClient, attempt: AttemptRecord, submittedBy: SubmittedBy, now: number) =>
  Effect.gen(function*() {
    const [rules] = yield* sql<TestRulesRow>`SELECT pass_mark_percent, scoring FROM practice_tests WHERE id = ${attempt.test_id}`
    const rows = yield* sql<ScoredQuestionRow>`
      SELECT q.id, q.section_id, s.name AS section_name, q.text, q.kind, q.explanation, q.objective,
        (SELECT json_agg(json_build_object('id', o.id, 'text', o.text, 'correct', o.is_correct) ORDER BY o.sort_order)
         FROM question_options o WHERE o.question_id = q.id) AS options,
        aa.answer, aa.marked
      FROM questions q
      JOIN test_sections s ON s.id = q.section_id
      LEFT JOIN attempt_answers aa ON aa.attempt_id = ${attempt.id} AND aa.question_id = q.id
      WHERE q.test_id = ${attempt.test_id}
      ORDER BY s.sort_order, q.sort_order`
    const passMarkPercent = rules?.pass_mark_percent ?? 100
    const scoring = rules?.scoring ?? "allOrNothing"

    const answered: Array<AnsweredQuestion> = rows.map((row) => {
      const options = row.options ?? []
      const known = new Set(options.map((option) => option.id))
      return {
        qsnId: row.id,
        sectionId: row.section_id,
        objective: row.objective,
        correct: options.filter((option) => option.correct).map((option) => option.id),
        chosen: (row.answer ?? []).filter((id) => known.has(id))
      }
    })
    const score = scoreAttempt(answered, passMarkPercent, scoring)
    const sectionNames = new Map(rows.map((row) => [row.section_id, row.section_name]))
    const questions = rows.map((row, index): ReviewQuestion => {
      const question = answered[index]!
      return {
        _id: row.id,
        sectionId: row.section_id,
        text: row.text,
        kind: row.kind,
        options: (row.options ?? []).map(toOption),
        correct: question.correct,
        chosen: question.chosen,
        marked: row.marked ?? false,
        outcome: questionOutcome(question, scoring),
        explanation: row.explanation,
        objective: row.objective
      }
    })
    const result: StoredResult = {
      passMarkPercent,
      answeredCount: questions.filter((question) => question.chosen.length > 0).length,
      markedCount: questions.filter((question) => question.marked).length,
      sections: score.sections.map((group) => ({ ...group, name: sectionNames.get(group.key) ?? group.key })),
      objectives: score.objectives.map((group) => ({ ...group, name: group.key })),
      questions
    }
    // A pause under way ends with the submit; the time it lasted is kept.
    const clock = resumeClock(clockOf(attempt), now)
    const updated = yield* sql`
      UPDATE attempts SET
        status = 'submitted',
        paused_ms = ${Math.round(clock.pausedMs)}::bigint,
        paused_at = NULL,
        submitted_at = ${new Date(now)},
        submitted_by = ${submittedBy},
        score = ${score.score}::float8,
        total = ${score.total}::int,
        percentage = ${score.percentage}::float8,
        passed = ${score.passed},
        result = ${JSON.stringify(result)}::jsonb
      WHERE id = ${attempt.id} AND status <> 'submitted'
      RETURNING id`
    return updated.length === 1
  })

interface ResultRow {
  readonly id: string
  readonly subscription_id: string
  readonly exam_name: string
  readonly test_name: string
  readonly score: number
  readonly total: number
  readonly percentage: number
  readonly passed: boolean
  readonly started_at: Date | string
  readonly submitted_at: Date | string
  readonly submitted_by: SubmittedBy
  readonly result: unknown
}

/** The stored review of a submitted attempt of this learner; none when it is not (yet) submitted. */
export const readReview = (sql: SqlClient.SqlClient, attemptId: string, userId: string) =>
  Effect.gen(function*() {
    const [row] = yield* sql<ResultRow>`
      SELECT a.id, a.subscription_id, e.name AS exam_name, t.name AS test_name, a.score, a.total, a.percentage, a.passed,
        a.started_at, a.submitted_at, a.submitted_by, a.result
      FROM attempts a
      JOIN practice_tests t ON t.id = a.test_id
      JOIN exams e ON e.id = t.exam_id
      WHERE a.id = ${attemptId} AND a.user_id = ${userId} AND a.status = 'submitted'`
    if (row === undefined) return undefined
    const stored = yield* decodeStoredResult(row.result).pipe(Effect.orDie)
    const review: AttemptReview = {
      attemptId: row.id,
      subscId: row.subscription_id,
      examName: row.exam_name,
      testName: row.test_name,
      score: row.score,
      total: row.total,
      percentage: row.percentage,
      passMarkPercent: stored.passMarkPercent,
      passed: row.passed,
      startedAt: isoOf(row.started_at),
      submittedAt: isoOf(row.submitted_at),
      submittedBy: row.submitted_by,
      answeredCount: stored.answeredCount,
      markedCount: stored.markedCount,
      sections: stored.sections,
      objectives: stored.objectives,
      questions: stored.questions
    }
    return review
  })

/** The result without the questions (what submit answers). */
export const resultOf = ({ questions: _questions, ...result }: AttemptReview): AttemptResult => result
