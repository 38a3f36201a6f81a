/**
 * Whole-number percentage a sale price is below the regular price:
 * Math.round(100 − salePrice / price × 100).
 *
 * A price of 0 or less (or non-finite input) gives 0 rather than dividing by
 * zero. A sale price above the price gives a negative number; that is the
 * spec's formula and it is left to the UI whether to show such a badge.
 */
export function percentOff(price: number, salePrice: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(salePrice) || price <= 0) return 0
  const result = Math.round(100 - (salePrice / price) * 100)
  // Math.round(-0.4) is -0, which would print as "0" but fail Object.is checks.
  return result === 0 ? 0 : result
}
