/**
 * The single-use token a learner gets for typing a correct reset code
 * (table password_reset_tokens): it lets them choose a new password within
 * 15 minutes, once. Stored as SHA-256; only the latest one of a learner is open.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { randomSecret, sha256Hex } from "../../platform/security/random-secret.ts"

export const RESET_TOKEN_LIFETIME_MINUTES = 15

export class ResetTokensRepository extends Context.Service<
  ResetTokensRepository,
  {
    readonly issue: (userId: string) => Effect.Effect<string>
    /** Uses the token up and answers whose it was; None when unknown, used or expired. */
    readonly redeem: (token: string) => Effect.Effect<Option.Option<string>>
    /** Whether the token is open (known, unused, unexpired), without using it up. */
    readonly isOpen: (token: string) => Effect.Effect<boolean>
  }
>()("exam-shop/ResetTokensRepository") {
  static readonly layer = Layer.effect(
    ResetTokensRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const issue = Effect.fn("ResetTokensRepository.issue")(function* (userId: string) {
        const token = randomSecret()
        // An older, unused token of the same learner is withdrawn.
        yield* sql`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = ${userId} AND used_at IS NULL`.pipe(Effect.orDie)
        yield* sql`
          INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
          VALUES (${sha256Hex(token)}, ${userId}, now() + make_interval(mins => ${RESET_TOKEN_LIFETIME_MINUTES}::int))`.pipe(Effect.orDie)
        return token
      })

      const redeem = Effect.fn("ResetTokensRepository.redeem")(function* (token: string) {
        if (token.trim() === "") return Option.none<string>()
        const rows = yield* sql<{ user_id: string }>`
          UPDATE password_reset_tokens SET used_at = now()
          WHERE token_hash = ${sha256Hex(token.trim())} AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`.pipe(Effect.orDie)
        return Option.map(Option.fromNullishOr(rows[0]), (row) => row.user_id)
      })

      const isOpen = Effect.fn("ResetTokensRepository.isOpen")(function* (token: string) {
        if (token.trim() === "") return false
        const rows = yield* sql<{ open: boolean }>`
          SELECT true AS open FROM password_reset_tokens
          WHERE token_hash = ${sha256Hex(token.trim())} AND used_at IS NULL AND expires_at > now()`.pipe(Effect.orDie)
        return rows.length > 0
      })

      return ResetTokensRepository.of({ issue, redeem, isOpen })
    })
  )
}
