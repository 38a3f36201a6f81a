/**
 * The spaced review's rules over the in-memory repository (no database):
 * a submitted attempt enters the schedule once, "due today" by the
 * learner's own day, a review graded and moved, a showing rated once,
 * expired subscriptions stopped, another learner's cards never found.
 * Time is the TestClock's (it starts at the epoch: 1970-01-01 00:00 UTC);
 * the SQL is tested by the API suites on both databases.
 */
import { learningServiceInMemory } from "./in-memory-learning.ts"
import { describe, expect, it } from "@effect/vitest"
import { Clock, Effect, Schema } from "effect"
import { TestClock } from "effect/testing"
import { ExamId, OptionId, QuestionId, SubscriptionId } from "../../../src/api/shared/ids.ts"
import * as Messages from "../../../server/learning/learning-messages.ts"
import { LearningMemory } from "./in-memory-learning-tables.ts"
import { LearningService } from "../../../server/learning/service.ts"

const LEARNER = "learner-1"
const INTRUDER = "learner-2"
const MINUTE = 60_000
const DAY = 86_400_000

const exam = Schema.decodeSync(ExamId)("exam-alpha")
const qsn = Schema.decodeSync(QuestionId)
const opt = Schema.decodeSync(OptionId)
const subscription = Schema.decodeSync(SubscriptionId)
const MINE = subscription("sub-mine")
const EXPIRED = subscription("sub-expired")
const THEIRS = subscription("sub-theirs")

const withService = <A, E>(use: (service: LearningService["Service"]) => Effect.Effect<A, E, LearningMemory>) =>
  Effect.gen(function* () {
    const tables = yield* LearningMemory
    // The clock starts at 0: move to midday, so "today" runs for twelve more hours.
    yield* TestClock.adjust(DAY + DAY / 2)
    const now = yield* Clock.currentTimeMillis
    for (const n of [1, 2, 3]) {
      tables.questions.set(qsn(`q${n}`), {
        examId: exam,
        text: `Question ${n}`,
        kind: n === 2 ? "multiple" : "single",
        objective: "Red",
        explanation: `Why ${n}.`,
        scoring: "partialCredit",
        options: ["a", "b", "c"].map((letter, index) => ({ id: opt(`q${n}-${letter}`), text: letter, correct: index === 0 || (n === 2 && index === 2) }))
      })
    }
    tables.subscriptions.set(MINE, { id: MINE, userId: LEARNER, examId: exam, startsAt: now - DAY, expiresAt: now + 30 * DAY })
    tables.subscriptions.set(EXPIRED, { id: EXPIRED, userId: LEARNER, examId: exam, startsAt: now - 9 * DAY, expiresAt: now - MINUTE })
    tables.subscriptions.set(THEIRS, { id: THEIRS, userId: INTRUDER, examId: exam, startsAt: now - DAY, expiresAt: now + DAY })
    return yield* use(yield* LearningService)
  }).pipe(Effect.provide(learningServiceInMemory))

/** An attempt: q1 right, q2 wrong, q3 right but marked. */
const submitted = (service: LearningService["Service"], id: string, now: number) =>
  service.recordSubmitted(
    { id, userId: LEARNER, subscriptionId: MINE },
    [
      { _id: qsn("q1"), outcome: "correct", marked: false },
      { _id: qsn("q2"), outcome: "wrong", marked: false },
      { _id: qsn("q3"), outcome: "correct", marked: true }
    ],
    now
  )

const day = { subscId: MINE, utcOffsetMinutes: 0 }

describe("LearningService (in memory): the schedule", () => {
  it.effect("takes a submitted attempt's missed and marked questions in, once", () =>
    withService((service) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* submitted(service, "attempt-1", now)
        yield* submitted(service, "attempt-1", now)
        expect(yield* service.reviewSummary(LEARNER, day)).toEqual({ active: true, dueToday: 2, dueTomorrow: 0, scheduled: 2 })
        const session = yield* service.reviewSession(LEARNER, day)
        expect(session.cards.map((card) => [card.qsnId, card.version])).toEqual([
          [qsn("q2"), 1],
          [qsn("q3"), 1]
        ])
        expect(JSON.stringify(session)).not.toMatch(/explanation|correct/)
      })
    )
  )

  it.effect("counts today by the learner's own midnight", () =>
    withService((service) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* submitted(service, "attempt-1", now)
        // 12:00 UTC, the cards due at 12:10. At UTC+11:45 it is 23:45 and the day ends at 12:15 UTC: due today;
        // at UTC+11:55 it is 23:55 and the day ends at 12:05 UTC: due tomorrow.
        expect((yield* service.reviewSummary(LEARNER, { subscId: MINE, utcOffsetMinutes: 705 })).dueToday).toBe(2)
        expect(yield* service.reviewSummary(LEARNER, { subscId: MINE, utcOffsetMinutes: 715 })).toMatchObject({ dueToday: 0, dueTomorrow: 2 })
      })
    )
  )

  it.effect("grades a review, reveals the answer, moves the card and rates one showing once", () =>
    withService((service) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* submitted(service, "attempt-1", now)
        yield* TestClock.adjust(10 * MINUTE)
        // Partly right under partial credit: Hard, back after 1.5 × the 10-minute step.
        const partly = yield* service.answerReview(LEARNER, { ...day, qsnId: qsn("q2"), answer: [opt("q2-a")], version: 1 })
        expect(partly).toMatchObject({
          outcome: "partlyCorrect",
          rating: "hard",
          correct: [opt("q2-a"), opt("q2-c")],
          explanation: "Why 2.",
          nextReviewInSeconds: 900
        })
        const again = yield* Effect.flip(service.answerReview(LEARNER, { ...day, qsnId: qsn("q2"), answer: [opt("q2-a")], version: 1 }))
        expect(again).toMatchObject({ _tag: "Conflict", message: Messages.ALREADY_REVIEWED })
        const right = yield* service.answerReview(LEARNER, { ...day, qsnId: qsn("q3"), answer: [opt("q3-a")], version: 1 })
        expect(right).toMatchObject({ outcome: "correct", rating: "good", nextReviewInSeconds: 86_400 })
        expect(yield* service.reviewSummary(LEARNER, day)).toMatchObject({ dueToday: 1, dueTomorrow: 1 })
      })
    )
  )

  it.effect("rates a scheduled question by a later attempt, and leaves right answers out", () =>
    withService((service) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* submitted(service, "attempt-1", now)
        yield* TestClock.adjust(10 * MINUTE)
        yield* service.recordSubmitted(
          { id: "attempt-2", userId: LEARNER, subscriptionId: MINE },
          [
            { _id: qsn("q1"), outcome: "correct", marked: false },
            { _id: qsn("q2"), outcome: "correct", marked: false }
          ],
          now + 10 * MINUTE
        )
        const tables = yield* LearningMemory
        expect([...tables.cards.values()].map((card) => [card.qsnId, card.card.reps, card.card.state])).toEqual([
          [qsn("q2"), 2, 2],
          [qsn("q3"), 1, 1]
        ])
      })
    )
  )
})

describe("LearningService (in memory): who may", () => {
  it.effect("stops an expired subscription's reviews and never finds another learner's", () =>
    withService((service) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* submitted(service, "attempt-1", now)
        expect(yield* service.reviewSummary(LEARNER, { subscId: EXPIRED, utcOffsetMinutes: 0 })).toEqual({
          active: false,
          dueToday: 0,
          dueTomorrow: 0,
          scheduled: 2
        })
        const stopped = yield* Effect.flip(service.reviewSession(LEARNER, { subscId: EXPIRED, utcOffsetMinutes: 0 }))
        expect(stopped).toMatchObject({ _tag: "Conflict", message: Messages.REVIEWS_STOPPED })
        const theirs = yield* Effect.flip(service.reviewSummary(INTRUDER, day))
        expect(theirs).toMatchObject({ _tag: "NotFound", message: Messages.SUBSCRIPTION_NOT_FOUND })
        const card = yield* Effect.flip(service.answerReview(INTRUDER, { subscId: THEIRS, qsnId: qsn("q2"), answer: [], version: 1 }))
        expect(card).toMatchObject({ _tag: "NotFound", message: Messages.CARD_NOT_FOUND })
      })
    )
  )
})
