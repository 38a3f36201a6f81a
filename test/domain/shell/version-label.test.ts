import { describe, it, expect } from "vitest"
import { EARLY_RELEASE_LAST_DAY, versionLabel } from "../../../src/domain/shell/version-label.ts"

// Dates are built from local parts because versionLabel reads local parts.
const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h)

describe("versionLabel", () => {
  it("matches the spec examples", () => {
    expect(versionLabel(local(2026, 11, 5))).toBe("ER1126")
    expect(versionLabel(local(2026, 11, 22))).toBe("LT1126")
    expect(versionLabel(local(2026, 3, 16))).toBe("LT0326")
  })

  it("switches from ER to LT between the 15th and the 16th", () => {
    expect(EARLY_RELEASE_LAST_DAY).toBe(15)
    expect(versionLabel(local(2026, 6, 1, 0))).toBe("ER0626")
    expect(versionLabel(local(2026, 6, 15, 23))).toBe("ER0626")
    expect(versionLabel(local(2026, 6, 16, 0))).toBe("LT0626")
    expect(versionLabel(local(2026, 6, 30))).toBe("LT0626")
  })

  it("pads month and year to two digits", () => {
    expect(versionLabel(local(2009, 1, 31))).toBe("LT0109")
    expect(versionLabel(local(2100, 12, 1))).toBe("ER1200")
  })

  // Around local midnight the UTC date differs in every non-UTC zone, so a
  // UTC-based implementation fails one of these wherever the suite runs.
  it("uses the local date at day, month and year boundaries", () => {
    expect(versionLabel(new Date(2026, 0, 15, 23, 30))).toBe("ER0126")
    expect(versionLabel(new Date(2026, 0, 16, 0, 30))).toBe("LT0126")
    expect(versionLabel(new Date(2025, 11, 31, 23, 30))).toBe("LT1225")
    expect(versionLabel(new Date(2026, 0, 1, 0, 30))).toBe("ER0126")
  })

  it("rejects an invalid date", () => {
    expect(() => versionLabel(new Date(Number.NaN))).toThrow(RangeError)
  })
})
