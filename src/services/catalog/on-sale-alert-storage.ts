/**
 * A guest's Notify me press, kept in session storage while they sign in
 * (src/domain/catalog/on-sale-alert.ts): the exam's page reads it when they
 * land back on it signed in, makes the request, and forgets it.
 *
 * Session storage, not local storage: the press belongs to this tab's way
 * through sign-in, like the return path in its address. No Effect code here:
 * the catalog's wiring runs on the first page, before it is interactive.
 *
 * Each function takes its storage as an optional argument so tests can pass
 * a fake; without one it uses sessionStorage, and does nothing where there
 * is none or the browser blocks it.
 */
import { type KeptAlertRequest, keptRequestText, parseKeptRequest } from "../../domain/catalog/on-sale-alert.ts"

/** The part of `Storage` these functions touch. */
export interface KeptRequestStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const KEPT_ALERT_KEY = "notify-me-after-sign-in"

const browserStorage = (): KeptRequestStore | undefined => {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage
  } catch {
    // Reading `sessionStorage` throws when the browser blocks site data.
    return undefined
  }
}

export const readKeptRequest = (store: KeptRequestStore | undefined = browserStorage()): KeptAlertRequest | null => {
  try {
    return parseKeptRequest(store?.getItem(KEPT_ALERT_KEY) ?? null)
  } catch {
    return null
  }
}

/** Keeps the press (one at a time: the latest exam pressed is the one acted on). */
export const keepRequest = (kept: KeptAlertRequest, store: KeptRequestStore | undefined = browserStorage()): void => {
  try {
    store?.setItem(KEPT_ALERT_KEY, keptRequestText(kept))
  } catch {
    // Blocked storage: the learner presses Notify me again once back.
  }
}

/** Forgets the kept press if it is this exam's (another exam's press stays for its own page). */
export const forgetKeptRequest = (examId: string, store: KeptRequestStore | undefined = browserStorage()): void => {
  try {
    if (readKeptRequest(store)?.examId === examId) store?.removeItem(KEPT_ALERT_KEY)
  } catch {
    // Nothing to forget where storage is blocked.
  }
}
