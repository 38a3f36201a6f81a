/**
 * `GET /api/v1/u/events`: the signed-in browser's one Server-Sent Events
 * stream (issue 11 "Real time", src/api/events.ts). A plain route, not an
 * HttpApi endpoint, since those answer whole bodies.
 *
 * - Who: EventSource cannot send headers, so the token comes from the
 *   `token` cookie the browser keeps (or `x-access-token`), checked as every
 *   signed-in call is (authorization.ts); 401 otherwise.
 * - From where: after `Last-Event-ID` (sent by EventSource when it
 *   reconnects by itself) or `?lastEventId=` (a fresh EventSource that
 *   already saw events, after a sign-in again); without either, only events
 *   published from now on (the page has just loaded the rest; 0 asks for all
 *   that is kept).
 * - Each event: `id:` its number, `event:` its type, `data:` its payload
 *   as JSON, written by effect's own SSE encoder.
 * - A comment every EVENTS_HEARTBEAT_SECONDS (25) keeps proxies from closing
 *   an idle stream; each heartbeat re-checks the session, so a sign-out ends
 *   the stream within one.
 * - Counted (issue 16): exam_shop_event_streams_open goes up when the body
 *   starts streaming and down when it ends, however it ends (the browser
 *   leaves, a sign-out, the server stops).
 */
import { Duration, Effect, Stream } from "effect"
import { Sse } from "effect/encoding"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { EVENTS_PATH, LAST_EVENT_ID_PARAM } from "../../../src/api/events.ts"
import { ACCESS_TOKEN_HEADER } from "../../../src/api/security.ts"
import { Settings } from "../../platform/config.ts"
import { Events } from "../../platform/events/service.ts"
import { ShopMetrics } from "../../platform/observability/shop-metrics.ts"
import { signedInCheck } from "../authorization.ts"
import { SessionsRepository } from "../sessions/repository.ts"

/** The browser's cookie holding the access token (src/services/shared/token-store.ts TOKEN_COOKIE). */
const TOKEN_COOKIE = "token"
const DEFAULT_HEARTBEAT_SECONDS = 25

/**
 * The last event the browser has, or undefined when it names none (or
 * nonsense): a browser that just loaded its pages wants only what is new.
 */
export const lastEventIdOf = (header: string | undefined, query: string | null): number | undefined => {
  for (const raw of [header, query]) {
    if (raw === undefined || raw === null || !/^\d{1,15}$/.test(raw.trim())) continue
    return Number(raw.trim())
  }
  return undefined
}

const streamHeaders = {
  "cache-control": "no-store, no-transform",
  // nginx and similar proxies would otherwise hold events back in a buffer.
  "x-accel-buffering": "no",
  // The connection closes with the stream. Kept alive, a stream ended by the
  // server's stop (Events.endStreamsOnStop) left an idle socket the graceful
  // stop waited for until Node's keep-alive timeout (4-5 s, measured): the
  // stop had already begun, so Node's one closeIdleConnections() had missed it.
  // The browser's EventSource opens a new connection to reconnect anyway.
  connection: "close"
}

export const EventStreamRoute = HttpRouter.use(Effect.fn(function*(router) {
  const settings = yield* Settings
  const events = yield* Events
  const sessions = yield* SessionsRepository
  const check = yield* signedInCheck
  const metrics = yield* ShopMetrics
  const heartbeat = Duration.seconds(settings.eventsHeartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS)

  yield* router.add("GET", EVENTS_PATH, (request) =>
    Effect.gen(function*() {
      const token = request.headers[ACCESS_TOKEN_HEADER] ?? request.cookies[TOKEN_COOKIE] ?? ""
      const signedIn = yield* Effect.result(check(token))
      if (signedIn._tag === "Failure") {
        return HttpServerResponse.jsonUnsafe({ _tag: "Unauthorized", message: signedIn.failure.message }, { status: 401 })
      }
      const claims = signedIn.success
      const query = new URL(request.url, "http://localhost").searchParams.get(LAST_EVENT_ID_PARAM)
      // Read now, before answering: "from now on" means from this request.
      const after = lastEventIdOf(request.headers["last-event-id"], query) ?? (yield* events.latest(claims.userId))

      const sent = events.stream(claims.userId, after, heartbeat).pipe(
        Stream.map((event) =>
          Sse.encoder.write({ _tag: "Event", id: String(event.id), event: event.type, data: JSON.stringify(event.payload) })
        )
      )
      // A heartbeat while the session lives; the first one the session fails ends the stream.
      const heartbeats = Stream.fromEffectRepeat(Effect.andThen(Effect.sleep(heartbeat), sessions.isLive(claims))).pipe(
        Stream.takeWhile((live) => live),
        Stream.map(() => ": heartbeat\n\n")
      )
      // The events end when the server stops (Events.endStreamsOnStop), and with them the answer.
      const body = Stream.make(": connected\n\n").pipe(
        Stream.concat(Stream.merge(sent, heartbeats, { haltStrategy: "either" })),
        Stream.encodeText,
        Stream.onStart(Effect.sync(metrics.streamOpened)),
        Stream.ensuring(Effect.sync(metrics.streamClosed))
      )
      return HttpServerResponse.stream(body, { contentType: "text/event-stream", headers: streamHeaders })
    }))
}))
