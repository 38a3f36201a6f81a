/**
 * One SqlClient for the whole server: a PostgreSQL server when a URL is
 * given, otherwise the embedded PGlite database. Both speak the Postgres wire
 * protocol to the same `@effect/sql-pg` client, so every query and migration
 * is the same on both.
 */
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { DatabaseNotifications } from "./notifications.ts"
import { startEmbeddedPostgres } from "./pglite-server.ts"

export type DatabaseTarget =
  | { readonly _tag: "Server"; readonly url: string }
  | { readonly _tag: "Embedded"; readonly dataDir: string | undefined }

export const sqlClientLayer = (target: DatabaseTarget) =>
  target._tag === "Server"
    ? DatabaseNotifications.postgres.pipe(Layer.provideMerge(PgClient.layer({ url: Redacted.make(target.url), maxConnections: 10 })))
    : Layer.unwrap(
      Effect.map(startEmbeddedPostgres(target.dataDir), ({ host, port, notifications }) =>
        // LISTEN reads its notifications out of PGlite's answers (embedded-notifications.ts).
        Layer.merge(DatabaseNotifications.embedded(notifications), PgClient.layer({
          host,
          port,
          username: "postgres",
          database: "postgres",
          // ONE connection. PGlite is a single session behind the socket:
          // pglite-socket interleaves the protocol messages of several
          // connections, so a transaction running beside other queries
          // desynchronises them ("portal does not exist", lost updates — 19
          // of 30 concurrent transactions failed with 4 connections). One
          // connection queues the queries in the client instead; PGlite runs
          // one at a time anyway.
          maxConnections: 1
        })))
    )
