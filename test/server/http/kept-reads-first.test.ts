/**
 * The Node server's shortcut for kept public reads (kept-reads-first.ts): a
 * GET of a cached call whose answer is kept is answered before the
 * application sees it, with the kept bytes, the coding and tags of
 * keptAnswer and the security headers; anything else reaches the
 * application's "request" listener untouched.
 */
import { Effect } from "effect"
import { createServer, request as sendRequest, type IncomingHttpHeaders, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { CachedRead } from "../../../server/platform/cache/public-reads.ts"
import { answerKeptReadsFirst } from "../../../server/platform/http/kept-reads-first.ts"

const MENU = "/api/v1/u/public/get/menu"
const menu: CachedRead = {
  contentType: "application/json",
  bytes: Buffer.from('{"data":[]}'),
  tags: { identity: '"abc"', br: '"abc-br"', gzip: '"abc-gzip"' },
  copies: { br: Buffer.from("brotli bytes") }
}

let server: Server
let port = 0
const reachedApplication: Array<string> = []

const call = (method: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const outgoing = sendRequest({ host: "127.0.0.1", port, method, path, headers }, (incoming) => {
      let body = ""
      incoming.on("data", (chunk: Buffer) => (body += chunk.toString("latin1")))
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }))
    })
    outgoing.on("error", reject)
    outgoing.end()
  })

beforeAll(async () => {
  const reads = {
    lookup: (key: string) => (key === `GET ${MENU}` ? menu : undefined),
    begin: () => 0,
    store: () => undefined,
    size: () => 1,
    forget: Effect.void
  }
  server = answerKeptReadsFirst(createServer(), reads, true)
  server.on("request", (request, response) => {
    reachedApplication.push(`${request.method} ${request.url}`)
    response.writeHead(200, { "content-type": "text/plain" }).end("from the application")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  port = typeof address === "object" && address !== null ? address.port : 0
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe("answerKeptReadsFirst", () => {
  it("answers a kept GET itself, with the kept coding, tag and the security headers", async () => {
    reachedApplication.length = 0
    const answer = await call("GET", MENU, { "accept-encoding": "gzip, br" })
    expect(reachedApplication).toEqual([])
    expect(answer.status).toBe(200)
    expect(answer.body).toBe("brotli bytes")
    expect(answer.headers).toMatchObject({
      "content-encoding": "br",
      "content-type": "application/json",
      "content-length": "12",
      etag: '"abc-br"',
      vary: "Accept-Encoding",
      "cache-control": "no-cache",
      "x-content-type-options": "nosniff",
      "referrer-policy": "same-origin",
      "strict-transport-security": expect.stringContaining("max-age=")
    })
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'")
  })

  it("answers 304 to a client holding the kept answer", async () => {
    const answer = await call("GET", MENU, { "if-none-match": '"abc"' })
    expect([answer.status, answer.body, answer.headers.etag]).toEqual([304, "", '"abc"'])
  })

  it("leaves everything else to the application: not kept, a query string, another method", async () => {
    reachedApplication.length = 0
    await call("GET", "/api/v1/u/pages/footer/getAll")
    await call("GET", `${MENU}?x=1`)
    await call("POST", MENU)
    await call("GET", "/")
    expect(reachedApplication).toEqual(["GET /api/v1/u/pages/footer/getAll", `GET ${MENU}?x=1`, `POST ${MENU}`, "GET /"])
  })
})
