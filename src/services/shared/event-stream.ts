/**
 * The signed-in browser's one real-time stream (docs/decisions/real-time-streams.md,
 * src/api/events.ts) as an Effect Stream, for machines to invoke through
 * `fromStream` (stream-actor.ts).
 *
 * EventSource does the hard part: after a dropped connection it reconnects
 * by itself and sends `Last-Event-ID`, so the server replays what was
 * missed. This module adds what it cannot do:
 *  - a fresh EventSource (a sign-in again in this tab, a retry after it gave
 *    up) passes the last id this page saw for the account as `?lastEventId=`;
 *  - each message is decoded with the contract's schema; a type this build
 *    does not know yet, or a payload that does not decode, is skipped;
 *  - every (re)connection is announced as `events.connected`, so a machine
 *    can reload what it shows in case something happened while it was not
 *    connected;
 *  - EventSource giving up (it closes itself on a 401 or a wrong answer)
 *    fails the stream with EventStreamClosed, for the machine to retry later;
 *  - the server ending the stream with a reason (its last message, a
 *    `closed` event, src/api/events.ts) is acted on here, for every machine
 *    at once (docs/decisions/real-time-streams.md):
 *    `expired` and `roleChanged` reconnect at once, after the last id seen,
 *    with the token cookie the session's tokenRefresh region keeps fresh;
 *    `replaced` (the account's newer tabs hold its streams) waits, without
 *    failing anyone, until the page is shown or focused again (`resume`), so
 *    tabs never take the stream from each other in a loop; `sessionEnded`
 *    fails the stream like a 401 (the session's own refresh then signs out).
 * Every stream of the page shares one EventSource (one connection per
 * browser, however many machines listen); the last one stopping closes it.
 */
import { Cause, Data, Effect, Option, Queue, Schema, Stream } from "effect"
import { EVENTS_PATH, LAST_EVENT_ID_PARAM, ServerEvent, STREAM_CLOSED_EVENT, StreamClosed } from "../../api/events.ts"

/** The part of a browser EventSource used here (a fake in tests). */
export interface EventSourceLike {
  readonly readyState: number
  onopen: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
  addEventListener(type: string, listener: (event: { readonly data: string; readonly lastEventId: string }) => void): void
  close(): void
}

export type OpenEventSource = (url: string) => EventSourceLike

/** EventSource.OPEN: connected. */
const OPEN = 1
/** EventSource.CLOSED: it will not reconnect by itself. */
const CLOSED = 2

/** Sent on every (re)connection. */
export interface EventsConnected {
  readonly type: "events.connected"
}

export type LiveEvent = ServerEvent | EventsConnected

// biome-ignore lint/complexity/noBannedTypes: Effect's way to say a tagged error carries no fields
export class EventStreamClosed extends Data.TaggedError("EventStreamClosed")<{}> {}

/** Every event type of the contract: EventSource hands named events only to listeners of that name. */
export const SERVER_EVENT_TYPES: ReadonlyArray<ServerEvent["type"]> = ServerEvent.members.map((member) => member.fields.type.literal)

const decodeEvent = Schema.decodeUnknownOption(ServerEvent)
const decodeClosed = Schema.decodeUnknownOption(StreamClosed)

/** Calls `resume` once when the page is shown or focused again; answers how to stop waiting. */
export type ResumeSignal = (resume: () => void) => () => void

/** The browser's: the page becoming visible, or its window focused. */
const pageShownAgain: ResumeSignal = (resume) => {
  if (typeof document === "undefined" || typeof window === "undefined") return () => {}
  const stop = () => {
    document.removeEventListener("visibilitychange", onVisible)
    window.removeEventListener("focus", onFocus)
  }
  const onFocus = () => {
    stop()
    resume()
  }
  const onVisible = () => {
    if (document.visibilityState === "visible") onFocus()
  }
  document.addEventListener("visibilitychange", onVisible)
  window.addEventListener("focus", onFocus)
  return stop
}

const browserEventSource: OpenEventSource = (url) => new EventSource(url) as unknown as EventSourceLike

/**
 * The last event id this page has seen, per account (ids are numbered per
 * account): where a fresh EventSource resumes.
 */
export const makeLastEventIds = () => {
  const byUser = new Map<string, number>()
  return {
    get: (userId: string): number | undefined => byUser.get(userId),
    set: (userId: string, id: number): void => {
      if (id > (byUser.get(userId) ?? 0)) byUser.set(userId, id)
    }
  }
}
export type LastEventIds = ReturnType<typeof makeLastEventIds>

/** The page's one record of last ids. */
const pageLastEventIds = makeLastEventIds()

export interface EventStreamOptions {
  /** Whose stream (the signed-in account), or null when not known: then only new events. */
  readonly userId: string | null
  readonly open?: OpenEventSource
  readonly lastEventIds?: LastEventIds
  /** When a stream the server closed as `replaced` may open again (the page shown or focused again, by default). */
  readonly resume?: ResumeSignal
}

export const urlFor = (lastEventId: number | undefined): string =>
  lastEventId === undefined ? EVENTS_PATH : `${EVENTS_PATH}?${LAST_EVENT_ID_PARAM}=${lastEventId}`

/** One subscriber of a shared EventSource. */
interface Listener {
  readonly event: (event: LiveEvent) => void
  /** EventSource gave up, or was replaced by another account's. */
  readonly closed: () => void
}

interface Hub {
  readonly userId: string | null
  /** The open EventSource; undefined while waiting to be shown again after `replaced`. */
  source: EventSourceLike | undefined
  /** Stops waiting for the page to be shown again. */
  stopWaiting: (() => void) | undefined
  readonly listeners: Set<Listener>
}

/**
 * The page's open EventSources, one per way of opening them (the browser's,
 * or a test's fake): every machine that invokes the stream shares it, so a
 * browser holds one connection however many actors listen (one
 * stream per signed-in browser).
 */
const hubs = new WeakMap<OpenEventSource, Hub>()

const closeHub = (hub: Hub) => {
  hub.source?.close()
  hub.stopWaiting?.()
  hub.stopWaiting = undefined
}

const openHub = (open: OpenEventSource, userId: string | null, lastEventIds: LastEventIds, resume: ResumeSignal): Hub => {
  const hub: Hub = { userId, source: undefined, stopWaiting: undefined, listeners: new Set() }
  const giveUp = () => {
    if (hubs.get(open) === hub) hubs.delete(open)
    for (const listener of [...hub.listeners]) listener.closed()
  }
  const connect = () => {
    const source = open(urlFor(userId === null ? undefined : lastEventIds.get(userId)))
    hub.source = source
    source.onopen = () => {
      for (const listener of [...hub.listeners]) listener.event({ type: "events.connected" })
    }
    source.onerror = () => {
      // While CONNECTING it retries by itself, with Last-Event-ID.
      if (source.readyState !== CLOSED || hub.source !== source) return
      giveUp()
    }
    for (const type of SERVER_EVENT_TYPES) {
      source.addEventListener(type, (message) => {
        const id = Number(message.lastEventId)
        if (userId !== null && Number.isSafeInteger(id)) lastEventIds.set(userId, id)
        const decoded = decodeEvent({ type, payload: parsed(message.data) })
        if (Option.isSome(decoded)) for (const listener of [...hub.listeners]) listener.event(decoded.value)
      })
    }
    source.addEventListener(STREAM_CLOSED_EVENT, (message) => {
      // Closed here, before EventSource would reconnect by itself with the same token.
      source.close()
      hub.source = undefined
      const reason = Option.map(decodeClosed(parsed(message.data)), (closed) => closed.reason)
      if (Option.isNone(reason) || reason.value === "sessionEnded") return giveUp()
      if (reason.value === "replaced") {
        hub.stopWaiting = resume(() => {
          hub.stopWaiting = undefined
          connect()
        })
        return
      }
      connect()
    })
  }
  connect()
  return hub
}

/** A message's data as JSON, or undefined when it is not (then it decodes as nothing). */
const parsed = (data: string): unknown => {
  try {
    return JSON.parse(data)
  } catch {
    return undefined
  }
}

/** Joins the page's EventSource for the account (opening it, or replacing another account's); answers how to leave. */
const join = (open: OpenEventSource, userId: string | null, lastEventIds: LastEventIds, resume: ResumeSignal, listener: Listener): (() => void) => {
  let hub = hubs.get(open)
  if (hub !== undefined && hub.userId !== userId) {
    hubs.delete(open)
    closeHub(hub)
    for (const other of [...hub.listeners]) other.closed()
    hub = undefined
  }
  if (hub === undefined) {
    hub = openHub(open, userId, lastEventIds, resume)
    hubs.set(open, hub)
  }
  const joined = hub
  joined.listeners.add(listener)
  // Already connected: this listener missed the announcement, and may have missed events.
  if (joined.source?.readyState === OPEN) listener.event({ type: "events.connected" })
  return () => {
    joined.listeners.delete(listener)
    if (joined.listeners.size > 0) return
    closeHub(joined)
    if (hubs.get(open) === joined) hubs.delete(open)
  }
}

export const eventStream = (options: EventStreamOptions): Stream.Stream<LiveEvent, EventStreamClosed> => {
  // Where there is no EventSource (the server's render, a test without one) nothing ever arrives.
  if (options.open === undefined && typeof EventSource === "undefined") return Stream.never
  const open = options.open ?? browserEventSource
  const lastEventIds = options.lastEventIds ?? pageLastEventIds
  return Stream.callback<LiveEvent, EventStreamClosed>((queue) =>
    Effect.acquireRelease(
      Effect.sync(() =>
        join(open, options.userId, lastEventIds, options.resume ?? pageShownAgain, {
          event: (event) => void Queue.offerUnsafe(queue, event),
          closed: () => void Queue.failCauseUnsafe(queue, Cause.fail(new EventStreamClosed()))
        })
      ),
      (leave) => Effect.sync(leave)
    )
  )
}
