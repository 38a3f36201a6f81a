/**
 * Pacing rules against worked examples (the arithmetic in the comments).
 */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { QuestionId, SectionId } from "../../../src/api/shared/ids.ts"
import { clockText, durationWords, paceOf, pacingOf, SLOWEST_COUNT } from "../../../src/domain/learning/pacing.ts"

const qsn = Schema.decodeSync(QuestionId)
const section = Schema.decodeSync(SectionId)
const S1 = section("s1")
const S2 = section("s2")
const sections = [
  { id: S1, name: "Section One" },
  { id: S2, name: "Section Two" }
]
const question = (id: string, sectionId: typeof S1, seconds: number) => ({ qsnId: qsn(id), sectionId, text: `Question ${id}`, spentMs: seconds * 1000 })

describe("the pace", () => {
  it("is the duration divided by the questions, in whole milliseconds", () => {
    // 10 min = 600 s over 4 questions = 150 s = 150,000 ms.
    expect(paceOf(600, 4)).toBe(150_000)
    // 7 min = 420 s over 9 questions = 46.6667 s → 46,667 ms.
    expect(paceOf(420, 9)).toBe(46_667)
    expect(paceOf(600, 0)).toBe(0)
  })

  it("is written as a clock and in words", () => {
    expect(clockText(150_000)).toBe("2:30")
    expect(clockText(46_667)).toBe("0:47")
    expect(clockText(3_900_000)).toBe("1:05:00")
    expect(durationWords(150_000)).toBe("2 min 30 s")
    expect(durationWords(120_000)).toBe("2 min")
    expect(durationWords(9_400)).toBe("9 s")
  })
})

describe("pacingOf: a whole test", () => {
  // Pace 150 s. S1: q1 250 s + q2 90 s = 340 s against 2 × 150 = 300 s: over pace.
  // S2: q3 100 s + q4 never visited (0) = 100 s against 300 s: within.
  const pacing = pacingOf({
    durationSeconds: 600,
    testQuestionCount: 4,
    sections,
    questions: [question("q1", S1, 250), question("q2", S1, 90), question("q3", S2, 100), question("q4", S2, 0)]
  })

  it("sets each section's time against its share of the pace", () => {
    expect(pacing.paceMs).toBe(150_000)
    expect(pacing.sections).toEqual([
      { sectionId: S1, name: "Section One", questionCount: 2, spentMs: 340_000, expectedMs: 300_000, overPace: true },
      { sectionId: S2, name: "Section Two", questionCount: 2, spentMs: 100_000, expectedMs: 300_000, overPace: false }
    ])
    // 250 + 90 + 100 = 440 s of the 600 s the four questions were given.
    expect(pacing.totalSpentMs).toBe(440_000)
    expect(pacing.expectedMs).toBe(600_000)
    expect(pacing.recorded).toBe(true)
  })

  it("lists the slowest questions with their number, leaving out those never visited", () => {
    expect(pacing.slowest).toEqual([
      { qsnId: qsn("q1"), number: 1, sectionName: "Section One", text: "Question q1", spentMs: 250_000, overPace: true },
      { qsnId: qsn("q3"), number: 3, sectionName: "Section Two", text: "Question q3", spentMs: 100_000, overPace: false },
      { qsnId: qsn("q2"), number: 2, sectionName: "Section One", text: "Question q2", spentMs: 90_000, overPace: false }
    ])
  })
})

describe("pacingOf: limits", () => {
  it("keeps the test's pace for a practice set and leaves out sections it has no question of", () => {
    // A set of 2 of the test's 4 questions: pace still 600 s ÷ 4 = 150 s; one question of S2 expected 150 s.
    const pacing = pacingOf({ durationSeconds: 600, testQuestionCount: 4, sections, questions: [question("q4", S2, 200), question("q3", S2, 40)] })
    expect(pacing.sections).toEqual([{ sectionId: S2, name: "Section Two", questionCount: 2, spentMs: 240_000, expectedMs: 300_000, overPace: false }])
    expect(pacing.expectedMs).toBe(300_000)
    expect(pacing.slowest.map((slow) => [slow.number, slow.overPace])).toEqual([
      [1, true],
      [2, false]
    ])
  })

  it(`lists at most ${SLOWEST_COUNT}, equal times in the attempt's order`, () => {
    const questions = Array.from({ length: 8 }, (_, index) => question(`q${index + 1}`, S1, index < 4 ? 60 : 30))
    const pacing = pacingOf({ durationSeconds: 800, testQuestionCount: 8, sections, questions })
    expect(pacing.slowest.map((slow) => slow.number)).toEqual([1, 2, 3, 4, 5])
  })

  it("says when no time was recorded", () => {
    const pacing = pacingOf({ durationSeconds: 600, testQuestionCount: 2, sections, questions: [question("q1", S1, 0), question("q2", S2, 0)] })
    expect(pacing.recorded).toBe(false)
    expect(pacing.slowest).toEqual([])
    expect(pacing.sections.map((each) => each.overPace)).toEqual([false, false])
  })
})
