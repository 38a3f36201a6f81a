/**
 * Issues an email code and sends it, for the calls that need one (sign-up,
 * an unverified sign-in, resend, forgot password). Within the 60-second
 * cooldown no new code is made: the last one still works.
 */
import { Context, Effect, Layer } from "effect"
import { Mailer } from "../delivery/mailer.ts"
import { resetPasswordLetter, verifyEmailLetter } from "./code-letters.ts"
import { type IssueResult, OneTimeCodes } from "./one-time-codes.ts"
import type { UserRow } from "./users-repository.ts"

export type EmailCodePurpose = "verify-email" | "reset-password"

export class EmailCodes extends Context.Service<EmailCodes, {
  readonly send: (user: UserRow, purpose: EmailCodePurpose) => Effect.Effect<IssueResult>
}>()("exam-shop/EmailCodes") {
  static readonly layer = Layer.effect(
    EmailCodes,
    Effect.gen(function*() {
      const codes = yield* OneTimeCodes
      const mailer = yield* Mailer
      const send = Effect.fn("EmailCodes.send")(function*(user: UserRow, purpose: EmailCodePurpose) {
        const result = yield* codes.issue(user.id, purpose, user.email)
        if (result._tag === "Issued") {
          const letter = purpose === "verify-email" ? verifyEmailLetter : resetPasswordLetter
          yield* mailer.send(letter(user.email, user.name, result.code))
        }
        return result
      })
      return EmailCodes.of({ send })
    })
  )
}
