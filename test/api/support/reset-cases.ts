/**
 * Forgotten password: email → code → reset token → new password, the same
 * answer for unknown emails, and the refusals on the way.
 */
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { hashPassword } from "../../../server/platform/security/password-hasher.ts"
import { API, sha256Hex, uniqueEmail } from "./accounts-client.ts"
import type { CaseGroup } from "./accounts-suite.ts"

const FORGOT_MESSAGE = "If an account exists for this email, we have sent a code to reset the password."

export const resetCases: CaseGroup = (context) =>
  describe("forgotten password", () => {
    it("sends a code, trades it for a reset token, sets the new password and ends every old session", async () => {
      const { client, server } = context()
      const learner = await client.newLearner("forgot")
      const other = await client.login(learner.email, learner.password)
      const forgot = await client.post("/auth/forgot-password", { email: learner.email })
      expect(forgot.status).toBe(200)
      expect(forgot.body).toEqual({ message: FORGOT_MESSAGE })
      const code = await client.latestCode(learner.email)
      const [letter] = await client.messagesTo(learner.email)
      expect(letter!.subject).toBe(`Your ExamReady password reset code: ${code}`)

      const verified = await client.post<{ message: string; data: { resetToken: string } }>("/auth/verify-otp", { email: learner.email, otp: code })
      expect(verified.status).toBe(200)
      expect(verified.body.message).toBe("The code is correct. Choose a new password.")
      const { resetToken } = verified.body.data
      expect(resetToken).toMatch(/^[\w-]{43}$/)
      const [stored] = await server.query<{ token_hash: string; minutes: number }>(
        "SELECT token_hash, round(extract(epoch from (expires_at - created_at)) / 60)::int AS minutes FROM password_reset_tokens WHERE user_id = $1",
        [learner.userId]
      )
      expect(stored).toEqual({ token_hash: sha256Hex(resetToken), minutes: 15 })

      const reset = await client.post("/auth/reset-password", { resetToken, password: "my new password" })
      expect(reset.status).toBe(200)
      expect(reset.body.message).toBe("Your password has been changed. Please sign in with the new password.")
      for (const token of [learner.token, other.body.token]) {
        expect((await client.get(`${API}/profile/myProfile`, { token })).status).toBe(401)
      }
      expect((await client.get("/auth/login/success", { sid: learner.sid })).status).toBe(401)
      expect((await client.login(learner.email, learner.password)).status).toBe(401)
      expect((await client.login(learner.email, "my new password")).status).toBe(200)

      const reused = await client.post("/auth/reset-password", { resetToken, password: "yet another one" })
      expect(reused.status).toBe(400)
      expect(reused.body.message).toBe("This password reset has expired or was already used. Please request a new code.")
      expect((await client.login(learner.email, "my new password")).status).toBe(200)
    })

    it("answers the same for an unknown email and sends nothing", async () => {
      const { client } = context()
      const learner = await client.newLearner("known")
      const unknown = uniqueEmail("unknown")
      const before = (await client.outbox()).length
      const a = await client.post("/auth/forgot-password", { email: unknown })
      const b = await client.post("/auth/forgot-password", { email: learner.email })
      expect(a.status).toBe(b.status)
      expect(a.body).toEqual(b.body)
      expect(a.body).toEqual({ message: FORGOT_MESSAGE })
      expect(await client.messagesTo(unknown)).toHaveLength(0)
      expect((await client.outbox()).length).toBe(before + 1)
    })

    it("refuses a wrong reset code and gives no token", async () => {
      const { client, server } = context()
      const learner = await client.newLearner("wrong-reset")
      await client.post("/auth/forgot-password", { email: learner.email })
      const code = await client.latestCode(learner.email)
      const answer = await client.post("/auth/verify-otp", { email: learner.email, otp: code === "123456" ? "654321" : "123456" })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe("The code is not correct.")
      expect(await server.query("SELECT token_hash FROM password_reset_tokens WHERE user_id = $1", [learner.userId])).toEqual([])
    })

    it("keeps the reset token usable when the new password is too weak", async () => {
      const { client } = context()
      const learner = await client.newLearner("weak-reset")
      await client.post("/auth/forgot-password", { email: learner.email })
      const verified = await client.post<{ data: { resetToken: string } }>("/auth/verify-otp", {
        email: learner.email,
        otp: await client.latestCode(learner.email)
      })
      const weak = await client.post("/auth/reset-password", { resetToken: verified.body.data.resetToken, password: "short" })
      expect(weak.status).toBe(400)
      expect(weak.body.message).toBe("Password must be 8 to 128 characters.")
      expect((await client.get(`${API}/profile/myProfile`, { token: learner.token })).status).toBe(200)
      expect((await client.post("/auth/reset-password", { resetToken: verified.body.data.resetToken, password: "strong enough" })).status).toBe(200)
    })

    it("refuses an expired or unknown reset token", async () => {
      const { client, server } = context()
      const learner = await client.newLearner("expired-reset")
      await client.post("/auth/forgot-password", { email: learner.email })
      const verified = await client.post<{ data: { resetToken: string } }>("/auth/verify-otp", {
        email: learner.email,
        otp: await client.latestCode(learner.email)
      })
      await server.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [learner.userId])
      for (const resetToken of [verified.body.data.resetToken, "made-up-token"]) {
        const answer = await client.post("/auth/reset-password", { resetToken, password: "strong enough" })
        expect(answer.status).toBe(400)
        expect(answer.body.message).toBe("This password reset has expired or was already used. Please request a new code.")
      }
      expect((await client.login(learner.email, learner.password)).status).toBe(200)
    })

    it("refuses a made-up reset token before hashing the new password (the contract fuzzer's finding)", async () => {
      const { client } = context()
      // One password hash, timed here, against ten refusals: each refusal took a whole hash before (no attempt limit).
      const hashStarted = performance.now()
      await Effect.runPromise(hashPassword("strong enough"))
      const hashMs = performance.now() - hashStarted
      const started = performance.now()
      for (let i = 0; i < 10; i++) {
        const answer = await client.post("/auth/reset-password", { resetToken: `made-up-token-${i}`, password: "strong enough" })
        expect(answer.status).toBe(400)
        expect(answer.body.message).toBe("This password reset has expired or was already used. Please request a new code.")
      }
      expect(performance.now() - started).toBeLessThan(hashMs * 3)
    })

    it("resends a reset code after the cooldown", async () => {
      const { client } = context()
      const learner = await client.newLearner("resend-reset")
      await client.post("/auth/forgot-password", { email: learner.email })
      const tooSoon = await client.post("/auth/resend-otp", { email: learner.email, purpose: "reset-password" })
      expect(tooSoon.status).toBe(429)
      await client.endCooldown(learner.userId)
      const resent = await client.post("/auth/resend-otp", { email: learner.email, purpose: "reset-password" })
      expect(resent.status).toBe(200)
      expect((await client.messagesTo(learner.email)).filter((m) => m.subject.includes("reset"))).toHaveLength(2)
    })
  })
