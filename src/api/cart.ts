/**
 * The header's cart and wishlist badges (spec §3 "Counters", §7
 * `GET /cart/getTotalCount`). The cart itself arrives with a later issue.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authorization } from "./security.ts"

export const CartCounts = Schema.Struct({ cartList: Schema.Number, wishList: Schema.Number })
export type CartCounts = typeof CartCounts.Type

export const CartCountsAnswer = Schema.Struct({ data: CartCounts })

export class CartGroup extends HttpApiGroup.make("cart").add(
  HttpApiEndpoint.get("totalCount", "/cart/getTotalCount", { success: CartCountsAnswer })
).middleware(Authorization) {}
