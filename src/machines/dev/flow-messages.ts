/**
 * What a running app tells the machine viewer: XState's
 * inspection events (the `inspect` option of `createActor`), cut down to
 * plain, cloneable messages that a BroadcastChannel carries to the viewer in
 * another tab, and that the generated browser tests count states and
 * transitions from.
 *
 * Only what a statechart shows leaves the page: the machine's id, its state
 * value, the event's *type* and the transitions taken. Never the context nor
 * an event's payload, which can hold a password, a card number or a
 * learner's message.
 *
 * A transition is named by `transitionKey`: its source state's id, its event
 * type and its place among that state's transitions for the event (two
 * guarded transitions on one event are two keys). `transitionKeysOf` lists
 * every key of a machine the same way, so "T of T transitions seen" compares
 * like with like.
 */
import type { AnyStateMachine, AnyStateNode, InspectionEvent, StateValue } from "xstate"

/** The channel's name; a production build does not contain it (checked by the test command). */
export const FLOW_CHANNEL = "examready-flows"

export type ActorStatus = "active" | "done" | "error" | "stopped"

export type FlowMessage =
  /** A machine actor was created (a page's actor, an app-wide one, or one invoked by another). */
  | {
      readonly type: "started"
      readonly tab: string
      readonly sessionId: string
      readonly machineId: string
      /** The actor that invoked or spawned it, if any. */
      readonly parent: string | null
      /** The page's path when it started. */
      readonly page: string
      readonly at: number
    }
  /** A machine actor settled after an event: its new state value and status. */
  | {
      readonly type: "snapshot"
      readonly tab: string
      readonly sessionId: string
      readonly machineId: string
      readonly event: string
      readonly value: StateValue
      readonly status: ActorStatus
      /** The page's path now (a viewer opened after the actor started learns where it runs). */
      readonly page: string
      /** The transitions an event would take now (keys), guards read against the live context (see enabledKeys). */
      readonly enabled: ReadonlyArray<string>
      readonly at: number
    }
  /** The tab's page went away (a reload, a link out, the tab closed): its actors end with it, unstopped. */
  | { readonly type: "tabClosed"; readonly tab: string; readonly at: number }
  /** One microstep: the transitions it took (an event's, then each `always` after it). */
  | {
      readonly type: "step"
      readonly tab: string
      readonly sessionId: string
      readonly machineId: string
      readonly event: string
      readonly transitions: ReadonlyArray<string>
      readonly at: number
    }

interface TransitionLike {
  readonly source: AnyStateNode
  readonly eventType: string
}

/** The candidates a state holds for an event type, in the config's order (`always` ones under ""). */
const candidatesOf = (node: AnyStateNode, eventType: string): ReadonlyArray<unknown> =>
  eventType === "" ? (node.always ?? []) : ((node.transitions as Map<string, ReadonlyArray<unknown>>).get(eventType) ?? [])

/** `checkout.paying:xstate.done.actor.pay:0`: the source state, the event type, the place among its candidates. */
export const transitionKey = (transition: TransitionLike): string =>
  `${transition.source.id}:${transition.eventType}:${Math.max(0, candidatesOf(transition.source, transition.eventType).indexOf(transition))}`

const nodesOf = (node: AnyStateNode): ReadonlyArray<AnyStateNode> => [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(nodesOf)]

/** Every transition of a machine by its key: each event's candidates of each state, and each `always`. */
export const transitionKeysOf = (machine: AnyStateMachine): ReadonlyArray<string> =>
  nodesOf(machine.root).flatMap((node) =>
    [...[...(node.transitions as Map<string, ReadonlyArray<TransitionLike>>).values()].flat(), ...((node.always ?? []) as ReadonlyArray<TransitionLike>)].map(
      transitionKey
    )
  )

/** Every state of a machine by its id (the root, the machine itself, left out). */
export const stateIdsOf = (machine: AnyStateMachine): ReadonlyArray<string> =>
  nodesOf(machine.root)
    .slice(1)
    .map((node) => node.id)

/**
 * The ids of the states a state value is in, ancestors included:
 * `{ paying: "waiting" }` of `checkout` → `checkout.paying`, `checkout.paying.waiting`.
 */
export const activeStateIds = (rootId: string, value: StateValue): ReadonlyArray<string> => {
  const walk = (prefix: string, part: StateValue): ReadonlyArray<string> =>
    typeof part === "string"
      ? [`${prefix}.${part}`]
      : Object.entries(part).flatMap(([key, inner]) => (inner === undefined ? [`${prefix}.${key}`] : [`${prefix}.${key}`, ...walk(`${prefix}.${key}`, inner)]))
  return walk(rootId, value)
}

interface MachineSnapshotLike {
  readonly value?: StateValue
  readonly status?: unknown
  readonly _nodes?: ReadonlyArray<AnyStateNode>
  readonly machine?: { readonly getTransitionData: (snapshot: never, event: { readonly type: string }) => ReadonlyArray<TransitionLike> }
}

/**
 * What each event the current states listen for would do now: the machine's
 * own transition selection with the live context, in the app's tab (the
 * context never leaves it). The event is sent without its payload, so a
 * guard that reads the payload cannot be judged: its candidates all count
 * as enabled. Delays and `always` are left out (they fire by themselves).
 */
const enabledKeys = (snapshot: MachineSnapshotLike): ReadonlyArray<string> => {
  const machine = snapshot.machine
  if (machine === undefined || snapshot._nodes === undefined || snapshot.status !== "active") return []
  const types = new Set(
    snapshot._nodes.flatMap((node) => [...(node.transitions as Map<string, unknown>).keys()].filter((type) => !type.startsWith("xstate.after.")))
  )
  return [...types].flatMap((type) => {
    try {
      return machine.getTransitionData(snapshot as never, { type }).map(transitionKey)
    } catch {
      return snapshot._nodes!.flatMap((node) => candidatesOf(node, type) as ReadonlyArray<TransitionLike>).map(transitionKey)
    }
  })
}

interface MachineActorLike {
  readonly sessionId: string
  readonly logic: unknown
  readonly _parent?: { readonly sessionId: string } | undefined
}

/** The machine an actor runs, or null for promise, callback and observable actors (not statecharts). */
const machineIdOf = (actor: MachineActorLike): string | null => {
  const logic = actor.logic as { readonly root?: unknown; readonly id?: unknown }
  return logic.root !== undefined && typeof logic.id === "string" ? logic.id : null
}

const statusOf = (status: unknown): ActorStatus => (status === "done" || status === "error" || status === "stopped" ? status : "active")

/** The message for an inspection event, or null for one the viewer does not show (actions, non-machine actors). */
export const flowMessageOf = (event: InspectionEvent, tab: string, page: string, at: number): FlowMessage | null => {
  const actor = event.actorRef as unknown as MachineActorLike
  const machineId = machineIdOf(actor)
  if (machineId === null) return null
  const sessionId = actor.sessionId
  switch (event.type) {
    case "@xstate.actor":
      return { type: "started", tab, sessionId, machineId, parent: actor._parent?.sessionId ?? null, page, at }
    case "@xstate.snapshot": {
      const snapshot = event.snapshot as MachineSnapshotLike
      if (snapshot.value === undefined) return null
      return {
        type: "snapshot",
        tab,
        sessionId,
        machineId,
        event: event.event.type,
        value: snapshot.value,
        status: statusOf(snapshot.status),
        page,
        enabled: enabledKeys(snapshot),
        at
      }
    }
    case "@xstate.microstep":
      return {
        type: "step",
        tab,
        sessionId,
        machineId,
        event: event.event.type,
        transitions: (event._transitions as ReadonlyArray<TransitionLike>).map(transitionKey),
        at
      }
    default:
      return null
  }
}

/**
 * The keys of a drawn machine's edges (machine-graph.ts lists them per
 * state in the config's order), aligned with the edges: the viewer marks
 * the enabled and the last taken ones by these.
 */
export const edgeKeysOf = (edges: ReadonlyArray<{ readonly source: string; readonly event: string }>): ReadonlyArray<string> => {
  const seen = new Map<string, number>()
  return edges.map((edge) => {
    const group = `${edge.source}:${edge.event}`
    const index = seen.get(group) ?? 0
    seen.set(group, index + 1)
    return `${group}:${index}`
  })
}
