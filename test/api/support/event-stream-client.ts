/**
 * A Server-Sent Events reader for the API tests: opens `GET /api/v1/u/events`
 * with fetch, parses what arrives with effect's own SSE parser, and lets a
 * test wait for the events, a heartbeat, or the end of the stream.
 */
import { Sse } from "effect/encoding"
import { EVENTS_PATH } from "../../../src/api/events.ts"

export interface ReceivedEvent {
  readonly id: string | undefined
  readonly event: string
  readonly data: unknown
}

export interface OpenStream {
  readonly status: number
  readonly headers: Headers
  readonly events: ReadonlyArray<ReceivedEvent>
  /** How many heartbeat comments arrived. */
  readonly heartbeats: () => number
  /** Resolves with the events once there are at least `count` (rejects after `ms`). */
  readonly waitFor: (count: number, ms?: number) => Promise<ReadonlyArray<ReceivedEvent>>
  /** Resolves when the server ended the stream. */
  readonly ended: Promise<void>
  readonly isEnded: () => boolean
  readonly close: () => void
}

export interface StreamOptions {
  /** Sent as the `token` cookie, as the browser's EventSource does. */
  readonly cookieToken?: string
  readonly headerToken?: string
  readonly lastEventId?: string
  readonly queryLastEventId?: string
  /** Called with each event as it arrives (the benchmark's clock). */
  readonly onEvent?: (event: ReceivedEvent) => void
}

const waitUntil = async (done: () => boolean, ms: number, what: string) => {
  const until = Date.now() + ms
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export const openEventStream = async (baseUrl: string, options: StreamOptions): Promise<OpenStream> => {
  const headers: Record<string, string> = { accept: "text/event-stream" }
  if (options.cookieToken !== undefined) headers["cookie"] = `other=1; token=${encodeURIComponent(options.cookieToken)}`
  if (options.headerToken !== undefined) headers["x-access-token"] = options.headerToken
  if (options.lastEventId !== undefined) headers["last-event-id"] = options.lastEventId
  const query = options.queryLastEventId === undefined ? "" : `?lastEventId=${encodeURIComponent(options.queryLastEventId)}`
  const abort = new AbortController()
  const response = await fetch(baseUrl + EVENTS_PATH + query, { headers, signal: abort.signal })
  const events: Array<ReceivedEvent> = []
  let raw = ""
  let ended = false
  const parser = Sse.makeParser((event) => {
    if (event._tag !== "Event") return
    const received = { id: event.id, event: event.event, data: JSON.parse(event.data) as unknown }
    events.push(received)
    options.onEvent?.(received)
  })
  const reading = (async () => {
    if (response.body === null) return
    const decoder = new TextDecoder()
    try {
      for await (const chunk of response.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true })
        raw += text
        parser.feed(text)
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true
    }
  })()
  return {
    status: response.status,
    headers: response.headers,
    events,
    heartbeats: () => raw.split(": heartbeat\n").length - 1,
    waitFor: async (count, ms = 5_000) => {
      await waitUntil(() => events.length >= count, ms, `${count} events (have ${events.length})`)
      return events
    },
    ended: reading,
    isEnded: () => ended,
    close: () => abort.abort()
  }
}
