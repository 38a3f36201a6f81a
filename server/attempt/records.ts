/**
 * What the attempt area's repositories offer and answer: the records the
 * rules (service.ts) read, and the two repositories' shapes, which both the
 * SQL (repository.ts, subscriptions-repository.ts) implements.
 */
import type { Effect, Option } from "effect"
import type {
  AttemptMode,
  AttemptReview,
  AttemptSection,
  AttemptStatus,
  ExamSubscription,
  QuestionAnswer,
  QuestionKind,
  SaveAnswerPayload,
  ScoringRule,
  SubscriptionDetail,
  SubscriptionPage,
  SubscriptionStatus
} from "../../src/api/attempt/attempt.ts"
import type { AttemptId, ExamId, OptionId, QuestionId, SubscriptionId, TestId } from "../../src/api/shared/ids.ts"
import type { AttemptClock } from "../../src/domain/attempt/attempt-clock.ts"
import type { AnswerKeyReveal } from "../../src/domain/attempt/answer-key.ts"
import type { Paging } from "../shared/paging.ts"
import type { ScoringSheet, Submission } from "./submission.ts"

/** An attempt as the rules read it. */
export interface AttemptRecord {
  readonly id: AttemptId
  readonly userId: string
  readonly subscriptionId: SubscriptionId
  readonly testId: TestId
  /** Practice: no deadline (never submitted for time), answers can be checked. */
  readonly mode: AttemptMode
  /** A practice set's questions; null: the whole test. */
  readonly questionIds: ReadonlyArray<QuestionId> | null
  readonly status: AttemptStatus
  readonly clock: AttemptClock
  /** The highest save number applied in this attempt. */
  readonly lastSeq: number
  /** From the test: whether it may be paused. */
  readonly pauseAllowed: boolean
}

/** The question a save names, as the save's statement read it. */
export interface SaveTarget {
  /** Null when the attempt's test (or its practice set) has no such question. */
  readonly kind: QuestionKind | null
  /** Whether every chosen id is one of the question's options (false without the question). */
  readonly chosenAreOptions: boolean
  /** The answer was checked (practice mode) and is locked. */
  readonly locked: boolean
}

/** What the one statement of a save read under the attempt's lock, and what it wrote. */
export interface SaveOutcome {
  /** The attempt as it stood under the lock, before this save. */
  readonly attempt: AttemptRecord
  readonly target: SaveTarget
  /** Null when the save was refused (save-rules.ts): nothing was written. */
  readonly written: { readonly applied: boolean; readonly lastSeq: number } | null
}

/** The subscription a start needs: which exam, and when it runs. */
export interface SubscriptionWindow {
  readonly id: SubscriptionId
  readonly examId: ExamId
  readonly startsAt: number
  readonly expiresAt: number
}

/** A test as a start needs it. */
export interface TestToStart {
  readonly id: TestId
  readonly durationSeconds: number
  readonly maxAttempts: number | null
  readonly questionCount: number
  readonly practiceAllowed: boolean
}

export interface NewAttempt {
  readonly userId: string
  readonly subscriptionId: SubscriptionId
  readonly testId: TestId
  readonly mode: AttemptMode
  /** A practice set's questions; null: the whole test. */
  readonly questionIds: ReadonlyArray<QuestionId> | null
  readonly startedAt: number
  readonly durationSeconds: number
}

/** One of a learner's mistakes in a test (MistakeCounts in the contract), in the test's order. */
export interface Mistake {
  readonly testId: TestId
  readonly qsnId: QuestionId
  readonly objective: string
}

/** A question a check reads: its rule and correct options, and the learner's saved answer. */
export interface CheckTarget {
  /** Null when the question is not in the attempt (its test, or its practice set). */
  readonly question: {
    readonly kind: QuestionKind
    readonly explanation: string
    readonly options: ReadonlyArray<{ readonly id: OptionId; readonly correct: boolean }>
  } | null
  /** The saved answer; null before the first save of the question. */
  readonly saved: { readonly answer: ReadonlyArray<OptionId>; readonly locked: boolean } | null
  readonly scoring: ScoringRule
}

/** A checked (locked) answer of a practice attempt, with what its feedback needs. */
export interface CheckedAnswer {
  readonly qsnId: QuestionId
  readonly answer: ReadonlyArray<OptionId>
  readonly correct: ReadonlyArray<OptionId>
  readonly explanation: string
}

/** Everything the test screen shows but the clock, which the rules compute. */
export interface AttemptSheet {
  readonly attempt: AttemptRecord
  readonly examId: ExamId
  readonly examName: string
  readonly testName: string
  readonly sections: ReadonlyArray<AttemptSection>
  readonly answers: ReadonlyArray<QuestionAnswer>
  /** Practice mode: the answers checked so far. */
  readonly checked: ReadonlyArray<CheckedAnswer>
  readonly scoring: ScoringRule
}

/** Where the sweeper's walk through the running attempts stands. */
export interface SweepCursor {
  readonly startedAt: number
  readonly id: AttemptId
}

/** The attempts' SQL (repository.ts). */
export interface AttemptsRepositoryShape {
  /**
   * Runs `body` in one transaction that commits even when `body` refuses
   * with a business error: a time-up submit written before the refusal must
   * stay. A database failure rolls back (and is a defect).
   */
  readonly transaction: <A, E, R>(body: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /** The learner's subscription, locked until the transaction ends (one start at a time). */
  readonly lockSubscription: (userId: string, subscId: SubscriptionId) => Effect.Effect<Option.Option<SubscriptionWindow>>
  /** The test, when it belongs to this exam. */
  readonly findTest: (testId: TestId, examId: ExamId) => Effect.Effect<Option.Option<TestToStart>>
  /** Exam attempts only: practice never counts against maxAttempts. */
  readonly countAttempts: (subscriptionId: SubscriptionId, testId: TestId) => Effect.Effect<number>
  /** The learner's mistakes in the test (MistakeCounts), in the test's order; of one objective when given. */
  readonly mistakes: (userId: string, testId: TestId, objective: string | null) => Effect.Effect<ReadonlyArray<Mistake>>
  readonly insertAttempt: (attempt: NewAttempt) => Effect.Effect<AttemptId>
  readonly findAttempt: (userId: string, attemptId: AttemptId) => Effect.Effect<Option.Option<AttemptRecord>>
  /** The learner's attempt, locked: saves, pauses and submits of one attempt never interleave. */
  readonly lockAttempt: (userId: string, attemptId: AttemptId) => Effect.Effect<Option.Option<AttemptRecord>>
  /** The learner's open attempt of the test in this mode, locked. */
  readonly lockOpenAttempt: (userId: string, testId: TestId, mode: AttemptMode) => Effect.Effect<Option.Option<AttemptRecord>>
  /**
   * A whole save in ONE statement, one round trip (each save counts: a
   * learner sends one per click), shared with the other saves that arrive
   * at the same time (save-batches.ts): takes the attempt's lock as
   * lockAttempt does, reads the question and checks the chosen options, and
   * — only when the save rules (save-rules.ts) refuse nothing — writes the
   * answer above the question's stored number and raises the attempt's last
   * number. None for an unknown attempt or another learner's. Never part of
   * a caller's transaction: the statement commits by itself.
   */
  readonly saveAnswer: (userId: string, attemptId: AttemptId, save: SaveAnswerPayload, now: number) => Effect.Effect<Option.Option<SaveOutcome>>
  /** What a check of the question needs, read in the attempt's transaction (the caller holds the attempt's lock). */
  readonly readCheckTarget: (attempt: AttemptRecord, qsnId: QuestionId) => Effect.Effect<CheckTarget>
  /** Locks the saved answer in (checked_at), unless it is already. */
  readonly lockAnswer: (attemptId: AttemptId, qsnId: QuestionId, now: number) => Effect.Effect<void>
  /** A running exam attempt for the sweeper, locked; none when a learner's call holds it (that call deals with the time). */
  readonly lockRunning: (attemptId: AttemptId) => Effect.Effect<Option.Option<AttemptRecord>>
  /** Running exam attempts (practice has no deadline) started before `startedBefore`, oldest first, after the cursor. */
  readonly runningStartedBefore: (startedBefore: number, after: SweepCursor | null, limit: number) => Effect.Effect<ReadonlyArray<AttemptRecord>>
  readonly readSheet: (userId: string, attemptId: AttemptId) => Effect.Effect<Option.Option<AttemptSheet>>
  readonly writeClock: (attemptId: AttemptId, status: AttemptStatus, clock: AttemptClock) => Effect.Effect<void>
  readonly readScoringSheet: (attempt: AttemptRecord) => Effect.Effect<ScoringSheet>
  /** Writes the submission unless the attempt is submitted already; answers whether it did. */
  readonly writeSubmission: (attemptId: AttemptId, submission: Submission) => Effect.Effect<boolean>
  /** The stored review of the learner's submitted attempt, key included; none while it is open. */
  readonly readReview: (userId: string, attemptId: AttemptId) => Effect.Effect<Option.Option<AttemptReview>>
  /** Whether the order that granted the subscription was refunded (src/domain/attempt/answer-key.ts). */
  readonly grantRefunded: (subscriptionId: SubscriptionId) => Effect.Effect<boolean>
  /** Records that the subscription's answer key was shown to its learner; the first reveal is kept. */
  readonly recordAnswerKeyShown: (subscriptionId: SubscriptionId, how: AnswerKeyReveal, now: number) => Effect.Effect<void>
}

/** My Exams' SQL (subscriptions-repository.ts). */
export interface SubscriptionsRepositoryShape {
  readonly page: (userId: string, status: SubscriptionStatus, paging: Paging, now: number) => Effect.Effect<SubscriptionPage>
  /** The learner's subscription with its exam's tests; none for an unknown id or someone else's. */
  readonly detail: (userId: string, subscId: SubscriptionId, now: number) => Effect.Effect<Option.Option<SubscriptionDetail>>
  /** The learner's subscriptions a bought package granted (My Packages' detail), by exam name; none for someone else's. */
  readonly ofPackage: (userId: string, packageSubscriptionId: string, now: number) => Effect.Effect<ReadonlyArray<ExamSubscription>>
}

/** The learner's mistakes per test and objective, counted (MistakeCounts), from the mistakes in the tests' order. */
export const mistakeCounts = (mistakes: ReadonlyArray<Pick<Mistake, "objective">>) => {
  const byObjective = new Map<string, number>()
  for (const mistake of mistakes) byObjective.set(mistake.objective, (byObjective.get(mistake.objective) ?? 0) + 1)
  return { total: mistakes.length, objectives: [...byObjective].map(([objective, count]) => ({ objective, count })) }
}
