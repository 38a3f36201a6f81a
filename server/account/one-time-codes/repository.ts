/**
 * One-time codes (table one_time_codes), one live code per learner and
 * purpose. Only the code's fingerprint is stored (see service.ts). Each
 * statement that guards a rule is atomic: the cooldown check locks the
 * learner's row, and a try is taken by a conditional update, so simultaneous
 * requests cannot slip past either.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { CODE_LIFETIME_MINUTES, CODE_MAX_TRIES, CODE_RESEND_COOLDOWN_SECONDS, type CodePurpose } from "./code-rules.ts"

export interface StoredCode {
  readonly id: string
  readonly codeHash: string
  /** Where the code went (email address or phone digits). */
  readonly sentTo: string
  readonly attempts: number
  readonly used: boolean
  readonly expired: boolean
}

export type ReplaceResult = { readonly _tag: "Stored" } | { readonly _tag: "CoolingDown"; readonly secondsLeft: number }

export interface NewCode {
  readonly userId: string
  readonly purpose: CodePurpose
  readonly codeHash: string
  readonly sentTo: string
}

export class OneTimeCodesRepository extends Context.Service<
  OneTimeCodesRepository,
  {
    /** Stores a code in place of the learner's previous one, unless that one is younger than the cooldown. */
    readonly replace: (code: NewCode) => Effect.Effect<ReplaceResult>
    /** The learner's latest code for the purpose. */
    readonly latest: (userId: string, purpose: CodePurpose) => Effect.Effect<Option.Option<StoredCode>>
    /** Counts one try; false when the code has no try left or was used. */
    readonly takeTry: (codeId: string) => Effect.Effect<boolean>
    /** Marks the code used; false when it already was (a simultaneous redeem). */
    readonly markUsed: (codeId: string) => Effect.Effect<boolean>
    readonly discard: (userId: string, purpose: CodePurpose) => Effect.Effect<void>
  }
>()("exam-shop/OneTimeCodesRepository") {
  static readonly layer = Layer.effect(
    OneTimeCodesRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const replace = Effect.fn("OneTimeCodesRepository.replace")(function* (code: NewCode) {
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              // Lock the learner's row so two simultaneous requests cannot both
              // pass the cooldown check.
              yield* sql`SELECT id FROM users WHERE id = ${code.userId} FOR UPDATE`
              const recent = yield* sql<{ seconds_left: number }>`
            SELECT ceil(extract(epoch from (created_at + make_interval(secs => ${CODE_RESEND_COOLDOWN_SECONDS}::int) - now())))::int AS seconds_left
            FROM one_time_codes
            WHERE user_id = ${code.userId} AND purpose = ${code.purpose}
              AND created_at > now() - make_interval(secs => ${CODE_RESEND_COOLDOWN_SECONDS}::int)
            ORDER BY created_at DESC LIMIT 1`
              const waiting = recent[0]
              if (waiting !== undefined) {
                return { _tag: "CoolingDown", secondsLeft: Math.max(1, waiting.seconds_left) } satisfies ReplaceResult
              }
              yield* sql`DELETE FROM one_time_codes WHERE user_id = ${code.userId} AND purpose = ${code.purpose}`
              yield* sql`
            INSERT INTO one_time_codes (user_id, purpose, code_hash, sent_to, expires_at)
            VALUES (${code.userId}, ${code.purpose}, ${code.codeHash}, ${code.sentTo},
                    now() + make_interval(mins => ${CODE_LIFETIME_MINUTES}::int))`
              return { _tag: "Stored" } satisfies ReplaceResult
            })
          )
          .pipe(Effect.orDie)
      })

      const latest = (userId: string, purpose: CodePurpose) =>
        sql<{ id: string; code_hash: string; sent_to: string; attempts: number; used: boolean; expired: boolean }>`
          SELECT id, code_hash, sent_to, attempts, used_at IS NOT NULL AS used, expires_at <= now() AS expired
          FROM one_time_codes
          WHERE user_id = ${userId} AND purpose = ${purpose}
          ORDER BY created_at DESC LIMIT 1`.pipe(
          Effect.orDie,
          Effect.map((rows) =>
            Option.map(
              Option.fromNullishOr(rows[0]),
              (row): StoredCode => ({
                id: row.id,
                codeHash: row.code_hash,
                sentTo: row.sent_to,
                attempts: row.attempts,
                used: row.used,
                expired: row.expired
              })
            )
          )
        )

      const takeTry = (codeId: string) =>
        sql<{ attempts: number }>`
          UPDATE one_time_codes SET attempts = attempts + 1
          WHERE id = ${codeId} AND attempts < ${CODE_MAX_TRIES}::int AND used_at IS NULL
          RETURNING attempts`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.length === 1)
        )

      const markUsed = (codeId: string) =>
        sql<{ id: string }>`
          UPDATE one_time_codes SET used_at = now() WHERE id = ${codeId} AND used_at IS NULL RETURNING id`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.length === 1)
        )

      const discard = (userId: string, purpose: CodePurpose) =>
        sql`DELETE FROM one_time_codes WHERE user_id = ${userId} AND purpose = ${purpose}`.pipe(Effect.orDie, Effect.asVoid)

      return OneTimeCodesRepository.of({ replace, latest, takeTry, markUsed, discard })
    })
  )
}
