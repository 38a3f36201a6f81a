/**
 * security finding 5: every answer of the real application carries a
 * Content-Security-Policy that forbids framing, nosniff and a referrer
 * policy: the app's HTML, an API answer, an error, a refused oversized
 * body; a file download keeps its own sandbox policy; HSTS only in
 * production.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { APP_CONTENT_SECURITY_POLICY } from "../../server/platform/http/security-headers.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

let server: TestServer
let production: TestServer
beforeAll(async () => {
  server = await startTestServer({ kind: "pglite" })
  production = await startTestServer({ kind: "pglite" }, { nodeEnv: "production", seedDemo: false })
})
afterAll(async () => {
  await server.close()
  await production.close()
})

const headersOf = async (base: string, path: string, init?: RequestInit) => (await fetch(new URL(path, base), init)).headers

describe("security headers", () => {
  it.each([
    ["the app's page", "/", undefined],
    ["a client route", "/profile/transaction", undefined],
    ["an API answer", "/api/v1/u/pages/footer/getAll", undefined],
    ["an unknown API path", "/api/v1/u/nothing-here", undefined],
    ["a call refused for its token", "/api/v1/u/helpdesk/unread", undefined],
    ["a body that does not decode", "/api/v1/u/blog/pagin", { method: "POST", headers: { "content-type": "application/json" }, body: "{" }],
    [
      "an oversized body",
      "/api/v1/u/blog/pagin",
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ page: 1, padding: "x".repeat(300 * 1024) }) }
    ]
  ] as const)("%s: no framing, no sniffing, same-origin referrer", async (what, path, init) => {
    const answer = await fetch(new URL(path, server.baseUrl), init as RequestInit | undefined)
    const headers = answer.headers
    if (what === "an oversized body") expect(answer.status).toBe(413)
    if (what === "a body that does not decode") expect(answer.status).toBe(400)
    expect(headers.get("content-security-policy")).toBe(APP_CONTENT_SECURITY_POLICY)
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    expect(headers.get("x-content-type-options")).toBe("nosniff")
    expect(headers.get("referrer-policy")).toBe("same-origin")
    expect(headers.get("strict-transport-security")).toBeNull()
  })

  it("the API reference keeps its viewer but cannot be framed", async () => {
    const headers = await headersOf(server.baseUrl, "/docs")
    expect(headers.get("content-security-policy")).toBe("frame-ancestors 'none'")
  })

  it("a production server adds HSTS", async () => {
    const headers = await headersOf(production.baseUrl, "/api/v1/u/pages/footer/getAll")
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains")
    expect(headers.get("content-security-policy")).toBe(APP_CONTENT_SECURITY_POLICY)
  })
})
