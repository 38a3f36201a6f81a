/**
 * Whole days of access left (My Packages' exams): a part of a day counts as
 * a day, so access ending later today reads "1 day left", and an ended one
 * reads 0. The server's PackageSubscription.daysLeft is the package's own
 * count; the exams a package grants share its dates.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** Days left until `expiresAt` (an ISO 8601 instant) at `now` (ms); 0 when unreadable or past. */
export const daysLeftAt = (expiresAt: string, now: number): number => {
  const end = Date.parse(expiresAt)
  if (Number.isNaN(end) || end <= now) return 0
  return Math.ceil((end - now) / DAY_MS)
}

/** "1 day left", "12 days left", "Ended". */
export const daysLeftText = (days: number): string => (days <= 0 ? "Ended" : days === 1 ? "1 day left" : `${days} days left`)
