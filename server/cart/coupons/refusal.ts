/**
 * Why a code takes nothing off an order: one tagged error with the exact
 * reason and the sentence the learner reads (written in messages.ts). The
 * quote endpoint answers it as the coupon field's reason; the checkout
 * answers it when the last use went to someone else between quote and pay.
 */
import { Schema } from "effect"
import { CouponRefusalReason } from "../../../src/api/cart/checkout.ts"

// The reasons are the contract's (the browser shows them): Unknown, NotYetValid,
// Expired, BelowMinimum (`shortByCents` says by how much), LimitReached, AlreadyUsed.
export { CouponRefusalReason }

export class CouponRefused extends Schema.TaggedError<CouponRefused>()("CouponRefused", {
  reason: CouponRefusalReason,
  /** The coupon's own code, or what the learner typed (trimmed) when no coupon has it. */
  code: Schema.String,
  message: Schema.String,
  /** BelowMinimum: how many cents more the subtotal needs. */
  shortByCents: Schema.optional(Schema.Number)
}) {}

/** A second coupon with the same code, whatever its letter case. */
export class CouponCodeTaken extends Schema.TaggedError<CouponCodeTaken>()("CouponCodeTaken", {
  code: Schema.String
}) {}
