/**
 * The answer key is part of what is sold (src/domain/attempt/answer-key.ts),
 * written once and run against each database (PGlite and the PostgreSQL
 * server): a practice check, a spaced-review answer and a result read each
 * record their reveal, after which the order's refund is refused with the
 * reason (exam, how, when), nothing refunded; and the refund of an order
 * with an exam attempt still open submits it without turning it into a
 * readable key: its result shows the score and the learner's own answers,
 * no correct options nor explanations.
 *
 * Orders are written straight into the database as fulfilment leaves them
 * (orders-fixture.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AnswerFeedback, AttemptReview } from "../../../src/api/attempt/attempt.ts"
import type { OrderSummary } from "../../../src/api/cart/checkout.ts"
import type { ReviewOutcome } from "../../../src/api/learning/learning.ts"
import * as Messages from "../../../server/cart/checkout/orders/messages.ts"
import { type Learner, newLearner } from "./attempts-fixture.ts"
import { callLearnerApi } from "./learner-api-call.ts"
import { insertOrder, loadOrdersFixture, ORDER_EXAMS, type OrdersFixture } from "./orders-fixture.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

/** The fixture's one question ("Right" is right, explained "It is right."). */
const EXPLANATION = "It is right."

export const describeAnswerKey = (label: string, database: () => TestDatabase) =>
  describe(`the answer key and the refund on ${label}`, () => {
    let server: TestServer
    let fixture: OrdersFixture

    beforeAll(async () => {
      server = await startTestServer(database())
      fixture = await loadOrdersFixture(server)
    })
    afterAll(async () => {
      await server?.close()
    })

    const as = (learner: Learner) => {
      const call = <T>(method: string, path: string, body?: unknown) => callLearnerApi<T>(server, method, path, learner.token, body)
      return {
        order: (id: string) => call<{ data: OrderSummary }>("GET", `/transactions/${encodeURIComponent(id)}`),
        refund: (id: string) => call<{ message: string; data: OrderSummary }>("POST", `/transactions/${encodeURIComponent(id)}/refund`),
        start: (subscId: string, testId: string, mode: "exam" | "practice") =>
          call<{ data: { attemptId: string } }>("POST", "/attempts/start", { subscId, testId, mode }),
        save: (attemptId: string, qsnId: string, answer: ReadonlyArray<string>) =>
          call("POST", `/attempts/${attemptId}/save`, { seq: 1, qsnId, answer, marked: false }),
        check: (attemptId: string, qsnId: string) => call<{ data: AnswerFeedback }>("POST", `/attempts/${attemptId}/check`, { qsnId }),
        result: (attemptId: string) => call<{ data: AttemptReview }>("GET", `/attempts/${attemptId}/result`),
        reviewAnswer: (body: { subscId: string; qsnId: string; answer: ReadonlyArray<string>; version: number }) =>
          call<{ data: ReviewOutcome }>("POST", "/learning/reviews/answer", body)
      }
    }

    /** The one question of the exam's test and its options ("Right" first). */
    const questionOf = async (testId: string) => {
      const rows = await server.query<{ question_id: string; option_id: string; correct: boolean }>(
        `SELECT q.id AS question_id, o.id AS option_id, o.is_correct AS correct
         FROM questions q JOIN question_options o ON o.question_id = q.id
         WHERE q.test_id = $1 ORDER BY o.sort_order`,
        [testId]
      )
      return { id: rows[0]!.question_id, right: rows.find((row) => row.correct)!.option_id, wrong: rows.find((row) => !row.correct)!.option_id }
    }

    const reveals = (subscriptionId: string) => server.query<{ how: string }>("SELECT how FROM answer_key_reveals WHERE subscription_id = $1", [subscriptionId])

    const chargeStatus = async (chargeId: string) =>
      (await server.query<{ status: string }>("SELECT status FROM sandbox_charges WHERE charge_id = $1", [chargeId]))[0]!.status

    /** The refusal's reason as the refund terms word it, with the reveal the server recorded. */
    const refusalOf = async (subscriptionId: string) => {
      const [row] = await server.query<{ how: "practiceCheck" | "review" | "spacedReview"; shown_at: Date | string }>(
        "SELECT how, shown_at FROM answer_key_reveals WHERE subscription_id = $1",
        [subscriptionId]
      )
      return Messages.answerKeyShown({ examName: ORDER_EXAMS.one.name, how: row!.how, at: new Date(row!.shown_at) })
    }

    it("a practice check shows the key, so the order can no longer be refunded: 409 naming the exam, the check and its day", async () => {
      const learner = await newLearner(server, "answer-key")
      const me = as(learner)
      const order = await insertOrder(server, fixture, learner, { exams: ["one"] })
      const subscId = order.subscriptions.one!
      expect((await me.order(order.orderId)).body.data.refund.refundable).toBe(true)

      const question = await questionOf(fixture.tests.one)
      const started = await me.start(subscId, fixture.tests.one, "practice")
      expect(started.status).toBe(200)
      const attemptId = started.body.data.attemptId
      expect((await me.save(attemptId, question.id, [question.wrong])).status).toBe(200)
      const checked = await me.check(attemptId, question.id)
      expect(checked.status).toBe(200)
      expect(checked.body.data).toMatchObject({ correct: [question.right], explanation: EXPLANATION })
      expect(await reveals(subscId)).toEqual([{ how: "practiceCheck" }])

      const reason = await refusalOf(subscId)
      expect(reason).toMatch(/^This order cannot be refunded: the correct answers of Orders Exam One were shown to you \(practice check on /)
      expect((await me.order(order.orderId)).body.data.refund).toMatchObject({ refundable: false, message: reason })
      expect(await me.refund(order.orderId)).toMatchObject({ status: 409, body: { message: reason } })
      const [row] = await server.query<{ status: string }>("SELECT status FROM orders WHERE id = $1", [order.orderId])
      expect(row!.status).toBe("paid")
      expect(await chargeStatus(order.chargeId!)).toBe("succeeded")
    })

    it("a refund submits an open exam attempt without a readable key: its result shows the score and own answers only", async () => {
      const learner = await newLearner(server, "answer-key")
      const me = as(learner)
      const order = await insertOrder(server, fixture, learner, { exams: ["one"] })
      const subscId = order.subscriptions.one!
      const question = await questionOf(fixture.tests.one)
      const started = await me.start(subscId, fixture.tests.one, "exam")
      expect(started.status).toBe(200)
      const attemptId = started.body.data.attemptId
      expect((await me.save(attemptId, question.id, [question.wrong])).status).toBe(200)

      expect((await me.refund(order.orderId)).status).toBe(200)
      const result = await me.result(attemptId)
      expect(result.status).toBe(200)
      expect(result.body.data).toMatchObject({ answerKeyShown: false, score: 0, total: 1, answeredCount: 1 })
      expect(result.body.data.questions).toHaveLength(1)
      // Its outcome too: beside the learner's answer, "correct" or "wrong" would tell the key.
      expect(result.body.data.questions[0]).toMatchObject({ _id: question.id, chosen: [question.wrong], outcome: null, correct: [], explanation: "" })
      expect(JSON.stringify(result.body)).not.toContain(EXPLANATION)
      // Nothing was shown, so nothing is recorded as shown.
      expect(await reveals(subscId)).toEqual([])
    })

    it("a result read while the exam is the learner's shows the key and records it", async () => {
      const learner = await newLearner(server, "answer-key")
      const me = as(learner)
      const order = await insertOrder(server, fixture, learner, { exams: ["one"] })
      const subscId = order.subscriptions.one!
      const question = await questionOf(fixture.tests.one)
      const started = await me.start(subscId, fixture.tests.one, "exam")
      const attemptId = started.body.data.attemptId
      await me.save(attemptId, question.id, [question.wrong])
      expect((await callLearnerApi(server, "POST", `/attempts/${attemptId}/submit`, learner.token)).status).toBe(200)
      const result = await me.result(attemptId)
      expect(result.body.data).toMatchObject({ answerKeyShown: true })
      expect(result.body.data.questions[0]).toMatchObject({ correct: [question.right], explanation: EXPLANATION })
      expect(await reveals(subscId)).toEqual([{ how: "review" }])
    })

    it("a spaced-review answer shows the key too: the order that granted the exam can no longer be refunded", async () => {
      const learner = await newLearner(server, "answer-key")
      const me = as(learner)
      const order = await insertOrder(server, fixture, learner, { exams: ["one"] })
      const subscId = order.subscriptions.one!
      const question = await questionOf(fixture.tests.one)
      // A card due now, as an earlier grant of the same exam would have left it (cards are the learner's per exam).
      await server.query(
        `INSERT INTO review_cards (user_id, question_id, exam_id, subscription_id, due, stability, difficulty,
           scheduled_days, learning_steps, reps, lapses, state, last_review)
         VALUES ($1, $2, $3, NULL, now() - interval '1 hour', 1, 5, 0, 0, 1, 0, 1, now() - interval '1 day')`,
        [learner.userId, question.id, fixture.exams.one]
      )
      const answered = await me.reviewAnswer({ subscId, qsnId: question.id, answer: [question.wrong], version: 1 })
      expect(answered.status).toBe(200)
      expect(answered.body.data).toMatchObject({ correct: [question.right], explanation: EXPLANATION })
      expect(await reveals(subscId)).toEqual([{ how: "spacedReview" }])

      const reason = await refusalOf(subscId)
      expect(reason).toContain("(spaced review on ")
      expect(await me.refund(order.orderId)).toMatchObject({ status: 409, body: { message: reason } })
      expect(await chargeStatus(order.chargeId!)).toBe("succeeded")
    })
  })
