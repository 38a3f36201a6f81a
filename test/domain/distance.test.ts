import { describe, it, expect } from "vitest";
import { METERS_TO_MILES, metersToMiles } from "../../src/domain/distance.ts";

describe("metersToMiles", () => {
  it("uses the spec's factor", () => {
    expect(METERS_TO_MILES).toBe(0.000621371192);
  });

  it("converts one mile's worth of meters to ~1 mile", () => {
    expect(metersToMiles(1609.344)).toBeCloseTo(1, 9);
  });

  it("converts other distances linearly", () => {
    expect(metersToMiles(0)).toBe(0);
    expect(metersToMiles(1000)).toBeCloseTo(0.621371192, 12);
    expect(metersToMiles(-1000)).toBeCloseTo(-0.621371192, 12);
  });
});
