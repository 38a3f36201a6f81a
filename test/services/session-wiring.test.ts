/**
 * The session machine on the real account calls, wired the way main.tsx
 * wires it: fromEffect on the app runtime, the 401 signal sending
 * UNAUTHORIZED. Only fetch and the browser's navigation are fakes.
 */
import { Layer } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createActor, waitFor } from "xstate"
import { sessionMachine } from "../../src/machines/session.machine.ts"
import * as accountCalls from "../../src/services/account-calls.ts"
import { makeApiClientLayer } from "../../src/services/api-client.ts"
import { fromEffect } from "../../src/services/effect-actor.ts"
import { type AppRuntime, makeAppRuntime } from "../../src/services/runtime.ts"
import { Toasts } from "../../src/services/toasts.ts"
import { onUnauthorized } from "../../src/services/unauthorized-signal.ts"
import { type Answer, json, makeFakeFetch } from "./fake-fetch.ts"

const PROFILE = { _id: "u1", name: "Dana Demo", email: "d@example.com", phone: "(512) 555-0199", isPhoneVerified: true, image: null }
const API = "http://shop.test/api/v1/u"

const cleanups: Array<() => void | Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const startSession = (answer: Answer) => {
  const fake = makeFakeFetch(answer)
  const runtime: AppRuntime = makeAppRuntime(Layer.mergeAll(
    makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => "tok" }),
    Toasts.layerRecording([])
  ))
  const redirectToSignIn = vi.fn<(lastLocation: string) => void>()
  const clearStoredSession = vi.fn()
  const session = createActor(sessionMachine.provide({
    actors: {
      loginSuccess: fromEffect(runtime, () => accountCalls.loginSuccess),
      loadProfile: fromEffect(runtime, () => accountCalls.loadProfile),
      loadNotifications: fromEffect(runtime, (input: { readonly page: number; readonly perPage: number }) =>
        accountCalls.loadNotifications(input.page, input.perPage)),
      loadCartCounts: fromEffect(runtime, () => accountCalls.loadCartCounts),
      refreshToken: fromEffect(runtime, () => accountCalls.refreshToken),
      logout: fromEffect(runtime, () => accountCalls.logout),
      locate: fromEffect(runtime, () => accountCalls.locate)
    },
    actions: {
      storeSession: () => {},
      clearStoredSession,
      redirectToSignIn: (_, params) => redirectToSignIn(params.lastLocation),
      logFailure: () => {}
    },
    delays: { tokenRefresh: 60_000 }
  }), { input: { hasTokenCookie: false } }).start()
  const off = onUnauthorized(() => session.send({ type: "UNAUTHORIZED", location: "/cart?page=2" }))
  cleanups.push(() => void session.stop(), off, () => runtime.dispose())
  return { session, seen: fake.seen, redirectToSignIn, clearStoredSession }
}

describe("the session on the real account calls", () => {
  it("signs in from login-success and loads the profile, page 1 of notifications and the counts", async () => {
    const { session, seen } = startSession((request) => {
      if (request.url.endsWith("/auth/login/success")) return json(200, { token: "t1", data: PROFILE })
      if (request.url === `${API}/profile/myProfile`) return json(200, { data: PROFILE })
      if (request.url === `${API}/notifications/pagin`) return json(200, { result: { docs: [], total: 0, page: 1, perPage: 20 } })
      if (request.url === `${API}/cart/getTotalCount`) return json(200, { data: { cartList: 1, wishList: 2 } })
      return json(200, { data: { country: "US" } })
    })
    const snapshot = await waitFor(session, (s) =>
      s.matches({ account: { signedIn: { profile: "ready", notifications: "ready", cart: "ready" } } }))
    expect(snapshot.context).toMatchObject({ isLogin: true, profile: PROFILE, cartCounter: { cartList: 1, wishList: 2 } })
    expect(JSON.parse(seen.find((r) => r.url.endsWith("/notifications/pagin"))!.body!)).toEqual({ page: 1, perPage: 20 })
  })

  it("a 401 to a learner call ends the session and sends the learner to sign in", async () => {
    const { session, redirectToSignIn, clearStoredSession } = startSession((request) => {
      if (request.url.endsWith("/auth/login/success")) return json(200, { token: "t1", data: PROFILE })
      if (request.url === `${API}/cart/getTotalCount`) return json(401, { message: "Your session has ended." })
      if (request.url === `${API}/profile/myProfile`) return json(200, { data: PROFILE })
      return json(200, { result: { docs: [], total: 0, page: 1, perPage: 20 }, data: { country: null } })
    })
    await waitFor(session, (s) => s.matches({ account: "guest" }) && redirectToSignIn.mock.calls.length > 0)
    expect(redirectToSignIn).toHaveBeenCalledWith("/cart?page=2")
    expect(clearStoredSession).toHaveBeenCalled()
    expect(session.getSnapshot().context.isLogin).toBe(false)
  })

  it("a guest's 401 from login-success is only logged: no redirect", async () => {
    const { session, redirectToSignIn } = startSession((request) =>
      request.url.endsWith("/auth/login/success") ? json(401, { message: "You are not signed in." }) : json(200, { data: { country: null } }))
    await waitFor(session, (s) => s.matches({ account: "guest" }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(redirectToSignIn).not.toHaveBeenCalled()
  })
})
