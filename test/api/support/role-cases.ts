/**
 * Roles: the demo support agent signs in on the same /auth/login
 * and is told apart by `role`; the desk's calls (GET /desk/me) answer agents
 * only — 401 without a live session, 403 with a sentence for a learner; every
 * sign-up makes a learner, whatever the request says.
 */
import { describe, expect, it } from "vitest"
import { DEMO_AGENT } from "../../../server/account/seed-demo-agent.ts"
import { SESSION_ENDED_MESSAGE } from "../../../server/account/authorization.ts"
import { AGENTS_ONLY_MESSAGE } from "../../../src/api/shared/security.ts"
import { API, uniqueEmail } from "./accounts-client.ts"
import type { CaseGroup } from "./accounts-suite.ts"

const DESK_ME = `${API}/desk/me`

export const roleCases: CaseGroup = (context) =>
  describe("roles: learners and support agents", () => {
    it("signs the demo agent in with role agent, a verified phone, and the same role in login/success and the profile", async () => {
      const { client } = context()
      const answer = await client.login(DEMO_AGENT.email, DEMO_AGENT.password)
      expect(answer.status).toBe(200)
      expect(answer.body.data).toMatchObject({ name: DEMO_AGENT.name, email: DEMO_AGENT.email, isPhoneVerified: true, role: "agent" })
      const success = await client.get<{ data: { role: string } }>("/auth/login/success", { sid: answer.sid! })
      expect(success.status).toBe(200)
      expect(success.body.data.role).toBe("agent")
      const profile = await client.get<{ data: { role: string } }>(`${API}/profile/myProfile`, { token: answer.body.token })
      expect(profile.body.data.role).toBe("agent")
    })

    it("answers GET /desk/me for the agent with exactly their id and name", async () => {
      const { client } = context()
      const agent = await client.login(DEMO_AGENT.email, DEMO_AGENT.password)
      const answer = await client.get(DESK_ME, { token: agent.body.token })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ data: { _id: agent.body.data["_id"], name: DEMO_AGENT.name } })
    })

    it("refuses a signed-in learner with 403 and the support team's sentence", async () => {
      const { client } = context()
      const learner = await client.sharedLearner("roles-learner")
      const answer = await client.get(DESK_ME, { token: learner.token })
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ message: AGENTS_ONLY_MESSAGE })
    })

    it.each([
      ["no token", undefined],
      ["a token that is not one", "not-a-token"]
    ])("refuses %s with 401", async (_label, token) => {
      const { client } = context()
      const answer = await client.get(DESK_ME, token === undefined ? {} : { token })
      expect(answer.status).toBe(401)
      expect(typeof answer.body["message"]).toBe("string")
    })

    it("refuses an agent's token once they signed out (401, the session has ended)", async () => {
      const { client } = context()
      const agent = await client.login(DEMO_AGENT.email, DEMO_AGENT.password)
      expect((await client.get("/auth/logout", { sid: agent.sid!, token: agent.body.token })).status).toBe(200)
      const answer = await client.get(DESK_ME, { token: agent.body.token })
      expect(answer.status).toBe(401)
      expect(answer.body).toMatchObject({ message: SESSION_ENDED_MESSAGE })
    })

    it("makes every sign-up a learner, even one that asks to be an agent", async () => {
      const { client } = context()
      const email = uniqueEmail("would-be-agent")
      expect((await client.post("/auth/signup", { name: "Eve Agent", email, password: "correct horse battery", role: "agent" })).status).toBe(200)
      const verified = await client.post<{ token: string; data: { role: string } }>("/auth/verify-email", { email, otp: await client.latestCode(email) })
      expect(verified.status).toBe(200)
      expect(verified.body.data.role).toBe("learner")
      const { server } = context()
      expect(await server.query("SELECT role FROM users WHERE lower(email) = lower($1)", [email])).toEqual([{ role: "learner" }])
      expect((await client.get(DESK_ME, { token: verified.body.token })).status).toBe(403)
    })

    it("reads the role on every call: an account made an agent (and a learner again) needs no new token", async () => {
      const { client, server } = context()
      const learner = await client.newLearner("promoted")
      await server.query("UPDATE users SET role = 'agent' WHERE id = $1", [learner.userId])
      expect((await client.get(DESK_ME, { token: learner.token })).status).toBe(200)
      await server.query("UPDATE users SET role = 'learner' WHERE id = $1", [learner.userId])
      expect((await client.get(DESK_ME, { token: learner.token })).status).toBe(403)
    })

    it("stores no role but learner, agent and admin", async () => {
      const { client, server } = context()
      const learner = await client.sharedLearner("roles-learner")
      await expect(server.query("UPDATE users SET role = 'owner' WHERE id = $1", [learner.userId])).rejects.toThrow()
      expect(await server.query("SELECT role FROM users WHERE id = $1", [learner.userId])).toEqual([{ role: "learner" }])
    })
  })
