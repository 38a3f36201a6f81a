/**
 * What the open event streams hear from the database, on one notification
 * channel, EVENTS_CHANNEL, whichever server or process caused it:
 *
 * - an account has a new event (payload: its id), sent by `signal` in the
 *   publishing transaction. Only a nudge: a woken stream reads the events
 *   table after the last number it sent, so a lost or doubled wake-up never
 *   loses or doubles an event;
 * - a session ended (payload SESSION_ENDED_PREFIX + its id) or an account's
 *   role changed (ROLE_CHANGED_PREFIX + its id), sent by the database's own
 *   triggers (migration 0034), whoever changes the row: every stream opened
 *   under that session, or by that account, ends at once (docs/decisions/
 *   real-time-streams.md).
 *
 * Both databases go through db/notifications.ts: PostgreSQL delivers a
 * notification when its transaction commits (and never if it rolls back)
 * to one LISTEN connection per server process, so a stream open on another
 * server behind the same database hears it too; embedded PGlite hands it
 * over before the writer sees its COMMIT's answer. While PostgreSQL's
 * LISTEN connection is lost and when it comes back, every stream re-reads,
 * since notifications sent meanwhile are gone; a stream also re-reads, and
 * re-checks its session and role, on every heartbeat, so even a lost
 * notification only delays.
 */
import { Context, Effect, Layer, type Scope } from "effect"
import { SqlClient } from "effect/sql"
import { DatabaseNotifications } from "../db/notifications.ts"

/** The NOTIFY channel of the event streams. */
export const EVENTS_CHANNEL = "exam_shop_events"
/** The payload's prefix when a session ended (migration 0034's trigger on sessions). */
export const SESSION_ENDED_PREFIX = "session-ended:"
/** The payload's prefix when an account's role changed (migration 0034's trigger on users). */
export const ROLE_CHANGED_PREFIX = "role-changed:"

/** Why the database ended a stream's authority. */
export type AuthorityEnded = "sessionEnded" | "roleChanged"

/** One open stream, as the notifications find it. */
export interface StreamWatcher {
  readonly userId: string
  readonly sessionId: string
  /** The account may have new events. */
  readonly wake: () => void
  /** The stream's session ended, or its account's role changed. */
  readonly end: (reason: AuthorityEnded) => void
}

export class EventWakeups extends Context.Service<
  EventWakeups,
  {
    /** The account has a new event: call it in the transaction that stores it. */
    readonly signal: (userId: string) => Effect.Effect<void>
    /** Tells `watcher` what concerns it until the scope closes. */
    readonly watch: (watcher: StreamWatcher) => Effect.Effect<void, never, Scope.Scope>
  }
>()("exam-shop/EventWakeups") {
  static readonly layer = Layer.effect(
    EventWakeups,
    Effect.gen(function* () {
      const local = localWatchers()
      const sql = yield* SqlClient.SqlClient
      const notifications = yield* DatabaseNotifications
      // Listening before the server serves: nothing committed after it starts is missed.
      yield* notifications.watch(EVENTS_CHANNEL, { notified: local.notified, lost: local.wakeAll, resumed: local.wakeAll })
      return EventWakeups.of({
        signal: (userId) => sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${userId})`.pipe(Effect.orDie, Effect.asVoid),
        watch: local.watch
      })
    })
  )
}

/** The streams open in this process, by account and by session. */
export const localWatchers = () => {
  const byUser = new Map<string, Set<StreamWatcher>>()
  const bySession = new Map<string, Set<StreamWatcher>>()
  const add = (index: Map<string, Set<StreamWatcher>>, key: string, watcher: StreamWatcher) => {
    const watchers = index.get(key) ?? new Set()
    watchers.add(watcher)
    index.set(key, watchers)
  }
  const remove = (index: Map<string, Set<StreamWatcher>>, key: string, watcher: StreamWatcher) => {
    const watchers = index.get(key)
    watchers?.delete(watcher)
    if (watchers?.size === 0) index.delete(key)
  }
  const notified = (payload: string) => {
    if (payload.startsWith(SESSION_ENDED_PREFIX)) {
      for (const watcher of [...(bySession.get(payload.slice(SESSION_ENDED_PREFIX.length)) ?? [])]) watcher.end("sessionEnded")
    } else if (payload.startsWith(ROLE_CHANGED_PREFIX)) {
      for (const watcher of [...(byUser.get(payload.slice(ROLE_CHANGED_PREFIX.length)) ?? [])]) watcher.end("roleChanged")
    } else {
      for (const watcher of byUser.get(payload) ?? []) watcher.wake()
    }
  }
  const wakeAll = () => {
    for (const watchers of byUser.values()) for (const watcher of watchers) watcher.wake()
  }
  const watch = (watcher: StreamWatcher) =>
    Effect.acquireRelease(
      Effect.sync(() => {
        add(byUser, watcher.userId, watcher)
        add(bySession, watcher.sessionId, watcher)
      }),
      () =>
        Effect.sync(() => {
          remove(byUser, watcher.userId, watcher)
          remove(bySession, watcher.sessionId, watcher)
        })
    ).pipe(Effect.asVoid)
  return { notified, wakeAll, watch }
}
