import { describe, it, expect } from "vitest"
import { US_PHONE_PATTERN, isUsPhone, normalizeUsPhone } from "../../../src/domain/account/phone.ts"

describe("isUsPhone", () => {
  it.each([
    "5551234567",
    "(555) 123-4567",
    "(555)123-4567",
    "555-123-4567",
    "555 123 4567",
    "1 555 123 4567",
    "1-555-123-4567",
    "15551234567",
    "1 (555) 123-4567",
    "+1 (555) 123-4567",
    "+15551234567"
  ])("accepts %s", (input) => {
    expect(isUsPhone(input)).toBe(true)
  })

  it.each([
    ["9 digits", "555123456"],
    ["11 digits without leading 1", "25551234567"],
    ["12 digits", "155512345678"],
    ["letters", "555-CALL-NOW"],
    ["letters mixed with digits", "555a1234567"],
    ["empty", ""],
    ["whitespace only", "   "],
    ["dots as separators", "555.123.4567"],
    ["unbalanced parenthesis", "(555 123-4567"],
    ["parenthesis around the wrong group", "555 (123) 4567"],
    ["double separators", "555--123-4567"],
    ["plus without country code", "+5551234567"],
    ["other country code", "+44 555 123 4567"]
  ])("rejects %s", (_label, input) => {
    expect(isUsPhone(input)).toBe(false)
  })

  it("tolerates surrounding whitespace", () => {
    expect(isUsPhone("  555-123-4567 ")).toBe(true)
  })

  it("gives the same answer on repeated calls (pattern is not global)", () => {
    expect(US_PHONE_PATTERN.global).toBe(false)
    expect([1, 2, 3].map(() => US_PHONE_PATTERN.test("5551234567"))).toEqual([true, true, true])
  })
})

describe("normalizeUsPhone", () => {
  it("returns the 10 national digits", () => {
    expect(normalizeUsPhone("(555) 123-4567")).toBe("5551234567")
    expect(normalizeUsPhone("555 123 4567")).toBe("5551234567")
  })

  it("drops the country code", () => {
    expect(normalizeUsPhone("1-555-123-4567")).toBe("5551234567")
    expect(normalizeUsPhone("+1 (555) 123-4567")).toBe("5551234567")
    expect(normalizeUsPhone("15551234567")).toBe("5551234567")
  })

  it("returns null for invalid input", () => {
    expect(normalizeUsPhone("555123456")).toBeNull()
    expect(normalizeUsPhone("not a phone")).toBeNull()
    expect(normalizeUsPhone("")).toBeNull()
  })
})
