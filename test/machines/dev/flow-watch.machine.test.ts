/**
 * The viewer's live half: path coverage, and what the watch
 * keeps of the flow messages — actors by tab and session id, their state and
 * last transitions, ended ones kept (a bounded number), a bounded log.
 */
import { createActor } from "xstate"
import { describe, expect, it } from "vitest"
import type { FlowMessage } from "../../../src/machines/dev/flow-messages.ts"
import {
  actorsOfMachine,
  ENDED_KEPT,
  flowWatchMachine,
  LOG_KEPT,
  runningCounts,
  withMessage,
  type FlowWatchContext
} from "../../../src/machines/dev/flow-watch.machine.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"

const started = (sessionId: string, machineId = "checkout", tab = "tab1", at = 1): FlowMessage => ({
  type: "started",
  tab,
  sessionId,
  machineId,
  parent: null,
  page: "/cart",
  at
})
const snapshot = (sessionId: string, value: string, status: "active" | "stopped" = "active", at = 2, tab = "tab1"): FlowMessage => ({
  type: "snapshot",
  tab,
  sessionId,
  machineId: "checkout",
  event: "PAY",
  value,
  status,
  enabled: [],
  page: "/cart",
  at
})
const step = (sessionId: string, event: string, transitions: ReadonlyArray<string>): FlowMessage => ({
  type: "step",
  tab: "tab1",
  sessionId,
  machineId: "checkout",
  event,
  transitions,
  at: 2
})

const EMPTY: FlowWatchContext = { actors: [], log: [], seq: 0 }
const fold = (messages: ReadonlyArray<FlowMessage>, from: FlowWatchContext = EMPTY): FlowWatchContext => messages.reduce(withMessage, from)

const coverage = computePathCoverage(flowWatchMachine, {
  simplePaths: true,
  events: [{ type: "FLOW", message: started("x:1") }, { type: "CLEAR" }, { type: "UNAVAILABLE" }]
})

describe("flowWatchMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })
  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(flowWatchMachine, path)).toEqual(path.expected)
  })
})

describe("what the watch keeps", () => {
  it("follows an actor from its start through its steps to its end", () => {
    const context = fold([
      started("x:1"),
      snapshot("x:1", "editing"),
      step("x:1", "PAY", ["checkout.editing:PAY:0"]),
      step("x:1", "PAY", ["checkout.checking::0"]),
      snapshot("x:1", "paying", "active", 3),
      snapshot("x:1", "paying", "stopped", 4)
    ])
    expect(context.actors).toHaveLength(1)
    expect(context.actors[0]).toMatchObject({
      key: "tab1/x:1",
      machineId: "checkout",
      value: "paying",
      status: "stopped",
      endedAt: 4,
      lastEvent: "PAY",
      lastTransitions: ["checkout.editing:PAY:0", "checkout.checking::0"]
    })
    expect(context.log.map((entry) => entry.value)).toEqual(["paying", "paying", "editing"])
  })

  it("tells the same session id of two tabs apart, and links an invoked actor to its parent", () => {
    const context = fold([
      started("x:1", "checkout", "tab1"),
      started("x:1", "checkout", "tab2"),
      { type: "started", tab: "tab2", sessionId: "x:2", machineId: "saveQueue", parent: "x:1", page: "/", at: 1 },
      snapshot("x:1", "editing"),
      snapshot("x:1", "editing", "active", 2, "tab2"),
      snapshot("x:2", "idle", "active", 2, "tab2")
    ])
    expect(context.actors.map((actor) => actor.key)).toEqual(["tab1/x:1", "tab2/x:1", "tab2/x:2"])
    expect(context.actors[2]!.parent).toBe("tab2/x:1")
    expect(runningCounts(context.actors)).toEqual(
      new Map([
        ["checkout", 2],
        ["saveQueue", 1]
      ])
    )
  })

  it("starts following an actor it missed the start of (the viewer opened later)", () => {
    const context = fold([snapshot("x:9", "paying")])
    expect(context.actors[0]).toMatchObject({ key: "tab1/x:9", machineId: "checkout", value: "paying", status: "active", page: "/cart" })
  })

  it("keeps the running actors and only the latest ended ones", () => {
    const messages = Array.from({ length: ENDED_KEPT + 5 }, (_, index) => [
      started(`x:${index}`, "checkout", "tab1", index),
      snapshot(`x:${index}`, "editing", "stopped", 100 + index)
    ]).flat()
    const context = fold([started("live:1", "checkout", "tab1", 0), snapshot("live:1", "editing", "active", 0), ...messages])
    expect(context.actors.filter((actor) => actor.status !== "active")).toHaveLength(ENDED_KEPT)
    expect(context.actors.some((actor) => actor.key === "tab1/live:1")).toBe(true)
    // The oldest ended ones went first.
    expect(context.actors.some((actor) => actor.key === "tab1/x:0")).toBe(false)
    expect(actorsOfMachine(context.actors, "checkout")[0]!.key).toBe("tab1/live:1")
  })

  it("ends every running actor of a tab whose page went away", () => {
    const context = fold([
      started("x:1", "checkout", "tab1"),
      snapshot("x:1", "editing"),
      started("x:2", "cart", "tab1"),
      snapshot("x:2", "idle"),
      started("x:1", "checkout", "tab2"),
      snapshot("x:1", "editing", "active", 2, "tab2"),
      { type: "tabClosed", tab: "tab1", at: 50 }
    ])
    expect(context.actors.map((actor) => [actor.key, actor.status, actor.endedAt])).toEqual([
      ["tab1/x:1", "stopped", 50],
      ["tab1/x:2", "stopped", 50],
      ["tab2/x:1", "active", null]
    ])
  })

  it("does not show an actor created but never started (a render React threw away), and forgets it with its tab", () => {
    // The screen's first render made x:1 and was thrown away; the render kept made x:2, which started.
    const open = fold([started("x:1"), started("x:2"), snapshot("x:2", "editing")])
    expect(actorsOfMachine(open.actors, "checkout").map((actor) => actor.key)).toEqual(["tab1/x:2"])
    expect(runningCounts(open.actors).get("checkout")).toBe(1)
    const closed = withMessage(open, { type: "tabClosed", tab: "tab1", at: 50 })
    expect(closed.actors.map((actor) => [actor.key, actor.status])).toEqual([["tab1/x:2", "stopped"]])
  })

  it("keeps the newest LOG_KEPT entries of the log", () => {
    const context = fold([started("x:1"), ...Array.from({ length: LOG_KEPT + 10 }, (_, index) => snapshot("x:1", `s${index}`))])
    expect(context.log).toHaveLength(LOG_KEPT)
    expect(context.log[0]!.value).toBe(`s${LOG_KEPT + 9}`)
  })

  it("clears the log and the ended actors on CLEAR, keeping the running ones", () => {
    const actor = createActor(flowWatchMachine).start()
    for (const message of [started("x:1"), snapshot("x:1", "editing"), started("x:2"), snapshot("x:2", "editing", "stopped")]) {
      actor.send({ type: "FLOW", message })
    }
    actor.send({ type: "CLEAR" })
    expect(actor.getSnapshot().context.log).toEqual([])
    expect(actor.getSnapshot().context.actors.map((each) => each.key)).toEqual(["tab1/x:1"])
    actor.stop()
  })
})
