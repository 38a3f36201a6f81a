import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { ACCESS_TOKEN_HEADER, type ApiClient, makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import {
  addMobile,
  forgotPassword,
  loadNotifications,
  loadProfile,
  login,
  loginSuccess,
  logout,
  refreshToken,
  resendEmailCode,
  resendPhoneCode,
  resetPassword,
  signUp,
  verifyEmail,
  verifyPhone,
  verifyResetCode
} from "../../../src/services/account/account-calls.ts"
import { endsSession, onUnauthorized } from "../../../src/services/shared/unauthorized-signal.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const BASE = "http://shop.test"
const PROFILE = { _id: "u1", name: "Dana", email: "d@example.com", phone: null, isPhoneVerified: false, image: null, role: "learner" }

const setup = (answer: Answer) => {
  const fake = makeFakeFetch(answer)
  const layer = makeApiClientLayer(BASE, { fetch: fake.fetch, readToken: () => "tok" })
  const run = <A, E>(effect: Effect.Effect<A, E, ApiClient>) => Effect.runPromise(Effect.result(Effect.provide(effect, layer)))
  return { seen: fake.seen, run }
}

const unsubscribers: Array<() => void> = []
afterEach(() => {
  for (const off of unsubscribers.splice(0)) off()
})

describe("account calls", () => {
  it("sign-up, verify-email and login post their payloads under /auth", async () => {
    const { seen, run } = setup((request) =>
      request.url.endsWith("/signup")
        ? json(200, { message: "Code sent.", data: { email: "d@example.com" } })
        : json(200, { message: "Welcome.", token: "t1", data: PROFILE })
    )
    expect(await run(signUp({ name: "Dana", email: "d@example.com", password: "long-enough" }))).toMatchObject({ _tag: "Success", success: "Code sent." })
    expect(await run(verifyEmail({ email: "d@example.com", otp: "123456" }))).toMatchObject({
      success: { message: "Welcome.", token: "t1", userInfo: PROFILE }
    })
    expect(await run(login({ email: "d@example.com", password: "long-enough" }))).toMatchObject({ success: { token: "t1" } })
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`POST ${BASE}/auth/signup`, `POST ${BASE}/auth/verify-email`, `POST ${BASE}/auth/login`])
    expect(JSON.parse(seen[1]!.body!)).toEqual({ email: "d@example.com", otp: "123456" })
    expect(seen.every((r) => r.credentials === "include")).toBe(true)
  })

  it("login-success, logout, forgot, verify-otp, reset and resend", async () => {
    const { seen, run } = setup((request) => {
      if (request.url.endsWith("/login/success")) return json(200, { token: "t2", data: PROFILE })
      if (request.url.endsWith("/verify-otp")) return json(200, { message: "Correct.", data: { resetToken: "r1" } })
      return json(200, { message: "Done." })
    })
    expect(await run(loginSuccess)).toMatchObject({ success: { token: "t2", data: PROFILE } })
    expect(await run(logout)).toMatchObject({ _tag: "Success" })
    expect(await run(forgotPassword("d@example.com"))).toMatchObject({ success: "Done." })
    expect(await run(verifyResetCode({ email: "d@example.com", otp: "111111" }))).toMatchObject({ success: { message: "Correct.", resetToken: "r1" } })
    expect(await run(resetPassword({ resetToken: "r1", password: "new-password" }))).toMatchObject({ success: "Done." })
    expect(await run(resendEmailCode({ email: "d@example.com", purpose: "verify-email" }))).toMatchObject({ success: "Done." })
    expect(seen.map((r) => r.url.replace(BASE, ""))).toEqual([
      "/auth/login/success",
      "/auth/logout",
      "/auth/forgot-password",
      "/auth/verify-otp",
      "/auth/reset-password",
      "/auth/resend-otp"
    ])
    expect(JSON.parse(seen[5]!.body!)).toEqual({ email: "d@example.com", purpose: "verify-email" })
  })

  it("profile, phone, notifications, counts and refresh go under /api/v1/u with the token", async () => {
    const { seen, run } = setup((request) => {
      const path = request.url.replace(`${BASE}/api/v1/u`, "")
      switch (path) {
        case "/profile/myProfile":
          return json(200, { data: PROFILE })
        case "/profile/verifyPhone":
          return json(200, { message: "Verified.", data: { ...PROFILE, isPhoneVerified: true } })
        case "/notifications/pagin":
          return json(200, { result: { docs: [], total: 0, page: 1, perPage: 20 } })
        case "/profile/tokenRefresh":
          return json(200, { token: "t3" })
        default:
          return json(200, { message: "Sent." })
      }
    })
    expect(await run(loadProfile)).toMatchObject({ success: PROFILE })
    expect(await run(addMobile("(512) 555-0199"))).toMatchObject({ success: "Sent." })
    expect(await run(verifyPhone("123456"))).toMatchObject({ success: { message: "Verified.", profile: { isPhoneVerified: true } } })
    expect(await run(resendPhoneCode)).toMatchObject({ success: "Sent." })
    expect(await run(loadNotifications(1, 20))).toMatchObject({ success: { docs: [], perPage: 20 } })
    expect(await run(refreshToken)).toMatchObject({ success: "t3" })
    expect(JSON.parse(seen[4]!.body!)).toEqual({ page: 1, perPage: 20 })
    expect(JSON.parse(seen[1]!.body!)).toEqual({ phone: "(512) 555-0199" })
    expect(seen.every((r) => r.headers.get(ACCESS_TOKEN_HEADER) === "tok")).toBe(true)
  })

  it("fails with the server's message as an ApiFailure", async () => {
    const { run } = setup(() => json(401, { _tag: "Unauthorized", message: "Invalid email or password." }))
    expect(await run(login({ email: "d@example.com", password: "wrong-pass" }))).toMatchObject({
      _tag: "Failure",
      failure: { reason: "Unauthorized", status: 401, message: "Invalid email or password." }
    })
  })
})

describe("the 401 signal", () => {
  it("fires for a 401 outside /auth, not for a wrong password or a failed login-success", async () => {
    let signals = 0
    unsubscribers.push(onUnauthorized(() => signals++))
    const { run } = setup(() => json(401, { message: "Your session has ended." }))
    await run(login({ email: "d@example.com", password: "x-x-x-x-x" }))
    await run(loginSuccess)
    await run(logout)
    expect(signals).toBe(0)
    await run(loadProfile)
    expect(signals).toBe(1)
    await run(refreshToken)
    expect(signals).toBe(2)
  })

  it("does not fire for other statuses, and stops after unsubscribing", async () => {
    let signals = 0
    const off = onUnauthorized(() => signals++)
    const { run } = setup(() => json(403, { message: "No." }))
    await run(loadProfile)
    expect(signals).toBe(0)
    off()
    const unauthorized = setup(() => json(401, { message: "Ended." }))
    await unauthorized.run(loadProfile)
    expect(signals).toBe(0)
  })

  it("endsSession judges by status and path", () => {
    expect(endsSession(401, `${BASE}/api/v1/u/cart/getTotalCount`)).toBe(true)
    expect(endsSession(401, `${BASE}/auth/login`)).toBe(false)
    expect(endsSession(401, `${BASE}/authors`)).toBe(true)
    expect(endsSession(500, `${BASE}/api/v1/u/profile/myProfile`)).toBe(false)
  })
})
