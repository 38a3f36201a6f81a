import { describe, expect, it } from "vitest"
import { medianOf, slowdownFor } from "../../scripts/perf/cpu-calibration.ts"

describe("the CPU slowdown calibrated to the host", () => {
  it("follows Lighthouse's calculator: 4× at its reference index, less on a slower host, more on a faster one", () => {
    expect(slowdownFor(1533)).toBeCloseTo(4, 2)
    expect(slowdownFor(1300)).toBe(3)
    expect(slowdownFor(2000)).toBeCloseTo(6, 2)
    expect(slowdownFor(1050)).toBe(2.5)
    expect(slowdownFor(800)).toBe(2)
    expect(slowdownFor(475)).toBe(1.5)
  })

  it("never speeds the page up: 1× at 150 and below, and for an index Lighthouse could not measure", () => {
    expect(slowdownFor(150)).toBe(1)
    expect(slowdownFor(20)).toBe(1)
    expect(slowdownFor(Number.NaN)).toBe(1)
  })

  it("reads the host's index as the middle run's, whatever their order, leaving out runs without one", () => {
    expect(medianOf([1500, 900, 2600, 1400, 1450])).toBe(1450)
    expect(medianOf([2, 1])).toBe(1)
    expect(medianOf([1200, Number.NaN, 1300, 1100])).toBe(1200)
    expect(medianOf([])).toBeNaN()
  })
})
