/**
 * The learner's choice of the behind-pace hint, remembered in the
 * browser: "off" once turned off, nothing (on) otherwise. One choice per
 * browser, for every exam; the hint is a help, not a setting of the account.
 * Each function takes its storage as an optional argument so tests can pass
 * a fake; without one it uses localStorage, and does nothing where there is
 * none or the browser blocks it.
 */
export const PACE_HINT_KEY = "attempt-pace-hint"

export interface PaceHintStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

const browserStorage = (): PaceHintStore | undefined => {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage
  } catch {
    // Reading `localStorage` throws when the browser blocks site data.
    return undefined
  }
}

/** On unless the learner turned it off. */
export const readPaceHint = (store: PaceHintStore | undefined = browserStorage()): boolean => {
  try {
    return store?.getItem(PACE_HINT_KEY) !== "off"
  } catch {
    return true
  }
}

export const writePaceHint = (on: boolean, store: PaceHintStore | undefined = browserStorage()): void => {
  try {
    store?.setItem(PACE_HINT_KEY, on ? "on" : "off")
  } catch {
    // A full or blocked storage forgets the choice: the hint comes back next time.
  }
}
