/**
 * The embedded database: PGlite (real Postgres compiled to WASM) with its
 * data in a folder, or in memory for tests. The server reaches it in-process
 * through PGliteWire (pglite-wire.ts), so the very same `@effect/sql-pg`
 * client, migrations and SQL serve both PGlite and a PostgreSQL server.
 */
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { existsSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import { Effect } from "effect"

/**
 * Opens PGlite in `dataDir` (or in memory when `dataDir` is undefined). A
 * database with no data yet (in memory, or a folder without one) starts
 * empty, or as `snapshot`, a dump `dumpDataDir` made. Closing the scope
 * closes the database, which flushes it to disk.
 */
export const openEmbeddedPostgres = (dataDir: string | undefined, snapshot?: Blob) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true })
      const holdsData = dataDir !== undefined && existsSync(join(dataDir, "PG_VERSION"))
      const db = await PGlite.create({
        ...(dataDir === undefined ? {} : { dataDir }),
        ...(snapshot !== undefined && !holdsData ? { loadDataDir: snapshot } : {}),
        extensions: { pg_trgm }
      })
      await db.waitReady
      return db
    }),
    (db) => Effect.promise(() => db.close()).pipe(Effect.andThen(Effect.logInfo("Closed the embedded database")))
  )
