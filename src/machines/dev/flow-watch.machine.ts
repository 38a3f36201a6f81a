/**
 * The machine viewer's live half: what the running app's actors
 * are doing, gathered from the flow messages (flow-messages.ts) that every
 * tab of the app publishes in a development build.
 *
 *   listening ─ FLOW ─▶ listening      (an actor started, moved or stopped)
 *       │      CLEAR ─▶ listening      (forget the log and the ended actors)
 *       └─ UNAVAILABLE ─▶ unavailable  (no BroadcastChannel in this browser)
 *
 * The channel listener is the invoked `listen` actor, provided by the
 * wiring; this file holds only what the viewer knows. Actors are kept by
 * tab and session id; an ended one stays listed (as ended) among the last
 * ENDED_KEPT, so a developer sees a screen's actor stop when they leave it.
 * The event log keeps the last LOG_KEPT settled steps, newest first.
 */
import { assign, fromCallback, setup, type SnapshotFrom, type StateValue } from "xstate"
import type { ActorStatus, FlowMessage } from "./flow-messages.ts"

export const LOG_KEPT = 200
export const ENDED_KEPT = 30

export interface LiveActor {
  /** `<tab>/<sessionId>`: session ids restart in every tab. */
  readonly key: string
  readonly tab: string
  readonly sessionId: string
  readonly machineId: string
  /** The key of the actor that invoked it, or null for a root actor. */
  readonly parent: string | null
  /** Where it started, or (seen first mid-way) where it was first seen. */
  readonly page: string
  /** Null until its first snapshot arrives. */
  readonly value: StateValue | null
  readonly status: ActorStatus
  readonly lastEvent: string | null
  /** The transitions its last event took (keys, see flow-messages.ts). */
  readonly lastTransitions: ReadonlyArray<string>
  /** The transitions an event would take now (keys). */
  readonly enabled: ReadonlyArray<string>
  readonly startedAt: number
  readonly endedAt: number | null
}

export interface FlowLogEntry {
  readonly seq: number
  readonly at: number
  readonly actorKey: string
  readonly machineId: string
  readonly event: string
  readonly value: StateValue
  readonly status: ActorStatus
}

export interface FlowWatchContext {
  readonly actors: ReadonlyArray<LiveActor>
  readonly log: ReadonlyArray<FlowLogEntry>
  readonly seq: number
}

export type FlowWatchEvent = { readonly type: "FLOW"; readonly message: FlowMessage } | { readonly type: "CLEAR" } | { readonly type: "UNAVAILABLE" }

const keyOf = (tab: string, sessionId: string): string => `${tab}/${sessionId}`

/** An actor as first seen: started, or (the viewer opened later) met mid-way. */
const newActor = (tab: string, sessionId: string, machineId: string, parent: string | null, page: string, at: number): LiveActor => ({
  key: keyOf(tab, sessionId),
  tab,
  sessionId,
  machineId,
  parent,
  page,
  value: null,
  status: "active",
  lastEvent: null,
  lastTransitions: [],
  enabled: [],
  startedAt: at,
  endedAt: null
})

const isEnded = (actor: LiveActor): boolean => actor.status !== "active"

/**
 * Seen running: its first snapshot came. An actor is announced when it is
 * created, and a screen's actor is created while React renders the screen;
 * a render React throws away (a part of the screen suspended and the screen
 * is rendered again) leaves an actor that was never started. It is not
 * shown, and goes when its tab does.
 */
export const hasStarted = (actor: LiveActor): boolean => actor.value !== null

/** Keeps every running actor and the latest ENDED_KEPT ended ones, in start order. */
const pruned = (actors: ReadonlyArray<LiveActor>): ReadonlyArray<LiveActor> => {
  const ended = actors
    .filter(isEnded)
    .sort((a, b) => (b.endedAt ?? 0) - (a.endedAt ?? 0))
    .slice(0, ENDED_KEPT)
  return actors.filter((actor) => !isEnded(actor) || ended.includes(actor))
}

const updated = (actors: ReadonlyArray<LiveActor>, key: string, change: (actor: LiveActor) => LiveActor): ReadonlyArray<LiveActor> =>
  actors.map((actor) => (actor.key === key ? change(actor) : actor))

/** What one message does to the context (an unknown actor's step or snapshot starts following it). */
export const withMessage = (context: FlowWatchContext, message: FlowMessage): FlowWatchContext => {
  if (message.type === "tabClosed") {
    return {
      ...context,
      actors: pruned(
        context.actors
          .filter((actor) => actor.tab !== message.tab || hasStarted(actor))
          .map((actor) => (actor.tab === message.tab && !isEnded(actor) ? { ...actor, status: "stopped", endedAt: message.at, enabled: [] } : actor))
      )
    }
  }
  const key = keyOf(message.tab, message.sessionId)
  const known = context.actors.some((actor) => actor.key === key)
  const base: ReadonlyArray<LiveActor> =
    known || message.type === "started"
      ? context.actors
      : [...context.actors, newActor(message.tab, message.sessionId, message.machineId, null, message.type === "snapshot" ? message.page : "", message.at)]
  switch (message.type) {
    case "started":
      return {
        ...context,
        actors: pruned([
          ...context.actors.filter((actor) => actor.key !== key),
          newActor(
            message.tab,
            message.sessionId,
            message.machineId,
            message.parent === null ? null : keyOf(message.tab, message.parent),
            message.page,
            message.at
          )
        ])
      }
    case "step":
      return {
        ...context,
        actors: updated(base, key, (actor) => ({
          ...actor,
          // The first microstep of an event replaces the list; `always` steps after it add to it.
          lastTransitions:
            actor.lastEvent === message.event && actor.lastTransitions.length > 0 ? [...actor.lastTransitions, ...message.transitions] : message.transitions,
          lastEvent: message.event
        }))
      }
    case "snapshot": {
      const seq = context.seq + 1
      return {
        seq,
        actors: pruned(
          updated(base, key, (actor) => ({
            ...actor,
            value: message.value,
            status: message.status,
            lastEvent: message.event,
            enabled: message.enabled,
            endedAt: message.status === "active" ? null : message.at
          }))
        ),
        log: [
          { seq, at: message.at, actorKey: key, machineId: message.machineId, event: message.event, value: message.value, status: message.status },
          ...context.log
        ].slice(0, LOG_KEPT)
      }
    }
  }
}

export const flowWatchMachine = setup({
  types: {
    context: {} as FlowWatchContext,
    events: {} as FlowWatchEvent
  },
  actors: {
    /** Sends FLOW for every message on the channel, or UNAVAILABLE (provided by the wiring). */
    listen: fromCallback<FlowWatchEvent>(() => () => {})
  },
  actions: {
    takeMessage: assign(({ context }, params: { readonly message: FlowMessage }) => withMessage(context, params.message)),
    clear: assign(({ context }) => ({ log: [], actors: context.actors.filter((actor) => !isEnded(actor)) }))
  }
}).createMachine({
  id: "flowWatch",
  context: { actors: [], log: [], seq: 0 },
  initial: "listening",
  states: {
    listening: {
      invoke: { id: "listen", src: "listen" },
      on: {
        FLOW: { actions: { type: "takeMessage", params: ({ event }) => ({ message: event.message }) } },
        CLEAR: { actions: "clear" },
        UNAVAILABLE: { target: "unavailable" }
      }
    },
    unavailable: {}
  }
})

export type FlowWatchSnapshot = SnapshotFrom<typeof flowWatchMachine>

export const isUnavailable = (snapshot: FlowWatchSnapshot): boolean => snapshot.matches("unavailable")
/** The actors of one machine seen running, running first, then the ended ones, newest first in each. */
export const actorsOfMachine = (actors: ReadonlyArray<LiveActor>, machineId: string): ReadonlyArray<LiveActor> =>
  actors
    .filter((actor) => actor.machineId === machineId && hasStarted(actor))
    .sort((a, b) => Number(isEnded(a)) - Number(isEnded(b)) || b.startedAt - a.startedAt)
/** How many actors of each machine are running now. */
export const runningCounts = (actors: ReadonlyArray<LiveActor>): ReadonlyMap<string, number> => {
  const counts = new Map<string, number>()
  for (const actor of actors) if (!isEnded(actor) && hasStarted(actor)) counts.set(actor.machineId, (counts.get(actor.machineId) ?? 0) + 1)
  return counts
}
