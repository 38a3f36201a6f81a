/**
 * Granted token refreshes answered by the Node server itself, before the
 * request reaches the Effect application (the target: a token
 * refresh at 0.3× a bare node:http server or better; every signed-in
 * browser asks every 10 seconds).
 *
 * Why before: measured on this 2-core machine, the application's own path
 * for a small answer (router, HttpApi decoding and encoding, the global
 * middleware's steps) stays under 0.3× a bare server even with no database
 * work at all (docs/measurements.md). So `GET /api/v1/u/profile/tokenRefresh`
 * with a token header and a `sid` cookie is checked here by the very rule
 * the contract's handler runs (SessionsService.refresh: the token, its
 * session live, the cookie that session's), and a granted one is answered
 * with the bytes and headers the application answers, security headers
 * included (`refreshNow`: the same rule without an Effect per request). Anything else — a refresh the rule refuses (or that fails), no
 * token or no cookie, a query string, a body, another method, HTTP/2 — is
 * handed to the application unchanged, which answers it (the contract's 401
 * with its message) and logs it as before. A refusal is final (a revoked
 * session stays revoked, an expired token stays expired), so the
 * application, checking again, refuses too.
 *
 * Like every answer, a granted one carries its X-Request-Id and is counted
 * in the metrics (platform/observability/request-observation.ts).
 *
 * Left out for these answers only, as for the kept public reads: the
 * request log (a granted refresh is not logged by the application either),
 * the client-address step (unused), the error, body and control-character
 * steps (no body is taken; the address is matched exactly).
 */
import type { Context } from "effect"
import { Cookies } from "effect/http"
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import { USER_API_PREFIX } from "../../../src/api/api.ts"
import { ACCESS_TOKEN_HEADER, SESSION_COOKIE } from "../../../src/api/shared/security.ts"
import { answerFirst } from "../../platform/http/answer-first.ts"
import { headersFor } from "../../platform/http/security-headers.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "../../platform/observability/request-id.ts"
import { RequestTally } from "../../platform/observability/request-tally.ts"
import type { SessionsService } from "./service.ts"

export const TOKEN_REFRESH_PATH = `${USER_API_PREFIX}/profile/tokenRefresh`

/** The granted answer's body: what the handler's `{ token }` encodes to (a token is base64url and dots: ASCII). */
const answerBody = (token: string) => JSON.stringify({ token })

const hasBody = (request: IncomingMessage) =>
  request.headers["transfer-encoding"] !== undefined || (request.headers["content-length"] !== undefined && request.headers["content-length"] !== "0")

/** Makes `server` answer granted token refreshes before the application (answer-first.ts). Answers `server`. */
export const answerTokenRefreshFirst = (
  server: Server,
  sessions: Context.Service.Shape<typeof SessionsService>,
  production: boolean,
  requests: RequestTally = new RequestTally()
): Server => {
  const securityHeaders = headersFor(TOKEN_REFRESH_PATH, undefined, production)

  const taken = (request: IncomingMessage, response: ServerResponse, handOn: () => void): boolean => {
    if (request.url !== TOKEN_REFRESH_PATH || request.method !== "GET" || request.httpVersionMajor !== 1 || hasBody(request)) return false
    const token = request.headers[ACCESS_TOKEN_HEADER]
    const cookieHeader = request.headers.cookie
    if (typeof token !== "string" || token === "" || cookieHeader === undefined) return false
    const cookie = Cookies.parseHeader(cookieHeader)[SESSION_COOKIE]
    if (cookie === undefined || cookie === "") return false
    const started = performance.now()
    sessions.refreshNow(token, cookie, (exit) => {
      if (exit._tag === "Failure") {
        handOn()
        return
      }
      // The request (no body) is read to its end: Node would otherwise
      // dump and destroy it after the answer, which costs more. A string
      // body goes out in the same write as the head.
      request.resume()
      const body = answerBody(exit.value)
      response.writeHead(200, {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        ...securityHeaders,
        [REQUEST_ID_HEADER]: requestIdOf(request.headers[REQUEST_ID_HEADER])
      })
      response.end(body)
      requests.observe("GET", TOKEN_REFRESH_PATH, 200, (performance.now() - started) / 1000)
    })
    return true
  }

  return answerFirst(server, taken)
}
