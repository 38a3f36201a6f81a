/**
 * Deletes what can no longer matter: attempt counters of past windows,
 * codes and reset tokens long expired, sessions ended long ago, and real-time
 * events older than a week (issue 11). Runs at
 * start and every 10 minutes; several servers doing it at once is harmless.
 */
import { Effect, Layer, Schedule } from "effect"
import { SqlClient } from "effect/sql"

const sweep = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`
  yield* sql`DELETE FROM one_time_codes WHERE expires_at < now() - interval '1 day'`
  yield* sql`DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day'`
  yield* sql`DELETE FROM sessions WHERE expires_at < now() - interval '30 days' OR revoked_at < now() - interval '30 days'`
  // A stream more than a week behind replays from what is left (its page loads the rest anyway).
  yield* sql`DELETE FROM events WHERE created_at < now() - interval '7 days'`
}).pipe(Effect.catchCause((cause) => Effect.logWarning("Housekeeping of expired rows failed", cause)))

export const HousekeepingLive = Layer.effectDiscard(
  sweep.pipe(Effect.repeat(Schedule.spaced("10 minutes")), Effect.forkScoped)
)
