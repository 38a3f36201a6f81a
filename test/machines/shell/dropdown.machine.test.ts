import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { dropdownMachine, isDropdownOpen } from "../../../src/machines/shell/dropdown.machine.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const coverage = computePathCoverage(dropdownMachine, { events: [{ type: "OPEN" }, { type: "CLOSE" }] })

describe("dropdownMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    expect(recordCoverage(coverage).line).toBe(
      `coverage dropdown: states ${coverage.states.total}/${coverage.states.total}, transitions ${coverage.transitions.total}/${coverage.transitions.total}`
    )
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(dropdownMachine, path)).toEqual(path.expected)
  })
})

describe("dropdownMachine behaviour", () => {
  it("opens and closes as the screen says; a second OPEN keeps it open", () => {
    const actor = createActor(dropdownMachine).start()
    expect(isDropdownOpen(actor.getSnapshot())).toBe(false)
    actor.send({ type: "OPEN" })
    actor.send({ type: "OPEN" })
    expect(isDropdownOpen(actor.getSnapshot())).toBe(true)
    actor.send({ type: "CLOSE" })
    expect(isDropdownOpen(actor.getSnapshot())).toBe(false)
  })
})
