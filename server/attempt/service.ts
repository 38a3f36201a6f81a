/**
 * The rules of My Exams and the timed attempt: start, resume,
 * save, pause, resume the clock, submit, the review, and the sweep of
 * attempts left open. The server owns time: the clock is computed by the
 * domain's rules (src/domain/attempt/attempt-clock.ts — the one place the
 * deadline is written) from what the attempt stores, at the Effect Clock's
 * "now" (a TestClock in unit tests).
 *
 * Every change first locks the attempt — a save in its one statement, the
 * others in a repository transaction — so a save, a pause and a submit of
 * one attempt never interleave, and the sweeper (which skips locked
 * attempts) never scores an attempt a save is writing to. A change that
 * arrives after the deadline plus the grace submits the attempt right then
 * and is refused; that submit is committed even though the call answers an
 * error.
 */
import { Clock, Context, Effect, Layer, Option } from "effect"
import type {
  AnswerFeedback,
  AttemptData,
  AttemptMode,
  AttemptResult,
  AttemptReview,
  CheckAnswerPayload,
  ClockState,
  ExamSubscription,
  SaveAnswerPayload,
  SaveAnswerResult,
  ScoringRule,
  StartAttemptPayload,
  StartedAttempt,
  SubmittedBy,
  SubscriptionDetail,
  SubscriptionPage,
  SubscriptionStatus
} from "../../src/api/attempt/attempt.ts"
import { Conflict, Invalid, type NotFound } from "../../src/api/shared/errors.ts"
import type { AttemptId, SubscriptionId } from "../../src/api/shared/ids.ts"
import {
  type AttemptClock,
  COUNTDOWN_LEAD_MS,
  deadlineOf,
  isPastGrace,
  pauseClock,
  remainingSeconds,
  resumeClock,
  SUBMIT_GRACE_SECONDS
} from "../../src/domain/attempt/attempt-clock.ts"
import { answerKeyShowable, feedbackWithoutKey, withoutAnswerKey } from "../../src/domain/attempt/answer-key.ts"
import { questionOutcome } from "../../src/domain/attempt/attempt-scoring.ts"
import type { OptionId, QuestionId } from "../../src/api/shared/ids.ts"
import { LearningService } from "../learning/service.ts"
import { pagingOf } from "../shared/paging.ts"
import * as Messages from "./attempt-messages.ts"
import { AttemptsPolicy } from "./policy.ts"
import type { AttemptRecord, CheckedAnswer, SweepCursor } from "./records.ts"
import { AttemptsRepository } from "./repository.ts"
import { saveRefusal, timeRanOut } from "./save-rules.ts"
import { scoreSubmission } from "./submission.ts"
import { SubscriptionsRepository } from "./subscriptions-repository.ts"

/** Attempts the sweeper reads per query; a backlog is walked through in pages. */
const SWEEP_PAGE = 500

const invalid = (path: string, message: string) => new Invalid({ message, issues: [{ path, message }] })

/**
 * The clock's reading for the answer: a submitted attempt has no time left;
 * a practice attempt's clock never runs down (it reads the whole duration).
 */
const remainingOf = (attempt: Pick<AttemptRecord, "status" | "mode" | "clock">, now: number) =>
  attempt.status === "submitted" ? 0 : attempt.mode === "practice" ? attempt.clock.durationSeconds : remainingSeconds(attempt.clock, now)

/** A practice answer's feedback, from its locked answer and the question's correct options. */
const feedbackOf = (
  qsnId: QuestionId,
  chosen: ReadonlyArray<OptionId>,
  correct: ReadonlyArray<OptionId>,
  explanation: string,
  scoring: ScoringRule
): AnswerFeedback => ({
  qsnId,
  outcome: questionOutcome({ qsnId, sectionId: "", objective: "", correct, chosen }, scoring),
  correct,
  explanation
})

const feedbackOfChecked = (checked: CheckedAnswer, scoring: ScoringRule): AnswerFeedback =>
  feedbackOf(checked.qsnId, checked.answer, checked.correct, checked.explanation, scoring)

/** Past the deadline (not only the grace): too late to pause or resume. */
const isPastDeadline = (clock: AttemptClock, now: number) => clock.pausedAt === null && now >= deadlineOf(clock, now)

/**
 * Who submitted: the learner in time, or the browser's submit at zero — its
 * countdown may reach zero a moment before the server's clock (COUNTDOWN_LEAD_MS).
 */
const submitterAt = (attempt: Pick<AttemptRecord, "mode" | "clock">, now: number): SubmittedBy =>
  attempt.mode === "exam" && isPastDeadline(attempt.clock, now + COUNTDOWN_LEAD_MS) ? "timeUp" : "learner"

export class AttemptsService extends Context.Service<
  AttemptsService,
  {
    readonly myExams: (userId: string, status: SubscriptionStatus, page: number, perPage: number) => Effect.Effect<SubscriptionPage, Invalid>
    readonly subscription: (userId: string, subscId: SubscriptionId) => Effect.Effect<SubscriptionDetail, NotFound>
    /** The learner's exam subscriptions a bought package granted, as My Exams shows each (My Packages' detail). */
    readonly packageExams: (userId: string, packageSubscriptionId: string) => Effect.Effect<ReadonlyArray<ExamSubscription>>
    readonly start: (
      userId: string,
      payload: StartAttemptPayload
    ) => Effect.Effect<StartedAttempt & { readonly mode: AttemptMode }, Invalid | NotFound | Conflict>
    readonly attempt: (userId: string, attemptId: AttemptId) => Effect.Effect<AttemptData, NotFound>
    readonly save: (userId: string, attemptId: AttemptId, payload: SaveAnswerPayload) => Effect.Effect<SaveAnswerResult, Invalid | NotFound | Conflict>
    /** Practice mode: locks the question's answer in and only then answers how it did. */
    readonly check: (userId: string, attemptId: AttemptId, payload: CheckAnswerPayload) => Effect.Effect<AnswerFeedback, Invalid | NotFound | Conflict>
    readonly pause: (userId: string, attemptId: AttemptId) => Effect.Effect<ClockState, NotFound | Conflict>
    readonly resume: (userId: string, attemptId: AttemptId) => Effect.Effect<ClockState, NotFound | Conflict>
    readonly submit: (userId: string, attemptId: AttemptId) => Effect.Effect<AttemptResult, NotFound | Conflict>
    /**
     * The learner's result and review: the answer key only while the grant
     * may show it (src/domain/attempt/answer-key.ts), its reveal recorded
     * before the answer; a refunded grant's review without it.
     */
    readonly review: (userId: string, attemptId: AttemptId) => Effect.Effect<AttemptReview, NotFound | Conflict>
    /** The review as it was scored, key included, for the helpdesk's agent (not the learner: no reveal). */
    readonly reviewForDesk: (userId: string, attemptId: AttemptId) => Effect.Effect<AttemptReview, NotFound | Conflict>
    /** Submits every running attempt past its grace, once; answers how many it submitted. */
    readonly sweep: Effect.Effect<number>
  }
>()("exam-shop/AttemptsService") {
  static readonly layerNoDeps = Layer.effect(
    AttemptsService,
    Effect.gen(function* () {
      const attempts = yield* AttemptsRepository
      const subscriptions = yield* SubscriptionsRepository
      const policy = yield* AttemptsPolicy
      const learning = yield* LearningService

      /** Scores what was saved and submits an attempt the caller holds locked; false when it was submitted already. */
      const submitLocked = (attempt: AttemptRecord, submittedBy: SubmittedBy, now: number) =>
        Effect.flatMap(attempts.readScoringSheet(attempt), (sheet) => {
          const submission = scoreSubmission(sheet, attempt.clock, submittedBy, now)
          // The missed and marked questions enter the learner's review schedule, in this transaction, once.
          return Effect.tap(attempts.writeSubmission(attempt.id, submission), (written) =>
            written ? learning.recordSubmitted(attempt, submission.result.questions, now) : Effect.void
          )
        })

      /**
       * The refusals every change shares, in this order: already submitted,
       * then past the grace (which submits the attempt with what was saved).
       */
      const requireOpen = Effect.fn("AttemptsService.requireOpen")(function* (attempt: AttemptRecord, now: number) {
        if (attempt.status === "submitted") return yield* new Conflict({ message: Messages.ALREADY_SUBMITTED })
        if (timeRanOut(attempt, now)) {
          yield* submitLocked(attempt, "server", now)
          return yield* new Conflict({ message: Messages.TIME_UP })
        }
      })

      /** Submits the attempt when it is open and its grace is over, under its lock; refuses nothing itself. */
      const submitIfPastGrace = (userId: string, attemptId: AttemptId, now: number) =>
        attempts.transaction(
          Effect.gen(function* () {
            const fresh = yield* attempts.lockAttempt(userId, attemptId)
            if (Option.isSome(fresh) && fresh.value.status !== "submitted" && timeRanOut(fresh.value, now)) {
              yield* submitLocked(fresh.value, "server", now)
            }
          })
        )

      /** Submits an open attempt whose grace is over before it is read (the sweeper may not have come by yet). */
      const settleIfTimeUp = Effect.fn("AttemptsService.settleIfTimeUp")(function* (userId: string, attemptId: AttemptId) {
        const now = yield* Clock.currentTimeMillis
        const found = yield* policy.ownAttempt(yield* attempts.findAttempt(userId, attemptId))
        if (found.status === "submitted" || !timeRanOut(found, now)) return
        yield* submitIfPastGrace(userId, attemptId, now)
      })

      const myExams = Effect.fn("AttemptsService.myExams")(function* (userId: string, status: SubscriptionStatus, page: number, perPage: number) {
        const paging = pagingOf({ page, perPage })
        return yield* subscriptions.page(userId, status, paging, yield* Clock.currentTimeMillis)
      })

      const subscription = Effect.fn("AttemptsService.subscription")(function* (userId: string, subscId: SubscriptionId) {
        return yield* policy.ownSubscription(yield* subscriptions.detail(userId, subscId, yield* Clock.currentTimeMillis))
      })

      const packageExams = Effect.fn("AttemptsService.packageExams")(function* (userId: string, packageSubscriptionId: string) {
        return yield* subscriptions.ofPackage(userId, packageSubscriptionId, yield* Clock.currentTimeMillis)
      })

      const start = Effect.fn("AttemptsService.start")(function* (userId: string, payload: StartAttemptPayload) {
        const mode = payload.mode ?? "exam"
        if (payload.set !== undefined && mode !== "practice") return yield* invalid("set", Messages.SET_NEEDS_PRACTICE)
        return yield* attempts.transaction(
          Effect.gen(function* () {
            const window = yield* policy.ownSubscription(yield* attempts.lockSubscription(userId, payload.subscId))
            const test = yield* policy.subscribedTest(yield* attempts.findTest(payload.testId, window.examId))
            const now = yield* Clock.currentTimeMillis
            if (now >= window.expiresAt) return yield* new Conflict({ message: Messages.ACCESS_EXPIRED })
            if (now < window.startsAt) return yield* new Conflict({ message: Messages.ACCESS_NOT_STARTED })
            if (mode === "practice" && !test.practiceAllowed) return yield* new Conflict({ message: Messages.PRACTICE_NOT_ALLOWED })

            // One open attempt per test and mode: a practice never blocks (nor resumes) the exam, nor the other way.
            const open = yield* attempts.lockOpenAttempt(userId, test.id, mode)
            if (Option.isSome(open)) {
              if (!timeRanOut(open.value, now)) return { attemptId: open.value.id, resumed: true, mode }
              // Its time ran out unseen (the sweeper has not come by yet): keep its result, start afresh.
              yield* submitLocked(open.value, "server", now)
            }
            if (test.questionCount === 0) return yield* new Invalid({ message: Messages.NO_QUESTIONS })
            // Practice never counts against the test's attempts.
            if (mode === "exam" && test.maxAttempts !== null && (yield* attempts.countAttempts(window.id, test.id)) >= test.maxAttempts) {
              return yield* new Conflict({ message: Messages.attemptsUsedUp(test.maxAttempts) })
            }
            // The set is described, never listed: the server picks the learner's own mistakes.
            let questionIds: ReadonlyArray<QuestionId> | null = null
            if (payload.set !== undefined) {
              const picked = yield* attempts.mistakes(userId, test.id, payload.set.objective ?? null)
              if (picked.length === 0) {
                return yield* new Conflict({ message: payload.set.objective === undefined ? Messages.NO_MISTAKES : Messages.NO_MISTAKES_IN_OBJECTIVE })
              }
              questionIds = picked.slice(0, payload.set.size ?? picked.length).map((mistake) => mistake.qsnId)
            }
            const attemptId = yield* attempts.insertAttempt({
              userId,
              subscriptionId: window.id,
              testId: test.id,
              mode,
              questionIds,
              startedAt: now,
              durationSeconds: test.durationSeconds
            })
            return { attemptId, resumed: false, mode }
          })
        )
      })

      const attempt = Effect.fn("AttemptsService.attempt")(function* (userId: string, attemptId: AttemptId) {
        yield* settleIfTimeUp(userId, attemptId)
        const sheet = yield* policy.ownAttempt(yield* attempts.readSheet(userId, attemptId))
        const now = yield* Clock.currentTimeMillis
        const { attempt } = sheet
        const data: AttemptData = {
          _id: attempt.id,
          mode: attempt.mode,
          subscId: attempt.subscriptionId,
          examId: sheet.examId,
          examName: sheet.examName,
          testId: attempt.testId,
          testName: sheet.testName,
          status: attempt.status,
          // A practice has no timer to pause.
          pauseAllowed: attempt.mode === "exam" && attempt.pauseAllowed,
          durationSeconds: attempt.clock.durationSeconds,
          remainingSeconds: remainingOf(attempt, now),
          lastSeq: attempt.lastSeq,
          sections: sheet.sections,
          answers: sheet.answers,
          // Only answers locked in a practice attempt (the repository reads none otherwise),
          // with their key while the grant may show it (their reveal was recorded by the check).
          checked:
            attempt.mode === "practice" && sheet.checked.length > 0
              ? sheet.checked
                  .map((checked) => feedbackOfChecked(checked, sheet.scoring))
                  .map(answerKeyShowable({ refunded: yield* attempts.grantRefunded(attempt.subscriptionId) }) ? (feedback) => feedback : feedbackWithoutKey)
              : []
        }
        return data
      })

      /**
       * One statement, one round trip (repository `saveAnswer`, shared with
       * the saves arriving at the same time): the lock, the rules and the
       * write together. The statement writes only what
       * save-rules.ts accepts; the answer is told from what it read under the
       * lock, by the same rules. Past the grace nothing was written, and the
       * attempt is submitted here with what was saved before refusing.
       */
      const save = Effect.fn("AttemptsService.save")(function* (userId: string, attemptId: AttemptId, payload: SaveAnswerPayload) {
        const chosen = [...new Set(payload.answer)]
        const now = yield* Clock.currentTimeMillis
        const outcome = yield* policy.ownAttempt(yield* attempts.saveAnswer(userId, attemptId, { ...payload, answer: chosen }, now))
        const refusal = saveRefusal(outcome.attempt, outcome.target, chosen.length, now)
        if ((refusal === null) !== (outcome.written !== null)) {
          return yield* Effect.die(new Error(`The save statement and the save rules disagree (rules: ${refusal ?? "accept"})`))
        }
        switch (refusal) {
          case null:
            return { ...outcome.written!, remainingSeconds: remainingOf(outcome.attempt, now) }
          case "submitted":
            return yield* new Conflict({ message: Messages.ALREADY_SUBMITTED })
          case "timeUp":
            yield* submitIfPastGrace(userId, attemptId, now)
            return yield* new Conflict({ message: Messages.TIME_UP })
          case "paused":
            return yield* new Conflict({ message: Messages.PAUSED })
          case "questionNotInTest":
            return yield* invalid("qsnId", Messages.QUESTION_NOT_IN_TEST)
          case "answerLocked":
            // 400, not 409: the browser's queue drops this one save and goes on (a 409 stops it for good).
            return yield* invalid("qsnId", Messages.ANSWER_LOCKED)
          case "optionNotInQuestion":
            return yield* invalid("answer", Messages.OPTION_NOT_IN_QUESTION)
          case "singleAnswerOnly":
            return yield* invalid("answer", Messages.SINGLE_ANSWER_ONLY)
        }
      })

      /**
       * The attempt's lock first (a save of the same question waits, or is
       * waited for), then the rules: practice only, open, a question of the
       * attempt, answered. The answer is locked, and only then its feedback
       * read; a second check answers the same feedback. The key is shown
       * only while the grant may show it, and its reveal is recorded in this
       * transaction (the order can no longer be refunded).
       */
      const check = Effect.fn("AttemptsService.check")(function* (userId: string, attemptId: AttemptId, payload: CheckAnswerPayload) {
        return yield* attempts.transaction(
          Effect.gen(function* () {
            const attempt = yield* policy.ownAttempt(yield* attempts.lockAttempt(userId, attemptId))
            if (attempt.mode !== "practice") return yield* new Conflict({ message: Messages.CHECK_IN_PRACTICE_ONLY })
            if (attempt.status === "submitted") return yield* new Conflict({ message: Messages.ALREADY_SUBMITTED })
            const target = yield* attempts.readCheckTarget(attempt, payload.qsnId)
            if (target.question === null) return yield* invalid("qsnId", Messages.QUESTION_NOT_IN_TEST)
            if (target.saved === null || target.saved.answer.length === 0) return yield* invalid("qsnId", Messages.CHECK_UNANSWERED)
            if (!answerKeyShowable({ refunded: yield* attempts.grantRefunded(attempt.subscriptionId) })) {
              return yield* new Conflict({ message: Messages.CHECK_AFTER_REFUND })
            }
            const now = yield* Clock.currentTimeMillis
            if (!target.saved.locked) yield* attempts.lockAnswer(attempt.id, payload.qsnId, now)
            yield* attempts.recordAnswerKeyShown(attempt.subscriptionId, "practiceCheck", now)
            const known = new Set(target.question.options.map((option) => option.id))
            const correct = target.question.options.filter((option) => option.correct).map((option) => option.id)
            return feedbackOf(
              payload.qsnId,
              target.saved.answer.filter((id) => known.has(id)),
              correct,
              target.question.explanation,
              target.scoring
            )
          })
        )
      })

      const pause = Effect.fn("AttemptsService.pause")(function* (userId: string, attemptId: AttemptId) {
        return yield* attempts.transaction(
          Effect.gen(function* () {
            const attempt = yield* policy.ownAttempt(yield* attempts.lockAttempt(userId, attemptId))
            const now = yield* Clock.currentTimeMillis
            yield* requireOpen(attempt, now)
            if (attempt.mode === "practice") return yield* new Conflict({ message: Messages.PRACTICE_HAS_NO_TIMER })
            if (attempt.status === "paused") return { status: attempt.status, remainingSeconds: remainingSeconds(attempt.clock, now) }
            if (!attempt.pauseAllowed) return yield* new Conflict({ message: Messages.PAUSE_NOT_ALLOWED })
            if (isPastDeadline(attempt.clock, now)) return yield* new Conflict({ message: Messages.TIME_UP })
            const paused = pauseClock(attempt.clock, now)
            yield* attempts.writeClock(attempt.id, "paused", paused)
            return { status: "paused" as const, remainingSeconds: remainingSeconds(paused, now) }
          })
        )
      })

      const resume = Effect.fn("AttemptsService.resume")(function* (userId: string, attemptId: AttemptId) {
        return yield* attempts.transaction(
          Effect.gen(function* () {
            const attempt = yield* policy.ownAttempt(yield* attempts.lockAttempt(userId, attemptId))
            const now = yield* Clock.currentTimeMillis
            yield* requireOpen(attempt, now)
            if (attempt.mode === "practice") return yield* new Conflict({ message: Messages.PRACTICE_HAS_NO_TIMER })
            // A paused attempt can always go on, even if the test's rules changed meanwhile.
            if (attempt.status === "paused") {
              const running = resumeClock(attempt.clock, now)
              yield* attempts.writeClock(attempt.id, "ongoing", running)
              return { status: "ongoing" as const, remainingSeconds: remainingSeconds(running, now) }
            }
            if (!attempt.pauseAllowed) return yield* new Conflict({ message: Messages.PAUSE_NOT_ALLOWED })
            return { status: attempt.status, remainingSeconds: remainingSeconds(attempt.clock, now) }
          })
        )
      })

      const submit = Effect.fn("AttemptsService.submit")(function* (userId: string, attemptId: AttemptId) {
        yield* attempts.transaction(
          Effect.gen(function* () {
            const attempt = yield* policy.ownAttempt(yield* attempts.lockAttempt(userId, attemptId))
            // Submitting twice answers the first result.
            if (attempt.status === "submitted") return
            const now = yield* Clock.currentTimeMillis
            // After the grace the server scores what was saved, as the sweeper would.
            yield* submitLocked(attempt, submitterAt(attempt, now), now)
          })
        )
        const { questions: _questions, ...result } = yield* policy.ownAttempt(yield* attempts.readReview(userId, attemptId))
        return result
      })

      const storedReview = Effect.fn("AttemptsService.storedReview")(function* (userId: string, attemptId: AttemptId) {
        yield* settleIfTimeUp(userId, attemptId)
        const stored = yield* attempts.readReview(userId, attemptId)
        if (Option.isNone(stored)) return yield* new Conflict({ message: Messages.SUBMIT_FIRST })
        return stored.value
      })

      const review = Effect.fn("AttemptsService.review")(function* (userId: string, attemptId: AttemptId) {
        const stored = yield* storedReview(userId, attemptId)
        if (!answerKeyShowable({ refunded: yield* attempts.grantRefunded(stored.subscId) })) return withoutAnswerKey(stored)
        // Recorded before the key is answered: once read, the order can no longer be refunded.
        yield* attempts.recordAnswerKeyShown(stored.subscId, "review", yield* Clock.currentTimeMillis)
        return stored
      })

      const sweep = Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        // A deadline is never before the start, so only attempts started more
        // than the grace ago can be past it: a cheap range for the database;
        // the clock's rule decides for each one.
        const startedBefore = now - SUBMIT_GRACE_SECONDS * 1000
        let submitted = 0
        let cursor: SweepCursor | null = null
        while (true) {
          const page: ReadonlyArray<AttemptRecord> = yield* attempts.runningStartedBefore(startedBefore, cursor, SWEEP_PAGE)
          for (const candidate of page) {
            if (!isPastGrace(candidate.clock, now)) continue
            // Taken again, locked: a learner's call holding it deals with the time itself.
            const done = yield* attempts.transaction(
              Effect.gen(function* () {
                const locked = yield* attempts.lockRunning(candidate.id)
                if (Option.isNone(locked) || !isPastGrace(locked.value.clock, now)) return false
                return yield* submitLocked(locked.value, "server", now)
              })
            )
            if (done) submitted++
          }
          const last = page[page.length - 1]
          if (last === undefined || page.length < SWEEP_PAGE) return submitted
          cursor = { startedAt: last.clock.startedAt, id: last.id }
        }
      }).pipe(Effect.withSpan("AttemptsService.sweep"))

      return AttemptsService.of({
        myExams,
        subscription,
        packageExams,
        start,
        attempt,
        save,
        check,
        pause,
        resume,
        submit,
        review,
        reviewForDesk: storedReview,
        sweep
      })
    })
  )

  static readonly layer = AttemptsService.layerNoDeps.pipe(
    Layer.provide([AttemptsRepository.layer, SubscriptionsRepository.layer, AttemptsPolicy.layer, LearningService.layer])
  )
}
