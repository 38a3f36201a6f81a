/**
 * A learner's notifications, a page at a time (spec §7
 * `POST /notifications/pagin`, the header asks page 1 of 20). A new one is
 * also sent on the learner's event stream, stored in the same
 * transaction as the notification, so the header's dropdown and count
 * update without a reload and a notification rolled back is never sent.
 */
import { Context, Effect, Layer } from "effect"
import type { Invalid } from "../../../src/api/shared/errors.ts"
import type { NotificationPage } from "../../../src/api/account/notifications.ts"
import { Events } from "../../platform/events/service.ts"
import { Transaction } from "../../platform/db/transaction.ts"
import { pagingOf } from "../../shared/paging.ts"
import { NotificationsRepository } from "./repository.ts"

export class NotificationsService extends Context.Service<
  NotificationsService,
  {
    readonly page: (userId: string, page: number, perPage: number) => Effect.Effect<NotificationPage, Invalid>
    readonly add: (userId: string, title: string, description: string) => Effect.Effect<void>
  }
>()("exam-shop/NotificationsService") {
  static readonly layer = Layer.effect(
    NotificationsService,
    Effect.gen(function* () {
      const notifications = yield* NotificationsRepository
      const events = yield* Events
      const transaction = yield* Transaction

      const page = Effect.fn("NotificationsService.page")(function* (userId: string, page: number, perPage: number) {
        const paging = pagingOf({ page, perPage })
        const { docs, total } = yield* notifications.page(userId, paging.perPage, paging.offset)
        return { docs: [...docs], total, page, perPage }
      })

      const add = (userId: string, title: string, description: string) =>
        transaction
          .run(
            Effect.gen(function* () {
              const notification = yield* notifications.add(userId, title, description)
              yield* events.publish(userId, { type: "notification", payload: notification })
            })
          )
          .pipe(Effect.withSpan("NotificationsService.add"))

      return NotificationsService.of({ page, add })
    })
  )
}
