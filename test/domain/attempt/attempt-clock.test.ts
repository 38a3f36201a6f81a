import { describe, expect, it } from "vitest"
import {
  deadlineOf,
  isPastGrace,
  pauseClock,
  remainingSeconds,
  resumeClock,
  shouldAnnounceTime,
  type AttemptClock
} from "../../../src/domain/attempt/attempt-clock.ts"

const START = Date.UTC(2026, 10, 22, 10, 0, 0)
const clock: AttemptClock = { startedAt: START, durationSeconds: 120, pausedMs: 0, pausedAt: null }

describe("attempt clock", () => {
  it("counts down from the duration and never below zero", () => {
    expect(remainingSeconds(clock, START)).toBe(120)
    expect(remainingSeconds(clock, START + 30_500)).toBe(90)
    expect(remainingSeconds(clock, START + 500_000)).toBe(0)
  })

  it("stops while paused and moves the deadline by the pause", () => {
    const paused = pauseClock(clock, START + 20_000)
    expect(remainingSeconds(paused, START + 80_000)).toBe(100)
    expect(pauseClock(paused, START + 90_000)).toBe(paused)
    const resumed = resumeClock(paused, START + 80_000)
    expect(resumed.pausedMs).toBe(60_000)
    expect(deadlineOf(resumed, START + 80_000)).toBe(START + 180_000)
    expect(remainingSeconds(resumed, START + 90_000)).toBe(90)
    expect(resumeClock(resumed, START + 95_000)).toBe(resumed)
  })

  it("allows 60 seconds of grace after the deadline, and none of it counts while paused", () => {
    expect(isPastGrace(clock, START + 180_000)).toBe(false)
    expect(isPastGrace(clock, START + 180_001)).toBe(true)
    expect(isPastGrace(pauseClock(clock, START + 1000), START + 999_000)).toBe(false)
  })

  it("announces each minute, then every 10 seconds in the last minute", () => {
    const announced = Array.from({ length: 181 }, (_, s) => s).filter(shouldAnnounceTime)
    expect(announced).toEqual([10, 20, 30, 40, 50, 60, 120, 180])
  })
})
