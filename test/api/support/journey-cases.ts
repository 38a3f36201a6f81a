/**
 * One learner's whole way through the account features, as the browser
 * makes the calls: sign up, read the email code from the outbox, get signed
 * in, add and verify a mobile number, sign out and in again, resume the
 * session from the cookie, refresh the token, forget the password and reset
 * it — after which every older session is dead.
 */
import { describe, expect, it } from "vitest"
import { API, uniqueEmail } from "./accounts-client.ts"
import type { CaseGroup } from "./accounts-suite.ts"

interface SignIn {
  message: string
  token: string
  data: { _id: string; phone: string | null; isPhoneVerified: boolean }
}

export const journeyCases: CaseGroup = (context) =>
  describe("a learner's whole journey", () => {
    it("signs up, verifies email and phone, signs out and in, refreshes, resets the password", async () => {
      const { client, server } = context()
      const email = uniqueEmail("journey")

      // Sign up → code by email → verified and signed in.
      expect((await client.post("/auth/signup", { name: "Jo Journey", email, password: "first password" })).status).toBe(200)
      const verified = await client.post<SignIn>("/auth/verify-email", { email, otp: await client.latestCode(email) })
      expect(verified.status).toBe(200)
      expect(verified.sid).toBeTruthy()
      const firstSid = verified.sid!
      const token = verified.body.token
      const userId = verified.body.data._id

      // The header's first calls (spec §4): profile, notifications, counters.
      expect((await client.get(`${API}/profile/myProfile`, { token })).body).toMatchObject({ data: { phone: null, isPhoneVerified: false } })
      const notes = await client.post<{ result: { total: number } }>(`${API}/notifications/pagin`, { page: 1, perPage: 20 }, { token })
      expect(notes.body.result.total).toBe(1)
      expect((await client.get(`${API}/cart/getTotalCount`, { token })).body).toEqual({ data: { cartList: 0, wishList: 0 } })

      // No verified phone yet → /sign-up-phone → add mobile → SMS code.
      expect((await client.post(`${API}/profile/addMobile`, { phone: "+1 (512) 555-0177" }, { token })).status).toBe(200)
      const phoneVerified = await client.post<{ data: { phone: string; isPhoneVerified: boolean } }>(
        `${API}/profile/verifyPhone`,
        { otp: await client.latestCode("(512) 555-0177") },
        { token }
      )
      expect(phoneVerified.status).toBe(200)
      expect(phoneVerified.body.data).toMatchObject({ phone: "(512) 555-0177", isPhoneVerified: true })

      // Sign out, then in again with the password.
      expect((await client.get("/auth/logout", { sid: firstSid, token })).status).toBe(200)
      expect((await client.get(`${API}/profile/myProfile`, { token })).status).toBe(401)
      const signedIn = await client.login(email, "first password")
      expect(signedIn.status).toBe(200)
      expect(signedIn.body.data).toMatchObject({ _id: userId, phone: "(512) 555-0177", isPhoneVerified: true })

      // A reload: the browser asks login/success with its cookie.
      const resumed = await client.get<{ token: string }>("/auth/login/success", { sid: signedIn.sid! })
      expect(resumed.status).toBe(200)
      const refreshed = await client.get<{ token: string }>(`${API}/profile/tokenRefresh`, { token: resumed.body.token, sid: signedIn.sid! })
      expect(refreshed.status).toBe(200)
      expect((await client.get(`${API}/profile/myProfile`, { token: refreshed.body.token })).status).toBe(200)

      // Forgot password → code → reset token → new password.
      expect((await client.post("/auth/forgot-password", { email })).status).toBe(200)
      const resetCode = await client.latestCode(email)
      const {
        body: {
          data: { resetToken }
        }
      } = await client.post<{ data: { resetToken: string } }>("/auth/verify-otp", { email, otp: resetCode })
      expect((await client.post("/auth/reset-password", { resetToken, password: "second password" })).status).toBe(200)

      // Every session from before the reset is dead, token and cookie alike.
      expect((await client.get(`${API}/profile/myProfile`, { token: refreshed.body.token })).status).toBe(401)
      expect((await client.get("/auth/login/success", { sid: signedIn.sid! })).status).toBe(401)
      expect(await server.query("SELECT count(*)::int AS live FROM sessions WHERE user_id = $1 AND revoked_at IS NULL", [userId])).toEqual([{ live: 0 }])
      expect((await client.login(email, "first password")).status).toBe(401)
      expect((await client.login(email, "second password")).status).toBe(200)
    })
  })
