import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor } from "xstate"
import { SEARCH_REQUIRED } from "../../../src/domain/shared/validation-messages.ts"
import {
  examSearchMachine,
  isSearchPending,
  SEARCH_DEBOUNCE_MS,
  selectSearchError,
  selectSearchText
} from "../../../src/machines/catalog/exam-search.machine.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const AFTER_DEBOUNCE = "xstate.after.searchDebounce.examSearch.debouncing"
const INPUT = { searchString: "nimbus" }

const coverage = computePathCoverage(examSearchMachine, {
  input: INPUT,
  events: [
    { type: "TYPE", value: "secure" },
    { type: "TYPE", value: "nimbus " },
    { type: "TYPE", value: "  " },
    { type: "SUBMIT" },
    { type: "CLEAR" },
    { type: "SYNC", searchString: "netlane" },
    { type: AFTER_DEBOUNCE }
  ]
})

describe("examSearchMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(examSearchMachine, path, { input: INPUT })).toEqual(path.expected)
  })
})

const start = (searchString = "") => {
  const shown: Array<string> = []
  const actor = createActor(
    examSearchMachine.provide({
      actions: { showResults: (_, params) => void shown.push(params.searchString) }
    }),
    { input: { searchString } }
  ).start()
  return { actor, shown }
}

describe("examSearchMachine behaviour", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("shows results once typing pauses for the debounce delay, with the text trimmed", () => {
    const { actor, shown } = start()
    actor.send({ type: "TYPE", value: "n" })
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100)
    actor.send({ type: "TYPE", value: "ne" })
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100)
    actor.send({ type: "TYPE", value: " net " })
    expect(isSearchPending(actor.getSnapshot())).toBe(true)
    expect(shown).toEqual([])
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1)
    expect(shown).toEqual([])
    vi.advanceTimersByTime(1)
    expect(shown).toEqual(["net"])
    expect(isSearchPending(actor.getSnapshot())).toBe(false)
    // The box keeps what was typed, spaces included.
    expect(selectSearchText(actor.getSnapshot())).toBe(" net ")
  })

  it("does not search again for the same words", () => {
    const { actor, shown } = start("netlane")
    actor.send({ type: "TYPE", value: "netlane " })
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
    expect(shown).toEqual([])
  })

  it("emptying the box by typing shows every exam again", () => {
    const { actor, shown } = start("netlane")
    actor.send({ type: "TYPE", value: "" })
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
    expect(shown).toEqual([""])
    expect(selectSearchError(actor.getSnapshot())).toBeNull()
  })

  it("SUBMIT searches at once and cancels the pending wait", () => {
    const { actor, shown } = start()
    actor.send({ type: "TYPE", value: "SGC-SA" })
    actor.send({ type: "SUBMIT" })
    expect(shown).toEqual(["SGC-SA"])
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2)
    expect(shown).toEqual(["SGC-SA"])
  })

  it("a blank SUBMIT says 'Please enter exam name' and does not search; typing removes the message", () => {
    const { actor, shown } = start()
    actor.send({ type: "TYPE", value: "   " })
    actor.send({ type: "SUBMIT" })
    expect(selectSearchError(actor.getSnapshot())).toBe(SEARCH_REQUIRED)
    expect(shown).toEqual([])
    actor.send({ type: "TYPE", value: "    " })
    expect(selectSearchError(actor.getSnapshot())).toBe(SEARCH_REQUIRED)
    actor.send({ type: "TYPE", value: "da" })
    expect(selectSearchError(actor.getSnapshot())).toBeNull()
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
    expect(shown).toEqual(["da"])
  })

  it("CLEAR empties the box and goes back to every exam", () => {
    const { actor, shown } = start("cloud")
    actor.send({ type: "TYPE", value: "cloudy" })
    actor.send({ type: "CLEAR" })
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
    expect(shown).toEqual([""])
    expect(selectSearchText(actor.getSnapshot())).toBe("")
  })

  it("follows the address when the header's search changes it, but not while the learner types", () => {
    const { actor, shown } = start("cloud")
    actor.send({ type: "SYNC", searchString: "python" })
    expect(selectSearchText(actor.getSnapshot())).toBe("python")
    actor.send({ type: "TYPE", value: "pyth" })
    actor.send({ type: "SYNC", searchString: "other" })
    expect(selectSearchText(actor.getSnapshot())).toBe("pyth")
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
    expect(shown).toEqual(["pyth"])
    // The address the machine just set comes back and changes nothing.
    actor.send({ type: "TYPE", value: "pyth " })
    actor.send({ type: "SYNC", searchString: "pyth" })
    expect(selectSearchText(actor.getSnapshot())).toBe("pyth ")
  })

  it("the delay can be shortened by the caller (named delay)", () => {
    const shown: Array<string> = []
    const actor = createActor(
      examSearchMachine.provide({
        delays: { searchDebounce: 10 },
        actions: { showResults: (_, params) => void shown.push(params.searchString) }
      }),
      { input: { searchString: "" } }
    ).start()
    actor.send({ type: "TYPE", value: "data" })
    vi.advanceTimersByTime(10)
    expect(shown).toEqual(["data"])
  })
})
