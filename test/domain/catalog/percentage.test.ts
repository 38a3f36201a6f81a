import { describe, it, expect } from "vitest"
import { percentOff } from "../../../src/domain/catalog/percentage.ts"

describe("percentOff", () => {
  it("matches the spec example", () => {
    expect(percentOff(200, 150)).toBe(25)
  })

  it("rounds to a whole percent", () => {
    expect(percentOff(3, 2)).toBe(33)
    expect(percentOff(30, 19.9)).toBe(34)
  })

  it("is 0 with no discount and 100 when free", () => {
    expect(percentOff(49.99, 49.99)).toBe(0)
    expect(percentOff(49.99, 0)).toBe(100)
  })

  it("is 0 when price is zero or negative", () => {
    expect(percentOff(0, 10)).toBe(0)
    expect(percentOff(-100, 50)).toBe(0)
  })

  it("is 0 for non-finite input", () => {
    expect(percentOff(Number.NaN, 10)).toBe(0)
    expect(percentOff(100, Number.NaN)).toBe(0)
  })

  it("follows the formula into negatives when the sale price is higher", () => {
    expect(percentOff(100, 125)).toBe(-25)
  })

  it("never returns -0", () => {
    expect(Object.is(percentOff(1000, 1004), 0)).toBe(true)
  })
})
