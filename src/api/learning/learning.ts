/**
 * What the product does with a learner's answers: the spaced
 * review of missed questions, readiness per exam objective, and the pacing
 * of a submitted attempt.
 *
 * Every call needs a signed-in learner and reads only that learner's own
 * records: another learner's subscription, attempt or review card answers
 * 404, as an unknown id does.
 *
 * Spaced review: the questions a learner missed (wrong, partly right, left
 * unanswered) or marked for review in a submitted attempt enter a review
 * schedule (FSRS); "due today" is what falls due before the end of the
 * learner's own day, so the browser sends its offset from UTC. A review
 * shows a question without its answer; only the answer call reveals the
 * correct options and the explanation, rates the card and moves its due
 * date. The reviews of an expired subscription stop: nothing is due, and a
 * session or an answer is refused 409.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { QuestionKind, QuestionOption, QuestionOutcome } from "../attempt/attempt.ts"
import { Conflict, Invalid, NotFound } from "../shared/errors.ts"
import { OptionId, QuestionId, SectionId, SubscriptionId } from "../shared/ids.ts"
import { Authorization } from "../shared/security.ts"

// ── Spaced review ────────────────────────────────────────────────────────

export const UTC_OFFSET_MESSAGE = "utcOffsetMinutes must be a whole number of minutes from -720 to 840."

/** Minutes the learner's clock is ahead of UTC (UTC-12 … UTC+14): where their day ends. */
export const UtcOffsetMinutes = Schema.Number.check(
  Schema.isInt({ message: UTC_OFFSET_MESSAGE }),
  Schema.isBetween({ minimum: -720, maximum: 840 }, { message: UTC_OFFSET_MESSAGE })
)

export const ReviewDayPayload = Schema.Struct({ subscId: SubscriptionId, utcOffsetMinutes: UtcOffsetMinutes })
export type ReviewDayPayload = typeof ReviewDayPayload.Type

/** The exam's review schedule, as My Exams shows it ("3 due today · 2 due tomorrow"). */
export const ReviewSummary = Schema.Struct({
  /** False once the subscription expired: its reviews stopped and nothing is due. */
  active: Schema.Boolean,
  /** Due before the end of the learner's day (overdue included). */
  dueToday: Schema.Number,
  /** Due during the learner's next day. */
  dueTomorrow: Schema.Number,
  /** Every question of the exam in the learner's schedule. */
  scheduled: Schema.Number
})
export type ReviewSummary = typeof ReviewSummary.Type

export const ReviewSummaryAnswer = Schema.Struct({ data: ReviewSummary })

/** The most questions one review session holds. */
export const REVIEW_SESSION_SIZE = 10

/** A question to review, shown without its answer. */
export const ReviewCard = Schema.Struct({
  qsnId: QuestionId,
  text: Schema.String,
  kind: QuestionKind,
  options: Schema.Array(QuestionOption),
  objective: Schema.String,
  /** How many times the card was rated: the answer names it, so one showing is rated once. */
  version: Schema.Number
})
export type ReviewCard = typeof ReviewCard.Type

export const ReviewSession = Schema.Struct({
  /** At most REVIEW_SESSION_SIZE, the longest overdue first. */
  cards: Schema.Array(ReviewCard),
  dueToday: Schema.Number
})
export type ReviewSession = typeof ReviewSession.Type

export const ReviewSessionAnswer = Schema.Struct({ data: ReviewSession })

export const REVIEW_VERSION_MESSAGE = "version must be a whole number from 0 to 100000."

export const ReviewAnswerPayload = Schema.Struct({
  subscId: SubscriptionId,
  qsnId: QuestionId,
  /** The chosen options; empty: "I don't know" (rated as wrong). */
  answer: Schema.Array(OptionId).check(Schema.isMaxLength(50)),
  /** The card's version as the session showed it. */
  version: Schema.Number.check(
    Schema.isInt({ message: REVIEW_VERSION_MESSAGE }),
    Schema.isBetween({ minimum: 0, maximum: 100_000 }, { message: REVIEW_VERSION_MESSAGE })
  )
})
export type ReviewAnswerPayload = typeof ReviewAnswerPayload.Type

/** How FSRS rated the review: right is Good, partly right Hard, wrong (or no answer) Again. */
export const ReviewRating = Schema.Literals(["again", "hard", "good"])
export type ReviewRating = typeof ReviewRating.Type

export const ReviewOutcome = Schema.Struct({
  qsnId: QuestionId,
  outcome: QuestionOutcome,
  correct: Schema.Array(OptionId),
  explanation: Schema.String,
  rating: ReviewRating,
  /** Seconds from the server's now to the card's new due date (the browser's clock is never trusted). */
  nextReviewInSeconds: Schema.Number,
  /** The new due date, an ISO 8601 instant. */
  dueAt: Schema.String
})
export type ReviewOutcome = typeof ReviewOutcome.Type

export const ReviewOutcomeAnswer = Schema.Struct({ data: ReviewOutcome })

// ── Readiness per objective ──────────────────────────────────────────────

/** ready: at or above the pass mark; close: within CLOSE_MARGIN points below it; notYet: further; noAnswers: nothing to go on. */
export const ReadinessStatus = Schema.Literals(["ready", "close", "notYet", "noAnswers"])
export type ReadinessStatus = typeof ReadinessStatus.Type

export const ObjectiveReadiness = Schema.Struct({
  objective: Schema.String,
  /** Answers to the objective's questions in the learner's submitted attempts. */
  answers: Schema.Number,
  /** Percent (0–100) estimated from those answers, recent ones weighing more; null without answers. */
  estimate: Schema.NullOr(Schema.Number),
  /** A 95% interval around the estimate (Wilson), wide when there are few answers. */
  low: Schema.NullOr(Schema.Number),
  high: Schema.NullOr(Schema.Number),
  /** Fewer than FEW_ANSWERS answers: the estimate is only a first sign. */
  fewAnswers: Schema.Boolean,
  status: ReadinessStatus
})
export type ObjectiveReadiness = typeof ObjectiveReadiness.Type

export const Readiness = Schema.Struct({
  /** The strictest pass mark of the exam's tests: ready for it is ready for each. */
  passMarkPercent: Schema.Number,
  status: ReadinessStatus,
  /** Submitted attempts (exam and practice) the estimate reads. */
  attemptCount: Schema.Number,
  /** The exam's objectives, in the order of its questions. */
  objectives: Schema.Array(ObjectiveReadiness),
  /** The objectives to work on first: not ready, lowest estimate first. */
  focus: Schema.Array(Schema.String)
})
export type Readiness = typeof Readiness.Type

export const ReadinessAnswer = Schema.Struct({ data: Readiness })

// ── Pacing ───────────────────────────────────────────────────────────────

export const SectionPacing = Schema.Struct({
  sectionId: SectionId,
  name: Schema.String,
  questionCount: Schema.Number,
  /** Milliseconds spent on the section's questions. */
  spentMs: Schema.Number,
  /** The pace times the section's questions. */
  expectedMs: Schema.Number,
  overPace: Schema.Boolean
})
export type SectionPacing = typeof SectionPacing.Type

export const SlowQuestion = Schema.Struct({
  qsnId: QuestionId,
  /** Its number in the attempt, from 1. */
  number: Schema.Number,
  sectionName: Schema.String,
  text: Schema.String,
  spentMs: Schema.Number,
  overPace: Schema.Boolean
})
export type SlowQuestion = typeof SlowQuestion.Type

export const Pacing = Schema.Struct({
  /** The exam's pace: its duration divided by its questions, in milliseconds per question. */
  paceMs: Schema.Number,
  totalSpentMs: Schema.Number,
  expectedMs: Schema.Number,
  /** False when no time was recorded (results submitted before time was recorded). */
  recorded: Schema.Boolean,
  sections: Schema.Array(SectionPacing),
  /** The slowest questions, slowest first (at most SLOWEST_COUNT). */
  slowest: Schema.Array(SlowQuestion)
})
export type Pacing = typeof Pacing.Type

export const PacingAnswer = Schema.Struct({ data: Pacing })

// Path ids stay plain strings: the handlers decode them (server/shared/path-id.ts).
export class LearningGroup extends HttpApiGroup.make("learning")
  .add(
    HttpApiEndpoint.post("reviewSummary", "/learning/reviews/summary", { payload: ReviewDayPayload, success: ReviewSummaryAnswer, error: NotFound }),
    HttpApiEndpoint.post("reviewSession", "/learning/reviews/session", {
      payload: ReviewDayPayload,
      success: ReviewSessionAnswer,
      // Conflict: the subscription expired, its reviews stopped.
      error: [NotFound, Conflict]
    }),
    HttpApiEndpoint.post("reviewAnswer", "/learning/reviews/answer", {
      payload: ReviewAnswerPayload,
      success: ReviewOutcomeAnswer,
      // Invalid: an option not of the question; Conflict: expired, or this showing was answered already.
      error: [Invalid, NotFound, Conflict]
    }),
    HttpApiEndpoint.get("readiness", "/learning/readiness/:subscId", { params: { subscId: Schema.String }, success: ReadinessAnswer, error: NotFound }),
    HttpApiEndpoint.get("pacing", "/learning/pacing/:attemptId", {
      params: { attemptId: Schema.String },
      success: PacingAnswer,
      // Conflict: the attempt is not submitted yet.
      error: [NotFound, Conflict]
    })
  )
  .middleware(Authorization) {}
