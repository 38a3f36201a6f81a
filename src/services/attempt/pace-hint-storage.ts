/**
 * The learner's choice of the behind-pace hint, remembered in the
 * browser: "off" once turned off, nothing (on) otherwise. One choice per
 * browser, for every exam; the hint is a help, not a setting of the account.
 * Each function takes its storage as an optional argument so tests can pass
 * a fake; without one it uses localStorage, and does nothing where there is
 * none or the browser blocks it.
 */
import { type BrowserStore, localStore, readItem, writeItem } from "../shared/browser-storage.ts"

export const PACE_HINT_KEY = "attempt-pace-hint"

export type PaceHintStore = Pick<BrowserStore, "getItem" | "setItem">

/** On unless the learner turned it off. */
export const readPaceHint = (store: PaceHintStore | undefined = localStore()): boolean => readItem(store, PACE_HINT_KEY) !== "off"

/** A full or blocked storage forgets the choice: the hint comes back next time. */
export const writePaceHint = (on: boolean, store: PaceHintStore | undefined = localStore()): void => writeItem(store, PACE_HINT_KEY, on ? "on" : "off")
