/**
 * A guest's cart in local storage ("a guest can fill a cart too,
 * kept in the browser"), under one key: the items only (`{ kind, _id }`),
 * never a price, which the catalog and then the server's quote decide.
 * Signing in merges them into the learner's server cart, then they are
 * removed (the cart machine's clearGuestCart).
 *
 * Read back through the contract's CartItem schema (guest-cart-items.ts,
 * loaded only when the browser holds a cart: a first visit needs no schema):
 * a corrupt or hand-edited entry is ignored rather than trusted,
 * and a list longer than a merge accepts is cut to that size.
 *
 * Each function takes its storage as an optional argument so tests can pass
 * a fake; without one it uses localStorage, and does nothing where there is
 * none or the browser blocks it.
 */
import type { CartItem } from "../../api/cart/cart.ts"
import { type BrowserStore, localStore, readItem, removeItem, writeJson } from "../shared/browser-storage.ts"
import { loadChunk } from "../shared/lazy-route.ts"

/** The part of `Storage` these functions touch. */
export type GuestCartStore = BrowserStore

export const GUEST_CART_KEY = "guestCart"

/** What the browser keeps under the guest's cart key, as text; null when nothing (or storage is blocked). */
export const storedGuestCartText = (store: GuestCartStore | undefined = localStore()): string | null => readItem(store, GUEST_CART_KEY)

/**
 * The guest's items, oldest first, without repeats; [] when there are none
 * or the entry is not a cart. At once when nothing is stored; otherwise once
 * the contract's schema has loaded (a failed load keeps the cart empty for
 * this page, and says why).
 */
export const readGuestCartLater = (store: GuestCartStore | undefined = localStore()): Promise<ReadonlyArray<CartItem>> => {
  const text = storedGuestCartText(store)
  if (text === null) return Promise.resolve([])
  return loadChunk(() => import("./guest-cart-items.ts")).then(
    (items) => items.guestCartItems(text),
    (failure: unknown) => {
      console.error(failure)
      return []
    }
  )
}

/** A full or blocked storage keeps the cart for this page only. */
export const writeGuestCart = (items: ReadonlyArray<CartItem>, store: GuestCartStore | undefined = localStore()): void => {
  if (items.length === 0) removeItem(store, GUEST_CART_KEY)
  else
    writeJson(
      store,
      GUEST_CART_KEY,
      items.map((item) => ({ kind: item.kind, _id: item._id }))
    )
}

export const clearGuestCart = (store: GuestCartStore | undefined = localStore()): void => removeItem(store, GUEST_CART_KEY)
