/**
 * How My Exams and the attempt screens write dates, scores and durations.
 * Month names are fixed (not the browser's locale data) so "12 May 2027"
 * reads the same everywhere; times are the learner's local time.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const

const dateOf = (iso: string): Date | null => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "12 May 2027". */
export const formatDay = (iso: string): string => {
  const date = dateOf(iso)
  return date === null ? "" : `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`
}

/** "12 May 2027, 14:05". */
export const formatDayTime = (iso: string): string => {
  const date = dateOf(iso)
  if (date === null) return ""
  const hh = String(date.getHours()).padStart(2, "0")
  const mm = String(date.getMinutes()).padStart(2, "0")
  return `${formatDay(iso)}, ${hh}:${mm}`
}

/** "72%", "66.7%": at most one decimal. */
export const formatPercent = (percentage: number): string => `${Math.round(percentage * 10) / 10}%`

/** "90 minutes", "1 minute". */
export const formatMinutes = (minutes: number): string => `${minutes} ${minutes === 1 ? "minute" : "minutes"}`

/** "3 questions", "1 question" and the like. */
export const countOf = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`

/** The timer read out to screen readers: "5 minutes left", "50 seconds left". */
export const timeLeftWords = (seconds: number): string =>
  seconds >= 60 && seconds % 60 === 0
    ? `${countOf(seconds / 60, "minute")} left`
    : seconds > 60
      ? `${countOf(Math.floor(seconds / 60), "minute")} ${countOf(seconds % 60, "second")} left`
      : `${countOf(seconds, "second")} left`
