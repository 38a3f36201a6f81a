/**
 * Issues an email code and sends it, for the calls that need one (sign-up,
 * an unverified sign-in, resend, forgot password). Within the 60-second
 * cooldown no new code is made: the last one still works.
 */
import { Context, Effect, Layer, Option } from "effect"
import { type Invalid, TooManyRequests } from "../../../src/api/shared/errors.ts"
import { Mailer } from "../../platform/delivery/mailer.ts"
import { validEmail } from "../account-input.ts"
import { AccountPolicy } from "../policy.ts"
import { type UserRow, UsersRepository } from "../users/repository.ts"
import { resetPasswordLetter, verifyEmailLetter } from "./code-letters.ts"
import { CODE_RESENT_MESSAGE, cooldownMessage } from "./messages.ts"
import { type IssueResult, OneTimeCodes } from "./service.ts"

export type EmailCodePurpose = "verify-email" | "reset-password"

export class EmailCodes extends Context.Service<
  EmailCodes,
  {
    readonly send: (user: UserRow, purpose: EmailCodePurpose) => Effect.Effect<IssueResult>
    /**
     * `POST /auth/resend-otp`: a new email code, 429 within the cooldown. An
     * unknown email, or a verified one asking for a verification code, answers
     * the same and gets nothing.
     */
    readonly resend: (email: string, purpose: EmailCodePurpose, address: string) => Effect.Effect<string, Invalid | TooManyRequests>
  }
>()("exam-shop/EmailCodes") {
  static readonly layer = Layer.effect(
    EmailCodes,
    Effect.gen(function* () {
      const codes = yield* OneTimeCodes
      const mailer = yield* Mailer
      const users = yield* UsersRepository
      const policy = yield* AccountPolicy

      const send = Effect.fn("EmailCodes.send")(function* (user: UserRow, purpose: EmailCodePurpose) {
        const result = yield* codes.issue(user.id, purpose, user.email)
        if (result._tag === "Issued") {
          const letter = purpose === "verify-email" ? verifyEmailLetter : resetPasswordLetter
          yield* mailer.send(letter(user.email, user.name, result.code))
        }
        return result
      })

      const resend = Effect.fn("EmailCodes.resend")(function* (rawEmail: string, purpose: EmailCodePurpose, address: string) {
        const email = yield* validEmail(rawEmail)
        yield* policy.sendCode(email, address)
        const user = yield* users.findByEmail(email)
        if (Option.isNone(user)) return CODE_RESENT_MESSAGE
        if (purpose === "verify-email" && user.value.email_verified_at !== null) return CODE_RESENT_MESSAGE
        const result = yield* send(user.value, purpose)
        if (result._tag === "CoolingDown") return yield* new TooManyRequests({ message: cooldownMessage(result.secondsLeft) })
        return CODE_RESENT_MESSAGE
      })

      return EmailCodes.of({ send, resend })
    })
  )
}
