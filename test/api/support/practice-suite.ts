/**
 * The API tests of practice mode, practice sets from a learner's mistakes
 * and the time spent per question, written once and run against
 * each database (PGlite and the PostgreSQL server), over the attempt tests'
 * own catalog (attempts-fixture.ts: four questions, two sections, two
 * objectives — Red: q1, q3; Blue: q2, q4).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AnswerFeedback, AttemptData, AttemptResult, AttemptReview, SubscriptionDetail } from "../../../src/api/attempt/attempt.ts"
import { SUBMIT_GRACE_SECONDS } from "../../../src/domain/attempt/attempt-clock.ts"
import * as Messages from "../../../server/attempt/attempt-messages.ts"
import { sweepAttempts } from "../../../server/attempt/sweeper.ts"
import { ALPHA, type FixtureTest, fixtureTest, type Learner, letTimePass, loadFixture, newLearner, subscribe, TESTS } from "./attempts-fixture.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const API = "/api/v1/u"

interface Answer<T> {
  readonly status: number
  readonly body: T & { readonly _tag?: string; readonly message?: string }
}

type Started = { message: string; data: { attemptId: string; resumed: boolean } }

export const describePractice = (label: string, database: () => TestDatabase) =>
  describe(`practice mode, practice sets and time per question on ${label}`, () => {
    let server: TestServer
    let timed: FixtureTest
    let once: FixtureTest
    let noPractice: FixtureTest

    beforeAll(async () => {
      server = await startTestServer(database(), { attemptSweepSeconds: 3600 })
      await loadFixture(server)
      timed = await fixtureTest(server, ALPHA, TESTS.timed)
      once = await fixtureTest(server, ALPHA, TESTS.once)
      noPractice = await fixtureTest(server, ALPHA, TESTS.noPause)
      // One test of the fixture that its author keeps out of practice mode.
      await server.query("UPDATE practice_tests SET practice_allowed = false WHERE id = $1", [noPractice.id])
    })
    afterAll(async () => {
      await server?.close()
    })

    const call = async <T>(method: string, path: string, token: string, body?: unknown): Promise<Answer<T>> => {
      const headers: Record<string, string> = { "x-access-token": token }
      if (body !== undefined) headers["content-type"] = "application/json"
      const response = await fetch(server.baseUrl + API + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
      const text = await response.text()
      return { status: response.status, body: (text === "" ? {} : JSON.parse(text)) as Answer<T>["body"] }
    }

    const as = (learner: Learner) => ({
      start: (body: Record<string, unknown>) => call<Started>("POST", "/attempts/start", learner.token, body),
      attempt: (attemptId: string) => call<{ data: AttemptData }>("GET", `/attempts/${attemptId}`, learner.token),
      save: (attemptId: string, body: { seq: number; qsnId: string; answer: ReadonlyArray<string>; marked?: boolean; spentMs?: number }) =>
        call<{ data: { applied: boolean; lastSeq: number; remainingSeconds: number } }>("POST", `/attempts/${attemptId}/save`, learner.token, {
          marked: false,
          ...body
        }),
      check: (attemptId: string, qsnId: string) => call<{ data: AnswerFeedback }>("POST", `/attempts/${attemptId}/check`, learner.token, { qsnId }),
      pause: (attemptId: string) => call<{ message: string }>("POST", `/attempts/${attemptId}/pause`, learner.token),
      submit: (attemptId: string) => call<{ data: AttemptResult }>("POST", `/attempts/${attemptId}/submit`, learner.token),
      result: (attemptId: string) => call<{ data: AttemptReview }>("GET", `/attempts/${attemptId}/result`, learner.token),
      subscription: (subscId: string) => call<{ data: SubscriptionDetail }>("GET", `/exams/subscription/${subscId}`, learner.token)
    })

    const option = (test: FixtureTest, question: number, ...indexes: Array<number>) => indexes.map((index) => test.questions[question]!.options[index]!.id)

    const qsn = (test: FixtureTest, question: number) => test.questions[question]!.id

    /** A new learner with an active subscription to the alpha exam. */
    const learnerWithExam = async (label = "practice") => {
      const learner = await newLearner(server, label)
      const subscId = await subscribe(server, learner.userId, ALPHA)
      return { learner, client: as(learner), subscId }
    }

    const started = (answer: Answer<Started>) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return answer.body.data.attemptId
    }

    const testOf = (detail: SubscriptionDetail, test: FixtureTest) => detail.tests.find((each) => each._id === test.id)!

    describe("practice mode", () => {
      it("starts beside the exam attempt: its own open attempt, no timer to pause, no answers shown", async () => {
        const { client, subscId } = await learnerWithExam()
        const exam = started(await client.start({ subscId, testId: timed.id }))
        const practiceStart = await client.start({ subscId, testId: timed.id, mode: "practice" })
        expect(practiceStart.body.message).toBe(Messages.PRACTICE_STARTED)
        const practice = started(practiceStart)
        expect(practice).not.toBe(exam)
        // Each mode resumes its own.
        expect((await client.start({ subscId, testId: timed.id, mode: "practice" })).body).toMatchObject({
          message: Messages.PRACTICE_RESUMED,
          data: { attemptId: practice, resumed: true }
        })
        expect((await client.start({ subscId, testId: timed.id })).body.data).toEqual({ attemptId: exam, resumed: true })

        const data = (await client.attempt(practice)).body.data
        expect(data).toMatchObject({ mode: "practice", pauseAllowed: false, durationSeconds: 600, remainingSeconds: 600, checked: [] })
        expect(JSON.stringify(data)).not.toMatch(/explanation|objective|"correct"/)
        expect((await client.attempt(exam)).body.data).toMatchObject({ mode: "exam", pauseAllowed: true, checked: [] })
        const pause = await client.pause(practice)
        expect(pause.status).toBe(409)
        expect(pause.body.message).toBe(Messages.PRACTICE_HAS_NO_TIMER)
      })

      it("is refused where the test does not allow it, and on an expired subscription", async () => {
        const { client, subscId } = await learnerWithExam()
        const refused = await client.start({ subscId, testId: noPractice.id, mode: "practice" })
        expect(refused.status).toBe(409)
        expect(refused.body.message).toBe(Messages.PRACTICE_NOT_ALLOWED)
        const detail = (await client.subscription(subscId)).body.data
        expect(testOf(detail, noPractice).practiceAllowed).toBe(false)
        expect(testOf(detail, timed).practiceAllowed).toBe(true)

        const learner = await newLearner(server, "expired-practice")
        const expired = await subscribe(server, learner.userId, ALPHA, "expired")
        const late = await as(learner).start({ subscId: expired, testId: timed.id, mode: "practice" })
        expect(late.status).toBe(409)
        expect(late.body.message).toBe(Messages.ACCESS_EXPIRED)
      })

      it("reveals an answer only once it is locked, then refuses to change it", async () => {
        const { client, subscId } = await learnerWithExam()
        const attemptId = started(await client.start({ subscId, testId: timed.id, mode: "practice" }))
        const unanswered = await client.check(attemptId, qsn(timed, 1))
        expect(unanswered.status).toBe(400)
        expect(unanswered.body.message).toBe(Messages.CHECK_UNANSWERED)
        expect(JSON.stringify(unanswered.body)).not.toMatch(/explanation|correct/i)

        expect((await client.save(attemptId, { seq: 1, qsnId: qsn(timed, 1), answer: option(timed, 1, 0) })).status).toBe(200)
        expect((await client.save(attemptId, { seq: 2, qsnId: qsn(timed, 0), answer: option(timed, 0, 0) })).status).toBe(200)
        const [before] = await server.query<{ checked_at: Date | null }>("SELECT checked_at FROM attempt_answers WHERE attempt_id = $1 AND question_id = $2", [
          attemptId,
          qsn(timed, 1)
        ])
        expect(before!.checked_at).toBeNull()
        // Nothing of the answer before the check.
        expect((await client.attempt(attemptId)).body.data.checked).toEqual([])

        const checked = await client.check(attemptId, qsn(timed, 1))
        expect(checked.status).toBe(200)
        expect(checked.body.data).toEqual({
          qsnId: qsn(timed, 1),
          outcome: "wrong",
          correct: option(timed, 1, 0, 2),
          explanation: `Why "Q2 multiple" takes both rights.`
        })
        const [after] = await server.query<{ checked_at: Date | null }>("SELECT checked_at FROM attempt_answers WHERE attempt_id = $1 AND question_id = $2", [
          attemptId,
          qsn(timed, 1)
        ])
        expect(after!.checked_at).not.toBeNull()
        // A second check answers the same, and the lock holds.
        expect((await client.check(attemptId, qsn(timed, 1))).body.data).toEqual(checked.body.data)
        const change = await client.save(attemptId, { seq: 3, qsnId: qsn(timed, 1), answer: option(timed, 1, 0, 2) })
        expect(change.status).toBe(400)
        expect(change.body.message).toBe(Messages.ANSWER_LOCKED)
        const mark = await client.save(attemptId, { seq: 4, qsnId: qsn(timed, 1), answer: option(timed, 1, 0), marked: true })
        expect(mark.body.message).toBe(Messages.ANSWER_LOCKED)

        // Resuming shows the feedback of the checked question only (question 1 is answered, not checked).
        const resumed = (await client.attempt(attemptId)).body.data
        expect(resumed.checked).toEqual([checked.body.data])
        expect(resumed.answers.find((each) => each.qsnId === qsn(timed, 1))).toEqual({ qsnId: qsn(timed, 1), answer: option(timed, 1, 0), marked: false })
        // The unchecked question can still change.
        expect((await client.save(attemptId, { seq: 5, qsnId: qsn(timed, 0), answer: option(timed, 0, 1) })).status).toBe(200)
      })

      it("never answers a check in exam mode, nor for a question outside the attempt, nor after the submit", async () => {
        const { client, subscId } = await learnerWithExam()
        const exam = started(await client.start({ subscId, testId: timed.id }))
        await client.save(exam, { seq: 1, qsnId: qsn(timed, 0), answer: option(timed, 0, 1) })
        const refused = await client.check(exam, qsn(timed, 0))
        expect(refused.status).toBe(409)
        expect(refused.body.message).toBe(Messages.CHECK_IN_PRACTICE_ONLY)
        expect(JSON.stringify(refused.body)).not.toMatch(/explanation|"correct"/)
        const [row] = await server.query<{ checked_at: Date | null }>("SELECT checked_at FROM attempt_answers WHERE attempt_id = $1", [exam])
        expect(row!.checked_at).toBeNull()
        // The exam answer can still change.
        expect((await client.save(exam, { seq: 2, qsnId: qsn(timed, 0), answer: option(timed, 0, 0) })).body.data.applied).toBe(true)

        const practice = started(await client.start({ subscId, testId: timed.id, mode: "practice" }))
        const beta = await fixtureTest(server, "FIX-BETA-202", TESTS.beta)
        const elsewhere = await client.check(practice, qsn(beta, 0))
        expect(elsewhere.status).toBe(400)
        expect(elsewhere.body.message).toBe(Messages.QUESTION_NOT_IN_TEST)
        await client.save(practice, { seq: 1, qsnId: qsn(timed, 2), answer: option(timed, 2, 0) })
        await client.submit(practice)
        const closed = await client.check(practice, qsn(timed, 2))
        expect(closed.status).toBe(409)
        expect(closed.body.message).toBe(Messages.ALREADY_SUBMITTED)

        // Another learner's practice is not found, checked or not.
        const intruder = as(await newLearner(server, "intruder"))
        const stranger = await intruder.check(practice, qsn(timed, 2))
        expect(stranger.status).toBe(404)
        expect(stranger.body.message).toBe(Messages.ATTEMPT_NOT_FOUND)
      })

      it("is never submitted for time: the sweeper leaves it, saves still go, the time is still recorded", async () => {
        const { client, subscId } = await learnerWithExam()
        const practice = started(await client.start({ subscId, testId: timed.id, mode: "practice" }))
        await letTimePass(server, practice, 600 + SUBMIT_GRACE_SECONDS + 120)
        await server.run(sweepAttempts)
        expect((await client.attempt(practice)).body.data).toMatchObject({ status: "ongoing", remainingSeconds: 600 })
        const save = await client.save(practice, { seq: 1, qsnId: qsn(timed, 0), answer: option(timed, 0, 0), spentMs: 4000 })
        expect(save.status).toBe(200)
        expect(save.body.data).toMatchObject({ applied: true, remainingSeconds: 600 })
        expect((await client.start({ subscId, testId: timed.id, mode: "practice" })).body.data).toEqual({ attemptId: practice, resumed: true })
        const result = (await client.submit(practice)).body.data
        expect(result).toMatchObject({ mode: "practice", submittedBy: "learner", score: 1 })
        const review = (await client.result(practice)).body.data
        expect(review.mode).toBe("practice")
        expect(review.questions.find((each) => each._id === qsn(timed, 0))?.spentMs).toBe(4000)
      })

      it("never counts toward exam results: not in the best percentage, not against the attempts allowed", async () => {
        const { client, subscId } = await learnerWithExam()
        // Two practices of the single-attempt test, both full marks.
        for (let round = 0; round < 2; round += 1) {
          const practice = started(await client.start({ subscId, testId: once.id, mode: "practice" }))
          for (const [index, answer] of [
            [0, [0]],
            [1, [0, 2]],
            [2, [0]],
            [3, [0, 2]]
          ] as const) {
            await client.save(practice, { seq: index + 1, qsnId: qsn(once, index), answer: option(once, index, ...answer) })
          }
          expect((await client.submit(practice)).body.data).toMatchObject({ mode: "practice", percentage: 100 })
        }
        let detail = (await client.subscription(subscId)).body.data
        expect(detail.subscription).toMatchObject({ attemptCount: 0, bestPercentage: null })

        // The one exam attempt is still there to take.
        const exam = started(await client.start({ subscId, testId: once.id }))
        await client.save(exam, { seq: 1, qsnId: qsn(once, 0), answer: option(once, 0, 0) })
        expect((await client.submit(exam)).body.data).toMatchObject({ mode: "exam", percentage: 25 })
        const usedUp = await client.start({ subscId, testId: once.id })
        expect(usedUp.status).toBe(409)
        expect(usedUp.body.message).toBe(Messages.attemptsUsedUp(1))
        // Practice goes on after the exam attempts are used up.
        expect((await client.start({ subscId, testId: once.id, mode: "practice" })).status).toBe(200)

        detail = (await client.subscription(subscId)).body.data
        expect(detail.subscription).toMatchObject({ attemptCount: 1, bestPercentage: 25 })
        const attempts = testOf(detail, once).attempts
        expect(attempts.map((attempt) => attempt.mode).sort()).toEqual(["exam", "practice", "practice", "practice"])
        expect(attempts.find((attempt) => attempt._id === exam)).toMatchObject({ mode: "exam", percentage: 25 })
      })
    })

    describe("practice from your mistakes", () => {
      /** Submits an exam attempt of the timed test: q1 right, q2 wrong, q3 unanswered, q4 right but marked. */
      const submitWithMistakes = async (client: ReturnType<typeof as>, subscId: string) => {
        const exam = started(await client.start({ subscId, testId: timed.id }))
        await client.save(exam, { seq: 1, qsnId: qsn(timed, 0), answer: option(timed, 0, 0) })
        await client.save(exam, { seq: 2, qsnId: qsn(timed, 1), answer: option(timed, 1, 1) })
        await client.save(exam, { seq: 3, qsnId: qsn(timed, 3), answer: option(timed, 3, 0, 2), marked: true })
        expect((await client.submit(exam)).status).toBe(200)
        return exam
      }

      it("counts the learner's wrong, unanswered and marked questions per objective, and none for a newcomer", async () => {
        const { client, subscId } = await learnerWithExam("mistakes")
        expect(testOf((await client.subscription(subscId)).body.data, timed).mistakes).toEqual({ total: 0, objectives: [] })
        const none = await client.start({ subscId, testId: timed.id, mode: "practice", set: { source: "mistakes" } })
        expect(none.status).toBe(409)
        expect(none.body.message).toBe(Messages.NO_MISTAKES)

        await submitWithMistakes(client, subscId)
        // An attempt still open counts for nothing.
        const open = started(await client.start({ subscId, testId: timed.id }))
        await client.save(open, { seq: 1, qsnId: qsn(timed, 1), answer: option(timed, 1, 0, 2) })
        expect(testOf((await client.subscription(subscId)).body.data, timed).mistakes).toEqual({
          total: 3,
          objectives: [
            { objective: "Objective Blue", count: 2 },
            { objective: "Objective Red", count: 1 }
          ]
        })
      })

      it("starts a practice of exactly the chosen mistakes: by size, by objective, never a list from the browser", async () => {
        const { client, subscId } = await learnerWithExam("mistakes")
        await submitWithMistakes(client, subscId)
        const set = started(await client.start({ subscId, testId: timed.id, mode: "practice", set: { source: "mistakes", size: 2 } }))
        const data = (await client.attempt(set)).body.data
        expect(data.mode).toBe("practice")
        expect(data.sections.flatMap((section) => section.questions.map((question) => question._id))).toEqual([qsn(timed, 1), qsn(timed, 2)])
        const [row] = await server.query<{ question_ids: ReadonlyArray<string> }>("SELECT question_ids FROM attempts WHERE id = $1", [set])
        expect(row!.question_ids).toEqual([qsn(timed, 1), qsn(timed, 2)])
        // A question outside the set is not part of this attempt.
        const outside = await client.save(set, { seq: 1, qsnId: qsn(timed, 0), answer: option(timed, 0, 0) })
        expect(outside.status).toBe(400)
        expect(outside.body.message).toBe(Messages.QUESTION_NOT_IN_TEST)
        expect((await client.check(set, qsn(timed, 3))).body.message).toBe(Messages.QUESTION_NOT_IN_TEST)
        expect((await client.submit(set)).body.data).toMatchObject({ total: 2, mode: "practice" })

        const red = started(await client.start({ subscId, testId: timed.id, mode: "practice", set: { source: "mistakes", objective: "Objective Red" } }))
        expect((await client.attempt(red)).body.data.sections.flatMap((section) => section.questions.map((question) => question._id))).toEqual([qsn(timed, 2)])
        await client.submit(red)
        const nowhere = await client.start({ subscId, testId: timed.id, mode: "practice", set: { source: "mistakes", objective: "Objective Green" } })
        expect(nowhere.status).toBe(409)
        expect(nowhere.body.message).toBe(Messages.NO_MISTAKES_IN_OBJECTIVE)

        // A list of ids from the browser is not read: the set is still the learner's mistakes (q1 was answered right).
        const listed = started(await client.start({ subscId, testId: timed.id, mode: "practice", set: { source: "mistakes", questionIds: [qsn(timed, 0)] } }))
        expect((await client.attempt(listed)).body.data.sections.flatMap((section) => section.questions.map((question) => question._id))).toEqual([
          qsn(timed, 1),
          qsn(timed, 2),
          qsn(timed, 3)
        ])
        await client.submit(listed)
        const examSet = await client.start({ subscId, testId: timed.id, set: { source: "mistakes" } })
        expect(examSet.status).toBe(400)
        expect(examSet.body.message).toBe(Messages.SET_NEEDS_PRACTICE)
      })

      it("drops a question answered right later, and keeps each learner's mistakes their own", async () => {
        const mine = await learnerWithExam("mine")
        const theirs = await learnerWithExam("theirs")
        await submitWithMistakes(mine.client, mine.subscId)
        // The other learner got everything right but q3.
        const exam = started(await theirs.client.start({ subscId: theirs.subscId, testId: timed.id }))
        for (const [index, answer] of [
          [0, [0]],
          [1, [0, 2]],
          [2, [1]],
          [3, [0, 2]]
        ] as const) {
          await theirs.client.save(exam, { seq: index + 1, qsnId: qsn(timed, index), answer: option(timed, index, ...answer) })
        }
        await theirs.client.submit(exam)
        expect(testOf((await theirs.client.subscription(theirs.subscId)).body.data, timed).mistakes.total).toBe(1)
        const theirSet = started(await theirs.client.start({ subscId: theirs.subscId, testId: timed.id, mode: "practice", set: { source: "mistakes" } }))
        expect((await theirs.client.attempt(theirSet)).body.data.sections.flatMap((section) => section.questions.map((question) => question._id))).toEqual([
          qsn(timed, 2)
        ])

        // Mine: q2 answered right in a practice set, checked and submitted: it drops out; q3 (unanswered again) stays.
        const set = started(await mine.client.start({ subscId: mine.subscId, testId: timed.id, mode: "practice", set: { source: "mistakes" } }))
        await mine.client.save(set, { seq: 1, qsnId: qsn(timed, 1), answer: option(timed, 1, 0, 2) })
        expect((await mine.client.check(set, qsn(timed, 1))).body.data.outcome).toBe("correct")
        await mine.client.save(set, { seq: 2, qsnId: qsn(timed, 3), answer: option(timed, 3, 0, 2) })
        await mine.client.submit(set)
        expect(testOf((await mine.client.subscription(mine.subscId)).body.data, timed).mistakes).toEqual({
          total: 1,
          objectives: [{ objective: "Objective Red", count: 1 }]
        })
        // The other learner's count did not move with mine.
        expect(testOf((await theirs.client.subscription(theirs.subscId)).body.data, timed).mistakes.total).toBe(1)
      })
    })

    describe("time per question", () => {
      const spentOf = async (attemptId: string, qsnId: string) => {
        const [row] = await server.query<{ spent_ms: string | number }>("SELECT spent_ms FROM attempt_answers WHERE attempt_id = $1 AND question_id = $2", [
          attemptId,
          qsnId
        ])
        return Number(row!.spent_ms)
      }

      it("adds each save's time once per save number, in the save's one statement", async () => {
        const { client, subscId } = await learnerWithExam("pacing")
        const attemptId = started(await client.start({ subscId, testId: timed.id }))
        const question = qsn(timed, 0)
        await client.save(attemptId, { seq: 1, qsnId: question, answer: option(timed, 0, 1), spentMs: 5000 })
        expect(await spentOf(attemptId, question)).toBe(5000)
        // The same save replayed adds nothing; an older one neither.
        expect((await client.save(attemptId, { seq: 1, qsnId: question, answer: option(timed, 0, 1), spentMs: 5000 })).body.data.applied).toBe(false)
        expect(await spentOf(attemptId, question)).toBe(5000)
        await client.save(attemptId, { seq: 3, qsnId: question, answer: option(timed, 0, 0), spentMs: 3000 })
        await client.save(attemptId, { seq: 2, qsnId: question, answer: option(timed, 0, 2), spentMs: 9000 })
        expect(await spentOf(attemptId, question)).toBe(8000)
        // Without the field a save adds nothing; more than the whole test counts as the whole test.
        await client.save(attemptId, { seq: 4, qsnId: qsn(timed, 1), answer: option(timed, 1, 0) })
        expect(await spentOf(attemptId, qsn(timed, 1))).toBe(0)
        await client.save(attemptId, { seq: 5, qsnId: qsn(timed, 2), answer: option(timed, 2, 0), spentMs: 3_600_000 })
        expect(await spentOf(attemptId, qsn(timed, 2))).toBe(600_000)
        // Out of the contract's bounds: refused before anything is written.
        for (const spentMs of [-1, 1.5, 6 * 3_600_000 + 1]) {
          const bad = await client.save(attemptId, { seq: 6, qsnId: qsn(timed, 3), answer: option(timed, 3, 0), spentMs })
          expect(bad.status).toBe(400)
        }

        await client.submit(attemptId)
        const review = (await client.result(attemptId)).body.data
        expect(review.questions.map((each) => each.spentMs)).toEqual([8000, 0, 600_000, 0])
      })

      it("still reads a result frozen before the time was recorded, as 0", async () => {
        const { client, subscId } = await learnerWithExam("older")
        const attemptId = started(await client.start({ subscId, testId: timed.id }))
        await client.save(attemptId, { seq: 1, qsnId: qsn(timed, 0), answer: option(timed, 0, 0), spentMs: 2000 })
        await client.submit(attemptId)
        // As an attempt submitted before time per question was recorded stored it: no spentMs in the frozen review.
        await server.query(
          `UPDATE attempts SET result = jsonb_set(result, '{questions}',
             (SELECT jsonb_agg(q - 'spentMs') FROM jsonb_array_elements(result->'questions') q))
           WHERE id = $1`,
          [attemptId]
        )
        const review = await client.result(attemptId)
        expect(review.status).toBe(200)
        expect(review.body.data.questions.map((each) => each.spentMs)).toEqual([0, 0, 0, 0])
      })
    })
  })
