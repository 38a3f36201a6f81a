/**
 * What a coupon takes off an order (spec §9 "Coupon types"), in whole
 * cents. Written once: the server prices every quote with it, and a screen
 * only shows what the server answered.
 *
 * - 'FLAT PERCENT': `discount` % of the price.
 * - 'FLAT PERCENT UPTO': the same, capped at `disUpto`.
 * - 'CASH DISCOUNT UPTO': `discount` itself (an amount), capped at `disUpto`.
 *
 * Each applies only when the price is at least `minAmount`, and never takes
 * more than the price. The spec rounds results to 2 decimals (whole cents):
 * here a percentage is rounded half up to the cent, once, on the price it is
 * given (the order's subtotal: the coupon is one line of the order), before
 * the cap; the cap and the cash amount are whole cents already. The spec's
 * dollars map to cents through `termsFromDollars` (money.ts).
 */
import { dollarsToCents, isCents, percentOf } from "./money.ts"

export type CouponType = "FLAT PERCENT" | "FLAT PERCENT UPTO" | "CASH DISCOUNT UPTO"

export const COUPON_TYPES: readonly CouponType[] = ["FLAT PERCENT", "FLAT PERCENT UPTO", "CASH DISCOUNT UPTO"]

// Coupon types arrive as plain strings (the database, a data file), so
// callers need a guard before they can hand one to applyCoupon.
export function isCouponType(value: string): value is CouponType {
  return (COUPON_TYPES as readonly string[]).includes(value)
}

/** The percent types take `discount` as a percent; the cash type as an amount. */
export const isPercentType = (couponType: CouponType): boolean => couponType !== "CASH DISCOUNT UPTO"

/** A coupon's terms in the shop's units. */
export interface CouponTerms {
  readonly couponType: CouponType
  /**
   * The percent types: the percent taken, a whole number from 1 to 100.
   * 'CASH DISCOUNT UPTO': the amount taken, in cents.
   */
  readonly discount: number
  /** The smallest price the coupon applies to, in cents. */
  readonly minAmountCents: number
  /** The cap, in cents: set for the two UPTO types, null for 'FLAT PERCENT' (which has none). */
  readonly disUptoCents: number | null
}

/** A coupon as the spec writes it (§3): money in dollars with two decimals. */
export interface DollarCoupon {
  readonly couponType: CouponType
  /** A percent, or dollars for 'CASH DISCOUNT UPTO'. */
  readonly discount: number
  readonly minAmount: number
  readonly disUpto: number | null
}

/** The spec's dollars as cents: minAmount 20 → 2000, disUpto 15 → 1500, a cash discount of 5 → 500; a percent stays. */
export const termsFromDollars = (coupon: DollarCoupon): CouponTerms => ({
  couponType: coupon.couponType,
  discount: isPercentType(coupon.couponType) ? coupon.discount : dollarsToCents(coupon.discount),
  minAmountCents: dollarsToCents(coupon.minAmount),
  disUptoCents: coupon.disUpto === null ? null : dollarsToCents(coupon.disUpto)
})

/** What a coupon does to a price. */
export type CouponResult =
  | {
      readonly _tag: "Applies"
      readonly discountCents: number
      /** The price less the discount. */
      readonly totalCents: number
      /** True when `disUpto` lowered the discount (the learner is told "at most …"). */
      readonly capped: boolean
    }
  | {
      readonly _tag: "BelowMinimum"
      /** How much more the price must be for the coupon to apply. */
      readonly shortByCents: number
    }

const applies = (priceCents: number, discountCents: number, capped: boolean): CouponResult => ({
  _tag: "Applies",
  discountCents,
  totalCents: priceCents - discountCents,
  capped
})

/** Terms that cannot be trusted take nothing off. */
const usable = (terms: CouponTerms): boolean =>
  Number.isSafeInteger(terms.discount) &&
  terms.discount > 0 &&
  (!isPercentType(terms.couponType) || terms.discount <= 100) &&
  isCents(terms.minAmountCents) &&
  (terms.couponType === "FLAT PERCENT" || (terms.disUptoCents !== null && isCents(terms.disUptoCents)))

/**
 * The coupon's result on `priceCents` (whole cents).
 *
 * Bad data fails closed (no discount): a shop must never give money away
 * because a number came through fractional, negative or as a type it does
 * not know; the database's checks keep such coupons out in the first place.
 */
export function applyCoupon(terms: CouponTerms, priceCents: number): CouponResult {
  // A price whose hundredfold is not exact (above $900 billion) cannot be taken a percent of exactly.
  if (!isCents(priceCents) || !isCents(priceCents * 100) || !usable(terms)) return applies(priceCents, 0, false)
  if (priceCents < terms.minAmountCents) return { _tag: "BelowMinimum", shortByCents: terms.minAmountCents - priceCents }

  let raw: number
  let cap: number | null
  switch (terms.couponType) {
    case "FLAT PERCENT":
      raw = percentOf(priceCents, terms.discount)
      cap = null
      break
    case "FLAT PERCENT UPTO":
      raw = percentOf(priceCents, terms.discount)
      cap = terms.disUptoCents
      break
    case "CASH DISCOUNT UPTO":
      raw = terms.discount
      cap = terms.disUptoCents
      break
    default:
      return applies(priceCents, 0, false)
  }
  const discount = cap === null ? raw : Math.min(raw, cap)
  return applies(priceCents, Math.min(discount, priceCents), discount < raw)
}
