import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { CurrentUser } from "../../src/api/security.ts"
import { CartCountsService } from "../cart/cart-counts.ts"

export const CartHandlers = HttpApiBuilder.group(
  Api,
  "cart",
  Effect.fn(function*(handlers) {
    const counts = yield* CartCountsService
    return handlers.handle("totalCount", () =>
      Effect.flatMap(CurrentUser, (me) => Effect.map(counts.countsOf(me.userId), (data) => ({ data }))))
  })
).pipe(Layer.provide(CartCountsService.layer))
