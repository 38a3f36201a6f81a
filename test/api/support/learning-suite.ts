/**
 * The API tests of the spaced review, readiness per objective and pacing,
 * written once and run against each database (PGlite and the
 * PostgreSQL server), over the attempt tests' own catalog
 * (attempts-fixture.ts: the timed test has 4 questions, 10 minutes, pass
 * mark 50; Section One = q1 single Red, q2 multiple Blue; Section Two =
 * q3 single Red, q4 multiple Blue).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AttemptResult } from "../../../src/api/attempt/attempt.ts"
import type { Pacing, Readiness, ReviewOutcome, ReviewSession, ReviewSummary } from "../../../src/api/learning/learning.ts"
import * as Messages from "../../../server/learning/learning-messages.ts"
import { ALPHA, type FixtureTest, fixtureTest, type Learner, loadFixture, newLearner, subscribe, TESTS } from "./attempts-fixture.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const API = "/api/v1/u"

interface Answer<T> {
  readonly status: number
  readonly body: T & { readonly _tag?: string; readonly message?: string }
}

/**
 * An offset from UTC that puts the learner's clock near midday, so a card
 * due in ten minutes is "today" and one due in a day "tomorrow" whenever
 * the suite runs.
 */
const middayOffset = () => {
  const now = new Date()
  return Math.round((720 - (now.getUTCHours() * 60 + now.getUTCMinutes())) / 60) * 60
}

export const describeLearning = (label: string, database: () => TestDatabase) =>
  describe(`spaced review, readiness and pacing on ${label}`, () => {
    let server: TestServer
    let timed: FixtureTest

    beforeAll(async () => {
      server = await startTestServer(database(), { attemptSweepSeconds: 3600 })
      await loadFixture(server)
      timed = await fixtureTest(server, ALPHA, TESTS.timed)
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
      start: (body: Record<string, unknown>) => call<{ data: { attemptId: string } }>("POST", "/attempts/start", learner.token, body),
      save: (attemptId: string, body: { seq: number; qsnId: string; answer: ReadonlyArray<string>; marked?: boolean; spentMs?: number }) =>
        call("POST", `/attempts/${attemptId}/save`, learner.token, { marked: false, ...body }),
      submit: (attemptId: string) => call<{ data: AttemptResult }>("POST", `/attempts/${attemptId}/submit`, learner.token),
      summary: (subscId: string) =>
        call<{ data: ReviewSummary }>("POST", "/learning/reviews/summary", learner.token, { subscId, utcOffsetMinutes: middayOffset() }),
      session: (subscId: string) =>
        call<{ data: ReviewSession }>("POST", "/learning/reviews/session", learner.token, { subscId, utcOffsetMinutes: middayOffset() }),
      answer: (body: { subscId: string; qsnId: string; answer: ReadonlyArray<string>; version: number }) =>
        call<{ data: ReviewOutcome }>("POST", "/learning/reviews/answer", learner.token, body),
      readiness: (subscId: string) => call<{ data: Readiness }>("GET", `/learning/readiness/${subscId}`, learner.token),
      pacing: (attemptId: string) => call<{ data: Pacing }>("GET", `/learning/pacing/${attemptId}`, learner.token)
    })

    const option = (question: number, ...indexes: Array<number>) => indexes.map((index) => timed.questions[question]!.options[index]!.id)
    const qsn = (question: number) => timed.questions[question]!.id

    const learnerWithExam = async (label = "learning") => {
      const learner = await newLearner(server, label)
      const subscId = await subscribe(server, learner.userId, ALPHA)
      return { learner, client: as(learner), subscId }
    }

    /**
     * An exam attempt of the timed test, submitted: q1 right (30 s), q2 wrong
     * (200 s), q3 right but marked (20 s), q4 never answered.
     */
    const submitWithMisses = async (client: ReturnType<typeof as>, subscId: string) => {
      const started = await client.start({ subscId, testId: timed.id })
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      const attemptId = started.body.data.attemptId
      await client.save(attemptId, { seq: 1, qsnId: qsn(0), answer: option(0, 0), spentMs: 30_000 })
      await client.save(attemptId, { seq: 2, qsnId: qsn(1), answer: option(1, 1), spentMs: 200_000 })
      await client.save(attemptId, { seq: 3, qsnId: qsn(2), answer: option(2, 0), marked: true, spentMs: 20_000 })
      const submitted = await client.submit(attemptId)
      expect(submitted.status).toBe(200)
      return attemptId
    }

    const cardsOf = (userId: string) =>
      server.query<{ question_id: string; reps: number; state: number; due: Date }>(
        "SELECT question_id, reps, state, due FROM review_cards WHERE user_id = $1 ORDER BY question_id",
        [userId]
      )

    describe("the review schedule", () => {
      it("takes in a submitted attempt's missed and marked questions once, however often it is submitted", async () => {
        const { learner, client, subscId } = await learnerWithExam()
        const before = (await client.summary(subscId)).body.data
        expect(before).toEqual({ active: true, dueToday: 0, dueTomorrow: 0, scheduled: 0 })

        const attemptId = await submitWithMisses(client, subscId)
        const cards = await cardsOf(learner.userId)
        // q2 wrong, q3 marked, q4 unanswered: new cards rated Again once, due after the 10-minute step.
        expect(cards.map((card) => card.question_id).sort()).toEqual([qsn(1), qsn(2), qsn(3)].sort())
        expect(cards.every((card) => card.reps === 1 && card.state === 1)).toBe(true)
        expect((await client.summary(subscId)).body.data).toEqual({ active: true, dueToday: 3, dueTomorrow: 0, scheduled: 3 })

        // Submitting again answers the same result and rates nothing twice.
        expect((await client.submit(attemptId)).status).toBe(200)
        expect(await cardsOf(learner.userId)).toEqual(cards)
      })

      it("shows a question without its answer, reveals it only when answered, and moves its due date", async () => {
        const { learner, client, subscId } = await learnerWithExam()
        await submitWithMisses(client, subscId)
        const session = await client.session(subscId)
        expect(session.status).toBe(200)
        expect(session.body.data.dueToday).toBe(3)
        expect(session.body.data.cards.map((card) => card.qsnId).sort()).toEqual([qsn(1), qsn(2), qsn(3)].sort())
        // Nothing of the answer before answering.
        expect(JSON.stringify(session.body)).not.toMatch(/explanation|"correct"|is_correct/)
        const q2 = session.body.data.cards.find((card) => card.qsnId === qsn(1))!
        expect(q2).toMatchObject({ kind: "multiple", objective: "Objective Blue", version: 1 })
        expect(q2.options.map((each) => each._id)).toEqual(timed.questions[1]!.options.map((each) => each.id))

        const [dueBefore] = await server.query<{ due: Date }>("SELECT due FROM review_cards WHERE user_id = $1 AND question_id = $2", [learner.userId, qsn(1)])
        const right = await client.answer({ subscId, qsnId: qsn(1), answer: option(1, 0, 2), version: 1 })
        expect(right.status).toBe(200)
        expect(right.body.data).toMatchObject({
          qsnId: qsn(1),
          outcome: "correct",
          correct: option(1, 0, 2),
          explanation: `Why "Q2 multiple" takes both rights.`,
          rating: "good"
        })
        // Good graduates the card to days.
        expect(right.body.data.nextReviewInSeconds).toBeGreaterThanOrEqual(86_400 - 60)
        const [dueAfter] = await server.query<{ due: Date; reps: number }>("SELECT due, reps FROM review_cards WHERE user_id = $1 AND question_id = $2", [
          learner.userId,
          qsn(1)
        ])
        // It was due ten minutes after the submit; answered right at once, it is due a day after the answer.
        expect(new Date(dueAfter!.due).getTime()).toBeGreaterThan(new Date(dueBefore!.due).getTime() + 86_400_000 - 11 * 60_000)
        expect(new Date(dueAfter!.due).toISOString()).toBe(right.body.data.dueAt)
        expect(dueAfter!.reps).toBe(2)

        // The same showing is rated once.
        const again = await client.answer({ subscId, qsnId: qsn(1), answer: option(1, 0, 2), version: 1 })
        expect(again.status).toBe(409)
        expect(again.body.message).toBe(Messages.ALREADY_REVIEWED)

        // Wrong: Again, back after the 10-minute step; partly right (no partial credit in this test: wrong) too.
        const wrong = await client.answer({ subscId, qsnId: qsn(3), answer: option(3, 1), version: 1 })
        expect(wrong.body.data).toMatchObject({ outcome: "wrong", rating: "again", nextReviewInSeconds: 600, correct: option(3, 0, 2) })
        // "I don't know" is rated as wrong.
        const unknown = await client.answer({ subscId, qsnId: qsn(2), answer: [], version: 1 })
        expect(unknown.body.data).toMatchObject({ outcome: "unanswered", rating: "again" })

        expect((await client.summary(subscId)).body.data).toEqual({ active: true, dueToday: 2, dueTomorrow: 1, scheduled: 3 })
      })

      it("refuses an answer that is not one of the question's options, or two for a single-answer question", async () => {
        const { client, subscId } = await learnerWithExam()
        await submitWithMisses(client, subscId)
        const foreign = await client.answer({ subscId, qsnId: qsn(3), answer: option(0, 0), version: 1 })
        expect(foreign.status).toBe(400)
        expect(foreign.body.message).toBe(Messages.OPTION_NOT_IN_QUESTION)
        const two = await client.answer({ subscId, qsnId: qsn(2), answer: option(2, 0, 1), version: 1 })
        expect(two.status).toBe(400)
        expect(two.body.message).toBe(Messages.SINGLE_ANSWER_ONLY)
        expect(JSON.stringify([foreign.body, two.body])).not.toMatch(/explanation|"correct"/)
        const offset = await call("POST", "/learning/reviews/summary", (await newLearner(server)).token, { subscId, utcOffsetMinutes: 900 })
        expect(offset.status).toBe(400)
      })

      it("rates a scheduled question Good when a later attempt answers it right", async () => {
        const { learner, client, subscId } = await learnerWithExam()
        await submitWithMisses(client, subscId)
        // A practice set of the mistakes (q2, q3, q4), all answered right.
        const started = await client.start({ subscId, testId: timed.id, mode: "practice", set: { source: "mistakes" } })
        expect(started.status, JSON.stringify(started.body)).toBe(200)
        const practice = started.body.data.attemptId
        await client.save(practice, { seq: 1, qsnId: qsn(1), answer: option(1, 0, 2) })
        await client.save(practice, { seq: 2, qsnId: qsn(2), answer: option(2, 0) })
        await client.save(practice, { seq: 3, qsnId: qsn(3), answer: option(3, 0, 2) })
        expect((await client.submit(practice)).status).toBe(200)
        const cards = await cardsOf(learner.userId)
        expect(cards).toHaveLength(3)
        // Rated a second time (Good): graduated to the review state, due in a day or more.
        expect(cards.every((card) => card.reps === 2 && card.state === 2)).toBe(true)
        expect(cards.every((card) => new Date(card.due).getTime() > Date.now() + 86_000_000)).toBe(true)
        expect((await client.summary(subscId)).body.data).toMatchObject({ dueToday: 0, dueTomorrow: 3 })
      })

      it("stops the reviews of an expired subscription", async () => {
        const { client, subscId } = await learnerWithExam()
        await submitWithMisses(client, subscId)
        await server.query("UPDATE subscriptions SET starts_at = now() - interval '200 days', expires_at = now() - interval '1 day' WHERE id = $1", [subscId])
        expect((await client.summary(subscId)).body.data).toEqual({ active: false, dueToday: 0, dueTomorrow: 0, scheduled: 3 })
        const session = await client.session(subscId)
        expect(session.status).toBe(409)
        expect(session.body.message).toBe(Messages.REVIEWS_STOPPED)
        const answer = await client.answer({ subscId, qsnId: qsn(1), answer: option(1, 0, 2), version: 1 })
        expect(answer.status).toBe(409)
        expect(answer.body.message).toBe(Messages.REVIEWS_STOPPED)
        expect(JSON.stringify(answer.body)).not.toMatch(/explanation|"correct"/)
      })

      it("never reads another learner's subscription or cards", async () => {
        const owner = await learnerWithExam("owner")
        await submitWithMisses(owner.client, owner.subscId)
        const intruder = await learnerWithExam("intruder")
        for (const answer of [await intruder.client.summary(owner.subscId), await intruder.client.session(owner.subscId)]) {
          expect(answer.status).toBe(404)
          expect(answer.body.message).toBe(Messages.SUBSCRIPTION_NOT_FOUND)
        }
        // The owner's card, asked through the intruder's own subscription of the same exam: not theirs.
        const theirs = await intruder.client.answer({ subscId: intruder.subscId, qsnId: qsn(1), answer: option(1, 0, 2), version: 1 })
        expect(theirs.status).toBe(404)
        expect(theirs.body.message).toBe(Messages.CARD_NOT_FOUND)
        const through = await intruder.client.answer({ subscId: owner.subscId, qsnId: qsn(1), answer: option(1, 0, 2), version: 1 })
        expect(through.status).toBe(404)
        expect(through.body.message).toBe(Messages.SUBSCRIPTION_NOT_FOUND)
        expect((await intruder.client.session(intruder.subscId)).body.data).toEqual({ cards: [], dueToday: 0 })
        // The owner's card did not move.
        expect((await cardsOf(owner.learner.userId)).every((card) => card.reps === 1)).toBe(true)
      })
    })

    describe("readiness per objective", () => {
      it("estimates each objective from exam and practice attempts, the latest weighing more", async () => {
        const { client, subscId } = await learnerWithExam()
        const empty = (await client.readiness(subscId)).body.data
        // Pass mark: the strictest of the alpha exam's tests (all 50).
        expect(empty).toMatchObject({ passMarkPercent: 50, status: "noAnswers", attemptCount: 0, focus: [] })
        expect(empty.objectives.map((row) => row.objective)).toEqual(["Objective Red", "Objective Blue"])

        await submitWithMisses(client, subscId)
        const first = (await client.readiness(subscId)).body.data
        // Red: q1 and q3 right → 100; Blue: q2 wrong, q4 unanswered → 0.
        expect(first).toMatchObject({ status: "notYet", attemptCount: 1, focus: ["Objective Blue"] })
        expect(first.objectives[0]).toMatchObject({ objective: "Objective Red", answers: 2, estimate: 100, fewAnswers: true, status: "ready" })
        expect(first.objectives[1]).toMatchObject({ objective: "Objective Blue", answers: 2, estimate: 0, status: "notYet" })

        // Then a practice set of the mistakes, q2 and q4 right (q3 too).
        const practice = (await client.start({ subscId, testId: timed.id, mode: "practice", set: { source: "mistakes" } })).body.data.attemptId
        await client.save(practice, { seq: 1, qsnId: qsn(1), answer: option(1, 0, 2) })
        await client.save(practice, { seq: 2, qsnId: qsn(2), answer: option(2, 0) })
        await client.save(practice, { seq: 3, qsnId: qsn(3), answer: option(3, 0, 2) })
        await client.submit(practice)
        const second = (await client.readiness(subscId)).body.data
        // Blue: the practice (weight 1) 2 right, the exam (weight 0.70711) 2 missed:
        // 2 / (2 + 1.41421) = 0.58579 → 58.6, ready against 50.
        expect(second.objectives[1]).toMatchObject({ objective: "Objective Blue", answers: 4, estimate: 58.6, status: "ready", fewAnswers: true })
        expect(second).toMatchObject({ status: "ready", attemptCount: 2, focus: [] })
      })

      it("is the learner's own", async () => {
        const owner = await learnerWithExam("owner")
        await submitWithMisses(owner.client, owner.subscId)
        const intruder = await learnerWithExam("intruder")
        const refused = await intruder.client.readiness(owner.subscId)
        expect(refused.status).toBe(404)
        expect(refused.body.message).toBe(Messages.SUBSCRIPTION_NOT_FOUND)
        // Their own exam's readiness never reads the owner's answers.
        expect((await intruder.client.readiness(intruder.subscId)).body.data).toMatchObject({ status: "noAnswers", attemptCount: 0 })
        expect((await intruder.client.readiness("no-such-subscription")).status).toBe(404)
      })
    })

    describe("pacing", () => {
      it("sets each section's time against the exam's pace and lists the slowest questions", async () => {
        const { client, subscId } = await learnerWithExam()
        const attemptId = await submitWithMisses(client, subscId)
        const pacing = await client.pacing(attemptId)
        expect(pacing.status).toBe(200)
        // 10 minutes for 4 questions: 150 s each. Section One: 30 + 200 = 230 s of 300; Section Two: 20 s of 300.
        expect(pacing.body.data).toMatchObject({ paceMs: 150_000, totalSpentMs: 250_000, expectedMs: 600_000, recorded: true })
        expect(pacing.body.data.sections.map((section) => [section.name, section.spentMs, section.expectedMs, section.overPace])).toEqual([
          ["Section One", 230_000, 300_000, false],
          ["Section Two", 20_000, 300_000, false]
        ])
        expect(pacing.body.data.slowest.map((slow) => [slow.number, slow.spentMs, slow.overPace])).toEqual([
          [2, 200_000, true],
          [1, 30_000, false],
          [3, 20_000, false]
        ])
      })

      it("waits for the submit, and is the learner's own", async () => {
        const { learner, client, subscId } = await learnerWithExam()
        const open = (await client.start({ subscId, testId: timed.id })).body.data.attemptId
        const early = await client.pacing(open)
        expect(early.status).toBe(409)
        expect(early.body.message).toBe(Messages.SUBMIT_FIRST)
        await client.submit(open)
        expect((await client.pacing(open)).status).toBe(200)
        const intruder = as(await newLearner(server, "intruder"))
        const refused = await intruder.pacing(open)
        expect(refused.status).toBe(404)
        expect(refused.body.message).toBe(Messages.ATTEMPT_NOT_FOUND)
        expect((await as(learner).pacing("x".repeat(300))).status).toBe(404)
      })
    })
  })
