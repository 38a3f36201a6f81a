import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { CurrentUser } from "../../src/api/security.ts"
import { AccountsLive } from "../auth/accounts-layer.ts"
import { NotificationsService } from "../notifications/notifications-service.ts"

export const NotificationsHandlers = HttpApiBuilder.group(
  Api,
  "notifications",
  Effect.fn(function*(handlers) {
    const notifications = yield* NotificationsService
    return handlers.handle("page", ({ payload }) =>
      Effect.flatMap(CurrentUser, (me) =>
        Effect.map(notifications.page(me.userId, payload.page, payload.perPage), (result) => ({ result }))))
  })
).pipe(Layer.provide(AccountsLive))
