/**
 * How answer saves are written together (save-batches.ts): the saves of one
 * moment share one statement, each answered by its place in it; a second
 * save of the same attempt waits for a later statement; one statement out at
 * a time with the next batch gathering meanwhile; a batch too large is
 * split; a failed statement is sent again one save at a time, so only the
 * save the database refuses fails. The statements here are a stand-in whose
 * answers the test releases.
 */
import { Context, Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { makeSaveBatches } from "../../../server/attempt/save-batches.ts"

interface Save {
  readonly attempt: string
  readonly seq: number
}

const label = (save: Save) => `${save.attempt}#${save.seq}`

/** A stand-in statement: records the saves sent, answers when the test says ("fail": the whole statement fails). */
const standIn = () => {
  const statements: Array<{ readonly saves: ReadonlyArray<string>; readonly answer: (outcome?: "fail") => void }> = []
  const saveAll = (saves: ReadonlyArray<Save>) =>
    Effect.callback<ReadonlyArray<string>>((resume) => {
      statements.push({
        saves: saves.map(label),
        answer: (outcome) =>
          resume(outcome === "fail" ? Effect.die(new Error("the database refused it")) : Effect.succeed(saves.map((save) => `written ${label(save)}`)))
      })
    })
  return { statements, saveAll }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

const batches = (saveAll: ReturnType<typeof standIn>["saveAll"], maxBatch = 500) =>
  makeSaveBatches(saveAll, (save: Save) => save.attempt, { maxInFlight: 1, maxBatch }, Context.empty())

/** Starts a save; its answer (an Exit) lands in the array when it comes. */
const saveWith = (save: ReturnType<typeof batches>, attempt: string, seq: number) => {
  const answers: Array<Exit.Exit<string>> = []
  Effect.runCallback(save({ attempt, seq }), { onExit: (exit) => answers.push(exit) })
  return answers
}

describe("answer saves written together", () => {
  it("writes the saves of one moment in one statement, each answered by its own place in it", async () => {
    const { statements, saveAll } = standIn()
    const save = batches(saveAll)
    const answers = [
      ["a", 1],
      ["b", 1],
      ["c", 4]
    ].map(([attempt, seq]) => saveWith(save, attempt as string, seq as number))
    await turn()
    expect(statements.map((statement) => statement.saves)).toEqual([["a#1", "b#1", "c#4"]])
    statements[0]!.answer()
    await turn()
    expect(answers).toEqual([[Exit.succeed("written a#1")], [Exit.succeed("written b#1")], [Exit.succeed("written c#4")]])
  })

  it("sends a second save of the same attempt in a later statement, after the first", async () => {
    const { statements, saveAll } = standIn()
    const save = batches(saveAll)
    const first = saveWith(save, "a", 1)
    const again = saveWith(save, "a", 2)
    const other = saveWith(save, "b", 1)
    await turn()
    expect(statements.map((statement) => statement.saves)).toEqual([["a#1"]])
    statements[0]!.answer()
    await turn()
    expect(first).toEqual([Exit.succeed("written a#1")])
    expect(again).toEqual([])
    // b joined the batch that holds a's second save: it was the newest one waiting.
    expect(statements.map((statement) => statement.saves)).toEqual([["a#1"], ["a#2", "b#1"]])
    statements[1]!.answer()
    await turn()
    expect([again, other]).toEqual([[Exit.succeed("written a#2")], [Exit.succeed("written b#1")]])
  })

  it("keeps one statement out at a time; the saves arriving meanwhile go together in the next", async () => {
    const { statements, saveAll } = standIn()
    const save = batches(saveAll)
    saveWith(save, "a", 1)
    await turn()
    saveWith(save, "b", 1)
    await turn()
    saveWith(save, "c", 1)
    await turn()
    expect(statements.map((statement) => statement.saves)).toEqual([["a#1"]])
    statements[0]!.answer()
    await turn()
    expect(statements.map((statement) => statement.saves)).toEqual([["a#1"], ["b#1", "c#1"]])
  })

  it("splits a batch larger than its limit", async () => {
    const { statements, saveAll } = standIn()
    const save = batches(saveAll, 2)
    for (const attempt of ["a", "b", "c"]) saveWith(save, attempt, 1)
    await turn()
    statements[0]!.answer()
    await turn()
    expect(statements.map((statement) => statement.saves)).toEqual([["a#1", "b#1"], ["c#1"]])
  })

  it("sends a failed statement's saves again one at a time: only the one the database refuses fails", async () => {
    const { statements, saveAll } = standIn()
    const save = batches(saveAll)
    const answers = ["a", "b"].map((attempt) => saveWith(save, attempt, 1))
    await turn()
    statements[0]!.answer("fail")
    await turn()
    expect(statements.slice(1).map((statement) => statement.saves)).toEqual([["a#1"], ["b#1"]])
    statements[1]!.answer()
    statements[2]!.answer("fail")
    await turn()
    expect(answers[0]).toEqual([Exit.succeed("written a#1")])
    expect(answers[1]).toHaveLength(1)
    expect(Exit.isFailure(answers[1]![0]!)).toBe(true)
  })
})
