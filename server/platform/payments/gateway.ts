/**
 * The payment gateway port: what the checkout asks of a card processor. The
 * default implementation is the built-in sandbox (sandbox.ts); a real
 * processor would be another layer of this same service.
 *
 * Like a real processor it is idempotent: a charge carries the shop's
 * idempotency key, and the same key again answers the first result without
 * charging again. Call it outside any database transaction: it stands for a
 * system beyond the shop's database, whose charges neither commit nor roll
 * back with an order.
 *
 * The card number and CVC travel as `Redacted` values, so a log line or an
 * error that prints the request shows `<redacted>`; only the brand and the
 * last four digits ever come back.
 */
import { Context, type Effect, type Option, type Redacted, Schema } from "effect"
import { DeclineReason } from "../../../src/api/cart/checkout.ts"

/** The card brands the shop accepts, named like their logos (spec §9). */
export const CARD_BRANDS = ["visa", "mastercard", "american-express"] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

export const ChargeId = Schema.String.pipe(Schema.brand("ChargeId"))
export type ChargeId = typeof ChargeId.Type
/** Names a charge waiting for its 3-D Secure step. */
export const ConfirmationId = Schema.String.pipe(Schema.brand("ConfirmationId"))
export type ConfirmationId = typeof ConfirmationId.Type
export const RefundId = Schema.String.pipe(Schema.brand("RefundId"))
export type RefundId = typeof RefundId.Type

export interface CardDetails {
  readonly number: Redacted.Redacted<string>
  readonly expMonth: number
  /** Four digits (2031). */
  readonly expYear: number
  readonly cvc: Redacted.Redacted<string>
  readonly name: string
}

export interface ChargeRequest {
  /** Made by the shop once per payment attempt; the same key is the same charge. */
  readonly idempotencyKey: string
  /** Integer cents, more than 0. */
  readonly amountCents: number
  /** ISO 4217, upper case ("USD"). */
  readonly currency: string
  readonly card: CardDetails
}

interface ChargeFacts {
  readonly chargeId: ChargeId
  readonly amountCents: number
  readonly currency: string
  readonly brand: CardBrand
  readonly last4: string
}

/** A charge that went through, or one that waits for the card holder's 3-D Secure confirmation. */
export type Charge =
  | (ChargeFacts & { readonly status: "succeeded" })
  | (ChargeFacts & { readonly status: "requires_action"; readonly confirmationId: ConfirmationId })

export interface Refund {
  readonly refundId: RefundId
  readonly chargeId: ChargeId
  readonly amountCents: number
}

/** Why a card was declined: the processor's codes (Stripe's names). */
export const DECLINE_CODES = DeclineReason.literals
export type DeclineCode = DeclineReason

/** What the processor knows of a charge: for the reconciler, which asks after a crash what happened to a key. */
export interface ChargeRecord extends ChargeFacts {
  readonly idempotencyKey: string
  readonly status: "succeeded" | "requires_action" | "declined" | "refunded"
  readonly declineCode: DeclineCode | null
  readonly refund: Refund | null
}

/** Which part of a request made it impossible; the checkout shows the message beside that field. */
export const PAYMENT_FIELDS = ["number", "expiry", "cvc", "name", "amount", "currency", "idempotencyKey"] as const

// The errors carry no part of the card but its brand and last four digits:
// they are logged, serialised and shown.

/** Refused before any charge: the request cannot be a real card payment. Nothing is recorded. */
export class InvalidPayment extends Schema.TaggedError<InvalidPayment>()("InvalidPayment", {
  field: Schema.Literals(PAYMENT_FIELDS),
  message: Schema.String
}) {}

/** The processor declined the card. Recorded under the key: the same key again answers the same decline. */
export class CardDeclined extends Schema.TaggedError<CardDeclined>()("CardDeclined", {
  code: Schema.Literals(DECLINE_CODES),
  message: Schema.String,
  chargeId: ChargeId,
  brand: Schema.Literals(CARD_BRANDS),
  last4: Schema.String
}) {}

/** The idempotency key was used before for another amount, currency or card. */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", {
  message: Schema.String
}) {}

/** No charge or confirmation step by that id. */
export class PaymentNotFound extends Schema.TaggedError<PaymentNotFound>()("PaymentNotFound", {
  message: Schema.String
}) {}

/** The charge cannot be refunded (not paid, or already refunded for another amount). */
export class RefundRejected extends Schema.TaggedError<RefundRejected>()("RefundRejected", {
  message: Schema.String
}) {}

export class PaymentGateway extends Context.Service<
  PaymentGateway,
  {
    /**
     * Charges a card once per idempotency key. Refused before any charge
     * (InvalidPayment) when the request cannot be a real card payment; the same
     * key with another amount, currency or card is IdempotencyKeyReused.
     */
    readonly charge: (request: ChargeRequest) => Effect.Effect<Charge, InvalidPayment | CardDeclined | IdempotencyKeyReused>
    /**
     * Completes (approve) or fails the 3-D Secure step of a charge. Idempotent:
     * once settled, every call answers the settled result.
     */
    readonly confirm: (
      confirmationId: ConfirmationId,
      approve: boolean
    ) => Effect.Effect<Charge & { readonly status: "succeeded" }, CardDeclined | PaymentNotFound>
    /** Refunds a succeeded charge, once: a second call answers the same refund. */
    readonly refund: (chargeId: ChargeId, amountCents: number) => Effect.Effect<Refund, InvalidPayment | RefundRejected | PaymentNotFound>
    /** The charge made under an idempotency key, if any. */
    readonly retrieve: (idempotencyKey: string) => Effect.Effect<Option.Option<ChargeRecord>>
  }
>()("exam-shop/PaymentGateway") {}
