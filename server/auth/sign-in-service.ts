/**
 * Signing in with email and password. A wrong password and an unknown email
 * answer the same 401 after the same amount of work (a dummy hash for
 * unknown emails), so the answer does not reveal who has an account. Failed
 * attempts count against the email; every attempt counts against the
 * address.
 */
import { Context, Effect, Layer, Option } from "effect"
import type { HttpServerRequest } from "effect/http"
import type { SignInAnswer } from "../../src/api/auth.ts"
import { Forbidden, Invalid, TooManyRequests, Unauthorized } from "../../src/api/errors.ts"
import { burnPasswordCheck, verifyPassword } from "../security/password-hasher.ts"
import { RateLimiter } from "../security/rate-limiter.ts"
import { validEmail } from "./account-input.ts"
import { BAD_CREDENTIALS_MESSAGE, SIGNED_IN_MESSAGE, VERIFY_EMAIL_FIRST_MESSAGE } from "./auth-messages.ts"
import { EmailCodes } from "./email-codes.ts"
import { SignIns } from "./sign-ins.ts"
import { UsersRepository } from "./users-repository.ts"

export class SignInService extends Context.Service<SignInService, {
  readonly login: (email: string, password: string, address: string) => Effect.Effect<
    SignInAnswer,
    Invalid | Unauthorized | Forbidden | TooManyRequests,
    HttpServerRequest.HttpServerRequest
  >
}>()("exam-shop/SignInService") {
  static readonly layer = Layer.effect(
    SignInService,
    Effect.gen(function*() {
      const users = yield* UsersRepository
      const limiter = yield* RateLimiter
      const emailCodes = yield* EmailCodes
      const signIns = yield* SignIns
      const { limits } = limiter

      const login = Effect.fn("SignInService.login")(function*(rawEmail: string, password: string, address: string) {
        const email = yield* validEmail(rawEmail)
        yield* limiter.consume(limits.signInPerAddress, address)
        yield* limiter.check(limits.signInPerAccount, email)
        const rejected = Effect.gen(function*() {
          yield* limiter.record(limits.signInPerAccount, email)
          return yield* new Unauthorized({ message: BAD_CREDENTIALS_MESSAGE })
        })

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
        return yield* signIns.start(user.id, SIGNED_IN_MESSAGE)
      })

      return SignInService.of({ login })
    })
  )
}
