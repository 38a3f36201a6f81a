/**
 * Signing in with email and password. A wrong password and an unknown email
 * answer the same 401 after the same amount of work (a dummy hash for
 * unknown emails), so the answer does not reveal who has an account. Failed
 * attempts count against the email from this address and from anywhere;
 * every attempt counts against the address (policy.ts).
 */
import { Context, Effect, Layer, Option } from "effect"
import { Forbidden, type Invalid, type TooManyRequests, Unauthorized } from "../../../src/api/shared/errors.ts"
import { burnPasswordCheck, verifyPassword } from "../../platform/security/password-hasher.ts"
import { validEmail } from "../account-input.ts"
import { EmailCodes } from "../one-time-codes/email-codes.ts"
import { AccountPolicy } from "../policy.ts"
import { SessionsService, type StartedSession } from "../sessions/service.ts"
import { UsersRepository } from "../users/repository.ts"
import { BAD_CREDENTIALS_MESSAGE, SIGNED_IN_MESSAGE, VERIFY_EMAIL_FIRST_MESSAGE } from "./messages.ts"

export class SignInService extends Context.Service<
  SignInService,
  {
    readonly login: (email: string, password: string, address: string) => Effect.Effect<StartedSession, Invalid | Unauthorized | Forbidden | TooManyRequests>
  }
>()("exam-shop/SignInService") {
  static readonly layer = Layer.effect(
    SignInService,
    Effect.gen(function* () {
      const users = yield* UsersRepository
      const policy = yield* AccountPolicy
      const emailCodes = yield* EmailCodes
      const sessions = yield* SessionsService

      const login = Effect.fn("SignInService.login")(function* (rawEmail: string, password: string, address: string) {
        const email = yield* validEmail(rawEmail)
        yield* policy.signIn(email, address)
        const rejected = Effect.andThen(policy.wrongSignIn(email, address), Effect.fail(new Unauthorized({ message: BAD_CREDENTIALS_MESSAGE })))

        const found = yield* users.findByEmail(email)
        if (Option.isNone(found)) {
          yield* burnPasswordCheck(password)
          return yield* rejected
        }
        const user = found.value
        if (!(yield* verifyPassword(password, user.password_hash))) return yield* rejected
        if (user.email_verified_at === null) {
          // Within the resend cooldown the last code is still valid, so the
          // message holds either way.
          yield* emailCodes.send(user, "verify-email")
          return yield* new Forbidden({ message: VERIFY_EMAIL_FIRST_MESSAGE })
        }
        return yield* sessions.start(user.id, SIGNED_IN_MESSAGE)
      })

      return SignInService.of({ login })
    })
  )
}
