/**
 * `GET /api/v1/u/events`: the signed-in browser's one Server-Sent Events
 * stream (docs/decisions/real-time-streams.md, src/api/events.ts). A plain route, not an
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
 * - Bounded (open-streams.ts): an account's stream over
 *   EVENT_STREAMS_PER_ACCOUNT closes its oldest, which is told `replaced`;
 *   an address over EVENT_STREAMS_PER_ADDRESS is refused with 429, a server
 *   over EVENT_STREAMS_MAX with 503, both with Retry-After and a JSON message.
 * - Ends with its authority: at the token's expiry (`expired`: the browser
 *   reconnects with a fresh token, after its last event), and at once when
 *   the session ends or the account's role changes (`sessionEnded`,
 *   `roleChanged`), told by the database's notification on the events'
 *   channel (platform/events/wakeups.ts), whichever server caused it. Each
 *   ending sends a `closed` event with its reason (src/api/events.ts), then
 *   closes.
 * - A comment every EVENTS_HEARTBEAT_SECONDS (25) keeps proxies from closing
 *   an idle stream; each heartbeat also re-checks the session and the role,
 *   a backstop in case a notification was lost.
 * - Counted: exam_shop_event_streams_open goes up when the body
 *   starts streaming and down when it ends, however it ends (the browser
 *   leaves, a sign-out, the server stops).
 */
import { Deferred, Duration, Effect, Exit, Option, Stream } from "effect"
import { Sse } from "effect/encoding"
import { HttpRouter, HttpServerResponse } from "effect/http"
import {
  EVENTS_PATH,
  LAST_EVENT_ID_PARAM,
  STREAM_CLOSED_EVENT,
  type StreamClosed,
  type StreamClosedReason,
  STREAMS_BUSY_MESSAGE,
  STREAMS_PER_ADDRESS_MESSAGE,
  STREAMS_RETRY_AFTER_SECONDS
} from "../../../src/api/events.ts"
import { ACCESS_TOKEN_HEADER } from "../../../src/api/shared/security.ts"
import { DEFAULT_STREAM_LIMITS, Settings } from "../../platform/config.ts"
import { Events } from "../../platform/events/service.ts"
import { ShopMetrics } from "../../platform/observability/shop-metrics.ts"
import { clientAddress } from "../../platform/security/client-address.ts"
import { signedInCheck } from "../authorization.ts"
import { Roles } from "../roles/service.ts"
import { SessionsRepository } from "../sessions/repository.ts"
import { openStreams } from "./open-streams.ts"

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

/** The stream's last message when the server ends it for a reason: no `id:`, so the browser's Last-Event-ID stays its last event's. */
const closedMessage = (reason: StreamClosedReason) =>
  Sse.encoder.write({ _tag: "Event", id: undefined, event: STREAM_CLOSED_EVENT, data: JSON.stringify({ reason } satisfies StreamClosed) })

const refused = (status: 429 | 503, message: string) =>
  HttpServerResponse.jsonUnsafe(
    { _tag: status === 503 ? "ServiceUnavailable" : "TooManyRequests", message },
    { status, headers: { "retry-after": String(STREAMS_RETRY_AFTER_SECONDS), "cache-control": "no-store" } }
  )

export const EventStreamRoute = HttpRouter.use(
  Effect.fn(function* (router) {
    const settings = yield* Settings
    const events = yield* Events
    const sessions = yield* SessionsRepository
    const roles = yield* Roles
    const check = yield* signedInCheck
    const metrics = yield* ShopMetrics
    const heartbeat = Duration.seconds(settings.eventsHeartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS)
    const open = openStreams(settings.streamLimits ?? DEFAULT_STREAM_LIMITS)

    yield* router.add("GET", EVENTS_PATH, (request) =>
      Effect.gen(function* () {
        const token = request.headers[ACCESS_TOKEN_HEADER] ?? request.cookies[TOKEN_COOKIE] ?? ""
        const signedIn = yield* Effect.result(check(token))
        if (signedIn._tag === "Failure") {
          return HttpServerResponse.jsonUnsafe({ _tag: "Unauthorized", message: signedIn.failure.message }, { status: 401 })
        }
        const claims = signedIn.success
        const query = new URL(request.url, "http://localhost").searchParams.get(LAST_EVENT_ID_PARAM)
        // Read now, before answering: "from now on" means from this request.
        const after = lastEventIdOf(request.headers["last-event-id"], query) ?? (yield* events.latest(claims.userId))
        const role = yield* roles.roleOf(claims.userId)

        // The first reason to end wins; the stream then sends it and closes.
        const ending = Deferred.makeUnsafe<StreamClosedReason>()
        const end = (reason: StreamClosedReason) => void Deferred.doneUnsafe(ending, Exit.succeed(reason))
        const admission = open.admit(claims.userId, clientAddress(request), () => end("replaced"))
        if (admission._tag === "Refused") {
          return admission.why === "server" ? refused(503, STREAMS_BUSY_MESSAGE) : refused(429, STREAMS_PER_ADDRESS_MESSAGE)
        }

        const sent = events
          .stream({ userId: claims.userId, sessionId: claims.sessionId, ended: end }, after, heartbeat)
          .pipe(Stream.map((event) => Sse.encoder.write({ _tag: "Event", id: String(event.id), event: event.type, data: JSON.stringify(event.payload) })))
        // A heartbeat, and the backstop of the notifications: the session still live, the role unchanged.
        const stillAuthorized = Effect.gen(function* () {
          if (!(yield* sessions.isLive(claims))) return end("sessionEnded")
          if (Option.getOrUndefined(yield* roles.roleOf(claims.userId)) !== Option.getOrUndefined(role)) return end("roleChanged")
        })
        const heartbeats = Stream.fromEffectRepeat(Effect.andThen(Effect.sleep(heartbeat), stillAuthorized)).pipe(Stream.map(() => ": heartbeat\n\n"))
        const expiry = Effect.sleep(Duration.millis(Math.max(0, claims.expiresAt * 1000 - Date.now()))).pipe(Effect.andThen(Effect.sync(() => end("expired"))))
        const live = Stream.merge(sent, heartbeats, { haltStrategy: "either" }).pipe(
          Stream.merge(Stream.fromEffectDrain(expiry), { haltStrategy: "left" }),
          Stream.interruptWhen(Deferred.await(ending))
        )
        // After an ending with a reason, the reason; after the server's stop, nothing more.
        const closing = Stream.unwrap(
          Effect.map(Deferred.isDone(ending), (done) => (done ? Stream.fromEffect(Effect.map(Deferred.await(ending), closedMessage)) : Stream.empty))
        )
        // The events end when the server stops (Events.endStreamsOnStop), and with them the answer.
        const body = Stream.make(": connected\n\n").pipe(
          Stream.concat(live),
          Stream.concat(closing),
          Stream.encodeText,
          Stream.onStart(Effect.sync(metrics.streamOpened)),
          Stream.ensuring(
            Effect.sync(() => {
              admission.release()
              metrics.streamClosed()
            })
          )
        )
        return HttpServerResponse.stream(body, { contentType: "text/event-stream", headers: streamHeaders })
      })
    )
  })
)
