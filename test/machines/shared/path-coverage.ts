/**
 * Path-coverage for a machine, generated with `xstate/graph` (ARCHITECTURE §4).
 *
 * The traversal walks the machine's pure `transition` function with a fixed
 * set of event cases. Invoked promise actors do not run during a traversal,
 * so their results are event cases too: `xstate.done.actor.<id>` with an
 * `output`, `xstate.error.actor.<id>` with an `error`.
 *
 * The generated test paths are
 *  - the shortest path to every reachable snapshot (getShortestPaths),
 *  - plus, for every transition those paths do not take (a retry back to a
 *    snapshot already reached, a self-loop), the shortest path to its source
 *    extended by that one event — so every transition is taken by some path,
 *  - plus, when asked, every simple path (getSimplePaths; only for small
 *    graphs: parallel regions make their number explode).
 * Coverage counts state nodes entered and transitions (edges of
 * `toDirectedGraph`) taken along those paths.
 */
import { createActor, fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventFromLogic, type EventObject } from "xstate"
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  toDirectedGraph,
  type AdjacencyMap,
  type DirectedGraphEdge,
  type DirectedGraphNode
} from "xstate/graph"

export interface TestPath {
  /** Readable event sequence, for test names. */
  readonly description: string
  /** Events after the initial snapshot, in order. */
  readonly events: ReadonlyArray<EventObject>
  /** The serialized snapshot expected after each event. */
  readonly expected: ReadonlyArray<string>
}

export interface PathCoverage {
  readonly machineId: string
  readonly paths: ReadonlyArray<TestPath>
  readonly states: { readonly reached: number; readonly total: number; readonly missing: ReadonlyArray<string> }
  readonly transitions: { readonly taken: number; readonly total: number; readonly missing: ReadonlyArray<string> }
  /** `coverage <machineId>: states X/Y, transitions A/B` */
  readonly line: string
}

/** How an invoked actor's result reaches its machine; an event case like any other here. */
export type ActorResultEvent =
  | { readonly type: `xstate.done.actor.${string}`; readonly output: unknown }
  | { readonly type: `xstate.error.actor.${string}`; readonly error: unknown }
  /** A delayed (`after`) transition firing, e.g. `xstate.after.tokenRefresh.<state id>`. */
  | { readonly type: `xstate.after.${string}` }

export interface PathCoverageOptions<TEvent extends EventObject = EventObject> {
  /**
   * Event cases tried in every snapshot: the machine's own events and actor
   * results; or, from a snapshot, the cases possible there (a browser model
   * offers only what the screen lets a learner do in that state).
   */
  readonly events: ReadonlyArray<TEvent | ActorResultEvent> | ((snapshot: AnyMachineSnapshot) => ReadonlyArray<TEvent | ActorResultEvent>)
  /** Also generate every simple path (small graphs only). */
  readonly simplePaths?: boolean
  /** With simplePaths: keep only this many of them, the longest first (capped simple paths). */
  readonly simplePathCap?: number
  /** What of the context identifies a snapshot; drop volatile fields (times, tokens) here. */
  readonly stableContext?: (context: unknown) => unknown
  /** The machine's input, for machines that take one. */
  readonly input?: unknown
}

interface Step {
  readonly before: AnyMachineSnapshot
  readonly event: EventObject
  readonly after: AnyMachineSnapshot
}

const describeEvent = (event: EventObject): string => {
  const { type, ...rest } = event
  const shortType = type.replace(/^xstate\.(done|error)\.actor\./, "$1:")
  return Object.keys(rest).length === 0 ? shortType : `${shortType} ${JSON.stringify(rest)}`
}

/** Drops paths whose events are a prefix of a longer path's: replaying the longer one checks them too. */
const withoutPrefixes = (paths: ReadonlyArray<TestPath>): Array<TestPath> => {
  const keyOf = (path: TestPath) => path.events.map((event) => JSON.stringify(event))
  const kept: Array<{ readonly path: TestPath; readonly key: ReadonlyArray<string> }> = []
  for (const path of [...paths].sort((a, b) => b.events.length - a.events.length)) {
    const key = keyOf(path)
    if (kept.some((other) => key.every((event, index) => other.key[index] === event))) continue
    kept.push({ path, key })
  }
  return kept.map(({ path }) => path)
}

const serializer =
  (stableContext: PathCoverageOptions["stableContext"] = (context) => context) =>
  (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify({ value: snapshot.value, context: stableContext(snapshot.context) })

const edgesOf = (node: DirectedGraphNode): Array<DirectedGraphEdge> => [...node.edges, ...node.children.flatMap(edgesOf)]

const edgeName = (edge: DirectedGraphEdge): string => `${edge.source.id} --${edge.label.text}--> ${edge.target.id}${edge.transition.guard ? " [guarded]" : ""}`

export const computePathCoverage = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PathCoverageOptions<EventFromLogic<TMachine>>
): PathCoverage => {
  const serializeState = serializer(options.stableContext)
  // Actor results are not in the machine's event type, so traverse it untyped.
  const logic: AnyStateMachine = machine
  const traversal = {
    events: options.events as ReadonlyArray<EventObject> | ((snapshot: AnyMachineSnapshot) => ReadonlyArray<EventObject>),
    serializeState,
    ...(options.input === undefined ? {} : { input: options.input })
  }

  // Paths come back with steps as (event, snapshot after it), the first being xstate.init.
  type GraphPath = { readonly steps: ReadonlyArray<{ readonly event: EventObject; readonly state: AnyMachineSnapshot }> }
  const toSteps = (path: GraphPath): Array<Step> =>
    path.steps.slice(1).map((step, index) => ({ before: path.steps[index]!.state, event: step.event, after: step.state }))

  const shortest = getShortestPaths(logic, traversal) as ReadonlyArray<GraphPath>
  const stepLists: Array<Array<Step>> = shortest.map(toSteps)
  const shortestTo = new Map(shortest.map((path, index) => [serializeState(path.steps.at(-1)!.state), stepLists[index]!]))

  const takenBy = (step: Step) => machine.getTransitionData(step.before, step.event)
  const taken = new Set(stepLists.flat().flatMap(takenBy))

  // Extend to every transition the shortest-path tree leaves out.
  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(logic, traversal)
  for (const vertex of Object.values(adjacency)) {
    const before = vertex.state
    // Branded keys make Object.values lose the value type.
    const outgoing = Object.values(vertex.transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>
    for (const { event, state: after } of outgoing) {
      const step: Step = { before, event, after }
      const transitions = takenBy(step)
      if (transitions.every((transition) => taken.has(transition))) continue
      stepLists.push([...(shortestTo.get(serializeState(before)) ?? []), step])
      for (const transition of transitions) taken.add(transition)
    }
  }

  if (options.simplePaths === true) {
    const all = getSimplePaths(logic, traversal) as ReadonlyArray<GraphPath>
    const simple = options.simplePathCap === undefined ? all : [...all].sort((a, b) => b.steps.length - a.steps.length).slice(0, options.simplePathCap)
    stepLists.push(...simple.map(toSteps))
    for (const transition of simple.flatMap(toSteps).flatMap(takenBy)) taken.add(transition)
  }

  const reachedNodes = new Set<AnyStateNode>(stepLists.flat().flatMap((step) => [...step.before._nodes, ...step.after._nodes]))
  const allNodes = getStateNodes(machine.root)
  const missingStates = allNodes.filter((node) => !reachedNodes.has(node)).map((node) => node.id)

  const edges = edgesOf(toDirectedGraph(machine))
  const missingTransitions = edges.filter((edge) => !taken.has(edge.transition)).map(edgeName)

  const paths = withoutPrefixes(
    stepLists
      .filter((steps) => steps.length > 0)
      .map((steps) => ({
        description: steps.map((step) => describeEvent(step.event)).join(" → "),
        events: steps.map((step) => step.event),
        expected: steps.map((step) => serializeState(step.after))
      }))
  )

  const states = { reached: allNodes.length - missingStates.length, total: allNodes.length, missing: missingStates }
  const transitions = { taken: edges.length - missingTransitions.length, total: edges.length, missing: missingTransitions }
  return {
    machineId: machine.id,
    paths,
    states,
    transitions,
    line: `coverage ${machine.id}: states ${states.reached}/${states.total}, transitions ${transitions.taken}/${transitions.total}`
  }
}

/**
 * Runs a generated path on a live actor and returns the serialized snapshot
 * after each event. Invoked actors are replaced by ones that never settle, so
 * only the path's own done/error events move the machine.
 */
export const replayPath = (machine: AnyStateMachine, path: TestPath, options: Pick<PathCoverageOptions, "stableContext" | "input"> = {}): Array<string> => {
  const serializeState = serializer(options.stableContext)
  const pending = fromPromise(() => new Promise<never>(() => {}))
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, pending]))
  const actor = createActor(machine.provide({ actors }), options.input === undefined ? {} : { input: options.input }).start()
  const seen: Array<string> = []
  for (const event of path.events) {
    actor.send(event)
    seen.push(serializeState(actor.getSnapshot()))
  }
  actor.stop()
  return seen
}
