/**
 * A learner's notifications (table notifications), newest first, a page at a
 * time (spec §7 `POST /notifications/pagin`, the header asks page 1 of 20).
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Notification, NotificationPage } from "../../src/api/notifications.ts"
import { Invalid } from "../../src/api/errors.ts"
import { MAX_PER_PAGE, PAGE_MESSAGE, PER_PAGE_MESSAGE } from "../shared/paging.ts"

export const WELCOME_TITLE = "Welcome to ExamReady"
export const WELCOME_DESCRIPTION =
  "Your email is verified. Browse the catalog, pick an exam and start practising — good luck!"

interface NotificationRow {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly created_at: Date | string
}

export class NotificationsService extends Context.Service<NotificationsService, {
  readonly page: (userId: string, page: number, perPage: number) => Effect.Effect<NotificationPage, Invalid>
  readonly add: (userId: string, title: string, description: string) => Effect.Effect<void>
}>()("exam-shop/NotificationsService") {
  static readonly layer = Layer.effect(
    NotificationsService,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient

      const page = Effect.fn("NotificationsService.page")(function*(userId: string, page: number, perPage: number) {
        if (!Number.isSafeInteger(page) || page < 1) {
          return yield* new Invalid({ message: PAGE_MESSAGE, issues: [{ path: "page", message: PAGE_MESSAGE }] })
        }
        if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
          return yield* new Invalid({ message: PER_PAGE_MESSAGE, issues: [{ path: "perPage", message: PER_PAGE_MESSAGE }] })
        }
        const [rows, counts] = yield* Effect.all([
          sql<NotificationRow>`
            SELECT id, title, description, created_at FROM notifications
            WHERE user_id = ${userId}
            ORDER BY created_at DESC, id DESC
            LIMIT ${perPage}::int OFFSET ${(page - 1) * perPage}::bigint`,
          sql<{ total: number }>`SELECT count(*)::int AS total FROM notifications WHERE user_id = ${userId}`
        ]).pipe(Effect.orDie)
        const docs = rows.map((row): Notification => ({
          _id: row.id,
          title: row.title,
          description: row.description,
          createdAt: new Date(row.created_at).toISOString()
        }))
        return { docs, total: counts[0]?.total ?? 0, page, perPage }
      })

      const add = (userId: string, title: string, description: string) =>
        sql`INSERT INTO notifications (user_id, title, description) VALUES (${userId}, ${title}, ${description})`.pipe(
          Effect.orDie,
          Effect.asVoid,
          Effect.withSpan("NotificationsService.add")
        )

      return NotificationsService.of({ page, add })
    })
  )
}
