/**
 * The one secret of the server, from which every signing key is derived:
 * access tokens, one-time-code fingerprints and signed media URLs. It is
 * TOKEN_SECRET when set; otherwise a random secret generated on the first
 * start and kept in the database (table app_secrets), so a restart does not
 * sign everybody out and several servers on one database agree.
 */
import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { createHmac } from "node:crypto"
import { Settings } from "../config.ts"
import { randomSecret } from "./random-secret.ts"

const STORED_SECRET_NAME = "token-secret"

/** Names of the derived keys; a new use gets a new label, never a shared key. */
export type KeyUse = "access-token" | "one-time-code" | "media-url"

export class ServerSecret extends Context.Service<
  ServerSecret,
  {
    /** A 32-byte key for one use, derived as HMAC-SHA256(secret, use). */
    readonly keyFor: (use: KeyUse) => Uint8Array
  }
>()("exam-shop/ServerSecret") {
  static readonly layer = Layer.effect(
    ServerSecret,
    Effect.gen(function* () {
      const settings = yield* Settings
      const master = settings.tokenSecret === undefined ? yield* storedSecret : Redacted.value(settings.tokenSecret)
      const keys = new Map<KeyUse, Uint8Array>()
      const keyFor = (use: KeyUse) => {
        const known = keys.get(use)
        if (known !== undefined) return known
        const key = new Uint8Array(createHmac("sha256", master).update(use).digest())
        keys.set(use, key)
        return key
      }
      return ServerSecret.of({ keyFor })
    })
  )
}

/**
 * Insert-if-absent, then read: when two servers start at once, both read the
 * row the first one wrote.
 */
const storedSecret = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    INSERT INTO app_secrets (name, value) VALUES (${STORED_SECRET_NAME}, ${randomSecret(48)})
    ON CONFLICT (name) DO NOTHING`
  const rows = yield* sql<{ value: string }>`SELECT value FROM app_secrets WHERE name = ${STORED_SECRET_NAME}`
  const [row] = rows
  if (row === undefined) return yield* Effect.die(new Error("The server secret could not be stored."))
  return row.value
}).pipe(Effect.orDie)
