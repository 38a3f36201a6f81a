import { describe, expect, it } from "vitest"
import type { QuestionDraft } from "../../../src/api/admin/admin-questions.ts"
import {
  checkQuestionDraft,
  checkQuestionDrafts,
  checkSectionName,
  checkTestRules,
  orderProblem,
  QUESTION_MESSAGES
} from "../../../src/domain/admin/question-rules.ts"

const draft = (overrides: Partial<QuestionDraft> = {}): QuestionDraft => ({
  text: "What is it?",
  kind: "single",
  options: [
    { text: "This", correct: true },
    { text: "That", correct: false }
  ],
  explanation: "",
  objective: "Basics",
  ...overrides
})

describe("the question bank's rules", () => {
  it("accepts a question and tidies its texts", () => {
    const checked = checkQuestionDraft(draft({ text: "  Line one  \r\n\r\n\r\nLine two ", objective: "  Cloud   basics " }))
    expect(checked).toEqual({ _tag: "Accepted", value: draft({ text: "Line one\n\nLine two", objective: "Cloud basics" }) })
  })

  it("names each refused field", () => {
    const checked = checkQuestionDraft(
      draft({
        text: " ",
        options: [
          { text: "Same", correct: true },
          { text: "same", correct: true },
          { text: "", correct: false }
        ],
        objective: ""
      })
    )
    expect(checked).toEqual({
      _tag: "Refused",
      issues: [
        { path: "text", message: QUESTION_MESSAGES.textRequired },
        { path: "options.1.text", message: QUESTION_MESSAGES.optionRepeated },
        { path: "options.2.text", message: QUESTION_MESSAGES.optionRequired },
        { path: "options", message: QUESTION_MESSAGES.singleNeedsOne },
        { path: "objective", message: QUESTION_MESSAGES.objectiveRequired }
      ]
    })
  })

  it("wants at least two options, one correct for single, some correct for multiple", () => {
    expect(checkQuestionDraft(draft({ options: [{ text: "A", correct: true }] }))).toMatchObject({
      issues: [{ path: "options", message: QUESTION_MESSAGES.tooFewOptions }]
    })
    expect(
      checkQuestionDraft(
        draft({
          kind: "multiple",
          options: [
            { text: "A", correct: false },
            { text: "B", correct: false }
          ]
        })
      )
    ).toMatchObject({
      issues: [{ path: "options", message: QUESTION_MESSAGES.multipleNeedsOne }]
    })
    expect(
      checkQuestionDraft(
        draft({
          kind: "multiple",
          options: [
            { text: "A", correct: true },
            { text: "B", correct: true }
          ]
        })
      )._tag
    ).toBe("Accepted")
  })

  it("prefixes a batch's issues with each draft's index", () => {
    const checked = checkQuestionDrafts([draft(), draft({ objective: "" })])
    expect(checked).toEqual({ _tag: "Refused", issues: [{ path: "1.objective", message: QUESTION_MESSAGES.objectiveRequired }] })
  })

  it("judges a test's rules and a section's name", () => {
    const rules = {
      name: "T",
      durationMinutes: 30,
      passMarkPercent: 70,
      pauseAllowed: true,
      maxAttempts: null,
      practiceAllowed: true,
      scoring: "allOrNothing"
    } as const
    expect(checkTestRules(rules)._tag).toBe("Accepted")
    expect(checkTestRules({ ...rules, durationMinutes: 601, passMarkPercent: -1, maxAttempts: 0 })).toMatchObject({
      issues: [{ path: "durationMinutes" }, { path: "passMarkPercent" }, { path: "maxAttempts" }]
    })
    expect(checkSectionName("  Part   one ")).toEqual({ _tag: "Accepted", value: "Part one" })
    expect(checkSectionName("")._tag).toBe("Refused")
  })

  it("accepts a new order only when it lists every id once", () => {
    expect(orderProblem(["b", "a"], ["a", "b"], "sections")).toBeNull()
    expect(orderProblem(["a"], ["a", "b"], "sections")).toMatch(/every one/)
    expect(orderProblem(["a", "a"], ["a", "b"], "questions")).toMatch(/twice/)
  })
})
