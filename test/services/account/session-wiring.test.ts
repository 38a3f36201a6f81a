/**
 * The session machine on the real account calls, wired by main.tsx's own
 * wiring (src/wiring/account/session-wiring.ts): fromEffect on the app runtime, the
 * 401 signal sending UNAUTHORIZED. Only fetch, the browser storage, the
 * page's location and its navigation are fakes.
 */
import { Layer } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { waitFor } from "xstate"
import { makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import type { LatLng } from "../../../src/services/account/geo-location.ts"
import { type AppRuntime, makeAppRuntime } from "../../../src/services/shared/runtime.ts"
import { readyRuntime } from "../../../src/services/shared/lazy-runtime.ts"
import { type ShownToast, Toasts } from "../../../src/services/shared/toasts.ts"
import { signalUnauthorized } from "../../../src/services/shared/unauthorized-signal.ts"
import type { SessionStartAnswers } from "../../../src/ui/shared/page-data.tsx"
import { makeNotifiers } from "../../../src/wiring/shared/notifiers.ts"
import { startSession as startRealSession } from "../../../src/wiring/account/session-wiring.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const PROFILE = { _id: "u1", name: "Dana Demo", email: "d@example.com", phone: "(512) 555-0199", isPhoneVerified: true, image: null, role: "learner" }
const API = "http://shop.test/api/v1/u"

const cleanups: Array<() => void | Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

interface PageOptions {
  /** The screen the learner is on; the cart by default. */
  readonly path?: string
  readonly grantedLocation?: LatLng | null
  /** The start answers a server-rendered page carried. */
  readonly answers?: SessionStartAnswers
  /** The token cookie is there (spec §4: the signed-in flag). */
  readonly hasTokenCookie?: boolean
}

const startSession = (answer: Answer, page: PageOptions = {}) => {
  const fake = makeFakeFetch(answer)
  const shown: Array<ShownToast> = []
  const runtime: AppRuntime = makeAppRuntime(
    Layer.mergeAll(makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => "tok" }), Toasts.layerRecording(shown))
  )
  const navigate = vi.fn<(to: string) => void>()
  const clearStoredSession = vi.fn()
  const storeGeoLocal = vi.fn<(position: LatLng) => void>()
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
  const path = page.path ?? "/cart"
  const session = startRealSession(
    readyRuntime(runtime),
    makeNotifiers(readyRuntime(runtime)),
    {
      currentLocation: () => `${path}?page=2`,
      currentPath: () => path,
      navigate,
      store: { hasTokenCookie: () => page.hasTokenCookie ?? false, storeSession: () => {}, storeToken: () => {}, clearStoredSession, storeGeoLocal },
      readGrantedLocation: async () => page.grantedLocation ?? null
    },
    page.answers ?? null
  )
  cleanups.push(
    () => void session.stop(),
    () => warn.mockRestore(),
    () => runtime.dispose()
  )
  return { session, seen: fake.seen, shown, navigate, clearStoredSession, storeGeoLocal, warn }
}

/** Signed in, then the cart counts answer 401. */
const endsOnLearnerCall401: Answer = (request) => {
  if (request.url.endsWith("/auth/login/success")) return json(200, { token: "t1", data: PROFILE })
  if (request.url === `${API}/notifications/pagin`) return json(401, { message: "Your session has ended." })
  if (request.url === `${API}/profile/myProfile`) return json(200, { data: PROFILE })
  return json(200, { result: { docs: [], total: 0, page: 1, perPage: 20 }, data: { country: null } })
}

describe("the session on the real account calls", () => {
  it("signs in from login-success and loads the profile, page 1 of notifications ", async () => {
    const { session, seen } = startSession((request) => {
      if (request.url.endsWith("/auth/login/success")) return json(200, { token: "t1", data: PROFILE })
      if (request.url === `${API}/profile/myProfile`) return json(200, { data: PROFILE })
      if (request.url === `${API}/notifications/pagin`) return json(200, { result: { docs: [], total: 0, page: 1, perPage: 20 } })
      return json(200, { data: { country: "US" } })
    })
    const snapshot = await waitFor(session, (s) => s.matches({ account: { signedIn: { profile: "ready", notifications: "ready" } } }))
    expect(snapshot.context).toMatchObject({ isLogin: true, profile: PROFILE })
    expect(JSON.parse(seen.find((r) => r.url.endsWith("/notifications/pagin"))!.body!)).toEqual({ page: 1, perPage: 20 })
  })

  it("a 401 to a learner call ends the session and sends the learner to sign in", async () => {
    const { session, navigate, clearStoredSession } = startSession(endsOnLearnerCall401)
    await waitFor(session, (s) => s.matches({ account: "guest" }) && navigate.mock.calls.length > 0)
    expect(navigate).toHaveBeenCalledWith("/sign-in?lastLocation=%2Fcart%3Fpage%3D2")
    expect(clearStoredSession).toHaveBeenCalled()
    expect(session.getSnapshot().context.isLogin).toBe(false)
  })

  it("a 401 while signing in (a stale tab's refresh) ends the session but does not nest sign-in in itself", async () => {
    const { session, navigate, clearStoredSession } = startSession(endsOnLearnerCall401, { path: "/sign-in" })
    await waitFor(session, (s) => s.matches({ account: "guest" }) && clearStoredSession.mock.calls.length > 0)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(navigate).not.toHaveBeenCalled()
  })

  it("a guest's 401 from login-success is only logged: no redirect", async () => {
    const { session, navigate, warn } = startSession((request) =>
      request.url.endsWith("/auth/login/success") ? json(401, { message: "You are not signed in." }) : json(200, { data: { country: null } })
    )
    await waitFor(session, (s) => s.matches({ account: "guest" }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(navigate).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("failed"), expect.anything())
  })

  it("on a page rendered for a guest, takes the page's answers: a guest in the page's country, with no call at all", async () => {
    const { session, seen, navigate } = startSession(() => json(500, { message: "no call was expected" }), { answers: { guest: true, country: "GB" } })
    const snapshot = await waitFor(session, (s) => s.matches({ account: "guest", country: "known" }))
    expect(snapshot.context.userCountry).toBe("GB")
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).toEqual([])
    expect(navigate).not.toHaveBeenCalled()
  })

  it("on a page rendered for a request with a session, still asks login-success; the country is the page's", async () => {
    const { session, seen } = startSession(
      (request) => {
        if (request.url.endsWith("/auth/login/success")) return json(200, { token: "t1", data: PROFILE })
        if (request.url === `${API}/profile/myProfile`) return json(200, { data: PROFILE })
        if (request.url === `${API}/notifications/pagin`) return json(200, { result: { docs: [], total: 0, page: 1, perPage: 20 } })
        return json(200, { data: { country: "US" } })
      },
      { answers: { guest: false, country: null } }
    )
    const snapshot = await waitFor(session, (s) => s.matches({ account: { signedIn: { profile: "ready" } }, country: "known" }))
    expect(snapshot.context.userCountry).toBeNull()
    expect(seen.some((request) => request.url.endsWith("/auth/login/success"))).toBe(true)
    expect(seen.some((request) => request.url.endsWith("/public/getLocationByIp"))).toBe(false)
  })

  it("a location the learner already granted is stored as geoLocal", async () => {
    const { storeGeoLocal } = startSession(() => json(401, { message: "You are not signed in." }), { grantedLocation: { lat: 30.27, lng: -97.74 } })
    await vi.waitFor(() => expect(storeGeoLocal).toHaveBeenCalledWith({ lat: 30.27, lng: -97.74 }))
  })

  it("a stopped session no longer hears the 401 signal", async () => {
    const { session, warn } = startSession(() => json(401, { message: "You are not signed in." }))
    await waitFor(session, (s) => s.matches({ account: "guest" }))
    session.stop()
    warn.mockClear()
    signalUnauthorized()
    await new Promise((resolve) => setTimeout(resolve, 20))
    // A listener left behind would send to the stopped actor, and XState warns about it.
    expect(warn).not.toHaveBeenCalled()
  })
})

/** Signed in, every call answered as `failing` says (by path under /api/v1/u or /auth), the rest well. */
const signedInExcept =
  (failing: Readonly<Record<string, Response>>): Answer =>
  (request) => {
    const path = new URL(request.url).pathname.replace("/api/v1/u", "")
    const failure = failing[path]
    if (failure !== undefined) return failure.clone()
    if (path.endsWith("/auth/login/success")) return json(200, { token: "t1", data: PROFILE })
    if (path === "/profile/myProfile") return json(200, { data: PROFILE })
    if (path === "/notifications/pagin") return json(200, { result: { docs: [], total: 0, page: 1, perPage: 20 } })
    if (path === "/profile/tokenRefresh") return json(200, { token: "t2" })
    return json(200, { data: { country: null } })
  }

/** Long enough for a toast's runLater (runtime, notices module) to have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe("the session's failures and the shared handler (spec §8)", () => {
  const PROFILE_DOWN = json(500, { message: "The profile service is resting." })
  const PROFILE_TOAST = { kind: "error", message: "The profile service is resting." }

  it("a failed profile load shows the server's message once as an error toast, and My Profile's Retry may show it again", async () => {
    const { session, shown } = startSession(signedInExcept({ "/profile/myProfile": PROFILE_DOWN }))
    await waitFor(session, (s) => s.matches({ account: { signedIn: { profile: "failed" } } }))
    await vi.waitFor(() => expect(shown).toEqual([PROFILE_TOAST]))
    await settle()
    expect(shown).toHaveLength(1)
    session.send({ type: "RETRY_PROFILE" })
    await waitFor(session, (s) => s.matches({ account: { signedIn: { profile: "failed" } } }))
    await vi.waitFor(() => expect(shown).toEqual([PROFILE_TOAST, PROFILE_TOAST]))
  })

  it("a failed load of the header's notifications shows the server's message", async () => {
    const { session, shown } = startSession(signedInExcept({ "/notifications/pagin": json(503, { message: "Notifications are paused." }) }))
    await waitFor(session, (s) => s.matches({ account: { signedIn: { notifications: "failed", profile: "ready" } } }))
    await vi.waitFor(() => expect(shown).toEqual([{ kind: "error", message: "Notifications are paused." }]))
  })

  it("a 401 to the profile load shows no toast (the session sends the learner to sign in); a 500 does", async () => {
    for (const [status, toasts] of [
      [401, []],
      [500, [PROFILE_TOAST]]
    ] as const) {
      const { session, shown, navigate } = startSession(signedInExcept({ "/profile/myProfile": json(status, { message: "The profile service is resting." }) }))
      await waitFor(session, (s) =>
        status === 401 ? s.matches({ account: "guest" }) && navigate.mock.calls.length > 0 : s.matches({ account: { signedIn: { profile: "failed" } } })
      )
      await settle()
      expect(shown).toEqual(toasts)
    }
  })

  it("a failed login-success is only logged, with or without the token cookie; the profile's failure after it is shown", async () => {
    for (const [hasTokenCookie, toasts] of [
      [false, []],
      [true, [PROFILE_TOAST]]
    ] as const) {
      const { session, shown, warn } = startSession(
        signedInExcept({
          "/auth/login/success": json(500, { message: "login-success is down" }),
          "/profile/myProfile": PROFILE_DOWN
        }),
        { hasTokenCookie }
      )
      await waitFor(session, (s) => s.matches({ account: "guest" }) || s.matches({ account: { signedIn: { profile: "failed" } } }))
      await settle()
      expect(shown).toEqual(toasts)
      expect(warn).toHaveBeenCalledWith("session: login-success failed", expect.anything())
    }
  })

  it("failed token refreshes and a failed logout show nothing; the profile's failure in the same session is shown", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      const { session, seen, shown } = startSession(
        signedInExcept({
          "/profile/myProfile": PROFILE_DOWN,
          "/profile/tokenRefresh": json(500, { message: "refresh is down" }),
          "/auth/logout": json(500, { message: "logout is down" })
        })
      )
      await vi.waitFor(() => expect(session.getSnapshot().matches({ account: { signedIn: { profile: "failed", notifications: "ready" } } })).toBe(true))
      await vi.advanceTimersByTimeAsync(2 * 10_000 + 100)
      expect(seen.filter((request) => request.url.endsWith("/profile/tokenRefresh"))).toHaveLength(2)
      session.send({ type: "SIGN_OUT" })
      await vi.waitFor(() => expect(session.getSnapshot().matches({ account: "guest" })).toBe(true))
      expect(seen.some((request) => request.url.endsWith("/auth/logout"))).toBe(true)
      await vi.advanceTimersByTimeAsync(100)
      expect(shown).toEqual([PROFILE_TOAST])
    } finally {
      vi.useRealTimers()
    }
  })
})
