/**
 * Dates as a learner reads them, in their own time zone: "November 22, 2026"
 * for posts and pages, with the time for comments. The API sends ISO 8601
 * instants; `<time dateTime>` keeps the exact one for machines.
 */
const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long" })
const DATE_AND_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })

const valid = (iso: string): Date | null => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

export const longDate = (iso: string): string => {
  const date = valid(iso)
  return date === null ? "" : LONG_DATE.format(date)
}

export const dateAndTime = (iso: string): string => {
  const date = valid(iso)
  return date === null ? "" : DATE_AND_TIME.format(date)
}

/** "1 comment", "3 likes": counts read as words. */
export const countOf = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`
