/**
 * The forgotten password over the in-memory account area (no database, no
 * HTTP): email → code → single-use reset token → new password. The same
 * calls over HTTP and SQL are covered by the API suites on both databases.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import { NotificationsService } from "../../../server/account/notifications/service.ts"
import { WELCOME_TITLE } from "../../../server/account/notifications/welcome.ts"
import { CODE_LIFETIME_MINUTES, CODE_MAX_TRIES } from "../../../server/account/one-time-codes/code-rules.ts"
import { CODE_EXPIRED_MESSAGE, CODE_TOO_MANY_TRIES_MESSAGE, CODE_USED_MESSAGE, CODE_WRONG_MESSAGE } from "../../../server/account/one-time-codes/messages.ts"
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_CODE_ACCEPTED_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE
} from "../../../server/account/password-reset/messages.ts"
import { PasswordResetService } from "../../../server/account/password-reset/service.ts"
import { SessionsService } from "../../../server/account/sessions/service.ts"
import { SignInService } from "../../../server/account/sign-in/service.ts"
import { UsersRepository } from "../../../server/account/users/repository.ts"
import { Outbox } from "../../../server/platform/delivery/outbox.ts"
import { accountInMemory } from "./account-in-memory.ts"
import { ADDRESS, addLearner, lastCodeSentTo, PASSWORD } from "./learners.ts"

const EMAIL = "grace@example.com"
const NEW_PASSWORD = "Brand-New-Secret-7"

/** A learner who asked for a reset, and the code the letter carried. */
const askedForReset = (options: { readonly verified?: boolean } = {}) =>
  Effect.gen(function* () {
    const learner = yield* addLearner(EMAIL, options)
    yield* (yield* PasswordResetService).forgotPassword(EMAIL, ADDRESS)
    return { learner, code: yield* lastCodeSentTo(EMAIL) }
  })

describe("password reset (in memory)", () => {
  it.effect("asking for a code answers the same whether or not the email has an account; only an account gets a letter", () =>
    Effect.gen(function* () {
      const reset = yield* PasswordResetService
      yield* addLearner(EMAIL)
      expect(yield* reset.forgotPassword("nobody@example.com", ADDRESS)).toBe(FORGOT_PASSWORD_MESSAGE)
      expect(yield* (yield* Outbox).newest(10)).toEqual([])
      expect(yield* reset.forgotPassword(EMAIL, ADDRESS)).toBe(FORGOT_PASSWORD_MESSAGE)
      const letters = yield* (yield* Outbox).newest(10)
      expect(letters.map((letter) => letter.recipient)).toEqual([EMAIL])
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("a reset code is single-use: the second time it answers 'already used'", () =>
    Effect.gen(function* () {
      const reset = yield* PasswordResetService
      const { code } = yield* askedForReset()
      const accepted = yield* reset.verifyResetCode(EMAIL, code, ADDRESS)
      expect(accepted.message).toBe(RESET_CODE_ACCEPTED_MESSAGE)
      expect(accepted.data.resetToken).not.toBe("")
      expect(yield* Effect.flip(reset.verifyResetCode(EMAIL, code, ADDRESS))).toMatchObject({
        _tag: "Invalid",
        message: CODE_USED_MESSAGE
      })
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("the reset token is single-use too, and a weak password does not use it up", () =>
    Effect.gen(function* () {
      const reset = yield* PasswordResetService
      const { code } = yield* askedForReset()
      const { resetToken } = (yield* reset.verifyResetCode(EMAIL, code, ADDRESS)).data
      expect(yield* Effect.flip(reset.resetPassword(resetToken, "short"))).toMatchObject({ _tag: "Invalid" })
      expect(yield* reset.resetPassword(resetToken, NEW_PASSWORD)).toBe(PASSWORD_RESET_MESSAGE)
      expect(yield* Effect.flip(reset.resetPassword(resetToken, "Another-Password-9"))).toMatchObject({
        _tag: "Invalid",
        message: RESET_TOKEN_INVALID_MESSAGE,
        issues: [{ path: "resetToken", message: RESET_TOKEN_INVALID_MESSAGE }]
      })
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("a new password ends every session; the old password stops working and the new one signs in", () =>
    Effect.gen(function* () {
      const reset = yield* PasswordResetService
      const signIn = yield* SignInService
      const sessions = yield* SessionsService
      const before = yield* Effect.gen(function* () {
        yield* addLearner(EMAIL)
        return yield* signIn.login(EMAIL, PASSWORD, ADDRESS)
      })
      yield* reset.forgotPassword(EMAIL, ADDRESS)
      const { resetToken } = (yield* reset.verifyResetCode(EMAIL, yield* lastCodeSentTo(EMAIL), ADDRESS)).data
      yield* reset.resetPassword(resetToken, NEW_PASSWORD)

      expect(yield* Effect.flip(sessions.resume(before.cookieSecret))).toMatchObject({ _tag: "Unauthorized" })
      expect(yield* Effect.flip(signIn.login(EMAIL, PASSWORD, ADDRESS))).toMatchObject({ _tag: "Unauthorized" })
      expect((yield* signIn.login(EMAIL, NEW_PASSWORD, ADDRESS)).answer.data.email).toBe(EMAIL)
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect(`a wrong code takes one of the ${CODE_MAX_TRIES} tries; then even the right code is refused`, () =>
    Effect.gen(function* () {
      const reset = yield* PasswordResetService
      const { code } = yield* askedForReset()
      const wrong = code === "000000" ? "111111" : "000000"
      for (let i = 0; i < CODE_MAX_TRIES; i++) {
        expect(yield* Effect.flip(reset.verifyResetCode(EMAIL, wrong, ADDRESS))).toMatchObject({
          _tag: "Invalid",
          message: CODE_WRONG_MESSAGE
        })
      }
      expect(yield* Effect.flip(reset.verifyResetCode(EMAIL, code, ADDRESS))).toMatchObject({
        _tag: "TooManyRequests",
        message: CODE_TOO_MANY_TRIES_MESSAGE
      })
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect(`a code expires after ${CODE_LIFETIME_MINUTES} minutes`, () =>
    Effect.gen(function* () {
      const reset = yield* PasswordResetService
      const { code } = yield* askedForReset()
      yield* TestClock.adjust(`${CODE_LIFETIME_MINUTES} minutes`)
      expect(yield* Effect.flip(reset.verifyResetCode(EMAIL, code, ADDRESS))).toMatchObject({
        _tag: "Invalid",
        message: CODE_EXPIRED_MESSAGE
      })
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("asking again within the cooldown sends nothing new: the first code still works", () =>
    Effect.gen(function* () {
      const reset = yield* PasswordResetService
      const { code } = yield* askedForReset()
      expect(yield* reset.forgotPassword(EMAIL, ADDRESS)).toBe(FORGOT_PASSWORD_MESSAGE)
      expect(yield* (yield* Outbox).newest(10)).toHaveLength(1)
      expect((yield* reset.verifyResetCode(EMAIL, code, ADDRESS)).message).toBe(RESET_CODE_ACCEPTED_MESSAGE)
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("a reset proves the inbox: an unverified email becomes verified and the learner is welcomed", () =>
    Effect.gen(function* () {
      const reset = yield* PasswordResetService
      const { learner, code } = yield* askedForReset({ verified: false })
      const { resetToken } = (yield* reset.verifyResetCode(EMAIL, code, ADDRESS)).data
      yield* reset.resetPassword(resetToken, NEW_PASSWORD)
      const user = Option.getOrThrow(yield* (yield* UsersRepository).findById(learner.id))
      expect(user.email_verified_at).not.toBeNull()
      const notifications = yield* (yield* NotificationsService).page(learner.id, 1, 20)
      expect(notifications.docs.map((notification) => notification.title)).toEqual([WELCOME_TITLE])
    }).pipe(Effect.provide(accountInMemory))
  )
})
