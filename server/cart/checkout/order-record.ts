/**
 * One order as the checkout area's modules read it from table `orders`
 * (migration 0013), before any answer is made of it: the payment's
 * module (server/cart/checkout/) writes and fulfils orders, the orders module
 * (server/cart/checkout/orders/) lists them, renders receipts and refunds them.
 * Money is integer cents; instants are Dates.
 */
import type { CouponResult, DeclineReason, OrderStatus, QuoteLine } from "../../../src/api/cart/checkout.ts"
import type { OrderId, QuoteId, UserId } from "../../../src/api/shared/ids.ts"
import type { CardBrand } from "../../platform/payments/gateway.ts"

export interface OrderRecord {
  readonly id: OrderId
  readonly userId: UserId
  readonly idempotencyKey: string
  readonly quoteId: QuoteId
  /** The cart's items when the order was made (sorted `kind:id` list). */
  readonly cartFingerprint: string
  readonly status: OrderStatus
  readonly lines: ReadonlyArray<QuoteLine>
  readonly subtotalCents: number
  /** The coupon the order used, with what it took off; null without one. */
  readonly coupon: (CouponResult & { readonly couponId: string | null }) | null
  readonly totalCents: number
  /** ISO 4217 ("USD"). */
  readonly currency: string
  readonly chargeId: string | null
  readonly cardBrand: CardBrand | null
  readonly last4: string | null
  readonly confirmationId: string | null
  readonly declineCode: DeclineReason | null
  readonly failureMessage: string | null
  readonly receiptNumber: string | null
  readonly creditNoteNumber: string | null
  readonly refundId: string | null
  readonly createdAt: Date
  readonly paidAt: Date | null
  readonly fulfilledAt: Date | null
  readonly failedAt: Date | null
  readonly refundedAt: Date | null
}
