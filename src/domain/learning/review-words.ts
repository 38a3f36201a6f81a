/**
 * The words of the spaced review: when the next review is, from the seconds
 * the server counted (the browser's clock is never trusted), and the due
 * counts My Exams shows.
 */

/** "in 10 minutes", "in 5 hours", "tomorrow", "in 3 days"; "now" when it is due already. */
export const nextReviewWords = (seconds: number): string => {
  if (seconds < 60) return seconds <= 0 ? "now" : "in under a minute"
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return minutes === 1 ? "in 1 minute" : `in ${minutes} minutes`
  const hours = Math.round(seconds / 3600)
  if (hours < 24) return hours === 1 ? "in 1 hour" : `in ${hours} hours`
  const days = Math.round(seconds / 86_400)
  return days === 1 ? "tomorrow" : `in ${days} days`
}

/** "3 questions due today", "1 question due today", "Nothing due today". */
export const dueTodayWords = (count: number): string => (count === 0 ? "Nothing due today" : `${count} ${count === 1 ? "question" : "questions"} due today`)

export const dueTomorrowWords = (count: number): string => (count === 0 ? "nothing due tomorrow" : `${count} due tomorrow`)

/** The learner's offset from UTC in minutes (east positive), as the review calls send it. */
export const utcOffsetOf = (date: Date): number => -date.getTimezoneOffset()

const DAY_MS = 86_400_000

/**
 * The end of the learner's day (as an instant, epoch milliseconds) that
 * holds `now`, for a clock `utcOffsetMinutes` ahead of UTC; and the end of
 * the day after. "Due today" is due before the first.
 */
export const reviewDayEnds = (now: number, utcOffsetMinutes: number): { readonly today: number; readonly tomorrow: number } => {
  const offsetMs = utcOffsetMinutes * 60_000
  const localStart = Math.floor((now + offsetMs) / DAY_MS) * DAY_MS
  const today = localStart + DAY_MS - offsetMs
  return { today, tomorrow: today + DAY_MS }
}
