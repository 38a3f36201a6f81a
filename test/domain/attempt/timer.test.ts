import { describe, it, expect } from "vitest"
import { formatTimer } from "../../../src/domain/attempt/timer.ts"

describe("formatTimer", () => {
  it("matches the spec examples, with a space after the colon", () => {
    expect(formatTimer(125)).toBe("02: 05")
    expect(formatTimer(0)).toBe("00: 00")
  })

  it("pads both parts to two digits", () => {
    expect(formatTimer(9)).toBe("00: 09")
    expect(formatTimer(60)).toBe("01: 00")
    expect(formatTimer(599)).toBe("09: 59")
  })

  it("keeps counting minutes past 99 rather than rolling into hours", () => {
    expect(formatTimer(99 * 60 + 59)).toBe("99: 59")
    expect(formatTimer(7200)).toBe("120: 00")
  })

  it("clamps negative time to zero", () => {
    expect(formatTimer(-1)).toBe("00: 00")
    expect(formatTimer(-3600)).toBe("00: 00")
  })

  it("floors fractional seconds", () => {
    expect(formatTimer(125.999)).toBe("02: 05")
    expect(formatTimer(0.5)).toBe("00: 00")
  })

  it("shows zero for non-finite input", () => {
    expect(formatTimer(Number.NaN)).toBe("00: 00")
    expect(formatTimer(Number.POSITIVE_INFINITY)).toBe("00: 00")
  })
})
