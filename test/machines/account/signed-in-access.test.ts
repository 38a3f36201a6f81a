import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { NotificationPage } from "../../../src/api/account/notifications.ts"
import type { Profile } from "../../../src/api/account/profile.ts"
import { type LoginSuccess, type NotificationPageRequest, sessionMachine } from "../../../src/machines/account/session.machine.ts"
import { hasProfileFailed, signedInAccess } from "../../../src/machines/account/signed-in-access.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { PROFILE } from "./profile-fixtures.ts"

const never = (): Promise<never> => new Promise<never>(() => {})

const startSession = (options: { readonly login: () => Promise<LoginSuccess>; readonly profile?: () => Promise<Profile>; readonly hasTokenCookie?: boolean }) =>
  createActor(
    sessionMachine.provide({
      actors: {
        loginSuccess: fromPromise<LoginSuccess>(options.login),
        loadProfile: fromPromise<Profile>(options.profile ?? (() => Promise.resolve(PROFILE))),
        loadNotifications: fromPromise<NotificationPage, NotificationPageRequest>(never),
        refreshToken: fromPromise<string>(never),
        logout: fromPromise<void>(never),
        locate: fromPromise<string | null>(never)
      }
    }),
    { input: { hasTokenCookie: options.hasTokenCookie ?? false } }
  ).start()

describe("signedInAccess", () => {
  it("decides nothing while the session is still asking login-success", () => {
    const session = startSession({ login: never })
    expect(signedInAccess(session.getSnapshot())).toBe("checking")
  })

  it("is a guest when login-success fails without a token cookie", async () => {
    const session = startSession({ login: () => Promise.reject(UNREACHABLE) })
    const snapshot = await waitFor(session, (s) => !s.matches({ account: "checking" }))
    expect(signedInAccess(snapshot)).toBe("guest")
  })

  it("lets a signed-in learner in, and is leaving (not a guest) while signing out", async () => {
    const session = startSession({ login: async () => ({ token: "t", data: PROFILE }) })
    const snapshot = await waitFor(session, (s) => s.matches({ account: "signedIn" }))
    expect(signedInAccess(snapshot)).toBe("signedIn")
    session.send({ type: "SIGN_OUT" })
    expect(signedInAccess(session.getSnapshot())).toBe("leaving")
  })

  it("tells when the profile could not be loaded", async () => {
    const session = startSession({ login: async () => ({ token: "t", data: PROFILE }), profile: () => Promise.reject(UNREACHABLE) })
    const snapshot = await waitFor(session, (s) => s.matches({ account: { signedIn: { profile: "failed" } } }))
    expect(hasProfileFailed(snapshot)).toBe(true)
    expect(signedInAccess(snapshot)).toBe("signedIn")
  })
})
