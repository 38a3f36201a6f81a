/**
 * The shape of the demo coupons file (data/coupons.json). It is written as
 * the spec writes a coupon (§3: couponType, discount, minAmount, disUpto),
 * money in dollars with at most two decimals; the seed turns it into cents
 * with the cart's termsFromDollars (src/domain/cart/coupon.ts). The checks
 * are the coupons table's, so a wrong file stops the start with its place
 * instead of failing in the database.
 */
import { Schema } from "effect"
import { COUPON_TYPES, type CouponType, isPercentType } from "../../src/domain/cart/coupon.ts"

const twoDecimals = Schema.makeFilter(
  (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6 || "has at most two decimals (dollars and cents)"
)
const Dollars = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)).check(twoDecimals)

/** An instant in UTC, e.g. "2025-01-01T00:00:00Z". */
const Instant = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/))

const termsFit = Schema.makeFilter(
  (coupon: {
    readonly couponType: CouponType
    readonly discount: number
    readonly disUpto: number | null
    readonly validFrom: string
    readonly validUntil: string | null
  }) => {
    const { couponType, discount, disUpto } = coupon
    if (isPercentType(couponType) && !(Number.isInteger(discount) && discount >= 1 && discount <= 100)) {
      return { path: ["discount"], issue: "a percent type takes a whole percent from 1 to 100" }
    }
    if (couponType === "FLAT PERCENT" && disUpto !== null) return { path: ["disUpto"], issue: "'FLAT PERCENT' has no cap: null" }
    if (couponType !== "FLAT PERCENT" && (disUpto === null || disUpto <= 0)) {
      return { path: ["disUpto"], issue: `'${couponType}' needs a cap above 0` }
    }
    if (coupon.validUntil !== null && Date.parse(coupon.validUntil) <= Date.parse(coupon.validFrom)) {
      return { path: ["validUntil"], issue: "must be after validFrom" }
    }
    return true
  }
)

export const DemoCoupon = Schema.Struct({
  /** What the learner types; unique whatever its letter case. */
  code: Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{3,32}$/)),
  couponType: Schema.Literals(COUPON_TYPES),
  /** A whole percent for the percent types; dollars for 'CASH DISCOUNT UPTO'. */
  discount: Dollars.check(Schema.isGreaterThan(0)),
  minAmount: Dollars,
  /** The cap in dollars for the UPTO types; null for 'FLAT PERCENT'. */
  disUpto: Schema.NullOr(Dollars),
  validFrom: Instant,
  /** The first instant it no longer works; null: no end. */
  validUntil: Schema.NullOr(Instant),
  /** How many orders in all may use it; null: no limit. */
  usageLimit: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)))
}).check(termsFit)
export type DemoCoupon = typeof DemoCoupon.Type

const codesUnique = Schema.makeFilter((coupons: ReadonlyArray<{ readonly code: string }>) => {
  const seen = new Set<string>()
  for (const [index, { code }] of coupons.entries()) {
    if (seen.has(code.toLowerCase())) return { path: [index, "code"], issue: `${code} is listed twice (codes ignore letter case)` }
    seen.add(code.toLowerCase())
  }
  return true
})

export const DemoCoupons = Schema.Array(DemoCoupon).check(codesUnique)
