/**
 * Relative notification time, mirroring moment's `calendar()` with the
 * default English formats, so timestamps read the same as in the previous UI:
 *
 *   day difference (see below)   format
 *   < -6                         "MM/DD/YYYY"              (sameElse, 'L')
 *   -6 … < -1                    "Last Monday at 3:05 PM"  (lastWeek)
 *   -1 … < 0                     "Yesterday at 3:05 PM"    (lastDay)
 *    0 … < 1                     "Today at 3:05 PM"        (sameDay)
 *    1 … < 2                     "Tomorrow at 3:05 PM"     (nextDay)
 *    2 … < 7                     "Friday at 3:05 PM"       (nextWeek)
 *   ≥ 7                          "MM/DD/YYYY"              (sameElse)
 *
 * The day difference is moment's: fractional days from the start of `now`'s
 * local day to `when`, measured in local wall-clock time. Wall-clock time
 * makes a 23- or 25-hour DST day still count as one day.
 */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const

const MS_PER_DAY = 86_400_000

// What moment prints for an invalid date; kept so a bad timestamp shows the
// same text as before instead of throwing inside a notification list.
export const INVALID_DATE_TEXT = "Invalid date"

export function notificationTime(when: Date, now: Date): string {
  if (Number.isNaN(when.getTime()) || Number.isNaN(now.getTime())) {
    return INVALID_DATE_TEXT
  }
  const startOfToday = wallClockMs(new Date(now.getFullYear(), now.getMonth(), now.getDate()))
  const diff = (wallClockMs(when) - startOfToday) / MS_PER_DAY
  const at = `at ${formatClock(when)}`

  if (diff < -6) return formatShortDate(when)
  if (diff < -1) return `Last ${weekdayName(when)} ${at}`
  if (diff < 0) return `Yesterday ${at}`
  if (diff < 1) return `Today ${at}`
  if (diff < 2) return `Tomorrow ${at}`
  if (diff < 7) return `${weekdayName(when)} ${at}`
  return formatShortDate(when)
}

/** moment's 'LT' in English: "h:mm A", e.g. "3:05 PM", "12:00 AM". */
export function formatClock(date: Date): string {
  const hours = date.getHours()
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  const minutes = String(date.getMinutes()).padStart(2, "0")
  return `${hour12}:${minutes} ${hours < 12 ? "AM" : "PM"}`
}

/** moment's 'L' in English: "MM/DD/YYYY". */
export function formatShortDate(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, "0")
  const dd = String(date.getDate()).padStart(2, "0")
  const yyyy = String(date.getFullYear()).padStart(4, "0")
  return `${mm}/${dd}/${yyyy}`
}

function weekdayName(date: Date): string {
  return WEEKDAYS[date.getDay()] ?? ""
}

// Local wall-clock time as if it were UTC, so subtracting two of these gives
// the difference a clock on the wall would show, independent of DST shifts.
function wallClockMs(date: Date): number {
  const utc = new Date(0)
  utc.setUTCFullYear(date.getFullYear(), date.getMonth(), date.getDate())
  utc.setUTCHours(date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds())
  return utc.getTime()
}
