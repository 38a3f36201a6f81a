/** The cart group: the signed-in learner's counts (the Authorization middleware answers guests 401). */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { CurrentUser } from "../../src/api/security.ts"
import { CartService } from "./service.ts"

export const CartHandlers = HttpApiBuilder.group(
  Api,
  "cart",
  Effect.fn(function*(handlers) {
    const counts = yield* CartService
    return handlers.handle("totalCount", () =>
      Effect.flatMap(CurrentUser, (me) => Effect.map(counts.countsOf(me.userId), (data) => ({ data }))))
  })
).pipe(Layer.provide(CartService.layer))
