/**
 * One SqlClient for the whole server: a PostgreSQL server when a URL is
 * given, otherwise the embedded PGlite database. Both speak the Postgres wire
 * protocol to the same `@effect/sql-pg` client, so every query and migration
 * is the same on both.
 */
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { tapEmbeddedNotifications } from "./embedded-notifications.ts"
import { openEmbeddedPostgres } from "./embedded-postgres.ts"
import { DatabaseNotifications } from "./notifications.ts"
import { PGliteWire, type WireObserver } from "./pglite-wire.ts"

export type DatabaseTarget =
  | { readonly _tag: "Server"; readonly url: string }
  | {
      readonly _tag: "Embedded"
      readonly dataDir: string | undefined
      /** The dump it starts from when it holds no data yet (Settings.embeddedSnapshot). */
      readonly snapshot?: Blob | undefined
      readonly observe?: WireObserver
    }

export const sqlClientLayer = (target: DatabaseTarget) =>
  target._tag === "Server"
    ? DatabaseNotifications.postgres.pipe(Layer.provideMerge(PgClient.layer({ url: Redacted.make(target.url), maxConnections: 10 })))
    : Layer.unwrap(
        Effect.map(openEmbeddedPostgres(target.dataDir, target.snapshot), (db) =>
          // LISTEN reads its notifications out of PGlite's answers (embedded-notifications.ts).
          Layer.merge(
            DatabaseNotifications.embedded(tapEmbeddedNotifications(db)),
            PgClient.layer({
              // In process: the wire protocol without a socket (pglite-wire.ts).
              stream: () => new PGliteWire(db, target.observe),
              username: "postgres",
              database: "postgres",
              // ONE connection. PGlite is a single session: two connections'
              // messages would interleave in it, so a transaction running beside
              // other queries would take them in ("portal does not exist", lost
              // updates — 19 of 30 concurrent transactions failed with 4
              // connections over the former socket). One connection queues the
              // queries in the client instead, and a transaction holds it until
              // it ends; PGlite runs one statement at a time anyway.
              maxConnections: 1
            })
          )
        )
      )
