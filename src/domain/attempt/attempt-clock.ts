/**
 * The exam attempt's clock. The server owns time: it stores when
 * the attempt started, how long the test lasts and how long it was paused,
 * and computes the time remaining on every answer; the browser counts down
 * from that figure and re-syncs on each save.
 */

export interface AttemptClock {
  /** Epoch milliseconds. */
  readonly startedAt: number
  readonly durationSeconds: number
  /** Pauses already ended, in total. */
  readonly pausedMs: number
  /** Epoch milliseconds of the pause under way, or null while the clock runs. */
  readonly pausedAt: number | null
}

/** A save or submit this long after the deadline is still accepted (a slow network at the last second). */
export const SUBMIT_GRACE_SECONDS = 60

/**
 * The page's countdown ticks on its own timer, re-synced to the server's
 * whole seconds at every save: its zero can come up to a second and a half
 * before the server's. A submit this close to the deadline is the time
 * running out, not the learner's choice.
 */
export const COUNTDOWN_LEAD_MS = 1500

/** When the time runs out, counting pauses; a paused clock's deadline moves with the pause. */
export const deadlineOf = (clock: AttemptClock, now: number): number =>
  clock.startedAt + clock.durationSeconds * 1000 + clock.pausedMs + (clock.pausedAt === null ? 0 : Math.max(0, now - clock.pausedAt))

/** Whole seconds left, never negative. */
export const remainingSeconds = (clock: AttemptClock, now: number): number => Math.max(0, Math.ceil((deadlineOf(clock, now) - now) / 1000))

/** True once even the grace period is over: the server refuses saves and submits itself. */
export const isPastGrace = (clock: AttemptClock, now: number, graceSeconds = SUBMIT_GRACE_SECONDS): boolean =>
  clock.pausedAt === null && now > deadlineOf(clock, now) + graceSeconds * 1000

export const pauseClock = (clock: AttemptClock, now: number): AttemptClock => (clock.pausedAt === null ? { ...clock, pausedAt: now } : clock)

export const resumeClock = (clock: AttemptClock, now: number): AttemptClock =>
  clock.pausedAt === null ? clock : { ...clock, pausedMs: clock.pausedMs + Math.max(0, now - clock.pausedAt), pausedAt: null }

/**
 * Whether the timer should be read out to screen readers at this second:
 * at each whole minute, then every 10 seconds in the last minute — never
 * every second, which would drown out the question.
 */
export const shouldAnnounceTime = (secondsLeft: number): boolean => secondsLeft > 0 && (secondsLeft <= 60 ? secondsLeft % 10 === 0 : secondsLeft % 60 === 0)
