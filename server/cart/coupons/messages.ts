/**
 * What a coupon says to the learner, in one place: the cart shows these as
 * they are, and the tests compare them word for word. Amounts are written
 * with the cart's formatCents ("$4.50"), dates in UTC ("January 1, 2025").
 */
import { type CouponTerms, isPercentType } from "../../../src/domain/cart/coupon.ts"
import { formatCents } from "../../../src/domain/cart/money.ts"

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" })

export const COUPON_CODE_EMPTY = "Type a coupon code to apply it."

export const couponUnknown = (typed: string) => `No coupon has the code "${typed}". Check the spelling and try again.`

export const couponNotYetValid = (code: string, validFrom: Date) => `${code} can be used from ${day.format(validFrom)}.`

/** An operator switched it off; the reason travels as Expired: it no longer works. */
export const couponDisabled = (code: string) => `${code} is no longer available.`

export const couponExpired = (code: string, validUntil: Date) => `${code} expired on ${day.format(validUntil)}.`

export const couponBelowMinimum = (code: string, shortByCents: number, minAmountCents: number) =>
  `Add ${formatCents(shortByCents)} more to use ${code}: it applies to orders of ${formatCents(minAmountCents)} or more.`

export const couponLimitReached = (code: string) => `${code} has been used as many times as it allows.`

export const couponAlreadyUsed = (code: string) => `You have already used ${code}: each learner can use it once.`

/**
 * What an applied coupon took: "WELCOME10 takes 10% off: you save $2.50.";
 * when the cap lowered it, "SAVE25 takes 25%, at most $15.00: you save $15.00."
 */
export const couponApplied = (code: string, terms: CouponTerms, applied: { readonly discountCents: number; readonly capped: boolean }) => {
  const amount = isPercentType(terms.couponType) ? `${terms.discount}%` : formatCents(terms.discount)
  const takes = applied.capped && terms.disUptoCents !== null ? `${amount}, at most ${formatCents(terms.disUptoCents)}` : `${amount} off`
  return `${code} takes ${takes}: you save ${formatCents(applied.discountCents)}.`
}
