/**
 * The admin role and area's own calls, through the real server:
 * the demo admin signs in on the same /auth/login with role admin; every
 * call of the admin area — read from /openapi.json, so a new one is checked
 * the day it is added — refuses a learner and an agent (403 with the
 * operators' sentence) and a guest (401) and changes nothing; the role is
 * read per call; the audit log reads back, newest first, filtered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SESSION_ENDED_MESSAGE } from "../../../server/account/authorization.ts"
import { DEMO_AGENT } from "../../../server/account/seed-demo-agent.ts"
import { DEMO_ADMIN } from "../../../server/admin/admin-accounts.ts"
import { PER_PAGE_MESSAGE } from "../../../src/api/shared/paging.ts"
import { ADMINS_ONLY_MESSAGE } from "../../../src/api/shared/security.ts"
import { accountsClient, type AccountsClient, LOOSE_ADDRESS_LIMITS } from "./accounts-client.ts"
import { ADMIN_API, adminClient, type AdminClient } from "./admin-client.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

interface Operation {
  readonly method: string
  readonly path: string
}

/** Every operation of the contract whose address is in the admin area. */
const adminOperations = async (server: TestServer): Promise<ReadonlyArray<Operation>> => {
  const openapi = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> }
  return Object.entries(openapi.paths)
    .filter(([path]) => path.startsWith(ADMIN_API))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== "parameters")
        .map((method) => ({ method: method.toUpperCase(), path }))
    )
}

/** A table's whole content, to show a refused call changed nothing. */
const snapshotOf = async (server: TestServer) => ({
  audit: await server.query("SELECT * FROM audit_log ORDER BY id"),
  users: await server.query("SELECT id, role, name, email FROM users ORDER BY id")
})

export const describeAdmin = (label: string, database: () => TestDatabase) =>
  describe(`the admin role and audit log on ${label}`, () => {
    let server: TestServer
    let client: AccountsClient
    let admin: AdminClient

    beforeAll(async () => {
      server = await startTestServer(database(), { rateLimits: LOOSE_ADDRESS_LIMITS })
      client = accountsClient(server)
      admin = adminClient(client)
    })
    afterAll(async () => {
      await server?.close()
    })

    it("signs the demo admin in with role admin, the same role in login/success and the profile", async () => {
      const answer = await client.login(DEMO_ADMIN.email, DEMO_ADMIN.password)
      expect(answer.status).toBe(200)
      expect(answer.body.data).toMatchObject({ name: DEMO_ADMIN.name, email: DEMO_ADMIN.email, role: "admin" })
      const success = await client.get<{ data: { role: string } }>("/auth/login/success", { sid: answer.sid! })
      expect(success.body.data.role).toBe("admin")
    })

    it("answers GET /admin/me with exactly the admin's id, name and email", async () => {
      const answer = await admin.get<{ data: { _id: string } }>(`${ADMIN_API}/me`)
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ data: { _id: answer.body.data._id, name: DEMO_ADMIN.name, email: DEMO_ADMIN.email } })
      expect(await server.query("SELECT role FROM users WHERE id = $1", [answer.body.data._id])).toEqual([{ role: "admin" }])
    })

    it("refuses every admin call to a learner and an agent (403, the operators' sentence) and a guest (401), and changes nothing", async () => {
      const operations = await adminOperations(server)
      expect(operations.length).toBeGreaterThanOrEqual(2)
      const learner = await client.sharedLearner("admin-refused")
      const agent = (await client.login(DEMO_AGENT.email, DEMO_AGENT.password)).body.token
      const before = await snapshotOf(server)
      const wrong: Array<string> = []
      for (const { method, path } of operations) {
        const address = path.replace(/\{(\w+)\}/g, "someone-elses")
        const body = method === "GET" || method === "DELETE" ? undefined : {}
        for (const [who, token, expected] of [
          ["a learner", learner.token, 403],
          ["the agent", agent, 403],
          ["a guest", undefined, 401]
        ] as const) {
          const answer = await client.call(method, address, body, token === undefined ? {} : { token })
          const expectedMessage = expected === 403 ? ADMINS_ONLY_MESSAGE : undefined
          const message = answer.body["message"]
          if (answer.status !== expected || typeof message !== "string" || (expectedMessage !== undefined && message !== expectedMessage)) {
            wrong.push(`${who}: ${method} ${path} answered ${answer.status} (expected ${expected}) ${JSON.stringify(answer.body).slice(0, 120)}`)
          }
        }
      }
      expect(wrong).toEqual([])
      expect(await snapshotOf(server)).toEqual(before)
    }, 120_000)

    it("refuses an admin's token once they signed out (401, the session has ended)", async () => {
      const signedIn = await client.login(DEMO_ADMIN.email, DEMO_ADMIN.password)
      expect((await client.get("/auth/logout", { sid: signedIn.sid!, token: signedIn.body.token })).status).toBe(200)
      const answer = await client.get(`${ADMIN_API}/me`, { token: signedIn.body.token })
      expect(answer.status).toBe(401)
      expect(answer.body).toMatchObject({ message: SESSION_ENDED_MESSAGE })
    })

    it("reads the role on every call: an account made an admin (and a learner again) needs no new token", async () => {
      const learner = await client.newLearner("promoted-admin")
      await server.query("UPDATE users SET role = 'admin' WHERE id = $1", [learner.userId])
      expect((await client.get(`${ADMIN_API}/me`, { token: learner.token })).status).toBe(200)
      await server.query("UPDATE users SET role = 'learner' WHERE id = $1", [learner.userId])
      const refused = await client.get(`${ADMIN_API}/me`, { token: learner.token })
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ message: ADMINS_ONLY_MESSAGE })
    })

    it("makes every sign-up a learner, even one that asks to be an admin", async () => {
      const email = `would-be-admin-${crypto.randomUUID()}@example.com`
      expect((await client.post("/auth/signup", { name: "Mallory", email, password: "correct horse battery", role: "admin" })).status).toBe(200)
      const verified = await client.post<{ token: string; data: { role: string } }>("/auth/verify-email", { email, otp: await client.latestCode(email) })
      expect(verified.body.data.role).toBe("learner")
      expect((await client.get(`${ADMIN_API}/me`, { token: verified.body.token })).status).toBe(403)
    })

    it("reads the audit log newest first, filtered by kind of record and record, with the record before and after", async () => {
      const me = await admin.get<{ data: { _id: string } }>(`${ADMIN_API}/me`)
      const adminId = me.body.data._id
      const entity = crypto.randomUUID()
      await server.query(
        `INSERT INTO audit_log (admin_id, admin_name, action, entity, entity_id, summary, before, after, at) VALUES
         ($1, $2, 'create', 'coupon', $3, 'Coupon made', NULL, '{"code":"A","amount":5}'::jsonb, now() - interval '2 minutes'),
         ($1, $2, 'update', 'coupon', $3, 'Coupon changed', '{"code":"A","amount":5}'::jsonb, '{"code":"A","amount":7}'::jsonb, now() - interval '1 minute'),
         ($1, $2, 'publish', 'exam', $3, 'Exam published', '{"published":false}'::jsonb, '{"published":true}'::jsonb, now())`,
        [adminId, DEMO_ADMIN.name, entity]
      )
      const page = await admin.post<{ data: { docs: Array<Record<string, unknown>>; total: number } }>(`${ADMIN_API}/audit/pagin`, {
        page: 1,
        perPage: 10,
        entity: "coupon",
        entityId: entity
      })
      expect(page.status).toBe(200)
      expect(page.body.data.total).toBe(2)
      expect(page.body.data.docs.map((row) => [row["action"], row["summary"], row["before"], row["after"], row["adminName"], row["adminId"]])).toEqual([
        ["update", "Coupon changed", { code: "A", amount: 5 }, { code: "A", amount: 7 }, DEMO_ADMIN.name, adminId],
        ["create", "Coupon made", null, { code: "A", amount: 5 }, DEMO_ADMIN.name, adminId]
      ])
      const all = await admin.post<{ data: { docs: Array<Record<string, unknown>> } }>(`${ADMIN_API}/audit/pagin`, { page: 1, perPage: 1 })
      expect(all.body.data.docs[0]).toMatchObject({ action: "publish", entity: "exam", entityId: entity })
    })

    it.each([
      [{ page: 1, perPage: 0 }, PER_PAGE_MESSAGE],
      [{ page: 1, perPage: 10, entity: "password" }, undefined]
    ])("refuses the audit page %j with 400 and a message", async (payload, message) => {
      const answer = await admin.post(`${ADMIN_API}/audit/pagin`, payload)
      expect(answer.status).toBe(400)
      expect(typeof answer.body["message"]).toBe("string")
      if (message !== undefined) expect(answer.body["message"]).toBe(message)
    })
  })
