import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { Schema } from "effect"
import { type AttemptReview, ExamSubscription, SubscriptionDetail } from "../../../src/api/attempt/attempt.ts"
import { ACCESS_TOKEN_HEADER, type ApiClient, makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import {
  loadAttempt,
  loadOutcome,
  pauseAttempt,
  resumeAttempt,
  saveAnswer,
  startAttempt,
  submitAttempt,
  subscriptionDetail,
  subscriptionPage
} from "../../../src/services/attempt/attempt-calls.ts"
import { answerOf, subscriptionId, testId } from "../../domain/attempt/attempt-ids.ts"
import { ATTEMPT, RESULT } from "../../machines/attempt/attempt-fixtures.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const BASE = "http://shop.test"
const API = `${BASE}/api/v1/u`

const setup = (answer: Answer) => {
  const fake = makeFakeFetch(answer)
  const layer = makeApiClientLayer(BASE, { fetch: fake.fetch, readToken: () => "tok" })
  const run = <A, E>(effect: Effect.Effect<A, E, ApiClient>) => Effect.runPromise(Effect.result(Effect.provide(effect, layer)))
  return { seen: fake.seen, run }
}

const SUBSCRIPTION: ExamSubscription = Schema.decodeSync(ExamSubscription)({
  _id: "sub-1",
  examId: "exam-1",
  examName: "Nimbus Cloud Architect",
  examSlug: "nimbus-cloud-architect",
  examCode: "NCA-201",
  vendor: "Nimbus",
  startsAt: "2026-11-01T00:00:00.000Z",
  expiresAt: "2027-05-12T00:00:00.000Z",
  status: "active",
  packageName: null,
  testCount: 2,
  attemptCount: 1,
  bestPercentage: 72
})

const DETAIL: SubscriptionDetail = Schema.decodeSync(SubscriptionDetail)({
  subscription: SUBSCRIPTION,
  tests: [
    {
      _id: "test-1",
      examId: "exam-1",
      name: "Practice Test 1",
      durationMinutes: 30,
      questionCount: 3,
      passMarkPercent: 65,
      pauseAllowed: true,
      maxAttempts: null,
      scoring: "allOrNothing",
      practiceAllowed: true,
      sections: [
        { _id: "s1", name: "Design", questionCount: 2 },
        { _id: "s2", name: "Operations", questionCount: 1 }
      ],
      attempts: [],
      mistakes: { total: 0, objectives: [] }
    }
  ]
})

const REVIEW: AttemptReview = { ...RESULT, answerKeyShown: true, questions: [] }

const CONFLICT = (message: string) => json(409, { _tag: "Conflict", message })

describe("attempt calls", () => {
  it("reads My Exams' active and expired pages with the token header", async () => {
    const page = { docs: [SUBSCRIPTION], total: 1, page: 1, perPage: 10 }
    const { seen, run } = setup(() => json(200, { data: page }))
    expect(await run(subscriptionPage({ status: "active", page: 1, perPage: 10 }))).toMatchObject({ _tag: "Success", success: page })
    expect(await run(subscriptionPage({ status: "expired", page: 2, perPage: 10 }))).toMatchObject({ _tag: "Success" })
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${API}/exams/activeExams`, `POST ${API}/exams/expiredExams`])
    expect(JSON.parse(seen[1]!.body!)).toEqual({ page: 2, perPage: 10 })
    expect(seen[0]!.headers.get(ACCESS_TOKEN_HEADER)).toBe("tok")
  })

  it("reads a subscription's tests, and fails with NotFound for an unknown one", async () => {
    const { seen, run } = setup((request) =>
      request.url.endsWith("/sub-1") ? json(200, { data: DETAIL }) : json(404, { _tag: "NotFound", message: "This subscription was not found." })
    )
    expect(await run(subscriptionDetail("sub-1"))).toMatchObject({ _tag: "Success", success: DETAIL })
    expect(await run(subscriptionDetail("nope"))).toMatchObject({
      _tag: "Failure",
      failure: { reason: "NotFound", message: "This subscription was not found." }
    })
    expect(seen[0]!.url).toBe(`${API}/exams/subscription/sub-1`)
  })

  it("starts an attempt and answers its id", async () => {
    const { seen, run } = setup(() => json(200, { message: "Your attempt has started. Good luck!", data: { attemptId: "att-1", resumed: false } }))
    expect(await run(startAttempt({ subscId: subscriptionId("sub-1"), testId: testId("test-1") }))).toMatchObject({
      _tag: "Success",
      success: { attemptId: "att-1", resumed: false }
    })
    expect(seen[0]!.method).toBe("POST")
    expect(seen[0]!.url).toBe(`${API}/attempts/start`)
    expect(JSON.parse(seen[0]!.body!)).toEqual({ subscId: "sub-1", testId: "test-1" })
  })

  it("passes a refused start on with the server's message", async () => {
    const { run } = setup(() => CONFLICT("Your access to this exam has expired."))
    expect(await run(startAttempt({ subscId: subscriptionId("sub-1"), testId: testId("test-1") }))).toMatchObject({
      _tag: "Failure",
      failure: { _tag: "ApiFailure", reason: "Conflict", status: 409, message: "Your access to this exam has expired." }
    })
  })

  it("loads an attempt to resume", async () => {
    const { seen, run } = setup(() => json(200, { data: ATTEMPT }))
    expect(await run(loadAttempt("att-1"))).toMatchObject({ _tag: "Success", success: ATTEMPT })
    expect(seen[0]!.url).toBe(`${API}/attempts/att-1`)
  })

  it("sends a numbered save and answers the server's clock, applied or not", async () => {
    let applied = true
    const { seen, run } = setup(() => json(200, { data: { applied, lastSeq: 4, remainingSeconds: 321 } }))
    const save = { seq: 4, ...answerOf("q2", ["o3", "o5"], true) }
    expect(await run(saveAnswer("att-1", save))).toMatchObject({ _tag: "Success", success: { remainingSeconds: 321 } })
    applied = false
    expect(await run(saveAnswer("att-1", save))).toMatchObject({ _tag: "Success", success: { remainingSeconds: 321 } })
    expect(seen[0]!.url).toBe(`${API}/attempts/att-1/save`)
    expect(JSON.parse(seen[0]!.body!)).toEqual(save)
  })

  it("tells a network failure (retry) from a refusal (reload) for the save queue", async () => {
    const offline = setup(() => Promise.reject(new TypeError("Failed to fetch")))
    expect(await offline.run(saveAnswer("att-1", { seq: 1, ...answerOf("q1", ["o1"]) }))).toMatchObject({
      _tag: "Failure",
      failure: { reason: "Unreachable" }
    })
    const closed = setup(() => CONFLICT("Time is up for this attempt."))
    expect(await closed.run(saveAnswer("att-1", { seq: 1, ...answerOf("q1", ["o1"]) }))).toMatchObject({
      _tag: "Failure",
      failure: { reason: "Conflict", message: "Time is up for this attempt." }
    })
  })

  it("pauses and resumes with the server's clock", async () => {
    const { seen, run } = setup((request) =>
      json(200, { message: "ok", data: { status: request.url.endsWith("/pause") ? "paused" : "ongoing", remainingSeconds: 600 } })
    )
    expect(await run(pauseAttempt("att-1"))).toMatchObject({ _tag: "Success", success: { remainingSeconds: 600 } })
    expect(await run(resumeAttempt("att-1"))).toMatchObject({ _tag: "Success", success: { remainingSeconds: 600 } })
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${API}/attempts/att-1/pause`, `POST ${API}/attempts/att-1/resume`])
  })

  it("submits and answers the result", async () => {
    const { seen, run } = setup(() => json(200, { message: "Your answers are submitted.", data: RESULT }))
    expect(await run(submitAttempt("att-1"))).toMatchObject({ _tag: "Success", success: RESULT })
    expect(seen[0]!.url).toBe(`${API}/attempts/att-1/submit`)
  })

  it("reads the review of a submitted attempt, and says when the attempt is still open", async () => {
    let submitted = true
    const { seen, run } = setup(() => (submitted ? json(200, { data: REVIEW }) : CONFLICT("Submit the attempt to see its result.")))
    expect(await run(loadOutcome("att-1"))).toMatchObject({ _tag: "Success", success: { status: "submitted", review: REVIEW } })
    submitted = false
    expect(await run(loadOutcome("att-1"))).toMatchObject({
      _tag: "Success",
      success: { status: "open", message: "Submit the attempt to see its result." }
    })
    expect(seen[0]!.url).toBe(`${API}/attempts/att-1/result`)
  })

  it("fails with NotFound for another learner's attempt", async () => {
    const { run } = setup(() => json(404, { _tag: "NotFound", message: "This attempt was not found." }))
    expect(await run(loadOutcome("att-x"))).toMatchObject({ _tag: "Failure", failure: { reason: "NotFound" } })
  })
})
