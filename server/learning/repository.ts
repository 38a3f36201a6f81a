/**
 * Every SQL statement of the spaced review, readiness and pacing. No rules
 * here (service.ts); every read is scoped by the learner's id, so another
 * learner's cards, subscriptions and attempts are simply not found.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { type QuestionKind, type QuestionOutcome, ReviewQuestion, ScoreGroup, type ScoringRule } from "../../src/api/attempt/attempt.ts"
import { type ExamId, type OptionId, type QuestionId, SectionId, type SubscriptionId } from "../../src/api/shared/ids.ts"
import type { AnswerKeyReveal } from "../../src/domain/attempt/answer-key.ts"
import type { AttemptAnswers } from "../../src/domain/learning/readiness.ts"
import { grantRefunded, recordReveal } from "../shared/answer-key-reveals.ts"
import type { CardToGrade, DueCard, LearningRepositoryShape, PacingSheet, ReadinessSheet } from "./records.ts"
import type { ScheduledCard } from "./scheduling.ts"

/** Readiness reads the latest attempts only: the 21st most recent weighs 0.5^10, under a thousandth of the latest. */
export const READINESS_ATTEMPTS = 20

export class LearningRepository extends Context.Service<LearningRepository, LearningRepositoryShape>()("exam-shop/LearningRepository") {
  static readonly layer = Layer.effect(
    LearningRepository,
    Effect.map(SqlClient.SqlClient, (sql) => LearningRepository.of(makeSqlLearning(sql)))
  )
}

const millisOf = (instant: Date | string): number => new Date(instant).getTime()

interface CardRow {
  readonly question_id: QuestionId
  readonly due: Date | string
  readonly stability: number
  readonly difficulty: number
  readonly scheduled_days: number
  readonly learning_steps: number
  readonly reps: number
  readonly lapses: number
  readonly state: number
  readonly last_review: Date | string | null
}

const cardOf = (row: CardRow): ScheduledCard => ({
  due: millisOf(row.due),
  stability: row.stability,
  difficulty: row.difficulty,
  scheduledDays: row.scheduled_days,
  learningSteps: row.learning_steps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  lastReview: row.last_review === null ? null : millisOf(row.last_review)
})

/** What pacing reads of a frozen result (attempts.result): its sections' names and its questions with their time. */
const PacedResult = Schema.Struct({
  sections: Schema.Array(Schema.Struct({ key: SectionId, name: ScoreGroup.fields.name })),
  questions: Schema.Array(ReviewQuestion)
})
const decodePacedResult = Schema.decodeUnknownEffect(PacedResult)

const makeSqlLearning = (sql: SqlClient.SqlClient): LearningRepositoryShape => {
  const cardColumns = sql.literal(
    "c.question_id, c.due, c.stability, c.difficulty, c.scheduled_days, c.learning_steps, c.reps, c.lapses, c.state, c.last_review"
  )

  const claimAttempt = (attemptId: string, now: number) =>
    sql`
      INSERT INTO review_recorded_attempts (attempt_id, recorded_at) VALUES (${attemptId}, ${new Date(now)})
      ON CONFLICT (attempt_id) DO NOTHING
      RETURNING attempt_id`.pipe(
      Effect.orDie,
      Effect.map((rows) => rows.length === 1)
    )

  const cardsOf = (userId: string, questionIds: ReadonlyArray<QuestionId>) =>
    sql<CardRow>`
      SELECT ${cardColumns} FROM review_cards c
      WHERE c.user_id = ${userId} AND c.question_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(questionIds)}::jsonb))`.pipe(
      Effect.orDie,
      Effect.map((rows) => new Map(rows.map((row) => [row.question_id, cardOf(row)] as const)))
    )

  /** One statement for every card; the exam is the question's own. */
  const writeCards = (userId: string, subscriptionId: SubscriptionId, cards: ReadonlyArray<{ readonly qsnId: QuestionId; readonly card: ScheduledCard }>) => {
    if (cards.length === 0) return Effect.void
    const rows = cards.map(({ qsnId, card }) => ({
      qsn_id: qsnId,
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      scheduled_days: card.scheduledDays,
      learning_steps: card.learningSteps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      last_review: card.lastReview
    }))
    return sql`
      INSERT INTO review_cards (user_id, question_id, exam_id, subscription_id, due, stability, difficulty, scheduled_days,
        learning_steps, reps, lapses, state, last_review)
      SELECT ${userId}, c.qsn_id, t.exam_id, ${subscriptionId}, to_timestamp(c.due / 1000.0), c.stability, c.difficulty, c.scheduled_days,
        c.learning_steps, c.reps, c.lapses, c.state, CASE WHEN c.last_review IS NULL THEN NULL ELSE to_timestamp(c.last_review / 1000.0) END
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS c(qsn_id text, due float8, stability float8, difficulty float8, scheduled_days int, learning_steps int, reps int,
             lapses int, state smallint, last_review float8)
      JOIN questions q ON q.id = c.qsn_id
      JOIN practice_tests t ON t.id = q.test_id
      ON CONFLICT (user_id, question_id) DO UPDATE SET
        exam_id = excluded.exam_id,
        subscription_id = excluded.subscription_id,
        due = excluded.due,
        stability = excluded.stability,
        difficulty = excluded.difficulty,
        scheduled_days = excluded.scheduled_days,
        learning_steps = excluded.learning_steps,
        reps = excluded.reps,
        lapses = excluded.lapses,
        state = excluded.state,
        last_review = excluded.last_review`.pipe(Effect.orDie, Effect.asVoid)
  }

  const subscriptionOf = (userId: string, subscId: SubscriptionId) =>
    sql<{ id: SubscriptionId; exam_id: ExamId; starts_at: Date | string; expires_at: Date | string }>`
      SELECT id, exam_id, starts_at, expires_at FROM subscriptions WHERE id = ${subscId} AND user_id = ${userId}`.pipe(
      Effect.orDie,
      Effect.map((rows) =>
        Option.map(Option.fromNullishOr(rows[0]), (row) => ({
          id: row.id,
          examId: row.exam_id,
          startsAt: millisOf(row.starts_at),
          expiresAt: millisOf(row.expires_at)
        }))
      )
    )

  const countDue = (userId: string, examId: ExamId, todayEnds: number, tomorrowEnds: number) =>
    sql<{ due_today: number; due_tomorrow: number; scheduled: number }>`
      SELECT count(*) FILTER (WHERE due < ${new Date(todayEnds)})::int AS due_today,
        count(*) FILTER (WHERE due >= ${new Date(todayEnds)} AND due < ${new Date(tomorrowEnds)})::int AS due_tomorrow,
        count(*)::int AS scheduled
      FROM review_cards WHERE user_id = ${userId} AND exam_id = ${examId}`.pipe(
      Effect.orDie,
      Effect.map(([row]) => ({ dueToday: row?.due_today ?? 0, dueTomorrow: row?.due_tomorrow ?? 0, scheduled: row?.scheduled ?? 0 }))
    )

  const dueCards = (userId: string, examId: ExamId, before: number, limit: number) =>
    sql<{
      question_id: QuestionId
      reps: number
      text: string
      kind: QuestionKind
      objective: string
      options: ReadonlyArray<{ _id: OptionId; text: string }> | null
    }>`
      SELECT c.question_id, c.reps, q.text, q.kind, q.objective,
        (SELECT json_agg(json_build_object('_id', o.id, 'text', o.text) ORDER BY o.sort_order)
         FROM question_options o WHERE o.question_id = q.id) AS options
      FROM review_cards c JOIN questions q ON q.id = c.question_id
      WHERE c.user_id = ${userId} AND c.exam_id = ${examId} AND c.due < ${new Date(before)}
      ORDER BY c.due, c.question_id
      LIMIT ${limit}::int`.pipe(
      Effect.orDie,
      Effect.map((rows) =>
        rows.map(
          (row): DueCard => ({
            qsnId: row.question_id,
            text: row.text,
            kind: row.kind,
            options: row.options ?? [],
            objective: row.objective,
            version: row.reps
          })
        )
      )
    )

  const lockCard = (userId: string, examId: ExamId, qsnId: QuestionId) =>
    sql<
      CardRow & {
        kind: QuestionKind
        explanation: string
        scoring: ScoringRule
        options: ReadonlyArray<{ id: OptionId; correct: boolean }> | null
      }
    >`
      SELECT ${cardColumns}, q.kind, q.explanation, t.scoring,
        (SELECT json_agg(json_build_object('id', o.id, 'correct', o.is_correct) ORDER BY o.sort_order)
         FROM question_options o WHERE o.question_id = q.id) AS options
      FROM review_cards c
      JOIN questions q ON q.id = c.question_id
      JOIN practice_tests t ON t.id = q.test_id
      WHERE c.user_id = ${userId} AND c.exam_id = ${examId} AND c.question_id = ${qsnId}
      FOR UPDATE OF c`.pipe(
      Effect.orDie,
      Effect.map((rows) =>
        Option.map(
          Option.fromNullishOr(rows[0]),
          (row): CardToGrade => ({
            card: cardOf(row),
            kind: row.kind,
            scoring: row.scoring,
            explanation: row.explanation,
            options: row.options ?? []
          })
        )
      )
    )

  const readinessSheet = Effect.fn("LearningRepository.readinessSheet")(function* (userId: string, examId: ExamId) {
    const [passMarks, questions, answers] = yield* Effect.all([
      sql<{ pass_mark_percent: number | null }>`
        SELECT max(t.pass_mark_percent)::int AS pass_mark_percent FROM practice_tests t
        WHERE t.exam_id = ${examId} AND EXISTS (SELECT 1 FROM questions q WHERE q.test_id = t.id AND q.retired_at IS NULL)`,
      sql<{ objective: string }>`
        SELECT q.objective FROM questions q
        JOIN test_sections s ON s.id = q.section_id
        JOIN practice_tests t ON t.id = q.test_id
        WHERE t.exam_id = ${examId} AND q.retired_at IS NULL
        ORDER BY t.sort_order, t.id, s.sort_order, q.sort_order`,
      // The latest submitted attempts (exam and practice) of the exam's tests, newest first, each question as frozen.
      sql<{ attempt_id: string; objective: string; outcome: QuestionOutcome }>`
        WITH latest AS (
          SELECT a.id, a.submitted_at, a.result FROM attempts a JOIN practice_tests t ON t.id = a.test_id
          WHERE a.user_id = ${userId} AND t.exam_id = ${examId} AND a.status = 'submitted'
          ORDER BY a.submitted_at DESC, a.id DESC
          LIMIT ${READINESS_ATTEMPTS}::int
        )
        SELECT l.id AS attempt_id, rq.value->>'objective' AS objective, rq.value->>'outcome' AS outcome
        FROM latest l CROSS JOIN LATERAL jsonb_array_elements(l.result->'questions') WITH ORDINALITY AS rq (value, n)
        ORDER BY l.submitted_at DESC, l.id DESC, rq.n`
    ]).pipe(Effect.orDie)
    const attempts: Array<{ id: string; answers: Array<AttemptAnswers["answers"][number]> }> = []
    for (const row of answers) {
      let last = attempts[attempts.length - 1]
      if (last === undefined || last.id !== row.attempt_id) {
        last = { id: row.attempt_id, answers: [] }
        attempts.push(last)
      }
      last.answers.push({ objective: row.objective, outcome: row.outcome })
    }
    return {
      passMarkPercent: passMarks[0]?.pass_mark_percent ?? 100,
      objectives: [...new Set(questions.map((row) => row.objective))],
      attempts: attempts.map(({ answers }) => ({ answers }))
    } satisfies ReadinessSheet
  })

  const pacingSheet = Effect.fn("LearningRepository.pacingSheet")(function* (userId: string, attemptId: string) {
    const [row] = yield* sql<{ status: string; duration_seconds: number; is_set: boolean; test_questions: number; result: unknown }>`
      SELECT a.status, a.duration_seconds, a.question_ids IS NOT NULL AS is_set, a.result,
        (SELECT count(*)::int FROM questions q WHERE q.test_id = a.test_id AND q.retired_at IS NULL) AS test_questions
      FROM attempts a WHERE a.id = ${attemptId} AND a.user_id = ${userId}`.pipe(Effect.orDie)
    if (row === undefined) return Option.none<PacingSheet>()
    if (row.status !== "submitted") return Option.some<PacingSheet>({ submitted: false })
    const result = yield* decodePacedResult(row.result).pipe(Effect.orDie)
    return Option.some<PacingSheet>({
      submitted: true,
      durationSeconds: row.duration_seconds,
      // An exam's pace divides by the questions it was scored on; a practice set's by its test's.
      testQuestionCount: row.is_set ? Math.max(row.test_questions, result.questions.length) : result.questions.length,
      sections: result.sections.map((section) => ({ id: section.key, name: section.name })),
      questions: result.questions.map((question) => ({
        qsnId: question._id,
        sectionId: question.sectionId,
        text: question.text,
        spentMs: question.spentMs
      }))
    })
  })

  return {
    claimAttempt,
    cardsOf,
    writeCards,
    subscriptionOf,
    countDue,
    dueCards,
    lockCard,
    readinessSheet,
    pacingSheet,
    grantRefunded: (subscriptionId: SubscriptionId) => grantRefunded(sql, subscriptionId),
    recordAnswerKeyShown: (subscriptionId: SubscriptionId, how: AnswerKeyReveal, now: number) => recordReveal(sql, subscriptionId, how, now)
  }
}
