/**
 * A guest's cart: the items kept in this browser, named and
 * priced from the public catalog, with Remove, an estimate of the subtotal
 * and "Sign in to check out" (back to /cart, where the items are merged
 * into the learner's cart and the server prices them).
 */
import { useSelector } from "@xstate/react"
import { signInPath } from "../../domain/account/auth-paths.ts"
import { CART_PATH, itemOverviewPath } from "../../domain/cart/cart-paths.ts"
import { guestSubtotal } from "../../domain/cart/guest-line.ts"
import { formatCents } from "../../domain/cart/money.ts"
import { hasResourceFailed, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import type { CartActor } from "../shared/app-actors.ts"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { LoadFailed } from "../shared/primitives/load-failed.tsx"
import { NoResults } from "../shared/primitives/no-results.tsx"
import { Spinner } from "../shared/primitives/spinner.tsx"
import { useResource } from "../shared/use-resource.ts"
import { LinePrice } from "./cart-line-item.tsx"
import { fullWidth, lineActions, lineCard, lineList, muted, panel, totals } from "./cart-styles.ts"
import { useCheckoutMachines } from "./checkout-machines.ts"

export function GuestCart({ cart }: { readonly cart: CartActor }) {
  const items = useSelector(cart, (s) => s.context.guestItems)
  const { actor, snapshot } = useResource(useCheckoutMachines().guestLines, items)
  const lines = selectResourceData(snapshot)

  if (items.length === 0) {
    return (
      <NoResults title="Your cart is empty">
        <p>Find an exam or a package and press Add to cart.</p>
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
  if (hasResourceFailed(snapshot)) {
    return <LoadFailed what="Your cart" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (lines === null) return <Spinner label="Loading your cart" />

  return (
    <>
      <ul className={lineList} aria-label="Items in your cart">
        {lines.map((line) => (
          <li key={`${line.item.kind}:${line.item._id}`}>
            <article className={lineCard} aria-label={line.name}>
              <div>
                <h2>
                  {line.unavailable ? (
                    line.name
                  ) : (
                    <Link variant="plain" href={itemOverviewPath(line.item, line.slug)}>
                      {line.name}
                    </Link>
                  )}
                </h2>
                <p className={muted}>{line.item.kind === "exam" ? "Exam" : "Package"}</p>
              </div>
              {line.unavailable ? null : <LinePrice priceCents={line.priceCents} salePriceCents={line.salePriceCents} />}
              <div className={lineActions}>
                <Button variant="quiet" aria-label={`Remove ${line.name}`} onPress={() => cart.send({ type: "REMOVE_GUEST_ITEM", item: line.item })}>
                  Remove
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <aside className={panel} aria-label="Order summary">
        <h2>Order summary</h2>
        <dl className={totals}>
          <div className="total">
            <dt>Estimated subtotal</dt>
            <dd>{formatCents(guestSubtotal(lines))}</dd>
          </div>
        </dl>
        <p className={muted}>Prices are checked again when you sign in; coupons and payment come next.</p>
        <Link variant="button" className={fullWidth} href={signInPath(CART_PATH)}>
          Sign in to check out
        </Link>
      </aside>
    </>
  )
}
