/**
 * The flow messages made from real inspection events: a machine
 * actor's start, each microstep's transitions by key and each snapshot;
 * nothing of the context or of an event's payload; non-machine actors left
 * out. The keys a running actor reports are the keys `transitionKeysOf`
 * lists, so a browser test can count "T of T transitions seen".
 */
import { assign, createActor, fromPromise, type InspectionEvent, setup } from "xstate"
import { describe, expect, it } from "vitest"
import { activeStateIds, edgeKeysOf, type FlowMessage, flowMessageOf, stateIdsOf, transitionKeysOf } from "../../../src/machines/dev/flow-messages.ts"
import { checkoutMachine } from "../../../src/machines/cart/checkout.machine.ts"

const demo = setup({
  types: { context: {} as { secret: string }, events: {} as { type: "GO"; secret: string } | { type: "BACK" } },
  actors: { work: fromPromise(async () => "ok") },
  guards: { long: ({ event }) => event.type === "GO" && event.secret.length > 3 }
}).createMachine({
  id: "demo",
  context: { secret: "" },
  initial: "idle",
  states: {
    idle: {
      on: {
        GO: [{ guard: "long", target: "busy", actions: assign({ secret: ({ event }) => event.secret }) }, { target: "idle" }]
      }
    },
    busy: {
      initial: "working",
      states: {
        working: { invoke: { id: "work", src: "work", onDone: "checked" } },
        checked: { always: "#demo.done" }
      },
      on: { BACK: "idle" }
    },
    done: { type: "final" }
  }
})

const run = async (): Promise<ReadonlyArray<FlowMessage>> => {
  const messages: Array<FlowMessage> = []
  const inspect = (event: InspectionEvent) => {
    const message = flowMessageOf(event, "tab1", "/somewhere", 7)
    if (message !== null) messages.push(message)
  }
  const actor = createActor(demo, { inspect }).start()
  actor.send({ type: "GO", secret: "4242424242424242" })
  await new Promise((resolve) => setTimeout(resolve, 10))
  return messages
}

describe("flow messages from inspection events", () => {
  it("reports the start, every transition taken and every settled state of a machine actor", async () => {
    const messages = await run()
    expect(messages[0]).toMatchObject({ type: "started", tab: "tab1", machineId: "demo", parent: null, page: "/somewhere", at: 7 })
    const steps = messages.filter((message) => message.type === "step").flatMap((message) => message.transitions)
    expect(steps).toEqual(["demo.idle:GO:0", "demo.busy.working:xstate.done.actor.work:0", "demo.busy.checked::0"])
    const values = messages.filter((message) => message.type === "snapshot").map((message) => [message.value, message.status])
    expect(values).toEqual([
      ["idle", "active"],
      [{ busy: "working" }, "active"],
      ["done", "done"]
    ])
  })

  it("says what each event would do now, reading guards against the live context", async () => {
    const snapshots = (await run()).filter((message) => message.type === "snapshot")
    // In idle, GO without a payload cannot be judged by the guard reading it: both candidates count.
    expect(snapshots[0]!.enabled).toEqual(["demo.idle:GO:0", "demo.idle:GO:1"])
    // While working: BACK, and the invoked actor's answer.
    expect(snapshots[1]!.enabled).toEqual(["demo.busy:BACK:0", "demo.busy.working:xstate.done.actor.work:0"])
    expect(snapshots[2]!.enabled).toEqual([])
  })

  it("never carries the context nor an event's payload, and leaves promise actors out", async () => {
    const text = JSON.stringify(await run())
    expect(text).not.toContain("4242")
    expect(text).not.toContain('"work"')
  })

  it("names every transition the way a running actor reports it", async () => {
    const keys = transitionKeysOf(demo)
    expect(keys).toEqual(["demo.idle:GO:0", "demo.idle:GO:1", "demo.busy:BACK:0", "demo.busy.working:xstate.done.actor.work:0", "demo.busy.checked::0"])
    const reported = (await run()).filter((message) => message.type === "step").flatMap((message) => message.transitions)
    expect(reported.every((key) => keys.includes(key))).toBe(true)
    expect(stateIdsOf(demo)).toEqual(["demo.idle", "demo.busy", "demo.busy.working", "demo.busy.checked", "demo.done"])
  })

  it("counts the after and always transitions of a real machine", () => {
    const keys = transitionKeysOf(checkoutMachine)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.some((key) => key.includes(":xstate.after."))).toBe(true)
  })

  it("reads the states a value is in, ancestors included", () => {
    expect(activeStateIds("checkout", { paying: "waiting" })).toEqual(["checkout.paying", "checkout.paying.waiting"])
    expect(activeStateIds("chat", { history: "ready", live: "open" })).toEqual(["chat.history", "chat.history.ready", "chat.live", "chat.live.open"])
    expect(activeStateIds("demo", "idle")).toEqual(["demo.idle"])
  })
})

describe("edge keys of a drawn machine", () => {
  it("are the keys of the machine's transitions, for every machine drawn", async () => {
    const { machineGraph } = await import("../../../src/machines/shared/machine-graph.ts")
    const { MACHINE_CATALOG } = await import("../../../src/ui/dev/machine-catalog.ts")
    for (const { machine } of MACHINE_CATALOG) {
      expect(new Set(edgeKeysOf(machineGraph(machine).edges)), machine.id).toEqual(new Set(transitionKeysOf(machine)))
    }
  })
})
