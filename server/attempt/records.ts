/**
 * What the attempt area's repositories offer and answer: the records the
 * rules (service.ts) read, and the two repositories' shapes, which both the
 * SQL (repository.ts, subscriptions-repository.ts) and the in-memory
 * versions (memory-repository.ts) implement.
 */
import type { Effect, Option } from "effect"
import type {
  AttemptReview,
  AttemptSection,
  AttemptStatus,
  ExamSubscription,
  QuestionAnswer,
  QuestionKind,
  SaveAnswerPayload,
  SubscriptionDetail,
  SubscriptionPage,
  SubscriptionStatus
} from "../../src/api/attempts.ts"
import type { AttemptId, ExamId, SubscriptionId, TestId } from "../../src/api/ids.ts"
import type { AttemptClock } from "../../src/domain/attempt/attempt-clock.ts"
import type { Paging } from "../shared/paging.ts"
import type { ScoringSheet, Submission } from "./submission.ts"

/** An attempt as the rules read it. */
export interface AttemptRecord {
  readonly id: AttemptId
  readonly userId: string
  readonly subscriptionId: SubscriptionId
  readonly testId: TestId
  readonly status: AttemptStatus
  readonly clock: AttemptClock
  /** The highest save number applied in this attempt. */
  readonly lastSeq: number
  /** From the test: whether it may be paused. */
  readonly pauseAllowed: boolean
}

/** The question a save names, as the save's statement read it. */
export interface SaveTarget {
  /** Null when the attempt's test has no such question. */
  readonly kind: QuestionKind | null
  /** Whether every chosen id is one of the question's options (false without the question). */
  readonly chosenAreOptions: boolean
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
}

export interface NewAttempt {
  readonly userId: string
  readonly subscriptionId: SubscriptionId
  readonly testId: TestId
  readonly startedAt: number
  readonly durationSeconds: number
}

/** Everything the test screen shows but the clock, which the rules compute. */
export interface AttemptSheet {
  readonly attempt: AttemptRecord
  readonly examId: ExamId
  readonly examName: string
  readonly testName: string
  readonly sections: ReadonlyArray<AttemptSection>
  readonly answers: ReadonlyArray<QuestionAnswer>
}

/** Where the sweeper's walk through the running attempts stands. */
export interface SweepCursor {
  readonly startedAt: number
  readonly id: AttemptId
}

/** The attempts' SQL (repository.ts) and its in-memory twin. */
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
  readonly countAttempts: (subscriptionId: SubscriptionId, testId: TestId) => Effect.Effect<number>
  readonly insertAttempt: (attempt: NewAttempt) => Effect.Effect<AttemptId>
  readonly findAttempt: (userId: string, attemptId: AttemptId) => Effect.Effect<Option.Option<AttemptRecord>>
  /** The learner's attempt, locked: saves, pauses and submits of one attempt never interleave. */
  readonly lockAttempt: (userId: string, attemptId: AttemptId) => Effect.Effect<Option.Option<AttemptRecord>>
  /** The learner's open attempt of the test, locked. */
  readonly lockOpenAttempt: (userId: string, testId: TestId) => Effect.Effect<Option.Option<AttemptRecord>>
  /**
   * A whole save in ONE statement, one round trip (each save counts: a
   * learner sends one per click): takes the attempt's lock as lockAttempt
   * does, reads the question and checks the chosen options, and — only when
   * the save rules (save-rules.ts) refuse nothing — writes the answer above
   * the question's stored number and raises the attempt's last number. None
   * for an unknown attempt or another learner's.
   */
  readonly saveAnswer: (
    userId: string,
    attemptId: AttemptId,
    save: SaveAnswerPayload,
    now: number
  ) => Effect.Effect<Option.Option<SaveOutcome>>
  /** A running attempt for the sweeper, locked; none when a learner's call holds it (that call deals with the time). */
  readonly lockRunning: (attemptId: AttemptId) => Effect.Effect<Option.Option<AttemptRecord>>
  /** Running attempts started before `startedBefore`, oldest first, after the cursor. */
  readonly runningStartedBefore: (startedBefore: number, after: SweepCursor | null, limit: number) => Effect.Effect<ReadonlyArray<AttemptRecord>>
  readonly readSheet: (userId: string, attemptId: AttemptId) => Effect.Effect<Option.Option<AttemptSheet>>
  readonly writeClock: (attemptId: AttemptId, status: AttemptStatus, clock: AttemptClock) => Effect.Effect<void>
  readonly readScoringSheet: (attempt: AttemptRecord) => Effect.Effect<ScoringSheet>
  /** Writes the submission unless the attempt is submitted already; answers whether it did. */
  readonly writeSubmission: (attemptId: AttemptId, submission: Submission) => Effect.Effect<boolean>
  /** The stored review of the learner's submitted attempt; none while it is open. */
  readonly readReview: (userId: string, attemptId: AttemptId) => Effect.Effect<Option.Option<AttemptReview>>
}

/** My Exams' SQL (subscriptions-repository.ts) and its in-memory twin. */
export interface SubscriptionsRepositoryShape {
  readonly page: (userId: string, status: SubscriptionStatus, paging: Paging, now: number) => Effect.Effect<SubscriptionPage>
  /** The learner's subscription with its exam's tests; none for an unknown id or someone else's. */
  readonly detail: (userId: string, subscId: SubscriptionId, now: number) => Effect.Effect<Option.Option<SubscriptionDetail>>
  /** The learner's subscriptions a bought package granted (My Packages' detail), by exam name; none for someone else's. */
  readonly ofPackage: (userId: string, packageSubscriptionId: string, now: number) => Effect.Effect<ReadonlyArray<ExamSubscription>>
}
