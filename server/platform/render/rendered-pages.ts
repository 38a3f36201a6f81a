/**
 * The public pages rendered on the server. At start-up the
 * built renderer (dist-server/entry-server.js, from src/entry-server.tsx)
 * is loaded, when there is one; the browser app's fallback (web-app.ts)
 * asks it for every address that is not a file, and sends index.html
 * only for what it does not render (signed-in screens, the test).
 *
 * The renderer reaches the API in process: its `fetch` hands a web Request
 * to this router's own handlers (the same guards, caches and services as a
 * request from outside) and returns their Response, with no socket. A page
 * that fails to render is logged and answered with the browser app, which
 * then loads the page itself: a rendering bug must never take a page down.
 */
import { NodeServices } from "@effect/platform-node"
import { Context, Effect, FileSystem, Layer, Option, Path, Schema } from "effect"
import { type HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { pathToFileURL } from "node:url"
import { USER_API_PREFIX } from "../../../src/api/shared/prefixes.ts"
import { SESSION_COOKIE, TOKEN_COOKIE } from "../../../src/api/shared/security.ts"
import { LocationAnswer, LOCATION_PATH } from "../../../src/api/shell/visitor.ts"
import { Settings } from "../config.ts"
import { compressedAnswer } from "../http/compressed-answer.ts"
import { type BuildManifest, chunkPreloads } from "./chunk-preloads.ts"
import { RENDERED_PAGE_CONTENT_SECURITY_POLICY } from "./page-boot.ts"
import { pageHtml } from "./page-html.ts"

/** The narrow interface of the built renderer (src/entry-server.tsx), as the server sees it. */
interface PageRequest {
  readonly path: string
  readonly search: string
  readonly hasTokenCookie: boolean
  /** Asked by the renderer only for a page it renders. */
  readonly sessionStart?: () => Promise<{ readonly guest: boolean; readonly country: string | null } | undefined>
}

type PageAnswer =
  | { readonly kind: "client" }
  | { readonly kind: "redirect"; readonly location: string }
  | {
      readonly kind: "page"
      readonly status: number
      readonly head: string
      readonly body: string
      readonly css: string
      readonly dataScript: string
      readonly screenModule: string
      /** The lazy areas' modules the page used (absent from renderers built before the lazy areas). */
      readonly areaModules?: ReadonlyArray<string>
    }

interface PageRenderer {
  readonly renderedPatterns: ReadonlyArray<string>
  readonly render: (request: PageRequest) => Promise<PageAnswer>
  readonly siteMap: () => Promise<string>
  readonly robots: () => string
}

interface RendererModule {
  readonly createPageRenderer: (options: { readonly origin: string; readonly fetch: typeof globalThis.fetch }) => PageRenderer
}

/** Where `npm run build` puts the renderer, beside the browser app's folder. */
export const RENDERER_FILE = "dist-server/entry-server.js"

/**
 * React picks its build when first loaded, by NODE_ENV; its development
 * build renders several times slower and only adds warnings a visitor never
 * sees. The shop's own settings were read at start-up (NODE_ENV there still
 * decides demo data, HSTS …), so the renderer and its React are loaded with
 * NODE_ENV set to "production" for that moment only.
 */
const importWithProductionReact = async (href: string): Promise<unknown> => {
  const previous = process.env["NODE_ENV"]
  process.env["NODE_ENV"] = "production"
  try {
    return await import(href)
  } finally {
    if (previous === undefined) delete process.env["NODE_ENV"]
    else process.env["NODE_ENV"] = previous
  }
}

/** What the browser app's fallback asks for an address: the rendered page, or None (not a public page, or rendering is off). */
export type PageRendering = (request: HttpServerRequest.HttpServerRequest) => Effect.Effect<Option.Option<HttpServerResponse.HttpServerResponse>>

/** The built renderer with the page template and the build manifest, loaded once, before the server listens. */
interface LoadedRenderer {
  readonly module: RendererModule
  readonly template: string
  readonly manifest: BuildManifest
}

/**
 * The built renderer, loaded at start-up BEFORE the server listens (importing
 * it takes a second or more: a request arriving meanwhile would wait on a
 * route not there yet). None without a dist-server/ build: every address is
 * then left to the browser app.
 */
export class BuiltRenderer extends Context.Service<BuiltRenderer, Option.Option<LoadedRenderer>>()("exam-shop/BuiltRenderer") {
  static readonly layer = Layer.effect(
    BuiltRenderer,
    Effect.gen(function* () {
      const settings = yield* Settings
      const fs = yield* FileSystem.FileSystem
      const path = yield* Path.Path
      const rendererFile = path.resolve(path.dirname(path.resolve(settings.webRoot)), RENDERER_FILE)
      const webRoot = path.resolve(settings.webRoot)
      const templateFile = path.join(webRoot, "index.html")
      const manifestFile = path.join(webRoot, ".vite", "manifest.json")
      const built =
        (yield* fs.exists(rendererFile).pipe(Effect.orElseSucceed(() => false))) && (yield* fs.exists(templateFile).pipe(Effect.orElseSucceed(() => false)))
      if (!built) {
        yield* Effect.logInfo("Server rendering: off (no dist-server/ build); every page is rendered in the browser.")
        return Option.none()
      }
      const module = (yield* Effect.promise(() => importWithProductionReact(pathToFileURL(rendererFile).href))) as RendererModule
      const template = yield* fs.readFileString(templateFile).pipe(Effect.orDie)
      const manifest = yield* fs.readFileString(manifestFile).pipe(
        Effect.map((text) => JSON.parse(text) as BuildManifest),
        Effect.orElseSucceed((): BuildManifest => ({}))
      )
      return Option.some({ module, template, manifest })
    }).pipe(Effect.provide(NodeServices.layer))
  )
}

/**
 * The page rendering over `router` (whose own handlers answer the
 * renderer's API calls), from the renderer loaded at start-up.
 */
export const makePageRendering = Effect.fn("makePageRendering")(function* (router: HttpRouter.HttpRouter) {
  const settings = yield* Settings
  const loaded = yield* BuiltRenderer
  if (Option.isNone(loaded)) {
    const off: PageRendering = () => Effect.succeedNone
    return off
  }
  const { module, template, manifest } = loaded.value
  const services = yield* Effect.context<never>()
  const origin = settings.publicUrl ?? `http://localhost:${settings.port}`

  // The router's whole application, taken at the first page rendered (every route is in by then).
  let app: ReturnType<typeof router.asHttpEffect> | undefined
  /** `request` answered by the router's own handlers, as if it came from `remoteAddress`. */
  const askInProcess = (request: Request, remoteAddress: Option.Option<string>) => {
    app ??= router.asHttpEffect()
    return app.pipe(
      Effect.map((response) => HttpServerResponse.toWeb(response)),
      Effect.provideService(HttpServerRequest.HttpServerRequest, HttpServerRequest.fromWeb(request).modify({ remoteAddress })),
      Effect.scoped,
      Effect.provideContext(services)
    )
  }
  const inProcessFetch: typeof globalThis.fetch = (input, init) =>
    Effect.runPromise(askInProcess(new Request(input instanceof Request ? input : new URL(String(input), origin), init), Option.none()))

  /**
   * The session's start calls for this request (src/ui/shared/page-data.tsx
   * SessionStartAnswers), answered by the same endpoints the browser would
   * call: whether it can only be a guest's (no session cookie and no token
   * cookie: login-success answers 401), and the country of its address.
   * None when the country call fails: the browser then asks both itself.
   */
  const sessionStartOf = (request: HttpServerRequest.HttpServerRequest) =>
    askInProcess(new Request(new URL(`${USER_API_PREFIX}${LOCATION_PATH}`, origin)), request.remoteAddress).pipe(
      Effect.flatMap((response) => Effect.tryPromise(() => response.json() as Promise<unknown>)),
      Effect.flatMap(Schema.decodeUnknownEffect(LocationAnswer)),
      Effect.map((answer) => ({
        guest: request.cookies[SESSION_COOKIE] === undefined && request.cookies[TOKEN_COOKIE] === undefined,
        country: answer.data.country
      })),
      Effect.option
    )
  const renderer = module.createPageRenderer({ origin, fetch: inProcessFetch })
  yield* Effect.logInfo(`Server rendering: on, for ${renderer.renderedPatterns.length} public routes.`)

  const render: PageRendering = (request) =>
    Effect.gen(function* () {
      const url = new URL(request.url, "http://x")
      // For search engines: every public page, and where crawlers are not wanted.
      if (url.pathname === "/sitemap.xml") {
        const xml = yield* Effect.tryPromise(() => renderer.siteMap())
        return Option.some(
          yield* compressedAnswer(request, xml, { contentType: "application/xml; charset=utf-8", headers: { "cache-control": "public, max-age=3600" } })
        )
      }
      if (url.pathname === "/robots.txt") {
        return Option.some(HttpServerResponse.text(renderer.robots(), { headers: { "cache-control": "public, max-age=3600" } }))
      }
      const answer = yield* Effect.tryPromise(() =>
        renderer.render({
          path: url.pathname,
          search: url.search.slice(1),
          hasTokenCookie: request.cookies[TOKEN_COOKIE] !== undefined,
          sessionStart: () => Effect.runPromise(Effect.map(sessionStartOf(request), Option.getOrUndefined))
        })
      )
      switch (answer.kind) {
        case "client":
          return Option.none()
        case "redirect":
          return Option.some(HttpServerResponse.redirect(answer.location, { status: 301 }))
        case "page": {
          const preloads = [answer.screenModule, ...(answer.areaModules ?? [])].flatMap((module) => chunkPreloads(manifest, module))
          const html = pageHtml(template, { ...answer, preloads: [...new Set(preloads)] })
          return Option.some(
            yield* compressedAnswer(request, html, {
              contentType: "text/html; charset=utf-8",
              status: answer.status,
              headers: {
                // Private: the page carries this visitor's start answers (their country, whether a guest's).
                "cache-control": "private, no-cache",
                // The page's one inline script (page-boot.ts), allowed by its hash.
                "content-security-policy": RENDERED_PAGE_CONTENT_SECURITY_POLICY
              }
            })
          )
        }
      }
    }).pipe(
      // A rendering bug must not take the page down: the browser app renders it instead.
      Effect.catch((error) => Effect.as(Effect.logError("Server rendering failed; the page is left to the browser", error), Option.none()))
    )
  return render
})
