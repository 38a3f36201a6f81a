/**
 * Browser tests generated from a statechart. A browser model
 * says, for one machine of the app:
 *   - `cases`: from a snapshot, the events the screen lets a learner cause
 *     there, and the answers its invoked calls can get (the generator walks
 *     the machine with these: shortest paths to every snapshot, every
 *     transition they miss, plus capped simple paths);
 *   - `events`: for every event type of the machine, the user action that
 *     sends it (a mapped type over the machine's events: a new event type
 *     does not compile until it has its action);
 *   - `results`: for an invoked actor's answer, how the real server is made
 *     to give it (the card typed, the coupon chosen…) or, for a failure, the
 *     one call routed to an error; arranged before the action that leads to
 *     the call;
 *   - `screens`: for every state, what the screen shows in it (checked when
 *     the app's actor reaches it), or why it has no screen of its own;
 *   - `runs`: the inputs the actor starts with (e.g. none, and the key of a
 *     payment a reload interrupted), each with its own generated paths;
 *   - `prepare` then `open`: a fresh learner, then the screen where the
 *     actor starts (the first answers are arranged between the two);
 *   - `unreachable`: transitions the real server can never cause, each with
 *     the reason, printed beside the figures (never silently left out).
 *
 * Every generated path runs in its own browser context against the real
 * server. The app publishes its actors' inspection events (development
 * build, src/wiring/shared/flow-inspection.ts); the test listens on the same
 * BroadcastChannel and, after each step, waits for the app's actor to
 * settle in the snapshot the model expects, *for that event* (event type
 * and state value). Delays run on Playwright's clock (fastForward).
 *
 * What the app's actors did — states entered, transitions taken — is
 * appended per path to .tmp/model-flows/<machine>.jsonl; the last test of
 * the file reads it, prints
 *   model paths <machine>: N replayed in Chromium, S/S states, T/T transitions seen in the browser
 * and fails unless every state and transition was seen.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { type BrowserContext, expect, type Page } from "@playwright/test"
import { test } from "../support/hydrated-test.ts"
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventFromLogic,
  type EventObject,
  fromPromise,
  type InspectionEvent,
  type StateValue
} from "xstate"
import { activeStateIds, FLOW_CHANNEL, type FlowMessage, stateIdsOf, transitionKey, transitionKeysOf } from "../../../src/machines/dev/flow-messages.ts"
import { type ActorResultEvent, computePathCoverage, type TestPath } from "../../machines/shared/path-coverage.ts"

/** What one path's steps share: the page, and what arrangements told the actions (the card to type …). */
export interface StepContext {
  readonly page: Page
  readonly context: BrowserContext
  /** Set by `results` arrangements, read by `events` actions, e.g. `scenario.card`. */
  readonly scenario: Record<string, string>
}

/** The snapshot a step starts from, as the generator serialized it: the state value and the model's stable context. */
export interface Before {
  readonly value: StateValue
  readonly context: unknown
}

export type UserAction<E> = (step: StepContext, event: E, before: Before) => Promise<void>

/**
 * Prepares the server's answer to a call before the action that makes it
 * (`later`: the path's events after this answer, for an answer whose effect
 * shows only later, like a payment charged whose reply was lost). It may
 * hold the call and answer how to let it go: the harness lets it go when
 * the path reaches this answer, so calls running side by side (parallel
 * regions) are answered in the path's order.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: an arrangement may be a function that returns nothing
export type Arrangement = (step: StepContext, result: ActorResultEvent, later: ReadonlyArray<EventObject>) => Promise<Release | void> | Release | void

/** Lets a held call go on to the server. */
export type Release = () => Promise<void>

export type ScreenCheck = ((page: Page) => Promise<void>) | { readonly transient: string }

export interface ModelRun {
  readonly name: string
  readonly input: unknown
}

export interface BrowserModel<TMachine extends AnyStateMachine> {
  readonly machine: TMachine
  /** What the generator walks when the machine's own actions refuse to run unprovided (the same config, provided). */
  readonly walked?: AnyStateMachine
  readonly runs: ReadonlyArray<ModelRun>
  /** The part of the context that tells snapshots apart for the generator (drop ids, times). */
  readonly stableContext?: (context: unknown) => unknown
  readonly cases: (snapshot: AnyMachineSnapshot) => ReadonlyArray<EventFromLogic<TMachine> | ActorResultEvent>
  /** How many of the longest simple paths to add (0: shortest paths and missed transitions only). */
  readonly simplePathCap: number
  readonly events: { readonly [K in EventFromLogic<TMachine>["type"]]: UserAction<Extract<EventFromLogic<TMachine>, { readonly type: K }>> }
  /** By result event type (`xstate.done.actor.pay`, `xstate.error.actor.pay`). */
  readonly results: Readonly<Record<string, Arrangement>>
  /**
   * By delay event type (`xstate.after.second.<state id>`): how the clock moves for it, when a
   * plain jump by the delay's milliseconds is not it (a countdown run to its end).
   */
  readonly delays?: Readonly<Record<string, (step: StepContext, before: Before) => Promise<void>>>
  /** By state id (`checkout.quoted.ready`); every state of the machine needs one. */
  readonly screens: Readonly<Record<string, ScreenCheck>>
  /** A fresh learner and whatever the screen needs (no navigation yet). */
  readonly prepare: (step: StepContext, run: ModelRun) => Promise<void>
  /** Opens the screen where the actor starts. */
  readonly open: (step: StepContext, run: ModelRun) => Promise<void>
  /** By transition key (flow-messages.ts): why the real server never causes it. */
  readonly unreachable?: Readonly<Record<string, string>>
}

/** One generated path of one run. */
export interface ModelPath {
  readonly run: ModelRun
  readonly path: TestPath
}

interface SeenFlows {
  readonly states: ReadonlyArray<string>
  readonly transitions: ReadonlyArray<string>
}

const FLOWS_DIR = ".tmp/model-flows"
const flowsFile = (machineId: string) => `${FLOWS_DIR}/${machineId}.jsonl`

const isResult = (event: EventObject): boolean => /^xstate\.(done|error)\.actor\./.test(event.type)
const isDelay = (event: EventObject): boolean => event.type.startsWith("xstate.after.")

/** The expected state value of a generated step (its serialized snapshot holds value and context). */
const stateValueOf = (serialized: string): StateValue => (JSON.parse(serialized) as { readonly value: StateValue }).value

/** The delay's milliseconds from its event type `xstate.after.<delay>.<state id>`, read from the machine. */
const delayMs = (machine: AnyStateMachine, eventType: string): number => {
  const name = eventType.slice("xstate.after.".length).split(".")[0]!
  const fixed = Number(name)
  if (!Number.isNaN(fixed)) return fixed
  const delay: unknown = (machine.implementations.delays as Record<string, unknown>)[name]
  if (typeof delay !== "number") throw new Error(`The delay ${name} is computed: give the model's start a clock it can read`)
  return delay
}

/** Listens on the app's channel in every page of the context, into `flows`. */
const listen = async (context: BrowserContext, flows: Array<FlowMessage>) => {
  await context.exposeBinding("__recordFlow", (_source, message: FlowMessage) => void flows.push(message))
  await context.addInitScript((channelName: string) => {
    const channel = new BroadcastChannel(channelName)
    channel.onmessage = (event: MessageEvent<unknown>) => {
      ;(window as unknown as { __recordFlow: (message: unknown) => void }).__recordFlow(event.data)
    }
  }, FLOW_CHANNEL)
}

/**
 * The states of `value` a step is about: those inside the regions its
 * transitions start in (the machine itself when it has no parallel state).
 * Parallel regions answer in their own time in a real browser (the
 * profile, the notifications and the country of the session load side by
 * side), so a step is checked in the regions it moved, not in the others.
 */
const statesIn = (machineId: string, value: StateValue, regions: ReadonlyArray<string>): string =>
  activeStateIds(machineId, value)
    .filter((id) => regions.some((region) => region === machineId || id === region || id.startsWith(`${region}.`)))
    .sort()
    .join(" ")

/** The page's last flow messages but microsteps, one a line (newest last): which actor, created or after which event, in what state. */
const recentFlows = (all: ReadonlyArray<FlowMessage>, count = 25): string => {
  const flows = all.filter((message) => message.type !== "step")
  return [
    `The page's last ${Math.min(count, flows.length)} of ${flows.length} flow messages (microsteps left out):`,
    ...flows
      .slice(-count)
      .map((message) =>
        message.type === "started"
          ? `  ${message.machineId} ${message.sessionId} created on ${message.page}${message.parent === null ? "" : ` by ${message.parent}`}`
          : message.type === "snapshot"
            ? `  ${message.machineId} ${message.sessionId} after ${message.event}: ${JSON.stringify(message.value)} (${message.status})`
            : `  ${message.type}`
      )
  ].join("\n")
}

/**
 * Waits until the machine's newest actor settles after `eventType` in
 * `value` (within `regions`), reading the messages from `from` on; answers
 * where it matched.
 */
const settle = async (
  flows: ReadonlyArray<FlowMessage>,
  from: number,
  machineId: string,
  step: { readonly eventType: string; readonly value: StateValue; readonly regions: ReadonlyArray<string>; readonly what: string }
): Promise<number> => {
  const wanted = statesIn(machineId, step.value, step.regions)
  let found = -1
  await expect
    .poll(
      () => {
        const actor = flows
          .filter((message): message is Extract<FlowMessage, { type: "started" }> => message.type === "started" && message.machineId === machineId)
          .at(-1)
        if (actor === undefined) return "no actor yet"
        for (let index = from; index < flows.length; index += 1) {
          const message = flows[index]!
          if (
            message.type === "snapshot" &&
            message.tab === actor.tab &&
            message.sessionId === actor.sessionId &&
            message.event === step.eventType &&
            statesIn(machineId, message.value, step.regions) === wanted
          ) {
            found = index
            return "settled"
          }
        }
        const last = flows.filter((message) => message.type === "snapshot" && message.machineId === machineId).at(-1)
        return `still ${last?.type === "snapshot" ? `${JSON.stringify(last.value)} after ${last.event}` : "nothing"}`
      },
      { message: `${machineId} after ${step.what}: expected ${wanted}`, timeout: 15_000 }
    )
    .toBe("settled")
  return found + 1
}

const seenIn = (flows: ReadonlyArray<FlowMessage>, machine: AnyStateMachine): SeenFlows => ({
  states: [
    ...new Set(flows.flatMap((message) => (message.type === "snapshot" && message.machineId === machine.id ? activeStateIds(machine.id, message.value) : [])))
  ],
  transitions: [...new Set(flows.flatMap((message) => (message.type === "step" && message.machineId === machine.id ? message.transitions : [])))]
})

const describeStep = (event: EventObject): string =>
  event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:").replace(/^xstate\.after\.(\w+)\..*$/, "after $1")

/** The region a state belongs to: its nearest ancestor-or-self under a parallel state, else the machine. */
const regionOf = (machine: AnyStateMachine, stateId: string): string => {
  let node: AnyStateNode | undefined = machine.getStateNodeById(stateId)
  while (node?.parent !== undefined) {
    if (node.parent.type === "parallel") return node.id
    node = node.parent
  }
  return machine.id
}

interface Walk {
  /** The states entered and transitions taken (keys). */
  readonly covered: ReadonlySet<string>
  /** Per step, the regions its transitions start in. */
  readonly regions: ReadonlyArray<ReadonlyArray<string>>
}

/** A path replayed on the walked machine, its invoked actors never answering. */
const walk = (machine: AnyStateMachine, { run, path }: ModelPath): Walk => {
  const covered = new Set<string>()
  const regions: Array<ReadonlyArray<string>> = []
  let sources: Array<string> = []
  const pending = fromPromise(() => new Promise<never>(() => {}))
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, pending]))
  const inspect = (event: InspectionEvent) => {
    // Only the machine itself (the root), not the actors it invokes.
    if (event.type === "@xstate.microstep" && event.actorRef.sessionId === event.rootId) {
      for (const transition of event._transitions as ReadonlyArray<{ source: AnyStateNode; eventType: string; target?: ReadonlyArray<AnyStateNode> }>) {
        covered.add(transitionKey(transition))
        // A transition that only runs actions moves no state: nothing of the value to check for it.
        if ((transition.target?.length ?? 0) > 0) sources.push(transition.source.id)
      }
    }
  }
  const actor = createActor(machine.provide({ actors }), { ...(run.input === undefined ? {} : { input: run.input }), inspect }).start()
  const enter = () =>
    activeStateIds(machine.id, actor.getSnapshot().value).forEach((id) => {
      covered.add(id)
    })
  enter()
  for (const event of path.events) {
    sources = []
    actor.send(event)
    regions.push([...new Set(sources.map((source) => regionOf(machine, source)))])
    enter()
  }
  actor.stop()
  return { covered, regions }
}

/**
 * The generated paths of a model: per run, the shortest path to every
 * snapshot, the paths taking every transition those miss and the capped
 * simple paths; then, of all runs together, a smallest set (greedy) that
 * still enters every state and takes every transition any of them does —
 * each path costs a browser context, a learner and the server's time.
 */
export const modelPaths = <TMachine extends AnyStateMachine>(model: BrowserModel<TMachine>): ReadonlyArray<ModelPath> => {
  const walked = model.walked ?? model.machine
  const candidates = model.runs.flatMap((run) =>
    computePathCoverage(walked, {
      events: model.cases as (snapshot: AnyMachineSnapshot) => ReadonlyArray<EventFromLogic<TMachine>>,
      ...(run.input === undefined ? {} : { input: run.input }),
      ...(model.stableContext === undefined ? {} : { stableContext: model.stableContext }),
      ...(model.simplePathCap > 0 ? { simplePaths: true, simplePathCap: model.simplePathCap } : {})
    }).paths.map((path) => ({ run, path }))
  )
  const covers = candidates.map((candidate) => ({ candidate, items: walk(walked, candidate).covered }))
  const uncovered = new Set(covers.flatMap(({ items }) => [...items]))
  const chosen: Array<ModelPath> = []
  while (uncovered.size > 0) {
    const gain = (items: ReadonlySet<string>) => [...items].filter((item) => uncovered.has(item)).length
    // The most new coverage; on a tie, the shorter path.
    const best = covers.reduce((a, b) =>
      gain(b.items) > gain(a.items) || (gain(b.items) === gain(a.items) && b.candidate.path.events.length < a.candidate.path.events.length) ? b : a
    )
    chosen.push(best.candidate)
    for (const item of best.items) uncovered.delete(item)
  }
  // In the order of the runs (a run may need time to pass on the server before it can be replayed).
  return chosen
    .map((path, index) => ({ path, index }))
    .sort((a, b) => model.runs.indexOf(a.path.run) - model.runs.indexOf(b.path.run) || a.index - b.index)
    .map(({ path }) => path)
}

/** The machine's first snapshot for the input, its invoked actors never answering (only its value is used). */
const initialSnapshot = (machine: AnyStateMachine, input: unknown): AnyMachineSnapshot => {
  const pending = fromPromise(() => new Promise<never>(() => {}))
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, pending]))
  return createActor(machine.provide({ actors }), input === undefined ? {} : { input }).getSnapshot() as AnyMachineSnapshot
}

/** Runs one generated path in the page; answers what the app's actors did. */
const replay = async <TMachine extends AnyStateMachine>(
  model: BrowserModel<TMachine>,
  { run, path }: ModelPath,
  step: StepContext,
  flows: Array<FlowMessage>
) => {
  const machine = model.machine
  const releases = new Map<number, Release>()
  const arrangeFrom = async (index: number) => {
    // The answers that follow an action are arranged before it.
    for (let next = index; next < path.events.length && isResult(path.events[next]!); next += 1) {
      const result = path.events[next] as ActorResultEvent
      const arrange = model.results[result.type]
      if (arrange === undefined) throw new Error(`${machine.id}: no arrangement for ${result.type}`)
      const release = await arrange(step, result, path.events.slice(next + 1))
      if (release !== undefined) releases.set(next, release)
    }
  }
  const regions = walk(model.walked ?? machine, { run, path }).regions
  /** Whether the app's newest actor of the machine is in `id` now (by its latest snapshot). */
  const stillIn = (id: string): boolean => {
    const last = flows.filter((message) => message.type === "snapshot" && message.machineId === machine.id).at(-1)
    return last?.type === "snapshot" && last.status === "active" && activeStateIds(machine.id, last.value).includes(id)
  }
  // A state's screen is checked while the app is in it; one the app left by itself meanwhile (a timer, an
  // answer not held) was seen in the inspection events, and its screen may be gone: that is no failure.
  const check = async (value: StateValue, inRegions: ReadonlyArray<string>) => {
    for (const id of statesIn(machine.id, value, inRegions).split(" ").filter(Boolean)) {
      const screen = model.screens[id]
      if (screen === undefined) throw new Error(`${machine.id}: no screen check for ${id}`)
      if (typeof screen !== "function") continue
      try {
        await screen(step.page)
      } catch (failure) {
        if (stillIn(id)) throw failure
      }
    }
  }

  await step.page.clock.install()
  await model.prepare(step, run)
  await arrangeFrom(0)
  await model.open(step, run)
  const initial = initialSnapshot(machine, run.input)
  // Where each region's last step was seen: a step is looked for after its own regions' and their enclosing regions' last steps
  // (regions run side by side, so one region's step may come before another's earlier step in the path).
  const started = await settle(flows, 0, machine.id, { eventType: "xstate.init", value: initial.value, regions: [machine.id], what: "its start" })
  const cursors = new Map<string, number>([[machine.id, started]])
  // A step that moves no state (only actions) is looked for after every step matched so far.
  const NO_REGION = ""
  const from = (regions: ReadonlyArray<string>): number =>
    regions.length === 0
      ? Math.max(...cursors.values())
      : Math.max(...[...cursors].filter(([region]) => regions.some((each) => each === region || each.startsWith(`${region}.`))).map(([, index]) => index))
  await check(initial.value, [machine.id])
  const serializedInitial = JSON.stringify({ value: initial.value, context: (model.stableContext ?? ((context: unknown) => context))(initial.context) })

  for (const [index, event] of path.events.entries()) {
    const before = JSON.parse(index === 0 ? serializedInitial : path.expected[index - 1]!) as Before
    if (isDelay(event)) {
      await arrangeFrom(index + 1)
      const moveClock = model.delays?.[event.type]
      if (moveClock === undefined) await step.page.clock.fastForward(delayMs(machine, event.type))
      else await moveClock(step, before)
    } else if (isResult(event)) {
      await releases.get(index)?.()
    } else {
      await arrangeFrom(index + 1)
      const action = (model.events as Record<string, UserAction<EventObject>>)[event.type]
      if (action === undefined) throw new Error(`${machine.id}: no user action for ${event.type}`)
      await action(step, event, before)
    }
    const value = stateValueOf(path.expected[index]!)
    const stepRegions = regions[index]!
    const next = await settle(flows, from(stepRegions), machine.id, {
      eventType: event.type,
      value,
      regions: stepRegions,
      what: `step ${index + 1} (${describeStep(event)})`
    })
    for (const region of stepRegions.length === 0 ? [NO_REGION] : stepRegions) cursors.set(region, next)
    await check(value, stepRegions)
  }
}

/** Declares the model's path tests and the coverage test that closes the file. */
export const modelTests = <TMachine extends AnyStateMachine>(model: BrowserModel<TMachine>) => {
  const machine = model.machine
  const missingScreens = stateIdsOf(machine).filter((id) => model.screens[id] === undefined)
  const paths = modelPaths(model)

  test(`${machine.id}: the model checks a screen for every state`, () => {
    expect(missingScreens).toEqual([])
    expect(paths.length).toBeGreaterThan(0)
  })

  for (const [index, modelPath] of paths.entries()) {
    const steps = modelPath.path.events.map(describeStep).join(" → ")
    test(`${machine.id} path ${index + 1}/${paths.length} (${modelPath.run.name}): ${steps}`, async ({ browser }) => {
      if (index === 0) {
        rmSync(flowsFile(machine.id), { force: true })
        mkdirSync(FLOWS_DIR, { recursive: true })
      }
      const context = await browser.newContext()
      const flows: Array<FlowMessage> = []
      try {
        await listen(context, flows)
        const page = await context.newPage()
        await replay(model, modelPath, { page, context, scenario: {} }, flows)
      } catch (failure) {
        // What the page's actors did last goes with the error (CI keeps only the log).
        throw new Error(`${failure instanceof Error ? failure.message : String(failure)}\n\n${recentFlows(flows)}`, { cause: failure })
      } finally {
        appendFileSync(flowsFile(machine.id), `${JSON.stringify(seenIn(flows, machine))}\n`)
        await context.close()
      }
    })
  }

  test(`${machine.id}: every state and transition seen in the browser`, () => {
    const runs: ReadonlyArray<SeenFlows> = existsSync(flowsFile(machine.id))
      ? readFileSync(flowsFile(machine.id), "utf8")
          .trim()
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as SeenFlows)
      : []
    const allStates = stateIdsOf(machine)
    const allTransitions = transitionKeysOf(machine)
    const states = new Set(runs.flatMap((run) => run.states))
    const transitions = new Set(runs.flatMap((run) => run.transitions))
    const unreachable = model.unreachable ?? {}
    const reachable = allTransitions.filter((key) => unreachable[key] === undefined)
    const seenStates = allStates.filter((id) => states.has(id))
    const seenTransitions = reachable.filter((key) => transitions.has(key))
    const leftOut = Object.entries(unreachable).map(([key, why]) => `${key} (${why})`)
    console.log(
      `model paths ${machine.id}: ${runs.length} replayed in Chromium, ${seenStates.length}/${allStates.length} states, ` +
        `${seenTransitions.length}/${reachable.length} transitions seen in the browser` +
        (leftOut.length === 0 ? "" : `; ${leftOut.length} the real server never causes: ${leftOut.join("; ")}`)
    )
    expect(runs.length).toBe(paths.length)
    expect(
      Object.keys(unreachable).filter((key) => !allTransitions.includes(key)),
      "unreachable keys that are no transition"
    ).toEqual([])
    expect(
      Object.keys(unreachable).filter((key) => transitions.has(key)),
      "declared unreachable, yet seen"
    ).toEqual([])
    expect(allStates.filter((id) => !states.has(id))).toEqual([])
    expect(reachable.filter((key) => !transitions.has(key))).toEqual([])
  })
}
