/**
 * /ready's question asked of a database that is not ready, on
 * either database: a fresh one with no migration, one missing the latest,
 * one fully migrated (ready), one a newer server migrated further (still
 * ready, the newer ones named), and — on the PostgreSQL server — one that
 * is gone.
 */
import { Effect } from "effect"
import { Migrator, SqlClient } from "effect/sql"
import { describe, expect, it } from "vitest"
import { runMigrations, sqlFileLoader } from "../../../server/platform/db/migrations.ts"
import { type DatabaseTarget, sqlClientLayer } from "../../../server/platform/db/sql-client.ts"
import { knownMigrations, readinessOf } from "../../../server/platform/observability/readiness.ts"

export interface FreshDatabase {
  readonly target: DatabaseTarget
  /** Makes the database unreachable for the open client (PostgreSQL: dropped); undefined where that cannot be done. */
  readonly takeAway: (() => Promise<void>) | undefined
  readonly cleanUp: () => Promise<void>
}

export const describeReadiness = (label: string, fresh: () => Promise<FreshDatabase>) =>
  describe(`readiness of a database on ${label}`, () => {
    it("is refused with no migration, then with the latest missing; ready once migrated, and with a newer server's migrations too", async () => {
      const database = await fresh()
      try {
        await Effect.runPromise(
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            const known = yield* knownMigrations
            const latest = known.at(-1)!
            expect(yield* readinessOf(sql, known)).toEqual({ _tag: "NotReady", message: "No migration has been applied to the database yet." })

            yield* Migrator.make({})({ loader: Effect.map(sqlFileLoader, (all) => all.slice(0, -1)) })
            expect(yield* readinessOf(sql, known)).toEqual({ _tag: "NotReady", message: `Migrations not applied yet: ${latest[1]}.` })

            yield* runMigrations
            expect(yield* readinessOf(sql, known)).toEqual({ _tag: "Ready", migrations: known.length, newer: [] })

            yield* sql`INSERT INTO effect_sql_migrations (migration_id, name) VALUES (9999, 'from_a_newer_server')`
            expect(yield* readinessOf(sql, known)).toEqual({ _tag: "Ready", migrations: known.length, newer: [9999] })

            if (database.takeAway !== undefined) {
              yield* Effect.promise(database.takeAway)
              const gone = yield* readinessOf(sql, known)
              expect(gone._tag).toBe("NotReady")
              expect(gone._tag === "NotReady" ? gone.message : "").toMatch(/^The database (cannot be reached|did not answer within 2 s)\.$/)
            }
          }).pipe(Effect.provide(sqlClientLayer(database.target)), Effect.scoped)
        )
      } finally {
        await database.cleanUp()
      }
    }, 60_000)
  })
