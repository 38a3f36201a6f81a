/**
 * Wakes the open event streams of an account when it has a new event. Only
 * a nudge: a woken stream reads the events table after the last number it
 * sent, so a lost or doubled wake-up never loses or doubles an event.
 *
 * - PostgreSQL: `pg_notify` in the publishing transaction — PostgreSQL
 *   delivers it when that transaction commits (and never if it rolls back) —
 *   and one LISTEN connection per server process, so a stream open on
 *   another server behind the same database wakes too. After the LISTEN
 *   connection is lost and comes back, every stream re-reads, since
 *   notifications sent meanwhile are gone.
 * - Embedded PGlite (one process): in-process, at once. Safe even inside the
 *   publishing transaction: PGlite runs on ONE pooled connection
 *   (sql-client.ts), which the transaction holds until it ends, so a woken
 *   stream's read waits for the commit and sees the event.
 *
 * A stream also re-reads on every heartbeat, so even a wake-up lost by the
 * network only delays an event, never drops it.
 */
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Option, Queue, type Scope } from "effect"
import { SqlClient } from "effect/sql"
import { Settings } from "../config.ts"

/** The NOTIFY channel; its payload is the account's id. */
export const EVENTS_CHANNEL = "exam_shop_events"

export class EventWakeups extends Context.Service<EventWakeups, {
  /** The account has a new event: call it in the transaction that stores it. */
  readonly signal: (userId: string) => Effect.Effect<void>
  /** Calls `wake` whenever the account may have new events, until the scope closes. */
  readonly watch: (userId: string, wake: () => void) => Effect.Effect<void, never, Scope.Scope>
}>()("exam-shop/EventWakeups") {
  static readonly layer = Layer.effect(
    EventWakeups,
    Effect.gen(function*() {
      const local = localWatchers()
      const settings = yield* Settings
      if (Option.isNone(settings.databaseUrl)) {
        return EventWakeups.of({ signal: (userId) => Effect.sync(() => local.wake(userId)), watch: local.watch })
      }
      const pg = yield* PgClient.PgClient
      const sql = yield* SqlClient.SqlClient
      // Listening before the server serves: an event published on another
      // server right after this one starts is not missed.
      const first = yield* pg.listen(EVENTS_CHANNEL).pipe(Effect.orDie)
      const forward = (queue: Queue.Dequeue<{ readonly payload: string }, unknown>) =>
        Effect.gen(function*() {
          while (true) local.wake((yield* Queue.take(queue)).payload)
        })
      const relisten = Effect.scoped(Effect.gen(function*() {
        const queue = yield* pg.listen(EVENTS_CHANNEL)
        local.wakeAll()
        yield* forward(queue)
      }))
      yield* forward(first).pipe(
        Effect.catchCause((cause) => Effect.logWarning("Lost the LISTEN connection of the event streams", cause)),
        Effect.andThen(
          Effect.sleep("1 second").pipe(
            Effect.andThen(relisten),
            Effect.catchCause((cause) => Effect.logWarning("Listening for events failed; trying again", cause)),
            Effect.forever
          )
        ),
        Effect.forkScoped
      )
      return EventWakeups.of({
        signal: (userId) => sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${userId})`.pipe(Effect.orDie, Effect.asVoid),
        watch: local.watch
      })
    })
  )

  /** In one process, for the rules' unit tests. */
  static readonly layerTest = Layer.sync(EventWakeups, () => {
    const local = localWatchers()
    return EventWakeups.of({ signal: (userId) => Effect.sync(() => local.wake(userId)), watch: local.watch })
  })
}

/** The streams open in this process, by account. */
const localWatchers = () => {
  const byUser = new Map<string, Set<() => void>>()
  const wake = (userId: string) => {
    for (const callback of byUser.get(userId) ?? []) callback()
  }
  const wakeAll = () => {
    for (const callbacks of byUser.values()) for (const callback of callbacks) callback()
  }
  const watch = (userId: string, callback: () => void) =>
    Effect.acquireRelease(
      Effect.sync(() => {
        const callbacks = byUser.get(userId) ?? new Set()
        callbacks.add(callback)
        byUser.set(userId, callbacks)
      }),
      () =>
        Effect.sync(() => {
          const callbacks = byUser.get(userId)
          callbacks?.delete(callback)
          if (callbacks?.size === 0) byUser.delete(userId)
        })
    ).pipe(Effect.asVoid)
  return { wake, wakeAll, watch }
}
