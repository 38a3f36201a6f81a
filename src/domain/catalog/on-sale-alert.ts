/**
 * "Notify me" on a coming-soon exam's page (src/api/catalog/on-sale-alerts.ts), as
 * the browser handles a guest: the press asks them to sign in and is kept
 * in the tab while they do, so that the request is made for them when they
 * land back on the exam's page signed in. A kept press counts only for the
 * exam it was made on and only for a while: a guest who gave up and signs
 * in much later, for something else, is not signed up for an email.
 */

/** What a guest who presses Notify me is told (with a link to sign in and come back). */
export const SIGN_IN_TO_BE_NOTIFIED = "Sign in to be told once when this exam goes on sale."

/** A guest's press, kept while they sign in. */
export interface KeptAlertRequest {
  readonly examId: string
  /** When it was pressed (ms since the epoch). */
  readonly at: number
}

/** How long a kept press waits for the guest to sign in and come back: 30 minutes. */
export const KEPT_REQUEST_MS = 30 * 60 * 1000

/** Whether the kept press was made on this exam, recently enough to act on now. */
export const isKeptRequestFor = (kept: KeptAlertRequest | null, examId: string, now: number): boolean =>
  kept !== null && kept.examId === examId && now >= kept.at && now - kept.at <= KEPT_REQUEST_MS

/** The kept press as stored text. */
export const keptRequestText = (kept: KeptAlertRequest): string => JSON.stringify({ examId: kept.examId, at: kept.at })

/** The kept press read back from its text; anything else (none, hand-edited, another shape) is none. */
export const parseKeptRequest = (text: string | null): KeptAlertRequest | null => {
  if (text === null) return null
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== "object" || value === null) return null
    const { examId, at } = value as Record<string, unknown>
    return typeof examId === "string" && examId !== "" && typeof at === "number" && Number.isFinite(at) ? { examId, at } : null
  } catch {
    return null
  }
}
