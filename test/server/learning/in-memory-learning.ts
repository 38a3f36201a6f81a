/**
 * The learning repository over in-memory-learning-tables.ts, answering as the SQL does:
 * scoped by the learner, cards ordered by due date, a card written only for
 * a question the catalog holds (the SQL joins the question for its exam).
 */
import { transactionInOrder } from "../support/transaction-in-order.ts"
import { Effect, Layer, Option } from "effect"
import type { ExamId, QuestionId, SubscriptionId } from "../../../src/api/shared/ids.ts"
import type { DueCard, LearningRepositoryShape } from "../../../server/learning/records.ts"
import type { ScheduledCard } from "../../../server/learning/scheduling.ts"
import { LearningRepository } from "../../../server/learning/repository.ts"
import { LearningPolicy } from "../../../server/learning/policy.ts"
import { LearningService } from "../../../server/learning/service.ts"
import { cardKey, LearningMemory, type LearningTables } from "./in-memory-learning-tables.ts"

export const makeMemoryLearning = (tables: LearningTables): LearningRepositoryShape => {
  const cardsOfExam = (userId: string, examId: ExamId) => [...tables.cards.values()].filter((card) => card.userId === userId && card.examId === examId)

  return {
    claimAttempt: (attemptId) =>
      Effect.sync(() => {
        if (tables.recordedAttempts.has(attemptId)) return false
        tables.recordedAttempts.add(attemptId)
        return true
      }),
    cardsOf: (userId, questionIds) =>
      Effect.sync(() => {
        const found = new Map<QuestionId, ScheduledCard>()
        for (const qsnId of questionIds) {
          const card = tables.cards.get(cardKey(userId, qsnId))
          if (card !== undefined) found.set(qsnId, card.card)
        }
        return found
      }),
    writeCards: (userId, subscriptionId: SubscriptionId, cards) =>
      Effect.sync(() => {
        for (const { qsnId, card } of cards) {
          const question = tables.questions.get(qsnId)
          if (question === undefined) continue
          tables.cards.set(cardKey(userId, qsnId), { userId, qsnId, examId: question.examId, subscriptionId, card })
        }
      }),
    subscriptionOf: (userId, subscId) =>
      Effect.sync(() => {
        const found = tables.subscriptions.get(subscId)
        return found === undefined || found.userId !== userId ? Option.none() : Option.some(found)
      }),
    countDue: (userId, examId, todayEnds, tomorrowEnds) =>
      Effect.sync(() => {
        const cards = cardsOfExam(userId, examId)
        return {
          dueToday: cards.filter(({ card }) => card.due < todayEnds).length,
          dueTomorrow: cards.filter(({ card }) => card.due >= todayEnds && card.due < tomorrowEnds).length,
          scheduled: cards.length
        }
      }),
    dueCards: (userId, examId, before, limit) =>
      Effect.sync(() =>
        cardsOfExam(userId, examId)
          .filter(({ card }) => card.due < before)
          .sort((a, b) => a.card.due - b.card.due || a.qsnId.localeCompare(b.qsnId))
          .slice(0, limit)
          .flatMap(({ qsnId, card }): Array<DueCard> => {
            const question = tables.questions.get(qsnId)
            if (question === undefined) return []
            return [
              {
                qsnId,
                text: question.text,
                kind: question.kind,
                objective: question.objective,
                options: question.options.map((option) => ({ _id: option.id, text: option.text })),
                version: card.reps
              }
            ]
          })
      ),
    lockCard: (userId, examId, qsnId) =>
      Effect.sync(() => {
        const found = tables.cards.get(cardKey(userId, qsnId))
        const question = tables.questions.get(qsnId)
        if (found === undefined || found.examId !== examId || question === undefined) return Option.none()
        return Option.some({
          card: found.card,
          kind: question.kind,
          scoring: question.scoring,
          explanation: question.explanation,
          options: question.options.map((option) => ({ id: option.id, correct: option.correct }))
        })
      }),
    readinessSheet: (userId, examId) =>
      Effect.sync(() => tables.readiness.get(cardKey(userId, examId)) ?? { passMarkPercent: 100, objectives: [], attempts: [] }),
    pacingSheet: (userId, attemptId) => Effect.sync(() => Option.fromNullishOr(tables.pacing.get(cardKey(userId, attemptId)))),
    // The in-memory records hold no orders: no grant of theirs was refunded, and no reveal is kept.
    grantRefunded: () => Effect.succeed(false),
    recordAnswerKeyShown: () => Effect.void
  }
}

/** In memory (in-memory-learning-tables.ts holds the records, so tests can fill them). */
export const learningRepositoryInMemory = Layer.effect(LearningRepository, LearningMemory.useSync(makeMemoryLearning)).pipe(
  Layer.provideMerge(LearningMemory.layer)
)

/** The same rules over the in-memory repository (its store reachable by the tests). */
export const learningServiceInMemory = LearningService.layerNoDeps.pipe(
  Layer.provideMerge(Layer.mergeAll(learningRepositoryInMemory, LearningPolicy.layer, transactionInOrder))
)
