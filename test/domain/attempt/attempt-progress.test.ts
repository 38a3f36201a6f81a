import { describe, expect, it } from "vitest"
import {
  answersFrom,
  attemptCounts,
  chooseOption,
  mergeAnswers,
  nextQuestion,
  paletteStatus,
  previousQuestion,
  questionOrder,
  startingQuestion
} from "../../../src/domain/attempt/attempt-progress.ts"
import { emptySaveQueue, enqueueChange, takeNextSave } from "../../../src/domain/attempt/save-queue.ts"
import { answerOf, optionId } from "./attempt-ids.ts"
import { ATTEMPT } from "../../machines/attempt/attempt-fixtures.ts"

// s1: q1, q2; s2: q3
const sections = ATTEMPT.sections
const order = questionOrder(sections)

describe("attempt progress", () => {
  it("walks the questions across sections", () => {
    expect(order).toEqual([
      { sectionId: "s1", qsnId: "q1" },
      { sectionId: "s1", qsnId: "q2" },
      { sectionId: "s2", qsnId: "q3" }
    ])
    expect(nextQuestion(order, "q2")).toEqual({ sectionId: "s2", qsnId: "q3" })
    expect(nextQuestion(order, "q3")).toBeNull()
    expect(previousQuestion(order, "q3")).toEqual({ sectionId: "s1", qsnId: "q2" })
    expect(previousQuestion(order, "q1")).toBeNull()
    expect(nextQuestion(order, "nope")).toBeNull()
  })

  it("opens the asked question, else the section's first, else the test's first", () => {
    expect(startingQuestion(order, { sectionId: "s1", qsnId: "q2" })).toEqual({ sectionId: "s1", qsnId: "q2" })
    expect(startingQuestion(order, { sectionId: "s2", qsnId: "gone" })).toEqual({ sectionId: "s2", qsnId: "q3" })
    expect(startingQuestion(order, {})).toEqual({ sectionId: "s1", qsnId: "q1" })
    expect(startingQuestion([], {})).toBeNull()
  })

  it("gives each palette status", () => {
    const answers = answersFrom([answerOf("q1", ["a"], true), answerOf("q2", ["b"]), answerOf("q3", [], true)])
    expect(paletteStatus("q1", "q9", answers, [])).toBe("answeredMarked")
    expect(paletteStatus("q2", "q9", answers, [])).toBe("answered")
    expect(paletteStatus("q3", "q9", answers, [])).toBe("marked")
    expect(paletteStatus("q4", "q9", answers, ["q4"])).toBe("visited")
    expect(paletteStatus("q5", "q9", answers, new Set(["q4"]))).toBe("notVisited")
    expect(paletteStatus("q1", "q1", answers, [])).toBe("current")
    expect(attemptCounts(order, answers)).toEqual({ answered: 2, unanswered: 1, marked: 2 })
  })

  it("puts the queue's unsent changes over the server's answers after a reload", () => {
    let queue = enqueueChange(emptySaveQueue(), answerOf("q1", ["x"]))
    queue = takeNextSave(queue).queue
    queue = enqueueChange(queue, answerOf("q2", ["y"], true))
    const server = answersFrom([answerOf("q1", ["a"]), answerOf("q3", ["c"])])
    expect(mergeAnswers(server, queue)).toEqual({
      q1: { answer: ["x"], marked: false },
      q2: { answer: ["y"], marked: true },
      q3: { answer: ["c"], marked: false }
    })
    expect(mergeAnswers(server, null)).toBe(server)
  })

  it("chooses one option on single questions and toggles on multiple ones", () => {
    const [a, b] = [optionId("a"), optionId("b")]
    expect(chooseOption([a], b, "single")).toEqual(["b"])
    expect(chooseOption([a], b, "multiple")).toEqual(["a", "b"])
    expect(chooseOption([a, b], a, "multiple")).toEqual(["b"])
  })
})
