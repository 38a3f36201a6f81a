import { describe, it, expect } from "vitest"
import { MENU_DEFAULT_ROWS, MENU_MIN_ROWS, MENU_RESERVED_HEIGHT, MENU_ROW_HEIGHT, menuRowCount } from "../../../src/domain/catalog/menu-rows.ts"

describe("menu constants", () => {
  it("match the spec", () => {
    expect(MENU_ROW_HEIGHT).toBe(51)
    expect(MENU_RESERVED_HEIGHT).toBe(200)
    expect(MENU_DEFAULT_ROWS).toBe(5)
    expect(MENU_MIN_ROWS).toBe(1)
  })
})

describe("menuRowCount", () => {
  it("is (height − 200) / 51 rounded down", () => {
    expect(menuRowCount(200 + 51 * 10)).toBe(10)
    expect(menuRowCount(200 + 51 * 10 - 1)).toBe(9)
    expect(menuRowCount(768)).toBe(11)
    expect(menuRowCount(1080)).toBe(17)
  })

  it("defaults to 5 without a usable height", () => {
    expect(menuRowCount()).toBe(5)
    expect(menuRowCount(undefined)).toBe(5)
    expect(menuRowCount(Number.NaN)).toBe(5)
    expect(menuRowCount(Number.POSITIVE_INFINITY)).toBe(5)
  })

  it("shows at least one row in tiny windows", () => {
    expect(menuRowCount(251)).toBe(1)
    expect(menuRowCount(250)).toBe(1)
    expect(menuRowCount(200)).toBe(1)
    expect(menuRowCount(0)).toBe(1)
    expect(menuRowCount(-100)).toBe(1)
  })

  it("handles fractional heights", () => {
    expect(menuRowCount(302.9)).toBe(2)
  })
})
