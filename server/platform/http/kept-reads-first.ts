/**
 * The public reads already kept in memory, answered by the Node server
 * itself before a request reaches the Effect application (the
 * target: the menu and the footer at half the rate of a bare node:http server or
 * better).
 *
 * Why before: measured on this 2-core machine, an Effect HTTP server whose
 * one route answers constant bytes does about 0.5× a bare node:http server
 * (9,633 vs 19,159 req/s for a 400-byte body), and the application's full
 * path for a kept footer (router, the five steps of the global middleware,
 * the request log) about 0.25×: no work inside the Effect application can
 * reach the target for a small answer. So a GET of a cached call whose
 * answer is kept is answered here, synchronously, from the same entry and
 * by the same rules (cached-public-reads.ts keptAnswer: the coding, the tags,
 * 304), with the same security headers (security-headers.ts). Everything
 * else — a miss, a POST page, any other call, a request with
 * `Expect: 100-continue` (another event), HTTP/2 — goes to the application
 * as before, which fills the cache.
 *
 * Like every answer, each carries its X-Request-Id (the sane one it came
 * with, or a new one) and is counted in the metrics under its call's route
 * template (observability/request-observation.ts).
 *
 * What the shortcut leaves out, on purpose, for these answers only: the
 * request log (as for kept answers in the application), the client-address
 * step (nothing here reads it), and the error, body-limit and
 * control-character steps (a kept answer cannot fail; a GET's body is not
 * read; an address holding a control character never got a 200, so it is
 * never kept).
 */
import type { Context } from "effect"
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import type { PublicReads } from "../cache/public-reads.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "../observability/request-id.ts"
import { RequestTally } from "../observability/request-tally.ts"
import { answerFirst } from "./answer-first.ts"
import { keptAnswer, keptGetOf } from "./cached-public-reads.ts"
import { headersFor } from "./security-headers.ts"

/** Makes `server` answer kept public reads before the application (answer-first.ts). Answers `server`. */
export const answerKeptReadsFirst = (
  server: Server,
  reads: Context.Service.Shape<typeof PublicReads>,
  production: boolean,
  requests: RequestTally = new RequestTally()
): Server => {
  const answered = (request: IncomingMessage, response: ServerResponse) => {
    if (request.httpVersionMajor !== 1) return false
    const call = keptGetOf(request.method, request.url)
    if (call === undefined) return false
    const started = performance.now()
    const read = reads.lookup(call.key)
    if (read === undefined) return false
    const answer = keptAnswer(read, request.headers["accept-encoding"], request.headers["if-none-match"])
    const headers: Record<string, string | number> = {
      ...answer.headers,
      ...headersFor(call.key.slice(4), undefined, production),
      [REQUEST_ID_HEADER]: requestIdOf(request.headers[REQUEST_ID_HEADER])
    }
    if (answer.status === 200) {
      headers["content-type"] = answer.contentType
      headers["content-length"] = answer.body.length
    }
    response.writeHead(answer.status, headers)
    response.end(answer.status === 200 ? answer.body : undefined)
    requests.observe("GET", call.route, answer.status, (performance.now() - started) / 1000)
    return true
  }
  return answerFirst(server, answered)
}
