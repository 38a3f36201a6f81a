/**
 * What the learning repository reads and writes, in the service's terms;
 * repository.ts (SQL) answers them.
 */
import type { Effect, Option } from "effect"
import type { QuestionKind, QuestionOutcome, ScoringRule } from "../../src/api/attempt/attempt.ts"
import type { ExamId, OptionId, QuestionId, SubscriptionId } from "../../src/api/shared/ids.ts"
import type { AnswerKeyReveal } from "../../src/domain/attempt/answer-key.ts"
import type { AttemptAnswers } from "../../src/domain/learning/readiness.ts"
import type { PacingInput } from "../../src/domain/learning/pacing.ts"
import type { ScheduledCard } from "./scheduling.ts"

/** A submitted attempt as the schedule reads it (handed over by the attempt's submit). */
export interface SubmittedAttempt {
  readonly id: string
  readonly userId: string
  readonly subscriptionId: SubscriptionId
}

/** One question of a submitted attempt's frozen result. */
export interface SubmittedAnswer {
  readonly _id: QuestionId
  readonly outcome: QuestionOutcome
  readonly marked: boolean
}

export interface LearnerSubscription {
  readonly id: SubscriptionId
  readonly examId: ExamId
  readonly startsAt: number
  readonly expiresAt: number
}

export interface DueCounts {
  readonly dueToday: number
  readonly dueTomorrow: number
  readonly scheduled: number
}

/** A card to review with its question as shown (never its answer). */
export interface DueCard {
  readonly qsnId: QuestionId
  readonly text: string
  readonly kind: QuestionKind
  readonly options: ReadonlyArray<{ readonly _id: OptionId; readonly text: string }>
  readonly objective: string
  readonly version: number
}

/** A card being answered, locked, with what grading needs. */
export interface CardToGrade {
  readonly card: ScheduledCard
  readonly kind: QuestionKind
  readonly scoring: ScoringRule
  readonly explanation: string
  readonly options: ReadonlyArray<{ readonly id: OptionId; readonly correct: boolean }>
}

export interface ReadinessSheet {
  /** The strictest pass mark of the exam's tests with questions (100 when there are none). */
  readonly passMarkPercent: number
  /** The exam's objectives in the order of its tests, sections and questions. */
  readonly objectives: ReadonlyArray<string>
  /** The learner's submitted attempts of the exam's tests, newest first. */
  readonly attempts: ReadonlyArray<AttemptAnswers>
}

export type PacingSheet = { readonly submitted: false } | ({ readonly submitted: true } & PacingInput)

export interface LearningRepositoryShape {
  /** Marks the attempt as put into the schedule; false when it was already. */
  readonly claimAttempt: (attemptId: string, now: number) => Effect.Effect<boolean>
  /** The learner's cards among `questionIds`. */
  readonly cardsOf: (userId: string, questionIds: ReadonlyArray<QuestionId>) => Effect.Effect<ReadonlyMap<QuestionId, ScheduledCard>>
  /** Writes cards (new or changed) of the learner, with the subscription that rated them. */
  readonly writeCards: (
    userId: string,
    subscriptionId: SubscriptionId,
    cards: ReadonlyArray<{ readonly qsnId: QuestionId; readonly card: ScheduledCard }>
  ) => Effect.Effect<void>
  readonly subscriptionOf: (userId: string, subscId: SubscriptionId) => Effect.Effect<Option.Option<LearnerSubscription>>
  readonly countDue: (userId: string, examId: ExamId, todayEnds: number, tomorrowEnds: number) => Effect.Effect<DueCounts>
  readonly dueCards: (userId: string, examId: ExamId, before: number, limit: number) => Effect.Effect<ReadonlyArray<DueCard>>
  /** The learner's card of a question of the exam, locked until the transaction ends. */
  readonly lockCard: (userId: string, examId: ExamId, qsnId: QuestionId) => Effect.Effect<Option.Option<CardToGrade>>
  readonly readinessSheet: (userId: string, examId: ExamId) => Effect.Effect<ReadinessSheet>
  readonly pacingSheet: (userId: string, attemptId: string) => Effect.Effect<Option.Option<PacingSheet>>
  /** Whether the order that granted the subscription was refunded (src/domain/attempt/answer-key.ts). */
  readonly grantRefunded: (subscriptionId: SubscriptionId) => Effect.Effect<boolean>
  /** Records that the subscription's answer key was shown to its learner; the first reveal is kept. */
  readonly recordAnswerKeyShown: (subscriptionId: SubscriptionId, how: AnswerKeyReveal, now: number) => Effect.Effect<void>
}
