import { describe, expect, it } from "vitest"
import { and, assign, fromPromise, not, setup } from "xstate"
import { machineGraph, machineSummary } from "../../../src/machines/shared/machine-graph.ts"
import { mermaidOf } from "../../../src/machines/shared/machine-mermaid.ts"

const sample = setup({
  types: { context: {} as { readonly n: number }, events: {} as { readonly type: "GO" } | { readonly type: "STOP" } },
  actors: { load: fromPromise(async () => 1) },
  actions: { count: assign({ n: ({ context }) => context.n + 1 }), log: () => {} },
  guards: { isReady: () => true },
  delays: { pause: 250, backoff: ({ context }) => context.n * 100 }
}).createMachine({
  id: "sample",
  context: { n: 0 },
  initial: "idle",
  states: {
    idle: { entry: "log", on: { GO: { guard: "isReady", target: "busy", actions: "count" } } },
    busy: {
      type: "parallel",
      states: {
        work: {
          initial: "loading",
          states: {
            loading: { invoke: { id: "loadIt", src: "load", onDone: "done", onError: "retry" } },
            retry: { after: { backoff: "loading" } },
            done: { type: "final" }
          }
        },
        clock: { initial: "ticking", states: { ticking: { after: { pause: { target: "ticking", reenter: true }, 1000: "ticking" } } } }
      },
      on: { STOP: "stopped" }
    },
    stopped: { always: { guard: "isReady", target: "idle" } }
  }
})

describe("machineGraph", () => {
  const graph = machineGraph(sample)

  it("nests the states with their types, initial children, invokes and entry actions", () => {
    expect(graph.root.initial).toBe("idle")
    const [idle, busy] = graph.root.children
    expect(idle).toMatchObject({ id: "sample.idle", type: "atomic", entry: ["log"] })
    expect(busy).toMatchObject({ type: "parallel", initial: null })
    const work = busy!.children[0]!
    expect(work).toMatchObject({ type: "compound", initial: "loading" })
    expect(work.children.map((child) => [child.key, child.type])).toEqual([
      ["loading", "atomic"],
      ["retry", "atomic"],
      ["done", "final"]
    ])
    expect(work.children[0]!.invokes).toEqual([{ id: "loadIt", src: "load" }])
  })

  it("names every transition: event, guard, actions, invoke results, delays by name and value, always", () => {
    const from = (source: string) => graph.edges.filter((edge) => edge.source === source)
    expect(from("sample.idle")).toEqual([
      { source: "sample.idle", kind: "on", event: "GO", targets: ["sample.busy"], guard: "isReady", actions: ["count"], reenter: false, delay: null }
    ])
    expect(from("sample.busy.work.loading").map((edge) => [edge.kind, edge.targets])).toEqual([
      ["done", ["sample.busy.work.done"]],
      ["error", ["sample.busy.work.retry"]]
    ])
    expect(from("sample.busy.work.retry")[0]).toMatchObject({ kind: "after", delay: { name: "backoff", ms: null } })
    expect(from("sample.busy.clock.ticking").map((edge) => [edge.delay, edge.reenter])).toEqual([
      [{ name: null, ms: 1000 }, false],
      [{ name: "pause", ms: 250 }, true]
    ])
    expect(from("sample.stopped")).toEqual([
      { source: "sample.stopped", kind: "always", event: "", targets: ["sample.idle"], guard: "isReady", actions: [], reenter: false, delay: null }
    ])
  })

  it("names guard combinators by what they combine, and inline functions as inline (minifying renames functions)", () => {
    const combined = setup({ guards: { isA: () => true, isB: () => false } }).createMachine({
      id: "combined",
      initial: "a",
      states: {
        a: {
          on: {
            GO: [
              { guard: not("isA"), target: "b" },
              { guard: and(["isA", "isB"]), target: "b" },
              { guard: () => true, target: "b" }
            ]
          }
        },
        b: {}
      }
    })
    expect(machineGraph(combined).edges.map((edge) => edge.guard)).toEqual(["not(isA)", "and(isA, isB)", "inline"])
  })

  it("counts states, transitions, invokes and named delays", () => {
    expect(machineSummary(graph)).toEqual({ id: "sample", states: 9, transitions: 8, invokes: 1, delays: ["backoff", "pause"] })
  })

  it("draws a Mermaid state diagram with regions, initial and final markers and labels", () => {
    const mermaid = mermaidOf(graph)
    expect(mermaid).toContain("stateDiagram-v2")
    expect(mermaid).toContain("[*] --> sample_idle")
    expect(mermaid).toContain("sample_idle --> sample_busy : GO [isReady]")
    expect(mermaid).toContain("    --\n")
    expect(mermaid).toContain("sample_busy_work_loading : invoke loadIt")
    expect(mermaid).toContain("sample_busy_work_done --> [*]")
    expect(mermaid).toContain("sample_busy_clock_ticking --> sample_busy_clock_ticking : after pause 250 ms (re-enter)")
    expect(mermaid).toContain("sample_busy_work_retry --> sample_busy_work_loading : after backoff")
    expect(mermaid).toContain("sample_stopped --> sample_idle : always [isReady]")
  })
})
