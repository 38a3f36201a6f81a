/**
 * The learning area's records, in memory, behind the in-memory
 * repository (in-memory-learning.ts reads and writes them as the SQL does).
 * Tests fill the catalog side (subscriptions, questions) and the sheets the
 * SQL would read from attempts; cards are written only through the repository.
 */
import { Context, Layer } from "effect"
import type { QuestionKind, ScoringRule } from "../../../src/api/attempt/attempt.ts"
import type { ExamId, OptionId, QuestionId, SubscriptionId } from "../../../src/api/shared/ids.ts"
import type { LearnerSubscription, PacingSheet, ReadinessSheet } from "../../../server/learning/records.ts"
import type { ScheduledCard } from "../../../server/learning/scheduling.ts"

export interface MemoryQuestion {
  readonly examId: ExamId
  readonly text: string
  readonly kind: QuestionKind
  readonly objective: string
  readonly explanation: string
  readonly scoring: ScoringRule
  readonly options: ReadonlyArray<{ readonly id: OptionId; readonly text: string; readonly correct: boolean }>
}

export interface MemoryCard {
  readonly userId: string
  readonly qsnId: QuestionId
  readonly examId: ExamId
  readonly subscriptionId: SubscriptionId
  readonly card: ScheduledCard
}

export interface LearningTables {
  readonly subscriptions: Map<SubscriptionId, LearnerSubscription & { readonly userId: string }>
  readonly questions: Map<QuestionId, MemoryQuestion>
  /** By `cardKey(userId, qsnId)`. */
  readonly cards: Map<string, MemoryCard>
  readonly recordedAttempts: Set<string>
  /** By `cardKey(userId, examId)`: what the SQL would read from the learner's attempts. */
  readonly readiness: Map<string, ReadinessSheet>
  /** By `cardKey(userId, attemptId)`. */
  readonly pacing: Map<string, PacingSheet>
}

export const cardKey = (userId: string, id: string) => `${userId}\u0000${id}`

export class LearningMemory extends Context.Service<LearningMemory, LearningTables>()("exam-shop/LearningMemory") {
  static readonly layer = Layer.sync(LearningMemory, () => ({
    subscriptions: new Map(),
    questions: new Map(),
    cards: new Map(),
    recordedAttempts: new Set<string>(),
    readiness: new Map(),
    pacing: new Map()
  }))
}
