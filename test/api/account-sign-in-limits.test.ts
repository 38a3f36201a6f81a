/**
 * Sign-in limits behind a trusted proxy (security finding 2), on the
 * embedded database with TRUST_PROXY naming 127.0.0.1 (where every test
 * request comes from), so each request's X-Forwarded-For stands for the
 * client's own address. Strangers' wrong passwords refuse only their own
 * address for the account; from many addresses together they pass the
 * account's ceiling, which slows a sign-in and never refuses it; the owner's
 * right password from their own address still signs in. Each address keeps
 * its own per-address limit. (The defaults from one address:
 * accounts-rate-limits.test.ts; two servers counting together:
 * two-servers.test.ts.)
 */
import { Result } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEFAULT_RATE_LIMITS } from "../../server/platform/security/rate-limit-rules.ts"
import { parseTrustedProxies } from "../../server/platform/security/client-address.ts"
import { accountsClient, type SignedIn } from "./support/accounts-client.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/

describe("sign-in limits per forwarded address on embedded PGlite", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ kind: "pglite" }, { seedDemo: false, trustProxy: Result.getOrThrow(parseTrustedProxies("127.0.0.1")) })
  })
  afterAll(() => server?.close())

  const login = async (email: string, password: string, from: string) => {
    const response = await fetch(`${server.baseUrl}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ email, password })
    })
    return { status: response.status, body: (await response.json()) as { message: string } }
  }

  let owner: SignedIn
  it("refuses a stranger's address after five wrong passwords, and lets the owner in from theirs", async () => {
    owner = await accountsClient(server).newLearner("pair-limit")
    for (let i = 0; i < DEFAULT_RATE_LIMITS.signInPerAccountAddress.max; i++) {
      expect((await login(owner.email, `wrong password ${i}`, "198.51.100.1")).status).toBe(401)
    }
    const refused = await login(owner.email, owner.password, "198.51.100.1")
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(TOO_MANY)
    // A client's own X-Forwarded-For entries to the left are not believed: still the stranger.
    expect((await login(owner.email, owner.password, "203.0.113.5, 198.51.100.1")).status).toBe(429)
    expect((await login(owner.email, owner.password, "203.0.113.5")).status).toBe(200)
  }, 60_000)

  it("slows, never refuses, the owner's sign-in once strangers at many addresses pass the account's ceiling", async () => {
    const learner = await accountsClient(server).newLearner("ceiling")
    const ceiling = DEFAULT_RATE_LIMITS.signInPerAccount.max
    for (let i = 0; i < ceiling; i++) {
      expect((await login(learner.email, "wrong password", `198.51.100.${100 + i}`)).status).toBe(401)
    }
    const started = Date.now()
    const owner = await login(learner.email, learner.password, "203.0.113.6")
    expect(owner.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  }, 120_000)

  it("limits each forwarded address on its own", async () => {
    const { max } = DEFAULT_RATE_LIMITS.signInPerAddress
    for (let i = 0; i < max; i++) expect((await login(`nobody-${i}@example.com`, "wrong password", "192.0.2.200")).status).toBe(401)
    expect((await login("nobody@example.com", "wrong password", "192.0.2.200")).status).toBe(429)
    expect((await login("nobody@example.com", "wrong password", "192.0.2.201")).status).toBe(401)
  }, 60_000)
})
