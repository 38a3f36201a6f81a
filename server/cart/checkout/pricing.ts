/**
 * The quote's arithmetic, written once for quoting and for the check at
 * paying: what each cart line costs now (the cart's payCents: the sale price
 * when one runs, else the price), the subtotal, the coupon's result (the
 * coupons' rule, src/domain/cart/coupon.ts, applied once on the subtotal),
 * the total, and the cart's fingerprint. Pure: the service feeds it what the
 * cart and the coupons answered.
 */
import type { CartItem, CartLine } from "../../../src/api/cart/cart.ts"
import type { QuoteLine } from "../../../src/api/cart/checkout.ts"
import type { AppliedCoupon } from "../coupons/service.ts"
import * as Messages from "./messages.ts"
import type { QuoteRecord } from "./records.ts"

/** The cart priced now. */
export interface PricedCart {
  readonly lines: ReadonlyArray<QuoteLine>
  readonly cartFingerprint: string
  readonly subtotalCents: number
  /** The coupon asked for, when it applies now. */
  readonly coupon: AppliedCoupon | null
  readonly totalCents: number
}

/** The cart's items as one string: `kind:id`, sorted, comma separated. The same items make the same fingerprint. */
export const cartFingerprint = (items: ReadonlyArray<CartItem>): string =>
  items
    .map((item) => `${item.kind}:${item._id}`)
    .sort()
    .join(",")

export const quoteLineOf = (line: CartLine): QuoteLine => ({ item: line.item, name: line.name, payCents: line.payCents })

export const priceCart = (lines: ReadonlyArray<CartLine>, coupon: AppliedCoupon | null): PricedCart => {
  const quoteLines = lines.map(quoteLineOf)
  const subtotalCents = quoteLines.reduce((sum, line) => sum + line.payCents, 0)
  return {
    lines: quoteLines,
    cartFingerprint: cartFingerprint(quoteLines.map((line) => line.item)),
    subtotalCents,
    coupon,
    totalCents: subtotalCents - (coupon?.discountCents ?? 0)
  }
}

/**
 * Why a quote cannot be paid as the cart is priced now, in the learner's
 * words; undefined when it still holds to the cent. `couponRefusal` is the
 * coupons' sentence when the quote's coupon no longer applies.
 */
export const differenceOf = (quote: QuoteRecord, now: PricedCart, couponRefusal: string | null): string | undefined => {
  if (quote.cartFingerprint !== now.cartFingerprint) return Messages.CART_CHANGED
  for (const line of now.lines) {
    const quoted = quote.lines.find((candidate) => candidate.item.kind === line.item.kind && candidate.item._id === line.item._id)
    if (quoted === undefined) return Messages.CART_CHANGED
    if (quoted.payCents !== line.payCents) return Messages.priceChanged(line.name, line.payCents)
  }
  if (quote.coupon !== null) {
    if (couponRefusal !== null) return Messages.couponNoLonger(couponRefusal)
    if (now.coupon === null || now.coupon.discountCents !== quote.coupon.discountCents) return Messages.couponChanged(quote.coupon.code)
  }
  if (now.subtotalCents !== quote.subtotalCents || now.totalCents !== quote.totalCents) return Messages.CART_CHANGED
  return undefined
}
