/**
 * Where the browser keeps the session (spec §3): the `token` cookie, which
 * every request echoes in `x-access-token` (spec §6), and the localStorage
 * keys `token`, `userId` and `geoLocal`. Only what the API client needs now;
 * the session machine's work will build on these.
 *
 * Each function takes its browser objects as optional arguments so tests can
 * pass fakes; without them it uses the real ones, and does nothing where they
 * do not exist (node, a locked-down storage).
 */

export const TOKEN_COOKIE = "token"
export const STORAGE_KEYS = ["token", "userId", "geoLocal"] as const

/** The part of `document` the cookie functions touch. */
export interface CookieJar {
  cookie: string
}

/** The part of `Storage` the session functions touch. */
export interface KeyStore {
  removeItem(key: string): void
}

const browserCookies = (): CookieJar | undefined =>
  typeof document === "undefined" ? undefined : document

const browserStorage = (): KeyStore | undefined => {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage
  } catch {
    // Reading `localStorage` throws when the browser blocks site data.
    return undefined
  }
}

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

/** Forgets the stored session: the token cookie and the three storage keys. */
export const clearStoredSession = (
  jar: CookieJar | undefined = browserCookies(),
  store: KeyStore | undefined = browserStorage()
): void => {
  if (jar !== undefined) {
    jar.cookie = `${TOKEN_COOKIE}=; Max-Age=0; path=/`
  }
  if (store !== undefined) {
    for (const key of STORAGE_KEYS) store.removeItem(key)
  }
}
