/**
 * A rendered page carries the session's start answers for its own request:
 * whether the visitor can only be a guest (no session cookie and
 * no token cookie) and the country the location endpoint gives the
 * visitor's address, asked through the router's own handler. The renderer
 * here is a fake that records what it was asked; the location handler
 * answers the address it saw, so the test sees that the visitor's address,
 * not the server's, reached it.
 */
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Exit, Layer, Option, Scope } from "effect"
import { HttpRouter, HttpServer, HttpServerResponse } from "effect/http"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { USER_API_PREFIX } from "../../../src/api/shared/prefixes.ts"
import { SESSION_COOKIE, TOKEN_COOKIE } from "../../../src/api/shared/security.ts"
import { LOCATION_PATH } from "../../../src/api/shell/visitor.ts"
import { Settings } from "../../../server/platform/config.ts"
import { WebAppRoute } from "../../../server/platform/http/web-app.ts"
import { RENDERED_PAGE_CONTENT_SECURITY_POLICY } from "../../../server/platform/render/page-boot.ts"
import { BuiltRenderer } from "../../../server/platform/render/rendered-pages.ts"

interface StartAnswers {
  readonly guest: boolean
  readonly country: string | null
}

interface PageRequest {
  readonly path: string
  readonly hasTokenCookie: boolean
  readonly sessionStart?: () => Promise<StartAnswers | undefined>
}

/** What the renderer was asked, with the start answers it asked for (as the real one does, for a page it renders). */
interface AskedPage {
  readonly path: string
  readonly hasTokenCookie: boolean
  readonly sessionStart: StartAnswers | undefined
}

const root = mkdtempSync(join(tmpdir(), "session-start-"))
const asked: Array<AskedPage> = []
let locationFails = false
let baseUrl = ""
let scope: Scope.Closeable

const fakeRenderer = {
  createPageRenderer: () => ({
    renderedPatterns: ["/"],
    render: async (request: PageRequest) => {
      asked.push({ path: request.path, hasTokenCookie: request.hasTokenCookie, sessionStart: await request.sessionStart?.() })
      return { kind: "page" as const, status: 200, head: "", body: "<p>home</p>", css: "", dataScript: "", screenModule: "src/routes/x.tsx" }
    },
    siteMap: () => Promise.resolve(""),
    robots: () => ""
  })
}

// The location endpoint's stand-in: the address it was asked from, as the "country".
const LocationRoute = HttpRouter.add("GET", `${USER_API_PREFIX}${LOCATION_PATH}`, (request) =>
  locationFails
    ? Effect.succeed(HttpServerResponse.text("down", { status: 503 }))
    : HttpServerResponse.json({ data: { country: Option.getOrNull(request.remoteAddress) } })
)

beforeAll(async () => {
  mkdirSync(join(root, "assets"))
  writeFileSync(join(root, "index.html"), `<!doctype html><html><head></head><body><div id="root"></div></body></html>`)
  const settings = Layer.succeed(
    Settings,
    Settings.of({
      port: 0,
      dataDir: ":memory:",
      databaseUrl: Option.none(),
      webRoot: root,
      nodeEnv: "test",
      seedDemo: false
    })
  )
  const renderer = Layer.succeed(
    BuiltRenderer,
    Option.some({
      module: fakeRenderer,
      template: `<!doctype html><html><head></head><body><div id="root"></div></body></html>`,
      manifest: {}
    })
  )
  const served = HttpRouter.serve(Layer.mergeAll(WebAppRoute, LocationRoute), { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provideMerge(NodeHttpServer.layer(() => createServer(), { port: 0 })),
    Layer.provide(renderer),
    Layer.provide(settings)
  )
  scope = await Effect.runPromise(Scope.make())
  const context = await Effect.runPromise(Layer.buildWithScope(served, scope))
  const address = Context.get(context, HttpServer.HttpServer).address
  if (address._tag === "UnixPathAddress") throw new Error("expected a TCP address")
  baseUrl = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void))
  rmSync(root, { recursive: true, force: true })
})

const open = async (cookie?: string): Promise<{ readonly page: AskedPage; readonly cacheControl: string | null; readonly policy: string | null }> => {
  asked.length = 0
  const answer = await fetch(`${baseUrl}/`, { headers: cookie === undefined ? {} : { cookie } })
  expect(answer.status).toBe(200)
  expect(await answer.text()).toContain("<p>home</p>")
  expect(asked).toHaveLength(1)
  return { page: asked[0]!, cacheControl: answer.headers.get("cache-control"), policy: answer.headers.get("content-security-policy") }
}

describe("a rendered page's session start answers", () => {
  it("says a request with no cookies is a guest's, with the country of the visitor's own address, and is private", async () => {
    const { page, cacheControl, policy } = await open()
    // The page's own policy: its one inline script (page-boot.ts) allowed by hash.
    expect(policy).toBe(RENDERED_PAGE_CONTENT_SECURITY_POLICY)
    expect(page.sessionStart?.guest).toBe(true)
    expect(page.sessionStart?.country).toMatch(/127\.0\.0\.1$/)
    expect(cacheControl).toBe("private, no-cache")
  })

  it("leaves login-success to the browser when the request carries the session cookie or the token cookie", async () => {
    for (const cookie of [`${SESSION_COOKIE}=secret`, `${TOKEN_COOKIE}=abc`, `${SESSION_COOKIE}=secret; ${TOKEN_COOKIE}=abc`]) {
      const { page } = await open(cookie)
      expect(page.sessionStart?.guest, cookie).toBe(false)
      expect(page.sessionStart?.country, cookie).toMatch(/127\.0\.0\.1$/)
    }
    expect((await open(`${TOKEN_COOKIE}=abc`)).page.hasTokenCookie).toBe(true)
  })

  it("carries no answers when the location call fails: the browser then asks both itself", async () => {
    locationFails = true
    try {
      const { page } = await open()
      expect(page.sessionStart).toBeUndefined()
    } finally {
      locationFails = false
    }
  })
})
