/**
 * Forgotten password: email → code → single-use reset token → new password.
 * Asking for a code answers the same whether or not the email has an
 * account. A new password ends every session of the account, and proves the
 * learner owns the email, so an unverified account becomes verified.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { Invalid, TooManyRequests } from "../../src/api/errors.ts"
import { hashPassword } from "../security/password-hasher.ts"
import { RateLimiter } from "../security/rate-limiter.ts"
import { fieldError, validEmail, validPassword } from "./account-input.ts"
import {
  CODE_RESENT_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_CODE_ACCEPTED_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE
} from "./auth-messages.ts"
import { CODE_WRONG_MESSAGE, cooldownMessage } from "./code-messages.ts"
import { type EmailCodePurpose, EmailCodes } from "./email-codes.ts"
import { EmailVerification } from "./email-verification.ts"
import { OneTimeCodes } from "./one-time-codes.ts"
import { ResetTokens } from "./reset-tokens.ts"
import { Sessions } from "./sessions.ts"
import { UsersRepository } from "./users-repository.ts"

export class PasswordResetService extends Context.Service<PasswordResetService, {
  readonly forgotPassword: (email: string, address: string) => Effect.Effect<string, Invalid | TooManyRequests>
  readonly verifyResetCode: (email: string, otp: string, address: string) => Effect.Effect<
    { message: string; data: { resetToken: string } },
    Invalid | TooManyRequests
  >
  readonly resetPassword: (resetToken: string, password: string) => Effect.Effect<string, Invalid>
  /** `POST /auth/resend-otp`: a new email code, 429 within the cooldown. */
  readonly resendCode: (email: string, purpose: EmailCodePurpose, address: string) => Effect.Effect<string, Invalid | TooManyRequests>
}>()("exam-shop/PasswordResetService") {
  static readonly layer = Layer.effect(
    PasswordResetService,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const users = yield* UsersRepository
      const limiter = yield* RateLimiter
      const emailCodes = yield* EmailCodes
      const codes = yield* OneTimeCodes
      const resetTokens = yield* ResetTokens
      const sessions = yield* Sessions
      const verification = yield* EmailVerification
      const { limits } = limiter

      // Counted per email, whether or not it has an account, so a 429 tells
      // nothing either.
      const limitSending = (email: string, address: string) =>
        Effect.andThen(
          limiter.consume(limits.codeSendPerAddress, address),
          limiter.consume(limits.codeSendPerAccount, email)
        )

      const forgotPassword = Effect.fn("PasswordResetService.forgotPassword")(function*(rawEmail: string, address: string) {
        const email = yield* validEmail(rawEmail)
        yield* limitSending(email, address)
        const user = yield* users.findByEmail(email)
        // Within the cooldown nothing is sent and the answer is the same.
        if (Option.isSome(user)) yield* emailCodes.send(user.value, "reset-password")
        return FORGOT_PASSWORD_MESSAGE
      })

      const verifyResetCode = Effect.fn("PasswordResetService.verifyResetCode")(function*(rawEmail: string, otp: string, address: string) {
        const email = yield* validEmail(rawEmail)
        yield* limiter.consume(limits.codeCheckPerAddress, address)
        yield* limiter.consume(limits.codeCheckPerAccount, email)
        const user = yield* users.findByEmail(email)
        if (Option.isNone(user)) return yield* fieldError("otp", CODE_WRONG_MESSAGE)
        const resetToken = yield* codes.redeem(user.value.id, "reset-password", otp, () => resetTokens.issue(user.value.id))
        return { message: RESET_CODE_ACCEPTED_MESSAGE, data: { resetToken } }
      })

      const resetPassword = Effect.fn("PasswordResetService.resetPassword")(function*(resetToken: string, password: string) {
        // The password is checked first, so a typo does not use the token up.
        yield* validPassword(password)
        const passwordHash = yield* hashPassword(password)
        return yield* sql.withTransaction(Effect.gen(function*() {
          const userId = yield* resetTokens.redeem(resetToken)
          if (Option.isNone(userId)) return yield* fieldError("resetToken", RESET_TOKEN_INVALID_MESSAGE)
          yield* users.setPasswordHash(userId.value, passwordHash)
          yield* verification.markVerified(userId.value)
          yield* sessions.revokeAllOf(userId.value)
          yield* codes.discard(userId.value, "reset-password")
          return PASSWORD_RESET_MESSAGE
        })).pipe(Effect.catchTag("SqlError", Effect.die))
      })

      const resendCode = Effect.fn("PasswordResetService.resendCode")(function*(
        rawEmail: string,
        purpose: EmailCodePurpose,
        address: string
      ) {
        const email = yield* validEmail(rawEmail)
        yield* limitSending(email, address)
        const user = yield* users.findByEmail(email)
        if (Option.isNone(user)) return CODE_RESENT_MESSAGE
        // A verified email needs no verification code; say nothing about it.
        if (purpose === "verify-email" && user.value.email_verified_at !== null) return CODE_RESENT_MESSAGE
        const result = yield* emailCodes.send(user.value, purpose)
        if (result._tag === "CoolingDown") {
          return yield* new TooManyRequests({ message: cooldownMessage(result.secondsLeft) })
        }
        return CODE_RESENT_MESSAGE
      })

      return PasswordResetService.of({ forgotPassword, verifyResetCode, resetPassword, resendCode })
    })
  )
}
