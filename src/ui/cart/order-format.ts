/**
 * How Transactions and My Packages write dates: "12 May 2027" and
 * "12 May 2027, 14:05" (the learner's local time), month names fixed so
 * they read the same in every browser, like My Exams.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const

const dateOf = (iso: string | null): Date | null => {
  if (iso === null) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "12 May 2027"; "" when unreadable. */
export const formatDay = (iso: string | null): string => {
  const date = dateOf(iso)
  return date === null ? "" : `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`
}

/** "12 May 2027, 14:05"; "" when unreadable. */
export const formatDayTime = (iso: string | null): string => {
  const date = dateOf(iso)
  if (date === null) return ""
  return `${formatDay(iso)}, ${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`
}

/** "3 exams", "1 exam" and the like. */
export const countOf = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`
