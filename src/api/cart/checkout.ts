/**
 * What the checkout exchanges: the quote, a coupon's refusal, the
 * payment request and its outcome, and an order's summary.
 *
 * The endpoints (CheckoutGroup, at the end) price the cart, pay a quote,
 * confirm a 3-D Secure step and ask what became of an idempotency key; the
 * browser's checkout actor (src/machines/cart/checkout.machine.ts) calls them
 * through its named actors. Orders after paying (Transactions, receipts,
 * refunds) are in orders.ts.
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
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { CartItem } from "./cart.ts"
import { Conflict, Invalid, NotFound } from "../shared/errors.ts"
import { OrderId, QuoteId } from "../shared/ids.ts"
import { Cents } from "../shared/money.ts"
import { Authorization } from "../shared/security.ts"

/** How long a quote stays payable, in minutes (the server's rule; the checkout actor's default delay). */
export const QUOTE_LIFETIME_MINUTES = 15

/** An idempotency key: what the browser makes (a UUID), at most this long. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 64
export const IDEMPOTENCY_KEY_MESSAGE = `idempotencyKey must be 8 to ${MAX_IDEMPOTENCY_KEY_LENGTH} letters, digits or dashes.`
export const IdempotencyKey = Schema.String.check(
  Schema.isPattern(new RegExp(`^[A-Za-z0-9-]{8,${MAX_IDEMPOTENCY_KEY_LENGTH}}$`), { message: IDEMPOTENCY_KEY_MESSAGE })
)

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

/** The card check's words for the expiry (server/platform/payments/card-check.ts), also a mistyped field's. */
export const EXPIRY_MONTH_MESSAGE = "Enter the expiry month as a number from 1 to 12."
export const EXPIRY_YEAR_MESSAGE = "Enter the expiry year as printed on the card."

/**
 * A number in a request: finite, and a value of another type (a string, null,
 * "Infinity") is refused with `message` rather than the codec's list of the
 * non-finite strings a bare Schema.Number takes in JSON.
 */
const numberField = (message: string) => Schema.Number.annotate({ message }).check(Schema.isFinite({ message }))

export const PaymentCard = Schema.Struct({
  number: Schema.Redacted(Schema.String),
  expMonth: numberField(EXPIRY_MONTH_MESSAGE),
  /** Four digits (2031). */
  expYear: numberField(EXPIRY_YEAR_MESSAGE),
  cvc: Schema.Redacted(Schema.String),
  name: Schema.String
})
export type PaymentCard = typeof PaymentCard.Type

export const PaymentRequest = Schema.Struct({
  quoteId: QuoteId,
  /** Made once per payment attempt by the checkout actor; kept in session storage until settled. */
  idempotencyKey: IdempotencyKey,
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

/**
 * Whether the learner may still ask for the order's money back, and why
 * (the refund policy page states the rule; the server decides). Shown on
 * the receipt page and in Transactions before the learner asks.
 */
export const RefundTerms = Schema.Struct({
  refundable: Schema.Boolean,
  /** ISO 8601 instant: the last moment a refund may be asked for (paid orders), else null. */
  until: Schema.NullOr(Schema.String),
  /** The sentence shown ("Refundable until 7 December 2026." / "A test of this order was submitted: …"). */
  message: Schema.String
})
export type RefundTerms = typeof RefundTerms.Type

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
  paidAt: Schema.NullOr(Schema.String),
  /** Why a failed order failed (the card's message), else null. */
  failureMessage: Schema.NullOr(Schema.String),
  refund: RefundTerms,
  /** Once refunded: when, and the credit note's sequential number. */
  refundedAt: Schema.NullOr(Schema.String),
  creditNoteNumber: Schema.NullOr(Schema.String)
})
export type OrderSummary = typeof OrderSummary.Type

// ── The endpoints ────────────────────────────────────────────────────────

/** What the cart is priced with: the coupon code asked for, or null. */
export const QuotePayload = Schema.Struct({ couponCode: Schema.NullOr(Schema.String) })
export type QuotePayload = typeof QuotePayload.Type

export const PaymentAnswer = Schema.Struct({ data: PaymentOutcome })
export type PaymentAnswer = typeof PaymentAnswer.Type

// Path values stay plain strings: an impossible key answers 404 like an unknown one.
const KeyParams = { idempotencyKey: Schema.String }

/**
 * Every call needs a signed-in learner and sees only that learner's quotes
 * and orders (another learner's answers 404, like an unknown one).
 *
 * - quote: prices the cart now (409 when the cart is empty). A refused
 *   coupon is not an error: the quote comes without it, beside the reason.
 * - pay: 400 (Invalid, the field named) when the card cannot be a card;
 *   409 when the quote expired or is not this learner's current cart's, a
 *   price or the coupon's last use changed, or the key was used with
 *   another cart; otherwise the outcome, declined included. The same key
 *   with the same cart answers the first outcome and never charges again.
 * - confirm: the card holder's 3-D Secure answer; 404 for an unknown step.
 * - payment: what became of a key (a reload mid-payment); 404 when the
 *   server never received it; 409 while its charge is still under way
 *   (asking again in a moment settles it).
 */
export class CheckoutGroup extends HttpApiGroup.make("checkout")
  .add(
    HttpApiEndpoint.post("quote", "/checkout/quote", { payload: QuotePayload, success: QuoteAnswer, error: [Invalid, Conflict] }),
    HttpApiEndpoint.post("pay", "/checkout/pay", { payload: PaymentRequest, success: PaymentAnswer, error: [Invalid, NotFound, Conflict] }),
    HttpApiEndpoint.post("confirm", "/checkout/confirm", { payload: ConfirmPaymentRequest, success: PaymentAnswer, error: [Invalid, NotFound] }),
    HttpApiEndpoint.get("payment", "/checkout/payments/:idempotencyKey", { params: KeyParams, success: PaymentAnswer, error: [NotFound, Conflict] })
  )
  .middleware(Authorization) {}
