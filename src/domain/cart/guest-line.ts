/**
 * One line of a guest's cart as the cart screen shows it. A guest's cart
 * keeps only `{ kind, _id }` in the browser; the name and the prices come
 * from the public catalog when the screen opens (src/services/cart/
 * cart-calls.ts guestLines), and the server prices everything again once
 * the learner signs in and checks out.
 */
import type { CartItem } from "../../api/cart/cart.ts"

export interface GuestLine {
  readonly item: CartItem
  readonly name: string
  /** The overview path's slug. */
  readonly slug: string
  readonly priceCents: number
  /** The sale price while one runs, else null. */
  readonly salePriceCents: number | null
  /** The catalog no longer sells it (404): only Remove is offered. */
  readonly unavailable: boolean
}

/** What the line would cost now: the sale price when one runs. */
export const guestLinePay = (line: GuestLine): number => line.salePriceCents ?? line.priceCents

/** The sum of what the guest's lines would cost now, before any coupon (the server decides the real total). */
export const guestSubtotal = (lines: ReadonlyArray<GuestLine>): number => lines.reduce((sum, line) => sum + (line.unavailable ? 0 : guestLinePay(line)), 0)
