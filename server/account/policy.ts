/**
 * How often a caller may try the account's guarded steps. Each step counts
 * per client address and per account (an email, or the learner's id once
 * signed in); the numbers are settings (server/platform/security/rate-limit-rules.ts).
 * Sending and checking codes count whether or not the account exists, so a
 * 429 tells nothing about who has one.
 */
import { Context, Effect, Layer } from "effect"
import type { TooManyRequests } from "../../src/api/errors.ts"
import { RateLimiter } from "../platform/security/rate-limiter.ts"

export class AccountPolicy extends Context.Service<AccountPolicy, {
  /** Asking for a code to be sent (sign-up, resend, forgot password, add mobile). */
  readonly sendCode: (account: string, address: string) => Effect.Effect<void, TooManyRequests>
  /** Typing a code (verify email, reset code, verify phone). */
  readonly checkCode: (account: string, address: string) => Effect.Effect<void, TooManyRequests>
  /** Signing in: every attempt counts against the address; the account must have wrong guesses left. */
  readonly signIn: (email: string, address: string) => Effect.Effect<void, TooManyRequests>
  /** Before a password is compared: fails when the account's wrong guesses are spent. */
  readonly guessPassword: (email: string) => Effect.Effect<void, TooManyRequests>
  /** A wrong password counts against the account (sign-in and password change share the budget). */
  readonly wrongPassword: (email: string) => Effect.Effect<void>
}>()("exam-shop/AccountPolicy") {
  static readonly layer = Layer.effect(
    AccountPolicy,
    Effect.gen(function*() {
      const limiter = yield* RateLimiter
      const { limits } = limiter
      const guessPassword = (email: string) => limiter.check(limits.signInPerAccount, email)
      return AccountPolicy.of({
        sendCode: (account, address) =>
          Effect.andThen(limiter.consume(limits.codeSendPerAddress, address), limiter.consume(limits.codeSendPerAccount, account)),
        checkCode: (account, address) =>
          Effect.andThen(limiter.consume(limits.codeCheckPerAddress, address), limiter.consume(limits.codeCheckPerAccount, account)),
        signIn: (email, address) => Effect.andThen(limiter.consume(limits.signInPerAddress, address), guessPassword(email)),
        guessPassword,
        wrongPassword: (email) => limiter.record(limits.signInPerAccount, email)
      })
    })
  )
}
