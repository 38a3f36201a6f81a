/**
 * The stored events (tables events and event_counters, migration 0017).
 * Every query is scoped by the account's id.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"

/** An event as stored: its number, its type, and its payload as the contract encodes it. */
export interface StoredEvent {
  readonly id: number
  readonly type: string
  readonly payload: unknown
}

interface EventRow {
  readonly id: string | number
  readonly type: string
  readonly payload: string
}

export class EventsRepository extends Context.Service<
  EventsRepository,
  {
    /**
     * Stores an event under the account's next number. Run inside the
     * caller's transaction, the counter row stays locked until it ends, so
     * the account's events commit in the order of their numbers.
     */
    readonly insert: (userId: string, type: string, payload: unknown) => Effect.Effect<number>
    /** Up to `limit` events after number `after`, oldest first. */
    readonly after: (userId: string, after: number, limit: number) => Effect.Effect<ReadonlyArray<StoredEvent>>
    /** The account's last event number so far (0 before its first). */
    readonly latest: (userId: string) => Effect.Effect<number>
  }
>()("exam-shop/EventsRepository") {
  static readonly layer = Layer.effect(
    EventsRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const insert = Effect.fn("EventsRepository.insert")(function* (userId: string, type: string, payload: unknown) {
        const rows = yield* sql<{ id: string | number }>`
          WITH next AS (
            INSERT INTO event_counters (user_id, last_id) VALUES (${userId}, 1)
            ON CONFLICT (user_id) DO UPDATE SET last_id = event_counters.last_id + 1
            RETURNING last_id
          )
          INSERT INTO events (user_id, id, type, payload)
          SELECT ${userId}, last_id, ${type}, ${JSON.stringify(payload)}::jsonb FROM next
          RETURNING id`.pipe(Effect.orDie)
        return Number(rows[0]!.id)
      })

      const after = Effect.fn("EventsRepository.after")(function* (userId: string, after: number, limit: number) {
        const rows = yield* sql<EventRow>`
          SELECT id, type, payload::text AS payload FROM events
          WHERE user_id = ${userId} AND id > ${after}::bigint
          ORDER BY id
          LIMIT ${limit}::int`.pipe(Effect.orDie)
        return rows.map((row): StoredEvent => ({ id: Number(row.id), type: row.type, payload: JSON.parse(row.payload) }))
      })

      const latest = Effect.fn("EventsRepository.latest")(function* (userId: string) {
        const rows = yield* sql<{ last_id: string | number }>`
          SELECT last_id FROM event_counters WHERE user_id = ${userId}`.pipe(Effect.orDie)
        return Number(rows[0]?.last_id ?? 0)
      })

      return EventsRepository.of({ insert, after, latest })
    })
  )
}
