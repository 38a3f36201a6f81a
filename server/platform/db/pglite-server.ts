/**
 * The embedded database: PGlite (real Postgres compiled to WASM) with its data
 * in a folder, exposed on a loopback port through pglite-socket so the very
 * same `@effect/sql-pg` client, migrations and SQL serve both PGlite and a
 * PostgreSQL server. Measured at about 0.5 ms a query (design card notes).
 */
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { mkdirSync } from "node:fs"
import { Effect } from "effect"
import { type EmbeddedNotifications, tapEmbeddedNotifications } from "./embedded-notifications.ts"

export interface EmbeddedPostgres {
  readonly host: string
  readonly port: number
  /** LISTEN on the one session (embedded-notifications.ts). */
  readonly notifications: EmbeddedNotifications
}

/**
 * Opens PGlite in `dataDir` (or in memory when `dataDir` is undefined, for
 * tests) and serves it on 127.0.0.1 with an OS-chosen port. Closing the scope
 * stops the socket server and closes the database, which flushes it to disk.
 */
export const startEmbeddedPostgres = (dataDir: string | undefined) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true })
      const db = await PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), extensions: { pg_trgm } })
      // Before the socket server: its answers must go through the tap.
      const notifications = tapEmbeddedNotifications(db)
      // PGlite runs one query at a time; the socket server queues the
      // connections' queries so a small client pool still works.
      const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 8 })
      await server.start()
      const [host, port] = server.getServerConn().split(":")
      return { db, server, notifications, host: host ?? "127.0.0.1", port: Number(port) }
    }),
    ({ db, server }) =>
      Effect.promise(async () => {
        await server.stop()
        await db.close()
      }).pipe(Effect.andThen(Effect.logInfo("Closed the embedded database")))
  ).pipe(Effect.map(({ host, port, notifications }): EmbeddedPostgres => ({ host, port, notifications })))
