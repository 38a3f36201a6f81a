import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import {
  importableCount,
  isBusy,
  provideQuestionImport,
  type QuestionImportAnswer,
  questionImportMachine,
  type QuestionImportRequest
} from "../../../src/machines/admin/question-import.machine.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"

const INPUT = { testId: "test-1", sectionId: "section-1" }
const CHECKED: QuestionImportAnswer = {
  data: { dryRun: true, read: 2, created: 0, problems: [{ line: 7, message: "Not supported: true/false." }] },
  message: "Checked: 2 questions read, 1 problem to look at (nothing was imported)."
}
const NOTHING_READ: QuestionImportAnswer = { data: { dryRun: true, read: 0, created: 0, problems: [{ line: 1, message: "Bad." }] }, message: "Checked." }
const IMPORTED: QuestionImportAnswer = {
  data: { dryRun: false, read: 2, created: 2, problems: [{ line: 7, message: "Not supported: true/false." }] },
  message: "2 questions imported."
}
const REFUSED = { _tag: "ApiFailure", reason: "Invalid", status: 400, message: "This file is too large to import at once." } as const

const coverage = computePathCoverage(questionImportMachine, {
  input: INPUT,
  simplePaths: true,
  simplePathCap: 60,
  events: [
    { type: "SET_TEXT", text: "Q {=a ~b}", source: "a.gift" },
    { type: "CHOOSE_FORMAT", format: "aiken" },
    { type: "CHOOSE_SECTION", sectionId: "section-2" },
    { type: "FILE_REFUSED", message: '"big.gift" is 300 KB.' },
    { type: "CHECK" },
    { type: "IMPORT" },
    { type: "START_OVER" },
    { type: "xstate.done.actor.importQuestions", output: CHECKED },
    { type: "xstate.error.actor.importQuestions", error: REFUSED }
  ]
})

describe("questionImportMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })
  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(questionImportMachine, path, { input: INPUT })).toEqual(path.expected)
  })
})

const start = (answer: (request: QuestionImportRequest) => Promise<QuestionImportAnswer>, input: { testId: string; sectionId: string | null } = INPUT) => {
  const calls: Array<QuestionImportRequest> = []
  const toasts: Array<string> = []
  const imported: Array<QuestionImportAnswer> = []
  const logic = provideQuestionImport(
    fromPromise(({ input }) => {
      calls.push(input)
      return answer(input)
    }),
    (answer) => void toasts.push(answer.message)
  )
  const actor = createActor(logic, { input }).start()
  actor.on("imported", (event) => void imported.push(event.answer))
  return { actor, calls, toasts, imported }
}

describe("questionImportMachine behaviour", () => {
  it("checks as a dry run, then imports the same text skipping the problems, toasts and emits imported", async () => {
    const { actor, calls, imported, toasts } = start(async (request) => (request.dryRun ? CHECKED : IMPORTED))
    actor.send({ type: "CHECK" }) // nothing to check yet
    expect(actor.getSnapshot().matches("editing")).toBe(true)
    actor.send({ type: "CHOOSE_FORMAT", format: "aiken" })
    actor.send({ type: "SET_TEXT", text: "Q?\nA. a\nB. b\nANSWER: A", source: "q.txt" })
    actor.send({ type: "IMPORT" }) // not before a check
    expect(actor.getSnapshot().matches("editing")).toBe(true)
    actor.send({ type: "CHECK" })
    expect(isBusy(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches("checked"))
    expect(importableCount(actor.getSnapshot())).toBe(2)
    expect(actor.getSnapshot().context.message).toBe(CHECKED.message)
    actor.send({ type: "IMPORT" })
    await waitFor(actor, (s) => s.matches("imported"))
    expect(calls).toEqual([
      { testId: "test-1", sectionId: "section-1", format: "aiken", text: "Q?\nA. a\nB. b\nANSWER: A", dryRun: true, skipProblems: false },
      { testId: "test-1", sectionId: "section-1", format: "aiken", text: "Q?\nA. a\nB. b\nANSWER: A", dryRun: false, skipProblems: true }
    ])
    expect(toasts).toEqual([IMPORTED.message])
    expect(imported).toEqual([IMPORTED])
    expect(actor.getSnapshot().context.report).toEqual(IMPORTED.data)
    actor.send({ type: "START_OVER" })
    expect(actor.getSnapshot().context).toMatchObject({ text: "", source: null, report: null, format: "aiken" })
  })

  it("forgets the check when the text, format or section changes, and offers no import when nothing was read", async () => {
    let answer = CHECKED
    const { actor } = start(async () => answer)
    actor.send({ type: "SET_TEXT", text: "x", source: null })
    actor.send({ type: "CHECK" })
    await waitFor(actor, (s) => s.matches("checked"))
    actor.send({ type: "CHOOSE_SECTION", sectionId: "section-2" })
    expect(actor.getSnapshot().matches("editing")).toBe(true)
    expect(actor.getSnapshot().context.report).toBeNull()
    answer = NOTHING_READ
    actor.send({ type: "CHECK" })
    await waitFor(actor, (s) => s.matches("checked"))
    actor.send({ type: "IMPORT" })
    expect(actor.getSnapshot().matches("checked")).toBe(true)
    expect(importableCount(actor.getSnapshot())).toBe(0)
  })

  it("keeps the server's refusal in failure: a check goes back to editing, an import back to checked", async () => {
    let refuse = true
    const { actor, imported } = start(async (request) => {
      if (refuse) throw REFUSED
      if (request.dryRun) return CHECKED
      throw REFUSED
    })
    actor.send({ type: "SET_TEXT", text: "x", source: null })
    actor.send({ type: "CHECK" })
    await waitFor(actor, (s) => s.matches("editing") && s.context.failure !== null)
    expect(actor.getSnapshot().context.failure).toBe(REFUSED.message)
    refuse = false
    actor.send({ type: "CHECK" })
    expect(actor.getSnapshot().context.failure).toBeNull()
    await waitFor(actor, (s) => s.matches("checked"))
    actor.send({ type: "IMPORT" })
    await waitFor(actor, (s) => s.matches("checked") && s.context.failure !== null)
    expect(imported).toEqual([])
    actor.send({ type: "FILE_REFUSED", message: "Too big." })
    expect(actor.getSnapshot().context).toMatchObject({ failure: "Too big.", report: null })
  })

  it("checks nothing while the test has no section", () => {
    const { actor, calls } = start(async () => CHECKED, { testId: "t", sectionId: null })
    actor.send({ type: "SET_TEXT", text: "x", source: null })
    actor.send({ type: "CHECK" })
    expect(actor.getSnapshot().matches("editing")).toBe(true)
    expect(calls).toEqual([])
  })
})
