import { Effect, Fiber, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { NotificationId } from "../../../src/api/shared/ids.ts"
import type { Notification } from "../../../src/api/account/notifications.ts"
import { type EventSourceLike, eventStream, type LiveEvent, makeLastEventIds, SERVER_EVENT_TYPES } from "../../../src/services/shared/event-stream.ts"

const NOTE: Notification = { _id: NotificationId.make("n1"), title: "Payment received", description: "Order R-1", createdAt: "2026-11-23T22:00:00.000Z" }

/** An EventSource the test drives: open, messages, errors and the state EventSource would be in. */
class FakeEventSource implements EventSourceLike {
  readyState = 0
  onopen: ((event: unknown) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  closed = false
  readonly listeners = new Map<string, Array<(event: { data: string; lastEventId: string }) => void>>()
  readonly url: string
  constructor(url: string) {
    this.url = url
  }
  addEventListener(type: string, listener: (event: { data: string; lastEventId: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
    this.readyState = 2
  }
  connect() {
    this.readyState = 1
    this.onopen?.({})
  }
  emit(type: string, id: number, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data, lastEventId: String(id) })
  }
  fail(readyState: number) {
    this.readyState = readyState
    this.onerror?.({})
  }
}

const harness = () => {
  const sources: Array<FakeEventSource> = []
  const open = (url: string) => {
    const source = new FakeEventSource(url)
    sources.push(source)
    return source
  }
  return { sources, open, lastEventIds: makeLastEventIds() }
}

/** Runs the stream in the background, collecting what it emits. */
const collect = (stream: Stream.Stream<LiveEvent, unknown>) => {
  const received: Array<LiveEvent> = []
  const fiber = Effect.runFork(Stream.runForEach(stream, (event) => Effect.sync(() => void received.push(event))))
  return { received, fiber }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe("eventStream over EventSource", () => {
  it("listens to every event type of the contract", () => {
    expect(SERVER_EVENT_TYPES).toContain("notification")
    expect(new Set(SERVER_EVENT_TYPES).size).toBe(SERVER_EVENT_TYPES.length)
  })

  it("announces each connection, decodes events with the contract and skips what it cannot decode", async () => {
    const { sources, open, lastEventIds } = harness()
    const { received, fiber } = collect(eventStream({ userId: "u1", open, lastEventIds }))
    await tick()
    expect(sources).toHaveLength(1)
    expect(sources[0]!.url).toBe("/api/v1/u/events")
    sources[0]!.connect()
    sources[0]!.emit("notification", 1, JSON.stringify(NOTE))
    sources[0]!.emit("notification", 2, "{not json")
    sources[0]!.emit("notification", 3, JSON.stringify({ title: 42 }))
    // EventSource reconnecting by itself: a second open, the next event.
    sources[0]!.fail(0)
    sources[0]!.connect()
    sources[0]!.emit("notification", 4, JSON.stringify({ ...NOTE, _id: "n4" }))
    await tick()
    expect(received).toEqual([
      { type: "events.connected" },
      { type: "notification", payload: NOTE },
      { type: "events.connected" },
      { type: "notification", payload: { ...NOTE, _id: "n4" } }
    ])
    expect(lastEventIds.get("u1")).toBe(4)
    await Effect.runPromise(Fiber.interrupt(fiber))
    expect(sources[0]!.closed).toBe(true)
  })

  it("a fresh EventSource for the same account resumes after the last id this page saw; another account starts new", async () => {
    const { sources, open, lastEventIds } = harness()
    const first = collect(eventStream({ userId: "u1", open, lastEventIds }))
    await tick()
    sources[0]!.connect()
    sources[0]!.emit("notification", 7, JSON.stringify(NOTE))
    await tick()
    await Effect.runPromise(Fiber.interrupt(first.fiber))

    const again = collect(eventStream({ userId: "u1", open, lastEventIds }))
    const other = collect(eventStream({ userId: "u2", open, lastEventIds }))
    const unknown = collect(eventStream({ userId: null, open, lastEventIds }))
    await tick()
    expect(sources.map((source) => source.url)).toEqual(["/api/v1/u/events", "/api/v1/u/events?lastEventId=7", "/api/v1/u/events", "/api/v1/u/events"])
    for (const run of [again, other, unknown]) await Effect.runPromise(Fiber.interrupt(run.fiber))
  })

  it("fails with EventStreamClosed when EventSource gives up, and closes it", async () => {
    const { sources, open, lastEventIds } = harness()
    const fiber = Effect.runFork(Stream.runDrain(eventStream({ userId: "u1", open, lastEventIds })))
    await tick()
    sources[0]!.fail(2)
    const exit = await Effect.runPromise(Fiber.await(fiber))
    expect(exit._tag).toBe("Failure")
    expect(JSON.stringify(exit)).toContain("EventStreamClosed")
    expect(sources[0]!.closed).toBe(true)
  })

  it("streams of the page share one EventSource: a late joiner is told it is connected; the last to leave closes it", async () => {
    const { sources, open, lastEventIds } = harness()
    const first = collect(eventStream({ userId: "u1", open, lastEventIds }))
    await tick()
    sources[0]!.connect()
    const second = collect(eventStream({ userId: "u1", open, lastEventIds }))
    await tick()
    expect(sources).toHaveLength(1)
    sources[0]!.emit("notification", 1, JSON.stringify(NOTE))
    await tick()
    expect(first.received).toEqual([{ type: "events.connected" }, { type: "notification", payload: NOTE }])
    expect(second.received).toEqual([{ type: "events.connected" }, { type: "notification", payload: NOTE }])
    await Effect.runPromise(Fiber.interrupt(first.fiber))
    expect(sources[0]!.closed).toBe(false)
    await Effect.runPromise(Fiber.interrupt(second.fiber))
    expect(sources[0]!.closed).toBe(true)
  })

  it("another account's stream replaces the page's EventSource, ending the old account's streams", async () => {
    const { sources, open, lastEventIds } = harness()
    const fiber = Effect.runFork(Stream.runDrain(eventStream({ userId: "u1", open, lastEventIds })))
    await tick()
    const other = collect(eventStream({ userId: "u2", open, lastEventIds }))
    await tick()
    expect(sources).toHaveLength(2)
    expect(sources[0]!.closed).toBe(true)
    const exit = await Effect.runPromise(Fiber.await(fiber))
    expect(JSON.stringify(exit)).toContain("EventStreamClosed")
    await Effect.runPromise(Fiber.interrupt(other.fiber))
  })

  describe("the server ending the stream with a reason (a closed event)", () => {
    const closing = (reason: string) => JSON.stringify({ reason })

    it("expired or roleChanged: the EventSource is closed and a new one opens at once after the last id, nobody failed", async () => {
      for (const reason of ["expired", "roleChanged"]) {
        const { sources, open, lastEventIds } = harness()
        const { received, fiber } = collect(eventStream({ userId: "u1", open, lastEventIds }))
        await tick()
        sources[0]!.connect()
        sources[0]!.emit("notification", 7, JSON.stringify(NOTE))
        sources[0]!.emit("closed", 7, closing(reason))
        expect(sources[0]!.closed).toBe(true)
        expect(sources.map((source) => source.url)).toEqual(["/api/v1/u/events", "/api/v1/u/events?lastEventId=7"])
        sources[1]!.connect()
        await tick()
        expect(received).toEqual([{ type: "events.connected" }, { type: "notification", payload: NOTE }, { type: "events.connected" }])
        await Effect.runPromise(Fiber.interrupt(fiber))
        expect(sources[1]!.closed).toBe(true)
      }
    })

    it("replaced: closed, and opened again only when the page is shown again, so tabs never fight over the stream", async () => {
      const { sources, open, lastEventIds } = harness()
      let shownAgain: (() => void) | undefined
      let stoppedWaiting = 0
      const resume = (callback: () => void) => {
        shownAgain = callback
        return () => void stoppedWaiting++
      }
      const { received, fiber } = collect(eventStream({ userId: "u1", open, lastEventIds, resume }))
      await tick()
      sources[0]!.connect()
      sources[0]!.emit("notification", 3, JSON.stringify(NOTE))
      sources[0]!.emit("closed", 3, closing("replaced"))
      await tick()
      expect(sources[0]!.closed).toBe(true)
      expect(sources).toHaveLength(1)
      expect(fiber.pollUnsafe()).toBeUndefined()
      shownAgain!()
      expect(sources.map((source) => source.url)).toEqual(["/api/v1/u/events", "/api/v1/u/events?lastEventId=3"])
      sources[1]!.connect()
      await tick()
      expect(received.at(-1)).toEqual({ type: "events.connected" })
      // Leaving while waiting stops the wait.
      sources[1]!.emit("closed", 3, closing("replaced"))
      await Effect.runPromise(Fiber.interrupt(fiber))
      expect(stoppedWaiting).toBe(1)
    })

    it("sessionEnded (or a reason this build does not know): fails with EventStreamClosed, as a 401 does", async () => {
      for (const reason of ["sessionEnded", "somethingNew"]) {
        const { sources, open, lastEventIds } = harness()
        const fiber = Effect.runFork(Stream.runDrain(eventStream({ userId: "u1", open, lastEventIds })))
        await tick()
        sources[0]!.connect()
        sources[0]!.emit("closed", 0, closing(reason))
        const exit = await Effect.runPromise(Fiber.await(fiber))
        expect(JSON.stringify(exit)).toContain("EventStreamClosed")
        expect(sources).toHaveLength(1)
        expect(sources[0]!.closed).toBe(true)
      }
    })
  })
})
