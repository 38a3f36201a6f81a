/**
 * A rule test's own database: in-memory PGlite with every migration
 * applied, loaded from the run's migrated dump (test/api/support/
 * database-snapshots.ts) in under a second, or migrated here when there is
 * none. The repositories' real SQL then answers the rules, and each
 * provide of this layer is a new, empty database.
 */
import { Effect, Layer } from "effect"
import { runMigrations } from "../../../server/platform/db/migrations.ts"
import { sqlClientLayer } from "../../../server/platform/db/sql-client.ts"
import { pgliteDump } from "../../api/support/test-server.ts"

export const migratedDatabase = Layer.unwrap(
  Effect.sync(() =>
    Layer.effectDiscard(Effect.orDie(runMigrations)).pipe(
      Layer.provideMerge(sqlClientLayer({ _tag: "Embedded", dataDir: undefined, snapshot: pgliteDump(false) }))
    )
  )
)
