/**
 * Serves the built browser app (vite build → WEB_ROOT). Files that exist are
 * sent as they are — hashed assets with a year-long cache — and every other
 * GET falls back to index.html so client routes (/profile, /test/a/b/c,
 * /sign-in?lastLocation=…) load the app. Paths under the API prefixes never
 * fall back: an unknown API path answers JSON 404, not the app's HTML.
 */
import { Effect, FileSystem, Path } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { AUTH_API_PREFIX, USER_API_PREFIX } from "../../../src/api/api.ts"
import { Settings } from "../config.ts"

const API_PREFIXES = [USER_API_PREFIX, AUTH_API_PREFIX, "/api"]

const isApiPath = (pathname: string) =>
  API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix + "/"))

export const WebAppRoute = HttpRouter.use(Effect.fn(function*(router) {
  const settings = yield* Settings
  const fs = yield* FileSystem.FileSystem
  const path = yield* Path.Path
  const root = path.resolve(settings.webRoot)
  const indexHtml = path.join(root, "index.html")

  const serve = Effect.fn("WebApp.serve")(function*(request: HttpServerRequest.HttpServerRequest) {
    const pathname = decodeURIComponent(new URL(request.url, "http://x").pathname)
    if (isApiPath(pathname)) {
      return HttpServerResponse.jsonUnsafe({ message: `There is no GET ${pathname} here.` }, { status: 404 })
    }
    // Resolve inside the root only: "/../secret" must not escape it.
    const candidate = path.join(root, path.normalize(pathname))
    if (candidate.startsWith(root + path.sep)) {
      const info = yield* Effect.option(fs.stat(candidate))
      if (info._tag === "Some" && info.value.type === "File") {
        const immutable = pathname.startsWith("/assets/")
        return yield* HttpServerResponse.file(candidate, {
          headers: { "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache" }
        })
      }
    }
    const hasIndex = yield* fs.exists(indexHtml).pipe(Effect.orElseSucceed(() => false))
    if (!hasIndex) {
      return HttpServerResponse.text("The browser app has not been built yet: run `npm run build`.", { status: 503 })
    }
    return yield* HttpServerResponse.file(indexHtml, { headers: { "cache-control": "no-cache" } })
  })

  yield* router.add("GET", "/*", (request) => Effect.orDie(serve(request)))
}))

