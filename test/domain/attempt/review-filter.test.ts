import { describe, expect, it } from "vitest"
import { filterReview, parseReviewFilter, reviewFilterCounts, type ReviewedQuestion } from "../../../src/domain/attempt/review-filter.ts"

const q = (id: string, outcome: ReviewedQuestion["outcome"], marked = false) => ({ id, outcome, marked })

const QUESTIONS = [
  q("q1", "correct"),
  q("q2", "wrong", true),
  q("q3", "partlyCorrect"),
  q("q4", "unanswered", true),
  q("q5", "correct", true),
  q("q6", "unanswered")
]

describe("review filter", () => {
  it("keeps every question for All, in order", () => {
    expect(filterReview(QUESTIONS, "all").map((x) => x.id)).toEqual(["q1", "q2", "q3", "q4", "q5", "q6"])
  })

  it("counts partly correct answers as wrong, and unanswered ones only as unanswered", () => {
    expect(filterReview(QUESTIONS, "wrong").map((x) => x.id)).toEqual(["q2", "q3"])
    expect(filterReview(QUESTIONS, "unanswered").map((x) => x.id)).toEqual(["q4", "q6"])
  })

  it("keeps the marked questions whatever their outcome", () => {
    expect(filterReview(QUESTIONS, "marked").map((x) => x.id)).toEqual(["q2", "q4", "q5"])
  })

  it("counts what each filter shows", () => {
    expect(reviewFilterCounts(QUESTIONS)).toEqual({ all: 6, wrong: 2, unanswered: 2, marked: 3 })
    expect(reviewFilterCounts([])).toEqual({ all: 0, wrong: 0, unanswered: 0, marked: 0 })
  })

  it("reads a filter from text, falling back to all", () => {
    expect(parseReviewFilter("wrong")).toBe("wrong")
    expect(parseReviewFilter("marked")).toBe("marked")
    expect(parseReviewFilter("WRONG")).toBe("all")
    expect(parseReviewFilter(null)).toBe("all")
    expect(parseReviewFilter(undefined)).toBe("all")
  })
})
