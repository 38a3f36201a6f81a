/**
 * A save is ONE SQL statement: the attempt's lock, the
 * ownership, the state and clock, the question and its options, the save
 * number's rule and the write, in one round trip to the database.
 *
 * - On embedded PGlite the protocol messages the client sends are counted
 *   on the in-process wire (pglite-wire.ts): each save, accepted or refused
 *   for any reason, is one Execute and one Sync. Only a save past the grace
 *   takes more: it submits the attempt, in a transaction of its own.
 * - On the PostgreSQL server a save waits for the attempt's lock held by
 *   another call and then judges the attempt as that call left it (a pause,
 *   a submit, a newer save), as the locked read-then-write it replaces did.
 *
 * The API suites (test/api/support/attempts-suite.ts) check the same
 * answers over HTTP on both databases.
 */
import { PgClient } from "@effect/sql-pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Deferred, Effect, Exit, Fiber, Layer, ManagedRuntime, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import type { SaveAnswerPayload } from "../../../src/api/attempt/attempt.ts"
import type { AttemptId, OptionId, QuestionId, SubscriptionId, TestId } from "../../../src/api/shared/ids.ts"
import { SUBMIT_GRACE_SECONDS } from "../../../src/domain/attempt/attempt-clock.ts"
import * as Messages from "../../../server/attempt/attempt-messages.ts"
import { AttemptsService } from "../../../server/attempt/service.ts"
import { runMigrations } from "../../../server/platform/db/migrations.ts"
import { sqlClientLayer } from "../../../server/platform/db/sql-client.ts"
import { loadQuestionBank } from "../../../server/seed/seed-attempts.ts"
import { ALPHA, BETA, FIXTURE_BANK, TESTS } from "../../api/support/attempts-fixture.ts"
import { postgresUnavailableReason, TEST_DATABASE_URL } from "../../api/support/test-server.ts"

/** The service over a migrated database holding the fixture's exams and tests. */
const serviceOver = (database: Layer.Layer<SqlClient.SqlClient, unknown>) =>
  AttemptsService.layer.pipe(
    Layer.provideMerge(
      Layer.effectDiscard(
        Effect.gen(function* () {
          yield* runMigrations
          const sql = yield* SqlClient.SqlClient
          yield* sql`INSERT INTO categories (name) VALUES ('Save statement fixtures')`
          for (const [code, name] of [
            [ALPHA, "Fixture Alpha Exam"],
            [BETA, "Fixture Beta Exam"]
          ] as const) {
            yield* sql`
          INSERT INTO exams (category_id, name, slug, code, price, vendor)
          SELECT id, ${name}, ${code.toLowerCase()}, ${code}, 10, 'Fixture Vendor' FROM categories`
          }
          yield* loadQuestionBank(FIXTURE_BANK)
        }).pipe(Effect.orDie)
      )
    ),
    Layer.provideMerge(database)
  )

interface Question {
  readonly id: QuestionId
  readonly options: ReadonlyArray<OptionId>
}

/** A new learner subscribed to the alpha exam, with an open attempt of `test`; its questions in order. */
const openAttempt = (testName: string = TESTS.timed) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const service = yield* AttemptsService
    const [user] = yield* sql<{ id: string }>`
      INSERT INTO users (name, email, password_hash, email_verified_at)
      VALUES ('Saver', ${`saver-${crypto.randomUUID()}@example.com`}, 'not-a-hash', now()) RETURNING id`
    const [subscription] = yield* sql<{ id: SubscriptionId }>`
      INSERT INTO subscriptions (user_id, exam_id, starts_at, expires_at)
      SELECT ${user!.id}, id, now() - interval '1 day', now() + interval '180 days' FROM exams WHERE code = ${ALPHA}
      RETURNING id`
    const [test] = yield* sql<{ id: TestId }>`
      SELECT t.id FROM practice_tests t JOIN exams e ON e.id = t.exam_id WHERE e.code = ${ALPHA} AND t.name = ${testName}`
    const questions = yield* sql<{ id: QuestionId; options: ReadonlyArray<OptionId> }>`
      SELECT q.id, array_agg(o.id ORDER BY o.sort_order) AS options
      FROM questions q JOIN test_sections s ON s.id = q.section_id JOIN question_options o ON o.question_id = q.id
      WHERE q.test_id = ${test!.id} GROUP BY q.id, s.sort_order, q.sort_order ORDER BY s.sort_order, q.sort_order`
    const started = yield* service.start(user!.id, { subscId: subscription!.id, testId: test!.id })
    return { userId: user!.id, attemptId: started.attemptId, questions: questions as ReadonlyArray<Question> }
  }).pipe(Effect.orDie)

/** Fixture questions: 0 and 2 take a single answer, 1 and 3 several. */
const saveOf = (seq: number, question: Question, options: ReadonlyArray<number>, marked = false): SaveAnswerPayload => ({
  seq,
  qsnId: question.id,
  answer: options.map((index) => question.options[index]!),
  marked
})

const storedAnswers = (attemptId: AttemptId) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql<{ question_id: string; seq: number; answer: ReadonlyArray<string>; marked: boolean }>`
      SELECT question_id, seq, answer, marked FROM attempt_answers WHERE attempt_id = ${attemptId} ORDER BY question_id`
  ).pipe(Effect.orDie)

describe("a save on embedded PGlite is one statement, one round trip", () => {
  /** The type letter of each protocol message the client sent while counting. */
  const sent: Array<string> = []
  let counting = false
  const runtime = ManagedRuntime.make(
    serviceOver(
      sqlClientLayer({
        _tag: "Embedded",
        dataDir: undefined,
        observe: (batch) => {
          if (!counting) return
          const view = new DataView(batch.buffer, batch.byteOffset, batch.byteLength)
          for (let at = 0; at < batch.length; at = at + 1 + view.getInt32(at + 1)) sent.push(String.fromCharCode(batch[at]!))
        }
      })
    )
  )
  afterAll(() => runtime.dispose())

  /** Runs `effect` and counts what it sent: statements run (Execute, or a simple Query) and round trips (Sync, or a Query). */
  const counted = <A, E>(effect: Effect.Effect<A, E, AttemptsService | SqlClient.SqlClient>) =>
    runtime.runPromise(
      Effect.gen(function* () {
        sent.length = 0
        counting = true
        const exit = yield* Effect.exit(effect)
        counting = false
        const statements = sent.filter((type) => type === "E" || type === "Q").length
        const roundTrips = sent.filter((type) => type === "S" || type === "Q").length
        return { exit, statements, roundTrips, messages: sent.join("") }
      })
    )

  const save = (userId: string, attemptId: AttemptId, payload: SaveAnswerPayload) => AttemptsService.use((service) => service.save(userId, attemptId, payload))

  const failure = (exit: Exit.Exit<unknown, unknown>) =>
    Exit.isFailure(exit) ? exit.cause.reasons.map((reason) => (reason._tag === "Fail" ? reason.error : reason)) : "succeeded"

  let attempt: Effect.Success<ReturnType<typeof openAttempt>>
  beforeAll(async () => {
    attempt = await runtime.runPromise(openAttempt())
    // The statement is prepared by its first run; every save after it is one round trip.
    await runtime.runPromise(save(attempt.userId, attempt.attemptId, saveOf(1, attempt.questions[0]!, [1])))
  })

  it("writes an answer in one statement and one round trip, and answers the clock", async () => {
    const { exit, statements, roundTrips, messages } = await counted(save(attempt.userId, attempt.attemptId, saveOf(2, attempt.questions[1]!, [0, 2], true)))
    expect(exit).toMatchObject({ _tag: "Success", value: { applied: true, lastSeq: 2 } })
    expect(Exit.isSuccess(exit) && exit.value.remainingSeconds).toBeGreaterThan(590)
    expect({ statements, roundTrips, messages }).toEqual({ statements: 1, roundTrips: 1, messages: "BES" })
  })

  it("refuses a stale save number in one statement, changing nothing", async () => {
    await counted(save(attempt.userId, attempt.attemptId, saveOf(6, attempt.questions[2]!, [0])))
    const before = await runtime.runPromise(storedAnswers(attempt.attemptId))
    const { exit, statements, roundTrips } = await counted(save(attempt.userId, attempt.attemptId, saveOf(4, attempt.questions[2]!, [1], true)))
    expect(exit).toMatchObject({ _tag: "Success", value: { applied: false, lastSeq: 6 } })
    expect({ statements, roundTrips }).toEqual({ statements: 1, roundTrips: 1 })
    expect(await runtime.runPromise(storedAnswers(attempt.attemptId))).toEqual(before)
  })

  it("answers 404 for another learner's attempt in one statement, changing nothing", async () => {
    const other = await runtime.runPromise(openAttempt())
    const { exit, statements, roundTrips } = await counted(save(other.userId, attempt.attemptId, saveOf(9, attempt.questions[3]!, [0])))
    expect(failure(exit)).toMatchObject([{ _tag: "NotFound", message: Messages.ATTEMPT_NOT_FOUND }])
    expect({ statements, roundTrips }).toEqual({ statements: 1, roundTrips: 1 })
    expect((await runtime.runPromise(storedAnswers(attempt.attemptId))).map((row) => row.seq)).not.toContain(9)
  })

  it("refuses a question of another test, an option of another question and two options on a single one, each in one statement", async () => {
    const mine = await runtime.runPromise(openAttempt())
    const beta = await runtime.runPromise(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ id: QuestionId }>`SELECT q.id FROM questions q JOIN practice_tests t ON t.id = q.test_id WHERE t.name = ${TESTS.beta} LIMIT 1`
      )
    )
    const cases = [
      [saveOf(1, { id: beta[0]!.id, options: [] }, []), Messages.QUESTION_NOT_IN_TEST],
      [{ ...saveOf(2, mine.questions[0]!, []), answer: [mine.questions[1]!.options[0]!] }, Messages.OPTION_NOT_IN_QUESTION],
      [saveOf(3, mine.questions[0]!, [0, 1]), Messages.SINGLE_ANSWER_ONLY]
    ] as const
    for (const [payload, message] of cases) {
      const { exit, statements, roundTrips } = await counted(save(mine.userId, mine.attemptId, payload))
      expect(failure(exit)).toMatchObject([{ _tag: "Invalid", message }])
      expect({ statements, roundTrips }).toEqual({ statements: 1, roundTrips: 1 })
    }
    expect(await runtime.runPromise(storedAnswers(mine.attemptId))).toEqual([])
  })

  it("refuses a paused attempt and a submitted one in one statement each", async () => {
    const mine = await runtime.runPromise(openAttempt())
    await runtime.runPromise(AttemptsService.use((service) => service.pause(mine.userId, mine.attemptId)))
    const paused = await counted(save(mine.userId, mine.attemptId, saveOf(1, mine.questions[0]!, [0])))
    expect(failure(paused.exit)).toMatchObject([{ _tag: "Conflict", message: Messages.PAUSED }])
    expect(paused.statements).toBe(1)
    await runtime.runPromise(AttemptsService.use((service) => service.submit(mine.userId, mine.attemptId)))
    const submitted = await counted(save(mine.userId, mine.attemptId, saveOf(2, mine.questions[0]!, [0])))
    expect(failure(submitted.exit)).toMatchObject([{ _tag: "Conflict", message: Messages.ALREADY_SUBMITTED }])
    expect(submitted.statements).toBe(1)
    expect(await runtime.runPromise(storedAnswers(mine.attemptId))).toEqual([])
  })

  it("past the grace writes nothing, submits the attempt with what was saved and refuses; within it, writes", async () => {
    const mine = await runtime.runPromise(openAttempt())
    const moveStart = (seconds: number) =>
      runtime.runPromise(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql`UPDATE attempts SET started_at = started_at - make_interval(secs => ${seconds}::int) WHERE id = ${mine.attemptId}`
        )
      )
    await moveStart(600 + SUBMIT_GRACE_SECONDS - 2)
    const inGrace = await counted(save(mine.userId, mine.attemptId, saveOf(1, mine.questions[0]!, [0])))
    expect(inGrace.exit).toMatchObject({ _tag: "Success", value: { applied: true, lastSeq: 1, remainingSeconds: 0 } })
    expect(inGrace.statements).toBe(1)
    await moveStart(4)
    const late = await counted(save(mine.userId, mine.attemptId, saveOf(2, mine.questions[2]!, [0])))
    expect(failure(late.exit)).toMatchObject([{ _tag: "Conflict", message: Messages.TIME_UP }])
    const review = await runtime.runPromise(AttemptsService.use((service) => service.review(mine.userId, mine.attemptId)))
    expect(review).toMatchObject({ submittedBy: "server", answeredCount: 1, score: 1 })
  })
})

describe("a save on the PostgreSQL server waits for the attempt's lock and judges what the other call left", async () => {
  const unavailable = await postgresUnavailableReason()
  if (unavailable !== undefined) {
    it.skip(`needs PostgreSQL: ${unavailable}`, () => {})
    return
  }
  const admin = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) =>
    Effect.runPromise(effect.pipe(Effect.provide(PgClient.layer({ url: Redacted.make(TEST_DATABASE_URL), maxConnections: 1 })), Effect.orDie))
  const name = `exam_shop_save_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  let runtime: ManagedRuntime.ManagedRuntime<AttemptsService | SqlClient.SqlClient, unknown>
  beforeAll(async () => {
    await admin(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(`CREATE DATABASE ${name}`)))
    runtime = ManagedRuntime.make(serviceOver(PgClient.layer({ url: Redacted.make(url.toString()), maxConnections: 4 })))
  })
  afterAll(async () => {
    await runtime?.dispose()
    await admin(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  /**
   * Another call holds the attempt's row lock (a transaction on a connection
   * of its own) while a save is sent; the save must still be waiting after a
   * while; then the other call writes `change` and commits, and the save's
   * answer is returned.
   */
  const saveBehind = (
    attemptId: AttemptId,
    change: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>,
    send: Effect.Effect<unknown, unknown, AttemptsService>
  ) =>
    runtime.runPromise(
      Effect.gen(function* () {
        const locked = yield* Deferred.make<void>()
        const release = yield* Deferred.make<void>()
        const other = yield* Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* sql`SELECT 1 FROM attempts WHERE id = ${attemptId} FOR UPDATE`
              yield* Deferred.succeed(locked, undefined)
              yield* Deferred.await(release)
              yield* change(sql)
            })
          )
        }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url.toString()), maxConnections: 1 })), Effect.orDie, Effect.forkChild)
        yield* Deferred.await(locked)
        const saving = yield* Effect.forkChild(Effect.exit(send))
        yield* Effect.sleep("300 millis")
        const waited = saving.pollUnsafe() === undefined
        yield* Deferred.succeed(release, undefined)
        yield* Fiber.join(other)
        return { waited, exit: yield* Fiber.join(saving) }
      })
    )

  const save = (userId: string, attemptId: AttemptId, payload: SaveAnswerPayload) => AttemptsService.use((service) => service.save(userId, attemptId, payload))

  it("a pause committed while the save waits: the save is refused as paused and writes nothing", async () => {
    const mine = await runtime.runPromise(openAttempt())
    const { waited, exit } = await saveBehind(
      mine.attemptId,
      (sql) => sql`UPDATE attempts SET status = 'paused', paused_at = now() WHERE id = ${mine.attemptId}`,
      save(mine.userId, mine.attemptId, saveOf(1, mine.questions[0]!, [0]))
    )
    expect(waited).toBe(true)
    expect(exit).toMatchObject({ _tag: "Failure" })
    expect(Exit.isFailure(exit) && exit.cause.reasons[0]).toMatchObject({ error: { _tag: "Conflict", message: Messages.PAUSED } })
    expect(await runtime.runPromise(storedAnswers(mine.attemptId))).toEqual([])
  })

  it("a newer save committed while an older one waits: the older changes nothing and answers the newer number", async () => {
    const mine = await runtime.runPromise(openAttempt())
    const question = mine.questions[1]!
    const { waited, exit } = await saveBehind(
      mine.attemptId,
      (sql) =>
        Effect.andThen(
          sql`INSERT INTO attempt_answers (attempt_id, question_id, answer, marked, seq)
              VALUES (${mine.attemptId}, ${question.id}, ${JSON.stringify([question.options[2]])}::jsonb, true, 7)`,
          sql`UPDATE attempts SET last_seq = 7 WHERE id = ${mine.attemptId}`
        ),
      save(mine.userId, mine.attemptId, saveOf(5, question, [0]))
    )
    expect(waited).toBe(true)
    expect(exit).toMatchObject({ _tag: "Success", value: { applied: false, lastSeq: 7 } })
    expect(await runtime.runPromise(storedAnswers(mine.attemptId))).toEqual([{ question_id: question.id, seq: 7, answer: [question.options[2]], marked: true }])
  })

  it("a submit committed while the save waits: the save is refused as submitted and writes nothing", async () => {
    const mine = await runtime.runPromise(openAttempt())
    const { waited, exit } = await saveBehind(
      mine.attemptId,
      (sql) =>
        sql`UPDATE attempts SET status = 'submitted', submitted_at = now(), submitted_by = 'learner', result = '{}'::jsonb
            WHERE id = ${mine.attemptId}`,
      save(mine.userId, mine.attemptId, saveOf(1, mine.questions[0]!, [0]))
    )
    expect(waited).toBe(true)
    expect(Exit.isFailure(exit) && exit.cause.reasons[0]).toMatchObject({ error: { _tag: "Conflict", message: Messages.ALREADY_SUBMITTED } })
    expect(await runtime.runPromise(storedAnswers(mine.attemptId))).toEqual([])
  })
})
