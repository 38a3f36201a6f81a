import { describe, expect, it } from "vitest"
import { MAX_SPENT_MS } from "../../../src/api/attempt/attempt.ts"
import { initialQuestionTime, moveFrom, setShowing, setVisible, SPENT_MS_CAP, takeSpent } from "../../../src/domain/attempt/question-time.ts"

const SECOND = 1000

describe("time per question", () => {
  it("runs only while a question is shown, and goes to the question on screen", () => {
    let time = initialQuestionTime()
    // Loading: nothing shown yet.
    expect(takeSpent(time, "q1", "q1", 5 * SECOND).spentMs).toBe(0)
    time = setShowing(time, true, "q1", 10 * SECOND)
    // 12 s on q1, then 8 s on q2.
    time = moveFrom(time, "q1", 22 * SECOND)
    const q2 = takeSpent(time, "q2", "q2", 30 * SECOND)
    expect(q2.spentMs).toBe(8 * SECOND)
    // q2 starts again from zero after its save; q1 still holds its 12 s for its own save.
    expect(takeSpent(q2.time, "q2", "q2", 33 * SECOND).spentMs).toBe(3 * SECOND)
    expect(takeSpent(q2.time, "q1", "q2", 33 * SECOND).spentMs).toBe(12 * SECOND)
  })

  it("stops while the page is hidden and while the attempt is paused", () => {
    let time = setShowing(initialQuestionTime(), true, "q1", 0)
    time = setVisible(time, false, "q1", 5 * SECOND)
    time = setVisible(time, true, "q1", 65 * SECOND)
    time = setShowing(time, false, "q1", 70 * SECOND)
    // Paused for a minute; visible again meanwhile does not start it.
    time = setVisible(time, false, "q1", 80 * SECOND)
    time = setVisible(time, true, "q1", 90 * SECOND)
    time = setShowing(time, true, "q1", 130 * SECOND)
    expect(takeSpent(time, "q1", "q1", 132 * SECOND).spentMs).toBe(12 * SECOND)
  })

  it("adds up the visits of a question until its next save", () => {
    let time = setShowing(initialQuestionTime(), true, "q1", 0)
    time = moveFrom(time, "q1", 4 * SECOND)
    time = moveFrom(time, "q2", 6 * SECOND)
    expect(takeSpent(time, "q1", "q1", 9 * SECOND).spentMs).toBe(7 * SECOND)
  })

  it("sends whole milliseconds, never more than the contract takes (which it agrees with)", () => {
    expect(SPENT_MS_CAP).toBe(MAX_SPENT_MS)
    const time = setShowing(initialQuestionTime(), true, "q1", 0.4)
    expect(takeSpent(time, "q1", "q1", 1000.2).spentMs).toBe(1000)
    expect(takeSpent(time, "q1", "q1", MAX_SPENT_MS * 2).spentMs).toBe(MAX_SPENT_MS)
    // A clock that went back counts nothing.
    expect(takeSpent(setShowing(initialQuestionTime(), true, "q1", 5000), "q1", "q1", 1000).spentMs).toBe(0)
  })
})
