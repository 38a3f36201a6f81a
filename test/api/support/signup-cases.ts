/**
 * Sign-up and the email code: the whole way to a signed-in learner, and
 * every way a code can be refused — each refusal with a clear message and
 * no change to the account.
 */
import { describe, expect, it } from "vitest"
import { NAME_DIRECTION_CONTROL } from "../../../src/domain/account/account-rules.ts"
import { API, PASSWORD, sha256Hex, uniqueEmail } from "./accounts-client.ts"
import type { CaseGroup } from "./accounts-suite.ts"

const countOf = async (ctx: ReturnType<Parameters<CaseGroup>[0]>, table: string, userId: string) => {
  const [row] = await ctx.server.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table} WHERE user_id = $1`, [userId])
  return row!.count
}

export const signUpCases: CaseGroup = (context) =>
  describe("sign-up and the email code", () => {
    it("stores the name as plain text on sign-up and on a profile update; markup alone is no name", async () => {
      const { client } = context()
      const email = uniqueEmail("plain-name")
      const typed = `<b>Ada</b> <img src=x onerror=alert(1)>&lt;script&gt; <<i>script>alert(1)<</i>/script>Lovelace`
      const answer = await client.post("/auth/signup", { name: typed, email, password: PASSWORD })
      expect(answer.status).toBe(200)
      expect((await client.userRow(email))!.name).toBe("Ada &lt;script&gt; Lovelace")
      const [letter] = await client.messagesTo(email)
      expect(letter!.body).not.toMatch(/<[a-z]/i)

      const onlyMarkup = await client.post("/auth/signup", { name: "<script>alert(1)</script>", email: uniqueEmail("markup-name"), password: PASSWORD })
      expect(onlyMarkup.status).toBe(400)
      expect(onlyMarkup.body.message).toBe("Please enter your name.")

      const learner = await client.newLearner("plain-name-update")
      const updated = await client.post<{ data: { name: string } }>(
        `${API}/profile/update`,
        { name: "  <i>Grace</i>   <svg/onload=alert(1)>Hopper " },
        { token: learner.token }
      )
      expect(updated.status).toBe(200)
      expect(updated.body.data.name).toBe("Grace Hopper")
      expect((await client.userRow(learner.email))!.name).toBe("Grace Hopper")
      const before = await client.userRow(learner.email)
      const refused = await client.post(`${API}/profile/update`, { name: "<b></b><script>x</script>" }, { token: learner.token })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe("Please enter your name.")
      expect(await client.userRow(learner.email)).toEqual(before)
    })

    it("refuses a name holding an invisible direction character, on sign-up and on a profile update, changing nothing", async () => {
      const { client } = context()
      for (const control of ["\u202e", "\u2066", "\u200f", "\u061c"]) {
        const email = uniqueEmail("bidi-name")
        const answer = await client.post("/auth/signup", { name: `Ann${control} 001$`, email, password: PASSWORD })
        expect(answer.status).toBe(400)
        expect(answer.body.message).toBe(NAME_DIRECTION_CONTROL)
        expect(await client.userRow(email)).toBeUndefined()
      }
      const learner = await client.newLearner("bidi-name-update")
      const before = await client.userRow(learner.email)
      const refused = await client.post(`${API}/profile/update`, { name: "Grace \u202eHopper" }, { token: learner.token })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe(NAME_DIRECTION_CONTROL)
      expect(await client.userRow(learner.email)).toEqual(before)
    })

    it("signs up, emails a code (stored only hashed), and the code signs the learner in with a cookie and a token", async () => {
      const { client, server } = context()
      const email = uniqueEmail("signup")
      const answer = await client.post("/auth/signup", { name: "  Ada   Lovelace ", email: ` ${email} `, password: PASSWORD })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({
        message: "We have sent a 6-digit code to your email. Enter it to verify your account.",
        data: { email }
      })
      expect(answer.sid).toBeUndefined()
      const user = await client.userRow(email)
      expect(user).toMatchObject({ name: "Ada Lovelace", email_verified_at: null })
      // A test server hashes at the test cost (security/password-hasher.ts); its unit test checks OWASP's.
      expect(user!.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/)

      const code = await client.latestCode(email)
      const [letter] = await client.messagesTo(email)
      expect(letter).toMatchObject({ channel: "email", subject: `Your ExamReady verification code: ${code}` })
      const codes = await server.query<{ code_hash: string; purpose: string }>("SELECT code_hash, purpose FROM one_time_codes WHERE user_id = $1", [user!.id])
      expect(codes).toHaveLength(1)
      expect(codes[0]!.purpose).toBe("verify-email")
      expect(codes[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(codes[0]!.code_hash).not.toBe(sha256Hex(code))

      const verified = await client.post<{ message: string; token: string; data: Record<string, unknown> }>("/auth/verify-email", { email, otp: code })
      expect(verified.status).toBe(200)
      expect(verified.body.message).toBe("Your email is verified. Welcome to ExamReady!")
      expect(verified.body.data).toEqual({ _id: user!.id, name: "Ada Lovelace", email, phone: null, isPhoneVerified: false, image: null, role: "learner" })
      expect(verified.body.token.split(".")).toHaveLength(3)
      const cookie = verified.setCookie.find((c) => c.startsWith("sid="))!
      expect(cookie).toMatch(/HttpOnly/)
      expect(cookie).toMatch(/SameSite=Lax/)
      expect(cookie).toMatch(/Path=\//)
      expect(cookie).not.toMatch(/Secure/)
      expect(verified.sid).toMatch(/^[\w-]{43}$/)

      expect((await client.userRow(email))!.email_verified_at).not.toBeNull()
      const sessions = await server.query<{ secret_hash: string; revoked_at: Date | null }>("SELECT secret_hash, revoked_at FROM sessions WHERE user_id = $1", [
        user!.id
      ])
      expect(sessions).toEqual([{ secret_hash: sha256Hex(verified.sid!), revoked_at: null }])
      const welcome = await server.query<{ title: string }>("SELECT title FROM notifications WHERE user_id = $1", [user!.id])
      expect(welcome).toEqual([{ title: "Welcome to ExamReady" }])

      const me = await client.get(`/api/v1/u/profile/myProfile`, { token: verified.body.token })
      expect(me.status).toBe(200)
      expect(me.body).toEqual({ data: verified.body.data })
    })

    it("answers 409 for an email that already has a verified account, changing nothing", async () => {
      const { client } = context()
      const learner = await client.newLearner("taken")
      const before = await client.userRow(learner.email)
      const answer = await client.post("/auth/signup", { name: "Someone Else", email: learner.email.toUpperCase(), password: "another password" })
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe("An account with this email already exists. Please sign in.")
      expect(await client.userRow(learner.email)).toEqual(before)
      expect((await client.login(learner.email, learner.password)).status).toBe(200)
    })

    it("takes the new name and password when an unverified email signs up again, with a fresh code", async () => {
      const { client } = context()
      const email = uniqueEmail("again")
      await client.signUp(email, "first password", "First Name")
      const first = await client.latestCode(email)
      const { id } = (await client.userRow(email))!
      await client.endCooldown(id)
      await client.signUp(email, "second password", "Second Name")
      const second = await client.latestCode(email)
      expect((await client.userRow(email))!.name).toBe("Second Name")
      if (first !== second) {
        const old = await client.post("/auth/verify-email", { email, otp: first })
        expect(old.status).toBe(400)
        expect(old.body.message).toBe("The code is not correct.")
      }
      expect((await client.post("/auth/verify-email", { email, otp: second })).status).toBe(200)
      expect((await client.login(email, "first password")).status).toBe(401)
      expect((await client.login(email, "second password")).status).toBe(200)
    })

    it.each([
      ["a 7-character password", { name: "A", password: "1234567" }, "Password must be 8 to 128 characters."],
      ["a 129-character password", { name: "A", password: "x".repeat(129) }, "Password must be 8 to 128 characters."],
      ["an invalid email", { name: "A", password: PASSWORD, email: "not-an-email" }, "Please enter a valid email address."],
      ["a blank name", { name: "   ", password: PASSWORD }, "Please enter your name."],
      ["a 101-character name", { name: "n".repeat(101), password: PASSWORD }, "Name must be at most 100 characters."]
    ])("refuses %s with a 400 and stores nothing", async (_label, fields, message) => {
      const { client, server } = context()
      const email = uniqueEmail("bad-signup")
      const [before] = await server.query<{ users: number; outbox: number }>(
        "SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM outbox)::int AS outbox"
      )
      const answer = await client.post("/auth/signup", { email, ...fields })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
      const [after] = await server.query("SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM outbox)::int AS outbox")
      expect(after).toEqual(before)
    })

    it("accepts passwords of exactly 8 and 128 characters", async () => {
      const { client } = context()
      expect((await client.post("/auth/signup", { name: "A", email: uniqueEmail(), password: "12345678" })).status).toBe(200)
      expect((await client.post("/auth/signup", { name: "A", email: uniqueEmail(), password: "p".repeat(128) })).status).toBe(200)
    })

    it("refuses a wrong code, counting the try and leaving the email unverified", async () => {
      const { client, server } = context()
      const email = uniqueEmail("wrong-code")
      await client.signUp(email)
      const code = await client.latestCode(email)
      const wrong = code === "000000" ? "000001" : "000000"
      const answer = await client.post("/auth/verify-email", { email, otp: wrong })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe("The code is not correct.")
      expect(answer.sid).toBeUndefined()
      const user = (await client.userRow(email))!
      expect(user.email_verified_at).toBeNull()
      expect(await server.query("SELECT attempts FROM one_time_codes WHERE user_id = $1", [user.id])).toEqual([{ attempts: 1 }])
      expect(await countOf(context(), "sessions", user.id)).toBe(0)
    })

    it("refuses a code that is not six digits without using a try", async () => {
      const { client, server } = context()
      const email = uniqueEmail("format")
      await client.signUp(email)
      const answer = await client.post("/auth/verify-email", { email, otp: "12ab" })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe("Please enter the 6-digit code.")
      const user = (await client.userRow(email))!
      expect(await server.query("SELECT attempts FROM one_time_codes WHERE user_id = $1", [user.id])).toEqual([{ attempts: 0 }])
    })

    it("refuses an expired code", async () => {
      const { client, server } = context()
      const email = uniqueEmail("expired")
      await client.signUp(email)
      const code = await client.latestCode(email)
      const user = (await client.userRow(email))!
      await server.query("UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id])
      const answer = await client.post("/auth/verify-email", { email, otp: code })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe("The code has expired. Request a new one.")
      expect((await client.userRow(email))!.email_verified_at).toBeNull()
      expect(await countOf(context(), "sessions", user.id)).toBe(0)
    })

    it("expires codes 10 minutes after sending", async () => {
      const { client, server } = context()
      const email = uniqueEmail("ten-minutes")
      await client.signUp(email)
      const user = (await client.userRow(email))!
      const [row] = await server.query<{ minutes: number }>(
        "SELECT round(extract(epoch from (expires_at - created_at)) / 60)::int AS minutes FROM one_time_codes WHERE user_id = $1",
        [user.id]
      )
      expect(row!.minutes).toBe(10)
    })

    it("refuses a code used once already", async () => {
      const { client, server } = context()
      const email = uniqueEmail("reused")
      await client.signUp(email)
      const code = await client.latestCode(email)
      expect((await client.post("/auth/verify-email", { email, otp: code })).status).toBe(200)
      const user = (await client.userRow(email))!
      const sessionsBefore = await countOf(context(), "sessions", user.id)
      const again = await client.post("/auth/verify-email", { email, otp: code })
      expect(again.status).toBe(400)
      expect(again.body.message).toBe("This code has already been used. Request a new one.")
      expect(again.sid).toBeUndefined()
      expect(await countOf(context(), "sessions", user.id)).toBe(sessionsBefore)
      expect(await countOf(context(), "notifications", user.id)).toBe(1)
      expect(await server.query("SELECT count(*)::int AS n FROM one_time_codes WHERE user_id = $1 AND used_at IS NOT NULL", [user.id])).toEqual([{ n: 1 }])
    })

    it("kills a code after five wrong tries: the sixth is refused even with the right code", async () => {
      const { client, server } = context()
      const email = uniqueEmail("sixth")
      await client.signUp(email)
      const code = await client.latestCode(email)
      const wrong = code === "999999" ? "999998" : "999999"
      for (let i = 0; i < 5; i++) {
        const answer = await client.post("/auth/verify-email", { email, otp: wrong })
        expect(answer.status).toBe(400)
        expect(answer.body.message).toBe("The code is not correct.")
      }
      const sixth = await client.post("/auth/verify-email", { email, otp: code })
      expect(sixth.status).toBe(429)
      expect(sixth.body.message).toBe("Too many wrong tries. Request a new code.")
      const user = (await client.userRow(email))!
      expect(user.email_verified_at).toBeNull()
      expect(await server.query("SELECT attempts, used_at FROM one_time_codes WHERE user_id = $1", [user.id])).toEqual([{ attempts: 5, used_at: null }])

      // A new code starts afresh.
      await client.endCooldown(user.id)
      const resent = await client.post("/auth/resend-otp", { email, purpose: "verify-email" })
      expect(resent.status).toBe(200)
      expect((await client.post("/auth/verify-email", { email, otp: await client.latestCode(email) })).status).toBe(200)
    })

    it("gives simultaneous guesses five tries in all", async () => {
      const { client, server } = context()
      const email = uniqueEmail("parallel")
      await client.signUp(email)
      const code = await client.latestCode(email)
      const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"))
      const answers = await Promise.all(guesses.map((otp) => client.post("/auth/verify-email", { email, otp })))
      expect(answers.filter((a) => a.status === 400)).toHaveLength(5)
      expect(answers.filter((a) => a.status === 429)).toHaveLength(7)
      const user = (await client.userRow(email))!
      expect(await server.query("SELECT attempts FROM one_time_codes WHERE user_id = $1", [user.id])).toEqual([{ attempts: 5 }])
    })

    it("answers a code for an unknown email like a wrong code", async () => {
      const { client } = context()
      const answer = await client.post("/auth/verify-email", { email: uniqueEmail("nobody"), otp: "123456" })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe("The code is not correct.")
    })

    it("resends a verification code, waiting 60 seconds between codes", async () => {
      const { client } = context()
      const email = uniqueEmail("resend")
      await client.signUp(email)
      const user = (await client.userRow(email))!
      const tooSoon = await client.post("/auth/resend-otp", { email, purpose: "verify-email" })
      expect(tooSoon.status).toBe(429)
      expect(tooSoon.body.message).toMatch(/^Please wait (60|59|58|57) seconds before requesting a new code\.$/)
      expect(await client.messagesTo(email)).toHaveLength(1)
      await client.endCooldown(user.id)
      const resent = await client.post("/auth/resend-otp", { email, purpose: "verify-email" })
      expect(resent.status).toBe(200)
      expect(resent.body.message).toBe("If this email needs a code, we have sent a new one.")
      expect(await client.messagesTo(email)).toHaveLength(2)
    })

    it("answers resend for an unknown or verified email the same way, sending nothing", async () => {
      const { client } = context()
      const unknown = uniqueEmail("unknown")
      const a = await client.post("/auth/resend-otp", { email: unknown, purpose: "verify-email" })
      const learner = await client.newLearner("verified-resend")
      const before = (await client.messagesTo(learner.email)).length
      const b = await client.post("/auth/resend-otp", { email: learner.email, purpose: "verify-email" })
      expect([a.status, b.status]).toEqual([200, 200])
      expect(a.body).toEqual(b.body)
      expect(await client.messagesTo(unknown)).toHaveLength(0)
      expect(await client.messagesTo(learner.email)).toHaveLength(before)
    })

    it("refuses a resend purpose the contract does not know", async () => {
      const { client } = context()
      const answer = await client.post("/auth/resend-otp", { email: uniqueEmail(), purpose: "verify-phone" })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toMatch(/purpose/)
    })
  })
