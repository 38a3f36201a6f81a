import { describe, expect, it } from "vitest"
import { createActor, fromEventObservable } from "xstate"
import { type DeskLiveEvent, type DeskLiveInput, deskLiveMachine, isDeskLiveConnected, selectTypist } from "../../../src/machines/helpdesk/desk-live.machine.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const TICKET = "5f1b2c3d4e5f6a7b8c9d0e1f"
const OTHER = "5f1b2c3d4e5f6a7b8c9d0e2f"
const QUEUE: DeskLiveInput = { userId: "agent-1", ticketId: null }
const ONE_TICKET: DeskLiveInput = { userId: "agent-1", ticketId: TICKET }

const message = (ticketId: string) =>
  ({
    type: "helpdeskMessage",
    payload: {
      ticketId,
      message: {
        _id: "m1",
        ticketId,
        clientId: "client-0001",
        seq: 1,
        author: { kind: "learner", name: "Ada" },
        text: "Hello",
        attachments: [],
        internal: false,
        createdAt: "2026-11-23T10:00:00.000Z"
      }
    }
  }) as unknown as DeskLiveEvent
const ticketChange = (ticketId: string) =>
  ({ type: "helpdeskTicket", payload: { ticketId, state: "pending", assigneeId: null, updatedAt: "2026-11-23T10:00:00.000Z" } }) as unknown as DeskLiveEvent
const read = (ticketId: string) => ({ type: "helpdeskRead", payload: { ticketId, reader: "learner", upTo: 3 } }) as unknown as DeskLiveEvent
const typing = {
  type: "helpdeskTyping",
  payload: { ticketId: TICKET, author: { kind: "learner", name: "Ada" }, at: "2026-11-23T10:00:00.000Z" }
} as unknown as DeskLiveEvent

const EVENTS = [
  message(TICKET),
  ticketChange(TICKET),
  message(OTHER),
  read(TICKET),
  typing,
  { type: "events.connected" } as const,
  { type: "xstate.done.actor.liveEvents", output: undefined },
  { type: "xstate.error.actor.liveEvents", error: { _tag: "EventStreamClosed" } },
  { type: "xstate.after.settle.deskLive.changes.settling" },
  { type: "xstate.after.liveRetry.deskLive.connection.waiting" },
  { type: "xstate.after.typingShownFor.deskLive.typing.shown" }
] as const

const coverageOf = (input: DeskLiveInput) => computePathCoverage(deskLiveMachine, { input, events: EVENTS as never })
const COVERAGES = { queue: coverageOf(QUEUE), "one ticket": coverageOf(ONE_TICKET) }

describe.each([
  ["queue", QUEUE],
  ["one ticket", ONE_TICKET]
] as const)("deskLiveMachine path coverage (%s)", (_, input) => {
  const coverage = COVERAGES[_]
  it(
    input.ticketId === null
      ? "reaches every state and transition but the typing line, which only a ticket screen shows"
      : "reaches every state and takes every transition",
    () => {
      console.log(`${coverage.line} (${_})`)
      if (input.ticketId !== null) {
        expect(coverage.states.missing).toEqual([])
        expect(coverage.transitions.missing).toEqual([])
      } else {
        expect(coverage.states.missing).toEqual(["deskLive.typing.shown"])
        expect(coverage.transitions.missing.every((edge) => edge.includes("deskLive.typing"))).toBe(true)
      }
    }
  )
  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(deskLiveMachine, path, { input })).toEqual(path.expected)
  })
})

describe("deskLiveMachine path coverage (both inputs)", () => {
  it("together reach every state and take every transition", () => {
    const united = recordCoverage(COVERAGES.queue, COVERAGES["one ticket"])
    expect(united.states.missing).toEqual([])
    expect(united.transitions.missing).toEqual([])
  })
})

/** A live actor over a fake stream the test pushes events into. */
const start = (input: DeskLiveInput) => {
  const streams: Array<{ readonly send: (event: DeskLiveEvent) => void; readonly fail: () => void }> = []
  const logic = deskLiveMachine.provide({
    actors: {
      liveEvents: fromEventObservable<DeskLiveEvent, { readonly userId: string | null }>(() => ({
        subscribe: (observer) => {
          const next = typeof observer === "function" ? observer : observer?.next?.bind(observer)
          const error = typeof observer === "function" ? undefined : observer?.error?.bind(observer)
          const stream = { send: (event: DeskLiveEvent) => next?.(event), fail: () => error?.({ _tag: "EventStreamClosed" }) }
          streams.push(stream)
          return { unsubscribe: () => {} }
        }
      }))
    },
    delays: { settle: 10, liveRetry: 10, typingShownFor: 20 }
  })
  const actor = createActor(logic, { input }).start()
  let changed = 0
  actor.on("changed", () => {
    changed += 1
  })
  return { actor, streams, changed: () => changed }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("deskLiveMachine behaviour", () => {
  it("a burst of helpdesk events becomes one 'changed' after the settle time", async () => {
    const h = start(QUEUE)
    h.streams[0]!.send(message(TICKET))
    h.streams[0]!.send(ticketChange(OTHER))
    h.streams[0]!.send(message(OTHER))
    expect(h.changed()).toBe(0)
    await sleep(30)
    expect(h.changed()).toBe(1)
    h.streams[0]!.send(ticketChange(TICKET))
    await sleep(30)
    expect(h.changed()).toBe(2)
    h.actor.stop()
  })

  it("a ticket screen hears only its ticket; typing is not a change", async () => {
    const h = start(ONE_TICKET)
    h.streams[0]!.send(message(OTHER))
    h.streams[0]!.send(typing)
    await sleep(30)
    expect(h.changed()).toBe(0)
    h.streams[0]!.send(message(TICKET))
    await sleep(30)
    expect(h.changed()).toBe(1)
    h.actor.stop()
  })

  it("a moved read marker is a change (unread counts, seen ticks)", async () => {
    const h = start(ONE_TICKET)
    h.streams[0]!.send(read(OTHER))
    await sleep(30)
    expect(h.changed()).toBe(0)
    h.streams[0]!.send(read(TICKET))
    await sleep(30)
    expect(h.changed()).toBe(1)
    h.actor.stop()
  })

  it("shows the learner typing in the watched ticket until a pause or their message; a queue shows none", async () => {
    const h = start(ONE_TICKET)
    h.streams[0]!.send(typing)
    expect(selectTypist(h.actor.getSnapshot())).toBe("Ada")
    await sleep(40)
    expect(selectTypist(h.actor.getSnapshot())).toBeNull()
    h.streams[0]!.send(typing)
    h.streams[0]!.send(message(TICKET))
    expect(selectTypist(h.actor.getSnapshot())).toBeNull()
    const agentTyping = {
      type: "helpdeskTyping",
      payload: { ticketId: TICKET, author: { kind: "agent", name: "Sam" }, at: "2026-11-23T10:00:00.000Z" }
    } as unknown as DeskLiveEvent
    h.streams[0]!.send(agentTyping)
    expect(selectTypist(h.actor.getSnapshot())).toBeNull()
    h.actor.stop()
    const queue = start(QUEUE)
    queue.streams[0]!.send(typing)
    expect(selectTypist(queue.actor.getSnapshot())).toBeNull()
    queue.actor.stop()
  })

  it("joins the stream again after it gave up, and a reconnection counts as a change", async () => {
    const h = start(QUEUE)
    expect(isDeskLiveConnected(h.actor.getSnapshot())).toBe(true)
    h.streams[0]!.fail()
    expect(isDeskLiveConnected(h.actor.getSnapshot())).toBe(false)
    await sleep(30)
    expect(h.streams).toHaveLength(2)
    h.streams[1]!.send({ type: "events.connected" })
    await sleep(30)
    expect(h.changed()).toBe(1)
    h.actor.stop()
  })
})
