/** The notifications group: the signed-in learner's own notifications, a page at a time. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { CurrentUser } from "../../../src/api/shared/security.ts"
import { NotificationsService } from "./service.ts"

export const NotificationsHandlers = HttpApiBuilder.group(
  Api,
  "notifications",
  Effect.fn(function* (handlers) {
    const notifications = yield* NotificationsService
    return handlers.handle("page", ({ payload }) =>
      Effect.flatMap(CurrentUser, (me) => Effect.map(notifications.page(me.userId, payload.page, payload.perPage), (result) => ({ result })))
    )
  })
)
