/**
 * The header's cart and wishlist counts (spec §3 "Counters"). The cart and
 * wishlist tables arrive with the cart issue; until then every learner's
 * counts are zero, answered here so the session screens can already load
 * them. That issue adds repository.ts (two counts scoped by the learner's
 * id) with its in-memory layerTest, and this service reads them.
 */
import { Context, Effect, Layer } from "effect"
import type { CartCounts } from "../../src/api/cart.ts"

export class CartService extends Context.Service<CartService, {
  readonly countsOf: (userId: string) => Effect.Effect<CartCounts>
}>()("exam-shop/CartService") {
  static readonly layer = Layer.succeed(CartService, CartService.of({
    countsOf: (_userId) => Effect.succeed({ cartList: 0, wishList: 0 })
  }))
}
