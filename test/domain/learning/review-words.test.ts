import { describe, expect, it } from "vitest"
import { dueTodayWords, dueTomorrowWords, nextReviewWords, reviewDayEnds, utcOffsetOf } from "../../../src/domain/learning/review-words.ts"

describe("the review's words", () => {
  it("says when the next review is", () => {
    expect(nextReviewWords(-5)).toBe("now")
    expect(nextReviewWords(30)).toBe("in under a minute")
    expect(nextReviewWords(60)).toBe("in 1 minute")
    expect(nextReviewWords(600)).toBe("in 10 minutes")
    expect(nextReviewWords(3600)).toBe("in 1 hour")
    expect(nextReviewWords(5 * 3600)).toBe("in 5 hours")
    expect(nextReviewWords(86_400)).toBe("tomorrow")
    expect(nextReviewWords(3 * 86_400 + 600)).toBe("in 3 days")
  })

  it("counts what is due", () => {
    expect(dueTodayWords(0)).toBe("Nothing due today")
    expect(dueTodayWords(1)).toBe("1 question due today")
    expect(dueTodayWords(4)).toBe("4 questions due today")
    expect(dueTomorrowWords(0)).toBe("nothing due tomorrow")
    expect(dueTomorrowWords(2)).toBe("2 due tomorrow")
  })

  it("ends the learner's day at their own midnight", () => {
    // 2026-03-02 22:30 UTC. In UTC the day ends at 03-03 00:00 UTC.
    const now = Date.UTC(2026, 2, 2, 22, 30)
    expect(reviewDayEnds(now, 0)).toEqual({ today: Date.UTC(2026, 2, 3), tomorrow: Date.UTC(2026, 2, 4) })
    // UTC+2: it is already 00:30 on 03-03 there; that day ends at 03-04 00:00 local = 03-03 22:00 UTC.
    expect(reviewDayEnds(now, 120).today).toBe(Date.UTC(2026, 2, 3, 22))
    // UTC-5: 17:30 on 03-02; the day ends at 03-03 00:00 local = 03-03 05:00 UTC.
    expect(reviewDayEnds(now, -300).today).toBe(Date.UTC(2026, 2, 3, 5))
  })

  it("reads the offset east of UTC", () => {
    const date = new Date()
    expect(utcOffsetOf(date)).toBe(-date.getTimezoneOffset())
  })
})
