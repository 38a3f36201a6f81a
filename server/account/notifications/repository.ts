/**
 * A learner's notifications (table notifications), newest first. Every
 * query is scoped by the learner's id.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Notification } from "../../../src/api/account/notifications.ts"
import { NotificationId } from "../../../src/api/shared/ids.ts"

export interface NotificationRows {
  readonly docs: ReadonlyArray<Notification>
  readonly total: number
}

interface NotificationRow {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly created_at: Date | string
}

const notificationOf = (row: NotificationRow): Notification => ({
  _id: NotificationId.make(row.id),
  title: row.title,
  description: row.description,
  createdAt: new Date(row.created_at).toISOString()
})

export class NotificationsRepository extends Context.Service<
  NotificationsRepository,
  {
    /** `limit` notifications after skipping `offset`, and how many the learner has in all. */
    readonly page: (userId: string, limit: number, offset: number) => Effect.Effect<NotificationRows>
    /** Stores a new notification and answers it as the learner will see it. */
    readonly add: (userId: string, title: string, description: string) => Effect.Effect<Notification>
  }
>()("exam-shop/NotificationsRepository") {
  static readonly layer = Layer.effect(
    NotificationsRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const page = Effect.fn("NotificationsRepository.page")(function* (userId: string, limit: number, offset: number) {
        const [rows, counts] = yield* Effect.all([
          sql<NotificationRow>`
            SELECT id, title, description, created_at FROM notifications
            WHERE user_id = ${userId}
            ORDER BY created_at DESC, id DESC
            LIMIT ${limit}::int OFFSET ${offset}::bigint`,
          sql<{ total: number }>`SELECT count(*)::int AS total FROM notifications WHERE user_id = ${userId}`
        ]).pipe(Effect.orDie)
        const docs = rows.map(notificationOf)
        return { docs, total: counts[0]?.total ?? 0 }
      })

      const add = Effect.fn("NotificationsRepository.add")(function* (userId: string, title: string, description: string) {
        const rows = yield* sql<NotificationRow>`
          INSERT INTO notifications (user_id, title, description) VALUES (${userId}, ${title}, ${description})
          RETURNING id, title, description, created_at`.pipe(Effect.orDie)
        return notificationOf(rows[0]!)
      })

      return NotificationsRepository.of({ page, add })
    })
  )
}
