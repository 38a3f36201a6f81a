/**
 * Forgotten password: email → code → single-use reset token → new password.
 * Asking for a code answers the same whether or not the email has an
 * account. A new password ends every session of the account, and proves the
 * learner owns the email, so an unverified account becomes verified.
 */
import { Context, Effect, Layer, Option } from "effect"
import type { Invalid, TooManyRequests } from "../../../src/api/shared/errors.ts"
import { Transaction } from "../../platform/db/transaction.ts"
import { hashPassword } from "../../platform/security/password-hasher.ts"
import { fieldError, validEmail, validPassword } from "../account-input.ts"
import { EmailCodes } from "../one-time-codes/email-codes.ts"
import { CODE_WRONG_MESSAGE } from "../one-time-codes/messages.ts"
import { OneTimeCodes } from "../one-time-codes/service.ts"
import { AccountPolicy } from "../policy.ts"
import { SessionsRepository } from "../sessions/repository.ts"
import { EmailVerification } from "../sign-up/email-verification.ts"
import { UsersRepository } from "../users/repository.ts"
import { FORGOT_PASSWORD_MESSAGE, PASSWORD_RESET_MESSAGE, RESET_CODE_ACCEPTED_MESSAGE, RESET_TOKEN_INVALID_MESSAGE } from "./messages.ts"
import { ResetTokensRepository } from "./repository.ts"

export class PasswordResetService extends Context.Service<
  PasswordResetService,
  {
    readonly forgotPassword: (email: string, address: string) => Effect.Effect<string, Invalid | TooManyRequests>
    readonly verifyResetCode: (
      email: string,
      otp: string,
      address: string
    ) => Effect.Effect<{ message: string; data: { resetToken: string } }, Invalid | TooManyRequests>
    readonly resetPassword: (resetToken: string, password: string) => Effect.Effect<string, Invalid>
  }
>()("exam-shop/PasswordResetService") {
  static readonly layer = Layer.effect(
    PasswordResetService,
    Effect.gen(function* () {
      const users = yield* UsersRepository
      const policy = yield* AccountPolicy
      const emailCodes = yield* EmailCodes
      const codes = yield* OneTimeCodes
      const resetTokens = yield* ResetTokensRepository
      const sessions = yield* SessionsRepository
      const verification = yield* EmailVerification
      const transaction = yield* Transaction

      const forgotPassword = Effect.fn("PasswordResetService.forgotPassword")(function* (rawEmail: string, address: string) {
        const email = yield* validEmail(rawEmail)
        yield* policy.sendCode(email, address)
        const user = yield* users.findByEmail(email)
        // Within the cooldown nothing is sent and the answer is the same.
        if (Option.isSome(user)) yield* emailCodes.send(user.value, "reset-password")
        return FORGOT_PASSWORD_MESSAGE
      })

      const verifyResetCode = Effect.fn("PasswordResetService.verifyResetCode")(function* (rawEmail: string, otp: string, address: string) {
        const email = yield* validEmail(rawEmail)
        yield* policy.checkCode(email, address)
        const user = yield* users.findByEmail(email)
        if (Option.isNone(user)) return yield* fieldError("otp", CODE_WRONG_MESSAGE)
        const resetToken = yield* codes.redeem(user.value.id, "reset-password", otp, () => resetTokens.issue(user.value.id))
        return { message: RESET_CODE_ACCEPTED_MESSAGE, data: { resetToken } }
      })

      const resetPassword = Effect.fn("PasswordResetService.resetPassword")(function* (resetToken: string, password: string) {
        // The password is checked first, so a typo does not use the token up.
        yield* validPassword(password)
        // A token nobody was given is refused before the slow hash: every made-up token cost a full
        // scrypt, with no attempt limit (found by the contract fuzzer). Redeeming below checks it again.
        if (!(yield* resetTokens.isOpen(resetToken))) return yield* fieldError("resetToken", RESET_TOKEN_INVALID_MESSAGE)
        const passwordHash = yield* hashPassword(password)
        return yield* transaction.run(
          Effect.gen(function* () {
            const userId = yield* resetTokens.redeem(resetToken)
            if (Option.isNone(userId)) return yield* fieldError("resetToken", RESET_TOKEN_INVALID_MESSAGE)
            yield* users.setPasswordHash(userId.value, passwordHash)
            yield* verification.markVerified(userId.value)
            yield* sessions.revokeAllOf(userId.value)
            yield* codes.discard(userId.value, "reset-password")
            return PASSWORD_RESET_MESSAGE
          })
        )
      })

      return PasswordResetService.of({ forgotPassword, verifyResetCode, resetPassword })
    })
  )
}
