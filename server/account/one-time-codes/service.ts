/**
 * One-time codes: six random digits, sent by email or SMS, for one purpose
 * each (verify-email, verify-phone, reset-password).
 *
 * - Only an HMAC of the code under the server secret is stored, so the
 *   table alone does not give the codes away (six digits would fall to a
 *   brute-force search of a plain hash).
 * - A code expires, is used once, and allows a few tries (code-rules.ts):
 *   each try is taken before the comparison, atomically, so even
 *   simultaneous guesses get the same number of tries in all.
 * - A new code replaces the learner's previous one for that purpose, at most
 *   once per cooldown.
 */
import { Context, Effect, Layer, Option } from "effect"
import { createHmac, timingSafeEqual } from "node:crypto"
import { Invalid, TooManyRequests } from "../../../src/api/shared/errors.ts"
import { Transaction } from "../../platform/db/transaction.ts"
import { randomSixDigits } from "../../platform/security/random-secret.ts"
import { ServerSecret } from "../../platform/security/server-secret.ts"
import { CODE_MAX_TRIES, type CodePurpose } from "./code-rules.ts"
import { CODE_EXPIRED_MESSAGE, CODE_FORMAT_MESSAGE, CODE_TOO_MANY_TRIES_MESSAGE, CODE_USED_MESSAGE, CODE_WRONG_MESSAGE } from "./messages.ts"
import { OneTimeCodesRepository } from "./repository.ts"

export type IssueResult = { readonly _tag: "Issued"; readonly code: string } | { readonly _tag: "CoolingDown"; readonly secondsLeft: number }

const invalid = (message: string) => new Invalid({ message, issues: [{ path: "otp", message }] })

export class OneTimeCodes extends Context.Service<
  OneTimeCodes,
  {
    /** A fresh code for `sentTo`, unless the last one is younger than the cooldown. */
    readonly issue: (userId: string, purpose: CodePurpose, sentTo: string) => Effect.Effect<IssueResult>
    /**
     * Checks `typed` against the learner's live code and, when it matches,
     * marks the code used and runs `onAccepted` in the same transaction (so a
     * failure there leaves the code usable). Answers the code's `sent_to`.
     */
    readonly redeem: <A, E, R>(
      userId: string,
      purpose: CodePurpose,
      typed: string,
      onAccepted: (sentTo: string) => Effect.Effect<A, E, R>
    ) => Effect.Effect<A, E | Invalid | TooManyRequests, R>
    /** Removes the learner's codes for a purpose (e.g. after a phone number change). */
    readonly discard: (userId: string, purpose: CodePurpose) => Effect.Effect<void>
  }
>()("exam-shop/OneTimeCodes") {
  static readonly layer = Layer.effect(
    OneTimeCodes,
    Effect.gen(function* () {
      const codes = yield* OneTimeCodesRepository
      const transaction = yield* Transaction
      const key = (yield* ServerSecret).keyFor("one-time-code")

      const fingerprint = (userId: string, purpose: CodePurpose, code: string) => createHmac("sha256", key).update(`${purpose}:${userId}:${code}`).digest("hex")

      const issue = Effect.fn("OneTimeCodes.issue")(function* (userId: string, purpose: CodePurpose, sentTo: string) {
        const code = randomSixDigits()
        const stored = yield* codes.replace({ userId, purpose, codeHash: fingerprint(userId, purpose, code), sentTo })
        return stored._tag === "CoolingDown" ? stored : ({ _tag: "Issued", code } satisfies IssueResult)
      })

      const redeem = <A, E, R>(
        userId: string,
        purpose: CodePurpose,
        typed: string,
        onAccepted: (sentTo: string) => Effect.Effect<A, E, R>
      ): Effect.Effect<A, E | Invalid | TooManyRequests, R> =>
        Effect.gen(function* () {
          const digits = typed.trim()
          if (!/^\d{6}$/.test(digits)) return yield* invalid(CODE_FORMAT_MESSAGE)
          const latest = yield* codes.latest(userId, purpose)
          if (Option.isNone(latest)) return yield* invalid(CODE_WRONG_MESSAGE)
          const code = latest.value
          if (code.used) return yield* invalid(CODE_USED_MESSAGE)
          if (code.attempts >= CODE_MAX_TRIES) return yield* new TooManyRequests({ message: CODE_TOO_MANY_TRIES_MESSAGE })
          if (code.expired) return yield* invalid(CODE_EXPIRED_MESSAGE)
          // Take one of the code's tries before comparing, so parallel
          // guesses cannot share a try.
          if (!(yield* codes.takeTry(code.id))) return yield* new TooManyRequests({ message: CODE_TOO_MANY_TRIES_MESSAGE })
          const expected = Buffer.from(code.codeHash, "hex")
          const actual = Buffer.from(fingerprint(userId, purpose, digits), "hex")
          if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
            return yield* invalid(CODE_WRONG_MESSAGE)
          }
          return yield* transaction.run(
            Effect.gen(function* () {
              // False when someone else redeemed it a moment ago.
              if (!(yield* codes.markUsed(code.id))) return yield* invalid(CODE_USED_MESSAGE)
              return yield* onAccepted(code.sentTo)
            })
          )
        })

      return OneTimeCodes.of({ issue, redeem, discard: codes.discard })
    })
  )
}
