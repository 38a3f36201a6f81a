/**
 * The step of the global middleware (guards.ts) that answers the public
 * reads from memory (issue 13, target 4): the calls of the catalog group
 * and the footer, which every visitor's browser makes on every page and
 * whose answer is the same for everybody (no Authorization, nothing read
 * from the caller). The answer is the bytes the handler encoded the first
 * time, byte for byte (server/platform/cache/public-reads.ts keeps them and
 * drops them when the data changes), so what a client reads is what it read
 * before the cache.
 *
 * On top of the bytes: `ETag` (strong, from the bytes), `Cache-Control:
 * no-cache` (a browser may keep the answer but asks again each time), an
 * If-None-Match naming the tag answered 304 with no body, and the brotli or
 * gzip copy when Accept-Encoding takes it (`Vary: Accept-Encoding`).
 *
 * A call is kept under its method and address, a POST (the exam and
 * package pages) also under its JSON body; an address with a query string,
 * a body over 4 KiB or of another type, and any answer but a plain 200 go
 * through as before and are not kept.
 */
import { type Context, Effect } from "effect"
import { Cookies, HttpServerRequest, HttpServerResponse } from "effect/http"
import { Api } from "../../../src/api/api.ts"
import { type PublicReads, tagIn, type CachedRead } from "../cache/public-reads.ts"
import { chooseCoding, type ContentCoding } from "./accept-encoding.ts"
import { noneMatchHits } from "./entity-tag.ts"

const { catalog, content } = Api.groups

/** The calls answered from memory: public, and the same answer for every caller. */
export const CACHED_CALLS: ReadonlyArray<{ readonly method: string; readonly path: string }> = [
  catalog.endpoints.menu,
  catalog.endpoints.home,
  catalog.endpoints.categories,
  catalog.endpoints.category,
  catalog.endpoints.examPage,
  catalog.endpoints.exam,
  catalog.endpoints.packagePage,
  catalog.endpoints.package,
  content.endpoints.footer
]

const MAX_KEYED_BODY = 4096

/** "/public/categories/:id" → a pattern taking one path segment for each parameter. */
const patternOf = (path: string) =>
  new RegExp(`^${path.split("/").map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}$`)

const CALLS = CACHED_CALLS.map(({ method, path }) => ({ method, pattern: patternOf(path) }))

const isJson = (contentType: string | undefined) => (contentType ?? "").toLowerCase().includes("json")

/** The cache key of a request, or undefined when it is not one of the cached calls. */
const keyOf = (request: HttpServerRequest.HttpServerRequest): Effect.Effect<string | undefined> => {
  const { method, url } = request
  if ((method !== "GET" && method !== "POST") || url.includes("?")) return Effect.succeed(undefined)
  if (!CALLS.some((call) => call.method === method && call.pattern.test(url))) return Effect.succeed(undefined)
  if (method === "GET") return Effect.succeed(`GET ${url}`)
  const contentType = request.headers["content-type"]
  if (!isJson(contentType)) return Effect.succeed(undefined)
  return request.text.pipe(
    Effect.map((body) => (body.length > MAX_KEYED_BODY ? undefined : `POST ${url} ${contentType} ${body}`)),
    Effect.orElseSucceed(() => undefined)
  )
}

const CODINGS: ReadonlyArray<ContentCoding> = ["br", "gzip"]

/** The kept answer in the coding the request takes, or 304 when the client holds it already. */
export const answerFromCache = (request: HttpServerRequest.HttpServerRequest, read: CachedRead): HttpServerResponse.HttpServerResponse => {
  const coding = chooseCoding(request.headers["accept-encoding"], CODINGS.filter((each) => read.copies[each] !== undefined))
  const headers: Record<string, string> = { etag: tagIn(read, coding), vary: "Accept-Encoding", "cache-control": "no-cache" }
  if (noneMatchHits(request.headers["if-none-match"], [read.etag, tagIn(read, "br"), tagIn(read, "gzip")])) {
    return HttpServerResponse.empty({ status: 304, headers })
  }
  if (coding === "identity") return HttpServerResponse.uint8Array(read.bytes, { headers, contentType: read.contentType })
  headers["content-encoding"] = coding
  return HttpServerResponse.uint8Array(read.copies[coding]!, { headers, contentType: read.contentType })
}

/** A plain 200 with a body of bytes and nothing but its type: safe to give to anybody who asks the same. */
const keepable = (response: HttpServerResponse.HttpServerResponse) =>
  response.status === 200 &&
  response.body._tag === "Uint8Array" &&
  Object.keys(response.headers).every((name) => name === "content-type" || name === "content-length") &&
  Cookies.isEmpty(response.cookies)

export const answerPublicReadsFromCache = (reads: Context.Service.Shape<typeof PublicReads>) =>
<E, R>(httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.gen(function*() {
    const request = yield* HttpServerRequest.HttpServerRequest
    const key = yield* keyOf(request)
    if (key === undefined) return yield* httpEffect
    const kept = reads.lookup(key)
    if (kept !== undefined) return answerFromCache(request, kept)
    const generation = reads.begin()
    const response = yield* httpEffect
    if (!keepable(response) || response.body._tag !== "Uint8Array") return response
    const stored = reads.store(generation, key, response.body.contentType, response.body.body)
    return stored === undefined ? response : answerFromCache(request, stored)
  })
