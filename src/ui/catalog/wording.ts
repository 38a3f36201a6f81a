/** "1 exam", "12 exams": counts the catalog writes everywhere. */
export const counted = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`

/** "90 days of access", "1 year of access" for whole years. */
export const accessPeriod = (days: number): string => {
  if (days >= 365 && days % 365 === 0) return `${counted(days / 365, "year")} of access`
  return `${counted(days, "day")} of access`
}
