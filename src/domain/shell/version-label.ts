export const EARLY_RELEASE_LAST_DAY = 15

/**
 * Version label format: `<ER|LT><MM><YY>`.
 *   - "ER" (early release) for days 1–15 of the month, "LT" (late) from the 16th;
 *   - MM is the month, two digits (01–12);
 *   - YY is the last two digits of the year.
 * e.g. 5 Nov 2026 → "ER1126", 22 Nov 2026 → "LT1126", 16 Mar 2026 → "LT0326".
 *
 * Local date parts are used because the label names the release the learner
 * sees on their calendar, not the UTC one.
 */
export function versionLabel(date: Date): string {
  if (Number.isNaN(date.getTime())) {
    throw new RangeError("versionLabel: invalid date")
  }
  const half = date.getDate() <= EARLY_RELEASE_LAST_DAY ? "ER" : "LT"
  const month = String(date.getMonth() + 1).padStart(2, "0")
  const year = String(((date.getFullYear() % 100) + 100) % 100).padStart(2, "0")
  return `${half}${month}${year}`
}
