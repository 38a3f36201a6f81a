/**
 * The pending payment's idempotency key in session storage ("the
 * idempotency key survives a reload mid-payment"). The checkout machine
 * saves it before the payment leaves and forgets it once the outcome is
 * settled; a reload of the cart finds it and asks the server about it
 * instead of paying again.
 *
 * Session storage, not local storage: the key belongs to this tab's
 * payment. Another tab has its own checkout, and a closed tab leaves no key
 * behind to resume weeks later. Kept per learner, so another account signed
 * in on the same tab never resumes someone else's payment.
 *
 * Each function takes its storage as an optional argument so tests can pass
 * a fake; without one it uses sessionStorage, and does nothing where there
 * is none or the browser blocks it.
 */
import { Option, Schema } from "effect"
import { IdempotencyKey } from "../../api/cart/checkout.ts"
import { type BrowserStore, readItem, removeItem, sessionStore, writeItem } from "../shared/browser-storage.ts"

/** The part of `Storage` these functions touch. */
export type KeyStore = BrowserStore

export const CHECKOUT_KEY_PREFIX = "checkout-key"

export const checkoutKeyName = (userId: string): string => `${CHECKOUT_KEY_PREFIX}:${userId}`

const decodeKey = Schema.decodeUnknownOption(IdempotencyKey)

/** The learner's pending key, or null (none, or not a key: a hand-edited entry is ignored). */
export const readPendingKey = (userId: string, store: KeyStore | undefined = sessionStore()): string | null => {
  const text = readItem(store, checkoutKeyName(userId))
  if (text === null) return null
  const key = decodeKey(text)
  return Option.isSome(key) ? key.value : null
}

/** Blocked storage: a reload cannot resume, but the server still answers the same key once. */
export const savePendingKey = (userId: string, key: string, store: KeyStore | undefined = sessionStore()): void =>
  writeItem(store, checkoutKeyName(userId), key)

export const forgetPendingKey = (userId: string, store: KeyStore | undefined = sessionStore()): void => removeItem(store, checkoutKeyName(userId))
