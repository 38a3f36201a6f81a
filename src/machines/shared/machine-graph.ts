/**
 * A machine's statechart as plain data: read from `machine.root`
 * (XState v5's state nodes), so what is drawn, snapshotted and reviewed is
 * exactly what runs. Used by the committed snapshots under docs/machines/
 * (their test fails when a machine changed and its snapshot did not), by the
 * Mermaid writer (machine-mermaid.ts) and by the developer viewer.
 *
 * The interface (stable; the viewer, the snapshots and their test use only this):
 *   machineGraph(machine: AnyStateMachine) → MachineGraph
 *     { id, root: GraphNode, edges: GraphEdge[] }, plain JSON:
 *     GraphNode { id, key, type: atomic|compound|parallel|final|history,
 *                 initial (child key | null), children, invokes [{ id, src }],
 *                 entry, exit (action names), tags }
 *     GraphEdge { source (state id), kind: on|done|error|after|always, event,
 *                 targets (state ids), guard (name | null), actions (names),
 *                 reenter, delay ({ name | null, ms | null } for after, else null) }
 *   machineSummary(graph) → MachineSummary { id, states, transitions, invokes, delays (names) }
 *   mermaidOf(graph) → string, a Mermaid stateDiagram-v2: in ./machine-mermaid.ts
 *     (it imports these types, so it is not re-exported here: no import cycle)
 * Every machine by id: MACHINE_CATALOG in src/ui/dev/machine-catalog.ts.
 * Committed per machine: docs/machines/<id>.json ({ file, ...MachineGraph })
 * and <id>.mmd; path coverage in docs/machines/coverage.json (see
 * test/machines/shared/coverage-record.ts), by machine id.
 *
 * Everything is named, never a function's source: a guard or an action is
 * its name in `setup` (a built-in is `assign`, `emit`, …; an inline one is
 * "inline"); a delay is its name and its milliseconds when fixed (a delay
 * computed from the context, like a backoff, has none). The order is the
 * config's, so the JSON is stable for the same config.
 */
import { and, type AnyStateMachine, type AnyStateNode, not, or } from "xstate"

export type GraphNodeType = "atomic" | "compound" | "parallel" | "final" | "history"

export interface GraphInvoke {
  readonly id: string
  /** The named actor logic it runs ("inline" for logic written in place). */
  readonly src: string
}

export interface GraphNode {
  /** The full id, e.g. `checkout.paying`. */
  readonly id: string
  /** The key within its parent, e.g. `paying`. */
  readonly key: string
  readonly type: GraphNodeType
  /** A compound state's initial child (its key), else null. */
  readonly initial: string | null
  readonly children: ReadonlyArray<GraphNode>
  readonly invokes: ReadonlyArray<GraphInvoke>
  readonly entry: ReadonlyArray<string>
  readonly exit: ReadonlyArray<string>
  readonly tags: ReadonlyArray<string>
}

/**
 * How a transition is taken: an event (`on`), an invoked actor's result
 * (`done` / `error`, event `xstate.done.actor.<id>` …), a delay (`after`) or
 * at once when its guard holds (`always`).
 */
export type GraphEdgeKind = "on" | "done" | "error" | "after" | "always"

export interface GraphDelay {
  /** The delay's name in `setup({ delays })`, or null for a number written in place. */
  readonly name: string | null
  /** Its fixed milliseconds, or null when computed from the context. */
  readonly ms: number | null
}

export interface GraphEdge {
  /** The state it leaves (full id). */
  readonly source: string
  readonly kind: GraphEdgeKind
  /** The event type as the machine receives it (`SUBMIT`, `xstate.done.actor.pay`, `xstate.after.settle.…`, "" for always). */
  readonly event: string
  /** The states it enters (full ids); empty for a transition that only runs actions. */
  readonly targets: ReadonlyArray<string>
  readonly guard: string | null
  readonly actions: ReadonlyArray<string>
  /** Leaves and enters its source again (`reenter: true`). */
  readonly reenter: boolean
  readonly delay: GraphDelay | null
}

export interface MachineGraph {
  readonly id: string
  readonly root: GraphNode
  readonly edges: ReadonlyArray<GraphEdge>
}

export interface MachineSummary {
  readonly id: string
  readonly states: number
  readonly transitions: number
  readonly invokes: number
  /** Distinct named delays used by `after`. */
  readonly delays: ReadonlyArray<string>
}

const BUILT_IN = /^xstate\.(\w+)$/

/** XState's guard combinators, told apart by their check (a function's own name does not survive minifying). */
const checkOf = (guard: unknown): unknown => (guard as { readonly check?: unknown }).check
const COMBINATORS: ReadonlyArray<readonly [unknown, string]> = [
  [checkOf(not("a")), "not"],
  [checkOf(and(["a", "b"])), "and"],
  [checkOf(or(["a", "b"])), "or"]
]

/** `not(isPaid)`, `and(isA, isB)`: a combinator with the guards it combines, or null for any other function. */
const combinatorName = (guard: unknown): string | null => {
  const operator = COMBINATORS.find(([check]) => check !== undefined && check === checkOf(guard))?.[1]
  const inner = (guard as { readonly guards?: unknown }).guards
  return operator === undefined || !Array.isArray(inner) ? null : `${operator}(${inner.map(nameOf).join(", ")})`
}

/**
 * What an action, a guard or an actor source is called, without its
 * parameters: its name in `setup`, a built-in's name (`assign`, `emit`,
 * `not(…)`), or "inline" for a function written in place (never the
 * function's own name, which a minified build renames).
 */
const nameOf = (item: unknown): string => {
  if (typeof item === "string") return item
  if (typeof item === "function") {
    const type = (item as { readonly type?: unknown }).type
    if (typeof type === "string") return BUILT_IN.exec(type)?.[1] ?? type
    return combinatorName(item) ?? "inline"
  }
  if (typeof item === "object" && item !== null && "type" in item && typeof item.type === "string") {
    return BUILT_IN.exec(item.type)?.[1] ?? item.type
  }
  return "inline"
}

const namesOf = (items: ReadonlyArray<unknown> | undefined): ReadonlyArray<string> => (items ?? []).map(nameOf)

const guardOf = (guard: unknown): string | null => (guard === undefined || guard === null ? null : nameOf(guard))

const kindOf = (event: string): GraphEdgeKind => (event.startsWith("xstate.done.actor.") ? "done" : event.startsWith("xstate.error.actor.") ? "error" : "on")

interface TransitionLike {
  readonly target?: ReadonlyArray<AnyStateNode> | undefined
  readonly guard?: unknown
  readonly actions?: ReadonlyArray<unknown>
  readonly reenter?: boolean
}

const targetsOf = (transition: TransitionLike): ReadonlyArray<string> => (transition.target ?? []).map((node) => node.id)

const nodeOf = (node: AnyStateNode): GraphNode => ({
  id: node.id,
  key: node.key,
  type: node.type as GraphNodeType,
  initial: node.type === "compound" ? (node.initial?.target?.[0]?.key ?? null) : null,
  children: Object.values(node.states as Record<string, AnyStateNode>).map(nodeOf),
  invokes: node.invoke.map((invoke: { readonly id: string; readonly src: unknown }) => ({
    id: invoke.id,
    src: typeof invoke.src === "string" ? invoke.src : "inline"
  })),
  entry: namesOf(node.entry),
  exit: namesOf(node.exit),
  tags: [...node.tags]
})

const delayOf = (machine: AnyStateMachine, delay: unknown): GraphDelay => {
  if (typeof delay === "number") return { name: null, ms: delay }
  const name = String(delay)
  const implementation: unknown = (machine.implementations.delays as Record<string, unknown>)[name]
  return { name, ms: typeof implementation === "number" ? implementation : null }
}

const edgesOf = (machine: AnyStateMachine, node: AnyStateNode): ReadonlyArray<GraphEdge> => {
  const afterEvents = new Set<string>(node.after.map((each: { readonly eventType: string }) => each.eventType))
  const on: Array<GraphEdge> = []
  for (const [event, transitions] of node.transitions as Map<string, ReadonlyArray<TransitionLike>>) {
    if (afterEvents.has(event)) continue
    for (const transition of transitions) {
      on.push({
        source: node.id,
        kind: kindOf(event),
        event,
        targets: targetsOf(transition),
        guard: guardOf(transition.guard),
        actions: namesOf(transition.actions),
        reenter: transition.reenter === true,
        delay: null
      })
    }
  }
  const after = node.after.map(
    (transition: TransitionLike & { readonly delay: unknown; readonly eventType: string }): GraphEdge => ({
      source: node.id,
      kind: "after",
      event: transition.eventType,
      targets: targetsOf(transition),
      guard: guardOf(transition.guard),
      actions: namesOf(transition.actions),
      reenter: transition.reenter === true,
      delay: delayOf(machine, transition.delay)
    })
  )
  const always = (node.always ?? []).map(
    (transition: TransitionLike): GraphEdge => ({
      source: node.id,
      kind: "always",
      event: "",
      targets: targetsOf(transition),
      guard: guardOf(transition.guard),
      actions: namesOf(transition.actions),
      reenter: transition.reenter === true,
      delay: null
    })
  )
  const children = Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => edgesOf(machine, child))
  return [...on, ...after, ...always, ...children]
}

export const machineGraph = (machine: AnyStateMachine): MachineGraph => ({
  id: machine.id,
  root: nodeOf(machine.root),
  edges: edgesOf(machine, machine.root)
})

const allNodes = (node: GraphNode): ReadonlyArray<GraphNode> => [node, ...node.children.flatMap(allNodes)]

export const machineSummary = (graph: MachineGraph): MachineSummary => {
  const nodes = allNodes(graph.root)
  return {
    id: graph.id,
    // The root is the machine itself, not one of its states.
    states: nodes.length - 1,
    transitions: graph.edges.length,
    invokes: nodes.reduce((sum, node) => sum + node.invokes.length, 0),
    delays: [...new Set(graph.edges.flatMap((edge) => (edge.delay?.name === undefined || edge.delay.name === null ? [] : [edge.delay.name])))]
  }
}

/**
 * What sets a transition off, in short words for drawings and diagrams:
 * the event, `always`, `after <delay> <ms> ms`, `done <actor>`, `error <actor>`.
 */
export const edgeTrigger = (edge: GraphEdge): string => {
  switch (edge.kind) {
    case "always":
      return "always"
    case "after":
      return `after ${edge.delay?.name ?? ""}${edge.delay?.ms === null || edge.delay?.ms === undefined ? "" : ` ${edge.delay.ms} ms`}`.replace(
        "after  ",
        "after "
      )
    case "done":
      return `done ${edge.event.replace("xstate.done.actor.", "")}`
    case "error":
      return `error ${edge.event.replace("xstate.error.actor.", "")}`
    case "on":
      return edge.event
  }
}
