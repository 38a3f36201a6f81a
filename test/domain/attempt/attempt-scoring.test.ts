import { describe, expect, it } from "vitest"
import { percentageOf, questionOutcome, questionScore, scoreAttempt, type AnsweredQuestion } from "../../../src/domain/attempt/attempt-scoring.ts"

const q = (qsnId: string, correct: Array<string>, chosen: Array<string>, sectionId = "s1", objective = "o1"): AnsweredQuestion => ({
  qsnId,
  sectionId,
  objective,
  correct,
  chosen
})

describe("attempt scoring", () => {
  it("scores single answers right or wrong, and blank as unanswered", () => {
    expect(questionScore(q("1", ["a"], ["a"]), "allOrNothing")).toBe(1)
    expect(questionScore(q("1", ["a"], ["b"]), "allOrNothing")).toBe(0)
    expect(questionOutcome(q("1", ["a"], []), "allOrNothing")).toBe("unanswered")
    expect(questionOutcome(q("1", ["a"], ["b"]), "allOrNothing")).toBe("wrong")
  })

  it("scores multiple answers all-or-nothing unless the test allows partial credit", () => {
    expect(questionScore(q("1", ["a", "c"], ["c", "a"]), "allOrNothing")).toBe(1)
    expect(questionScore(q("1", ["a", "c"], ["a"]), "allOrNothing")).toBe(0)
    expect(questionScore(q("1", ["a", "c"], ["a", "b", "c"]), "allOrNothing")).toBe(0)
    expect(questionScore(q("1", ["a", "c"], ["a"]), "partialCredit")).toBe(0.5)
    expect(questionOutcome(q("1", ["a", "c"], ["a"]), "partialCredit")).toBe("partlyCorrect")
    expect(questionScore(q("1", ["a", "c"], ["a", "b", "c", "d"]), "partialCredit")).toBe(0)
    expect(questionScore(q("1", ["a", "c"], ["a", "a"]), "partialCredit")).toBe(0.5)
  })

  it("adds up per section and per objective and judges the pass mark", () => {
    const result = scoreAttempt(
      [
        q("1", ["a"], ["a"], "s1", "Networking"),
        q("2", ["b"], ["c"], "s1", "Security"),
        q("3", ["a", "b"], ["a", "b"], "s2", "Security"),
        q("4", ["d"], [], "s2", "Networking")
      ],
      50
    )
    expect(result).toMatchObject({ score: 2, total: 4, percentage: 50, passed: true })
    expect(result.sections).toEqual([
      { key: "s1", score: 1, total: 2, percentage: 50 },
      { key: "s2", score: 1, total: 2, percentage: 50 }
    ])
    expect(result.objectives.map((group) => [group.key, group.score])).toEqual([
      ["Networking", 1],
      ["Security", 1]
    ])
    expect(scoreAttempt([q("1", ["a"], ["b"])], 50).passed).toBe(false)
  })

  it("never passes an empty test and never divides by zero", () => {
    expect(scoreAttempt([], 0)).toMatchObject({ score: 0, total: 0, percentage: 0, passed: false })
    expect(percentageOf(1, 3)).toBe(33.33)
  })
})
