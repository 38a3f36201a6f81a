/**
 * The step of the global middleware (guards.ts) that answers the public
 * reads from memory: the calls of the catalog group
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
 *
 * A GET already kept is usually answered even before this step, by
 * kept-reads-first.ts on the Node server, with the same bytes and headers
 * (keptAnswer below); this step fills the cache and answers the rest (the
 * POST pages, a server without that shortcut). An answer from memory is not
 * written to the request log (the read that filled it is).
 */
import { type Context, Deferred, Effect, Exit } from "effect"
import { Cookies, HttpMiddleware, HttpServerRequest, HttpServerResponse } from "effect/http"
import { Api } from "../../../src/api/api.ts"
import type { CachedRead, PublicReads } from "../cache/public-reads.ts"
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
  new RegExp(
    `^${path
      .split("/")
      .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}$`
  )

const CALLS = CACHED_CALLS.map(({ method, path }) => ({ method, path, pattern: patternOf(path) }))

const cachedCallOf = (method: string, url: string) => (url.includes("?") ? undefined : CALLS.find((call) => call.method === method && call.pattern.test(url)))

const isCachedCall = (method: string, url: string) => cachedCallOf(method, url) !== undefined

/** A GET of a cached call: its key (its address) and the call's route template (for the metrics), or undefined. */
export const keptGetOf = (method: string | undefined, url: string | undefined): { readonly key: string; readonly route: string } | undefined => {
  if (method !== "GET" || url === undefined) return undefined
  const call = cachedCallOf(method, url)
  return call === undefined ? undefined : { key: `GET ${url}`, route: call.path }
}

/** The key of a GET of a cached call (its address), or undefined. */
export const getKeyOf = (method: string | undefined, url: string | undefined): string | undefined => keptGetOf(method, url)?.key

const isJson = (contentType: string | undefined) => (contentType ?? "").toLowerCase().includes("json")

/** The cache key of a request, or undefined when it is not one of the cached calls. */
const keyOf = (request: HttpServerRequest.HttpServerRequest): Effect.Effect<string | undefined> => {
  const { method, url } = request
  if (method !== "POST") return Effect.succeed(getKeyOf(method, url))
  if (!isCachedCall(method, url)) return Effect.succeed(undefined)
  const contentType = request.headers["content-type"]
  if (!isJson(contentType)) return Effect.succeed(undefined)
  return request.text.pipe(
    Effect.map((body) => (body.length > MAX_KEYED_BODY ? undefined : `POST ${url} ${contentType} ${body}`)),
    Effect.orElseSucceed(() => undefined)
  )
}

const CODINGS: ReadonlyArray<ContentCoding> = ["br", "gzip"]

export interface KeptAnswer {
  readonly status: 200 | 304
  readonly headers: Record<string, string>
  /** Empty for a 304. */
  readonly body: Uint8Array
  readonly contentType: string
}

/** The kept read in the coding the request takes, or 304 when the client holds it already. */
export const keptAnswer = (read: CachedRead, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): KeptAnswer => {
  const coding = chooseCoding(
    acceptEncoding,
    CODINGS.filter((each) => read.copies[each] !== undefined)
  )
  const headers: Record<string, string> = { etag: read.tags[coding], vary: "Accept-Encoding", "cache-control": "no-cache" }
  if (noneMatchHits(ifNoneMatch, [read.tags.identity, read.tags.br, read.tags.gzip])) {
    return { status: 304, headers, body: new Uint8Array(0), contentType: read.contentType }
  }
  if (coding !== "identity") headers["content-encoding"] = coding
  return { status: 200, headers, body: coding === "identity" ? read.bytes : read.copies[coding]!, contentType: read.contentType }
}

const toResponse = ({ status, headers, body, contentType }: KeptAnswer) =>
  status === 304 ? HttpServerResponse.empty({ status, headers }) : HttpServerResponse.uint8Array(body, { headers, contentType })

/** The kept answer for this request, as an Effect response. */
export const answerFromCache = (request: HttpServerRequest.HttpServerRequest, read: CachedRead) =>
  toResponse(keptAnswer(read, request.headers["accept-encoding"], request.headers["if-none-match"]))

/** A plain 200 with a body of bytes and nothing but its type: safe to give to anybody who asks the same. */
const keepable = (response: HttpServerResponse.HttpServerResponse) =>
  response.status === 200 &&
  response.body._tag === "Uint8Array" &&
  Object.keys(response.headers).every((name) => name === "content-type" || name === "content-length") &&
  Cookies.isEmpty(response.cookies)

export const answerPublicReadsFromCache = (reads: Context.Service.Shape<typeof PublicReads>) => {
  /**
   * The fills under way, by key: the requests for a key that is being read
   * wait for that read instead of each running it (at peak, right after a
   * change, hundreds would otherwise ask the database the same thing).
   * Undefined when the read was not kept (an error, or the data changed
   * meanwhile): each waiter then runs the call itself.
   */
  const filling = new Map<string, Deferred.Deferred<CachedRead | undefined>>()

  const fill = <E, R>(key: string, httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) => {
    const done = Deferred.makeUnsafe<CachedRead | undefined>()
    filling.set(key, done)
    const generation = reads.begin()
    return httpEffect.pipe(
      Effect.map((response) => {
        const stored =
          keepable(response) && response.body._tag === "Uint8Array" ? reads.store(generation, key, response.body.contentType, response.body.body) : undefined
        Deferred.doneUnsafe(done, Exit.succeed(stored))
        return { response, stored }
      }),
      Effect.ensuring(
        Effect.sync(() => {
          filling.delete(key)
          Deferred.doneUnsafe(done, Exit.succeed(undefined))
        })
      )
    )
  }

  return <E, R>(httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const key = yield* keyOf(request)
      if (key === undefined) return yield* httpEffect
      // Not logged: at thousands a second the log line costs more than the
      // answer (a reverse proxy's access log has them). The read that filled
      // the entry was.
      const fromMemory = (read: CachedRead) => HttpMiddleware.withLoggerDisabled(Effect.succeed(answerFromCache(request, read)))
      const kept = reads.lookup(key)
      if (kept !== undefined) return yield* fromMemory(kept)
      const underWay = filling.get(key)
      if (underWay !== undefined) {
        const filled = yield* Deferred.await(underWay)
        return yield* filled === undefined ? httpEffect : fromMemory(filled)
      }
      const { response, stored } = yield* fill(key, httpEffect)
      return stored === undefined ? response : answerFromCache(request, stored)
    })
}
