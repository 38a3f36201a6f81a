/**
 * Numbered SQL migrations (server/platform/db/migrations/NNNN_name.sql), applied in
 * order at start-up by Effect's migrator, which records them in
 * `effect_sql_migrations` and holds a lock so two servers never race.
 */
import { Effect } from "effect"
import { Migrator } from "effect/sql"
import { SqlClient } from "effect/sql"
import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { splitSqlStatements } from "./sql-statements.ts"

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url))

/** Reads every `NNNN_name.sql` file; each becomes one migration. */
export const sqlFileLoader: Migrator.Loader = Effect.sync(() =>
  readdirSync(migrationsDir)
    .flatMap((file) => {
      const match = /^(\d+)_(.+)\.sql$/.exec(file)
      if (match === null) return []
      const text = readFileSync(migrationsDir + file, "utf8")
      const run = Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        for (const statement of splitSqlStatements(text)) yield* sql.unsafe(statement)
      })
      return [[Number(match[1]), match[2] ?? file, Effect.succeed(run)] as const]
    })
    .sort((a, b) => a[0] - b[0])
)

/** Runs the pending migrations; fails with MigrationError or SqlError. */
export const runMigrations = Migrator.make({})({ loader: sqlFileLoader })
