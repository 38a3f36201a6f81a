import { describe, expect, it } from "vitest"
import { divideHalfUp, dollarsToCents, formatCents, isCents, percentOf } from "../../../src/domain/cart/money.ts"

describe("isCents", () => {
  it("accepts whole, non-negative, exactly representable numbers only", () => {
    expect(isCents(0)).toBe(true)
    expect(isCents(450)).toBe(true)
    expect(isCents(4.5)).toBe(false)
    expect(isCents(-1)).toBe(false)
    expect(isCents(Number.NaN)).toBe(false)
    expect(isCents(2 ** 53)).toBe(false)
  })
})

describe("dollarsToCents", () => {
  it("maps the spec's two-decimal dollars to cents exactly", () => {
    expect(dollarsToCents(20)).toBe(2000)
    expect(dollarsToCents(4.5)).toBe(450)
    expect(dollarsToCents(19.99)).toBe(1999)
    expect(dollarsToCents(0.29)).toBe(29)
    expect(dollarsToCents(1234.56)).toBe(123_456)
  })
})

describe("divideHalfUp / percentOf (the one rounding rule)", () => {
  it("rounds half a cent up and less than half down", () => {
    expect(divideHalfUp(1005, 10)).toBe(101)
    expect(divideHalfUp(1004, 10)).toBe(100)
    expect(divideHalfUp(50, 100)).toBe(1)
    expect(divideHalfUp(49, 100)).toBe(0)
    expect(divideHalfUp(0, 100)).toBe(0)
  })

  it("takes a percent of cents, rounded half up", () => {
    expect(percentOf(1005, 10)).toBe(101)
    expect(percentOf(3333, 15)).toBe(500)
    expect(percentOf(2000, 10)).toBe(200)
    expect(percentOf(1, 50)).toBe(1)
  })

  it("never goes through a fractional quotient (no binary error on large amounts)", () => {
    // 9,007,199,254,740,950 / 100 as a float is 90,071,992,547,409.5 — the remainder says exactly .50.
    expect(divideHalfUp(9_007_199_254_740_950, 100)).toBe(90_071_992_547_410)
    expect(divideHalfUp(9_007_199_254_740_949, 100)).toBe(90_071_992_547_409)
  })
})

describe("formatCents", () => {
  it("writes cents as US dollars", () => {
    expect(formatCents(450)).toBe("$4.50")
    expect(formatCents(1500)).toBe("$15.00")
    expect(formatCents(125_000)).toBe("$1,250.00")
    expect(formatCents(1)).toBe("$0.01")
    expect(formatCents(0)).toBe("$0.00")
  })
})
