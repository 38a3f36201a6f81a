import { describe, expect, it, vi } from "vitest"
import { createActor, fromEventObservable, fromPromise, waitFor } from "xstate"
import type { Notification, NotificationPage } from "../../../src/api/account/notifications.ts"
import type { Profile } from "../../../src/api/account/profile.ts"
import {
  isAgent,
  isSignedIn,
  selectRole,
  selectUserName,
  sessionMachine,
  type LiveEvent,
  type LiveEventsInput,
  type LoginSuccess,
  type NotificationPageRequest
} from "../../../src/machines/account/session.machine.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { NotificationId, UserId } from "../../../src/api/shared/ids.ts"

const VERIFIED: Profile = {
  _id: UserId.make("u1"),
  name: "Dana Demo",
  email: "demo@examready.example",
  phone: "(512) 555-0199",
  isPhoneVerified: true,
  image: null,
  role: "learner"
}
const UNVERIFIED: Profile = { ...VERIFIED, isPhoneVerified: false }
const NO_PHONE: Profile = { ...VERIFIED, phone: null, isPhoneVerified: false }
const LOGIN: LoginSuccess = { token: "token-1", data: VERIFIED }
const UNAUTHORIZED_FAILURE = { _tag: "ApiFailure", reason: "Unauthorized", status: 401, message: "Please sign in." }
const PAGE: NotificationPage = { docs: [], total: 0, page: 1, perPage: 20 }
const AFTER_REFRESH = "xstate.after.tokenRefresh.session.account.signedIn.tokenRefresh.waiting"
const AFTER_LIVE_RETRY = "xstate.after.liveRetry.session.account.signedIn.live.waiting"
const NOTE: Notification = { _id: NotificationId.make("n1"), title: "Payment received", description: "Order R-1", createdAt: "2026-11-23T22:00:00.000Z" }

const events = [
  { type: "xstate.done.actor.loginSuccess", output: LOGIN },
  { type: "xstate.error.actor.loginSuccess", error: UNAUTHORIZED_FAILURE },
  { type: "SIGNED_IN", token: "token-2", userInfo: VERIFIED },
  { type: "SIGN_OUT" },
  { type: "UNAUTHORIZED", location: "/profile?tab=1" },
  { type: "PROFILE_CHANGED", profile: VERIFIED },
  { type: "PROFILE_CHANGED", profile: UNVERIFIED },
  { type: "NOTIFICATIONS_CHANGED" },
  { type: "RETRY_PROFILE" },
  { type: "LOCATION_GRANTED", lat: 30.27, lng: -97.74 },
  { type: "xstate.done.actor.loadProfile", output: VERIFIED },
  { type: "xstate.done.actor.loadProfile", output: NO_PHONE },
  { type: "xstate.error.actor.loadProfile", error: UNREACHABLE },
  { type: "xstate.done.actor.loadNotifications", output: PAGE },
  { type: "xstate.error.actor.loadNotifications", error: UNREACHABLE },
  { type: AFTER_REFRESH },
  { type: "xstate.done.actor.refreshToken", output: "token-3" },
  { type: "xstate.error.actor.refreshToken", error: UNREACHABLE },
  { type: "xstate.done.actor.logout", output: undefined },
  { type: "xstate.error.actor.logout", error: UNREACHABLE },
  { type: "xstate.done.actor.locate", output: "US" },
  { type: "xstate.error.actor.locate", error: UNREACHABLE },
  { type: "notification", payload: NOTE },
  { type: "events.connected" },
  { type: "xstate.done.actor.liveEvents", output: undefined },
  { type: "xstate.error.actor.liveEvents", error: { _tag: "EventStreamClosed" } },
  { type: AFTER_LIVE_RETRY }
] as const

// Only the logged-in flag steers a guard; the rest of the context would only
// multiply snapshots without adding states or transitions.
const stableContext = (context: unknown) => ({ isLogin: (context as { isLogin: boolean }).isLogin })

// The token cookie decides which branch a failed login-success takes, so
// the graph is walked from both starts and the coverage is their union.
const withCookie = computePathCoverage(sessionMachine, { events, stableContext, input: { hasTokenCookie: true } })
const withoutCookie = computePathCoverage(sessionMachine, { events, stableContext, input: { hasTokenCookie: false } })

describe("sessionMachine path coverage", () => {
  it("reaches every state and takes every transition from the two starts", () => {
    const missingStates = withCookie.states.missing.filter((s) => withoutCookie.states.missing.includes(s))
    const missingTransitions = withCookie.transitions.missing.filter((t) => withoutCookie.transitions.missing.includes(t))
    const total = withCookie.transitions.total
    expect(recordCoverage(withCookie, withoutCookie).line).toBe(
      `coverage session: states ${withCookie.states.total - missingStates.length}/${withCookie.states.total}, ` +
        `transitions ${total - missingTransitions.length}/${total}`
    )
    expect(missingStates).toEqual([])
    expect(missingTransitions).toEqual([])
  })

  for (const [start, coverage, input] of [
    ["with a token cookie", withCookie, { hasTokenCookie: true }],
    ["without a token cookie", withoutCookie, { hasTokenCookie: false }]
  ] as const) {
    it(`replays all ${coverage.paths.length} generated paths ${start}`, () => {
      for (const path of coverage.paths) {
        expect(replayPath(sessionMachine, path, { stableContext, input }), path.description).toEqual(path.expected)
      }
    })
  }
})

/** Fakes for every named side effect, recording what they were asked. */
const makeFakes = (
  overrides: {
    loginSuccess?: () => Promise<LoginSuccess>
    loadProfile?: () => Promise<Profile>
    refreshToken?: () => Promise<string>
    logout?: () => Promise<void>
  } = {}
) => {
  /** The open live streams: a test pushes events down them, or ends them. */
  const live: Array<{ readonly input: LiveEventsInput; readonly send: (event: LiveEvent) => void; readonly fail: () => void }> = []
  const calls = {
    storeSession: vi.fn(),
    storeToken: vi.fn(),
    clearStoredSession: vi.fn(),
    redirectToSignIn: vi.fn(),
    redirectToPhoneVerification: vi.fn(),
    goHome: vi.fn(),
    logFailure: vi.fn(),
    notifyFailure: vi.fn(),
    storeGeoLocal: vi.fn(),
    notificationRequests: [] as Array<NotificationPageRequest>,
    refreshes: 0,
    live
  }
  let refreshCount = 0
  const machine = sessionMachine.provide({
    actors: {
      loginSuccess: fromPromise(overrides.loginSuccess ?? (async () => LOGIN)),
      loadProfile: fromPromise(overrides.loadProfile ?? (async () => VERIFIED)),
      loadNotifications: fromPromise(async ({ input }: { input: NotificationPageRequest }) => {
        calls.notificationRequests.push(input)
        return PAGE
      }),
      refreshToken: fromPromise(
        overrides.refreshToken ??
          (async () => {
            refreshCount++
            calls.refreshes = refreshCount
            return `refreshed-${refreshCount}`
          })
      ),
      logout: fromPromise(overrides.logout ?? (async () => undefined)),
      locate: fromPromise(async (): Promise<string | null> => "US"),
      liveEvents: fromEventObservable<LiveEvent, LiveEventsInput>(({ input }) => ({
        subscribe: (observer) => {
          const next = typeof observer === "function" ? observer : observer?.next?.bind(observer)
          const error = typeof observer === "function" ? undefined : observer?.error?.bind(observer)
          const forget = () => {
            if (live.includes(stream)) live.splice(live.indexOf(stream), 1)
          }
          const stream = {
            input,
            send: (event: LiveEvent) => next?.(event),
            fail: () => {
              forget()
              error?.({ _tag: "EventStreamClosed" })
            }
          }
          live.push(stream)
          return { unsubscribe: forget }
        }
      }))
    },
    actions: {
      storeSession: (_, params) => calls.storeSession(params),
      storeToken: (_, params) => calls.storeToken(params),
      clearStoredSession: () => calls.clearStoredSession(),
      redirectToSignIn: (_, params) => calls.redirectToSignIn(params),
      redirectToPhoneVerification: () => calls.redirectToPhoneVerification(),
      goHome: () => calls.goHome(),
      logFailure: (_, params) => calls.logFailure(params),
      notifyFailure: (_, params) => calls.notifyFailure(params),
      storeGeoLocal: (_, params) => calls.storeGeoLocal(params)
    },
    delays: { tokenRefresh: 20, liveRetry: 20 }
  })
  return { machine, calls }
}

describe("sessionMachine behaviour", () => {
  it("signs in from login-success, stores the session and loads profile and notifications", async () => {
    const { machine, calls } = makeFakes()
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    const snapshot = await waitFor(actor, (s) => s.matches({ account: { signedIn: { profile: "ready", notifications: "ready" } }, country: "known" }))
    expect(calls.storeSession).toHaveBeenCalledWith({ token: "token-1", userId: "u1" })
    expect(calls.notificationRequests).toEqual([{ page: 1, perPage: 20 }])
    expect(selectUserName(snapshot)).toBe("Dana Demo")
    expect(snapshot.context.userCountry).toBe("US")
    expect(calls.redirectToPhoneVerification).not.toHaveBeenCalled()
    actor.stop()
  })

  it.each([
    ["no phone", NO_PHONE],
    ["an unverified phone", UNVERIFIED]
  ])("sends a learner with %s to phone verification", async (_, profile) => {
    const { machine, calls } = makeFakes({ loadProfile: async () => profile })
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { profile: "ready" } } }))
    expect(calls.redirectToPhoneVerification).toHaveBeenCalledTimes(1)
    actor.stop()
  })

  it.each([
    ["an admin", "admin"],
    ["a support agent", "agent"]
  ] as const)("never sends %s without a phone to phone verification (spec §4's rule is the learners')", async (_, role) => {
    const { machine, calls } = makeFakes({ loadProfile: async () => ({ ...NO_PHONE, role }) })
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { profile: "ready" } } }))
    expect(calls.redirectToPhoneVerification).not.toHaveBeenCalled()
    actor.stop()
  })

  it("refreshes the token on the refresh delay, again and again, storing each new token", async () => {
    const { machine, calls } = makeFakes()
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    await vi.waitFor(() => expect(calls.refreshes).toBeGreaterThanOrEqual(3), { timeout: 2000 })
    expect(calls.storeToken).toHaveBeenCalledWith({ token: "refreshed-1" })
    expect(calls.storeToken).toHaveBeenCalledWith({ token: "refreshed-2" })
    actor.stop()
  })

  it("swallows a failed refresh and keeps refreshing", async () => {
    let attempts = 0
    const { machine, calls } = makeFakes({
      refreshToken: async () => {
        attempts++
        throw UNREACHABLE
      }
    })
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(2), { timeout: 2000 })
    expect(isSignedIn(actor.getSnapshot())).toBe(true)
    expect(calls.storeToken).not.toHaveBeenCalled()
    expect(calls.logFailure).not.toHaveBeenCalled()
    expect(calls.notifyFailure).not.toHaveBeenCalled()
    actor.stop()
  })

  it("hands a failed profile load to the shared handler once, and again when Retry fails again", async () => {
    const { machine, calls } = makeFakes({
      loadProfile: async () => {
        throw UNREACHABLE
      }
    })
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { profile: "failed", notifications: "ready" } } }))
    expect(calls.notifyFailure.mock.calls).toEqual([[{ error: UNREACHABLE }]])
    actor.send({ type: "RETRY_PROFILE" })
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { profile: "failed" } } }))
    expect(calls.notifyFailure).toHaveBeenCalledTimes(2)
    actor.stop()
  })

  it("on a 401 clears the session and sends the learner to sign in with the page to come back to", async () => {
    const { machine, calls } = makeFakes()
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { notifications: "ready" } } }))
    actor.send({ type: "UNAUTHORIZED", location: "/profile/transaction/2?sort=new" })
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ account: "guest" })).toBe(true)
    expect(calls.clearStoredSession).toHaveBeenCalledTimes(1)
    expect(calls.redirectToSignIn).toHaveBeenCalledWith({ lastLocation: "/profile/transaction/2?sort=new" })
    expect(snapshot.context).toMatchObject({ isLogin: false, userInfo: null, profile: null })
    actor.stop()
  })

  it("signs out through the logout call, clears everything and goes home", async () => {
    const { machine, calls } = makeFakes()
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { profile: "ready" } } }))
    actor.send({ type: "SIGN_OUT" })
    const snapshot = await waitFor(actor, (s) => s.matches({ account: "guest" }))
    expect(calls.clearStoredSession).toHaveBeenCalledTimes(1)
    expect(calls.goHome).toHaveBeenCalledTimes(1)
    expect(isSignedIn(snapshot)).toBe(false)
    actor.stop()
  })

  it("still signs out locally when the logout call fails, only logging the failure", async () => {
    const { machine, calls } = makeFakes({
      logout: async () => {
        throw UNREACHABLE
      }
    })
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { profile: "ready" } } }))
    actor.send({ type: "SIGN_OUT" })
    await waitFor(actor, (s) => s.matches({ account: "guest" }))
    expect(calls.logFailure).toHaveBeenCalledWith({ what: "logout", error: UNREACHABLE })
    expect(calls.notifyFailure).not.toHaveBeenCalled()
    expect(calls.clearStoredSession).toHaveBeenCalledTimes(1)
    expect(calls.goHome).toHaveBeenCalledTimes(1)
    actor.stop()
  })

  it("stays a guest when login-success fails without a token cookie, only logging it", async () => {
    const { machine, calls } = makeFakes({
      loginSuccess: async () => {
        throw UNAUTHORIZED_FAILURE
      }
    })
    const actor = createActor(machine, { input: { hasTokenCookie: false } }).start()
    const snapshot = await waitFor(actor, (s) => s.matches({ account: "guest" }))
    expect(calls.logFailure).toHaveBeenCalledWith({ what: "login-success", error: UNAUTHORIZED_FAILURE })
    expect(calls.notifyFailure).not.toHaveBeenCalled()
    expect(calls.redirectToSignIn).not.toHaveBeenCalled()
    expect(isSignedIn(snapshot)).toBe(false)
    actor.stop()
  })

  it("keeps the logged-in flag of a token cookie when login-success fails", async () => {
    const { machine } = makeFakes({
      loginSuccess: async () => {
        throw UNREACHABLE
      }
    })
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    const snapshot = await waitFor(actor, (s) => s.matches({ account: { signedIn: { profile: "ready" } } }))
    expect(isSignedIn(snapshot)).toBe(true)
    actor.stop()
  })

  it("signs a guest in from a sign-in screen and stores the new session", async () => {
    const { machine, calls } = makeFakes({
      loginSuccess: async () => {
        throw UNAUTHORIZED_FAILURE
      }
    })
    const actor = createActor(machine, { input: { hasTokenCookie: false } }).start()
    await waitFor(actor, (s) => s.matches({ account: "guest" }))
    actor.send({ type: "SIGNED_IN", token: "fresh", userInfo: VERIFIED })
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { profile: "ready" } } }))
    expect(calls.storeSession).toHaveBeenCalledWith({ token: "fresh", userId: "u1" })
    actor.stop()
  })

  it("knows a support agent by the role of the sign-in answer, then of the profile", async () => {
    const AGENT: Profile = { ...VERIFIED, role: "agent" }
    const { machine } = makeFakes({
      loginSuccess: async () => {
        throw UNAUTHORIZED_FAILURE
      },
      loadProfile: () => new Promise<Profile>(() => {})
    })
    const actor = createActor(machine, { input: { hasTokenCookie: false } }).start()
    const guest = await waitFor(actor, (s) => s.matches({ account: "guest" }))
    expect([selectRole(guest), isAgent(guest)]).toEqual([null, false])
    actor.send({ type: "SIGNED_IN", token: "fresh", userInfo: AGENT })
    const signedIn = await waitFor(actor, (s) => s.matches({ account: "signedIn" }))
    expect([selectRole(signedIn), isAgent(signedIn)]).toEqual(["agent", true])
    actor.send({ type: "SIGN_OUT" })
    const signedOut = await waitFor(actor, (s) => s.matches({ account: "guest" }))
    expect(isAgent(signedOut)).toBe(false)
    actor.stop()
  })

  it("reads the role from the profile when the session began on the token cookie alone", async () => {
    const { machine } = makeFakes({
      loginSuccess: async () => {
        throw UNREACHABLE
      },
      loadProfile: async () => ({ ...VERIFIED, role: "agent" })
    })
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    const snapshot = await waitFor(actor, (s) => s.matches({ account: { signedIn: { profile: "ready" } } }))
    expect(snapshot.context.userInfo).toBeNull()
    expect(isAgent(snapshot)).toBe(true)
    actor.stop()
  })

  it("stores the browser's location when it is granted", () => {
    const { machine, calls } = makeFakes()
    const actor = createActor(machine, { input: { hasTokenCookie: false } }).start()
    actor.send({ type: "LOCATION_GRANTED", lat: 30.27, lng: -97.74 })
    expect(calls.storeGeoLocal).toHaveBeenCalledWith({ lat: 30.27, lng: -97.74 })
    actor.stop()
  })

  it("a notification from the live stream goes to the top of the header's page and counts; a repeat changes nothing", async () => {
    const { machine, calls } = makeFakes()
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { notifications: "ready" } } }))
    expect(calls.live.map((stream) => stream.input)).toEqual([{ userId: "u1" }])
    calls.live[0]!.send({ type: "notification", payload: NOTE })
    calls.live[0]!.send({ type: "notification", payload: NOTE })
    expect(actor.getSnapshot().context.notifications).toEqual({ docs: [NOTE], total: 1, page: 1, perPage: 20 })
    expect(calls.notificationRequests).toHaveLength(1)
    actor.stop()
  })

  it("reloads the page on every (re)connection, and opens the stream again after the browser gave up on it", async () => {
    const { machine, calls } = makeFakes()
    const actor = createActor(machine, { input: { hasTokenCookie: true } }).start()
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { notifications: "ready" } } }))
    calls.live[0]!.send({ type: "events.connected" })
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { notifications: "ready" } } }))
    expect(calls.notificationRequests).toHaveLength(2)
    calls.live[0]!.fail()
    expect(actor.getSnapshot().matches({ account: { signedIn: { live: "waiting" } } })).toBe(true)
    await waitFor(actor, (s) => s.matches({ account: { signedIn: { live: "listening" } } }))
    expect(calls.live).toHaveLength(1)
    actor.send({ type: "SIGN_OUT" })
    await waitFor(actor, (s) => s.matches({ account: "guest" }))
    expect(calls.live).toHaveLength(0)
    actor.stop()
  })
})
