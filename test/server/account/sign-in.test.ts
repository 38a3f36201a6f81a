/**
 * Signing in and out over the in-memory account area (no database, no HTTP):
 * the answers the spec gives, the attempt limits, and sessions that end.
 * The same calls over HTTP and SQL are covered by the API suites
 * (test/api/accounts-*.test.ts) on both databases.
 */
import { describe, expect, it } from "@effect/vitest"
import { Duration, Effect, Fiber, Redacted } from "effect"
import { TestClock } from "effect/testing"
import { HttpServerResponse } from "effect/http"
import type { Unauthorized } from "../../../src/api/shared/errors.ts"
import { Authorization } from "../../../src/api/shared/security.ts"
import { SessionsRepository } from "../../../server/account/sessions/repository.ts"
import { NOT_SIGNED_IN_MESSAGE } from "../../../server/account/sessions/messages.ts"
import { SessionsService } from "../../../server/account/sessions/service.ts"
import { BAD_CREDENTIALS_MESSAGE, SIGNED_IN_MESSAGE, VERIFY_EMAIL_FIRST_MESSAGE } from "../../../server/account/sign-in/messages.ts"
import { SignInService } from "../../../server/account/sign-in/service.ts"
import { Outbox } from "../../../server/platform/delivery/outbox.ts"
import { AccessTokens } from "../../../server/platform/security/access-tokens.ts"
import { SESSION_ENDED_MESSAGE } from "../../../server/account/authorization.ts"
import { signInSlowdown } from "../../../server/account/policy.ts"
import { DEFAULT_RATE_LIMITS } from "../../../server/platform/security/rate-limit-rules.ts"
import { tooManyAttemptsMessage } from "../../../server/platform/security/rate-limiter.ts"
import { accountInMemory } from "./account-in-memory.ts"
import { ADDRESS, addLearner, PASSWORD } from "./learners.ts"

const EMAIL = "ada@example.com"
const STRANGER = "192.0.2.66"

describe("signing in (in memory)", () => {
  it.effect("a wrong password answers the spec's 401 message; five from one address refuse that address for the account", () =>
    Effect.gen(function* () {
      const signIn = yield* SignInService
      yield* addLearner(EMAIL)
      const { max, windowSeconds } = DEFAULT_RATE_LIMITS.signInPerAccountAddress
      for (let i = 0; i < max; i++) {
        expect(yield* Effect.flip(signIn.login(EMAIL, "Not-The-Password-1", STRANGER))).toMatchObject({
          _tag: "Unauthorized",
          message: BAD_CREDENTIALS_MESSAGE
        })
      }
      // That address's budget for this account is spent: even the right password waits for the window to pass.
      expect(yield* Effect.flip(signIn.login(EMAIL, PASSWORD, STRANGER))).toMatchObject({
        _tag: "TooManyRequests",
        message: tooManyAttemptsMessage(windowSeconds)
      })
      // The owner, at their own address, is not locked out by the stranger.
      expect((yield* signIn.login(EMAIL, PASSWORD, ADDRESS)).answer.message).toBe(SIGNED_IN_MESSAGE)
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("past the account's ceiling of failures from anywhere, a sign-in is slowed, not refused", () =>
    Effect.gen(function* () {
      const signIn = yield* SignInService
      yield* addLearner(EMAIL)
      const ceiling = DEFAULT_RATE_LIMITS.signInPerAccount.max
      // Strangers at many addresses, each under its own limit, reach the ceiling together.
      for (let i = 0; i < ceiling; i++) {
        expect(yield* Effect.flip(signIn.login(EMAIL, "Not-The-Password-1", `198.51.100.${i + 1}`))).toMatchObject({ _tag: "Unauthorized" })
      }
      expect(signInSlowdown(ceiling - 1, ceiling)).toEqual(Duration.zero)
      expect(signInSlowdown(ceiling, ceiling)).toEqual(Duration.seconds(1))
      expect(signInSlowdown(ceiling + 40, ceiling)).toEqual(Duration.seconds(5))
      // The owner's right password waits a second (on the test clock), then signs in.
      const owner = yield* Effect.forkChild(signIn.login(EMAIL, PASSWORD, ADDRESS))
      yield* TestClock.adjust("999 millis")
      expect(owner.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      expect((yield* Fiber.join(owner)).answer.message).toBe(SIGNED_IN_MESSAGE)
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("an unknown email reads exactly like a wrong password, in case and in message", () =>
    Effect.gen(function* () {
      const signIn = yield* SignInService
      yield* addLearner(EMAIL)
      const unknown = yield* Effect.flip(signIn.login("nobody@example.com", PASSWORD, ADDRESS))
      const wrong = yield* Effect.flip(signIn.login(EMAIL, "Not-The-Password-1", ADDRESS))
      expect(unknown).toEqual(wrong)
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("the right password starts a live session: a token, the learner's profile and the cookie's secret", () =>
    Effect.gen(function* () {
      const signIn = yield* SignInService
      const tokens = yield* AccessTokens
      const sessions = yield* SessionsRepository
      const learner = yield* addLearner(EMAIL)
      // Emails match whatever their letter case.
      const started = yield* signIn.login("ADA@Example.com", PASSWORD, ADDRESS)
      expect(started.answer).toMatchObject({ message: SIGNED_IN_MESSAGE, data: { _id: learner.id, email: EMAIL } })
      const claims = yield* tokens.verify(started.answer.token)
      expect(claims.userId).toBe(learner.id)
      expect(yield* sessions.isLive(claims)).toBe(true)
      const resumed = yield* (yield* SessionsService).resume(started.cookieSecret)
      expect(resumed.data._id).toBe(learner.id)
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("an unverified email is refused with 403 and sent a fresh code", () =>
    Effect.gen(function* () {
      const signIn = yield* SignInService
      yield* addLearner(EMAIL, { verified: false })
      expect(yield* Effect.flip(signIn.login(EMAIL, PASSWORD, ADDRESS))).toMatchObject({
        _tag: "Forbidden",
        message: VERIFY_EMAIL_FIRST_MESSAGE
      })
      const [letter] = yield* (yield* Outbox).newest(10)
      expect(letter).toMatchObject({ channel: "email", recipient: EMAIL })
      expect(letter?.subject).toMatch(/verification code: \d{6}$/)
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("a revoked session is refused: by its cookie, and its still-unexpired token at every learner call", () =>
    Effect.gen(function* () {
      const signIn = yield* SignInService
      const sessions = yield* SessionsService
      yield* addLearner(EMAIL)
      const started = yield* signIn.login(EMAIL, PASSWORD, ADDRESS)
      yield* sessions.end(started.cookieSecret, undefined)

      expect(yield* Effect.flip(sessions.resume(started.cookieSecret))).toMatchObject({
        _tag: "Unauthorized",
        message: NOT_SIGNED_IN_MESSAGE
      })
      // The Authorization middleware guards every learner call; it reads the
      // token and its session only (not the endpoint nor the router's request
      // services), so it is called here with the credential alone.
      const guard = (yield* Authorization).accessToken as unknown as (
        httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse>,
        options: { readonly credential: Redacted.Redacted<string> }
      ) => Effect.Effect<HttpServerResponse.HttpServerResponse, Unauthorized>
      const call = guard(Effect.succeed(HttpServerResponse.empty()), { credential: Redacted.make(started.answer.token) })
      expect(yield* Effect.flip(call)).toMatchObject({ _tag: "Unauthorized", message: SESSION_ENDED_MESSAGE })
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("signing out one browser leaves the learner's other sessions live", () =>
    Effect.gen(function* () {
      const signIn = yield* SignInService
      const sessions = yield* SessionsService
      yield* addLearner(EMAIL)
      const first = yield* signIn.login(EMAIL, PASSWORD, ADDRESS)
      const second = yield* signIn.login(EMAIL, PASSWORD, ADDRESS)
      yield* sessions.end(first.cookieSecret, first.answer.token)
      expect(yield* Effect.flip(sessions.resume(first.cookieSecret))).toMatchObject({ _tag: "Unauthorized" })
      expect((yield* sessions.resume(second.cookieSecret)).data.email).toBe(EMAIL)
    }).pipe(Effect.provide(accountInMemory))
  )
})
