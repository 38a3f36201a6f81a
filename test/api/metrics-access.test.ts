/**
 * Who may read /metrics (docs/decisions/operations.md): with METRICS_TOKEN
 * set, only a request carrying it as a bearer token (401 otherwise, on any
 * server); without it, anybody outside production, and nobody in production
 * (404, as for the developer's outbox). /health and /ready stay open.
 */
import { Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./support/test-server.ts"

const TOKEN = "metrics-token-of-the-operators-0001"

let withToken: TestServer
let production: TestServer
beforeAll(async () => {
  withToken = await startTestServer({ kind: "pglite" }, { metricsToken: Redacted.make(TOKEN) })
  production = await startTestServer({ kind: "pglite" }, { nodeEnv: "production", seedDemo: false })
})
afterAll(async () => {
  await withToken?.close()
  await production?.close()
})

describe("reading /metrics", () => {
  it("with METRICS_TOKEN: refused 401 without the token or with another, answered with it", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, TOKEN]) {
      const answer = await fetch(`${withToken.baseUrl}/metrics`, { headers: authorization === undefined ? {} : { authorization } })
      expect(answer.status).toBe(401)
      expect(answer.headers.get("www-authenticate")).toBe('Bearer realm="metrics"')
      expect(await answer.json()).toEqual({ message: "The metrics need the operators' token: Authorization: Bearer <METRICS_TOKEN>." })
    }
    const answer = await fetch(`${withToken.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain("# TYPE http_requests_total counter")
  })

  it("in production without METRICS_TOKEN: 404, while /health and /ready answer", async () => {
    const answer = await fetch(`${production.baseUrl}/metrics`)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ message: "There is no GET /metrics here." })
    expect((await fetch(`${production.baseUrl}/health`)).status).toBe(200)
    expect((await fetch(`${production.baseUrl}/ready`)).status).toBe(200)
  })
})
