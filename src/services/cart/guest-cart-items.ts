/**
 * The guest's stored cart decoded through the contract's CartItem schema
 * (guest-cart-storage.ts keeps and reads the text; this module, with the
 * schema, is loaded only when there is one): a corrupt or
 * hand-edited entry is ignored rather than trusted, repeats are dropped and
 * a list longer than a merge accepts is cut to that size.
 */
import { Option, Schema } from "effect"
import { CartItem, MAX_LINES_PER_LIST } from "../../api/cart/cart.ts"
import { parseJson } from "../shared/browser-storage.ts"
import { type GuestCartStore, storedGuestCartText } from "./guest-cart-storage.ts"

const decodeItems = Schema.decodeUnknownOption(Schema.Array(CartItem))

const sameItem = (a: CartItem, b: CartItem): boolean => a.kind === b.kind && a._id === b._id

/** The items in `text` (what the browser stored), oldest first, without repeats; [] when it is not a cart. */
export const guestCartItems = (text: string): ReadonlyArray<CartItem> => {
  const decoded = decodeItems(parseJson(text))
  if (Option.isNone(decoded)) return []
  const items: Array<CartItem> = []
  for (const item of decoded.value) {
    if (!items.some((kept) => sameItem(kept, item))) items.push({ kind: item.kind, _id: item._id } as CartItem)
  }
  return items.slice(0, MAX_LINES_PER_LIST)
}

/** The guest's items as `store` holds them, at once; [] when there are none or the entry is not a cart. */
export const readGuestCart = (store?: GuestCartStore): ReadonlyArray<CartItem> => {
  const text = storedGuestCartText(store)
  return text === null ? [] : guestCartItems(text)
}
