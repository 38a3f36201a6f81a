/**
 * Signed-in browsers (table sessions). A session is created at sign-in and
 * named by the `sid` cookie's secret (stored as SHA-256) and by the row id
 * that access tokens carry. Revoking the row ends both at once.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { randomSecret, sha256Hex } from "../../platform/security/random-secret.ts"

/** How long a browser stays signed in without signing in again. */
export const SESSION_LIFETIME_DAYS = 30

export interface LiveSession {
  readonly sessionId: string
  readonly userId: string
}

/** A live session with the SHA-256 of its cookie secret, for checking that a `sid` cookie is this session's. */
export interface SessionWithSecret extends LiveSession {
  readonly secretHash: string
}

export class SessionsRepository extends Context.Service<
  SessionsRepository,
  {
    /** A new session; the secret goes into the cookie and is never stored. */
    readonly create: (userId: string) => Effect.Effect<LiveSession & { readonly secret: string }>
    readonly findBySecret: (secret: string) => Effect.Effect<Option.Option<LiveSession>>
    readonly isLive: (session: LiveSession) => Effect.Effect<boolean>
    /** Those of `sessionIds` that are live (not revoked, not expired), by primary key, with their secret's hash. */
    readonly liveOf: (sessionIds: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<SessionWithSecret>>
    readonly revoke: (sessionId: string) => Effect.Effect<void>
    /** Ends every session of the learner, but `keep` when given. */
    readonly revokeAllOf: (userId: string, keep?: string) => Effect.Effect<number>
  }
>()("exam-shop/SessionsRepository") {
  static readonly layer = Layer.effect(
    SessionsRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const create = Effect.fn("SessionsRepository.create")(function* (userId: string) {
        const secret = randomSecret()
        const rows = yield* sql<{ id: string }>`
          INSERT INTO sessions (user_id, secret_hash, expires_at)
          VALUES (${userId}, ${sha256Hex(secret)}, now() + make_interval(days => ${SESSION_LIFETIME_DAYS}::int))
          RETURNING id`.pipe(Effect.orDie)
        return { sessionId: rows[0]!.id, userId, secret }
      })

      const findBySecret = Effect.fn("SessionsRepository.findBySecret")(function* (secret: string) {
        if (secret === "") return Option.none()
        const rows = yield* sql<{ id: string; user_id: string }>`
          SELECT id, user_id FROM sessions
          WHERE secret_hash = ${sha256Hex(secret)} AND revoked_at IS NULL AND expires_at > now()`.pipe(Effect.orDie)
        return Option.map(Option.fromNullishOr(rows[0]), (row): LiveSession => ({ sessionId: row.id, userId: row.user_id }))
      })

      const isLive = Effect.fn("SessionsRepository.isLive")(function* (session: LiveSession) {
        const rows = yield* sql<{ id: string }>`
          SELECT id FROM sessions
          WHERE id = ${session.sessionId} AND user_id = ${session.userId}
            AND revoked_at IS NULL AND expires_at > now()`.pipe(Effect.orDie)
        return rows.length === 1
      })

      const liveOf = Effect.fn("SessionsRepository.liveOf")(function* (sessionIds: ReadonlyArray<string>) {
        if (sessionIds.length === 0) return []
        const rows = yield* sql<{ id: string; user_id: string; secret_hash: string }>`
          SELECT id, user_id, secret_hash FROM sessions
          WHERE id IN ${sql.in(sessionIds)} AND revoked_at IS NULL AND expires_at > now()`.pipe(Effect.orDie)
        return rows.map((row): SessionWithSecret => ({ sessionId: row.id, userId: row.user_id, secretHash: row.secret_hash }))
      })

      const revoke = (sessionId: string) =>
        sql`UPDATE sessions SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`.pipe(Effect.orDie, Effect.asVoid)

      const revokeAllOf = Effect.fn("SessionsRepository.revokeAllOf")(function* (userId: string, keep?: string) {
        const rows =
          keep === undefined
            ? yield* sql<{ id: string }>`
              UPDATE sessions SET revoked_at = now()
              WHERE user_id = ${userId} AND revoked_at IS NULL RETURNING id`.pipe(Effect.orDie)
            : yield* sql<{ id: string }>`
              UPDATE sessions SET revoked_at = now()
              WHERE user_id = ${userId} AND revoked_at IS NULL AND id <> ${keep} RETURNING id`.pipe(Effect.orDie)
        return rows.length
      })

      return SessionsRepository.of({ create, findBySecret, isLive, liveOf, revoke, revokeAllOf })
    })
  )
}
