/**
 * Every SQL statement of the question bank's editor: exams and
 * their tests, a test's current sections and questions, and the writes of
 * tests, sections and (versioned) questions. No rules here: service.ts
 * decides; versions.ts says in SQL what "current" and "used" mean.
 *
 * JSON built in SQL comes out as text (::text) and is parsed here, so
 * PGlite and a PostgreSQL server read it the same way.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { randomUUID } from "node:crypto"
import type { BankExam, BankQuestion, BankSection, BankTest, QuestionDraft, TestRules } from "../../../src/api/admin/admin-questions.ts"
import type { ScoringRule } from "../../../src/api/attempt/attempt.ts"
import type { ExamId, OptionId, QuestionId, SectionId, TestId } from "../../../src/api/shared/ids.ts"
import { usedQuestion } from "./versions.ts"

export interface TestHead extends BankTest {
  readonly examName: string
  readonly examCode: string
}

export interface SectionRecord {
  readonly _id: SectionId
  readonly testId: TestId
  readonly name: string
}

/** A question row as the versioning needs it besides what the editor shows. */
export interface QuestionRecord extends BankQuestion {
  readonly originalId: QuestionId
  readonly sortOrder: number
}

/** Where a new question goes and which version it is. */
export interface QuestionPlace {
  readonly testId: TestId
  readonly sectionId: SectionId
  readonly sortOrder: number
  readonly version: number
  readonly replaces: QuestionId | null
  readonly originalId: QuestionId | null
  readonly sinceGeneration: string
}

interface TestRow {
  readonly id: TestId
  readonly exam_id: ExamId
  readonly name: string
  readonly duration_minutes: number
  readonly pass_mark_percent: number
  readonly pause_allowed: boolean
  readonly max_attempts: number | null
  readonly practice_allowed: boolean
  readonly scoring: ScoringRule
  readonly question_count: number
  readonly section_count: number
}

const testOf = (row: TestRow): BankTest => ({
  _id: row.id,
  examId: row.exam_id,
  name: row.name,
  durationMinutes: row.duration_minutes,
  passMarkPercent: row.pass_mark_percent,
  pauseAllowed: row.pause_allowed,
  maxAttempts: row.max_attempts,
  practiceAllowed: row.practice_allowed,
  scoring: row.scoring,
  questionCount: row.question_count,
  sectionCount: row.section_count
})

export class QuestionBankRepository extends Context.Service<QuestionBankRepository, ReturnType<typeof makeRepository>>()("exam-shop/QuestionBankRepository") {
  static readonly layer = Layer.effect(QuestionBankRepository, Effect.map(SqlClient.SqlClient, makeRepository))
}

function makeRepository(sql: SqlClient.SqlClient) {
  const testColumns = sql.literal(`t.id, t.exam_id, t.name, t.duration_minutes, t.pass_mark_percent, t.pause_allowed, t.max_attempts,
    t.practice_allowed, t.scoring,
    (SELECT count(*)::int FROM questions q WHERE q.test_id = t.id AND q.retired_at IS NULL) AS question_count,
    (SELECT count(*)::int FROM test_sections s WHERE s.test_id = t.id AND s.retired_at IS NULL) AS section_count`)

  const exams = sql<{ id: ExamId; name: string; code: string; tests: string | null }>`
    SELECT e.id, e.name, e.code,
      (SELECT json_agg(json_build_object(
          'id', t.id, 'exam_id', t.exam_id, 'name', t.name, 'duration_minutes', t.duration_minutes,
          'pass_mark_percent', t.pass_mark_percent, 'pause_allowed', t.pause_allowed, 'max_attempts', t.max_attempts,
          'practice_allowed', t.practice_allowed, 'scoring', t.scoring,
          'question_count', (SELECT count(*) FROM questions q WHERE q.test_id = t.id AND q.retired_at IS NULL),
          'section_count', (SELECT count(*) FROM test_sections s WHERE s.test_id = t.id AND s.retired_at IS NULL))
        ORDER BY t.sort_order, t.name)::text
       FROM practice_tests t WHERE t.exam_id = e.id) AS tests
    FROM exams e
    ORDER BY e.name, e.code`.pipe(
    Effect.orDie,
    Effect.map((rows) =>
      rows.map(
        (row): BankExam => ({
          _id: row.id,
          name: row.name,
          code: row.code,
          tests: row.tests === null ? [] : (JSON.parse(row.tests) as ReadonlyArray<TestRow>).map(testOf)
        })
      )
    )
  )

  const examExists = (examId: ExamId) =>
    sql<{ id: string }>`SELECT id FROM exams WHERE id = ${examId}`.pipe(
      Effect.orDie,
      Effect.map((rows) => rows.length === 1)
    )

  const testNameTaken = (examId: ExamId, name: string, except: TestId | null) =>
    sql<{ id: string }>`
      SELECT id FROM practice_tests WHERE exam_id = ${examId} AND lower(name) = lower(${name})
      ${except === null ? sql`` : sql`AND id <> ${except}`}`.pipe(
      Effect.orDie,
      Effect.map((rows) => rows.length > 0)
    )

  /** One test with its exam; `lock` takes the test's row lock every change inside a test takes first. */
  const findTest = (testId: TestId, lock = false) =>
    sql<TestRow & { exam_name: string; exam_code: string }>`
      SELECT ${testColumns}, e.name AS exam_name, e.code AS exam_code
      FROM practice_tests t JOIN exams e ON e.id = t.exam_id
      WHERE t.id = ${testId}
      ${lock ? sql`FOR UPDATE OF t` : sql``}`.pipe(
      Effect.orDie,
      Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), (row): TestHead => ({ ...testOf(row), examName: row.exam_name, examCode: row.exam_code })))
    )

  const insertTest = (examId: ExamId, rules: TestRules) =>
    sql<{ id: TestId }>`
      INSERT INTO practice_tests (exam_id, name, question_count, duration_minutes, pass_mark_percent, pause_allowed, max_attempts,
        practice_allowed, scoring, sort_order)
      VALUES (${examId}, ${rules.name}, 0, ${rules.durationMinutes}::int, ${rules.passMarkPercent}::int, ${rules.pauseAllowed},
        ${rules.maxAttempts}::int, ${rules.practiceAllowed}, ${rules.scoring},
        (SELECT coalesce(max(sort_order) + 1, 0) FROM practice_tests WHERE exam_id = ${examId}))
      RETURNING id`.pipe(
      Effect.orDie,
      Effect.map((rows) => rows[0]!.id)
    )

  const updateTest = (testId: TestId, rules: TestRules) =>
    sql`
      UPDATE practice_tests SET name = ${rules.name}, duration_minutes = ${rules.durationMinutes}::int,
        pass_mark_percent = ${rules.passMarkPercent}::int, pause_allowed = ${rules.pauseAllowed}, max_attempts = ${rules.maxAttempts}::int,
        practice_allowed = ${rules.practiceAllowed}, scoring = ${rules.scoring}
      WHERE id = ${testId}`.pipe(Effect.orDie, Effect.asVoid)

  /** The catalogue's question count follows the test's current questions. */
  const syncQuestionCount = (testId: TestId) =>
    sql`
      UPDATE practice_tests SET question_count = (SELECT count(*) FROM questions q WHERE q.test_id = ${testId} AND q.retired_at IS NULL)
      WHERE id = ${testId}`.pipe(Effect.orDie, Effect.asVoid)

  /** A test's current sections, in order, each with its current questions in order. */
  const sectionsOf = (testId: TestId) =>
    Effect.all([
      sql<{ id: SectionId; name: string }>`
        SELECT id, name FROM test_sections WHERE test_id = ${testId} AND retired_at IS NULL ORDER BY sort_order, name`,
      sql<{
        id: QuestionId
        section_id: SectionId
        text: string
        kind: "single" | "multiple"
        objective: string
        version: number
        option_count: number
        used: boolean
      }>`
        SELECT q.id, q.section_id, q.text, q.kind, q.objective, q.version,
          (SELECT count(*)::int FROM question_options o WHERE o.question_id = q.id) AS option_count,
          ${usedQuestion(sql)} AS used
        FROM questions q
        WHERE q.test_id = ${testId} AND q.retired_at IS NULL
        ORDER BY q.sort_order, q.id`
    ]).pipe(
      Effect.orDie,
      Effect.map(([sections, questions]) =>
        sections.map(
          (section): BankSection => ({
            _id: section.id,
            name: section.name,
            questions: questions
              .filter((question) => question.section_id === section.id)
              .map((question) => ({
                _id: question.id,
                text: question.text,
                kind: question.kind,
                objective: question.objective,
                version: question.version,
                optionCount: question.option_count,
                used: question.used
              }))
          })
        )
      )
    )

  const findSection = (sectionId: SectionId) =>
    sql<{ id: SectionId; test_id: TestId; name: string }>`
      SELECT id, test_id, name FROM test_sections WHERE id = ${sectionId} AND retired_at IS NULL`.pipe(
      Effect.orDie,
      Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), (row): SectionRecord => ({ _id: row.id, testId: row.test_id, name: row.name })))
    )

  const sectionNameTaken = (testId: TestId, name: string, except: SectionId | null) =>
    sql<{ id: string }>`
      SELECT id FROM test_sections WHERE test_id = ${testId} AND retired_at IS NULL AND lower(name) = lower(${name})
      ${except === null ? sql`` : sql`AND id <> ${except}`}`.pipe(
      Effect.orDie,
      Effect.map((rows) => rows.length > 0)
    )

  const insertSection = (testId: TestId, name: string) =>
    sql<{ id: SectionId }>`
      INSERT INTO test_sections (test_id, name, sort_order)
      VALUES (${testId}, ${name}, (SELECT coalesce(max(sort_order) + 1, 0) FROM test_sections WHERE test_id = ${testId}))
      RETURNING id`.pipe(
      Effect.orDie,
      Effect.map((rows) => rows[0]!.id)
    )

  const renameSection = (sectionId: SectionId, name: string) =>
    sql`UPDATE test_sections SET name = ${name} WHERE id = ${sectionId}`.pipe(Effect.orDie, Effect.asVoid)

  const currentSectionIds = (testId: TestId) =>
    sql<{ id: SectionId }>`
      SELECT id FROM test_sections WHERE test_id = ${testId} AND retired_at IS NULL ORDER BY sort_order, name`.pipe(
      Effect.orDie,
      Effect.map((rows) => rows.map((row) => row.id))
    )

  /** Each id gets its place in `ids` as its sort order. */
  const setOrder = (table: "test_sections" | "questions", ids: ReadonlyArray<string>) =>
    ids.length === 0
      ? Effect.void
      : sql`
      UPDATE ${sql.literal(table)} AS x SET sort_order = o.n - 1
      FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) WITH ORDINALITY AS o (id, n)
      WHERE x.id = o.id`.pipe(Effect.orDie, Effect.asVoid)

  /** How many current and retired questions a section holds. */
  const sectionContents = (sectionId: SectionId) =>
    sql<{ current: number; retired: number }>`
      SELECT count(*) FILTER (WHERE retired_at IS NULL)::int AS current, count(*) FILTER (WHERE retired_at IS NOT NULL)::int AS retired
      FROM questions WHERE section_id = ${sectionId}`.pipe(
      Effect.orDie,
      Effect.map((rows) => ({ current: rows[0]?.current ?? 0, retired: rows[0]?.retired ?? 0 }))
    )

  const deleteSection = (sectionId: SectionId) => sql`DELETE FROM test_sections WHERE id = ${sectionId}`.pipe(Effect.orDie, Effect.asVoid)

  const retireSection = (sectionId: SectionId) => sql`UPDATE test_sections SET retired_at = now() WHERE id = ${sectionId}`.pipe(Effect.orDie, Effect.asVoid)

  const currentQuestionIds = (sectionId: SectionId) =>
    sql<{ id: QuestionId }>`
      SELECT id FROM questions WHERE section_id = ${sectionId} AND retired_at IS NULL ORDER BY sort_order, id`.pipe(
      Effect.orDie,
      Effect.map((rows) => rows.map((row) => row.id))
    )

  const nextQuestionOrder = (sectionId: SectionId) =>
    sql<{ next: number }>`
      SELECT coalesce(max(sort_order) + 1, 0)::int AS next FROM questions WHERE section_id = ${sectionId}`.pipe(
      Effect.orDie,
      Effect.map((rows) => rows[0]?.next ?? 0)
    )

  /** A number of the bank's generation sequence (migration 0027), as text: it is a bigint. */
  const nextGeneration = sql<{ n: string }>`SELECT nextval('question_bank_generation')::text AS n`.pipe(
    Effect.orDie,
    Effect.map((rows) => rows[0]!.n)
  )

  /** One current question with its options; `lock` takes its row lock (edits and removals). */
  const findQuestion = (questionId: QuestionId, lock = false) =>
    sql<{
      id: QuestionId
      test_id: TestId
      test_name: string
      exam_name: string
      section_id: SectionId
      section_name: string
      version: number
      replaces: QuestionId | null
      original_id: QuestionId
      sort_order: number
      used: boolean
      text: string
      kind: "single" | "multiple"
      explanation: string
      objective: string
      options: string | null
    }>`
      SELECT q.id, q.test_id, t.name AS test_name, e.name AS exam_name, q.section_id, s.name AS section_name, q.version, q.replaces,
        coalesce(q.original_id, q.id) AS original_id, q.sort_order, ${usedQuestion(sql)} AS used,
        q.text, q.kind, q.explanation, q.objective,
        (SELECT json_agg(json_build_object('_id', o.id, 'text', o.text, 'correct', o.is_correct) ORDER BY o.sort_order)::text
         FROM question_options o WHERE o.question_id = q.id) AS options
      FROM questions q
      JOIN test_sections s ON s.id = q.section_id
      JOIN practice_tests t ON t.id = q.test_id
      JOIN exams e ON e.id = t.exam_id
      WHERE q.id = ${questionId} AND q.retired_at IS NULL
      ${lock ? sql`FOR UPDATE OF q` : sql``}`.pipe(
      Effect.orDie,
      Effect.map((rows) =>
        Option.map(
          Option.fromNullishOr(rows[0]),
          (row): QuestionRecord => ({
            _id: row.id,
            testId: row.test_id,
            testName: row.test_name,
            examName: row.exam_name,
            sectionId: row.section_id,
            sectionName: row.section_name,
            version: row.version,
            replaces: row.replaces,
            used: row.used,
            text: row.text,
            kind: row.kind,
            options: row.options === null ? [] : (JSON.parse(row.options) as BankQuestion["options"]),
            explanation: row.explanation,
            objective: row.objective,
            originalId: row.original_id,
            sortOrder: row.sort_order
          })
        )
      )
    )

  /** New question rows (one statement for the questions, one for their options); answers their ids in order. */
  const insertQuestions = (drafts: ReadonlyArray<{ readonly draft: QuestionDraft; readonly place: QuestionPlace }>) =>
    Effect.gen(function* () {
      if (drafts.length === 0) return [] as ReadonlyArray<QuestionId>
      const rows = drafts.map(({ draft, place }) => ({
        id: randomUUID(),
        test_id: place.testId,
        section_id: place.sectionId,
        text: draft.text,
        kind: draft.kind,
        explanation: draft.explanation,
        objective: draft.objective,
        sort_order: place.sortOrder,
        version: place.version,
        replaces: place.replaces,
        original_id: place.originalId,
        since_generation: place.sinceGeneration
      }))
      const options = drafts.flatMap(({ draft }, index) =>
        draft.options.map((option, order) => ({ question_id: rows[index]!.id, text: option.text, is_correct: option.correct, sort_order: order }))
      )
      yield* sql`
        INSERT INTO questions (id, test_id, section_id, text, kind, explanation, objective, sort_order, version, replaces, original_id, since_generation)
        SELECT q.id, q.test_id, q.section_id, q.text, q.kind, q.explanation, q.objective, q.sort_order, q.version, q.replaces, q.original_id,
          q.since_generation::bigint
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS q(id text, test_id text, section_id text, text text, kind text, explanation text, objective text, sort_order int, version int,
               replaces text, original_id text, since_generation text)`
      yield* sql`
        INSERT INTO question_options (question_id, text, is_correct, sort_order)
        SELECT o.question_id, o.text, o.is_correct, o.sort_order
        FROM jsonb_to_recordset(${JSON.stringify(options)}::jsonb) AS o(question_id text, text text, is_correct boolean, sort_order int)`
      return rows.map((row) => row.id as QuestionId)
    }).pipe(Effect.orDie)

  /**
   * An unused question changed in place. Its options keep their ids by
   * position (an ongoing attempt that shows them can still save a choice);
   * extra ones are added, missing ones removed.
   */
  const updateQuestionInPlace = (questionId: QuestionId, draft: QuestionDraft, optionIds: ReadonlyArray<OptionId>) =>
    Effect.gen(function* () {
      yield* sql`
        UPDATE questions SET text = ${draft.text}, kind = ${draft.kind}, explanation = ${draft.explanation}, objective = ${draft.objective}
        WHERE id = ${questionId}`
      const kept = draft.options.slice(0, optionIds.length).map((option, index) => ({
        id: optionIds[index],
        text: option.text,
        is_correct: option.correct,
        sort_order: index
      }))
      const added = draft.options.slice(optionIds.length).map((option, index) => ({
        question_id: questionId,
        text: option.text,
        is_correct: option.correct,
        sort_order: optionIds.length + index
      }))
      const dropped = optionIds.slice(draft.options.length)
      if (kept.length > 0) {
        yield* sql`
          UPDATE question_options AS x SET text = o.text, is_correct = o.is_correct, sort_order = o.sort_order
          FROM jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) AS o(id text, text text, is_correct boolean, sort_order int)
          WHERE x.id = o.id AND x.question_id = ${questionId}`
      }
      if (added.length > 0) {
        yield* sql`
          INSERT INTO question_options (question_id, text, is_correct, sort_order)
          SELECT o.question_id, o.text, o.is_correct, o.sort_order
          FROM jsonb_to_recordset(${JSON.stringify(added)}::jsonb) AS o(question_id text, text text, is_correct boolean, sort_order int)`
      }
      if (dropped.length > 0) {
        yield* sql`
          DELETE FROM question_options WHERE question_id = ${questionId}
            AND id IN (SELECT value FROM jsonb_array_elements_text(${JSON.stringify(dropped)}::jsonb))`
      }
    }).pipe(Effect.orDie)

  const retireQuestion = (questionId: QuestionId, generation: string) =>
    sql`
      UPDATE questions SET retired_generation = ${generation}::bigint, retired_at = now()
      WHERE id = ${questionId} AND retired_at IS NULL`.pipe(Effect.orDie, Effect.asVoid)

  const deleteQuestion = (questionId: QuestionId) => sql`DELETE FROM questions WHERE id = ${questionId}`.pipe(Effect.orDie, Effect.asVoid)

  /** The learners' review cards of a replaced version move to the new one: the spaced review teaches the current question. */
  const moveReviewCards = (from: QuestionId, to: QuestionId) =>
    sql`UPDATE review_cards SET question_id = ${to} WHERE question_id = ${from}`.pipe(Effect.orDie, Effect.asVoid)

  /** A removed question leaves the spaced review (its past results stay in the attempts). */
  const dropReviewCards = (questionId: QuestionId) => sql`DELETE FROM review_cards WHERE question_id = ${questionId}`.pipe(Effect.orDie, Effect.asVoid)

  return {
    exams,
    examExists,
    testNameTaken,
    findTest,
    insertTest,
    updateTest,
    syncQuestionCount,
    sectionsOf,
    findSection,
    sectionNameTaken,
    insertSection,
    renameSection,
    currentSectionIds,
    setOrder,
    sectionContents,
    deleteSection,
    retireSection,
    currentQuestionIds,
    nextQuestionOrder,
    nextGeneration,
    findQuestion,
    insertQuestions,
    updateQuestionInPlace,
    retireQuestion,
    deleteQuestion,
    moveReviewCards,
    dropReviewCards
  }
}
