/**
 * Prices as the learner reads them. The contract sends money as a number of
 * US dollars with two decimals; these rules decide which amount counts and
 * how it is written. The locale is a parameter (default "en-US") rather than
 * the browser's, so a page and its tests always print the same text.
 */

export const CURRENCY = "USD"
export const DEFAULT_LOCALE = "en-US"

/** Anything with a price and an optional sale price: an exam or a package. */
export interface Priced {
  readonly price: number
  /** The price while a sale runs; null when there is none. */
  readonly salePrice: number | null
}

/** A package: its own price and what its exams cost one by one. */
export interface Bundled extends Priced {
  readonly separatePrice: number
}

// Intl.NumberFormat is costly to build; cards render many prices.
const formatters = new Map<string, Intl.NumberFormat>()

const formatterFor = (locale: string): Intl.NumberFormat => {
  const known = formatters.get(locale)
  if (known !== undefined) return known
  const made = new Intl.NumberFormat(locale, { style: "currency", currency: CURRENCY })
  formatters.set(locale, made)
  return made
}

/** "$49.00" in en-US; other locales write dollars their own way ("49,00 $US"). */
export const formatPrice = (amount: number, locale: string = DEFAULT_LOCALE): string => formatterFor(locale).format(amount)

/** Cents, so sums and differences of two-decimal amounts stay exact. */
const toCents = (amount: number): number => Math.round(amount * 100)

/** What the learner pays now: the sale price while a sale runs, else the price. */
export const effectivePrice = (item: Priced): number => item.salePrice ?? item.price

/** A sale shows only when it actually lowers the price. */
export const isOnSale = (item: Priced): boolean => item.salePrice !== null && toCents(item.salePrice) < toCents(item.price)

/**
 * What a package saves against buying its exams one by one; never negative
 * (a package dearer than its parts saves nothing, it does not "cost extra").
 */
export const packageSavings = (item: Bundled): number => Math.max(0, toCents(item.separatePrice) - toCents(effectivePrice(item))) / 100
