/**
 * Where the browser keeps the session (spec §3): the `token` cookie, which
 * every request echoes in `x-access-token` (spec §6), and the localStorage
 * keys `token`, `userId` and `geoLocal`. The session machine's named actions
 * (storeSession, storeToken, clearStoredSession, storeGeoLocal) are these.
 *
 * Each function takes its browser objects as optional arguments so tests can
 * pass fakes; without them it uses the real ones, and does nothing where they
 * do not exist (node, a locked-down storage).
 */
import { type BrowserStore, localStore, readItem, removeItem, sessionStore, writeItem } from "./browser-storage.ts"

export const TOKEN_COOKIE = "token"
export const STORAGE_KEYS = ["token", "userId", "geoLocal"] as const
/**
 * What else a sign-out or a 401 forgets (spec §4: "the cart counter and the
 * attempt data"): kept by later cart and attempt work under these keys.
 */
export const SESSION_DATA_KEYS = ["cartCounter", "attemptData"] as const

/** The part of `document` the cookie functions touch. */
export interface CookieJar {
  cookie: string
}

/** The part of `Storage` the session functions touch. */
export interface KeyStore {
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const browserCookies = (): CookieJar | undefined => (typeof document === "undefined" ? undefined : document)

/** The `token` cookie's value, or null when there is none (a guest). */
export const readTokenCookie = (jar: CookieJar | undefined = browserCookies()): string | null => {
  if (jar === undefined) return null
  for (const pair of jar.cookie.split(";")) {
    const separator = pair.indexOf("=")
    if (separator === -1) continue
    if (pair.slice(0, separator).trim() !== TOKEN_COOKIE) continue
    const raw = pair.slice(separator + 1).trim()
    if (raw === "") return null
    try {
      return decodeURIComponent(raw)
    } catch {
      // A cookie written by something else may not be URI-encoded.
      return raw
    }
  }
  return null
}

/**
 * The cookie every request echoes (spec §6). Readable by the page on purpose
 * (the app copies it into x-access-token); SameSite=Lax keeps other sites
 * from sending it, and Secure follows the page's scheme. No expiry: the token
 * lives 5 minutes and the httpOnly `sid` cookie restores a closed browser.
 */
const tokenCookie = (token: string): string =>
  `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax` + (globalThis.location?.protocol === "https:" ? "; Secure" : "")

/** The signed-in learner's id as the session stored it (spec §3 `userId`), or null. */
export const storedUserId = (store: { getItem(key: string): string | null } | undefined = localStore()): string | null => {
  const userId = readItem(store, "userId")
  return userId === null || userId === "" ? null : userId
}

/**
 * Signed in: the cookie plus localStorage token and userId (spec §3). A full
 * or blocked storage only loses the copy; the cookie still works.
 */
export const storeSession = (
  session: { readonly token: string; readonly userId: string },
  jar: CookieJar | undefined = browserCookies(),
  store: KeyStore | undefined = localStore()
): void => {
  if (jar !== undefined) jar.cookie = tokenCookie(session.token)
  writeItem(store, "token", session.token)
  writeItem(store, "userId", session.userId)
}

/** A refreshed token replaces the old one in the cookie and the storage. */
export const storeToken = (token: string, jar: CookieJar | undefined = browserCookies(), store: KeyStore | undefined = localStore()): void => {
  if (jar !== undefined) jar.cookie = tokenCookie(token)
  writeItem(store, "token", token)
}

/** The browser's granted location, as JSON {lat, lng} (spec §3 geoLocal). */
export const storeGeoLocal = (position: { readonly lat: number; readonly lng: number }, store: KeyStore | undefined = localStore()): void =>
  writeItem(store, "geoLocal", JSON.stringify({ lat: position.lat, lng: position.lng }))

/** Forgets the stored session: the token cookie, the storage keys, the cart counter and attempt data. */
export const clearStoredSession = (jar: CookieJar | undefined = browserCookies(), store: KeyStore | undefined = localStore()): void => {
  if (jar !== undefined) {
    jar.cookie = `${TOKEN_COOKIE}=; Max-Age=0; path=/`
  }
  if (store !== undefined) {
    for (const key of [...STORAGE_KEYS, ...SESSION_DATA_KEYS]) store.removeItem(key)
  }
}

/**
 * The one-time reset token between the code screen and the reset screen.
 * In sessionStorage, never in the URL: a URL ends up in history, logs and
 * Referer headers, and this token lets whoever holds it set a password.
 */
const RESET_GRANT_KEY = "resetGrant"

export const keepResetToken = (resetToken: string, store: BrowserStore | undefined = sessionStore()): void => writeItem(store, RESET_GRANT_KEY, resetToken)

export const readResetToken = (store: BrowserStore | undefined = sessionStore()): string | null => readItem(store, RESET_GRANT_KEY)

export const forgetResetToken = (store: BrowserStore | undefined = sessionStore()): void => removeItem(store, RESET_GRANT_KEY)
