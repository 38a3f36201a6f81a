/**
 * A guest's cart in local storage (issue 10: "a guest can fill a cart too,
 * kept in the browser"), under one key: the items only (`{ kind, _id }`),
 * never a price, which the catalog and then the server's quote decide.
 * Signing in merges them into the learner's server cart, then they are
 * removed (the cart machine's clearGuestCart).
 *
 * Read back through the contract's CartItem schema: a corrupt or
 * hand-edited entry is ignored rather than trusted, and a list longer than
 * a merge accepts is cut to that size.
 *
 * Each function takes its storage as an optional argument so tests can pass
 * a fake; without one it uses localStorage, and does nothing where there is
 * none or the browser blocks it.
 */
import { Option, Schema } from "effect"
import { CartItem, MAX_LINES_PER_LIST } from "../../api/cart.ts"

/** The part of `Storage` these functions touch. */
export interface GuestCartStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const browserStorage = (): GuestCartStore | undefined => {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage
  } catch {
    return undefined
  }
}

export const GUEST_CART_KEY = "guestCart"

const decodeItems = Schema.decodeUnknownOption(Schema.Array(CartItem))

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const sameItem = (a: CartItem, b: CartItem): boolean => a.kind === b.kind && a._id === b._id

/** The guest's items, oldest first, without repeats; [] when there are none or the entry is not a cart. */
export const readGuestCart = (store: GuestCartStore | undefined = browserStorage()): ReadonlyArray<CartItem> => {
  let text: string | null = null
  try {
    text = store?.getItem(GUEST_CART_KEY) ?? null
  } catch {
    return []
  }
  if (text === null) return []
  const decoded = decodeItems(parseJson(text))
  if (Option.isNone(decoded)) return []
  const items: Array<CartItem> = []
  for (const item of decoded.value) {
    if (!items.some((kept) => sameItem(kept, item))) items.push({ kind: item.kind, _id: item._id } as CartItem)
  }
  return items.slice(0, MAX_LINES_PER_LIST)
}

export const writeGuestCart = (items: ReadonlyArray<CartItem>, store: GuestCartStore | undefined = browserStorage()): void => {
  try {
    if (items.length === 0) store?.removeItem(GUEST_CART_KEY)
    else store?.setItem(GUEST_CART_KEY, JSON.stringify(items.map((item) => ({ kind: item.kind, _id: item._id }))))
  } catch {
    // A full or blocked storage keeps the cart for this page only.
  }
}

export const clearGuestCart = (store: GuestCartStore | undefined = browserStorage()): void => {
  try {
    store?.removeItem(GUEST_CART_KEY)
  } catch {
    // Nothing to remove where storage is blocked.
  }
}
