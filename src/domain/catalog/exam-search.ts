/**
 * What an exam search asks the server for. The contract takes at most 100
 * characters (src/api/catalog/catalog.ts); an address can carry any length, so the
 * words are trimmed and cut there instead of failing the page with a 400.
 */
export const SEARCH_MAX_LENGTH = 100

/** The search to run for what the address or the box holds; "" means every exam. */
export const searchTerms = (raw: string | null | undefined): string => (raw ?? "").trim().slice(0, SEARCH_MAX_LENGTH).trim()
