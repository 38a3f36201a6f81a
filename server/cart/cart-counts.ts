/**
 * The header's cart and wishlist counts (spec §3 "Counters"). The cart and
 * wishlist tables arrive with the cart issue; until then every learner's
 * counts are zero, answered here so the session screens can already load
 * them. Replace the body with two scoped counts when those tables exist.
 */
import { Context, Effect, Layer } from "effect"
import type { CartCounts } from "../../src/api/cart.ts"

export class CartCountsService extends Context.Service<CartCountsService, {
  readonly countsOf: (userId: string) => Effect.Effect<CartCounts>
}>()("exam-shop/CartCountsService") {
  static readonly layer = Layer.succeed(CartCountsService, CartCountsService.of({
    countsOf: (_userId) => Effect.succeed({ cartList: 0, wishList: 0 })
  }))
}
