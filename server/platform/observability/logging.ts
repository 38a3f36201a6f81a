/**
 * The server's log: one JSON object a line on standard output
 * (LOG_FORMAT=json, the default), which a log collector reads as it is:
 *
 *   {"message":"Sent HTTP response","level":"INFO","timestamp":"…",
 *    "annotations":{"requestId":"…","http.method":"GET","http.url":"/…","http.status":200},
 *    "spans":{"http.span":3},"fiberId":"#123"}
 *
 * A request's lines carry its `requestId` (request-observation.ts); a
 * failure's cause is in `cause`. LOG_FORMAT=pretty keeps Effect's readable
 * lines for a developer's terminal. What is never logged: request bodies,
 * headers (tokens, cookies), query strings (the request log writes the path
 * only), the text of letters (codes), card numbers, passwords (checked by
 * test/api/logs.test.ts).
 */
import { Effect, Layer, Logger } from "effect"
import { Settings } from "../config.ts"

export const LoggingLive = Layer.unwrap(
  Effect.map(Settings, (settings) => Logger.layer([settings.logFormat === "pretty" ? Logger.defaultLogger : Logger.consoleJson]))
)
