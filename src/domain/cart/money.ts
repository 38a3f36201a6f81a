/**
 * Money on the buying side is a whole number of US cents, end to end: the
 * database stores cents in integer columns, the rules add, subtract and
 * compare cents, and only a screen or a message turns them into "$4.50".
 * Whole numbers add and subtract exactly; the one place a fraction of a cent
 * can appear (a percentage) goes through `percentOf`, the one rounding rule.
 *
 * The spec and the demo data write money as dollars with two decimals
 * (`minAmount: 20`, `disUpto: 15`); `dollarsToCents` is where they become
 * cents (20 → 2000, 4.5 → 450).
 */

/** A whole number of cents, never negative, within the exact range of a JavaScript number. */
export const isCents = (amount: number): boolean => Number.isSafeInteger(amount) && amount >= 0

/**
 * Dollars with at most two decimals, as the spec writes them, in cents.
 * `dollars * 100` lands within a hair of the whole number for such amounts
 * (19.99 * 100 is 1998.9999999999998), so rounding to the nearest cent is
 * exact; amounts with more decimals are refused where they are read (the
 * demo data's schema), not guessed at here.
 */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100)

/**
 * `numerator / denominator` rounded half up, for whole numbers ≥ 0 and a
 * denominator > 0. Computed with the remainder, never with a fractional
 * quotient, so no binary floating-point error can tip a half cent.
 */
export const divideHalfUp = (numerator: number, denominator: number): number => {
  const remainder = numerator % denominator
  const quotient = (numerator - remainder) / denominator
  return remainder * 2 >= denominator ? quotient + 1 : quotient
}

/**
 * `percent` % of `cents`, rounded half up to the cent: 10 % of $10.05 is
 * 100.5 cents, so $1.01. The shop's only rounding rule; a percent is a whole
 * number (see coupon.ts), so `cents * percent` is exact.
 */
export const percentOf = (cents: number, percent: number): number => divideHalfUp(cents * percent, 100)

// Building an Intl.NumberFormat is costly; messages format many amounts.
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

/** "$4.50", "$1,250.00", "-$3.00": how a message or a screen writes cents (en-US, like the catalog's prices). */
export const formatCents = (cents: number): string => dollars.format(cents / 100)
