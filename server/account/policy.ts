/**
 * How often a caller may try the account's guarded steps. Each step counts
 * per client address and per account (an email, or the learner's id once
 * signed in); the numbers are settings (server/platform/security/rate-limit-rules.ts).
 * Sending and checking codes count whether or not the account exists, so a
 * 429 tells nothing about who has one.
 *
 * Signing in counts every attempt per address, and failed ones
 * per account *and* address (past 5 that address is refused for that
 * account) and per account from anywhere (past 20 every attempt is slowed,
 * never refused). So strangers' wrong passwords, from however many
 * addresses, cannot lock the owner out: the right password from the owner's
 * own address still signs in, a few seconds later at worst.
 */
import { Context, Duration, Effect, Layer } from "effect"
import type { TooManyRequests } from "../../src/api/shared/errors.ts"
import { RateLimiter } from "../platform/security/rate-limiter.ts"

/** The wait of a sign-in to an account past its ceiling of failures: one more second per failure over it, at most five. */
export const signInSlowdown = (failures: number, ceiling: number): Duration.Duration =>
  failures < ceiling ? Duration.zero : Duration.seconds(Math.min(5, failures - ceiling + 1))

export class AccountPolicy extends Context.Service<
  AccountPolicy,
  {
    /** Asking for a code to be sent (sign-up, resend, forgot password, add mobile). */
    readonly sendCode: (account: string, address: string) => Effect.Effect<void, TooManyRequests>
    /** Typing a code (verify email, reset code, verify phone). */
    readonly checkCode: (account: string, address: string) => Effect.Effect<void, TooManyRequests>
    /**
     * Signing in: every attempt counts against the address; this address must
     * have wrong guesses left for the account; an account past its ceiling of
     * failures waits (signInSlowdown) before the password is compared.
     */
    readonly signIn: (email: string, address: string) => Effect.Effect<void, TooManyRequests>
    /** A wrong password at sign-in counts against the account from this address and from anywhere. */
    readonly wrongSignIn: (email: string, address: string) => Effect.Effect<void>
    /** Before the current password is compared in a password change: fails when the account's wrong guesses are spent. */
    readonly guessPassword: (email: string) => Effect.Effect<void, TooManyRequests>
    /** A wrong current password in a password change counts against the account. */
    readonly wrongPassword: (email: string) => Effect.Effect<void>
  }
>()("exam-shop/AccountPolicy") {
  static readonly layer = Layer.effect(
    AccountPolicy,
    Effect.gen(function* () {
      const limiter = yield* RateLimiter
      const { limits } = limiter
      // One counter per (account, address); both are hashed into the key.
      const pair = (email: string, address: string) => `${email}\n${address}`
      return AccountPolicy.of({
        sendCode: (account, address) =>
          Effect.andThen(limiter.consume(limits.codeSendPerAddress, address), limiter.consume(limits.codeSendPerAccount, account)),
        checkCode: (account, address) =>
          Effect.andThen(limiter.consume(limits.codeCheckPerAddress, address), limiter.consume(limits.codeCheckPerAccount, account)),
        signIn: (email, address) =>
          Effect.gen(function* () {
            yield* limiter.consume(limits.signInPerAddress, address)
            yield* limiter.check(limits.signInPerAccountAddress, pair(email, address))
            const failures = yield* limiter.count(limits.signInPerAccount, email)
            const wait = signInSlowdown(failures, limits.signInPerAccount.max)
            if (Duration.isGreaterThan(wait, Duration.zero)) yield* Effect.sleep(wait)
          }),
        wrongSignIn: (email, address) =>
          Effect.andThen(limiter.record(limits.signInPerAccountAddress, pair(email, address)), limiter.record(limits.signInPerAccount, email)),
        guessPassword: (email) => limiter.check(limits.passwordCheckPerAccount, email),
        wrongPassword: (email) => limiter.record(limits.passwordCheckPerAccount, email)
      })
    })
  )
}
