import { describe, it, expect } from "vitest"
import { INVALID_DATE_TEXT, WEEKDAYS, formatClock, formatShortDate, notificationTime } from "../../../src/domain/account/notification-time.ts"

// All dates are local so the expectations hold in any time zone.
// `now` is Wednesday 11 Nov 2026, 10:00.
const now = new Date(2026, 10, 11, 10, 0)
const at = (day: number, h: number, m = 0) => new Date(2026, 10, day, h, m)

describe("formatClock (moment 'LT')", () => {
  it("uses a 12-hour clock without a leading zero and two-digit minutes", () => {
    expect(formatClock(at(11, 15, 5))).toBe("3:05 PM")
    expect(formatClock(at(11, 9, 0))).toBe("9:00 AM")
    expect(formatClock(at(11, 11, 59))).toBe("11:59 AM")
  })

  it("shows midnight and noon as 12", () => {
    expect(formatClock(at(11, 0, 0))).toBe("12:00 AM")
    expect(formatClock(at(11, 12, 0))).toBe("12:00 PM")
    expect(formatClock(at(11, 23, 1))).toBe("11:01 PM")
  })
})

describe("formatShortDate (moment 'L')", () => {
  it("formats MM/DD/YYYY with padding", () => {
    expect(formatShortDate(at(2, 15))).toBe("11/02/2026")
    expect(formatShortDate(new Date(2027, 0, 5))).toBe("01/05/2027")
  })

  it("pads the year to four digits", () => {
    const d = new Date(2026, 6, 4)
    d.setFullYear(5)
    expect(formatShortDate(d)).toBe("07/04/0005")
  })
})

describe("notificationTime", () => {
  it("says Today for any time on the same calendar day", () => {
    expect(notificationTime(at(11, 15, 5), now)).toBe("Today at 3:05 PM")
    expect(notificationTime(at(11, 0, 0), now)).toBe("Today at 12:00 AM")
    expect(notificationTime(at(11, 23, 59), now)).toBe("Today at 11:59 PM")
  })

  it("says Yesterday for the previous calendar day, even under 24 hours ago", () => {
    expect(notificationTime(at(10, 9, 0), now)).toBe("Yesterday at 9:00 AM")
    expect(notificationTime(at(10, 0, 0), now)).toBe("Yesterday at 12:00 AM")
    expect(notificationTime(at(10, 23, 59), now)).toBe("Yesterday at 11:59 PM")
  })

  it("says Tomorrow for the next calendar day", () => {
    expect(notificationTime(at(12, 0, 0), now)).toBe("Tomorrow at 12:00 AM")
    expect(notificationTime(at(12, 15, 5), now)).toBe("Tomorrow at 3:05 PM")
    expect(notificationTime(at(12, 23, 59), now)).toBe("Tomorrow at 11:59 PM")
  })

  it("says Last <weekday> for 2 to 6 days back", () => {
    expect(notificationTime(at(9, 15, 5), now)).toBe("Last Monday at 3:05 PM")
    expect(notificationTime(at(9, 23, 59), now)).toBe("Last Monday at 11:59 PM")
    expect(notificationTime(at(5, 0, 0), now)).toBe("Last Thursday at 12:00 AM")
  })

  it("falls back to the date from 7 days back", () => {
    expect(notificationTime(at(4, 23, 59), now)).toBe("11/04/2026")
    expect(notificationTime(at(2, 15, 5), now)).toBe("11/02/2026")
    expect(notificationTime(new Date(2025, 10, 11, 10, 0), now)).toBe("11/11/2025")
  })

  it("says <weekday> at for 2 to 6 days ahead", () => {
    expect(notificationTime(at(13, 0, 0), now)).toBe("Friday at 12:00 AM")
    expect(notificationTime(at(13, 15, 5), now)).toBe("Friday at 3:05 PM")
    expect(notificationTime(at(17, 23, 59), now)).toBe("Tuesday at 11:59 PM")
  })

  it("falls back to the date from 7 days ahead", () => {
    expect(notificationTime(at(18, 0, 0), now)).toBe("11/18/2026")
    expect(notificationTime(new Date(2027, 0, 5, 8, 0), now)).toBe("01/05/2027")
  })

  it("depends on now's calendar day, not on its time of day", () => {
    const earlyNow = new Date(2026, 10, 11, 0, 0)
    const lateNow = new Date(2026, 10, 11, 23, 59, 59, 999)
    for (const current of [earlyNow, lateNow]) {
      expect(notificationTime(at(10, 23, 59), current)).toBe("Yesterday at 11:59 PM")
      expect(notificationTime(at(11, 0, 0), current)).toBe("Today at 12:00 AM")
      expect(notificationTime(at(12, 0, 0), current)).toBe("Tomorrow at 12:00 AM")
      expect(notificationTime(at(5, 0, 0), current)).toBe("Last Thursday at 12:00 AM")
      expect(notificationTime(at(4, 23, 59), current)).toBe("11/04/2026")
    }
  })

  it("works across month and year boundaries", () => {
    const newYear = new Date(2027, 0, 1, 8, 0) // a Friday
    expect(notificationTime(new Date(2026, 11, 31, 22, 0), newYear)).toBe("Yesterday at 10:00 PM")
    expect(notificationTime(new Date(2026, 11, 28, 7, 30), newYear)).toBe("Last Monday at 7:30 AM")
    expect(notificationTime(new Date(2026, 11, 25, 7, 30), newYear)).toBe("12/25/2026")
    expect(notificationTime(new Date(2027, 0, 2, 7, 30), newYear)).toBe("Tomorrow at 7:30 AM")
  })

  // Moment measures days in wall-clock time. In zones with DST (e.g. US zones,
  // where it started 8 Mar 2026) an elapsed-milliseconds implementation
  // would put this 6.02-wall-clock-day-old time inside "last week".
  it("counts days in wall-clock time across a DST change", () => {
    const afterDst = new Date(2026, 2, 9, 12, 0)
    expect(notificationTime(new Date(2026, 2, 2, 23, 30), afterDst)).toBe("03/02/2026")
    expect(notificationTime(new Date(2026, 2, 3, 0, 0), afterDst)).toBe("Last Tuesday at 12:00 AM")
  })

  it("returns moment's text for invalid dates", () => {
    expect(INVALID_DATE_TEXT).toBe("Invalid date")
    expect(notificationTime(new Date(Number.NaN), now)).toBe("Invalid date")
    expect(notificationTime(now, new Date("not a date"))).toBe("Invalid date")
  })

  it("names weekdays in English, Sunday first like Date#getDay", () => {
    expect(WEEKDAYS).toHaveLength(7)
    expect(WEEKDAYS[new Date(2026, 10, 1).getDay()]).toBe("Sunday")
    expect(WEEKDAYS[new Date(2026, 10, 7).getDay()]).toBe("Saturday")
  })
})
