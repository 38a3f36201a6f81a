/**
 * My Exams and the timed exam attempt (spec §2 /profile/exam/*, /instruction,
 * /test, /attempt; §7 POST /exams/activeExams and /exams/expiredExams).
 *
 * Every call needs a signed-in learner, and every record is the learner's
 * own: another learner's subscription or attempt answers 404, as an unknown
 * id does. The server owns time: it stores the deadline, computes
 * `remainingSeconds` on every answer, refuses saves and submits after the
 * deadline plus a 60-second grace, and submits attempts left open past it.
 *
 * Saves are idempotent: each carries a per-attempt sequence number; the
 * server applies a save only when its number is above the last one applied
 * for that question, so a replayed or older save changes nothing (and says
 * so with `applied: false`). Submitting twice answers the same result.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Conflict, Invalid, NotFound } from "./errors.ts"
import { Authorization } from "./security.ts"

// ── Subscriptions (My Exams) ─────────────────────────────────────────────

export const SubscriptionStatus = Schema.Literals(["active", "expired"])
export type SubscriptionStatus = typeof SubscriptionStatus.Type

export const ExamSubscription = Schema.Struct({
  /** The subscId of the routes. */
  _id: Schema.String,
  examId: Schema.String,
  examName: Schema.String,
  examSlug: Schema.String,
  examCode: Schema.String,
  vendor: Schema.String,
  /** ISO 8601 instants. */
  startsAt: Schema.String,
  expiresAt: Schema.String,
  status: SubscriptionStatus,
  /** The package it came with, when it came with one. */
  packageName: Schema.NullOr(Schema.String),
  testCount: Schema.Number,
  attemptCount: Schema.Number,
  /** The best submitted percentage, or null before the first submit. */
  bestPercentage: Schema.NullOr(Schema.Number)
})
export type ExamSubscription = typeof ExamSubscription.Type

export const SubscriptionPagePayload = Schema.Struct({ page: Schema.Number, perPage: Schema.Number })

export const SubscriptionPage = Schema.Struct({
  docs: Schema.Array(ExamSubscription),
  total: Schema.Number,
  page: Schema.Number,
  perPage: Schema.Number
})
export type SubscriptionPage = typeof SubscriptionPage.Type

export const SubscriptionPageAnswer = Schema.Struct({ data: SubscriptionPage })

// ── Tests ────────────────────────────────────────────────────────────────

export const ScoringRule = Schema.Literals(["allOrNothing", "partialCredit"])
export type ScoringRule = typeof ScoringRule.Type

export const SectionInfo = Schema.Struct({ _id: Schema.String, name: Schema.String, questionCount: Schema.Number })
export type SectionInfo = typeof SectionInfo.Type

export const AttemptStatus = Schema.Literals(["ongoing", "paused", "submitted"])
export type AttemptStatus = typeof AttemptStatus.Type

export const SubmittedBy = Schema.Literals(["learner", "timeUp", "server"])
export type SubmittedBy = typeof SubmittedBy.Type

export const AttemptSummary = Schema.Struct({
  _id: Schema.String,
  status: AttemptStatus,
  startedAt: Schema.String,
  submittedAt: Schema.NullOr(Schema.String),
  /** Null until submitted. */
  percentage: Schema.NullOr(Schema.Number),
  passed: Schema.NullOr(Schema.Boolean)
})
export type AttemptSummary = typeof AttemptSummary.Type

export const TestInfo = Schema.Struct({
  /** The testId of the routes. */
  _id: Schema.String,
  examId: Schema.String,
  name: Schema.String,
  durationMinutes: Schema.Number,
  questionCount: Schema.Number,
  passMarkPercent: Schema.Number,
  pauseAllowed: Schema.Boolean,
  /** Null: as many attempts as the learner likes while the subscription is active. */
  maxAttempts: Schema.NullOr(Schema.Number),
  scoring: ScoringRule,
  sections: Schema.Array(SectionInfo),
  /** The learner's attempts, newest first. */
  attempts: Schema.Array(AttemptSummary)
})
export type TestInfo = typeof TestInfo.Type

/** /profile/exam/{subscId}: the exam's tests and past attempts. */
export const SubscriptionDetail = Schema.Struct({
  subscription: ExamSubscription,
  tests: Schema.Array(TestInfo)
})
export type SubscriptionDetail = typeof SubscriptionDetail.Type

export const SubscriptionDetailAnswer = Schema.Struct({ data: SubscriptionDetail })

// ── The attempt ──────────────────────────────────────────────────────────

export const QuestionKind = Schema.Literals(["single", "multiple"])
export type QuestionKind = typeof QuestionKind.Type

export const QuestionOption = Schema.Struct({ _id: Schema.String, text: Schema.String })
export type QuestionOption = typeof QuestionOption.Type

/** A question as the test screen gets it: never with its correct answer. */
export const AttemptQuestion = Schema.Struct({
  _id: Schema.String,
  text: Schema.String,
  kind: QuestionKind,
  options: Schema.Array(QuestionOption)
})
export type AttemptQuestion = typeof AttemptQuestion.Type

export const AttemptSection = Schema.Struct({
  _id: Schema.String,
  name: Schema.String,
  questions: Schema.Array(AttemptQuestion)
})
export type AttemptSection = typeof AttemptSection.Type

export const SavedAnswer = Schema.Struct({
  qsnId: Schema.String,
  /** Chosen option ids; empty when cleared. */
  answer: Schema.Array(Schema.String),
  marked: Schema.Boolean
})
export type SavedAnswer = typeof SavedAnswer.Type

/** Everything the test screen needs to start or resume (spec §3 attemptData). */
export const AttemptData = Schema.Struct({
  _id: Schema.String,
  subscId: Schema.String,
  examId: Schema.String,
  examName: Schema.String,
  testId: Schema.String,
  testName: Schema.String,
  status: AttemptStatus,
  pauseAllowed: Schema.Boolean,
  durationSeconds: Schema.Number,
  /** Computed by the server at the moment of the answer; a paused clock does not run. */
  remainingSeconds: Schema.Number,
  /** The highest save number the server applied in this attempt. */
  lastSeq: Schema.Number,
  sections: Schema.Array(AttemptSection),
  answers: Schema.Array(SavedAnswer)
})
export type AttemptData = typeof AttemptData.Type

export const AttemptAnswer = Schema.Struct({ data: AttemptData })

export const StartAttemptPayload = Schema.Struct({ subscId: Schema.String, testId: Schema.String })
/** A start while an attempt of the same test is open resumes that attempt instead. */
export const StartAttemptAnswer = Schema.Struct({
  message: Schema.String,
  data: Schema.Struct({ attemptId: Schema.String, resumed: Schema.Boolean })
})

export const SaveAnswerPayload = Schema.Struct({
  seq: Schema.Number,
  qsnId: Schema.String,
  answer: Schema.Array(Schema.String),
  marked: Schema.Boolean
})
export type SaveAnswerPayload = typeof SaveAnswerPayload.Type

export const SaveAnswerResult = Schema.Struct({
  /** False when the save was a replay or older than one already applied. */
  applied: Schema.Boolean,
  lastSeq: Schema.Number,
  remainingSeconds: Schema.Number
})
export const SaveAnswerAnswer = Schema.Struct({ data: SaveAnswerResult })

export const ClockAnswer = Schema.Struct({
  message: Schema.String,
  data: Schema.Struct({ status: AttemptStatus, remainingSeconds: Schema.Number })
})

// ── Result and review ────────────────────────────────────────────────────

export const ScoreGroup = Schema.Struct({
  key: Schema.String,
  /** The section's name, or the objective itself. */
  name: Schema.String,
  score: Schema.Number,
  total: Schema.Number,
  percentage: Schema.Number
})
export type ScoreGroup = typeof ScoreGroup.Type

export const AttemptResult = Schema.Struct({
  attemptId: Schema.String,
  subscId: Schema.String,
  examName: Schema.String,
  testName: Schema.String,
  score: Schema.Number,
  total: Schema.Number,
  percentage: Schema.Number,
  passMarkPercent: Schema.Number,
  passed: Schema.Boolean,
  startedAt: Schema.String,
  submittedAt: Schema.String,
  submittedBy: SubmittedBy,
  answeredCount: Schema.Number,
  markedCount: Schema.Number,
  sections: Schema.Array(ScoreGroup),
  objectives: Schema.Array(ScoreGroup)
})
export type AttemptResult = typeof AttemptResult.Type

export const QuestionOutcome = Schema.Literals(["correct", "partlyCorrect", "wrong", "unanswered"])
export type QuestionOutcome = typeof QuestionOutcome.Type

export const ReviewQuestion = Schema.Struct({
  _id: Schema.String,
  sectionId: Schema.String,
  text: Schema.String,
  kind: QuestionKind,
  options: Schema.Array(QuestionOption),
  correct: Schema.Array(Schema.String),
  chosen: Schema.Array(Schema.String),
  marked: Schema.Boolean,
  outcome: QuestionOutcome,
  explanation: Schema.String,
  objective: Schema.String
})
export type ReviewQuestion = typeof ReviewQuestion.Type

export const AttemptReview = Schema.Struct({
  ...AttemptResult.fields,
  questions: Schema.Array(ReviewQuestion)
})
export type AttemptReview = typeof AttemptReview.Type

export const SubmitAnswer = Schema.Struct({ message: Schema.String, data: AttemptResult })
export const ReviewAnswer = Schema.Struct({ data: AttemptReview })

const AttemptParams = { attemptId: Schema.String }

export class AttemptsGroup extends HttpApiGroup.make("attempts").add(
  HttpApiEndpoint.post("activeExams", "/exams/activeExams", { payload: SubscriptionPagePayload, success: SubscriptionPageAnswer, error: Invalid }),
  HttpApiEndpoint.post("expiredExams", "/exams/expiredExams", { payload: SubscriptionPagePayload, success: SubscriptionPageAnswer, error: Invalid }),
  HttpApiEndpoint.get("subscription", "/exams/subscription/:subscId", {
    params: { subscId: Schema.String },
    success: SubscriptionDetailAnswer,
    error: NotFound
  }),
  HttpApiEndpoint.post("start", "/attempts/start", {
    payload: StartAttemptPayload,
    success: StartAttemptAnswer,
    // Invalid: no questions yet; Conflict: subscription expired or attempts used up.
    error: [Invalid, NotFound, Conflict]
  }),
  HttpApiEndpoint.get("attempt", "/attempts/:attemptId", { params: AttemptParams, success: AttemptAnswer, error: NotFound }),
  HttpApiEndpoint.post("save", "/attempts/:attemptId/save", {
    params: AttemptParams,
    payload: SaveAnswerPayload,
    success: SaveAnswerAnswer,
    // Invalid: unknown question or option; Conflict: submitted, paused, or past the grace period.
    error: [Invalid, NotFound, Conflict]
  }),
  HttpApiEndpoint.post("pause", "/attempts/:attemptId/pause", { params: AttemptParams, success: ClockAnswer, error: [NotFound, Conflict] }),
  HttpApiEndpoint.post("resume", "/attempts/:attemptId/resume", { params: AttemptParams, success: ClockAnswer, error: [NotFound, Conflict] }),
  HttpApiEndpoint.post("submit", "/attempts/:attemptId/submit", { params: AttemptParams, success: SubmitAnswer, error: [NotFound, Conflict] }),
  HttpApiEndpoint.get("review", "/attempts/:attemptId/result", { params: AttemptParams, success: ReviewAnswer, error: [NotFound, Conflict] })
).middleware(Authorization) {}
