/**
 * The demo question bank and the demo learner's subscriptions.
 *
 * `loadQuestionBank` writes a bank (the demo bank of data/question-bank/,
 * or a test's fixture) into the catalog: each bank test is upserted into
 * practice_tests by (exam, name) with its real question count and rules,
 * and gets its sections, questions and options when it has none yet. Tests
 * of exams without a bank keep no questions (starting one answers "no
 * questions yet"). Every table is written set-based from one JSON parameter,
 * so a start-up costs a handful of queries, not one per option.
 *
 * `seedDemoAttempts` loads the demo bank into a database without questions
 * and gives the demo learner, when they have no subscription yet, four active
 * subscriptions to bank exams, an expired one to a fifth, and an expired one
 * to an exam without questions.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { randomUUID } from "node:crypto"
import { DEMO_LEARNER } from "../account/seed-demo-learner.ts"
import { readDemoFolder } from "./demo-data.ts"
import { QuestionBankExam } from "./question-bank-schema.ts"

const ACTIVE_DAYS = 180
const EXPIRED_DAYS_AGO = 10
const ACTIVE_BANK_EXAMS = 4

const countOf = (rows: ReadonlyArray<{ readonly count: number }>) => rows[0]?.count ?? 0

/** Writes `bank` into the catalog; exams missing from it are skipped. Answers how many tests got questions. */
export const loadQuestionBank = (bank: ReadonlyArray<QuestionBankExam>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const tests = bank.flatMap((exam) =>
      exam.tests.map((test, index) => ({
        code: exam.examCode,
        name: test.name,
        question_count: test.sections.reduce((sum, section) => sum + section.questions.length, 0),
        duration_minutes: test.durationMinutes,
        pass_mark_percent: test.passMarkPercent,
        pause_allowed: test.pauseAllowed,
        max_attempts: test.maxAttempts,
        scoring: test.scoring,
        sort_order: index
      }))
    )
    if (tests.length === 0) return 0

    return yield* sql.withTransaction(
      Effect.gen(function* () {
        // A new test goes after the exam's catalog tests; a known one keeps its place.
        const upserted = yield* sql<{ id: string; code: string; name: string; has_questions: boolean }>`
        INSERT INTO practice_tests (exam_id, name, question_count, duration_minutes, pass_mark_percent, pause_allowed, max_attempts, scoring, sort_order)
        SELECT e.id, t.name, t.question_count, t.duration_minutes, t.pass_mark_percent, t.pause_allowed, t.max_attempts, t.scoring,
          t.sort_order + COALESCE((SELECT max(p.sort_order) + 1 FROM practice_tests p WHERE p.exam_id = e.id), 0)
        FROM jsonb_to_recordset(${JSON.stringify(tests)}::jsonb)
          AS t(code text, name text, question_count int, duration_minutes int, pass_mark_percent int,
               pause_allowed boolean, max_attempts int, scoring text, sort_order int)
        JOIN exams e ON e.code = t.code
        ON CONFLICT (exam_id, name) DO UPDATE SET
          question_count = excluded.question_count,
          duration_minutes = excluded.duration_minutes,
          pass_mark_percent = excluded.pass_mark_percent,
          pause_allowed = excluded.pause_allowed,
          max_attempts = excluded.max_attempts,
          scoring = excluded.scoring
        RETURNING id, (SELECT e.code FROM exams e WHERE e.id = practice_tests.exam_id) AS code, name,
          EXISTS (SELECT 1 FROM questions q WHERE q.test_id = practice_tests.id) AS has_questions`
        const testIds = new Map(upserted.filter((row) => !row.has_questions).map((row) => [`${row.code}\u0000${row.name}`, row.id]))

        // For an exam the bank covers, the bank is the whole list: catalog
        // tests it does not name (with no questions, so never taken) go, or the
        // learner would see a test that cannot be started.
        yield* sql`
        DELETE FROM practice_tests p
        USING exams e
        WHERE p.exam_id = e.id
          AND e.code IN (SELECT t.code FROM jsonb_to_recordset(${JSON.stringify(tests)}::jsonb) AS t(code text, name text))
          AND (e.code, p.name) NOT IN (SELECT t.code, t.name FROM jsonb_to_recordset(${JSON.stringify(tests)}::jsonb) AS t(code text, name text))
          AND NOT EXISTS (SELECT 1 FROM questions q WHERE q.test_id = p.id)`

        // The bank is published with it: its exams are put on sale (the
        // catalogue's rule still says no to one whose tests the bank lacks).
        yield* sql`UPDATE exams SET for_sale = true WHERE ${sql.in(
          "code",
          bank.map((exam) => exam.examCode)
        )} AND NOT for_sale`

        const sections: Array<{ id: string; test_id: string; name: string; sort_order: number }> = []
        const questions: Array<{
          id: string
          test_id: string
          section_id: string
          text: string
          kind: string
          explanation: string
          objective: string
          sort_order: number
        }> = []
        const options: Array<{ question_id: string; text: string; is_correct: boolean; sort_order: number }> = []
        for (const exam of bank) {
          for (const test of exam.tests) {
            const testId = testIds.get(`${exam.examCode}\u0000${test.name}`)
            if (testId === undefined) continue
            let questionOrder = 0
            for (const [sectionOrder, section] of test.sections.entries()) {
              const sectionId = randomUUID()
              sections.push({ id: sectionId, test_id: testId, name: section.name, sort_order: sectionOrder })
              for (const question of section.questions) {
                const questionId = randomUUID()
                questions.push({
                  id: questionId,
                  test_id: testId,
                  section_id: sectionId,
                  text: question.text,
                  kind: question.kind,
                  explanation: question.explanation,
                  objective: question.objective,
                  sort_order: questionOrder++
                })
                for (const [optionOrder, text] of question.options.entries()) {
                  options.push({ question_id: questionId, text, is_correct: question.correct.includes(optionOrder), sort_order: optionOrder })
                }
              }
            }
          }
        }
        if (sections.length === 0) return 0
        yield* sql`
        INSERT INTO test_sections (id, test_id, name, sort_order)
        SELECT s.id, s.test_id, s.name, s.sort_order
        FROM jsonb_to_recordset(${JSON.stringify(sections)}::jsonb) AS s(id text, test_id text, name text, sort_order int)`
        yield* sql`
        INSERT INTO questions (id, test_id, section_id, text, kind, explanation, objective, sort_order)
        SELECT q.id, q.test_id, q.section_id, q.text, q.kind, q.explanation, q.objective, q.sort_order
        FROM jsonb_to_recordset(${JSON.stringify(questions)}::jsonb)
          AS q(id text, test_id text, section_id text, text text, kind text, explanation text, objective text, sort_order int)`
        yield* sql`
        INSERT INTO question_options (question_id, text, is_correct, sort_order)
        SELECT o.question_id, o.text, o.is_correct, o.sort_order
        FROM jsonb_to_recordset(${JSON.stringify(options)}::jsonb)
          AS o(question_id text, text text, is_correct boolean, sort_order int)`
        return testIds.size
      })
    )
  })

/** The demo learner's My Exams, when the learner exists and has no subscription yet. */
const seedDemoSubscriptions = (bank: ReadonlyArray<QuestionBankExam>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [learner] = yield* sql<{ id: string; subscriptions: number }>`
      SELECT u.id, (SELECT count(*)::int FROM subscriptions s WHERE s.user_id = u.id) AS subscriptions
      FROM users u WHERE lower(u.email) = lower(${DEMO_LEARNER.email})`
    if (learner === undefined || learner.subscriptions > 0) return false
    const bankCodes = bank.map((exam) => exam.examCode)
    const present = yield* sql<{ id: string; code: string }>`SELECT id, code FROM exams WHERE ${sql.in("code", bankCodes)}`
    const byCode = new Map(present.map((row) => [row.code, row.id]))
    const bankExams = bankCodes.flatMap((code) => {
      const id = byCode.get(code)
      return id === undefined ? [] : [id]
    })
    // The most popular exam that has no questions: My Exams shows it expired.
    const [other] = yield* sql<{ id: string }>`
      SELECT e.id FROM exams e
      WHERE NOT EXISTS (SELECT 1 FROM questions q JOIN practice_tests p ON p.id = q.test_id WHERE p.exam_id = e.id)
      ORDER BY e.popularity DESC, e.name LIMIT 1`
    const active = bankExams.slice(0, ACTIVE_BANK_EXAMS)
    const expired = [...bankExams.slice(ACTIVE_BANK_EXAMS, ACTIVE_BANK_EXAMS + 1), ...(other === undefined ? [] : [other.id])]
    const rows = [...active.map((examId) => ({ exam_id: examId, active: true })), ...expired.map((examId) => ({ exam_id: examId, active: false }))]
    if (rows.length === 0) return false
    yield* sql`
      INSERT INTO subscriptions (user_id, exam_id, starts_at, expires_at)
      SELECT ${learner.id}::text, r.exam_id,
        CASE WHEN r.active THEN now() - interval '3 days' ELSE now() - make_interval(days => ${ACTIVE_DAYS + EXPIRED_DAYS_AGO}::int) END,
        CASE WHEN r.active THEN now() + make_interval(days => ${ACTIVE_DAYS}::int) ELSE now() - make_interval(days => ${EXPIRED_DAYS_AGO}::int) END
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(exam_id text, active boolean)`
    return true
  })

/**
 * The demo bank into a database without questions, then the demo learner's
 * subscriptions. The bank is read on every seeding start (the subscriptions
 * follow its order: the file names' order), so a broken file is never missed.
 */
export const seedDemoAttempts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const bank = yield* readDemoFolder(QuestionBankExam, "question-bank")
  const existing = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM questions`
  const loaded = countOf(existing) === 0 ? yield* loadQuestionBank(bank) : 0
  const subscribed = yield* seedDemoSubscriptions(bank)
  if (loaded > 0) yield* Effect.logInfo(`Loaded the demo questions of ${loaded} practice tests`)
  if (subscribed) yield* Effect.logInfo("Gave the demo learner their demo subscriptions")
}).pipe(Effect.catchTag("SqlError", Effect.die))
