/**
 * GET /ready's question: may this server take traffic? Yes when
 * the database answers (within READY_TIMEOUT) and every migration this
 * server knows (server/platform/db/migrations) is recorded as applied.
 * Migrations a newer server applied beyond those are no reason to refuse
 * traffic (a rolling deploy runs both versions for a while), only named.
 */
import { Duration, Effect, Option } from "effect"
import type { SqlClient } from "effect/sql"
import { sqlFileLoader } from "../db/migrations.ts"

export const READY_TIMEOUT = Duration.seconds(2)

export type Readiness =
  | { readonly _tag: "Ready"; readonly migrations: number; readonly newer: ReadonlyArray<number> }
  | { readonly _tag: "NotReady"; readonly message: string }

/** The migrations this server would apply: id and name ("24_mail_relay"). */
export const knownMigrations: Effect.Effect<ReadonlyArray<readonly [id: number, label: string]>> = Effect.map(sqlFileLoader.pipe(Effect.orDie), (migrations) =>
  migrations.map(([id, name]) => [id, `${id}_${name}`] as const)
)

const notReady = (message: string): Readiness => ({ _tag: "NotReady", message })

/** Asks the database; never fails (an error or a timeout is the answer "not ready"). */
export const readinessOf = (
  sql: SqlClient.SqlClient,
  known: ReadonlyArray<readonly [number, string]>,
  timeout: Duration.Duration = READY_TIMEOUT
): Effect.Effect<Readiness> =>
  Effect.gen(function* () {
    const within = `within ${Duration.toMillis(timeout) / 1000} s`
    const alive = yield* sql`SELECT 1 AS alive`.pipe(Effect.result, Effect.timeoutOption(timeout))
    if (Option.isNone(alive)) return notReady(`The database did not answer ${within}.`)
    if (alive.value._tag === "Failure") return notReady("The database cannot be reached.")
    const applied = yield* sql<{ readonly migration_id: number | string }>`SELECT migration_id FROM effect_sql_migrations`.pipe(
      Effect.result,
      Effect.timeoutOption(timeout)
    )
    if (Option.isNone(applied)) return notReady(`The database did not list its migrations ${within}.`)
    if (applied.value._tag === "Failure") return notReady("No migration has been applied to the database yet.")
    const ids = new Set(applied.value.success.map((row) => Number(row.migration_id)))
    const missing = known.filter(([id]) => !ids.has(id)).map(([, label]) => label)
    if (missing.length > 0) return notReady(`Migrations not applied yet: ${missing.join(", ")}.`)
    const knownIds = new Set(known.map(([id]) => id))
    return { _tag: "Ready", migrations: known.length, newer: [...ids].filter((id) => !knownIds.has(id)).sort((a, b) => a - b) }
  })
