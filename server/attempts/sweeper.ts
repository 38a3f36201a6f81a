/**
 * Submits attempts left open past their deadline plus the grace (a closed
 * laptop, a lost connection at the last minute), scoring what was saved, with
 * submitted_by "server". Runs at start-up and then on a schedule
 * (ATTEMPT_SWEEP_SECONDS, 30 by default); tests call `sweepAttempts` directly.
 *
 * Each attempt is taken with `FOR UPDATE SKIP LOCKED` in its own transaction
 * and submitted with a conditional UPDATE, so two servers sweeping at once,
 * or a sweep meeting a learner's save or submit, never score an attempt
 * twice: a locked attempt is skipped (its own call deals with the time), and
 * one already submitted is left as it is.
 */
import { Clock, Duration, Effect, Layer, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { isPastGrace, SUBMIT_GRACE_SECONDS } from "../../src/domain/attempt/attempt-clock.ts"
import { Settings } from "../config.ts"
import { ATTEMPT_RECORD_COLUMNS, type AttemptRecord, clockOf } from "./attempt-record.ts"
import { submitAttempt } from "./attempt-result.ts"

export const DEFAULT_SWEEP_SECONDS = 30

/** Attempts taken per sweep; a backlog is worked through over the next sweeps. */
const BATCH = 500

/** Submits every running attempt whose grace is over; answers how many it submitted. */
export const sweepAttempts = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const now = yield* Clock.currentTimeMillis
  const cutoff = new Date(now - SUBMIT_GRACE_SECONDS * 1000)
  // A first cut in SQL (paused attempts have no deadline); the domain's
  // rule decides for each one below.
  const candidates = yield* sql<{ id: string }>`
    SELECT id FROM attempts
    WHERE status = 'ongoing' AND started_at < ${cutoff}
      AND started_at + make_interval(secs => duration_seconds) + paused_ms * interval '1 millisecond' < ${cutoff}
    ORDER BY started_at
    LIMIT ${BATCH}::int`
  let submitted = 0
  for (const { id } of candidates) {
    const done = yield* sql.withTransaction(Effect.gen(function*() {
      const [attempt] = yield* sql<AttemptRecord>`
        SELECT ${sql.literal(ATTEMPT_RECORD_COLUMNS)}
        FROM attempts a JOIN practice_tests t ON t.id = a.test_id
        WHERE a.id = ${id} AND a.status = 'ongoing'
        FOR UPDATE OF a SKIP LOCKED`
      if (attempt === undefined || !isPastGrace(clockOf(attempt), now)) return false
      return yield* submitAttempt(sql, attempt, "server", now)
    }))
    if (done) submitted++
  }
  return submitted
})

/** The sweep at start-up and every `attemptSweepSeconds`; a failed sweep is logged and retried at the next. */
export const AttemptSweeperLive = Layer.effectDiscard(Effect.gen(function*() {
  const settings = yield* Settings
  // At least a second apart: 0 or less would spin.
  const every = Duration.seconds(Math.max(1, settings.attemptSweepSeconds ?? DEFAULT_SWEEP_SECONDS))
  const once = sweepAttempts.pipe(
    Effect.tap((count) => count > 0 ? Effect.logInfo(`Submitted ${count} attempts left open past their time`) : Effect.void),
    Effect.catchCause((cause) => Effect.logWarning("Submitting attempts past their time failed", cause))
  )
  yield* once.pipe(Effect.repeat(Schedule.spaced(every)), Effect.forkScoped)
}))
