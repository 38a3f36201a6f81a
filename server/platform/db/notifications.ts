/**
 * LISTEN for the rest of the server: `watch(channel, …)` calls back with the
 * payload of every notification committed on that channel (by this process
 * or any other on the same database: a trigger's pg_notify, say), and says
 * when some may have been missed.
 *
 * - PostgreSQL: one LISTEN connection per watched channel. When it is lost,
 *   `lost` is called at once (notifications sent meanwhile are gone) and the
 *   connection is retried every second; `resumed` is called once it listens
 *   again. A notification reaches this process a moment after the writer's
 *   COMMIT returned (PostgreSQL delivers it to listeners on commit).
 * - Embedded PGlite: read from the database's own answers
 *   (embedded-notifications.ts), before the writer sees its COMMIT's
 *   answer; never lost while the process runs.
 *
 * `watch` returns once listening, so nothing committed after it is missed.
 */
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Queue, type Scope } from "effect"
import type { EmbeddedNotifications } from "./embedded-notifications.ts"

export interface NotificationHandlers {
  readonly notified: (payload: string) => void
  /** Listening stopped: notifications may be missed until `resumed`. */
  readonly lost: () => void
  /** Listening again after `lost`. */
  readonly resumed: () => void
}

export class DatabaseNotifications extends Context.Service<
  DatabaseNotifications,
  {
    readonly watch: (channel: string, handlers: NotificationHandlers) => Effect.Effect<void, never, Scope.Scope>
  }
>()("exam-shop/DatabaseNotifications") {
  /** Over a PostgreSQL server (the PgClient's own LISTEN connections). */
  static readonly postgres = Layer.effect(
    DatabaseNotifications,
    Effect.gen(function* () {
      const pg = yield* PgClient.PgClient
      const watch = Effect.fn("DatabaseNotifications.watch")(function* (channel: string, handlers: NotificationHandlers) {
        const forward = (queue: Queue.Dequeue<{ readonly payload: string }, unknown>) =>
          Effect.gen(function* () {
            while (true) handlers.notified((yield* Queue.take(queue)).payload)
          })
        const relisten = Effect.scoped(
          Effect.gen(function* () {
            const queue = yield* pg.listen(channel)
            handlers.resumed()
            yield* forward(queue)
          })
        )
        const whenLost = Effect.catchCause((cause) =>
          Effect.sync(handlers.lost).pipe(Effect.andThen(Effect.logWarning(`Lost the LISTEN connection of ${channel}; trying again`, cause)))
        )
        // The first LISTEN before returning: watching starts before the caller serves.
        const first = yield* pg.listen(channel).pipe(Effect.orDie)
        yield* forward(first).pipe(
          whenLost,
          Effect.andThen(Effect.sleep("1 second").pipe(Effect.andThen(relisten), whenLost, Effect.forever)),
          Effect.forkScoped
        )
      })
      return DatabaseNotifications.of({ watch })
    })
  )

  /** Over the embedded database's tap. */
  static readonly embedded = (notifications: EmbeddedNotifications) =>
    Layer.succeed(
      DatabaseNotifications,
      DatabaseNotifications.of({
        watch: (channel, handlers) =>
          Effect.acquireRelease(
            Effect.promise(() => notifications.listen(channel, handlers.notified)),
            (stop) => Effect.sync(stop)
          ).pipe(Effect.asVoid)
      })
    )
}
