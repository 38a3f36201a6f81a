/**
 * What the cart and wishlist calls answer, in one place: the browser shows
 * these as they are (toasts, the merge's list of refusals), and the tests
 * compare them word for word. Names are quoted so a sentence reads right
 * whatever the item is called.
 */
import { type CartItem, type CartList, MAX_LINES_PER_LIST } from "../../src/api/cart/cart.ts"
import { comingSoonMessage } from "../../src/domain/cart/shop-notices.ts"

const listName = (list: CartList) => (list === "cart" ? "cart" : "wishlist")

// 404: unknown, or someone else's.
export const LINE_NOT_FOUND = "This item is not in your cart or wishlist."
export const EXAM_NOT_SOLD = "This exam is not for sale."
export const PACKAGE_NOT_SOLD = "This package is not for sale."
export const notSold = (item: CartItem) => (item.kind === "exam" ? EXAM_NOT_SOLD : PACKAGE_NOT_SOLD)

// 409: refusals.
export const alreadyInList = (list: CartList, name: string) => `"${name}" is already in your ${listName(list)}.`

export const alreadyOwned = (item: CartItem, name: string) =>
  item.kind === "exam"
    ? `You already have "${name}": it cannot be added again while your access lasts.`
    : `You already have every exam in "${name}": there is nothing in it left to buy.`

/** The same words as the guest's cart in the browser (src/domain/cart/shop-notices.ts). */
export const comingSoon = (item: CartItem, name: string) => comingSoonMessage(item.kind, name)

export const listFull = (list: CartList) => `Your ${listName(list)} is full: it holds at most ${MAX_LINES_PER_LIST} items. Remove one to make room.`

// Changes that went through.
export const added = (list: CartList, name: string) => `"${name}" was added to your ${listName(list)}.`
export const moved = (list: CartList, name: string) => `"${name}" was moved to your ${listName(list)}.`
export const removed = (list: CartList, name: string) => `"${name}" was removed from your ${listName(list)}.`

const items = (count: number) => (count === 1 ? "1 item" : `${count} items`)

/** The merge after sign-in: what joined the cart, and how many did not (each refusal carries its own words). */
export const mergeSummary = (merged: number, refused: number): string => {
  if (merged === 0 && refused === 0) return "There was nothing to bring over from before you signed in."
  const joined =
    merged === 0
      ? "Nothing from before you signed in was added to your cart"
      : `${items(merged)} from before you signed in ${merged === 1 ? "was" : "were"} added to your cart`
  return refused === 0 ? `${joined}.` : `${joined}; ${items(refused)} could not be: your cart says why.`
}
