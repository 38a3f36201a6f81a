/**
 * The order summary beside the signed-in learner's cart: the coupon field,
 * the totals of the server's quote (never a sum made here), Checkout, which
 * reveals the card form, and every outcome of paying — the 3-D Secure step,
 * a declined card (inline; the cart is kept), a failure with Retry, a quote
 * renewed with its new total.
 *
 * The checkout actor is this panel's own: started from the area's logic
 * with the key of a payment a reload interrupted (it then asks the server
 * about that key instead of paying again), stopped when the screen goes.
 * Whenever the cart's buyable lines change, the quote is asked for again.
 */
import { useSelector } from "@xstate/react"
import { useEffect, useRef, useState } from "react"
import type { CartState } from "../../api/cart/cart.ts"
import { formatCents } from "../../domain/cart/money.ts"
import { isPaying } from "../../machines/cart/checkout.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { CardForm } from "./card-form.tsx"
import { alertBox, fullWidth, infoBox, muted, panel } from "./cart-styles.ts"
import { useCheckoutMachines } from "./checkout-machines.ts"
import { CouponField } from "./coupon-field.tsx"
import { QuoteTotals } from "./quote-totals.tsx"
import { ThreeDSecureDialog } from "./three-d-secure-dialog.tsx"
import { useFlowActor } from "../shared/flow-actor.ts"

/** What the quote depends on: the buyable lines and what each costs now. */
const buyableKey = (state: CartState): string =>
  state.cart
    .filter((line) => !line.owned && !line.comingSoon)
    .map((line) => `${line._id}:${line.payCents}`)
    .join(",")

export function CheckoutPanel({ cartState }: { readonly cartState: CartState }) {
  const machines = useCheckoutMachines()
  const [pendingKey] = useState(() => machines.pendingKey())
  const checkout = useFlowActor(machines.checkout, { input: { pendingKey } })
  const snapshot = useSelector(checkout, (s) => s)
  const [showCard, setShowCard] = useState(false)
  const alertRef = useRef<HTMLDivElement>(null)
  const key = buyableKey(cartState)

  // Price the cart now and again whenever its buyable lines change.
  useEffect(() => {
    const current = checkout.getSnapshot()
    if (key === "") {
      if (current.matches("quoted")) checkout.send({ type: "EDIT" })
      return
    }
    if (current.matches("editing")) checkout.send({ type: "CHECKOUT" })
    else if (current.matches("quoted")) {
      checkout.send({ type: "EDIT" })
      checkout.send({ type: "CHECKOUT" })
    }
  }, [checkout, key])

  const { quote, couponRefusal, declineMessage, failureMessage, totalChangedFrom } = snapshot.context
  const declined = snapshot.matches({ quoted: "declined" })
  const failed = snapshot.matches("failed")
  const paying = isPaying(snapshot)
  const quoting = snapshot.matches("quoting") || snapshot.matches("quoteExpired")

  // A declined card or a failure is announced and takes focus: the learner's next step is there.
  useEffect(() => {
    if (declined || failed) alertRef.current?.focus()
  }, [declined, failed])

  // Nothing to buy and no payment under way (a reload may leave one pending with the cart already bought).
  if (key === "" && snapshot.matches("editing")) {
    return (
      <aside className={panel} aria-label="Order summary">
        <h2>Order summary</h2>
        <p className={muted}>Nothing in your cart can be bought right now.</p>
      </aside>
    )
  }

  return (
    <aside className={panel} aria-label="Order summary">
      <h2>Order summary</h2>
      <CouponField
        applied={quote?.coupon ?? null}
        refusal={couponRefusal}
        isDisabled={paying || quoting || snapshot.matches("threeDSecure")}
        onApply={(code) => checkout.send({ type: "APPLY_COUPON", code })}
        onRemove={() => checkout.send({ type: "REMOVE_COUPON" })}
      />
      {snapshot.matches("resuming") ? <p role="status">Checking on your payment…</p> : null}
      {snapshot.matches("editing") ? (
        <Button className={fullWidth} onPress={() => checkout.send({ type: "CHECKOUT" })}>
          Checkout
        </Button>
      ) : null}
      {quote === null ? (
        quoting ? (
          <p role="status">Pricing your cart…</p>
        ) : null
      ) : (
        <div aria-busy={quoting} style={quoting ? { opacity: 0.6 } : undefined}>
          <QuoteTotals quote={quote} />
        </div>
      )}
      {snapshot.matches("quoteExpired") ? <p role="status">Your price expired: getting the current prices…</p> : null}
      {snapshot.matches("quoted") && (totalChangedFrom !== null || failureMessage !== null) && quote !== null ? (
        <div className={infoBox} role="status">
          {failureMessage !== null ? <p>{failureMessage}</p> : null}
          {totalChangedFrom !== null ? (
            <p>
              The total changed from {formatCents(totalChangedFrom)} to <strong>{formatCents(quote.totalCents)}</strong>. Check it before paying.
            </p>
          ) : (
            <p>Your price was renewed: the total is {formatCents(quote.totalCents)}.</p>
          )}
        </div>
      ) : null}
      {declined && declineMessage !== null ? (
        <div className={alertBox} role="alert" tabIndex={-1} ref={alertRef}>
          <p>
            <strong>Payment declined.</strong> {declineMessage}
          </p>
          <p>Nothing was charged and your cart is kept. You can try another card.</p>
        </div>
      ) : null}
      {failed ? (
        <div className={alertBox} role="alert" tabIndex={-1} ref={alertRef}>
          <p>
            <strong>The checkout could not go on.</strong> {failureMessage}
          </p>
          {snapshot.context.idempotencyKey !== null ? (
            <p>We are not sure the payment went through: Retry asks about the same payment and never charges twice.</p>
          ) : null}
          <Button onPress={() => checkout.send({ type: "RETRY" })}>Retry</Button>
          {snapshot.can({ type: "EDIT" }) ? (
            <Button variant="quiet" onPress={() => checkout.send({ type: "EDIT" })}>
              Back to the cart
            </Button>
          ) : null}
        </div>
      ) : null}
      {quote !== null && !failed ? (
        showCard || paying ? (
          <CardForm
            totalCents={quote.totalCents}
            isPaying={paying}
            canPay={snapshot.matches("quoted")}
            onPay={(fields) => checkout.send({ type: "PAY", card: machines.paymentCard(fields) })}
          />
        ) : (
          <Button className={fullWidth} isDisabled={!snapshot.matches("quoted")} onPress={() => setShowCard(true)}>
            Checkout
          </Button>
        )
      ) : null}
      <ThreeDSecureDialog
        isOpen={snapshot.matches("threeDSecure") || snapshot.matches("confirming")}
        totalCents={quote?.totalCents ?? null}
        isBusy={snapshot.matches("confirming")}
        onAnswer={(approve) => checkout.send({ type: "AUTHENTICATE", approve })}
      />
    </aside>
  )
}
