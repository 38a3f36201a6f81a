/**
 * A transition that leaves and enters its source again (`reenter: true`)
 * exits everything under the nearest state holding both its source and its
 * targets. When that state is parallel, every sibling region is left and
 * entered afresh too: their invoked actors are stopped and their timers
 * reset. The exam's countdown once ticked this way, directly under its
 * parallel `timed` state, and each second's tick cancelled the clock
 * resync that a page coming back into view had started. Checked on every
 * machine, and the check on a small machine with that fault.
 */
import { createActor, createMachine, fromPromise, type AnyStateMachine, type AnyStateNode } from "xstate"
import { describe, expect, it } from "vitest"
import { MACHINE_CATALOG } from "../../../src/ui/dev/machine-catalog.ts"

interface TransitionLike {
  readonly source: AnyStateNode
  readonly target?: ReadonlyArray<AnyStateNode>
  readonly reenter: boolean
  readonly eventType: string
}

const nodesOf = (node: AnyStateNode): ReadonlyArray<AnyStateNode> => [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(nodesOf)]

const ancestorsOf = (node: AnyStateNode): ReadonlyArray<AnyStateNode> => (node.parent === undefined ? [] : [node.parent, ...ancestorsOf(node.parent)])

const isWithin = (node: AnyStateNode, ancestor: AnyStateNode): boolean => node === ancestor || ancestorsOf(node).includes(ancestor)

/** The nearest proper ancestor of the source holding every target: what a reentering transition exits (XState's transition domain). */
const domainOf = (transition: TransitionLike): AnyStateNode | undefined =>
  ancestorsOf(transition.source).find((ancestor) => (transition.target ?? []).every((target) => isWithin(target, ancestor)))

/** Every reentering transition whose exit takes in a parallel state's sibling regions, as `state id: event`. */
const parallelReentries = (machine: AnyStateMachine): ReadonlyArray<string> =>
  nodesOf(machine.root).flatMap((node) => {
    const transitions = [
      ...[...(node.transitions as Map<string, ReadonlyArray<TransitionLike>>).values()].flat(),
      ...((node.always ?? []) as ReadonlyArray<TransitionLike>)
    ]
    return transitions
      .filter((transition) => transition.reenter && (transition.target ?? []).length > 0 && domainOf(transition)?.type === "parallel")
      .map((transition) => `${node.id}: ${transition.eventType || "always"}`)
  })

describe("reentering transitions stay inside their own region", () => {
  it("reads every machine", () => {
    expect(MACHINE_CATALOG.length).toBeGreaterThan(20)
  })
  it.each(MACHINE_CATALOG.map((entry) => [entry.id, entry.machine] as const))("%s resets no sibling region", (_id, machine) => {
    expect(parallelReentries(machine)).toEqual([])
  })
})

describe("the check finds the fault", () => {
  const regions = (tick: object) =>
    createMachine({
      id: "m",
      type: "parallel",
      states: {
        countdown: tick,
        resync: {
          initial: "idle",
          states: { idle: { on: { GO: "asking" } }, asking: { invoke: { id: "ask", src: fromPromise(() => new Promise(() => {})) } } }
        }
      }
    })
  const faulty = regions({ on: { TICK: { target: "countdown", reenter: true } } })
  const sound = regions({ initial: "running", states: { running: { on: { TICK: { target: "running", reenter: true } } } } })

  it("names a region reentering itself under a parallel state, and XState does reset its sibling", () => {
    expect(parallelReentries(faulty)).toEqual(["m.countdown: TICK"])
    const actor = createActor(faulty).start()
    actor.send({ type: "GO" })
    actor.send({ type: "TICK" })
    expect(actor.getSnapshot().value).toEqual({ countdown: {}, resync: "idle" })
  })
  it("passes a leaf reentering inside its region, which leaves the sibling alone", () => {
    expect(parallelReentries(sound)).toEqual([])
    const actor = createActor(sound).start()
    actor.send({ type: "GO" })
    actor.send({ type: "TICK" })
    expect(actor.getSnapshot().value).toEqual({ countdown: "running", resync: "asking" })
  })
})
