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
import { type BrowserStore, readItem, removeItem, sessionStore, writeItem } from "../shared/browser-storage.ts"

/** The part of `Storage` these functions touch. */
export type KeptRequestStore = BrowserStore

export const KEPT_ALERT_KEY = "notify-me-after-sign-in"

export const readKeptRequest = (store: KeptRequestStore | undefined = sessionStore()): KeptAlertRequest | null =>
  parseKeptRequest(readItem(store, KEPT_ALERT_KEY))

/** Keeps the press (one at a time: the latest exam pressed is the one acted on); blocked storage: the learner presses Notify me again once back. */
export const keepRequest = (kept: KeptAlertRequest, store: KeptRequestStore | undefined = sessionStore()): void =>
  writeItem(store, KEPT_ALERT_KEY, keptRequestText(kept))

/** Forgets the kept press if it is this exam's (another exam's press stays for its own page). */
export const forgetKeptRequest = (examId: string, store: KeptRequestStore | undefined = sessionStore()): void => {
  if (readKeptRequest(store)?.examId === examId) removeItem(store, KEPT_ALERT_KEY)
}
