/**
 * The answer key's one rule (src/domain/attempt/answer-key.ts): shown only
 * for a grant not refunded (an expired one keeps it), a refunded grant's
 * review keeps the score and the learner's answers without the key, and the
 * earliest reveal of an order's exams is why it can no longer be refunded.
 */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { AttemptReview } from "../../../src/api/attempt/attempt.ts"
import { answerKeyShowable, feedbackWithoutKey, refundBlockingReveal, withoutAnswerKey } from "../../../src/domain/attempt/answer-key.ts"
import { SectionId } from "../../../src/api/shared/ids.ts"
import { reviewFiltersFor } from "../../../src/domain/attempt/review-filter.ts"
import { attemptId, optionId, questionId, subscriptionId } from "./attempt-ids.ts"

const sectionId = Schema.decodeSync(SectionId)

const review: AttemptReview = {
  attemptId: attemptId("a1"),
  mode: "exam",
  subscId: subscriptionId("s1"),
  examName: "Cloud Architect",
  testName: "Test 1",
  score: 1,
  total: 2,
  percentage: 50,
  passMarkPercent: 70,
  passed: false,
  startedAt: "2026-03-01T10:00:00.000Z",
  submittedAt: "2026-03-01T10:30:00.000Z",
  submittedBy: "learner",
  answeredCount: 2,
  markedCount: 0,
  sections: [],
  objectives: [],
  answerKeyShown: true,
  questions: [
    {
      _id: questionId("q1"),
      sectionId: sectionId("x"),
      text: "Which?",
      kind: "single",
      options: [
        { _id: optionId("o1"), text: "A" },
        { _id: optionId("o2"), text: "B" }
      ],
      correct: [optionId("o2")],
      chosen: [optionId("o1")],
      marked: false,
      outcome: "wrong",
      explanation: "B, because.",
      objective: "Design",
      spentMs: 1000
    }
  ]
}

describe("the answer key", () => {
  it("is shown for a grant not refunded, expired or not, and never for a refunded one", () => {
    expect(answerKeyShowable({ refunded: false })).toBe(true)
    expect(answerKeyShowable({ refunded: true })).toBe(false)
  })

  it("a review without it keeps the score and the learner's own answers, not the correct options nor the explanation", () => {
    const withheld = withoutAnswerKey(review)
    expect(withheld).toMatchObject({ answerKeyShown: false, score: 1, total: 2, percentage: 50 })
    expect(withheld.questions[0]).toMatchObject({ chosen: ["o1"], outcome: null, correct: [], explanation: "", options: review.questions[0]!.options })
    // Without the key nothing says which answers were wrong: the review offers all and marked only.
    expect(reviewFiltersFor(false)).toEqual(["all", "marked"])
    expect(reviewFiltersFor(true)).toEqual(["all", "wrong", "unanswered", "marked"])
    expect(feedbackWithoutKey({ qsnId: questionId("q1"), outcome: "wrong", correct: [optionId("o2")], explanation: "B" })).toMatchObject({
      correct: [],
      explanation: ""
    })
  })

  it("the earliest reveal of an order's exams is why it can no longer be refunded; none while nothing was shown", () => {
    expect(refundBlockingReveal([])).toBeNull()
    const first = { examName: "B", how: "spacedReview" as const, at: new Date("2026-03-02T00:00:00Z") }
    expect(refundBlockingReveal([{ examName: "A", how: "review", at: new Date("2026-03-03T00:00:00Z") }, first])).toBe(first)
  })
})
