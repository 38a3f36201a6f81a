/**
 * The browser's storage, read and written without ever throwing: there is
 * none in node, and the browser may block site data (then even reading
 * `localStorage` throws) or refuse a write (full). Each feature's storage
 * module keeps its own keys and meaning; these are the shared steps.
 *
 * Every function takes the store to use, so a feature's functions can take
 * a fake from tests and default to `localStore()` or `sessionStore()`.
 * No Effect code: the first page's wiring uses it before it is interactive.
 */

/** The part of `Storage` the feature storage modules touch. */
export interface BrowserStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const reach = (open: () => Storage | undefined): Storage | undefined => {
  try {
    return open()
  } catch {
    // Reading the storage throws when the browser blocks site data.
    return undefined
  }
}

/** `localStorage`, or undefined where there is none or it is blocked. */
export const localStore = (): Storage | undefined => reach(() => (typeof localStorage === "undefined" ? undefined : localStorage))

/** `sessionStorage` (this tab's), or undefined where there is none or it is blocked. */
export const sessionStore = (): Storage | undefined => reach(() => (typeof sessionStorage === "undefined" ? undefined : sessionStorage))

/** The text kept under `key`; null when there is none, no store, or the store is blocked. */
export const readItem = (store: Pick<BrowserStore, "getItem"> | undefined, key: string): string | null => {
  try {
    return store?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Keeps `value` under `key`; a full or blocked store (or none) loses it, and the caller goes on without. */
export const writeItem = (store: Pick<BrowserStore, "setItem"> | undefined, key: string, value: string): void => {
  try {
    store?.setItem(key, value)
  } catch {
    // Full or blocked: only the browser's copy is lost.
  }
}

/** Keeps `value` as JSON under `key`, as writeItem. */
export const writeJson = (store: Pick<BrowserStore, "setItem"> | undefined, key: string, value: unknown): void => {
  try {
    store?.setItem(key, JSON.stringify(value))
  } catch {
    // Full or blocked: only the browser's copy is lost.
  }
}

/** Removes what is kept under `key`; nothing to do where there is no store or it is blocked. */
export const removeItem = (store: Pick<BrowserStore, "removeItem"> | undefined, key: string): void => {
  try {
    store?.removeItem(key)
  } catch {
    // Nothing to remove where storage is blocked.
  }
}

/** Stored text read back as JSON; undefined when it is not JSON (a corrupt or hand-edited entry). */
export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
