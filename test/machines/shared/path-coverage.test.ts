/** The coverage helper must notice what the paths miss, or its 100% means nothing. */
import { describe, expect, it } from "vitest"
import { setup } from "xstate"
import { computePathCoverage } from "./path-coverage.ts"

const doorMachine = setup({
  types: { events: {} as { type: "OPEN" } | { type: "CLOSE" } | { type: "LOCK" } }
}).createMachine({
  id: "door",
  initial: "closed",
  states: {
    closed: { on: { OPEN: "open", LOCK: "locked" } },
    open: { on: { CLOSE: "closed" } },
    locked: {},
    // No transition leads here.
    bricked: {}
  }
})

describe("computePathCoverage", () => {
  it("reports unreachable states and transitions no event case triggers", () => {
    const coverage = computePathCoverage(doorMachine, { events: [{ type: "OPEN" }, { type: "CLOSE" }] })
    expect(coverage.states.missing).toEqual(["door.locked", "door.bricked"])
    expect(coverage.transitions.missing).toEqual(["door.closed --LOCK--> door.locked"])
    expect(coverage.line).toBe("coverage door: states 2/4, transitions 2/3")
  })

  it("counts a transition back to a reached snapshot (not on any shortest path)", () => {
    const coverage = computePathCoverage(doorMachine, { events: [{ type: "OPEN" }, { type: "CLOSE" }, { type: "LOCK" }] })
    expect(coverage.transitions.missing).toEqual([])
    expect(coverage.paths.map((path) => path.description)).toContain("OPEN → CLOSE")
  })
})
