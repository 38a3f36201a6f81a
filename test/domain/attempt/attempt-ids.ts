/**
 * Ids and answers for the attempt's tests, decoded with the contract's
 * schemas (src/api/shared/ids.ts): checked by the one id rule, then branded, as the
 * browser gets them from the server.
 */
import { Schema } from "effect"
import type { QuestionAnswer } from "../../../src/api/attempt/attempt.ts"
import { AttemptId, OptionId, QuestionId, SubscriptionId, TestId } from "../../../src/api/shared/ids.ts"

export const attemptId = Schema.decodeSync(AttemptId)
export const subscriptionId = Schema.decodeSync(SubscriptionId)
export const testId = Schema.decodeSync(TestId)
export const questionId = Schema.decodeSync(QuestionId)
export const optionId = Schema.decodeSync(OptionId)
export const optionIds = (...ids: ReadonlyArray<string>): Array<OptionId> => ids.map((id) => optionId(id))

/** One question's answer, as the queue and the machines take it. */
export const answerOf = (qsnId: string, answer: ReadonlyArray<string>, marked = false): QuestionAnswer => ({
  qsnId: questionId(qsnId),
  answer: optionIds(...answer),
  marked
})
