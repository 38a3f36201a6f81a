/**
 * The API tests of My Exams and the timed attempt, written once and
 * run against each database (PGlite and the PostgreSQL server). Time passes
 * by moving an attempt's start back in SQL (attempts-fixture.ts), never by
 * sleeping; the sweeper is called directly.
 */
import { Effect, Option, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AttemptId } from "../../../src/api/shared/ids.ts"
import {
  type AttemptData,
  type AttemptResult,
  SaveAnswerPayload,
  type AttemptReview,
  MAX_SEQ,
  SEQ_MESSAGE,
  type SubscriptionDetail,
  type SubscriptionPage
} from "../../../src/api/attempt/attempt.ts"
import { SUBMIT_GRACE_SECONDS } from "../../../src/domain/attempt/attempt-clock.ts"
import * as Messages from "../../../server/attempt/attempt-messages.ts"
import { AttemptsRepository } from "../../../server/attempt/repository.ts"
import { sweepAttempts } from "../../../server/attempt/sweeper.ts"
import { DEMO_LEARNER } from "../../../server/account/seed-demo-learner.ts"
import { PAGE_MESSAGE, PER_PAGE_MESSAGE } from "../../../src/api/shared/paging.ts"
import {
  ALPHA,
  BETA,
  type FixtureTest,
  fixtureTest,
  type Learner,
  letTimePass,
  loadFixture,
  newLearner,
  subscribe,
  TESTS,
  tokenFor
} from "./attempts-fixture.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const API = "/api/v1/u"

interface Answer<T> {
  readonly status: number
  readonly body: T
}

interface Failure {
  readonly _tag: string
  readonly message: string
}

type Body<T> = T & Partial<Failure>

export const describeAttempts = (label: string, database: () => TestDatabase) =>
  describe(`My Exams and the timed attempt on ${label}`, () => {
    let server: TestServer
    let tests: Record<keyof typeof TESTS, FixtureTest>

    beforeAll(async () => {
      // Only the start-up sweep runs by itself: the tests sweep when they mean to.
      server = await startTestServer(database(), { attemptSweepSeconds: 3600 })
      await loadFixture(server)
      const entries = await Promise.all(
        (Object.keys(TESTS) as Array<keyof typeof TESTS>).map(
          async (key) => [key, await fixtureTest(server, key === "beta" ? BETA : ALPHA, TESTS[key])] as const
        )
      )
      tests = Object.fromEntries(entries) as Record<keyof typeof TESTS, FixtureTest>
    })
    afterAll(async () => {
      await server?.close()
    })

    const call = async <T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<Answer<Body<T>>> => {
      const headers: Record<string, string> = {}
      if (body !== undefined) headers["content-type"] = "application/json"
      if (token !== undefined) headers["x-access-token"] = token
      const response = await fetch(server.baseUrl + API + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body)
      })
      const text = await response.text()
      return { status: response.status, body: (text === "" ? {} : JSON.parse(text)) as Body<T> }
    }

    const as = (learner: Learner) => ({
      start: (subscId: string, testId: string) =>
        call<{ message: string; data: { attemptId: string; resumed: boolean } }>("POST", "/attempts/start", learner.token, { subscId, testId }),
      attempt: (attemptId: string) => call<{ data: AttemptData }>("GET", `/attempts/${attemptId}`, learner.token),
      save: (attemptId: string, seq: number, qsnId: string, answer: ReadonlyArray<string>, marked = false) =>
        call<{ data: { applied: boolean; lastSeq: number; remainingSeconds: number } }>("POST", `/attempts/${attemptId}/save`, learner.token, {
          seq,
          qsnId,
          answer,
          marked
        }),
      pause: (attemptId: string) =>
        call<{ message: string; data: { status: string; remainingSeconds: number } }>("POST", `/attempts/${attemptId}/pause`, learner.token),
      resume: (attemptId: string) =>
        call<{ message: string; data: { status: string; remainingSeconds: number } }>("POST", `/attempts/${attemptId}/resume`, learner.token),
      submit: (attemptId: string) => call<{ message: string; data: AttemptResult }>("POST", `/attempts/${attemptId}/submit`, learner.token),
      result: (attemptId: string) => call<{ data: AttemptReview }>("GET", `/attempts/${attemptId}/result`, learner.token),
      activeExams: (page: number, perPage: number) => call<{ data: SubscriptionPage }>("POST", "/exams/activeExams", learner.token, { page, perPage }),
      expiredExams: (page: number, perPage: number) => call<{ data: SubscriptionPage }>("POST", "/exams/expiredExams", learner.token, { page, perPage }),
      subscription: (subscId: string) => call<{ data: SubscriptionDetail }>("GET", `/exams/subscription/${subscId}`, learner.token)
    })

    /** A new learner with an active subscription to the alpha exam and an open attempt of `test`. */
    const openAttempt = async (test: keyof typeof TESTS = "timed") => {
      const learner = await newLearner(server, test)
      const subscId = await subscribe(server, learner.userId, ALPHA)
      const client = as(learner)
      const started = await client.start(subscId, tests[test].id)
      expect(started.status).toBe(200)
      return { learner, client, subscId, attemptId: started.body.data.attemptId, test: tests[test] }
    }

    const optionIds = (test: FixtureTest, question: number, ...options: Array<number>) => options.map((index) => test.questions[question]!.options[index]!.id)

    const attemptRow = async (attemptId: string) => {
      const [row] = await server.query<{ status: string; submitted_by: string | null; score: number | null; last_seq: number }>(
        "SELECT status, submitted_by, score, last_seq FROM attempts WHERE id = $1",
        [attemptId]
      )
      return row!
    }

    describe("starting", () => {
      it("answers 401 without a signed-in learner", async () => {
        const answer = await call("POST", "/attempts/start", undefined, { subscId: "x", testId: "y" })
        expect(answer.status).toBe(401)
      })

      it("answers 404 without a subscription, for someone else's, and for a test of another exam", async () => {
        const learner = await newLearner(server)
        const other = await newLearner(server, "other")
        const othersSubscription = await subscribe(server, other.userId, ALPHA)
        const mine = await subscribe(server, learner.userId, ALPHA)
        const client = as(learner)
        const none = await client.start("00000000-0000-0000-0000-000000000000", tests.timed.id)
        expect(none.status).toBe(404)
        expect(none.body.message).toBe(Messages.SUBSCRIPTION_NOT_FOUND)
        expect((await client.start(othersSubscription, tests.timed.id)).status).toBe(404)
        const wrongExam = await client.start(mine, tests.beta.id)
        expect(wrongExam.status).toBe(404)
        expect(wrongExam.body.message).toBe(Messages.TEST_NOT_FOUND)
      })

      it("answers 409 with an expired subscription", async () => {
        const learner = await newLearner(server)
        const expired = await subscribe(server, learner.userId, ALPHA, "expired")
        const answer = await as(learner).start(expired, tests.timed.id)
        expect(answer.status).toBe(409)
        expect(answer.body).toMatchObject({ _tag: "Conflict", message: "Your access to this exam has expired." })
      })

      it("answers 400 for a test without questions", async () => {
        const learner = await newLearner(server)
        const subscId = await subscribe(server, learner.userId, ALPHA)
        const answer = await as(learner).start(subscId, tests.empty.id)
        expect(answer.status).toBe(400)
        expect(answer.body.message).toBe("This test has no questions yet.")
      })

      it("stores the start and the duration, and a second start resumes the open attempt", async () => {
        const { client, subscId, attemptId } = await openAttempt()
        const [row] = await server.query<{ duration_seconds: number; started_at: Date; status: string }>(
          "SELECT duration_seconds, started_at, status FROM attempts WHERE id = $1",
          [attemptId]
        )
        expect(row).toMatchObject({ duration_seconds: 600, status: "ongoing" })
        expect(Math.abs(new Date(row!.started_at).getTime() - Date.now())).toBeLessThan(10_000)
        const again = await client.start(subscId, tests.timed.id)
        expect(again.status).toBe(200)
        expect(again.body.data).toEqual({ attemptId, resumed: true })
        const [{ count }] = (await server.query<{ count: number }>("SELECT count(*)::int AS count FROM attempts WHERE subscription_id = $1", [subscId])) as [
          { count: number }
        ]
        expect(count).toBe(1)
      })

      it("opens one attempt when two starts arrive at once", async () => {
        const learner = await newLearner(server)
        const subscId = await subscribe(server, learner.userId, ALPHA)
        const client = as(learner)
        const [one, two] = await Promise.all([client.start(subscId, tests.timed.id), client.start(subscId, tests.timed.id)])
        expect([one.status, two.status]).toEqual([200, 200])
        expect(one.body.data.attemptId).toBe(two.body.data.attemptId)
        expect([one.body.data.resumed, two.body.data.resumed].sort()).toEqual([false, true])
      })

      it("submits an open attempt whose time ran out unseen and opens a new one", async () => {
        const { client, subscId, attemptId } = await openAttempt()
        await letTimePass(server, attemptId, 600 + SUBMIT_GRACE_SECONDS + 1)
        const again = await client.start(subscId, tests.timed.id)
        expect(again.status).toBe(200)
        expect(again.body.data.resumed).toBe(false)
        expect(again.body.data.attemptId).not.toBe(attemptId)
        expect(await attemptRow(attemptId)).toMatchObject({ status: "submitted", submitted_by: "server" })
      })

      it("answers 409 once the test's attempts are used up", async () => {
        const { client, subscId, attemptId } = await openAttempt("once")
        expect((await client.submit(attemptId)).status).toBe(200)
        const again = await client.start(subscId, tests.once.id)
        expect(again.status).toBe(409)
        expect(again.body.message).toBe(Messages.attemptsUsedUp(1))
      })
    })

    describe("resuming", () => {
      it("answers the questions without correct answers or explanations, the saved answers and the server's time", async () => {
        const { client, attemptId, subscId, test } = await openAttempt()
        await client.save(attemptId, 1, test.questions[1]!.id, optionIds(test, 1, 0, 3), true)
        const answer = await client.attempt(attemptId)
        expect(answer.status).toBe(200)
        const data = answer.body.data
        expect(data).toMatchObject({
          _id: attemptId,
          subscId,
          testId: test.id,
          testName: TESTS.timed,
          examName: "Fixture Alpha Exam",
          status: "ongoing",
          pauseAllowed: true,
          durationSeconds: 600,
          lastSeq: 1,
          answers: [{ qsnId: test.questions[1]!.id, answer: optionIds(test, 1, 0, 3), marked: true }]
        })
        expect(data.remainingSeconds).toBeGreaterThan(590)
        expect(data.remainingSeconds).toBeLessThanOrEqual(600)
        expect(data.sections.map((section) => section.name)).toEqual(["Section One", "Section Two"])
        for (const question of data.sections.flatMap((section) => section.questions)) {
          expect(Object.keys(question).sort()).toEqual(["_id", "kind", "options", "text"])
          for (const option of question.options) expect(Object.keys(option).sort()).toEqual(["_id", "text"])
        }
        const text = JSON.stringify(answer.body)
        expect(text).not.toMatch(/correct|explanation|objective/i)
      })

      it("answers a submitted attempt with no time left, so the browser can go to the result", async () => {
        const { client, attemptId } = await openAttempt()
        await client.submit(attemptId)
        const answer = await client.attempt(attemptId)
        expect(answer.status).toBe(200)
        expect(answer.body.data).toMatchObject({ status: "submitted", remainingSeconds: 0 })
      })
    })

    describe("another learner's attempt", () => {
      it("is a 404 for get, save, pause, resume, submit and result, and their subscription too", async () => {
        const { attemptId, subscId, test } = await openAttempt()
        const intruder = as(await newLearner(server, "intruder"))
        expect((await intruder.attempt(attemptId)).status).toBe(404)
        const save = await intruder.save(attemptId, 1, test.questions[0]!.id, optionIds(test, 0, 0))
        expect(save.status).toBe(404)
        expect(save.body.message).toBe(Messages.ATTEMPT_NOT_FOUND)
        expect((await intruder.pause(attemptId)).status).toBe(404)
        expect((await intruder.resume(attemptId)).status).toBe(404)
        expect((await intruder.submit(attemptId)).status).toBe(404)
        expect((await intruder.result(attemptId)).status).toBe(404)
        expect((await intruder.subscription(subscId)).status).toBe(404)
        expect(await attemptRow(attemptId)).toMatchObject({ status: "ongoing", last_seq: 0 })
      })
    })

    describe("saving", () => {
      it("applies a save only above the question's last number: seq 5 then seq 3 keeps seq 5's answer", async () => {
        const { client, attemptId, test } = await openAttempt()
        const question = test.questions[0]!.id
        const newer = await client.save(attemptId, 5, question, optionIds(test, 0, 1))
        expect(newer.body.data).toMatchObject({ applied: true, lastSeq: 5 })
        const older = await client.save(attemptId, 3, question, optionIds(test, 0, 2), true)
        expect(older.status).toBe(200)
        expect(older.body.data).toMatchObject({ applied: false, lastSeq: 5 })
        const saved = (await client.attempt(attemptId)).body.data.answers
        expect(saved).toEqual([{ qsnId: question, answer: optionIds(test, 0, 1), marked: false }])
      })

      it("changes nothing when the same save is replayed", async () => {
        const { client, attemptId, test } = await openAttempt()
        const question = test.questions[1]!.id
        expect((await client.save(attemptId, 1, question, optionIds(test, 1, 0, 2), true)).body.data.applied).toBe(true)
        const before = await server.query("SELECT answer, marked, seq, updated_at FROM attempt_answers WHERE attempt_id = $1", [attemptId])
        const replay = await client.save(attemptId, 1, question, optionIds(test, 1, 0, 2), true)
        expect(replay.status).toBe(200)
        expect(replay.body.data).toMatchObject({ applied: false, lastSeq: 1 })
        const after = await server.query("SELECT answer, marked, seq, updated_at FROM attempt_answers WHERE attempt_id = $1", [attemptId])
        expect(after).toEqual(before)
      })

      it("keeps the highest number's answer when many saves race", async () => {
        const { client, attemptId, test } = await openAttempt()
        const question = test.questions[1]!.id
        const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => client.save(attemptId, index + 1, question, optionIds(test, 1, index % 4))))
        expect(answers.every((answer) => answer.status === 200)).toBe(true)
        const [row] = await server.query<{ seq: number; answer: Array<string> }>("SELECT seq, answer FROM attempt_answers WHERE attempt_id = $1", [attemptId])
        expect(row).toEqual({ seq: 12, answer: optionIds(test, 1, 11 % 4) })
        expect((await attemptRow(attemptId)).last_seq).toBe(12)
      })

      it("answers 400 for a question of another test, an option of another question, or two options on a single question", async () => {
        const { client, attemptId, test } = await openAttempt()
        const otherTest = await client.save(attemptId, 1, tests.beta.questions[0]!.id, optionIds(tests.beta, 0, 0))
        expect(otherTest.status).toBe(400)
        expect(otherTest.body.message).toBe(Messages.QUESTION_NOT_IN_TEST)
        const badOption = await client.save(attemptId, 2, test.questions[0]!.id, optionIds(test, 1, 0))
        expect(badOption.status).toBe(400)
        expect(badOption.body.message).toBe(Messages.OPTION_NOT_IN_QUESTION)
        const twoOnSingle = await client.save(attemptId, 3, test.questions[0]!.id, optionIds(test, 0, 0, 1))
        expect(twoOnSingle.status).toBe(400)
        expect(twoOnSingle.body.message).toBe(Messages.SINGLE_ANSWER_ONLY)
        for (const seq of [0, -1, 1.5, MAX_SEQ + 1]) {
          const badSeq = await client.save(attemptId, seq, test.questions[0]!.id, [])
          expect(badSeq.status).toBe(400)
          expect(badSeq.body.message).toBe(SEQ_MESSAGE)
        }
        expect(await server.query("SELECT 1 FROM attempt_answers WHERE attempt_id = $1", [attemptId])).toHaveLength(0)
      })

      it("accepts a save within the grace after the deadline", async () => {
        const { client, attemptId, test } = await openAttempt()
        await letTimePass(server, attemptId, 600 + SUBMIT_GRACE_SECONDS / 2)
        const answer = await client.save(attemptId, 1, test.questions[0]!.id, optionIds(test, 0, 0))
        expect(answer.status).toBe(200)
        expect(answer.body.data).toEqual({ applied: true, lastSeq: 1, remainingSeconds: 0 })
      })

      it("refuses a save after the deadline plus the grace with 409, and submits the attempt with what was saved", async () => {
        const { client, attemptId, test } = await openAttempt()
        await client.save(attemptId, 1, test.questions[0]!.id, optionIds(test, 0, 0))
        await letTimePass(server, attemptId, 600 + SUBMIT_GRACE_SECONDS + 5)
        const late = await client.save(attemptId, 2, test.questions[2]!.id, optionIds(test, 2, 0))
        expect(late.status).toBe(409)
        expect(late.body.message).toBe("Time is up for this attempt.")
        expect(await attemptRow(attemptId)).toMatchObject({ status: "submitted", submitted_by: "server", score: 1 })
        const result = await client.result(attemptId)
        expect(result.body.data).toMatchObject({ score: 1, total: 4, percentage: 25, passed: false, submittedBy: "server", answeredCount: 1 })
        const again = await client.save(attemptId, 3, test.questions[2]!.id, optionIds(test, 2, 0))
        expect(again.body.message).toBe("This attempt is already submitted.")
      })
      it("judges each of the saves written together in one statement as it would alone", async () => {
        // Saves that arrive at once share one statement (save-batches.ts): an
        // accepted one, a second save of the same attempt (it waits for the
        // next statement), a paused attempt's, another learner's, an option of
        // another question, and one past the grace, all sent in the same turn.
        const open = await Promise.all([openAttempt(), openAttempt(), openAttempt(), openAttempt(), openAttempt()])
        type Opened = (typeof open)[number] & { readonly attemptId: AttemptId }
        const [ok, paused, intruded, badOption, late] = open as unknown as [Opened, Opened, Opened, Opened, Opened]
        expect((await paused.client.pause(paused.attemptId)).status).toBe(200)
        await letTimePass(server, late.attemptId, 600 + SUBMIT_GRACE_SECONDS + 5)
        const test = ok.test
        // Decoded by the contract, as the save endpoint decodes a body.
        const payload = Schema.decodeUnknownSync(SaveAnswerPayload)
        const save = (seq: number, question: number, ...options: Array<number>) =>
          payload({ seq, qsnId: test.questions[question]!.id, answer: optionIds(test, question, ...options), marked: false })
        const now = Date.now()
        const outcomes = await server.run(
          Effect.gen(function* () {
            const attempts = yield* AttemptsRepository
            return yield* Effect.all(
              [
                attempts.saveAnswer(ok.learner.userId, ok.attemptId, save(1, 0, 1), now),
                attempts.saveAnswer(ok.learner.userId, ok.attemptId, save(2, 1, 0, 2), now),
                attempts.saveAnswer(paused.learner.userId, paused.attemptId, save(1, 0, 1), now),
                attempts.saveAnswer(ok.learner.userId, intruded.attemptId, save(1, 0, 1), now),
                attempts.saveAnswer(
                  badOption.learner.userId,
                  badOption.attemptId,
                  payload({ seq: 1, qsnId: test.questions[0]!.id, answer: optionIds(test, 1, 0), marked: false }),
                  now
                ),
                attempts.saveAnswer(late.learner.userId, late.attemptId, save(1, 0, 1), now)
              ],
              { concurrency: "unbounded" }
            )
          }).pipe(Effect.provide(AttemptsRepository.layer))
        )
        const [first, second, ofPaused, ofIntruder, ofBadOption, ofLate] = outcomes.map((outcome) => Option.getOrNull(outcome))
        expect(first).toMatchObject({ written: { applied: true, lastSeq: 1 }, attempt: { id: ok.attemptId, status: "ongoing" } })
        expect(second).toMatchObject({ written: { applied: true, lastSeq: 2 }, attempt: { id: ok.attemptId } })
        expect(ofPaused).toMatchObject({ written: null, attempt: { id: paused.attemptId, status: "paused" } })
        expect(ofIntruder).toBeNull()
        expect(ofBadOption).toMatchObject({ written: null, target: { kind: "single", chosenAreOptions: false, locked: false } })
        expect(ofLate).toMatchObject({ written: null, attempt: { id: late.attemptId, status: "ongoing" } })
        const written = await server.query<{ attempt_id: string; seq: number }>(
          "SELECT attempt_id, seq FROM attempt_answers WHERE attempt_id = ANY($1) ORDER BY seq",
          [open.map((opened) => opened.attemptId)]
        )
        expect(written).toEqual([
          { attempt_id: ok.attemptId, seq: 1 },
          { attempt_id: ok.attemptId, seq: 2 }
        ])
        expect((await attemptRow(ok.attemptId)).last_seq).toBe(2)
        expect((await attemptRow(intruded.attemptId)).last_seq).toBe(0)
        // The repository only judges; the endpoint submits the late attempt (and leaves nothing for the sweeper).
        const refused = await late.client.save(late.attemptId, 2, test.questions[0]!.id, optionIds(test, 0, 1))
        expect(refused.status).toBe(409)
        expect(refused.body.message).toBe(Messages.TIME_UP)
        expect((await attemptRow(late.attemptId)).status).toBe("submitted")
      })
    })

    describe("pause and resume", () => {
      it("answers 409 where the test does not allow a pause", async () => {
        const { client, attemptId } = await openAttempt("noPause")
        const answer = await client.pause(attemptId)
        expect(answer.status).toBe(409)
        expect(answer.body.message).toBe("This test cannot be paused.")
        expect((await attemptRow(attemptId)).status).toBe("ongoing")
      })

      it("stops the clock while paused, refuses answers, and restarts it on resume", async () => {
        const { client, attemptId, test } = await openAttempt()
        await letTimePass(server, attemptId, 100)
        const paused = await client.pause(attemptId)
        expect(paused.status).toBe(200)
        expect(paused.body.data.status).toBe("paused")
        const left = paused.body.data.remainingSeconds
        expect(left).toBeGreaterThan(490)
        expect(left).toBeLessThanOrEqual(500)

        // Twenty minutes pass: more than the whole test, yet nothing runs out.
        await letTimePass(server, attemptId, 1200)
        expect((await client.attempt(attemptId)).body.data).toMatchObject({ status: "paused", remainingSeconds: left })
        const save = await client.save(attemptId, 1, test.questions[0]!.id, optionIds(test, 0, 0))
        expect(save.status).toBe(409)
        expect(save.body.message).toBe("The test is paused. Resume it to answer.")
        // Pausing again is not an error: it answers the state.
        expect((await client.pause(attemptId)).body.data).toEqual({ status: "paused", remainingSeconds: left })
        expect(await server.run(sweepAttempts)).toBe(0)

        const resumed = await client.resume(attemptId)
        expect(resumed.status).toBe(200)
        expect(resumed.body.data.status).toBe("ongoing")
        expect(Math.abs(resumed.body.data.remainingSeconds - left)).toBeLessThanOrEqual(1)
        expect((await client.resume(attemptId)).body.data.status).toBe("ongoing")
        await letTimePass(server, attemptId, 60)
        const later = (await client.attempt(attemptId)).body.data.remainingSeconds
        expect(Math.abs(later - (left - 60))).toBeLessThanOrEqual(1)
      })
    })

    describe("submitting and the result", () => {
      it("answers 409 for the result before the submit", async () => {
        const { client, attemptId } = await openAttempt()
        const answer = await client.result(attemptId)
        expect(answer.status).toBe(409)
        expect(answer.body.message).toBe("Submit the attempt to see its result.")
      })

      it("answers the same result to a second submit", async () => {
        const { client, attemptId, test } = await openAttempt()
        await client.save(attemptId, 1, test.questions[0]!.id, optionIds(test, 0, 0))
        const first = await client.submit(attemptId)
        expect(first.status).toBe(200)
        expect(first.body.data).toMatchObject({ submittedBy: "learner", score: 1, total: 4 })
        await client.save(attemptId, 2, test.questions[2]!.id, optionIds(test, 2, 0)).then((late) => expect(late.status).toBe(409))
        const second = await client.submit(attemptId)
        expect(second.status).toBe(200)
        expect(second.body.data).toEqual(first.body.data)
      })

      it("answers the same result to two submits sent at once, scoring once", async () => {
        const { client, attemptId, test } = await openAttempt()
        await client.save(attemptId, 1, test.questions[0]!.id, optionIds(test, 0, 0))
        const [one, two] = await Promise.all([client.submit(attemptId), client.submit(attemptId)])
        expect([one.status, two.status]).toEqual([200, 200])
        expect(two.body.data).toEqual(one.body.data)
      })

      it("scores all-or-nothing per question, with section and objective breakdowns and a full review", async () => {
        const { client, attemptId, test } = await openAttempt()
        await client.save(attemptId, 1, test.questions[0]!.id, optionIds(test, 0, 0)) // single, right
        await client.save(attemptId, 2, test.questions[1]!.id, optionIds(test, 1, 0), true) // multiple, one of two: wrong
        await client.save(attemptId, 3, test.questions[3]!.id, optionIds(test, 3, 2, 0)) // multiple, both: right
        const submitted = await client.submit(attemptId)
        expect(submitted.body.data).toMatchObject({
          score: 2,
          total: 4,
          percentage: 50,
          passMarkPercent: 50,
          passed: true,
          answeredCount: 3,
          markedCount: 1,
          sections: [
            { name: "Section One", score: 1, total: 2, percentage: 50 },
            { name: "Section Two", score: 1, total: 2, percentage: 50 }
          ],
          objectives: [
            { key: "Objective Red", name: "Objective Red", score: 1, total: 2, percentage: 50 },
            { key: "Objective Blue", name: "Objective Blue", score: 1, total: 2, percentage: 50 }
          ]
        })
        const review = (await client.result(attemptId)).body.data
        expect(review.questions.map((question) => question.outcome)).toEqual(["correct", "wrong", "unanswered", "correct"])
        expect(review.questions[1]).toMatchObject({
          _id: test.questions[1]!.id,
          kind: "multiple",
          chosen: optionIds(test, 1, 0),
          correct: optionIds(test, 1, 0, 2),
          marked: true,
          explanation: `Why "Q2 multiple" takes both rights.`,
          objective: "Objective Blue"
        })
        expect(review.questions[2]).toMatchObject({ chosen: [], correct: optionIds(test, 2, 0), marked: false })
      })

      it("gives partial credit on multiple-answer questions where the test says so", async () => {
        const { client, attemptId, test } = await openAttempt("partial")
        await client.save(attemptId, 1, test.questions[1]!.id, optionIds(test, 1, 0)) // one of two rights: half
        await client.save(attemptId, 2, test.questions[3]!.id, optionIds(test, 3, 0, 1)) // a right and a wrong: nothing
        await client.save(attemptId, 3, test.questions[2]!.id, optionIds(test, 2, 1)) // single, wrong
        const result = (await client.submit(attemptId)).body.data
        expect(result).toMatchObject({ score: 0.5, total: 4, percentage: 12.5, passed: false })
        const review = (await client.result(attemptId)).body.data
        expect(review.questions.map((question) => question.outcome)).toEqual(["unanswered", "partlyCorrect", "wrong", "wrong"])
      })

      it("still answers the result to a submit after the grace, scored with what was saved", async () => {
        const { client, attemptId, test } = await openAttempt()
        await client.save(attemptId, 1, test.questions[0]!.id, optionIds(test, 0, 0))
        await letTimePass(server, attemptId, 600 + SUBMIT_GRACE_SECONDS + 30)
        const answer = await client.submit(attemptId)
        expect(answer.status).toBe(200)
        expect(answer.body.data).toMatchObject({ score: 1, submittedBy: "timeUp" })
      })
    })

    describe("the sweeper", () => {
      it("submits an abandoned attempt past its grace with what was saved, once", async () => {
        const { client, attemptId, test } = await openAttempt()
        const fresh = await openAttempt()
        await client.save(attemptId, 1, test.questions[0]!.id, optionIds(test, 0, 0))
        await client.save(attemptId, 2, test.questions[1]!.id, optionIds(test, 1, 0, 2))
        await letTimePass(server, attemptId, 600 + SUBMIT_GRACE_SECONDS + 1)
        expect(await server.run(sweepAttempts)).toBeGreaterThanOrEqual(1)
        expect(await attemptRow(attemptId)).toMatchObject({ status: "submitted", submitted_by: "server", score: 2 })
        expect((await attemptRow(fresh.attemptId)).status).toBe("ongoing")
        const [before] = await server.query<{ submitted_at: Date }>("SELECT submitted_at FROM attempts WHERE id = $1", [attemptId])
        expect(await server.run(sweepAttempts)).toBe(0)
        const [after] = await server.query<{ submitted_at: Date }>("SELECT submitted_at FROM attempts WHERE id = $1", [attemptId])
        expect(after).toEqual(before)
        expect((await client.result(attemptId)).body.data).toMatchObject({ score: 2, percentage: 50, submittedBy: "server" })
      })
    })

    describe("My Exams", () => {
      it("lists active and expired subscriptions with their counts and best result", async () => {
        const learner = await newLearner(server, "my-exams")
        const client = as(learner)
        const alpha = await subscribe(server, learner.userId, ALPHA)
        await subscribe(server, learner.userId, BETA)
        const expired = await subscribe(server, learner.userId, BETA, "expired")
        const started = await client.start(alpha, tests.timed.id)
        await client.save(started.body.data.attemptId, 1, tests.timed.questions[0]!.id, optionIds(tests.timed, 0, 0))
        await client.submit(started.body.data.attemptId)

        const active = await client.activeExams(1, 10)
        expect(active.status).toBe(200)
        expect(active.body.data).toMatchObject({ total: 2, page: 1, perPage: 10 })
        const alphaCard = active.body.data.docs.find((doc) => doc._id === alpha)
        expect(alphaCard).toMatchObject({
          examCode: ALPHA,
          examName: "Fixture Alpha Exam",
          vendor: "Fixture Vendor",
          status: "active",
          packageName: null,
          testCount: 5,
          attemptCount: 1,
          bestPercentage: 25
        })
        const expiredPage = await client.expiredExams(1, 10)
        expect(expiredPage.body.data.total).toBe(1)
        expect(expiredPage.body.data.docs[0]).toMatchObject({ _id: expired, status: "expired", examCode: BETA, attemptCount: 0, bestPercentage: null })

        const second = await client.activeExams(2, 1)
        expect(second.body.data.docs).toHaveLength(1)
        expect(second.body.data.docs[0]!._id).not.toBe((await client.activeExams(1, 1)).body.data.docs[0]!._id)
        expect((await client.activeExams(3, 1)).body.data).toMatchObject({ docs: [], total: 2 })
      })

      it("answers 400 for paging out of bounds", async () => {
        const client = as(await newLearner(server))
        const page0 = await client.activeExams(0, 10)
        expect(page0.status).toBe(400)
        expect(page0.body.message).toBe(PAGE_MESSAGE)
        expect((await client.expiredExams(1.5, 10)).status).toBe(400)
        for (const perPage of [0, 101]) {
          const answer = await client.expiredExams(1, perPage)
          expect(answer.status).toBe(400)
          expect(answer.body.message).toBe(PER_PAGE_MESSAGE)
        }
      })

      it("shows a subscription's tests with their rules, sections and the learner's attempts, newest first", async () => {
        const { client, subscId, attemptId } = await openAttempt()
        await client.submit(attemptId)
        const second = await client.start(subscId, tests.timed.id)
        expect(second.body.data.resumed).toBe(false)
        const detail = await client.subscription(subscId)
        expect(detail.status).toBe(200)
        expect(detail.body.data.subscription).toMatchObject({ _id: subscId, attemptCount: 2, testCount: 5 })
        const timed = detail.body.data.tests.find((test) => test._id === tests.timed.id)
        expect(timed).toMatchObject({
          name: TESTS.timed,
          durationMinutes: 10,
          questionCount: 4,
          passMarkPercent: 50,
          pauseAllowed: true,
          maxAttempts: null,
          scoring: "allOrNothing",
          sections: [
            { name: "Section One", questionCount: 2 },
            { name: "Section Two", questionCount: 2 }
          ]
        })
        expect(timed!.attempts.map((attempt) => [attempt._id, attempt.status])).toEqual([
          [second.body.data.attemptId, "ongoing"],
          [attemptId, "submitted"]
        ])
        expect(detail.body.data.tests.find((test) => test.name === TESTS.noPause)).toMatchObject({ pauseAllowed: false })
        expect(detail.body.data.tests.find((test) => test.name === TESTS.once)).toMatchObject({ maxAttempts: 1 })
        expect(detail.body.data.tests.find((test) => test.name === TESTS.empty)).toMatchObject({ sections: [], attempts: [] })
      })

      it("gives the demo learner active and expired demo subscriptions to exams with real questions", async () => {
        const [demo] = await server.query<{ id: string }>("SELECT id FROM users WHERE lower(email) = lower($1)", [DEMO_LEARNER.email])
        const client = as({ userId: demo!.id, token: await tokenFor(server, demo!.id) })
        const active = (await client.activeExams(1, 20)).body.data
        const expired = (await client.expiredExams(1, 20)).body.data
        expect(active.total).toBe(4)
        expect(expired.total).toBe(2)
        for (const subscription of active.docs) {
          const detail = (await client.subscription(subscription._id)).body.data
          const withQuestions = detail.tests.filter((test) => test.sections.length >= 2)
          expect(withQuestions.length).toBeGreaterThanOrEqual(1)
          for (const test of withQuestions) {
            expect(test.sections.reduce((sum, section) => sum + section.questionCount, 0)).toBe(test.questionCount)
          }
        }
        expect(active.docs.every((doc) => Date.parse(doc.expiresAt) - Date.now() > 170 * 86_400_000)).toBe(true)
      })
    })
  })
