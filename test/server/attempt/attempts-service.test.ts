/**
 * The timed attempt's rules over the in-memory repositories (no database):
 * starting and resuming, the save numbers, the clock with its pause and
 * grace, submitting once, the sweep, and another learner's attempt. Time is
 * the TestClock's; the SQL itself is tested by the API suites on both
 * databases (test/api/support/attempts-suite.ts).
 */
import { attemptsServiceInMemory } from "./in-memory-attempts.ts"
import { describe, expect, it } from "@effect/vitest"
import { Clock, Effect, Schema } from "effect"
import { TestClock } from "effect/testing"
import { MAX_SEQ, type SaveAnswerPayload, Seq, SubscriptionPagePayload } from "../../../src/api/attempt/attempt.ts"
import { type AttemptId, ExamId, OptionId, QuestionId, SectionId, SubscriptionId, TestId } from "../../../src/api/shared/ids.ts"
import { COUNTDOWN_LEAD_MS, SUBMIT_GRACE_SECONDS } from "../../../src/domain/attempt/attempt-clock.ts"
import * as Messages from "../../../server/attempt/attempt-messages.ts"
import { AttemptsMemory, type MemoryQuestion, type MemoryTest } from "./in-memory-attempt-tables.ts"
import { AttemptsService } from "../../../server/attempt/service.ts"

const LEARNER = "learner-1"
const INTRUDER = "learner-2"
const DAY = 86_400_000

const examId = Schema.decodeSync(ExamId)
const testId = Schema.decodeSync(TestId)
const subscriptionId = Schema.decodeSync(SubscriptionId)
const questionId = Schema.decodeSync(QuestionId)
const optionId = Schema.decodeSync(OptionId)

const EXAM = examId("exam-alpha")
const OTHER_EXAM = examId("exam-beta")

/** q1, q3 single (first option right); q2, q4 multiple (first and third right). */
const question = (n: number, kind: "single" | "multiple"): MemoryQuestion => ({
  id: questionId(`q${n}`),
  text: `Question ${n}`,
  kind,
  explanation: `Why ${n}.`,
  objective: n % 2 === 1 ? "Red" : "Blue",
  options: ["a", "b", "c", "d"].map((letter, index) => ({
    id: optionId(`q${n}-${letter}`),
    text: letter,
    correct: index === 0 || (kind === "multiple" && index === 2)
  }))
})

const SECTIONS = [
  { id: Schema.decodeSync(SectionId)("s1"), name: "One", questions: [question(1, "single"), question(2, "multiple")] },
  { id: Schema.decodeSync(SectionId)("s2"), name: "Two", questions: [question(3, "single"), question(4, "multiple")] }
]

const test = (id: string, rules: Partial<MemoryTest> = {}): MemoryTest => ({
  id: testId(id),
  examId: EXAM,
  name: id,
  durationMinutes: 10,
  passMarkPercent: 50,
  pauseAllowed: true,
  maxAttempts: null,
  scoring: "allOrNothing",
  sections: SECTIONS,
  ...rules
})

const TESTS = {
  timed: test("timed"),
  noPause: test("no-pause", { pauseAllowed: false }),
  once: test("once", { maxAttempts: 1 }),
  empty: test("empty", { sections: [] }),
  otherExam: test("other-exam", { examId: OTHER_EXAM })
}

const MINE = subscriptionId("sub-mine")
const EXPIRED = subscriptionId("sub-expired")
const THEIRS = subscriptionId("sub-theirs")

/** The service over memory tables holding the two exams, their tests and three subscriptions. */
const withService = <A, E>(use: (service: AttemptsService["Service"]) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const tables = yield* AttemptsMemory
    for (const [id, name] of [
      [EXAM, "Alpha"],
      [OTHER_EXAM, "Beta"]
    ] as const) {
      tables.exams.set(id, { id, name, slug: name.toLowerCase(), code: name.toUpperCase(), vendor: "Vendor" })
    }
    tables.tests.push(...Object.values(TESTS))
    const now = yield* Clock.currentTimeMillis
    tables.subscriptions.set(MINE, { id: MINE, userId: LEARNER, examId: EXAM, packageName: null, startsAt: now - DAY, expiresAt: now + 30 * DAY })
    tables.subscriptions.set(EXPIRED, { id: EXPIRED, userId: LEARNER, examId: EXAM, packageName: null, startsAt: now - 9 * DAY, expiresAt: now - DAY })
    tables.subscriptions.set(THEIRS, { id: THEIRS, userId: INTRUDER, examId: EXAM, packageName: null, startsAt: now - DAY, expiresAt: now + DAY })
    return yield* use(yield* AttemptsService)
  }).pipe(Effect.provide(attemptsServiceInMemory))

const startTimed = (service: AttemptsService["Service"], which: keyof typeof TESTS = "timed") =>
  Effect.map(service.start(LEARNER, { subscId: MINE, testId: TESTS[which].id }), (started) => started.attemptId)

const save = (seq: number, qsn: number, letters: ReadonlyArray<string>, marked = false): SaveAnswerPayload => ({
  seq,
  qsnId: questionId(`q${qsn}`),
  answer: letters.map((letter) => optionId(`q${qsn}-${letter}`)),
  marked
})

describe("AttemptsService (in memory): starting", () => {
  it.effect("opens an attempt, and a second start resumes it", () =>
    withService((service) =>
      Effect.gen(function* () {
        const first = yield* service.start(LEARNER, { subscId: MINE, testId: TESTS.timed.id })
        const again = yield* service.start(LEARNER, { subscId: MINE, testId: TESTS.timed.id })
        expect(first.resumed).toBe(false)
        expect(again).toEqual({ attemptId: first.attemptId, resumed: true, mode: "exam" })
        const data = yield* service.attempt(LEARNER, first.attemptId)
        expect(data).toMatchObject({ status: "ongoing", durationSeconds: 600, remainingSeconds: 600, lastSeq: 0, examName: "Alpha" })
        expect(data.sections.flatMap((section) => section.questions.map((q) => q._id))).toEqual(["q1", "q2", "q3", "q4"])
      })
    )
  )

  it.effect("refuses in the spec's order: not mine 404, another exam's test 404, expired 409, no questions 400, used up 409", () =>
    withService((service) =>
      Effect.gen(function* () {
        const start = (subscId: SubscriptionId, which: keyof typeof TESTS) => Effect.flip(service.start(LEARNER, { subscId, testId: TESTS[which].id }))
        expect(yield* start(THEIRS, "timed")).toMatchObject({ _tag: "NotFound", message: Messages.SUBSCRIPTION_NOT_FOUND })
        expect(yield* start(MINE, "otherExam")).toMatchObject({ _tag: "NotFound", message: Messages.TEST_NOT_FOUND })
        expect(yield* start(EXPIRED, "timed")).toMatchObject({ _tag: "Conflict", message: Messages.ACCESS_EXPIRED })
        expect(yield* start(MINE, "empty")).toMatchObject({ _tag: "Invalid", message: Messages.NO_QUESTIONS })
        const once = yield* startTimed(service, "once")
        yield* service.submit(LEARNER, once)
        expect(yield* start(MINE, "once")).toMatchObject({ _tag: "Conflict", message: Messages.attemptsUsedUp(1) })
      })
    )
  )

  it.effect("submits an open attempt whose time ran out unseen, and opens a new one", () =>
    withService((service) =>
      Effect.gen(function* () {
        const old = yield* startTimed(service)
        yield* TestClock.adjust(`${600 + SUBMIT_GRACE_SECONDS + 1} seconds`)
        const fresh = yield* service.start(LEARNER, { subscId: MINE, testId: TESTS.timed.id })
        expect(fresh.resumed).toBe(false)
        expect(fresh.attemptId).not.toBe(old)
        expect(yield* service.review(LEARNER, old)).toMatchObject({ submittedBy: "server" })
      })
    )
  )
})

describe("AttemptsService (in memory): saving", () => {
  it.effect("applies a save only above the question's last number, and a replay changes nothing", () =>
    withService((service) =>
      Effect.gen(function* () {
        const attemptId = yield* startTimed(service)
        expect(yield* service.save(LEARNER, attemptId, save(5, 1, ["b"]))).toEqual({ applied: true, lastSeq: 5, remainingSeconds: 600 })
        expect(yield* service.save(LEARNER, attemptId, save(3, 1, ["c"], true))).toMatchObject({ applied: false, lastSeq: 5 })
        expect(yield* service.save(LEARNER, attemptId, save(5, 1, ["b"]))).toMatchObject({ applied: false })
        expect((yield* service.attempt(LEARNER, attemptId)).answers).toEqual([{ qsnId: "q1", answer: ["q1-b"], marked: false }])
      })
    )
  )

  it.effect("answers 400 for a question of another test, an option of another question, two options on a single one", () =>
    withService((service) =>
      Effect.gen(function* () {
        const attemptId = yield* startTimed(service)
        const refuse = (payload: SaveAnswerPayload) => Effect.flip(service.save(LEARNER, attemptId, payload))
        expect(yield* refuse({ ...save(1, 1, []), qsnId: questionId("q9") })).toMatchObject({ message: Messages.QUESTION_NOT_IN_TEST })
        expect(yield* refuse({ ...save(2, 1, []), answer: [optionId("q2-a")] })).toMatchObject({ message: Messages.OPTION_NOT_IN_QUESTION })
        expect(yield* refuse(save(3, 1, ["a", "b"]))).toMatchObject({ _tag: "Invalid", message: Messages.SINGLE_ANSWER_ONLY })
        expect((yield* service.attempt(LEARNER, attemptId)).lastSeq).toBe(0)
      })
    )
  )

  it.effect("accepts a save within the grace with no time left, and after it submits with what was saved and refuses", () =>
    withService((service) =>
      Effect.gen(function* () {
        const attemptId = yield* startTimed(service)
        yield* service.save(LEARNER, attemptId, save(1, 1, ["a"]))
        yield* TestClock.adjust(`${600 + SUBMIT_GRACE_SECONDS / 2} seconds`)
        expect(yield* service.save(LEARNER, attemptId, save(2, 2, ["b"]))).toMatchObject({ applied: true, remainingSeconds: 0 })
        yield* TestClock.adjust(`${SUBMIT_GRACE_SECONDS} seconds`)
        expect(yield* Effect.flip(service.save(LEARNER, attemptId, save(3, 3, ["a"])))).toMatchObject({ _tag: "Conflict", message: Messages.TIME_UP })
        expect(yield* service.review(LEARNER, attemptId)).toMatchObject({ submittedBy: "server", score: 1, answeredCount: 2 })
        expect(yield* Effect.flip(service.save(LEARNER, attemptId, save(4, 3, ["a"])))).toMatchObject({ message: Messages.ALREADY_SUBMITTED })
      })
    )
  )
})

describe("AttemptsService (in memory): the clock", () => {
  it.effect("stops while paused, refuses answers meanwhile, and runs again from where it stopped", () =>
    withService((service) =>
      Effect.gen(function* () {
        const attemptId = yield* startTimed(service)
        yield* TestClock.adjust("100 seconds")
        expect(yield* service.pause(LEARNER, attemptId)).toEqual({ status: "paused", remainingSeconds: 500 })
        yield* TestClock.adjust("20 minutes")
        expect(yield* service.attempt(LEARNER, attemptId)).toMatchObject({ status: "paused", remainingSeconds: 500 })
        expect(yield* Effect.flip(service.save(LEARNER, attemptId, save(1, 1, ["a"])))).toMatchObject({ message: Messages.PAUSED })
        expect(yield* service.pause(LEARNER, attemptId)).toEqual({ status: "paused", remainingSeconds: 500 })
        expect(yield* service.sweep).toBe(0)
        expect(yield* service.resume(LEARNER, attemptId)).toEqual({ status: "ongoing", remainingSeconds: 500 })
        yield* TestClock.adjust("60 seconds")
        expect((yield* service.attempt(LEARNER, attemptId)).remainingSeconds).toBe(440)
      })
    )
  )

  it.effect("refuses a pause where the test does not allow it", () =>
    withService((service) =>
      Effect.gen(function* () {
        const attemptId = yield* startTimed(service, "noPause")
        expect(yield* Effect.flip(service.pause(LEARNER, attemptId))).toMatchObject({ _tag: "Conflict", message: Messages.PAUSE_NOT_ALLOWED })
      })
    )
  )
})

describe("AttemptsService (in memory): submitting and the sweep", () => {
  it.effect("scores once: a second submit answers the first result, and the review keeps every question", () =>
    withService((service) =>
      Effect.gen(function* () {
        const attemptId = yield* startTimed(service)
        expect(yield* Effect.flip(service.review(LEARNER, attemptId))).toMatchObject({ _tag: "Conflict", message: Messages.SUBMIT_FIRST })
        yield* service.save(LEARNER, attemptId, save(1, 1, ["a"]))
        yield* service.save(LEARNER, attemptId, save(2, 2, ["a"], true))
        yield* service.save(LEARNER, attemptId, save(3, 4, ["a", "c"]))
        const first = yield* service.submit(LEARNER, attemptId)
        expect(first).toMatchObject({ submittedBy: "learner", score: 2, total: 4, percentage: 50, passed: true, answeredCount: 3, markedCount: 1 })
        yield* TestClock.adjust("1 minute")
        expect(yield* service.submit(LEARNER, attemptId)).toEqual(first)
        const review = yield* service.review(LEARNER, attemptId)
        expect(review.questions.map((q) => q.outcome)).toEqual(["correct", "wrong", "unanswered", "correct"])
        expect(review.sections.map((group) => [group.name, group.score])).toEqual([
          ["One", 1],
          ["Two", 1]
        ])
      })
    )
  )

  it.effect("a submit after the deadline is the clock's, scored with what was saved", () =>
    withService((service) =>
      Effect.gen(function* () {
        const attemptId = yield* startTimed(service)
        yield* service.save(LEARNER, attemptId, save(1, 1, ["a"]))
        yield* TestClock.adjust(`${600 + SUBMIT_GRACE_SECONDS + 30} seconds`)
        expect(yield* service.submit(LEARNER, attemptId)).toMatchObject({ submittedBy: "timeUp", score: 1 })
      })
    )
  )

  it.effect("a submit in the last moment before the deadline is the page's countdown at zero, not the learner's", () =>
    withService((service) =>
      Effect.gen(function* () {
        const early = yield* startTimed(service)
        yield* TestClock.adjust("598 seconds")
        expect(yield* service.submit(LEARNER, early)).toMatchObject({ submittedBy: "learner" })
        const lastMoment = yield* startTimed(service)
        yield* TestClock.adjust(`${600 * 1000 - COUNTDOWN_LEAD_MS + 100} millis`)
        expect(yield* service.submit(LEARNER, lastMoment)).toMatchObject({ submittedBy: "timeUp" })
      })
    )
  )

  it.effect("the sweep submits running attempts past their grace, once, and leaves the others", () =>
    withService((service) =>
      Effect.gen(function* () {
        const abandoned = yield* startTimed(service)
        yield* service.save(LEARNER, abandoned, save(1, 1, ["a"]))
        yield* TestClock.adjust(`${600 + SUBMIT_GRACE_SECONDS + 1} seconds`)
        const fresh = yield* startTimed(service, "noPause")
        expect(yield* service.sweep).toBe(1)
        expect(yield* service.sweep).toBe(0)
        expect(yield* service.review(LEARNER, abandoned)).toMatchObject({ submittedBy: "server", score: 1 })
        expect((yield* service.attempt(LEARNER, fresh)).status).toBe("ongoing")
      })
    )
  )
})

describe("AttemptsService (in memory): another learner", () => {
  it.effect("finds neither their attempt nor their subscription, for every call, and changes nothing", () =>
    withService((service) =>
      Effect.gen(function* () {
        const attemptId: AttemptId = yield* startTimed(service)
        const notFound = { _tag: "NotFound", message: Messages.ATTEMPT_NOT_FOUND }
        expect(yield* Effect.flip(service.attempt(INTRUDER, attemptId))).toMatchObject(notFound)
        expect(yield* Effect.flip(service.save(INTRUDER, attemptId, save(1, 1, ["a"])))).toMatchObject(notFound)
        expect(yield* Effect.flip(service.pause(INTRUDER, attemptId))).toMatchObject(notFound)
        expect(yield* Effect.flip(service.resume(INTRUDER, attemptId))).toMatchObject(notFound)
        expect(yield* Effect.flip(service.submit(INTRUDER, attemptId))).toMatchObject(notFound)
        expect(yield* Effect.flip(service.review(INTRUDER, attemptId))).toMatchObject(notFound)
        expect(yield* Effect.flip(service.subscription(INTRUDER, MINE))).toMatchObject({ message: Messages.SUBSCRIPTION_NOT_FOUND })
        expect(yield* service.attempt(LEARNER, attemptId)).toMatchObject({ status: "ongoing", lastSeq: 0 })
      })
    )
  )
})

describe("AttemptsService (in memory): My Exams", () => {
  it.effect("lists active and expired subscriptions, and one with its tests and attempts", () =>
    withService((service) =>
      Effect.gen(function* () {
        const attemptId = yield* startTimed(service)
        const active = yield* service.myExams(LEARNER, "active", 1, 10)
        expect(active).toMatchObject({ total: 1, page: 1, perPage: 10 })
        expect(active.docs[0]).toMatchObject({ _id: MINE, status: "active", attemptCount: 1, testCount: 4, bestPercentage: null })
        expect((yield* service.myExams(LEARNER, "expired", 1, 10)).docs.map((doc) => doc._id)).toEqual([EXPIRED])
        const detail = yield* service.subscription(LEARNER, MINE)
        expect(detail.tests.find((t) => t._id === TESTS.timed.id)?.attempts.map((a) => [a._id, a.status])).toEqual([[attemptId, "ongoing"]])
        // The paging rule is the contract's: a page 0 request never decodes, so it never reaches the service.
        expect(Schema.is(SubscriptionPagePayload)({ page: 0, perPage: 10 })).toBe(false)
      })
    )
  )
})

describe("the save number (the contract's Seq)", () => {
  it("is a whole number from 1 to what a PostgreSQL integer holds", () => {
    const isSeq = Schema.is(Seq)
    expect([1, 2, MAX_SEQ].every(isSeq)).toBe(true)
    expect([0, -1, 1.5, MAX_SEQ + 1, Number.NaN].some(isSeq)).toBe(false)
  })
})
