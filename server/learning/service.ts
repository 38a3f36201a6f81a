/**
 * The rules of the spaced review, readiness per objective and pacing.
 * The schedule is FSRS's (scheduling.ts); the estimates are the
 * domain's pure rules (src/domain/learning/); "now" is the Effect Clock's
 * (a TestClock in unit tests).
 *
 * The attempt's submit hands each submitted attempt to `recordSubmitted`
 * inside its own transaction, once: the attempt is claimed first, so a
 * repeated submit (or the sweeper after the learner) never rates twice.
 */
import { Clock, Context, Effect, Layer } from "effect"
import { Conflict, Invalid, type NotFound } from "../../src/api/shared/errors.ts"
import type { AttemptId, SubscriptionId } from "../../src/api/shared/ids.ts"
import {
  REVIEW_SESSION_SIZE,
  type Readiness,
  type ReviewAnswerPayload,
  type ReviewDayPayload,
  type ReviewOutcome,
  type ReviewSession,
  type ReviewSummary,
  type Pacing
} from "../../src/api/learning/learning.ts"
import { answerKeyShowable } from "../../src/domain/attempt/answer-key.ts"
import { questionOutcome } from "../../src/domain/attempt/attempt-scoring.ts"
import { pacingOf } from "../../src/domain/learning/pacing.ts"
import { estimateReadiness } from "../../src/domain/learning/readiness.ts"
import { reviewDayEnds } from "../../src/domain/learning/review-words.ts"
import { Transaction } from "../platform/db/transaction.ts"
import * as Messages from "./learning-messages.ts"
import { LearningPolicy, reviewsRunAt } from "./policy.ts"
import type { SubmittedAnswer, SubmittedAttempt } from "./records.ts"
import { LearningRepository } from "./repository.ts"
import { attemptRating, enterSchedule, rateCard, reviewRating, type ScheduledCard } from "./scheduling.ts"

const invalid = (path: string, message: string) => new Invalid({ message, issues: [{ path, message }] })

export class LearningService extends Context.Service<
  LearningService,
  {
    /**
     * Puts a submitted attempt's answers into the learner's schedule, once per
     * attempt: missed or marked questions enter it, scheduled ones are rated.
     * Runs in the caller's transaction when there is one.
     */
    readonly recordSubmitted: (attempt: SubmittedAttempt, questions: ReadonlyArray<SubmittedAnswer>, now: number) => Effect.Effect<void>
    readonly reviewSummary: (userId: string, payload: ReviewDayPayload) => Effect.Effect<ReviewSummary, NotFound>
    readonly reviewSession: (userId: string, payload: ReviewDayPayload) => Effect.Effect<ReviewSession, NotFound | Conflict>
    readonly answerReview: (userId: string, payload: ReviewAnswerPayload) => Effect.Effect<ReviewOutcome, Invalid | NotFound | Conflict>
    readonly readiness: (userId: string, subscId: SubscriptionId) => Effect.Effect<Readiness, NotFound>
    readonly pacing: (userId: string, attemptId: AttemptId) => Effect.Effect<Pacing, NotFound | Conflict>
  }
>()("exam-shop/LearningService") {
  static readonly layerNoDeps = Layer.effect(
    LearningService,
    Effect.gen(function* () {
      const repository = yield* LearningRepository
      const policy = yield* LearningPolicy
      const transaction = yield* Transaction

      const recordSubmitted = Effect.fn("LearningService.recordSubmitted")(function* (
        attempt: SubmittedAttempt,
        questions: ReadonlyArray<SubmittedAnswer>,
        now: number
      ) {
        if (!(yield* repository.claimAttempt(attempt.id, now))) return
        const scheduled = yield* repository.cardsOf(
          attempt.userId,
          questions.map((question) => question._id)
        )
        const changed: Array<{ qsnId: SubmittedAnswer["_id"]; card: ScheduledCard }> = []
        for (const question of questions) {
          const card = scheduled.get(question._id)
          const rating = attemptRating(question.outcome, question.marked, card !== undefined)
          if (rating === null) continue
          changed.push({ qsnId: question._id, card: rating === "enter" || card === undefined ? enterSchedule(now) : rateCard(card, rating, now) })
        }
        yield* repository.writeCards(attempt.userId, attempt.subscriptionId, changed)
      })

      const reviewSummary = Effect.fn("LearningService.reviewSummary")(function* (userId: string, payload: ReviewDayPayload) {
        const subscription = yield* policy.ownSubscription(yield* repository.subscriptionOf(userId, payload.subscId))
        const now = yield* Clock.currentTimeMillis
        const ends = reviewDayEnds(now, payload.utcOffsetMinutes)
        const counts = yield* repository.countDue(userId, subscription.examId, ends.today, ends.tomorrow)
        // An expired subscription's reviews stopped: nothing of it is due.
        return reviewsRunAt(subscription, now) ? { active: true, ...counts } : { active: false, dueToday: 0, dueTomorrow: 0, scheduled: counts.scheduled }
      })

      const reviewSession = Effect.fn("LearningService.reviewSession")(function* (userId: string, payload: ReviewDayPayload) {
        const subscription = yield* policy.ownSubscription(yield* repository.subscriptionOf(userId, payload.subscId))
        const now = yield* Clock.currentTimeMillis
        yield* policy.reviewsRunning(subscription, now)
        const ends = reviewDayEnds(now, payload.utcOffsetMinutes)
        const [cards, counts] = yield* Effect.all([
          repository.dueCards(userId, subscription.examId, ends.today, REVIEW_SESSION_SIZE),
          repository.countDue(userId, subscription.examId, ends.today, ends.tomorrow)
        ])
        return { cards, dueToday: counts.dueToday }
      })

      /**
       * Under the card's lock: the learner's own card of the subscription's
       * exam, the showing's version (a second answer to it is refused, so a
       * double press never rates twice), the options; then graded, rated and
       * moved. Only this answer reveals the correct options and explanation,
       * and only while the grant may show them: the reveal is recorded in
       * this transaction (src/domain/attempt/answer-key.ts: the order can no
       * longer be refunded).
       */
      const answerReview = Effect.fn("LearningService.answerReview")(function* (userId: string, payload: ReviewAnswerPayload) {
        const subscription = yield* policy.ownSubscription(yield* repository.subscriptionOf(userId, payload.subscId))
        return yield* transaction.run(
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            yield* policy.reviewsRunning(subscription, now)
            const target = yield* policy.ownCard(yield* repository.lockCard(userId, subscription.examId, payload.qsnId))
            if (!answerKeyShowable({ refunded: yield* repository.grantRefunded(subscription.id) })) {
              return yield* new Conflict({ message: Messages.REVIEWS_STOPPED })
            }
            if (target.card.reps !== payload.version) return yield* new Conflict({ message: Messages.ALREADY_REVIEWED })
            const chosen = [...new Set(payload.answer)]
            const known = new Set(target.options.map((option) => option.id))
            if (chosen.some((id) => !known.has(id))) return yield* invalid("answer", Messages.OPTION_NOT_IN_QUESTION)
            if (target.kind === "single" && chosen.length > 1) return yield* invalid("answer", Messages.SINGLE_ANSWER_ONLY)
            const correct = target.options.filter((option) => option.correct).map((option) => option.id)
            const outcome = questionOutcome({ qsnId: payload.qsnId, sectionId: "", objective: "", correct, chosen }, target.scoring)
            const rating = reviewRating(outcome)
            const next = rateCard(target.card, rating, now)
            yield* repository.writeCards(userId, subscription.id, [{ qsnId: payload.qsnId, card: next }])
            yield* repository.recordAnswerKeyShown(subscription.id, "spacedReview", now)
            return {
              qsnId: payload.qsnId,
              outcome,
              correct,
              explanation: target.explanation,
              rating,
              nextReviewInSeconds: Math.max(0, Math.round((next.due - now) / 1000)),
              dueAt: new Date(next.due).toISOString()
            } satisfies ReviewOutcome
          })
        )
      })

      const readiness = Effect.fn("LearningService.readiness")(function* (userId: string, subscId: SubscriptionId) {
        const subscription = yield* policy.ownSubscription(yield* repository.subscriptionOf(userId, subscId))
        const sheet = yield* repository.readinessSheet(userId, subscription.examId)
        return estimateReadiness(sheet.objectives, sheet.attempts, sheet.passMarkPercent)
      })

      const pacing = Effect.fn("LearningService.pacing")(function* (userId: string, attemptId: AttemptId) {
        const sheet = yield* policy.ownAttempt(yield* repository.pacingSheet(userId, attemptId))
        if (!sheet.submitted) return yield* new Conflict({ message: Messages.SUBMIT_FIRST })
        return pacingOf(sheet)
      })

      return LearningService.of({ recordSubmitted, reviewSummary, reviewSession, answerReview, readiness, pacing })
    })
  )

  static readonly layer = LearningService.layerNoDeps.pipe(Layer.provide([LearningRepository.layer, LearningPolicy.layer, Transaction.layer]))
}
