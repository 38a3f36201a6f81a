/**
 * One-time codes (table one_time_codes): six random digits, sent by email or
 * SMS, for one purpose each (verify-email, verify-phone, reset-password).
 *
 * - Only an HMAC of the code under the server secret is stored, so the
 *   table alone does not give the codes away (six digits would fall to a
 *   brute-force search of a plain hash).
 * - A code expires after 10 minutes, is used once, and allows 5 tries: each
 *   try is counted by an atomic update before the comparison, so even
 *   simultaneous guesses get 5 tries in all; the 6th finds the code dead.
 * - A new code replaces the learner's previous one for that purpose, at most
 *   once every 60 seconds.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { createHmac, timingSafeEqual } from "node:crypto"
import { Invalid, TooManyRequests } from "../../src/api/errors.ts"
import { randomSixDigits } from "../security/random-secret.ts"
import { ServerSecret } from "../security/server-secret.ts"
import {
  CODE_EXPIRED_MESSAGE,
  CODE_FORMAT_MESSAGE,
  CODE_TOO_MANY_TRIES_MESSAGE,
  CODE_USED_MESSAGE,
  CODE_WRONG_MESSAGE
} from "./code-messages.ts"

export type CodePurpose = "verify-email" | "verify-phone" | "reset-password"

export const CODE_LIFETIME_MINUTES = 10
export const CODE_MAX_TRIES = 5
export const CODE_RESEND_COOLDOWN_SECONDS = 60

export type IssueResult =
  | { readonly _tag: "Issued"; readonly code: string }
  | { readonly _tag: "CoolingDown"; readonly secondsLeft: number }

interface CodeRow {
  readonly id: string
  readonly code_hash: string
  readonly sent_to: string
  readonly attempts: number
  readonly used: boolean
  readonly expired: boolean
}

const invalid = (message: string) => new Invalid({ message, issues: [{ path: "otp", message }] })

export class OneTimeCodes extends Context.Service<OneTimeCodes, {
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
}>()("exam-shop/OneTimeCodes") {
  static readonly layer = Layer.effect(
    OneTimeCodes,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const key = (yield* ServerSecret).keyFor("one-time-code")

      const fingerprint = (userId: string, purpose: CodePurpose, code: string) =>
        createHmac("sha256", key).update(`${purpose}:${userId}:${code}`).digest("hex")

      const issue = Effect.fn("OneTimeCodes.issue")(function*(userId: string, purpose: CodePurpose, sentTo: string) {
        return yield* sql.withTransaction(Effect.gen(function*() {
          // Lock the learner's row so two simultaneous requests cannot both
          // pass the cooldown check.
          yield* sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`
          const recent = yield* sql<{ seconds_left: number }>`
            SELECT ceil(extract(epoch from (created_at + make_interval(secs => ${CODE_RESEND_COOLDOWN_SECONDS}::int) - now())))::int AS seconds_left
            FROM one_time_codes
            WHERE user_id = ${userId} AND purpose = ${purpose}
              AND created_at > now() - make_interval(secs => ${CODE_RESEND_COOLDOWN_SECONDS}::int)
            ORDER BY created_at DESC LIMIT 1`
          const waiting = recent[0]
          if (waiting !== undefined) {
            return { _tag: "CoolingDown", secondsLeft: Math.max(1, waiting.seconds_left) } satisfies IssueResult
          }
          const code = randomSixDigits()
          yield* sql`DELETE FROM one_time_codes WHERE user_id = ${userId} AND purpose = ${purpose}`
          yield* sql`
            INSERT INTO one_time_codes (user_id, purpose, code_hash, sent_to, expires_at)
            VALUES (${userId}, ${purpose}, ${fingerprint(userId, purpose, code)}, ${sentTo},
                    now() + make_interval(mins => ${CODE_LIFETIME_MINUTES}::int))`
          return { _tag: "Issued", code } satisfies IssueResult
        })).pipe(Effect.orDie)
      })

      const redeem = <A, E, R>(
        userId: string,
        purpose: CodePurpose,
        typed: string,
        onAccepted: (sentTo: string) => Effect.Effect<A, E, R>
      ): Effect.Effect<A, E | Invalid | TooManyRequests, R> =>
        Effect.gen(function*() {
          const digits = typed.trim()
          if (!/^\d{6}$/.test(digits)) return yield* invalid(CODE_FORMAT_MESSAGE)
          const rows = yield* sql<CodeRow>`
            SELECT id, code_hash, sent_to, attempts, used_at IS NOT NULL AS used, expires_at <= now() AS expired
            FROM one_time_codes
            WHERE user_id = ${userId} AND purpose = ${purpose}
            ORDER BY created_at DESC LIMIT 1`.pipe(Effect.orDie)
          const row = rows[0]
          if (row === undefined) return yield* invalid(CODE_WRONG_MESSAGE)
          if (row.used) return yield* invalid(CODE_USED_MESSAGE)
          if (row.attempts >= CODE_MAX_TRIES) return yield* new TooManyRequests({ message: CODE_TOO_MANY_TRIES_MESSAGE })
          if (row.expired) return yield* invalid(CODE_EXPIRED_MESSAGE)
          // Take one of the code's tries before comparing: this update is
          // atomic, so parallel guesses cannot share a try.
          const taken = yield* sql<{ attempts: number }>`
            UPDATE one_time_codes SET attempts = attempts + 1
            WHERE id = ${row.id} AND attempts < ${CODE_MAX_TRIES}::int AND used_at IS NULL
            RETURNING attempts`.pipe(Effect.orDie)
          if (taken.length === 0) return yield* new TooManyRequests({ message: CODE_TOO_MANY_TRIES_MESSAGE })
          const expected = Buffer.from(row.code_hash, "hex")
          const actual = Buffer.from(fingerprint(userId, purpose, digits), "hex")
          if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
            return yield* invalid(CODE_WRONG_MESSAGE)
          }
          return yield* sql.withTransaction(Effect.gen(function*() {
            const marked = yield* sql<{ id: string }>`
              UPDATE one_time_codes SET used_at = now() WHERE id = ${row.id} AND used_at IS NULL RETURNING id`.pipe(Effect.orDie)
            // Someone else redeemed it a moment ago.
            if (marked.length === 0) return yield* invalid(CODE_USED_MESSAGE)
            return yield* onAccepted(row.sent_to)
          })).pipe(Effect.catchTag("SqlError", Effect.die))
        })

      const discard = (userId: string, purpose: CodePurpose) =>
        sql`DELETE FROM one_time_codes WHERE user_id = ${userId} AND purpose = ${purpose}`.pipe(Effect.orDie, Effect.asVoid)

      return OneTimeCodes.of({ issue, redeem, discard })
    })
  )
}
