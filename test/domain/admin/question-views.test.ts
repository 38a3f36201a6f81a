import { describe, expect, it } from "vitest"
import type { QuestionDraft } from "../../../src/api/admin/admin-questions.ts"
import { markCorrect, movedIds, placeInTest, questionsViewOf, testRulesOf, withKind } from "../../../src/domain/admin/question-views.ts"

const draft: QuestionDraft = {
  text: "Q",
  kind: "single",
  options: [
    { text: "A", correct: true },
    { text: "B", correct: false },
    { text: "C", correct: false }
  ],
  explanation: "",
  objective: "O"
}

describe("the question bank screens' steps", () => {
  it("reads the address", () => {
    expect(questionsViewOf({}, "")).toEqual({ kind: "exams" })
    expect(questionsViewOf({ view: "tests", id: "t1" }, "")).toEqual({ kind: "test", testId: "t1" })
    expect(questionsViewOf({ view: "tests", id: "t1", sub: "new" }, "?section=s2")).toEqual({ kind: "newQuestion", testId: "t1", sectionId: "s2" })
    expect(questionsViewOf({ view: "questions", id: "q1" }, "")).toEqual({ kind: "question", questionId: "q1" })
    expect(questionsViewOf({ view: "other" }, "")).toEqual({ kind: "unknown" })
  })

  it("moves an item and leaves the list alone at its ends", () => {
    const items = [{ _id: "a" }, { _id: "b" }, { _id: "c" }]
    expect(movedIds(items, 2, -1)).toEqual(["a", "c", "b"])
    expect(movedIds(items, 0, -1)).toEqual(["a", "b", "c"])
  })

  it("ticks one correct option in a single-choice question, several in a multiple-choice one", () => {
    expect(markCorrect(draft, 2, true).options.map((option) => option.correct)).toEqual([false, false, true])
    const multiple = withKind(draft, "multiple")
    expect(markCorrect(multiple, 2, true).options.map((option) => option.correct)).toEqual([true, false, true])
    expect(withKind(markCorrect(multiple, 2, true), "single").options.map((option) => option.correct)).toEqual([true, false, false])
  })

  it("numbers a question as a learner sees it", () => {
    const sections = [
      { _id: "s1", questions: [{ _id: "a" }, { _id: "b" }] },
      { _id: "s2", questions: [{ _id: "c" }] }
    ]
    expect(placeInTest(sections, "s2", "c")).toEqual({ number: 3, total: 3 })
    expect(placeInTest(sections, "s1", null)).toEqual({ number: 3, total: 4 })
  })

  it("turns the rules' fields into numbers, an unreadable one into -1 for the server to name", () => {
    expect(
      testRulesOf({
        name: "T",
        durationMinutes: " 45 ",
        passMarkPercent: "x",
        pauseAllowed: true,
        maxAttempts: "",
        practiceAllowed: false,
        scoring: "partialCredit"
      })
    ).toEqual({ name: "T", durationMinutes: 45, passMarkPercent: -1, pauseAllowed: true, maxAttempts: null, practiceAllowed: false, scoring: "partialCredit" })
  })
})
