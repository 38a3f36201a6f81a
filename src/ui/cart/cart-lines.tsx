/**
 * The signed-in learner's cart or wishlist, as the cart actor holds it: the
 * server's lines, each with Remove and a move to the other list, or the
 * empty state. While a change is under way the actions wait (the actor
 * takes one change at a time).
 */
import { useSelector } from "@xstate/react"
import type { CartLine, CartList } from "../../api/cart/cart.ts"
import { isCartBusy } from "../../machines/cart/cart.machine.ts"
import type { CartActor } from "../shared/app-actors.ts"
import { Link } from "../shared/primitives/link.tsx"
import { NoResults } from "../shared/primitives/no-results.tsx"
import { CartLineItem } from "./cart-line-item.tsx"
import { lineList } from "./cart-styles.ts"

const EMPTY: Record<CartList, { readonly title: string; readonly text: string }> = {
  cart: { title: "Your cart is empty", text: "Find an exam or a package and press Add to cart." },
  wishlist: { title: "Your wishlist is empty", text: "Press Add to wishlist on an exam or a package to keep it for later." }
}

export function CartLines({ cart, list, lines }: { readonly cart: CartActor; readonly list: CartList; readonly lines: ReadonlyArray<CartLine> }) {
  const busy = useSelector(cart, isCartBusy)
  if (lines.length === 0) {
    return (
      <NoResults title={EMPTY[list].title}>
        <p>{EMPTY[list].text}</p>
        <p>
          <Link variant="button" href="/exam">
            Browse exams
          </Link>{" "}
          <Link variant="outline" href="/package">
            Browse packages
          </Link>
        </p>
      </NoResults>
    )
  }
  const other: CartList = list === "cart" ? "wishlist" : "cart"
  return (
    <ul className={lineList} aria-label={list === "cart" ? "Items in your cart" : "Items in your wishlist"}>
      {lines.map((line) => (
        <li key={line._id}>
          <CartLineItem
            line={line}
            isBusy={busy}
            onRemove={() => cart.send({ type: "REMOVE", lineId: line._id })}
            onMove={() => cart.send({ type: "MOVE", lineId: line._id, to: other })}
          />
        </li>
      ))}
    </ul>
  )
}
