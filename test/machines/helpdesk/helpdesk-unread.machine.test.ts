import { describe, expect, it } from "vitest"
import { createActor, fromEventObservable, fromPromise } from "xstate"
import type { UnreadCounts } from "../../../src/api/helpdesk/helpdesk.ts"
import {
  type HelpdeskUnreadEvent,
  helpdeskUnreadMachine,
  selectUnreadTickets,
  type UnreadFeedEvent
} from "../../../src/machines/helpdesk/helpdesk-unread.machine.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const TICKET = "5f1b2c3d4e5f6a7b8c9d0e1f"
const message = {
  type: "helpdeskMessage",
  payload: {
    ticketId: TICKET,
    message: {
      _id: "m1",
      ticketId: TICKET,
      clientId: "client-0001",
      seq: 2,
      author: { kind: "agent", name: "Sam" },
      text: "Hello",
      attachments: [],
      internal: false,
      createdAt: "2026-11-23T10:00:00.000Z"
    }
  }
} as unknown as UnreadFeedEvent
const ticketChange = {
  type: "helpdeskTicket",
  payload: { ticketId: TICKET, state: "pending", assigneeId: null, updatedAt: "2026-11-23T10:00:00.000Z" }
} as unknown as UnreadFeedEvent
const read = { type: "helpdeskRead", payload: { ticketId: TICKET, reader: "learner", upTo: 2 } } as unknown as UnreadFeedEvent
const typing = {
  type: "helpdeskTyping",
  payload: { ticketId: TICKET, author: { kind: "agent", name: "Sam" }, at: "2026-11-23T10:00:00.000Z" }
} as unknown as UnreadFeedEvent

const EVENTS = [
  { type: "SIGNED_IN", userId: "learner-1" },
  { type: "SIGNED_OUT" },
  message,
  ticketChange,
  read,
  typing,
  { type: "events.connected" },
  { type: "xstate.done.actor.loadUnread", output: { tickets: 1, messages: 2 } },
  { type: "xstate.error.actor.loadUnread", error: { _tag: "ApiFailure", reason: "Offline" } },
  { type: "xstate.done.actor.liveEvents", output: undefined },
  { type: "xstate.error.actor.liveEvents", error: { _tag: "EventStreamClosed" } },
  { type: "xstate.after.settle.helpdeskUnread.signedIn.count.settling" },
  { type: "xstate.after.loadRetry.helpdeskUnread.signedIn.count.failed" },
  { type: "xstate.after.liveRetry.helpdeskUnread.signedIn.connection.waiting" }
] as const

describe("helpdeskUnreadMachine path coverage", () => {
  const coverage = computePathCoverage(helpdeskUnreadMachine, { events: EVENTS as never })
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })
  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(helpdeskUnreadMachine, path)).toEqual(path.expected)
  })
})

/** An actor whose loads answer from `answers` in turn and whose stream the test pushes into. */
const start = (answers: Array<UnreadCounts | Error>) => {
  const streams: Array<{ readonly send: (event: UnreadFeedEvent) => void; readonly fail: () => void; userId: string | null }> = []
  let loads = 0
  const logic = helpdeskUnreadMachine.provide({
    actors: {
      loadUnread: fromPromise<UnreadCounts>(async () => {
        const answer = answers[Math.min(loads, answers.length - 1)]!
        loads += 1
        if (answer instanceof Error) throw answer
        return answer
      }),
      liveEvents: fromEventObservable<UnreadFeedEvent, { readonly userId: string | null }>(({ input }) => ({
        subscribe: (observer) => {
          const next = typeof observer === "function" ? observer : observer?.next?.bind(observer)
          const error = typeof observer === "function" ? undefined : observer?.error?.bind(observer)
          streams.push({ send: (event) => next?.(event), fail: () => error?.({ _tag: "EventStreamClosed" }), userId: input.userId })
          return { unsubscribe: () => {} }
        }
      }))
    },
    delays: { settle: 10, liveRetry: 10, loadRetry: 10 }
  })
  const actor = createActor(logic).start()
  return { actor, streams, loads: () => loads, send: (event: HelpdeskUnreadEvent) => actor.send(event) }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("helpdeskUnreadMachine behaviour", () => {
  it("counts nothing for a guest and loads once a learner signs in, on that learner's stream", async () => {
    const h = start([{ tickets: 2, messages: 3 }])
    expect(selectUnreadTickets(h.actor.getSnapshot())).toBe(0)
    expect(h.streams).toHaveLength(0)
    h.send({ type: "SIGNED_IN", userId: "learner-1" })
    await sleep(5)
    expect(selectUnreadTickets(h.actor.getSnapshot())).toBe(2)
    expect(h.streams[0]!.userId).toBe("learner-1")
    h.actor.stop()
  })

  it("a reply, a state change and the learner's own read marker in a burst make one load", async () => {
    const h = start([
      { tickets: 0, messages: 0 },
      { tickets: 1, messages: 1 }
    ])
    h.send({ type: "SIGNED_IN", userId: "learner-1" })
    await sleep(5)
    h.streams[0]!.send(message)
    h.streams[0]!.send(ticketChange)
    h.streams[0]!.send(typing)
    await sleep(40)
    expect(h.loads()).toBe(2)
    expect(selectUnreadTickets(h.actor.getSnapshot())).toBe(1)
    h.actor.stop()
  })

  it("typing changes nothing", async () => {
    const h = start([{ tickets: 0, messages: 0 }])
    h.send({ type: "SIGNED_IN", userId: "learner-1" })
    await sleep(5)
    h.streams[0]!.send(typing)
    await sleep(30)
    expect(h.loads()).toBe(1)
    h.actor.stop()
  })

  it("loads again after a failure, and forgets the count on sign-out", async () => {
    const h = start([new Error("offline"), { tickets: 3, messages: 4 }])
    h.send({ type: "SIGNED_IN", userId: "learner-1" })
    await sleep(40)
    expect(selectUnreadTickets(h.actor.getSnapshot())).toBe(3)
    h.send({ type: "SIGNED_OUT" })
    expect(selectUnreadTickets(h.actor.getSnapshot())).toBe(0)
    expect(h.actor.getSnapshot().context.userId).toBeNull()
    h.actor.stop()
  })

  it("joins the stream again after it closed, and reloads on the reconnection", async () => {
    const h = start([
      { tickets: 0, messages: 0 },
      { tickets: 1, messages: 1 }
    ])
    h.send({ type: "SIGNED_IN", userId: "learner-1" })
    await sleep(5)
    h.streams[0]!.fail()
    await sleep(30)
    expect(h.streams).toHaveLength(2)
    h.streams[1]!.send({ type: "events.connected" })
    await sleep(30)
    expect(selectUnreadTickets(h.actor.getSnapshot())).toBe(1)
    h.actor.stop()
  })
})
