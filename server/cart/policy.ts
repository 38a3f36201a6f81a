/**
 * Who may, and what may enter which list.
 *
 * A learner acts only on their own lines: the repository scopes every read
 * by the learner's id, so another learner's line comes back as none, like an
 * unknown id, and both answer 404 with the same message (an impossible id in
 * the address gets it too, from the handlers' `pathId`).
 *
 * An item enters a list (added, moved, or merged from the guest's cart)
 * only when, in this order: the catalog sells it; it is not in that list
 * already (nor, when added to the wishlist, in the cart: the learner means
 * to buy it, and moving the line there is the way to change that);
 * the learner does not hold it (cart-lines.ts `isOwned`); for the cart, it
 * is not coming soon (`isComingSoon`; the wishlist is where such items
 * wait); and the list has room. The refusal carries its reason, so a merge
 * can list it, and a single call answers it as 404 or 409.
 */
import { Context, Data, Effect, Layer, Option } from "effect"
import { type CartCounts, type CartItem, type CartList, type CartRefusalReason, MAX_LINES_PER_LIST } from "../../src/api/cart/cart.ts"
import { Conflict, NotFound } from "../../src/api/shared/errors.ts"
import { isComingSoon, isOwned } from "./cart-lines.ts"
import * as Messages from "./messages.ts"
import type { ItemRecord, LineRef } from "./records.ts"

export class CartRefusal extends Data.TaggedError("CartRefusal")<{
  readonly reason: CartRefusalReason
  readonly message: string
}> {}

/** A single call's answer to a refusal: "not sold" is not found, the rest conflict with what the learner has. */
export const refusalAnswer = (refusal: CartRefusal): NotFound | Conflict =>
  refusal.reason === "notSold" ? new NotFound({ message: refusal.message }) : new Conflict({ message: refusal.message })

const refuse = (reason: CartRefusalReason, message: string) => Effect.fail(new CartRefusal({ reason, message }))

const countIn = (list: CartList, counts: CartCounts) => (list === "cart" ? counts.cartList : counts.wishList)

export class CartPolicy extends Context.Service<
  CartPolicy,
  {
    /** The learner's line as the scoped read found it. */
    readonly ownLine: (found: Option.Option<LineRef>) => Effect.Effect<LineRef, NotFound>
    /** The item as the catalog sells it. */
    readonly sold: (item: CartItem, found: Option.Option<ItemRecord>) => Effect.Effect<ItemRecord, CartRefusal>
    /**
     * Whether the item may enter `list`, given the line it has now (if any)
     * and the learner's counts. `how`: added (from a catalog page or a merge)
     * or moved (the learner's own line, from the other list).
     */
    readonly mayEnter: (
      list: CartList,
      record: ItemRecord,
      current: Option.Option<LineRef>,
      counts: CartCounts,
      how: "add" | "move"
    ) => Effect.Effect<void, CartRefusal>
  }
>()("exam-shop/CartPolicy") {
  static readonly layer = Layer.succeed(
    CartPolicy,
    CartPolicy.of({
      ownLine: Option.match({
        onNone: () => Effect.fail(new NotFound({ message: Messages.LINE_NOT_FOUND })),
        onSome: Effect.succeed
      }),

      sold: (item, found) => Option.match(found, { onNone: () => refuse("notSold", Messages.notSold(item)), onSome: Effect.succeed }),

      mayEnter: (list, record, current, counts, how) => {
        if (Option.isSome(current)) {
          if (current.value.list === list) {
            return refuse(list === "cart" ? "alreadyInCart" : "alreadyInWishlist", Messages.alreadyInList(list, record.name))
          }
          // "Save for later" on a catalog page does not take an item out of the cart; moving it there does.
          if (list === "wishlist" && how === "add") return refuse("alreadyInCart", Messages.alreadyInList("cart", record.name))
        }
        if (isOwned(record)) return refuse("alreadyOwned", Messages.alreadyOwned(record.item, record.name))
        if (list === "cart" && isComingSoon(record)) return refuse("comingSoon", Messages.comingSoon(record.item, record.name))
        if (countIn(list, counts) >= MAX_LINES_PER_LIST) return refuse("listFull", Messages.listFull(list))
        return Effect.void
      }
    })
  )
}
