/**
 * Formats a countdown as "mm: ss". The space after the colon is part of the
 * spec's format, not a typo. Minutes are not wrapped into hours because the
 * exam timer shows total minutes left ("120: 00" for a two-hour exam).
 * Negative and non-finite input shows "00: 00": a timer that has run out (or
 * is broken) must not display garbage.
 */
export function formatTimer(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0
  const mm = String(Math.floor(seconds / 60)).padStart(2, "0")
  const ss = String(seconds % 60).padStart(2, "0")
  return `${mm}: ${ss}`
}
