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
 *
 * Practice mode: an attempt opened with `mode: "practice"` has no
 * countdown and is never submitted for time; each answer can be checked
 * (POST /attempts/:attemptId/check), which locks it and only then answers
 * whether it was right, the correct options and the explanation. Each save
 * also carries the time spent on its question (`spentMs`).
 */
import { Effect, Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Conflict, Invalid, NotFound } from "../shared/errors.ts"
import { pageOf, PageRequest } from "../shared/paging.ts"
import { AttemptId, ExamId, OptionId, QuestionId, SectionId, SubscriptionId, TestId } from "../shared/ids.ts"
import { Authorization } from "../shared/security.ts"

// ── Subscriptions (My Exams) ─────────────────────────────────────────────

export const SubscriptionStatus = Schema.Literals(["active", "expired"])
export type SubscriptionStatus = typeof SubscriptionStatus.Type

export const ExamSubscription = Schema.Struct({
  /** The subscId of the routes. */
  _id: SubscriptionId,
  examId: ExamId,
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
  /** Exam attempts only: practice attempts never count toward exam results. */
  attemptCount: Schema.Number,
  /** The best submitted exam percentage, or null before the first submit. */
  bestPercentage: Schema.NullOr(Schema.Number)
})
export type ExamSubscription = typeof ExamSubscription.Type

export const SubscriptionPagePayload = PageRequest

export const SubscriptionPage = pageOf(ExamSubscription)
export type SubscriptionPage = typeof SubscriptionPage.Type

export const SubscriptionPageAnswer = Schema.Struct({ data: SubscriptionPage })

// ── Tests ────────────────────────────────────────────────────────────────

export const ScoringRule = Schema.Literals(["allOrNothing", "partialCredit"])
export type ScoringRule = typeof ScoringRule.Type

export const SectionInfo = Schema.Struct({ _id: SectionId, name: Schema.String, questionCount: Schema.Number })
export type SectionInfo = typeof SectionInfo.Type

export const AttemptStatus = Schema.Literals(["ongoing", "paused", "submitted"])
export type AttemptStatus = typeof AttemptStatus.Type

export const SubmittedBy = Schema.Literals(["learner", "timeUp", "server"])
export type SubmittedBy = typeof SubmittedBy.Type

/**
 * "exam": timed, scored, counts toward the learner's results (what every
 * attempt was before practice mode). "practice": no countdown (time is still
 * recorded), each answer can be checked once locked in, never counts toward
 * exam results (not in bestPercentage, not against maxAttempts).
 */
export const AttemptMode = Schema.Literals(["exam", "practice"])
export type AttemptMode = typeof AttemptMode.Type

export const AttemptSummary = Schema.Struct({
  _id: AttemptId,
  mode: AttemptMode,
  status: AttemptStatus,
  startedAt: Schema.String,
  submittedAt: Schema.NullOr(Schema.String),
  /** Null until submitted. */
  percentage: Schema.NullOr(Schema.Number),
  passed: Schema.NullOr(Schema.Boolean)
})
export type AttemptSummary = typeof AttemptSummary.Type

/** How many of a test's questions are the learner's mistakes, for one exam objective. */
export const ObjectiveMistakes = Schema.Struct({ objective: Schema.String, count: Schema.Number })
export type ObjectiveMistakes = typeof ObjectiveMistakes.Type

/**
 * The learner's mistakes in one test: the questions whose latest outcome in
 * their submitted attempts (exam or practice) was wrong, partly correct or
 * unanswered, or that were marked for review there. A question answered
 * right (and not marked) later drops out.
 */
export const MistakeCounts = Schema.Struct({
  total: Schema.Number,
  /** By exam objective, in the order of the test's questions. */
  objectives: Schema.Array(ObjectiveMistakes)
})
export type MistakeCounts = typeof MistakeCounts.Type

export const TestInfo = Schema.Struct({
  /** The testId of the routes. */
  _id: TestId,
  examId: ExamId,
  name: Schema.String,
  durationMinutes: Schema.Number,
  questionCount: Schema.Number,
  passMarkPercent: Schema.Number,
  pauseAllowed: Schema.Boolean,
  /** Null: as many exam attempts as the learner likes while the subscription is active (practice never counts). */
  maxAttempts: Schema.NullOr(Schema.Number),
  scoring: ScoringRule,
  /** The test may also be taken in practice mode. */
  practiceAllowed: Schema.Boolean,
  sections: Schema.Array(SectionInfo),
  /** The learner's attempts, exam and practice, newest first. */
  attempts: Schema.Array(AttemptSummary),
  /** The learner's questions of this test to practise again ("Practise your mistakes"). */
  mistakes: MistakeCounts
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

export const QuestionOutcome = Schema.Literals(["correct", "partlyCorrect", "wrong", "unanswered"])
export type QuestionOutcome = typeof QuestionOutcome.Type

export const QuestionKind = Schema.Literals(["single", "multiple"])
export type QuestionKind = typeof QuestionKind.Type

export const QuestionOption = Schema.Struct({ _id: OptionId, text: Schema.String })
export type QuestionOption = typeof QuestionOption.Type

/** A question as the test screen gets it: never with its correct answer. */
export const AttemptQuestion = Schema.Struct({
  _id: QuestionId,
  text: Schema.String,
  kind: QuestionKind,
  options: Schema.Array(QuestionOption)
})
export type AttemptQuestion = typeof AttemptQuestion.Type

export const AttemptSection = Schema.Struct({
  _id: SectionId,
  name: Schema.String,
  questions: Schema.Array(AttemptQuestion)
})
export type AttemptSection = typeof AttemptSection.Type

/** A learner's answer to one question, as saved and as sent: the chosen options and the review mark. */
export const QuestionAnswer = Schema.Struct({
  qsnId: QuestionId,
  /** Chosen option ids; empty when cleared. */
  answer: Schema.Array(OptionId),
  marked: Schema.Boolean
})
export type QuestionAnswer = typeof QuestionAnswer.Type

/** Whole seconds left on the attempt's clock, computed by the server at the moment of the answer; a paused clock does not run. */
export const RemainingSeconds = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** Save numbers are stored as a PostgreSQL integer. */
export const MAX_SEQ = 2_147_483_647
export const SEQ_MESSAGE = `seq must be a whole number from 1 to ${MAX_SEQ}.`

/**
 * A save's number within its attempt: it only grows, and the server applies
 * a save only above the last number applied to that question. Written once
 * here; the browser's stored queue reads it too. The message is the answer's
 * own (server/platform/http/error-answers.ts shows a check's message as it is).
 */
export const Seq = Schema.Number.check(Schema.isInt({ message: SEQ_MESSAGE }), Schema.isBetween({ minimum: 1, maximum: MAX_SEQ }, { message: SEQ_MESSAGE }))

/**
 * What a practice attempt shows once a question's answer is locked in:
 * whether it was right, the correct options and the explanation. Never
 * answered for an answer not locked, nor in exam mode.
 */
export const AnswerFeedback = Schema.Struct({
  qsnId: QuestionId,
  outcome: QuestionOutcome,
  correct: Schema.Array(OptionId),
  explanation: Schema.String
})
export type AnswerFeedback = typeof AnswerFeedback.Type

/** Everything the test screen needs to start or resume (spec §3 attemptData). */
export const AttemptData = Schema.Struct({
  _id: AttemptId,
  mode: AttemptMode,
  subscId: SubscriptionId,
  examId: ExamId,
  examName: Schema.String,
  testId: TestId,
  testName: Schema.String,
  status: AttemptStatus,
  pauseAllowed: Schema.Boolean,
  durationSeconds: Schema.Number,
  remainingSeconds: RemainingSeconds,
  /** The highest save number the server applied in this attempt (0 before the first). */
  lastSeq: Schema.Number,
  /** A practice set holds only its questions (sections without any are left out). */
  sections: Schema.Array(AttemptSection),
  answers: Schema.Array(QuestionAnswer),
  /** Practice mode: the feedback of the questions already checked (locked); empty in exam mode. */
  checked: Schema.Array(AnswerFeedback)
})
export type AttemptData = typeof AttemptData.Type

export const AttemptAnswer = Schema.Struct({ data: AttemptData })

/** The largest practice set a learner can ask for by size (beyond it: "all"). */
export const MAX_SET_SIZE = 500
export const SET_SIZE_MESSAGE = `size must be a whole number from 1 to ${MAX_SET_SIZE}.`
export const MAX_OBJECTIVE_LENGTH = 200

/**
 * A practice set described, never listed: the server picks the questions
 * (the learner's own mistakes in the test, see MistakeCounts), in the test's
 * order, at most `size` of them (all when omitted), of one exam objective
 * when `objective` is given.
 */
export const PracticeSet = Schema.Struct({
  source: Schema.Literal("mistakes"),
  size: Schema.optionalKey(
    Schema.Number.check(Schema.isInt({ message: SET_SIZE_MESSAGE }), Schema.isBetween({ minimum: 1, maximum: MAX_SET_SIZE }, { message: SET_SIZE_MESSAGE }))
  ),
  objective: Schema.optionalKey(Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(MAX_OBJECTIVE_LENGTH)))
})
export type PracticeSet = typeof PracticeSet.Type

/**
 * The spec's start ({ subscId, testId }) opens an exam attempt, as it always
 * did; `mode: "practice"` opens a practice attempt of the whole test, or of
 * `set` (a set needs practice mode).
 */
export const StartAttemptPayload = Schema.Struct({
  subscId: SubscriptionId,
  testId: TestId,
  /** "exam" when omitted. */
  mode: Schema.optionalKey(AttemptMode),
  set: Schema.optionalKey(PracticeSet)
})
export type StartAttemptPayload = typeof StartAttemptPayload.Type

/** The attempt a start opened, or (resumed) the one of the same test that was open already. */
export const StartedAttempt = Schema.Struct({ attemptId: AttemptId, resumed: Schema.Boolean })
export type StartedAttempt = typeof StartedAttempt.Type

export const StartAttemptAnswer = Schema.Struct({ message: Schema.String, data: StartedAttempt })

/** The most time one save may carry for its question: six hours (a practice attempt has no deadline). */
export const MAX_SPENT_MS = 6 * 60 * 60 * 1000
export const SPENT_MS_MESSAGE = `spentMs must be a whole number of milliseconds from 0 to ${MAX_SPENT_MS}.`

/**
 * Milliseconds the learner spent on a save's question since that question's
 * previous save (0 when omitted). The server adds it to the question's total
 * once per save number, at most the test's duration per save.
 */
export const SpentMs = Schema.Number.check(
  Schema.isInt({ message: SPENT_MS_MESSAGE }),
  Schema.isBetween({ minimum: 0, maximum: MAX_SPENT_MS }, { message: SPENT_MS_MESSAGE })
)

/** One numbered change of one question's answer. */
export const SaveAnswerPayload = Schema.Struct({
  seq: Seq,
  ...QuestionAnswer.fields,
  /** 0 when omitted. */
  spentMs: Schema.optionalKey(SpentMs)
})
export type SaveAnswerPayload = typeof SaveAnswerPayload.Type

export const SaveAnswerResult = Schema.Struct({
  /** False when the save was a replay or older than one already applied. */
  applied: Schema.Boolean,
  lastSeq: Schema.Number,
  remainingSeconds: RemainingSeconds
})
export type SaveAnswerResult = typeof SaveAnswerResult.Type

export const SaveAnswerAnswer = Schema.Struct({ data: SaveAnswerResult })

/** The attempt's clock after a pause or a resume. */
export const ClockState = Schema.Struct({ status: AttemptStatus, remainingSeconds: RemainingSeconds })
export type ClockState = typeof ClockState.Type

export const ClockAnswer = Schema.Struct({ message: Schema.String, data: ClockState })

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
  attemptId: AttemptId,
  /** A practice attempt's result says so: it never counts toward exam results. */
  mode: AttemptMode,
  subscId: SubscriptionId,
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

export const ReviewQuestion = Schema.Struct({
  _id: QuestionId,
  sectionId: SectionId,
  text: Schema.String,
  kind: QuestionKind,
  options: Schema.Array(QuestionOption),
  correct: Schema.Array(OptionId),
  chosen: Schema.Array(OptionId),
  marked: Schema.Boolean,
  outcome: QuestionOutcome,
  explanation: Schema.String,
  objective: Schema.String,
  /** Milliseconds spent on the question (the sum of its saves' spentMs); results frozen before time was recorded read 0. */
  spentMs: Schema.Number.pipe(Schema.withDecodingDefaultKey(Effect.succeed(0)))
})
export type ReviewQuestion = typeof ReviewQuestion.Type

/**
 * A question as the learner's review shows it: as it was scored, or, when
 * the answer key is withheld (src/domain/attempt/answer-key.ts), with the
 * learner's own answer only: `outcome` null, `correct` empty, `explanation` "".
 */
export const AttemptReviewQuestion = Schema.Struct({
  ...ReviewQuestion.fields,
  outcome: Schema.NullOr(QuestionOutcome)
})
export type AttemptReviewQuestion = typeof AttemptReviewQuestion.Type

export const AttemptReview = Schema.Struct({
  ...AttemptResult.fields,
  /** False when the attempt's exam was refunded: its questions come without their key. */
  answerKeyShown: Schema.Boolean,
  questions: Schema.Array(AttemptReviewQuestion)
})
export type AttemptReview = typeof AttemptReview.Type

export const SubmitAnswer = Schema.Struct({ message: Schema.String, data: AttemptResult })

/** Practice mode: lock the question's saved answer in and see how it did. */
export const CheckAnswerPayload = Schema.Struct({ qsnId: QuestionId })
export type CheckAnswerPayload = typeof CheckAnswerPayload.Type

export const CheckAnswerAnswer = Schema.Struct({ data: AnswerFeedback })
export const ReviewAnswer = Schema.Struct({ data: AttemptReview })

// Path ids stay plain strings: the handlers decode them (server/shared/path-id.ts), so an
// impossible id answers 404 like an unknown one (src/api/shared/ids.ts).
const AttemptParams = { attemptId: Schema.String }

export class AttemptsGroup extends HttpApiGroup.make("attempts")
  .add(
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
    HttpApiEndpoint.post("check", "/attempts/:attemptId/check", {
      params: AttemptParams,
      payload: CheckAnswerPayload,
      success: CheckAnswerAnswer,
      // Invalid: the question is not in the attempt, or has no answer yet; Conflict: exam mode, or submitted.
      error: [Invalid, NotFound, Conflict]
    }),
    HttpApiEndpoint.post("pause", "/attempts/:attemptId/pause", { params: AttemptParams, success: ClockAnswer, error: [NotFound, Conflict] }),
    HttpApiEndpoint.post("resume", "/attempts/:attemptId/resume", { params: AttemptParams, success: ClockAnswer, error: [NotFound, Conflict] }),
    HttpApiEndpoint.post("submit", "/attempts/:attemptId/submit", { params: AttemptParams, success: SubmitAnswer, error: [NotFound, Conflict] }),
    HttpApiEndpoint.get("review", "/attempts/:attemptId/result", { params: AttemptParams, success: ReviewAnswer, error: [NotFound, Conflict] })
  )
  .middleware(Authorization) {}
