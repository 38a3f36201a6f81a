/**
 * The database as the rest of the server sees it: a SqlClient whose schema is
 * migrated to the latest version (the demo data is loaded afterwards by
 * server/seed/demo-seed.ts, which the application composes).
 */
import { Effect, Layer, Option } from "effect"
import { join } from "node:path"
import { Settings } from "../config.ts"
import { runMigrations } from "./migrations.ts"
import { oneServerAtATime } from "./one-at-a-time.ts"
import { sqlClientLayer, type DatabaseTarget } from "./sql-client.ts"

const migrate = Layer.effectDiscard(
  Effect.gen(function* () {
    // Two servers starting together: the second waits, then finds nothing to apply.
    const applied = yield* oneServerAtATime("migrations", runMigrations)
    if (applied.length > 0) yield* Effect.logInfo(`Applied migrations: ${applied.map(([id, name]) => `${id}_${name}`).join(", ")}`)
  })
)

export const DatabaseLive = Layer.unwrap(
  Effect.gen(function* () {
    const settings = yield* Settings
    const target: DatabaseTarget = Option.match(settings.databaseUrl, {
      // PGlite gets its own sub-folder: DATA_DIR also holds uploaded media.
      onNone: () =>
        settings.dataDir === ":memory:"
          ? { _tag: "Embedded", dataDir: undefined, snapshot: settings.embeddedSnapshot }
          : { _tag: "Embedded", dataDir: join(settings.dataDir, "pglite"), snapshot: settings.embeddedSnapshot },
      onSome: (url) => ({ _tag: "Server", url })
    })
    yield* Effect.logInfo(
      target._tag === "Server" ? "Database: PostgreSQL server (DATABASE_URL)" : `Database: embedded PGlite in ${target.dataDir ?? "memory"}`
    )
    return migrate.pipe(Layer.provideMerge(sqlClientLayer(target)))
  })
)
