import { describe, expect, it } from "vitest"
import { paceHint, paceHintText } from "../../../src/domain/attempt/pace.ts"

/** A 60-minute exam of 60 questions: the pace is one question a minute. */
const exam = { durationSeconds: 3600, questionCount: 60 }
const paceAfter = (minutes: number, answered: number) => paceHint({ ...exam, remainingSeconds: 3600 - minutes * 60, answered })

describe("the behind-pace hint", () => {
  it("stays quiet at the start and while the learner keeps the pace", () => {
    expect(paceAfter(0, 0)).toEqual({ behind: false, expected: 0, answered: 0 })
    expect(paceAfter(10, 10).behind).toBe(false)
    expect(paceAfter(10, 25).behind).toBe(false)
  })

  it("allows one question of slack: exactly one behind is not behind pace", () => {
    // 10 expected after ten minutes: 9 answered is one short, 8 is two short.
    expect(paceAfter(10, 9)).toEqual({ behind: false, expected: 10, answered: 9 })
    expect(paceAfter(10, 8)).toEqual({ behind: true, expected: 10, answered: 8 })
  })

  it("counts fractions of the pace: 2.5 minutes on a one-question-a-minute exam expects 2.5 questions", () => {
    // 2.5 − 1 = 1.5 > 1: behind; 2.5 − 2 = 0.5: not.
    expect(paceAfter(2.5, 1)).toEqual({ behind: true, expected: 2, answered: 1 })
    expect(paceAfter(2.5, 2).behind).toBe(false)
  })

  it("works on uneven paces: 90 minutes, 40 questions (135 s a question)", () => {
    // After 30 minutes: 1800 / 135 = 13.33 expected.
    expect(paceHint({ durationSeconds: 5400, questionCount: 40, remainingSeconds: 3600, answered: 12 })).toEqual({ behind: true, expected: 13, answered: 12 })
    expect(paceHint({ durationSeconds: 5400, questionCount: 40, remainingSeconds: 3600, answered: 13 }).behind).toBe(false)
  })

  it("never expects more than the whole test, nor anything of an empty one", () => {
    expect(paceHint({ ...exam, remainingSeconds: -50, answered: 58 })).toEqual({ behind: true, expected: 60, answered: 58 })
    expect(paceHint({ durationSeconds: 0, questionCount: 10, remainingSeconds: 0, answered: 0 }).behind).toBe(false)
    expect(paceHint({ durationSeconds: 600, questionCount: 0, remainingSeconds: 0, answered: 0 }).behind).toBe(false)
  })

  it("says it in words", () => {
    expect(paceHintText(paceAfter(10, 8))).toBe("Behind pace: 8 of 10 questions answered by now.")
  })
})
