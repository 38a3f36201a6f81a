/**
 * Serves the built browser app (vite build → WEB_ROOT). Files that exist are
 * sent as they are — hashed assets with a year-long cache — and every other
 * GET falls back to index.html so client routes (/profile, /test/a/b/c,
 * /sign-in?lastLocation=…) load the app. Paths under the API prefixes never
 * fall back: an unknown API path answers JSON 404, not the app's HTML.
 *
 * Compressed copies: the build writes `<file>.br` and `<file>.gz`
 * next to each file that compresses (scripts/compress-dist.ts); the copy the
 * request's Accept-Encoding takes is sent instead (brotli first, q=0
 * honoured: accept-encoding.ts), with `Content-Encoding`, the file's own
 * Content-Type and `Vary: Accept-Encoding`. A file without copies (an image,
 * a small file, a build made without the step) is sent as it is.
 *
 * Caching: hashed files under /assets/ never change under their name, so
 * `public, max-age=31536000, immutable`; everything else (index.html, the
 * favicon) `no-cache`: the browser revalidates each time, with the ETag sent
 * here (size and time of the file sent, a weak tag, one per coding), and an
 * If-None-Match naming it is answered 304 without the bytes.
 *
 * The developers' pages: in production every path under /dev answers a
 * JSON 404 before any file or fallback, so a build made without
 * NODE_ENV=production (whose routes hold the machine viewer) never shows
 * it; /dev/outbox answers the same from its own handlers.
 */
import { Effect, FileSystem, Option, Path } from "effect"
import { HttpRouter, type HttpServerRequest, HttpServerResponse, Mime } from "effect/http"
import { AUTH_API_PREFIX, USER_API_PREFIX } from "../../../src/api/api.ts"
import { Settings } from "../config.ts"
import { makePageRendering } from "../render/rendered-pages.ts"
import { type AnswerCoding, chooseCoding, type ContentCoding } from "./accept-encoding.ts"
import { noneMatchHits } from "./entity-tag.ts"

const API_PREFIXES = [USER_API_PREFIX, AUTH_API_PREFIX, "/api"]

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(prefix + "/")

const isApiPath = (pathname: string) => API_PREFIXES.some((prefix) => isUnder(pathname, prefix))

const DEV_PREFIX = "/dev"

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable"
export const REVALIDATE_CACHE = "no-cache"

/** The file name suffix of each coding's copy, as scripts/compress-dist.ts writes them. */
export const COPY_SUFFIX: Readonly<Record<ContentCoding, string>> = { br: ".br", gzip: ".gz" }

export const WebAppRoute = HttpRouter.use(
  Effect.fn(function* (router) {
    const settings = yield* Settings
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    const hideDevPages = settings.nodeEnv === "production"
    const root = path.resolve(settings.webRoot)
    const indexHtml = path.join(root, "index.html")
    const renderPage = yield* makePageRendering(router)

    const fileInfo = (file: string) => Effect.option(fs.stat(file)).pipe(Effect.map(Option.filter((info) => info.type === "File")))

    /** The codings whose copy of `file` exists. */
    const copiesOf = Effect.fn("WebApp.copiesOf")(function* (file: string) {
      const codings: Array<ContentCoding> = []
      for (const coding of ["br", "gzip"] as const) {
        if (Option.isSome(yield* fileInfo(file + COPY_SUFFIX[coding]))) codings.push(coding)
      }
      return codings
    })

    /** `file` (known to exist) or its copy in the coding the request takes, revalidated by its ETag. */
    const sendFile = Effect.fn("WebApp.sendFile")(function* (request: HttpServerRequest.HttpServerRequest, file: string, cacheControl: string) {
      const coding: AnswerCoding = chooseCoding(request.headers["accept-encoding"], yield* copiesOf(file))
      const sent = coding === "identity" ? file : file + COPY_SUFFIX[coding]
      const info = yield* fileInfo(sent)
      if (Option.isNone(info)) return yield* Effect.die(new Error(`${sent} went away while being served`))
      const mtime = Option.match(info.value.mtime, { onNone: () => 0, onSome: (date) => date.getTime() })
      const etag = `W/"${info.value.size.toString(16)}-${mtime.toString(16)}"`
      const headers: Record<string, string> = { "cache-control": cacheControl, vary: "Accept-Encoding", etag }
      if (noneMatchHits(request.headers["if-none-match"], [etag])) {
        return HttpServerResponse.empty({ status: 304, headers })
      }
      if (coding !== "identity") headers["content-encoding"] = coding
      const response = yield* HttpServerResponse.file(sent, {
        headers,
        // The copy is still the file's type (a .js.br is JavaScript).
        ...(coding === "identity" ? {} : { contentType: Option.getOrElse(Mime.getType(file), () => "application/octet-stream") })
      })
      // The platform sets its own tag from the file's metadata; ours is the one compared above.
      return HttpServerResponse.setHeader(response, "etag", etag)
    })

    const serve = Effect.fn("WebApp.serve")(function* (request: HttpServerRequest.HttpServerRequest) {
      const pathname = decodeURIComponent(new URL(request.url, "http://x").pathname)
      if (isApiPath(pathname) || (hideDevPages && isUnder(pathname, DEV_PREFIX))) {
        return HttpServerResponse.jsonUnsafe({ message: `There is no GET ${pathname} here.` }, { status: 404 })
      }
      // Resolve inside the root only: "/../secret" must not escape it.
      const candidate = path.join(root, path.normalize(pathname))
      if (candidate.startsWith(root + path.sep) && Option.isSome(yield* fileInfo(candidate))) {
        return yield* sendFile(request, candidate, pathname.startsWith("/assets/") ? IMMUTABLE_CACHE : REVALIDATE_CACHE)
      }
      if (Option.isNone(yield* fileInfo(indexHtml))) {
        return HttpServerResponse.text("The browser app has not been built yet: run `npm run build`.", { status: 503 })
      }
      // A public page rendered on the server with its data; the rest is the app's empty page.
      const rendered = yield* renderPage(request)
      if (Option.isSome(rendered)) return rendered.value
      return yield* sendFile(request, indexHtml, REVALIDATE_CACHE)
    })

    yield* router.add("GET", "/*", (request) => Effect.orDie(serve(request)))
  })
)
