/**
 * The review schedule's wrapper over ts-fsrs, at fixed dates: what a missed
 * question's card looks like, how reviews move it, and which answers rate it.
 */
import { describe, expect, it } from "vitest"
import { attemptRating, enterSchedule, rateCard, reviewRating } from "../../../server/learning/scheduling.ts"

const SUBMIT = Date.UTC(2026, 2, 2, 10, 0)
const MINUTE = 60_000
const DAY = 86_400_000

describe("a missed question entering the schedule", () => {
  const card = enterSchedule(SUBMIT)

  it("is a learning card rated Again once, due after the 10-minute step", () => {
    expect(card.due).toBe(SUBMIT + 10 * MINUTE)
    expect(card.reps).toBe(1)
    expect(card.lapses).toBe(0)
    expect(card.state).toBe(1)
    expect(card.learningSteps).toBe(0)
    expect(card.lastReview).toBe(SUBMIT)
    expect(card.stability).toBeGreaterThan(0)
  })

  it("graduates to the next day when answered right after its step", () => {
    const at = SUBMIT + 10 * MINUTE
    const good = rateCard(card, "good", at)
    expect(good.state).toBe(2)
    expect(good.scheduledDays).toBe(1)
    expect(good.due).toBe(at + DAY)
    expect(good.reps).toBe(2)
  })

  it("comes back after the step again when missed again, and a little later when partly right", () => {
    const at = SUBMIT + 10 * MINUTE
    expect(rateCard(card, "again", at).due).toBe(at + 10 * MINUTE)
    // Hard on the one step: 1.5 × 10 minutes.
    expect(rateCard(card, "hard", at).due).toBe(at + 15 * MINUTE)
  })

  it("spaces a card answered right again further out, and lapses it when missed", () => {
    const graduated = rateCard(card, "good", SUBMIT + 10 * MINUTE)
    const second = rateCard(graduated, "good", graduated.due)
    expect(second.scheduledDays).toBeGreaterThan(1)
    expect(second.due).toBe(graduated.due + second.scheduledDays * DAY)
    const lapsed = rateCard(second, "again", second.due)
    expect(lapsed.lapses).toBe(1)
    // Relearning: back after its 10-minute step.
    expect(lapsed.state).toBe(3)
    expect(lapsed.due).toBe(second.due + 10 * MINUTE)
  })

  it("is the same card whenever it is computed (no fuzz)", () => {
    expect(enterSchedule(SUBMIT)).toEqual(card)
  })
})

describe("ratings", () => {
  it("rates a review by its outcome", () => {
    expect(reviewRating("correct")).toBe("good")
    expect(reviewRating("partlyCorrect")).toBe("hard")
    expect(reviewRating("wrong")).toBe("again")
    expect(reviewRating("unanswered")).toBe("again")
  })

  it("puts missed and marked questions of an attempt into the schedule, and rates those already there", () => {
    expect(attemptRating("correct", false, false)).toBeNull()
    expect(attemptRating("correct", true, false)).toBe("enter")
    expect(attemptRating("wrong", false, false)).toBe("enter")
    expect(attemptRating("partlyCorrect", false, false)).toBe("enter")
    expect(attemptRating("unanswered", false, false)).toBe("enter")
    expect(attemptRating("correct", false, true)).toBe("good")
    expect(attemptRating("correct", true, true)).toBe("hard")
    expect(attemptRating("partlyCorrect", false, true)).toBe("hard")
    expect(attemptRating("wrong", true, true)).toBe("again")
    expect(attemptRating("unanswered", false, true)).toBe("again")
  })
})
