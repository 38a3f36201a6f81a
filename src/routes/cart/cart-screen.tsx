/**
 * /cart (spec §2). A signed-in learner sees the server's cart with
 * the order summary and the checkout; a guest sees the cart kept in this
 * browser and "Sign in to check out", which brings them back here with their
 * items merged. A payment a reload interrupted is asked about even when the
 * cart came back empty (the payment may have bought it): its receipt, or
 * what became of it, shows.
 */
import { useSelector } from "@xstate/react"
import { useState } from "react"
import { hasCartFailed, selectCartFailure, selectCartState } from "../../machines/cart/cart.machine.ts"
import { CartLines } from "../../ui/cart/cart-lines.tsx"
import { pageGrid } from "../../ui/cart/cart-styles.ts"
import { useCheckoutMachines } from "../../ui/cart/checkout-machines.ts"
import { CheckoutPanel } from "../../ui/cart/checkout-panel.tsx"
import { GuestCart } from "../../ui/cart/guest-cart.tsx"
import { MergeReport } from "../../ui/cart/merge-report.tsx"
import { useCartActor } from "../../ui/shared/app-actors.ts"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"

function SignedInCart() {
  const cart = useCartActor()
  const state = useSelector(cart, selectCartState)
  const failed = useSelector(cart, hasCartFailed)
  const failure = useSelector(cart, selectCartFailure)
  const machines = useCheckoutMachines()
  const [pendingPayment] = useState(() => machines.pendingKey() !== null)
  if (failed) return <LoadFailed what="Your cart" reason={failure} onRetry={() => cart.send({ type: "RETRY" })} />
  if (state === null) return <Spinner label="Loading your cart" />
  return (
    <>
      <MergeReport cart={cart} lines={state.cart} />
      <CartLines cart={cart} list="cart" lines={state.cart} />
      {/* An empty cart still gets the panel while a payment a reload interrupted is pending: it may have bought the cart. */}
      {state.cart.length > 0 || pendingPayment ? <CheckoutPanel cartState={state} /> : null}
    </>
  )
}

export default function CartScreen({ title }: ScreenProps) {
  const cart = useCartActor()
  const signedIn = useSelector(cart, (s) => s.context.signedIn)
  return (
    <section aria-labelledby="page-title" className={pageGrid}>
      <div style={{ gridColumn: "1 / -1" }}>
        <PageHeading>{title}</PageHeading>
      </div>
      {signedIn ? <SignedInCart /> : <GuestCart cart={cart} />}
    </section>
  )
}
