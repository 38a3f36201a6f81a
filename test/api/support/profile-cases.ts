/**
 * The profile calls: edit name and phone, the mobile number and its SMS
 * code, and changing the password.
 */
import { describe, expect, it } from "vitest"
import { API, type SignedIn } from "./accounts-client.ts"
import type { CaseGroup } from "./accounts-suite.ts"

interface ProfileBody {
  message?: string
  data: { _id: string; name: string; email: string; phone: string | null; isPhoneVerified: boolean; image: unknown }
}

export const profileCases: CaseGroup = (context) =>
  describe("the profile", () => {
    const as = (learner: SignedIn) => ({ token: learner.token })

    it("answers the learner's own profile", async () => {
      const { client } = context()
      const learner = await client.newLearner("profile")
      const answer = await client.get<ProfileBody>(`${API}/profile/myProfile`, as(learner))
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({
        data: { _id: learner.userId, name: "Casey Learner", email: learner.email, phone: null, isPhoneVerified: false, image: null, role: "learner" }
      })
    })

    it("updates the name and phone; a new phone is unverified", async () => {
      const { client } = context()
      const learner = await client.newLearner("update")
      const answer = await client.post<ProfileBody>(`${API}/profile/update`, { name: " New  Name ", phone: "1-512-555-0101" }, as(learner))
      expect(answer.status).toBe(200)
      expect(answer.body.message).toBe("Your profile has been updated.")
      expect(answer.body.data).toMatchObject({ name: "New Name", phone: "(512) 555-0101", isPhoneVerified: false })
      expect(await client.userRow(learner.email)).toMatchObject({ name: "New Name", phone: "5125550101", phone_verified_at: null })

      const keep = await client.post<ProfileBody>(`${API}/profile/update`, { name: "Kept Phone" }, as(learner))
      expect(keep.body.data.phone).toBe("(512) 555-0101")
      const cleared = await client.post<ProfileBody>(`${API}/profile/update`, { name: "No Phone", phone: "" }, as(learner))
      expect(cleared.body.data.phone).toBeNull()
    })

    it.each([
      ["an invalid phone", { name: "Valid", phone: "555.123.4567" }, "Please enter a valid US phone number, e.g. (512) 555-0199."],
      ["a blank name", { name: " ", phone: "(512) 555-0102" }, "Please enter your name."]
    ])("refuses %s with a 400, changing nothing", async (_label, payload, message) => {
      const { client } = context()
      const learner = await client.sharedLearner("refused-profile")
      const before = await client.userRow(learner.email)
      const answer = await client.post(`${API}/profile/update`, payload, as(learner))
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
      expect(await client.userRow(learner.email)).toEqual(before)
    })

    it("adds a mobile number, sends an SMS code, and the code verifies the number", async () => {
      const { client, server } = context()
      const learner = await client.newLearner("mobile")
      const added = await client.post(`${API}/profile/addMobile`, { phone: "(512) 555-0142" }, as(learner))
      expect(added.status).toBe(200)
      expect(added.body.message).toBe("We have sent a 6-digit code to (512) 555-0142.")
      const [sms] = await client.messagesTo("(512) 555-0142")
      expect(sms).toMatchObject({ channel: "sms", subject: "" })
      expect(await client.userRow(learner.email)).toMatchObject({ phone: "5125550142", phone_verified_at: null })

      const wrong = await client.post(
        `${API}/profile/verifyPhone`,
        { otp: "000000" === (await client.latestCode("(512) 555-0142")) ? "000001" : "000000" },
        as(learner)
      )
      expect(wrong.status).toBe(400)
      expect(wrong.body.message).toBe("The code is not correct.")
      expect((await client.userRow(learner.email))!.phone_verified_at).toBeNull()

      const verified = await client.post<ProfileBody>(`${API}/profile/verifyPhone`, { otp: await client.latestCode("(512) 555-0142") }, as(learner))
      expect(verified.status).toBe(200)
      expect(verified.body.message).toBe("Your phone number is verified.")
      expect(verified.body.data).toMatchObject({ phone: "(512) 555-0142", isPhoneVerified: true })
      expect((await client.userRow(learner.email))!.phone_verified_at).not.toBeNull()
      const codes = await server.query<{ purpose: string; sent_to: string }>(
        "SELECT purpose, sent_to FROM one_time_codes WHERE user_id = $1 AND purpose = 'verify-phone'",
        [learner.userId]
      )
      expect(codes).toEqual([{ purpose: "verify-phone", sent_to: "5125550142" }])

      const again = await client.post(`${API}/profile/addMobile`, { phone: "512-555-0142" }, as(learner))
      expect(again.status).toBe(400)
      expect(again.body.message).toBe("This phone number is already verified.")
    })

    it("refuses an invalid mobile number without sending anything", async () => {
      const { client } = context()
      const learner = await client.sharedLearner("refused-profile")
      const before = (await client.outbox()).length
      const answer = await client.post(`${API}/profile/addMobile`, { phone: "12345" }, as(learner))
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe("Please enter a valid US phone number, e.g. (512) 555-0199.")
      expect((await client.outbox()).length).toBe(before)
      expect((await client.userRow(learner.email))!.phone).toBeNull()
    })

    it("does not let a code sent to an old number verify a changed number", async () => {
      const { client } = context()
      const learner = await client.newLearner("changed-number")
      await client.post(`${API}/profile/addMobile`, { phone: "(512) 555-0150" }, as(learner))
      const oldCode = await client.latestCode("(512) 555-0150")
      await client.post(`${API}/profile/update`, { name: "Casey Learner", phone: "(512) 555-0151" }, as(learner))
      const answer = await client.post(`${API}/profile/verifyPhone`, { otp: oldCode }, as(learner))
      expect(answer.status).toBe(400)
      expect((await client.userRow(learner.email))!.phone_verified_at).toBeNull()
    })

    it("resends the SMS code after the cooldown, and not before", async () => {
      const { client } = context()
      const learner = await client.newLearner("resend-sms")
      const none = await client.post(`${API}/profile/resendPhoneOtp`, undefined, as(learner))
      expect(none.status).toBe(400)
      expect(none.body.message).toBe("Please add a mobile number first.")
      await client.post(`${API}/profile/addMobile`, { phone: "(512) 555-0160" }, as(learner))
      const tooSoon = await client.post(`${API}/profile/resendPhoneOtp`, undefined, as(learner))
      expect(tooSoon.status).toBe(429)
      expect(tooSoon.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/)
      expect(await client.messagesTo("(512) 555-0160")).toHaveLength(1)
      await client.endCooldown(learner.userId)
      const resent = await client.post(`${API}/profile/resendPhoneOtp`, undefined, as(learner))
      expect(resent.status).toBe(200)
      expect(await client.messagesTo("(512) 555-0160")).toHaveLength(2)
      expect((await client.post(`${API}/profile/verifyPhone`, { otp: await client.latestCode("(512) 555-0160") }, as(learner))).status).toBe(200)
    })

    it("changes the password: other sessions end, this one stays", async () => {
      const { client } = context()
      const learner = await client.newLearner("change")
      const other = await client.login(learner.email, learner.password)
      const answer = await client.post(
        `${API}/profile/changePassword`,
        {
          oldPassword: learner.password,
          newPassword: "a brand new password",
          confirmPassword: "a brand new password"
        },
        as(learner)
      )
      expect(answer.status).toBe(200)
      expect(answer.body.message).toBe("Your password has been changed. Your other devices have been signed out.")
      expect((await client.get(`${API}/profile/myProfile`, as(learner))).status).toBe(200)
      expect((await client.get("/auth/login/success", { sid: learner.sid })).status).toBe(200)
      expect((await client.get(`${API}/profile/myProfile`, { token: other.body.token })).status).toBe(401)
      expect((await client.get("/auth/login/success", { sid: other.sid! })).status).toBe(401)
      expect((await client.login(learner.email, learner.password)).status).toBe(401)
      expect((await client.login(learner.email, "a brand new password")).status).toBe(200)
    })

    it.each([
      [
        "a wrong current password",
        { oldPassword: "not my password", newPassword: "new password 1", confirmPassword: "new password 1" },
        "The current password is not correct."
      ],
      ["a weak new password", { oldPassword: "$current", newPassword: "short", confirmPassword: "short" }, "Password must be 8 to 128 characters."],
      [
        "a confirmation that differs",
        { oldPassword: "$current", newPassword: "new password 1", confirmPassword: "new password 2" },
        "The new passwords do not match."
      ],
      [
        "the same password again",
        { oldPassword: "$current", newPassword: "$current", confirmPassword: "$current" },
        "The new password must be different from the current one."
      ]
    ])("refuses %s with a 400, keeping the password and the sessions", async (_label, fields, message) => {
      const { client } = context()
      const learner = await client.sharedLearner("refused-password")
      const other = await client.login(learner.email, learner.password)
      const fill = (value: string) => (value === "$current" ? learner.password : value)
      const before = await client.userRow(learner.email)
      const answer = await client.post(
        `${API}/profile/changePassword`,
        {
          oldPassword: fill(fields.oldPassword),
          newPassword: fill(fields.newPassword),
          confirmPassword: fill(fields.confirmPassword)
        },
        as(learner)
      )
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
      expect((await client.userRow(learner.email))!.password_hash).toBe(before!.password_hash)
      expect((await client.get(`${API}/profile/myProfile`, { token: other.body.token })).status).toBe(200)
    })
  })
