/**
 * The attempt tests' own little catalog, so their assertions never depend
 * on the demo questions: two exams (by code) with tests that exercise every
 * rule — pause allowed or not, all-or-nothing or partial credit, a single
 * attempt — loaded through the same seed code as the demo bank, plus
 * learners and subscriptions written straight into the database.
 */
import { Effect, Layer, Option } from "effect"
import { SessionsRepository } from "../../../server/account/sessions/repository.ts"
import { Settings } from "../../../server/platform/config.ts"
import type { QuestionBankExam, QuestionBankQuestion } from "../../../server/seed/question-bank-schema.ts"
import { loadQuestionBank } from "../../../server/seed/seed-attempts.ts"
import { AccessTokens } from "../../../server/platform/security/access-tokens.ts"
import { ServerSecret } from "../../../server/platform/security/server-secret.ts"
import type { TestServer } from "./test-server.ts"
import { TEST_SCRYPT_COST } from "../../../server/platform/security/password-hasher.ts"

export const ALPHA = "FIX-ALPHA-101"
export const BETA = "FIX-BETA-202"

export const TESTS = {
  timed: "Fixture Timed",
  noPause: "Fixture No Pause",
  partial: "Fixture Partial Credit",
  once: "Fixture Once",
  empty: "Fixture Without Questions",
  beta: "Beta Test"
} as const

const single = (text: string, objective: string): QuestionBankQuestion => ({
  text,
  kind: "single",
  options: ["Right", "Wrong one", "Wrong two"],
  correct: [0],
  explanation: `Why "${text}" is answered "Right".`,
  objective
})

const multiple = (text: string, objective: string): QuestionBankQuestion => ({
  text,
  kind: "multiple",
  options: ["Right A", "Wrong A", "Right B", "Wrong B"],
  correct: [0, 2],
  explanation: `Why "${text}" takes both rights.`,
  objective
})

/** Two sections, two objectives: S1 = [q1 single, q2 multiple], S2 = [q3 single, q4 multiple]. */
const fourQuestions = [
  { name: "Section One", questions: [single("Q1 single", "Objective Red"), multiple("Q2 multiple", "Objective Blue")] },
  { name: "Section Two", questions: [single("Q3 single", "Objective Red"), multiple("Q4 multiple", "Objective Blue")] }
]

const rules = { durationMinutes: 10, passMarkPercent: 50, pauseAllowed: true, maxAttempts: null, scoring: "allOrNothing" } as const

export const FIXTURE_BANK: ReadonlyArray<QuestionBankExam> = [
  {
    examCode: ALPHA,
    tests: [
      { ...rules, name: TESTS.timed, sections: fourQuestions },
      { ...rules, name: TESTS.noPause, pauseAllowed: false, sections: fourQuestions },
      { ...rules, name: TESTS.partial, scoring: "partialCredit", sections: fourQuestions },
      { ...rules, name: TESTS.once, maxAttempts: 1, sections: fourQuestions }
    ]
  },
  { examCode: BETA, tests: [{ ...rules, name: TESTS.beta, sections: fourQuestions }] }
]

/** The two exams, the bank, and a test that has no questions. */
export const loadFixture = async (server: TestServer) => {
  for (const [code, name] of [
    [ALPHA, "Fixture Alpha Exam"],
    [BETA, "Fixture Beta Exam"]
  ] as const) {
    await server.query(
      `INSERT INTO exams (category_id, name, slug, code, price, vendor)
       SELECT id, $1, lower(replace($1, ' ', '-')), $2, 10, 'Fixture Vendor' FROM categories ORDER BY sort_order LIMIT 1`,
      [name, code]
    )
  }
  await server.run(loadQuestionBank(FIXTURE_BANK))
  await server.query(
    `INSERT INTO practice_tests (exam_id, name, question_count, duration_minutes, sort_order)
     SELECT id, $1, 10, 15, 99 FROM exams WHERE code = $2`,
    [TESTS.empty, ALPHA]
  )
}

export interface FixtureTest {
  readonly id: string
  readonly questions: ReadonlyArray<{ id: string; text: string; kind: string; options: ReadonlyArray<{ id: string; text: string }> }>
}

/** A test's ids: questions in order, options in order. */
export const fixtureTest = async (server: TestServer, examCode: string, name: string): Promise<FixtureTest> => {
  const [test] = await server.query<{ id: string }>("SELECT t.id FROM practice_tests t JOIN exams e ON e.id = t.exam_id WHERE e.code = $1 AND t.name = $2", [
    examCode,
    name
  ])
  const questions = await server.query<{ id: string; text: string; kind: string; options: Array<{ id: string; text: string }> | null }>(
    `SELECT q.id, q.text, q.kind,
       (SELECT json_agg(json_build_object('id', o.id, 'text', o.text) ORDER BY o.sort_order) FROM question_options o WHERE o.question_id = q.id) AS options
     FROM questions q JOIN test_sections s ON s.id = q.section_id
     WHERE q.test_id = $1 ORDER BY s.sort_order, q.sort_order`,
    [test!.id]
  )
  return { id: test!.id, questions: questions.map((q) => ({ ...q, options: q.options ?? [] })) }
}

const tokenServices = Layer.mergeAll(SessionsRepository.layer, AccessTokens.layer.pipe(Layer.provide(ServerSecret.layer))).pipe(
  // The test server keeps its generated secret in the database, as ServerSecret reads it here.
  Layer.provide(
    Layer.succeed(
      Settings,
      Settings.of({
        port: 0,
        dataDir: ":memory:",
        databaseUrl: Option.none(),
        webRoot: "",
        nodeEnv: "test",
        passwordHashCost: TEST_SCRYPT_COST,
        seedDemo: false
      })
    )
  )
)

/** A session and an access token for a learner, as a sign-in would give them (without the slow password hash). */
export const tokenFor = (server: TestServer, userId: string) =>
  server.run(
    Effect.gen(function* () {
      const session = yield* (yield* SessionsRepository).create(userId)
      return yield* (yield* AccessTokens).issue({ userId, sessionId: session.sessionId })
    }).pipe(Effect.provide(tokenServices))
  )

let learners = 0

export interface Learner {
  readonly userId: string
  readonly token: string
}

/** A verified learner written straight into the database, signed in. */
export const newLearner = async (server: TestServer, label = "learner"): Promise<Learner> => {
  const email = `${label}-${process.pid}-${++learners}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const [row] = await server.query<{ id: string }>(
    "INSERT INTO users (name, email, password_hash, email_verified_at) VALUES ($1, $2, 'not-a-hash', now()) RETURNING id",
    [`Fixture ${label}`, email]
  )
  return { userId: row!.id, token: await tokenFor(server, row!.id) }
}

/** A subscription of the learner to the exam: active for 180 days, or expired 10 days ago. */
export const subscribe = async (server: TestServer, userId: string, examCode: string, state: "active" | "expired" = "active"): Promise<string> => {
  const [row] = await server.query<{ id: string }>(
    `INSERT INTO subscriptions (user_id, exam_id, starts_at, expires_at)
     SELECT $1, id,
       CASE WHEN $3 = 'active' THEN now() - interval '1 day' ELSE now() - interval '190 days' END,
       CASE WHEN $3 = 'active' THEN now() + interval '180 days' ELSE now() - interval '10 days' END
     FROM exams WHERE code = $2 RETURNING id`,
    [userId, examCode, state]
  )
  return row!.id
}

/**
 * Makes `seconds` pass for an attempt: its start (and a pause under way)
 * moves back, exactly as if the server's clock had moved forward.
 */
export const letTimePass = (server: TestServer, attemptId: string, seconds: number) =>
  server.query(
    `UPDATE attempts SET started_at = started_at - make_interval(secs => $2::int),
       paused_at = paused_at - make_interval(secs => $2::int)
     WHERE id = $1`,
    [attemptId, seconds]
  )
