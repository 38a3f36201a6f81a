import { describe, it, expect } from "vitest"
import { COUPON_TYPES, applyCoupon, isCouponType, termsFromDollars } from "../../../src/domain/cart/coupon.ts"
import type { CouponResult, CouponTerms } from "../../../src/domain/cart/coupon.ts"

/** $200.00, 10 % off from $100.00. */
const base: CouponTerms = {
  couponType: "FLAT PERCENT",
  discount: 10,
  minAmountCents: 10_000,
  disUptoCents: null
}

const discountOf = (result: CouponResult): number => (result._tag === "Applies" ? result.discountCents : 0)
const applied = (discountCents: number, totalCents: number, capped = false): CouponResult => ({
  _tag: "Applies",
  discountCents,
  totalCents,
  capped
})

describe("COUPON_TYPES / isCouponType", () => {
  it("lists the three spec types", () => {
    expect(COUPON_TYPES).toEqual(["FLAT PERCENT", "FLAT PERCENT UPTO", "CASH DISCOUNT UPTO"])
  })

  it("recognises only exact type names", () => {
    expect(isCouponType("FLAT PERCENT UPTO")).toBe(true)
    expect(isCouponType("flat percent")).toBe(false)
    expect(isCouponType("")).toBe(false)
  })
})

describe("termsFromDollars (the spec's dollars as cents)", () => {
  it("turns minAmount, disUpto and a cash discount into cents and keeps a percent", () => {
    expect(termsFromDollars({ couponType: "FLAT PERCENT", discount: 10, minAmount: 20, disUpto: null })).toEqual({
      couponType: "FLAT PERCENT",
      discount: 10,
      minAmountCents: 2000,
      disUptoCents: null
    })
    expect(termsFromDollars({ couponType: "FLAT PERCENT UPTO", discount: 25, minAmount: 50, disUpto: 15 })).toEqual({
      couponType: "FLAT PERCENT UPTO",
      discount: 25,
      minAmountCents: 5000,
      disUptoCents: 1500
    })
    expect(termsFromDollars({ couponType: "CASH DISCOUNT UPTO", discount: 5, minAmount: 30, disUpto: 5 })).toEqual({
      couponType: "CASH DISCOUNT UPTO",
      discount: 500,
      minAmountCents: 3000,
      disUptoCents: 500
    })
  })

  it("is exact for two-decimal amounts that binary floating point cannot hold", () => {
    // 19.99 * 100 is 1998.9999999999998 and 0.29 * 100 is 28.999999999999996.
    expect(termsFromDollars({ couponType: "CASH DISCOUNT UPTO", discount: 0.29, minAmount: 19.99, disUpto: 4.5 })).toEqual({
      couponType: "CASH DISCOUNT UPTO",
      discount: 29,
      minAmountCents: 1999,
      disUptoCents: 450
    })
  })
})

describe("applyCoupon — FLAT PERCENT", () => {
  it("takes a percent of the price when the price reaches minAmount", () => {
    expect(applyCoupon(base, 20_000)).toEqual(applied(2000, 18_000))
  })

  it("applies when the price equals minAmount exactly", () => {
    expect(applyCoupon(base, 10_000)).toEqual(applied(1000, 9000))
  })

  it("does not apply one cent below minAmount, and says by how much", () => {
    expect(applyCoupon(base, 9999)).toEqual({ _tag: "BelowMinimum", shortByCents: 1 })
    expect(applyCoupon(base, 5550)).toEqual({ _tag: "BelowMinimum", shortByCents: 4450 })
  })

  it("has no cap: a disUpto given by mistake is ignored", () => {
    expect(applyCoupon({ ...base, disUptoCents: 100 }, 20_000)).toEqual(applied(2000, 18_000))
  })

  it("rounds half up to the cent, once", () => {
    // 10 % of $10.05 is 100.5 cents; of $10.04, 100.4 cents.
    expect(applyCoupon({ ...base, minAmountCents: 0 }, 1005)).toEqual(applied(101, 904))
    expect(applyCoupon({ ...base, minAmountCents: 0 }, 1004)).toEqual(applied(100, 904))
    // 15 % of $33.33 is 499.95 cents.
    expect(applyCoupon({ ...base, discount: 15, minAmountCents: 0 }, 3333)).toEqual(applied(500, 2833))
    // Half a cent is a cent; less than half is nothing.
    expect(applyCoupon({ ...base, discount: 50, minAmountCents: 0 }, 1)).toEqual(applied(1, 0))
    expect(applyCoupon({ ...base, discount: 49, minAmountCents: 0 }, 1)).toEqual(applied(0, 1))
  })

  it("never exceeds the price", () => {
    expect(applyCoupon({ ...base, discount: 100 }, 20_000)).toEqual(applied(20_000, 0))
  })

  it("stays exact on large amounts", () => {
    // $90 billion and one cent: 10 % is 900,000,000,000.1 cents.
    expect(discountOf(applyCoupon(base, 9_000_000_000_001))).toBe(900_000_000_000)
  })
})

describe("applyCoupon — FLAT PERCENT UPTO", () => {
  /** SAVE25: 25 %, at most $15.00, from $50.00. */
  const upto: CouponTerms = { couponType: "FLAT PERCENT UPTO", discount: 25, minAmountCents: 5000, disUptoCents: 1500 }

  it("applies at minAmount exactly, not one cent below", () => {
    expect(applyCoupon(upto, 5000)).toEqual(applied(1250, 3750))
    expect(applyCoupon(upto, 4999)).toEqual({ _tag: "BelowMinimum", shortByCents: 1 })
  })

  it("is not capped when the percent reaches the cap exactly", () => {
    expect(applyCoupon(upto, 6000)).toEqual(applied(1500, 4500, false))
  })

  it("caps the percent at disUpto and says so", () => {
    // 25 % of $60.04 is $15.01.
    expect(applyCoupon(upto, 6004)).toEqual(applied(1500, 4504, true))
    expect(applyCoupon(upto, 20_000)).toEqual(applied(1500, 18_500, true))
  })

  it("rounds before capping: 25 % of $60.02 is 1500.5 cents, which rounds to 1501 and is capped", () => {
    expect(applyCoupon(upto, 6002)).toEqual(applied(1500, 4502, true))
    // 25 % of $60.01 is 1500.25 cents, which rounds to 1500: the cap exactly.
    expect(applyCoupon(upto, 6001)).toEqual(applied(1500, 4501, false))
  })

  it("treats a cap of 0 as no discount and a missing cap as bad data", () => {
    expect(applyCoupon({ ...upto, disUptoCents: 0 }, 20_000)).toEqual(applied(0, 20_000, true))
    expect(applyCoupon({ ...upto, disUptoCents: null }, 20_000)).toEqual(applied(0, 20_000))
  })
})

describe("applyCoupon — CASH DISCOUNT UPTO", () => {
  /** CASH5: $5.00, at most $5.00, from $30.00. */
  const cash: CouponTerms = { couponType: "CASH DISCOUNT UPTO", discount: 500, minAmountCents: 3000, disUptoCents: 500 }

  it("gives the flat amount from minAmount exactly, not one cent below", () => {
    expect(applyCoupon(cash, 3000)).toEqual(applied(500, 2500))
    expect(applyCoupon(cash, 2999)).toEqual({ _tag: "BelowMinimum", shortByCents: 1 })
  })

  it("is not capped when the amount equals the cap", () => {
    expect(applyCoupon(cash, 10_000)).toEqual(applied(500, 9500, false))
  })

  it("caps the flat amount at disUpto", () => {
    expect(applyCoupon({ ...cash, discount: 4000, disUptoCents: 1500 }, 20_000)).toEqual(applied(1500, 18_500, true))
  })

  it("never exceeds the price", () => {
    expect(applyCoupon({ ...cash, discount: 1200, disUptoCents: 1500, minAmountCents: 0 }, 800)).toEqual(applied(800, 0))
  })
})

describe("applyCoupon — bad data fails closed", () => {
  it("takes nothing off a price that is not whole cents", () => {
    expect(discountOf(applyCoupon({ ...base, minAmountCents: 0 }, 1000.5))).toBe(0)
    expect(discountOf(applyCoupon({ ...base, minAmountCents: 0 }, -5000))).toBe(0)
    expect(discountOf(applyCoupon(base, Number.NaN))).toBe(0)
    expect(discountOf(applyCoupon(base, Number.POSITIVE_INFINITY))).toBe(0)
    // Above $900 billion a hundredfold is no longer exact.
    expect(discountOf(applyCoupon(base, 2 ** 52))).toBe(0)
  })

  it("takes nothing for a zero, negative, fractional or too large percent", () => {
    expect(applyCoupon({ ...base, discount: 0 }, 20_000)).toEqual(applied(0, 20_000))
    expect(discountOf(applyCoupon({ ...base, discount: -10 }, 20_000))).toBe(0)
    expect(discountOf(applyCoupon({ ...base, discount: Number.NaN }, 20_000))).toBe(0)
    expect(discountOf(applyCoupon({ ...base, discount: 12.5 }, 20_000))).toBe(0)
    expect(discountOf(applyCoupon({ ...base, discount: 150 }, 20_000))).toBe(0)
  })

  it("takes nothing for a minAmount or cap that is not whole cents", () => {
    expect(discountOf(applyCoupon({ ...base, minAmountCents: Number.NaN }, 20_000))).toBe(0)
    expect(discountOf(applyCoupon({ ...base, minAmountCents: -1 }, 20_000))).toBe(0)
    expect(discountOf(applyCoupon({ couponType: "CASH DISCOUNT UPTO", discount: 500, minAmountCents: 0, disUptoCents: 4.5 }, 20_000))).toBe(0)
  })

  it("takes nothing for an unknown coupon type arriving at runtime", () => {
    const unknown = { ...base, couponType: "BOGO" } as unknown as CouponTerms
    expect(applyCoupon(unknown, 20_000)).toEqual(applied(0, 20_000))
  })
})
