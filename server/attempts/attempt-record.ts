/**
 * An attempt row as the server reads it, and its clock in the shape the
 * domain's rules (src/domain/attempt-clock.ts) compute with.
 */
import type { Statement } from "effect/sql"
import type { AttemptStatus, SubmittedBy } from "../../src/api/attempts.ts"
import type { AttemptClock } from "../../src/domain/attempt/attempt-clock.ts"

export interface AttemptRecord {
  readonly id: string
  readonly user_id: string
  readonly subscription_id: string
  readonly test_id: string
  readonly status: AttemptStatus
  readonly started_at: Date | string
  readonly duration_seconds: number
  readonly paused_ms: number
  readonly paused_at: Date | string | null
  readonly last_seq: number
  readonly submitted_at: Date | string | null
  readonly submitted_by: SubmittedBy | null
  /** From the test: whether it may be paused. */
  readonly pause_allowed: boolean
}

/** The columns of AttemptRecord, for `FROM attempts a JOIN practice_tests t ON t.id = a.test_id`. */
export const ATTEMPT_RECORD_COLUMNS = `a.id, a.user_id, a.subscription_id, a.test_id, a.status, a.started_at, a.duration_seconds,
  a.paused_ms::float8 AS paused_ms, a.paused_at, a.last_seq, a.submitted_at, a.submitted_by, t.pause_allowed`

export const millisOf = (instant: Date | string): number => new Date(instant).getTime()

export const isoOf = (instant: Date | string): string => new Date(instant).toISOString()

export const clockOf = (attempt: AttemptRecord): AttemptClock => ({
  startedAt: millisOf(attempt.started_at),
  durationSeconds: attempt.duration_seconds,
  pausedMs: attempt.paused_ms,
  pausedAt: attempt.paused_at === null ? null : millisOf(attempt.paused_at)
})

/** The lock every change of an attempt takes first, so saves, pauses and submits never interleave. */
export const lockAttempt = (
  sql: Statement.Constructor,
  attemptId: string,
  userId: string
) =>
  sql<AttemptRecord>`
    SELECT ${sql.literal(ATTEMPT_RECORD_COLUMNS)}
    FROM attempts a JOIN practice_tests t ON t.id = a.test_id
    WHERE a.id = ${attemptId} AND a.user_id = ${userId}
    FOR UPDATE OF a`
