/** The totals of a quote: only amounts the server computed (the subtotal, the coupon's discount, the total). */
import type { Quote } from "../../api/cart/checkout.ts"
import { formatCents } from "../../domain/cart/money.ts"
import { totals } from "./cart-styles.ts"

export function QuoteTotals({ quote }: { readonly quote: Quote }) {
  return (
    <dl className={totals} aria-label="Order total">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(quote.subtotalCents)}</dd>
      </div>
      {quote.coupon !== null ? (
        <div>
          <dt>Coupon {quote.coupon.code}</dt>
          <dd>−{formatCents(quote.coupon.discountCents)}</dd>
        </div>
      ) : null}
      <div className="total">
        <dt>Total</dt>
        <dd>{formatCents(quote.totalCents)}</dd>
      </div>
    </dl>
  )
}
