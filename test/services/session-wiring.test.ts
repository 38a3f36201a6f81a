/**
 * The session machine on the real account calls, wired by main.tsx's own
 * wiring (src/wiring/session-wiring.ts): fromEffect on the app runtime, the
 * 401 signal sending UNAUTHORIZED. Only fetch, the browser storage, the
 * page's location and its navigation are fakes.
 */
import { Layer } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { waitFor } from "xstate"
import { makeApiClientLayer } from "../../src/services/shared/api-client.ts"
import type { LatLng } from "../../src/services/account/geo-location.ts"
import { type AppRuntime, makeAppRuntime } from "../../src/services/shared/runtime.ts"
import { readyRuntime } from "../../src/services/shared/lazy-runtime.ts"
import { Toasts } from "../../src/services/shared/toasts.ts"
import { signalUnauthorized } from "../../src/services/shared/unauthorized-signal.ts"
import type { SessionStartAnswers } from "../../src/ui/shared/page-data.tsx"
import { startSession as startRealSession } from "../../src/wiring/session-wiring.ts"
import { type Answer, json, makeFakeFetch } from "./fake-fetch.ts"

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
}

const startSession = (answer: Answer, page: PageOptions = {}) => {
  const fake = makeFakeFetch(answer)
  const runtime: AppRuntime = makeAppRuntime(Layer.mergeAll(
    makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => "tok" }),
    Toasts.layerRecording([])
  ))
  const navigate = vi.fn<(to: string) => void>()
  const clearStoredSession = vi.fn()
  const storeGeoLocal = vi.fn<(position: LatLng) => void>()
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
  const path = page.path ?? "/cart"
  const session = startRealSession(readyRuntime(runtime), {
    currentLocation: () => `${path}?page=2`,
    currentPath: () => path,
    navigate,
    store: { hasTokenCookie: () => false, storeSession: () => {}, storeToken: () => {}, clearStoredSession, storeGeoLocal },
    readGrantedLocation: async () => page.grantedLocation ?? null
  }, page.answers ?? null)
  cleanups.push(() => void session.stop(), () => warn.mockRestore(), () => runtime.dispose())
  return { session, seen: fake.seen, navigate, clearStoredSession, storeGeoLocal, warn }
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
    const snapshot = await waitFor(session, (s) =>
      s.matches({ account: { signedIn: { profile: "ready", notifications: "ready" } } }))
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
      request.url.endsWith("/auth/login/success") ? json(401, { message: "You are not signed in." }) : json(200, { data: { country: null } }))
    await waitFor(session, (s) => s.matches({ account: "guest" }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(navigate).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("failed"), expect.anything())
  })

  it("on a page rendered for a guest, takes the page's answers: a guest in the page's country, with no call at all (issue 13)", async () => {
    const { session, seen, navigate } = startSession(() => json(500, { message: "no call was expected" }), { answers: { guest: true, country: "GB" } })
    const snapshot = await waitFor(session, (s) => s.matches({ account: "guest", country: "known" }))
    expect(snapshot.context.userCountry).toBe("GB")
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen).toEqual([])
    expect(navigate).not.toHaveBeenCalled()
  })

  it("on a page rendered for a request with a session, still asks login-success; the country is the page's", async () => {
    const { session, seen } = startSession((request) => {
      if (request.url.endsWith("/auth/login/success")) return json(200, { token: "t1", data: PROFILE })
      if (request.url === `${API}/profile/myProfile`) return json(200, { data: PROFILE })
      if (request.url === `${API}/notifications/pagin`) return json(200, { result: { docs: [], total: 0, page: 1, perPage: 20 } })
      return json(200, { data: { country: "US" } })
    }, { answers: { guest: false, country: null } })
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
