/** Sample quotes, cards and payment outcomes for the cart and checkout machine tests. */
import { Redacted } from "effect"
import type { CartItem } from "../../../src/api/cart/cart.ts"
import type { CouponRefusal, PaymentCard, PaymentOutcome, Quote, QuoteAnswer } from "../../../src/api/cart/checkout.ts"
import { ExamId, OrderId, QuoteId } from "../../../src/api/shared/ids.ts"

export const EXAM_ITEM: CartItem = { kind: "exam", _id: ExamId.make("exam-1") }

export const quoteOf = (totalCents: number, id = "quote-1"): Quote => ({
  _id: QuoteId.make(id),
  lines: [{ item: EXAM_ITEM, name: "AWS Solutions Architect", payCents: totalCents }],
  subtotalCents: totalCents,
  coupon: null,
  totalCents,
  expiresAt: "2030-01-01T00:15:00.000Z"
})

export const QUOTE: QuoteAnswer = { data: quoteOf(2500), couponRefusal: null }

export const REFUSAL: CouponRefusal = {
  reason: "Unknown",
  code: "NOPE",
  message: 'No coupon has the code "NOPE". Check the spelling and try again.'
}

export const REFUSED_QUOTE: QuoteAnswer = { data: quoteOf(2500), couponRefusal: REFUSAL }

/** Stripe's test Visa; the tests search every snapshot for these digits. */
export const CARD_NUMBER = "4242424242424242"
export const CVC = "314"

export const CARD: PaymentCard = {
  number: Redacted.make(CARD_NUMBER),
  expMonth: 12,
  expYear: 2031,
  cvc: Redacted.make(CVC),
  name: "Dana Learner"
}

export const ORDER_ID = OrderId.make("order-1")

export const PAID: PaymentOutcome = { status: "paid", orderId: ORDER_ID, receiptNumber: "R-000001" }
export const REQUIRES_ACTION: PaymentOutcome = { status: "requires_action", orderId: ORDER_ID, confirmationId: "conf-1" }
export const DECLINED: PaymentOutcome = {
  status: "declined",
  orderId: ORDER_ID,
  reason: "card_declined",
  message: "Your card was declined. Try another card."
}

export const NOT_FOUND = { _tag: "ApiFailure", reason: "NotFound", status: 404, message: "No order has this key." } as const
export const QUOTE_CONFLICT = { _tag: "ApiFailure", reason: "Conflict", status: 409, message: "The prices changed: check the new total." } as const
