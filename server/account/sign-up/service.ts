/**
 * Sign-up: name, email and password make an unverified account and
 * an emailed code; the code verifies the email and signs the learner in.
 *
 * Signing up again with an unverified email takes the new name and password
 * (the first attempt may have had a typo) and sends a fresh code; a verified
 * email answers 409, so an existing account is never changed from here.
 */
import { Context, Effect, Layer, Option } from "effect"
import { Conflict, type Invalid, type TooManyRequests } from "../../../src/api/shared/errors.ts"
import { hashPassword } from "../../platform/security/password-hasher.ts"
import { fieldError, validEmail, validName, validPassword } from "../account-input.ts"
import { EmailCodes } from "../one-time-codes/email-codes.ts"
import { CODE_WRONG_MESSAGE } from "../one-time-codes/messages.ts"
import { OneTimeCodes } from "../one-time-codes/service.ts"
import { AccountPolicy } from "../policy.ts"
import { SessionsService, type StartedSession } from "../sessions/service.ts"
import { type UserRow, UsersRepository } from "../users/repository.ts"
import { EmailVerification } from "./email-verification.ts"
import { EMAIL_TAKEN_MESSAGE, EMAIL_VERIFIED_MESSAGE, SIGNED_UP_MESSAGE } from "./messages.ts"

export interface SignUpInput {
  readonly name: string
  readonly email: string
  readonly password: string
}

export class SignUpService extends Context.Service<
  SignUpService,
  {
    readonly signUp: (input: SignUpInput, address: string) => Effect.Effect<{ message: string; data: { email: string } }, Invalid | Conflict | TooManyRequests>
    readonly verifyEmail: (email: string, otp: string, address: string) => Effect.Effect<StartedSession, Invalid | TooManyRequests>
  }
>()("exam-shop/SignUpService") {
  static readonly layer = Layer.effect(
    SignUpService,
    Effect.gen(function* () {
      const users = yield* UsersRepository
      const policy = yield* AccountPolicy
      const emailCodes = yield* EmailCodes
      const codes = yield* OneTimeCodes
      const verification = yield* EmailVerification
      const sessions = yield* SessionsService

      const signUp = Effect.fn("SignUpService.signUp")(function* (input: SignUpInput, address: string) {
        const name = yield* validName(input.name)
        const email = yield* validEmail(input.email)
        yield* validPassword(input.password)
        yield* policy.sendCode(email, address)

        const existing = yield* users.findByEmail(email)
        if (Option.isSome(existing) && existing.value.email_verified_at !== null) {
          return yield* new Conflict({ message: EMAIL_TAKEN_MESSAGE })
        }
        const passwordHash = yield* hashPassword(input.password)
        const created = Option.isNone(existing) ? yield* users.insertUnverified({ name, email, passwordHash }) : Option.none()
        let user: UserRow
        if (Option.isSome(created)) {
          user = created.value
        } else {
          // Known and unverified — or a simultaneous sign-up of the same
          // email got there first, so read it again.
          const current = Option.isSome(existing) ? existing.value : Option.getOrUndefined(yield* users.findByEmail(email))
          if (current === undefined || current.email_verified_at !== null) {
            return yield* new Conflict({ message: EMAIL_TAKEN_MESSAGE })
          }
          yield* users.updateUnverified(current.id, { name, passwordHash })
          user = { ...current, name }
        }
        yield* emailCodes.send(user, "verify-email")
        return { message: SIGNED_UP_MESSAGE, data: { email: user.email } }
      })

      const verifyEmail = Effect.fn("SignUpService.verifyEmail")(function* (rawEmail: string, otp: string, address: string) {
        const email = yield* validEmail(rawEmail)
        yield* policy.checkCode(email, address)
        const user = yield* users.findByEmail(email)
        // An unknown email reads like a wrong code: the answer does not say
        // which emails have accounts.
        if (Option.isNone(user)) return yield* fieldError("otp", CODE_WRONG_MESSAGE)
        yield* codes.redeem(user.value.id, "verify-email", otp, () => verification.markVerified(user.value.id))
        return yield* sessions.start(user.value.id, EMAIL_VERIFIED_MESSAGE)
      })

      return SignUpService.of({ signUp, verifyEmail })
    })
  )
}
