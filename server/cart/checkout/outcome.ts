/**
 * What a payment call answers for an order as it stands: paid (with the
 * receipt number), waiting for the card holder's 3-D Secure step, or
 * declined (with the card's reason and sentence). Every call that settles
 * an order answers through these, so the same order always reads the same.
 */
import type { PaymentOutcome } from "../../../src/api/cart/checkout.ts"
import type { OrderId } from "../../../src/api/shared/ids.ts"
import * as Messages from "./messages.ts"
import type { OrderRecord } from "./order-record.ts"

export const paidOutcome = (order: OrderRecord): PaymentOutcome => ({
  status: "paid",
  orderId: order.id,
  receiptNumber: order.receiptNumber ?? ""
})

/**
 * A failed order. An order that failed without the card being declined
 * (nothing was charged: the request broke off, or 3-D Secure was never
 * finished) reads as a plain decline, the contract's only way to say
 * "nothing was charged, try again".
 */
export const declinedOutcome = (order: OrderRecord): PaymentOutcome => ({
  status: "declined",
  orderId: order.id,
  reason: order.declineCode ?? "card_declined",
  message: order.failureMessage ?? Messages.NOT_CHARGED
})

export const requiresActionOutcome = (orderId: OrderId, confirmationId: string): PaymentOutcome => ({
  status: "requires_action",
  orderId,
  confirmationId
})
