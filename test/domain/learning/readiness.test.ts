/**
 * Readiness per objective against worked examples. Every number below was
 * worked out by hand (z = 1.96, z² = 3.8416); the comments show the steps.
 */
import { describe, expect, it } from "vitest"
import type { QuestionOutcome } from "../../../src/api/attempt/attempt.ts"
import {
  CLOSE_MARGIN,
  estimateReadiness,
  FEW_ANSWERS,
  HALF_LIFE_ATTEMPTS,
  outcomeScore,
  overallStatus,
  recencyWeight,
  statusOf,
  wilsonInterval
} from "../../../src/domain/learning/readiness.ts"

const answers = (objective: string, ...outcomes: ReadonlyArray<QuestionOutcome>) => outcomes.map((outcome) => ({ objective, outcome }))

describe("the parts of the estimate", () => {
  it("scores an answer 1, 0.5 or 0", () => {
    expect([outcomeScore("correct"), outcomeScore("partlyCorrect"), outcomeScore("wrong"), outcomeScore("unanswered")]).toEqual([1, 0.5, 0, 0])
  })

  it("halves an answer's weight every HALF_LIFE_ATTEMPTS attempts", () => {
    expect(HALF_LIFE_ATTEMPTS).toBe(2)
    expect(recencyWeight(0)).toBe(1)
    // 0.5^(1/2) = 1/√2 = 0.70711
    expect(recencyWeight(1)).toBeCloseTo(Math.SQRT1_2, 5)
    expect(recencyWeight(2)).toBe(0.5)
    expect(recencyWeight(4)).toBe(0.25)
  })

  it("bounds a proportion with the Wilson interval", () => {
    // p = 0.8, n = 10: z²/n = 0.38416, denominator 1.38416,
    // centre = (0.8 + 3.8416/20) / 1.38416 = 0.99208 / 1.38416 = 0.71674,
    // half = 1.96/1.38416 · √(0.8·0.2/10 + 3.8416/400) = 1.41602 · √0.025604 = 1.41602 · 0.16001 = 0.22658
    const interval = wilsonInterval(0.8, 10)
    expect(interval.low).toBeCloseTo(0.71674 - 0.22658, 4)
    expect(interval.high).toBeCloseTo(0.71674 + 0.22658, 4)
    // Nothing known: anything is possible.
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 })
  })

  it("compares the estimate with the pass mark", () => {
    expect(CLOSE_MARGIN).toBe(10)
    expect(statusOf(70, 70)).toBe("ready")
    expect(statusOf(60.1, 70)).toBe("close")
    // Exactly CLOSE_MARGIN below is no longer close.
    expect(statusOf(60, 70)).toBe("notYet")
    expect(statusOf(null, 70)).toBe("noAnswers")
  })

  it("says the exam as a whole is only as ready as its weakest objective", () => {
    expect(overallStatus([{ status: "noAnswers" }, { status: "noAnswers" }])).toBe("noAnswers")
    expect(overallStatus([{ status: "ready" }, { status: "notYet" }])).toBe("notYet")
    expect(overallStatus([{ status: "ready" }, { status: "close" }])).toBe("close")
    expect(overallStatus([{ status: "ready" }, { status: "noAnswers" }])).toBe("close")
    expect(overallStatus([{ status: "ready" }, { status: "ready" }])).toBe("ready")
  })
})

describe("estimateReadiness: three attempts, pass mark 70", () => {
  // Newest first. Weights: A0 = 1, A1 = 0.70711, A2 = 0.5.
  const attempts = [
    { answers: [...answers("Red", "correct", "wrong"), ...answers("Blue", "correct")] },
    { answers: answers("Blue", "partlyCorrect") },
    { answers: [...answers("Red", "wrong", "correct"), ...answers("Blue", "wrong")] }
  ]
  const readiness = estimateReadiness(["Red", "Blue", "Green"], attempts, 70)

  it("estimates Red from four answers: not yet", () => {
    // weights 1 + 1 + 0.5 + 0.5 = 3; scored 1·1 + 1·0 + 0.5·0 + 0.5·1 = 1.5; p = 0.5 → 50.0.
    // Wilson, n = 3: z²/n = 1.28053, denominator 2.28053,
    // centre = (0.5 + 3.8416/6) / 2.28053 = 1.14027 / 2.28053 = 0.5,
    // half = 1.96/2.28053 · √(0.25/3 + 3.8416/36) = 0.85945 · 0.43594 = 0.37467 → 12.5 … 87.5.
    // 50 is 20 points under 70: not yet. Four answers < FEW_ANSWERS (5): few answers.
    expect(FEW_ANSWERS).toBe(5)
    expect(readiness.objectives[0]).toEqual({
      objective: "Red",
      answers: 4,
      estimate: 50,
      low: 12.5,
      high: 87.5,
      fewAnswers: true,
      status: "notYet"
    })
  })

  it("estimates Blue from three answers, the partly right one at half: close", () => {
    // weights 1 + 0.70711 + 0.5 = 2.20711; scored 1·1 + 0.70711·0.5 + 0.5·0 = 1.35355;
    // p = 1.35355 / 2.20711 = 0.61327 → 61.3.
    // Wilson, n = 2.20711: z²/n = 1.74056, denominator 2.74056,
    // centre = (0.61327 + 3.8416/4.41421) / 2.74056 = (0.61327 + 0.87028) / 2.74056 = 0.54133,
    // half = 0.71518 · √(0.61327·0.38673/2.20711 + 3.8416/(4·4.87134)) = 0.71518 · √(0.10746 + 0.19715) = 0.39472
    // → 14.7 … 93.6. 61.3 is 8.7 points under 70: close.
    expect(readiness.objectives[1]).toEqual({
      objective: "Blue",
      answers: 3,
      estimate: 61.3,
      low: 14.7,
      high: 93.6,
      fewAnswers: true,
      status: "close"
    })
  })

  it("has nothing for Green, and lists the weakest objectives first", () => {
    expect(readiness.objectives[2]).toEqual({
      objective: "Green",
      answers: 0,
      estimate: null,
      low: null,
      high: null,
      fewAnswers: true,
      status: "noAnswers"
    })
    expect(readiness.focus).toEqual(["Red", "Blue"])
    expect(readiness.status).toBe("notYet")
    expect(readiness.attemptCount).toBe(3)
    expect(readiness.passMarkPercent).toBe(70)
  })
})

describe("estimateReadiness: many answers", () => {
  it("is certain enough with ten answers, and ready at the pass mark", () => {
    // One attempt (weight 1): 8 of 10 right, p = 0.8 → 80.0; interval 49.0 … 94.3 (see the Wilson example above).
    const readiness = estimateReadiness(
      ["Red"],
      [{ answers: [...answers("Red", ...Array<QuestionOutcome>(8).fill("correct")), ...answers("Red", "wrong", "unanswered")] }],
      80
    )
    expect(readiness.objectives).toEqual([{ objective: "Red", answers: 10, estimate: 80, low: 49, high: 94.3, fewAnswers: false, status: "ready" }])
    expect(readiness.status).toBe("ready")
    expect(readiness.focus).toEqual([])
  })

  it("lets the latest attempts count more than old mistakes", () => {
    // Old: 4 wrong two attempts ago (weight 0.5 each, total 2); new: 4 right in the latest (weight 1, total 4).
    // p = 4 / (4 + 2) = 0.6667 → 66.7 (an unweighted mean would say 50).
    const readiness = estimateReadiness(
      ["Red"],
      [
        { answers: answers("Red", "correct", "correct", "correct", "correct") },
        { answers: [] },
        { answers: answers("Red", "wrong", "wrong", "wrong", "wrong") }
      ],
      60
    )
    expect(readiness.objectives[0]?.estimate).toBe(66.7)
    expect(readiness.objectives[0]?.status).toBe("ready")
    expect(readiness.objectives[0]?.fewAnswers).toBe(false)
  })

  it("adds an objective met only in the answers after the exam's own", () => {
    const readiness = estimateReadiness(["Red"], [{ answers: answers("Retired", "wrong") }], 50)
    expect(readiness.objectives.map((row) => row.objective)).toEqual(["Red", "Retired"])
    expect(readiness.focus).toEqual(["Retired"])
  })

  it("says noAnswers before any attempt", () => {
    const readiness = estimateReadiness(["Red", "Blue"], [], 70)
    expect(readiness.status).toBe("noAnswers")
    expect(readiness.attemptCount).toBe(0)
    expect(readiness.focus).toEqual([])
  })
})
