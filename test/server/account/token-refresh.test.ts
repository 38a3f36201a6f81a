/**
 * Renewing an access token over the in-memory account area (sixth
 * finding): the token must come with its own session's `sid` cookie secret,
 * and the session must be live. The same over HTTP and SQL, on both
 * databases, is in test/api/support/session-cases.ts.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { REFRESH_COOKIE_MISMATCH_MESSAGE, REFRESH_COOKIE_MISSING_MESSAGE, SESSION_ENDED_MESSAGE } from "../../../server/account/sessions/messages.ts"
import { SESSION_LIFETIME_DAYS } from "../../../server/account/sessions/repository.ts"
import { SessionsService } from "../../../server/account/sessions/service.ts"
import { SignInService } from "../../../server/account/sign-in/service.ts"
import { AccessTokens, SIGN_IN_REQUIRED_MESSAGE } from "../../../server/platform/security/access-tokens.ts"
import { accountInMemory } from "./account-in-memory.ts"
import { ADDRESS, addLearner, PASSWORD } from "./learners.ts"

const EMAIL = "ada@example.com"

const signedIn = Effect.gen(function* () {
  yield* addLearner(EMAIL)
  return yield* (yield* SignInService).login(EMAIL, PASSWORD, ADDRESS)
})

const refused = (message: string) => ({ _tag: "Unauthorized", message })

describe("token refresh (in memory)", () => {
  it.effect("renews the token of a live session sent with that session's cookie: same learner, same session", () =>
    Effect.gen(function* () {
      const sessions = yield* SessionsService
      const tokens = yield* AccessTokens
      const started = yield* signedIn
      const renewed = yield* sessions.refresh(started.answer.token, started.cookieSecret)
      expect(yield* tokens.verify(renewed)).toEqual(yield* tokens.verify(started.answer.token))
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("refuses a token without a cookie, and a cookie without a token", () =>
    Effect.gen(function* () {
      const sessions = yield* SessionsService
      const started = yield* signedIn
      for (const cookie of [undefined, ""]) {
        expect(yield* Effect.flip(sessions.refresh(started.answer.token, cookie))).toMatchObject(refused(REFRESH_COOKIE_MISSING_MESSAGE))
      }
      expect(yield* Effect.flip(sessions.refresh("", started.cookieSecret))).toMatchObject(refused(SIGN_IN_REQUIRED_MESSAGE))
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("refuses the cookie of another session, even the same learner's other browser", () =>
    Effect.gen(function* () {
      const sessions = yield* SessionsService
      const first = yield* signedIn
      const second = yield* (yield* SignInService).login(EMAIL, PASSWORD, ADDRESS)
      expect(yield* Effect.flip(sessions.refresh(first.answer.token, second.cookieSecret))).toMatchObject(refused(REFRESH_COOKIE_MISMATCH_MESSAGE))
      expect(yield* Effect.flip(sessions.refresh(second.answer.token, "not a cookie of ours"))).toMatchObject(refused(REFRESH_COOKIE_MISMATCH_MESSAGE))
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("refuses a signed-out session with its own cookie, and a session past its lifetime", () =>
    Effect.gen(function* () {
      const sessions = yield* SessionsService
      const started = yield* signedIn
      const other = yield* (yield* SignInService).login(EMAIL, PASSWORD, ADDRESS)
      yield* sessions.end(started.cookieSecret, undefined)
      expect(yield* Effect.flip(sessions.refresh(started.answer.token, started.cookieSecret))).toMatchObject(refused(SESSION_ENDED_MESSAGE))
      // The other browser renews until its 30 days are over (the token itself is still within its 5 minutes).
      yield* sessions.refresh(other.answer.token, other.cookieSecret)
      yield* TestClock.adjust(`${SESSION_LIFETIME_DAYS} days`)
      expect(yield* Effect.flip(sessions.refresh(other.answer.token, other.cookieSecret))).toMatchObject(refused(SESSION_ENDED_MESSAGE))
    }).pipe(Effect.provide(accountInMemory))
  )
})
