/**
 * Signing in and out, the cookie-based session check, and the access
 * tokens: what a valid token opens, and every kind of bad token refused.
 */
import { SignJWT, UnsecuredJWT } from "jose"
import { createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"
import { API, PASSWORD, uniqueEmail } from "./accounts-client.ts"
import type { AccountsContext, CaseGroup } from "./accounts-suite.ts"

/** The signing key the server derives from its stored secret. */
const serverKey = async ({ server }: AccountsContext) => {
  const [row] = await server.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'token-secret'")
  return new Uint8Array(createHmac("sha256", row!.value).update("access-token").digest())
}

const tokenWith = (key: Uint8Array, claims: { sub: string; sid: string }, expiresAt: number | string = "5m") =>
  new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuer("exam-shop")
    .setAudience("exam-shop/learner")
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key)

const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sid as string

export const sessionCases: CaseGroup = (context) =>
  describe("signing in and out", () => {
    it("signs in with email and password: cookie, token and the learner's info", async () => {
      const { client, server } = context()
      const learner = await client.newLearner("login")
      const answer = await client.login(` ${learner.email.toUpperCase()} `, learner.password)
      expect(answer.status).toBe(200)
      expect(answer.body.message).toBe("You are signed in.")
      expect(answer.body.data).toMatchObject({ _id: learner.userId, email: learner.email })
      expect(answer.sid).toMatch(/^[\w-]{43}$/)
      const [claims] = [JSON.parse(Buffer.from(answer.body.token.split(".")[1]!, "base64url").toString())]
      expect(claims).toMatchObject({ sub: learner.userId, iss: "exam-shop", aud: "exam-shop/learner" })
      expect(claims.exp - claims.iat).toBe(300)
      const sessions = await server.query("SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL", [learner.userId])
      expect(sessions).toHaveLength(2)
    })

    it("answers a wrong password and an unknown email with the same 401 and message", async () => {
      const { client, server } = context()
      const learner = await client.newLearner("wrong-password")
      const sessionsBefore = await server.query("SELECT id FROM sessions WHERE user_id = $1", [learner.userId])
      const wrong = await client.login(learner.email, "not the password")
      const unknown = await client.login(uniqueEmail("nobody"), "not the password")
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401)
        expect(answer.body.message).toBe("Invalid email or password.")
        expect(answer.sid).toBeUndefined()
      }
      expect(await server.query("SELECT id FROM sessions WHERE user_id = $1", [learner.userId])).toEqual(sessionsBefore)
    })

    it("refuses an unverified email with 403, sending a new code", async () => {
      const { client, server } = context()
      const email = uniqueEmail("unverified")
      await client.signUp(email)
      const user = (await client.userRow(email))!
      await client.endCooldown(user.id)
      const answer = await client.login(email, PASSWORD)
      expect(answer.status).toBe(403)
      expect(answer.body.message).toBe("Please verify your email first. We have sent a code to it.")
      expect(answer.sid).toBeUndefined()
      expect(await client.messagesTo(email)).toHaveLength(2)
      expect(await server.query("SELECT id FROM sessions WHERE user_id = $1", [user.id])).toEqual([])
      expect((await client.post("/auth/verify-email", { email, otp: await client.latestCode(email) })).status).toBe(200)
    })

    it("answers GET /auth/login/success for the browser holding the session cookie", async () => {
      const { client } = context()
      const learner = await client.newLearner("success")
      const answer = await client.get<{ token: string; data: Record<string, unknown> }>("/auth/login/success", { sid: learner.sid })
      expect(answer.status).toBe(200)
      expect(Object.keys(answer.body).sort()).toEqual(["data", "token"])
      expect(answer.body.data).toEqual({
        _id: learner.userId,
        name: "Casey Learner",
        email: learner.email,
        phone: null,
        isPhoneVerified: false,
        image: null,
        role: "learner"
      })
      expect(sessionIdOf(answer.body.token)).toBe(sessionIdOf(learner.token))
      expect((await client.get(`${API}/profile/myProfile`, { token: answer.body.token })).status).toBe(200)
    })

    it.each([
      ["no cookie", undefined],
      ["an unknown cookie", "x".repeat(43)]
    ])("answers login/success with %s with 401 and a message", async (_label, sid) => {
      const { client } = context()
      const answer = await client.get("/auth/login/success", sid === undefined ? {} : { sid })
      expect(answer.status).toBe(401)
      expect(answer.body.message).toBe("You are not signed in.")
    })

    it("signs out: the session is revoked at once, its tokens and cookie stop working, the cookie is cleared", async () => {
      const { client, server } = context()
      const learner = await client.newLearner("logout")
      const refreshed = await client.get<{ token: string }>(`${API}/profile/tokenRefresh`, { token: learner.token, sid: learner.sid })
      expect(refreshed.status).toBe(200)
      const answer = await client.get("/auth/logout", { sid: learner.sid, token: learner.token })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ message: "You have signed out." })
      expect(answer.setCookie.find((c) => c.startsWith("sid="))).toMatch(/^sid=;.*Max-Age=0/)
      for (const token of [learner.token, refreshed.body.token]) {
        const after = await client.get(`${API}/profile/myProfile`, { token })
        expect(after.status).toBe(401)
        expect(after.body.message).toBe("Your session has ended. Please sign in again.")
      }
      expect((await client.get("/auth/login/success", { sid: learner.sid })).status).toBe(401)
      // Nor does the signed-out session renew a token, even with its own cookie.
      for (const token of [learner.token, refreshed.body.token]) {
        const renewed = await client.get(`${API}/profile/tokenRefresh`, { token, sid: learner.sid })
        expect(renewed.status).toBe(401)
        expect(renewed.body).toEqual({ _tag: "Unauthorized", message: "Your session has ended. Please sign in again." })
      }
      const rows = await server.query<{ revoked: boolean }>("SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE user_id = $1", [learner.userId])
      expect(rows).toEqual([{ revoked: true }])
    })

    it("signs out with only the token (no cookie), and answers the same when already signed out", async () => {
      const { client } = context()
      const learner = await client.newLearner("logout-token")
      expect((await client.get("/auth/logout", { token: learner.token })).status).toBe(200)
      expect((await client.get(`${API}/profile/myProfile`, { token: learner.token })).status).toBe(401)
      const again = await client.get("/auth/logout")
      expect(again.status).toBe(200)
      expect(again.body.message).toBe("You have signed out.")
    })

    it("refreshes the token of a live session with its own session cookie", async () => {
      const { client } = context()
      const learner = await client.newLearner("refresh")
      const answer = await client.get<{ token: string }>(`${API}/profile/tokenRefresh`, { token: learner.token, sid: learner.sid })
      expect(answer.status).toBe(200)
      expect(Object.keys(answer.body)).toEqual(["token"])
      expect(sessionIdOf(answer.body.token)).toBe(sessionIdOf(learner.token))
      expect((await client.get(`${API}/profile/myProfile`, { token: answer.body.token })).status).toBe(200)
      // The new token renews again, with the same cookie.
      expect((await client.get(`${API}/profile/tokenRefresh`, { token: answer.body.token, sid: learner.sid })).status).toBe(200)
    })

    it("answers a granted refresh the same from the Node server's shortcut and from the application", async () => {
      const { client } = context()
      const learner = await client.newLearner("refresh-paths")
      // The shortcut (server/account/sessions/refresh-first.ts) takes the plain address; a query string goes to the application.
      const first = await client.get<{ token: string }>(`${API}/profile/tokenRefresh`, { token: learner.token, sid: learner.sid })
      const second = await client.get<{ token: string }>(`${API}/profile/tokenRefresh?from=application`, { token: learner.token, sid: learner.sid })
      // Each answer has its own generated X-Request-Id; both have one.
      const comparable = (headers: Headers) =>
        [...headers].filter(([name]) => !["date", "content-length", "connection", "keep-alive", "x-request-id"].includes(name)).sort()
      for (const answer of [first, second]) expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f]{24}-[0-9a-z]+$/)
      for (const answer of [first, second]) {
        expect(answer.status).toBe(200)
        expect(Object.keys(answer.body)).toEqual(["token"])
        expect(sessionIdOf(answer.body.token)).toBe(sessionIdOf(learner.token))
      }
      expect(comparable(first.headers)).toEqual(comparable(second.headers))
      expect(first.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
      // Both refuse alike too: the application answers every refusal.
      for (const path of ["/profile/tokenRefresh", "/profile/tokenRefresh?from=application"]) {
        const refused = await client.get(`${API}${path}`, { token: learner.token })
        expect(refused.status).toBe(401)
        expect(refused.body.message).toBe("Renewing your sign-in needs this browser's session cookie. Please sign in again.")
      }
    })

    // security finding 6: a stolen access token alone never renews itself.
    it("refuses to refresh a token sent without its session cookie, and the token still works until it expires", async () => {
      const { client } = context()
      const learner = await client.newLearner("refresh-token-only")
      const answer = await client.get(`${API}/profile/tokenRefresh`, { token: learner.token })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({
        _tag: "Unauthorized",
        message: "Renewing your sign-in needs this browser's session cookie. Please sign in again."
      })
      // Refusing the refresh signs nobody out.
      expect((await client.get(`${API}/profile/myProfile`, { token: learner.token })).status).toBe(200)
      expect((await client.get(`${API}/profile/tokenRefresh`, { token: learner.token, sid: learner.sid })).status).toBe(200)
    })

    it("refuses to refresh with the session cookie of another session, the learner's own or another learner's", async () => {
      const { client } = context()
      const learner = await client.newLearner("refresh-other-cookie")
      const secondBrowser = await client.login(learner.email, learner.password)
      const stranger = await client.newLearner("refresh-stranger")
      for (const sid of [secondBrowser.sid!, stranger.sid, "x".repeat(43)]) {
        const answer = await client.get(`${API}/profile/tokenRefresh`, { token: learner.token, sid })
        expect(answer.status).toBe(401)
        expect(answer.body).toEqual({
          _tag: "Unauthorized",
          message: "This browser's session cookie does not belong to this sign-in. Please sign in again."
        })
      }
      // A stranger's token with the learner's cookie: the same.
      const mixed = await client.get(`${API}/profile/tokenRefresh`, { token: stranger.token, sid: learner.sid })
      expect(mixed.status).toBe(401)
      expect(mixed.body.message).toBe("This browser's session cookie does not belong to this sign-in. Please sign in again.")
    })

    it("refuses to refresh with the cookie alone, or a refused token beside a live cookie", async () => {
      const { client } = context()
      const learner = await client.newLearner("refresh-cookie-only")
      const cookieOnly = await client.get(`${API}/profile/tokenRefresh`, { sid: learner.sid })
      expect(cookieOnly.status).toBe(401)
      expect(cookieOnly.body.message).toBe("Please sign in to continue.")
      const forged = await client.get(`${API}/profile/tokenRefresh`, { token: "not.a.token", sid: learner.sid })
      expect(forged.status).toBe(401)
      expect(forged.body.message).toMatch(/^Your sign-in is not valid/)
    })

    it("refuses to refresh a session signed out elsewhere (a password change), cookie and token alike", async () => {
      const { client } = context()
      const learner = await client.newLearner("refresh-signed-out")
      const other = await client.login(learner.email, learner.password)
      const changed = await client.post(
        `${API}/profile/changePassword`,
        {
          oldPassword: learner.password,
          newPassword: "a brand new password",
          confirmPassword: "a brand new password"
        },
        { token: other.body.token }
      )
      expect(changed.status).toBe(200)
      const answer = await client.get(`${API}/profile/tokenRefresh`, { token: learner.token, sid: learner.sid })
      expect(answer.status).toBe(401)
      expect(answer.body.message).toBe("Your session has ended. Please sign in again.")
      // The session that changed the password renews on.
      expect((await client.get(`${API}/profile/tokenRefresh`, { token: other.body.token, sid: other.sid! })).status).toBe(200)
    })
  })

export const tokenCases: CaseGroup = (context) =>
  describe("access tokens", () => {
    const refusedWith = async (token: string | undefined, message: RegExp) => {
      const { client } = context()
      const before = await context().server.query("SELECT count(*)::int AS n FROM notifications")
      for (const call of [
        () => client.get(`${API}/profile/myProfile`, token === undefined ? {} : { token }),
        () => client.post(`${API}/profile/update`, { name: "Hacker" }, token === undefined ? {} : { token }),
        () => client.post(`${API}/notifications/pagin`, { page: 1, perPage: 20 }, token === undefined ? {} : { token }),
        () => client.get(`${API}/cart/getTotalCount`, token === undefined ? {} : { token })
      ]) {
        const answer = await call()
        expect(answer.status).toBe(401)
        expect(answer.body.message).toMatch(message)
      }
      expect(await context().server.query("SELECT count(*)::int AS n FROM notifications")).toEqual(before)
    }

    it("refuses a call without a token", () => refusedWith(undefined, /^Please sign in to continue\.$/))

    it("refuses a malformed token", () => refusedWith("not.a.token", /^Your sign-in is not valid/))

    it("refuses a token signed with another key", async () => {
      const learner = await context().client.sharedLearner("token-subject")
      const forged = await tokenWith(new TextEncoder().encode("x".repeat(32)), { sub: learner.userId, sid: sessionIdOf(learner.token) })
      await refusedWith(forged, /^Your sign-in is not valid/)
      expect((await context().client.userRow(learner.email))!.name).toBe("Casey Learner")
    })

    it("refuses an unsigned (alg: none) token and a tampered payload", async () => {
      const learner = await context().client.sharedLearner("token-subject")
      const unsigned = new UnsecuredJWT({ sid: sessionIdOf(learner.token) })
        .setSubject(learner.userId)
        .setIssuer("exam-shop")
        .setAudience("exam-shop/learner")
        .setExpirationTime("5m")
        .encode()
      await refusedWith(unsigned, /^Your sign-in is not valid/)
      const [header, , signature] = learner.token.split(".")
      const other = await context().client.newLearner("victim")
      const payload = Buffer.from(
        JSON.stringify({ sid: sessionIdOf(other.token), sub: other.userId, iss: "exam-shop", aud: "exam-shop/learner", exp: 9_999_999_999 })
      ).toString("base64url")
      await refusedWith(`${header}.${payload}.${signature}`, /^Your sign-in is not valid/)
    })

    it("refuses an expired token with its own message", async () => {
      const learner = await context().client.sharedLearner("token-subject")
      const key = await serverKey(context())
      // Correctly signed for a live session: only the expiry is wrong.
      const live = await tokenWith(key, { sub: learner.userId, sid: sessionIdOf(learner.token) })
      expect((await context().client.get(`${API}/profile/myProfile`, { token: live })).status).toBe(200)
      const expired = await tokenWith(key, { sub: learner.userId, sid: sessionIdOf(learner.token) }, Math.floor(Date.now() / 1000) - 10)
      await refusedWith(expired, /^Your session has expired\. Please sign in again\.$/)
    })

    it("refuses a token naming another learner's session", async () => {
      const a = await context().client.sharedLearner("token-subject")
      const b = await context().client.newLearner("session-b")
      const key = await serverKey(context())
      const mixed = await tokenWith(key, { sub: a.userId, sid: sessionIdOf(b.token) })
      await refusedWith(mixed, /^Your session has ended/)
    })

    it("documents the header in the OpenAPI description", async () => {
      const openapi = (await (await fetch(context().server.baseUrl + "/openapi.json")).json()) as {
        components: { securitySchemes: Record<string, unknown> }
        paths: Record<string, unknown>
      }
      expect(Object.values(openapi.components.securitySchemes)).toContainEqual({ type: "apiKey", name: "x-access-token", in: "header" })
      expect(Object.keys(openapi.paths)).toEqual(
        expect.arrayContaining([
          "/auth/signup",
          "/auth/login/success",
          `${API}/profile/myProfile`,
          `${API}/media/upload`,
          `${API}/notifications/pagin`,
          `${API}/cart/getTotalCount`
        ])
      )
    })
  })
