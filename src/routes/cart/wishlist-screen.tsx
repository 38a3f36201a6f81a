/** /wishlist (spec §2): the learner's saved items, each with Move to cart and Remove. Signed in only. */
import { useSelector } from "@xstate/react"
import { hasCartFailed, selectCartFailure, selectCartState } from "../../machines/cart/cart.machine.ts"
import { CartLines } from "../../ui/cart/cart-lines.tsx"
import { pageColumn } from "../../ui/cart/cart-styles.ts"
import { useCartActor } from "../../ui/shared/app-actors.ts"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { SignedInGate } from "../shared/signed-in-gate.tsx"

function Wishlist() {
  const cart = useCartActor()
  const state = useSelector(cart, selectCartState)
  const failed = useSelector(cart, hasCartFailed)
  const failure = useSelector(cart, selectCartFailure)
  if (failed) return <LoadFailed what="Your wishlist" reason={failure} onRetry={() => cart.send({ type: "RETRY" })} />
  if (state === null) return <Spinner label="Loading your wishlist" />
  return <CartLines cart={cart} list="wishlist" lines={state.wishlist} />
}

export default function WishlistScreen({ title }: ScreenProps) {
  return (
    <SignedInGate>
      <section aria-labelledby="page-title" className={pageColumn}>
        <PageHeading>{title}</PageHeading>
        <Wishlist />
      </section>
    </SignedInGate>
  )
}
