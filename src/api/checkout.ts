/**
 * What the checkout exchanges (issue 10): the quote, a coupon's refusal, the
 * payment request and its outcome, and an order's summary.
 *
 * SHAPES ONLY: no endpoint group uses them yet. The quote and order endpoints
 * come with the server's checkout; the browser's checkout actor
 * (src/machines/cart/checkout.machine.ts) is already written against these.
 *
 * - A quote is the server's price of the learner's cart at one moment: its
 *   lines, the coupon's result, the total, and when it stops being payable
 *   (15 minutes). The browser shows only these amounts; paying names the quote.
 * - A payment carries the shop's idempotency key, made by the checkout actor
 *   when paying begins: the same key again answers the same order and result,
 *   and never charges twice.
 * - The card number and CVC are `Redacted`: a log line, an error or a
 *   snapshot that prints the request shows `<redacted>`. Only the brand and
 *   the last four digits ever come back.
 */
import { Schema } from "effect"
import { CartItem } from "./cart.ts"
import { OrderId, QuoteId } from "./ids.ts"
import { Cents } from "./money.ts"

// ── The quote ────────────────────────────────────────────────────────────

export const QuoteLine = Schema.Struct({
  /** The exam or package, as the cart names it (`{ kind, _id }`). */
  item: CartItem,
  name: Schema.String,
  /** What the line costs in this quote: the sale price when one ran, else the price. */
  payCents: Cents
})
export type QuoteLine = typeof QuoteLine.Type

/** What an applied coupon took off the subtotal (src/domain/cart/coupon.ts). */
export const CouponResult = Schema.Struct({
  code: Schema.String,
  discountCents: Cents,
  /** The coupon's cap (disUpto) lowered the discount. */
  capped: Schema.Boolean,
  /** The sentence the cart shows ("WELCOME10 takes 10% off: you save $2.50."). */
  message: Schema.String
})
export type CouponResult = typeof CouponResult.Type

export const Quote = Schema.Struct({
  _id: QuoteId,
  lines: Schema.Array(QuoteLine),
  subtotalCents: Cents,
  /** The coupon asked for, when it applied; null without one (or when refused). */
  coupon: Schema.NullOr(CouponResult),
  totalCents: Cents,
  /** ISO 8601 instant after which paying needs a new quote. */
  expiresAt: Schema.String
})
export type Quote = typeof Quote.Type

/**
 * Why a code takes nothing off: no coupon has it; not valid yet; expired;
 * the subtotal is below its minimum; every use is taken; this learner used
 * it already. The server's CouponRefused (server/cart/coupons/refusal.ts)
 * reads these.
 */
export const CouponRefusalReason = Schema.Literals(["Unknown", "NotYetValid", "Expired", "BelowMinimum", "LimitReached", "AlreadyUsed"])
export type CouponRefusalReason = typeof CouponRefusalReason.Type

export const CouponRefusal = Schema.Struct({
  reason: CouponRefusalReason,
  /** The coupon's own code, or what the learner typed. */
  code: Schema.String,
  /** The sentence the coupon field shows as it is (server/cart/coupons/messages.ts). */
  message: Schema.String,
  /** BelowMinimum: how many cents more the subtotal needs. */
  shortByCents: Schema.optional(Cents)
})
export type CouponRefusal = typeof CouponRefusal.Type

/** A quote, and why the coupon asked for was refused (the quote is then priced without it). */
export const QuoteAnswer = Schema.Struct({ data: Quote, couponRefusal: Schema.NullOr(CouponRefusal) })
export type QuoteAnswer = typeof QuoteAnswer.Type

// ── Paying ───────────────────────────────────────────────────────────────

export const PaymentCard = Schema.Struct({
  number: Schema.Redacted(Schema.String),
  expMonth: Schema.Number,
  /** Four digits (2031). */
  expYear: Schema.Number,
  cvc: Schema.Redacted(Schema.String),
  name: Schema.String
})
export type PaymentCard = typeof PaymentCard.Type

export const PaymentRequest = Schema.Struct({
  quoteId: QuoteId,
  /** Made once per payment attempt by the checkout actor; kept in session storage until settled. */
  idempotencyKey: Schema.String,
  card: PaymentCard
})
export type PaymentRequest = typeof PaymentRequest.Type

/** Why the processor declined the card (Stripe's codes, as the sandbox answers them). */
export const DeclineReason = Schema.Literals(["card_declined", "insufficient_funds", "expired_card", "authentication_failed"])
export type DeclineReason = typeof DeclineReason.Type

export const PaymentPaid = Schema.Struct({
  status: Schema.Literal("paid"),
  orderId: OrderId,
  /** The receipt's sequential number. */
  receiptNumber: Schema.String
})

/** The card holder must confirm with 3-D Secure; the order stays pending until then. */
export const PaymentRequiresAction = Schema.Struct({
  status: Schema.Literal("requires_action"),
  orderId: OrderId,
  confirmationId: Schema.String
})

/** Nothing was charged; the cart is kept. */
export const PaymentDeclined = Schema.Struct({
  status: Schema.Literal("declined"),
  orderId: OrderId,
  reason: DeclineReason,
  message: Schema.String
})

/** What paying, confirming 3-D Secure or asking again under the same key answers. */
export const PaymentOutcome = Schema.Union([PaymentPaid, PaymentRequiresAction, PaymentDeclined])
export type PaymentOutcome = typeof PaymentOutcome.Type

/** The card holder's answer to the 3-D Secure step. */
export const ConfirmPaymentRequest = Schema.Struct({
  orderId: OrderId,
  confirmationId: Schema.String,
  approve: Schema.Boolean
})
export type ConfirmPaymentRequest = typeof ConfirmPaymentRequest.Type

// ── The order ────────────────────────────────────────────────────────────

export const OrderStatus = Schema.Literals(["pending", "paid", "failed", "refunded"])
export type OrderStatus = typeof OrderStatus.Type

/** One order as Transactions and the success page show it. */
export const OrderSummary = Schema.Struct({
  _id: OrderId,
  status: OrderStatus,
  lines: Schema.Array(QuoteLine),
  subtotalCents: Cents,
  coupon: Schema.NullOr(CouponResult),
  totalCents: Cents,
  /** The card's brand (a logo name: visa, mastercard, american-express) and last four digits, once charged. */
  cardBrand: Schema.NullOr(Schema.String),
  last4: Schema.NullOr(Schema.String),
  receiptNumber: Schema.NullOr(Schema.String),
  /** ISO 8601 instants. */
  createdAt: Schema.String,
  paidAt: Schema.NullOr(Schema.String)
})
export type OrderSummary = typeof OrderSummary.Type
