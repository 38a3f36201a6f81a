import { describe, expect, it } from "vitest"
import { effectivePrice, formatPrice, isOnSale, packageSavings } from "../../../src/domain/catalog/price.ts"

describe("formatPrice", () => {
  it("writes US dollars with cents for the default en-US learner", () => {
    expect(formatPrice(49)).toBe("$49.00")
    expect(formatPrice(129.5)).toBe("$129.50")
    expect(formatPrice(1249.99)).toBe("$1,249.99")
    expect(formatPrice(0)).toBe("$0.00")
  })

  it("follows the locale it is given", () => {
    expect(formatPrice(1249.99, "de-DE")).toBe(new Intl.NumberFormat("de-DE", { style: "currency", currency: "USD" }).format(1249.99))
    expect(formatPrice(1249.99, "de-DE")).toContain("1.249,99")
  })

  it("rounds to cents", () => {
    expect(formatPrice(19.999)).toBe("$20.00")
  })
})

describe("effectivePrice and isOnSale", () => {
  it("is the sale price while a sale runs, else the price", () => {
    expect(effectivePrice({ price: 79, salePrice: 59 })).toBe(59)
    expect(effectivePrice({ price: 79, salePrice: null })).toBe(79)
    expect(effectivePrice({ price: 79, salePrice: 0 })).toBe(0)
  })

  it("shows a sale only when it lowers the price", () => {
    expect(isOnSale({ price: 79, salePrice: 59 })).toBe(true)
    expect(isOnSale({ price: 79, salePrice: null })).toBe(false)
    expect(isOnSale({ price: 79, salePrice: 79 })).toBe(false)
    expect(isOnSale({ price: 79, salePrice: 89 })).toBe(false)
    expect(isOnSale({ price: 79, salePrice: 0 })).toBe(true)
  })
})

describe("packageSavings", () => {
  it("is the separate price minus what the package costs now", () => {
    expect(packageSavings({ separatePrice: 237, price: 179, salePrice: null })).toBe(58)
    expect(packageSavings({ separatePrice: 237, price: 179, salePrice: 149 })).toBe(88)
  })

  it("is exact to the cent (no floating-point dust)", () => {
    expect(packageSavings({ separatePrice: 0.3, price: 0.1, salePrice: null })).toBe(0.2)
    expect(packageSavings({ separatePrice: 149.97, price: 119.99, salePrice: null })).toBe(29.98)
  })

  it("is never negative", () => {
    expect(packageSavings({ separatePrice: 100, price: 120, salePrice: null })).toBe(0)
    expect(packageSavings({ separatePrice: 100, price: 100, salePrice: null })).toBe(0)
  })
})
