/**
 * What changes in production (NODE_ENV=production) and with TOKEN_SECRET:
 * no developer outbox, a Secure session cookie, tokens signed with the given
 * secret. And without TOKEN_SECRET, the generated secret survives a restart,
 * so signed-in learners stay signed in.
 */
import { SignJWT } from "jose"
import { createHmac } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountsClient, API, LOOSE_ADDRESS_LIMITS, uniqueEmail } from "./support/accounts-client.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

const TOKEN_SECRET = "a-test-secret-that-is-long-enough-0123456789"

describe("in production with TOKEN_SECRET", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(
      { kind: "pglite" },
      {
        nodeEnv: "production",
        tokenSecret: Redacted.make(TOKEN_SECRET),
        rateLimits: LOOSE_ADDRESS_LIMITS
      }
    )
  })
  afterAll(async () => {
    await server?.close()
  })

  it.each(["/dev/outbox", "/dev/outbox.json", "/dev/outbox/attachments/1"])("answers %s with a JSON 404", async (path) => {
    const answer = await fetch(server.baseUrl + path)
    expect(answer.status).toBe(404)
    expect(answer.headers.get("content-type")).toMatch(/application\/json/)
    expect(((await answer.json()) as { message: string }).message).toBe(`There is no GET ${path} here.`)
  })

  it("sets a Secure session cookie and signs tokens with TOKEN_SECRET (nothing stored)", async () => {
    const client = accountsClient(server)
    const email = uniqueEmail("production")
    expect((await client.post("/auth/signup", { name: "Pat Prod", email, password: "password 123" })).status).toBe(200)
    // No outbox page in production; the operator would read the table.
    const [letter] = await server.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1", [email])
    const otp = /\b(\d{6})\b/.exec(letter!.body)![1]
    const verified = await client.post<{ token: string; data: { _id: string } }>("/auth/verify-email", { email, otp })
    expect(verified.status).toBe(200)
    expect(verified.setCookie.find((c) => c.startsWith("sid="))).toMatch(/; Secure/)
    expect(await server.query("SELECT name FROM app_secrets")).toEqual([])

    const sid = JSON.parse(Buffer.from(verified.body.token.split(".")[1]!, "base64url").toString()).sid as string
    const key = new Uint8Array(createHmac("sha256", TOKEN_SECRET).update("access-token").digest())
    const own = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(verified.body.data._id)
      .setIssuer("exam-shop")
      .setAudience("exam-shop/learner")
      .setExpirationTime("1m")
      .sign(key)
    expect((await client.get(`${API}/profile/myProfile`, { token: own })).status).toBe(200)
  })

  it("seeds no demo support agent (its password is public), though demo data is on", async () => {
    expect(await server.query("SELECT email FROM users WHERE role = 'agent'")).toEqual([])
    const answer = await accountsClient(server).login("support@examready.example", "Support-Agent-2026")
    expect(answer.status).toBe(401)
  })
})

describe("the generated token secret", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "exam-shop-secret-"))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it("is kept in the database, so tokens and sessions survive a restart", async () => {
    const first = await startTestServer({ kind: "pglite", dataDir })
    const signedIn = await accountsClient(first).login("demo@examready.example", "Demo-Learner-2026")
    expect(signedIn.status).toBe(200)
    const [secret] = await first.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'token-secret'")
    expect(secret!.value.length).toBeGreaterThanOrEqual(64)
    await first.close()

    const second = await startTestServer({ kind: "pglite", dataDir })
    try {
      const client = accountsClient(second)
      expect(await second.query("SELECT value FROM app_secrets")).toEqual([secret])
      expect((await client.get(`${API}/profile/myProfile`, { token: signedIn.body.token })).status).toBe(200)
      expect((await client.get("/auth/login/success", { sid: signedIn.sid! })).status).toBe(200)
      // Not seeded twice.
      expect(await second.query("SELECT count(*)::int AS n FROM users WHERE email = 'demo@examready.example'")).toEqual([{ n: 1 }])
    } finally {
      await second.close()
    }
  })
})

describe("demo accounts in production (security finding 3)", () => {
  const DEMO = { email: "demo@examready.example", password: "Demo-Learner-2026" }
  const CHOSEN = "a-password-only-the-operator-knows"
  const signIn = async (server: TestServer, password: string) =>
    (
      await fetch(`${server.baseUrl}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: DEMO.email, password })
      })
    ).status

  it("creates no demo learner with the published password, even with the demo catalog on", async () => {
    const server = await startTestServer({ kind: "pglite" }, { nodeEnv: "production", seedDemo: true, rateLimits: LOOSE_ADDRESS_LIMITS })
    try {
      expect(await server.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [DEMO.email])).toEqual([])
      expect(await signIn(server, DEMO.password)).toBe(401)
      // The catalog is still there.
      expect((await server.query<{ n: number }>(`SELECT count(*)::int AS n FROM exams`))[0]!.n).toBeGreaterThan(0)
    } finally {
      await server.close()
    }
  })

  it("creates it when asked, with DEMO_LEARNER_PASSWORD's password and never the published one", async () => {
    const server = await startTestServer(
      { kind: "pglite" },
      {
        nodeEnv: "production",
        seedDemo: true,
        rateLimits: LOOSE_ADDRESS_LIMITS,
        demoLearnerPassword: Redacted.make(CHOSEN)
      }
    )
    try {
      expect(await signIn(server, DEMO.password)).toBe(401)
      expect(await signIn(server, CHOSEN)).toBe(200)
    } finally {
      await server.close()
    }
  })
})
