/**
 * The attempt limits at their real (default) values: per account and per
 * address, answered 429 with a message, counted in the database so a
 * restart does not reset them. Every request here comes from 127.0.0.1, so
 * the tests run in order on one address and track what they used.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountsClient, type AccountsClient, uniqueEmail } from "./support/accounts-client.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

const DEMO = { email: "demo@examready.example", password: "Demo-Learner-2026" }
const TOO_MANY = /^Too many attempts\. Please try again in (\d+) minutes?\.$/

describe("attempt limits (defaults) on embedded PGlite", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "exam-shop-limits-"))
  let server: TestServer
  let client: AccountsClient
  beforeAll(async () => {
    server = await startTestServer({ kind: "pglite", dataDir })
    client = accountsClient(server)
  })
  afterAll(async () => {
    await server?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it("the demo learner signs in (seeded with a verified email and phone)", async () => {
    const answer = await client.login(DEMO.email, DEMO.password)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ name: "Dana Demo", email: DEMO.email, phone: "(512) 555-0199", isPhoneVerified: true })
  })

  it("locks an account for 15 minutes after 5 failed sign-ins from one address, even for the right password", async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await client.login(DEMO.email, `wrong password ${i}`)
      expect(answer.status).toBe(401)
    }
    const locked = await client.login(DEMO.email, DEMO.password)
    expect(locked.status).toBe(429)
    const minutes = Number(TOO_MANY.exec(String(locked.body.message))?.[1])
    expect(minutes).toBeGreaterThanOrEqual(1)
    expect(minutes).toBeLessThanOrEqual(15)
    expect(locked.sid).toBeUndefined()
    const [demo] = await server.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [DEMO.email])
    // Only the session of the first test: the locked attempt made none.
    expect(await server.query("SELECT id FROM sessions WHERE user_id = $1", [demo!.id])).toHaveLength(1)
  })

  it("limits sign-ins from one address to 10 per 15 minutes", async () => {
    // 7 used above (1 + 5 + 1); 3 more are answered, the 11th is refused.
    for (let i = 0; i < 3; i++) {
      expect((await client.login(uniqueEmail("spray"), "whatever pass")).status).toBe(401)
    }
    const refused = await client.login(uniqueEmail("spray"), "whatever pass")
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(TOO_MANY)
  })

  it("limits one-time-code checks per account (10) and per address (20)", async () => {
    const email = uniqueEmail("guesser")
    for (let i = 0; i < 10; i++) expect((await client.post("/auth/verify-otp", { email, otp: "123456" })).status).toBe(400)
    const perAccount = await client.post("/auth/verify-otp", { email, otp: "123456" })
    expect(perAccount.status).toBe(429)
    expect(perAccount.body.message).toMatch(TOO_MANY)
    // 11 used from this address; 9 more are answered, the 21st is refused.
    for (let i = 0; i < 9; i++) expect((await client.post("/auth/verify-otp", { email: uniqueEmail("g"), otp: "123456" })).status).toBe(400)
    const perAddress = await client.post("/auth/verify-email", { email: uniqueEmail("g"), otp: "123456" })
    expect(perAddress.status).toBe(429)
    expect(perAddress.body.message).toMatch(TOO_MANY)
  })

  it("limits code sending per email (5) and per address (10), answering the same for unknown emails", async () => {
    const email = uniqueEmail("flood")
    for (let i = 0; i < 5; i++) expect((await client.post("/auth/forgot-password", { email })).status).toBe(200)
    const perAccount = await client.post("/auth/forgot-password", { email })
    expect(perAccount.status).toBe(429)
    expect(perAccount.body.message).toMatch(TOO_MANY)
    for (let i = 0; i < 4; i++) expect((await client.post("/auth/forgot-password", { email: uniqueEmail("f") })).status).toBe(200)
    const perAddress = await client.post("/auth/signup", { name: "Flood", email: uniqueEmail("f"), password: "password 123" })
    expect(perAddress.status).toBe(429)
    expect(perAddress.body.message).toMatch(TOO_MANY)
  })

  it("stores the counters by hashed key, never the raw email or address", async () => {
    const rows = await server.query<{ key: string; count: number }>("SELECT key, count FROM rate_limits")
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.key).toMatch(/^[a-z-]+:[a-z]+:[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain("demo@")
    expect(JSON.stringify(rows)).not.toContain("127.0.0.1")
  })

  it("keeps the counters across a restart", async () => {
    await server.close()
    server = await startTestServer({ kind: "pglite", dataDir })
    client = accountsClient(server)
    const stillLocked = await client.login(DEMO.email, DEMO.password)
    expect(stillLocked.status).toBe(429)
    expect(stillLocked.body.message).toMatch(TOO_MANY)
  })

  it("lets the account in again once its window has passed", async () => {
    // Move every counter into the past, as 15 minutes would.
    await server.query("UPDATE rate_limits SET window_start = window_start - interval '1 hour'")
    expect((await client.login(DEMO.email, DEMO.password)).status).toBe(200)
  })
})
