/**
 * Deletes what can no longer matter: attempt counters of past windows,
 * codes and reset tokens long expired, sessions ended long ago, and real-time
 * events older than a week, image bytes no image names. Runs at
 * start and every 10 minutes, on one server at a time (jobs/job-turns.ts;
 * several doing it at once would be harmless, only wasted).
 */
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { everyPeriodOnOneServer } from "../jobs/job-turns.ts"

const sweep = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`
  yield* sql`DELETE FROM one_time_codes WHERE expires_at < now() - interval '1 day'`
  yield* sql`DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day'`
  yield* sql`DELETE FROM sessions WHERE expires_at < now() - interval '30 days' OR revoked_at < now() - interval '30 days'`
  // A stream more than a week behind replays from what is left (its page loads the rest anyway).
  yield* sql`DELETE FROM events WHERE created_at < now() - interval '7 days'`
  // Image bytes no media row names (an upload that died between storing its
  // bytes and its row, a deleted account's): a day gives a running upload time.
  yield* sql`
    DELETE FROM media_bytes b WHERE b.created_at < now() - interval '1 day'
      AND NOT EXISTS (SELECT 1 FROM media m WHERE m.storage_key = b.storage_key)`
})

export const HousekeepingLive = Layer.effectDiscard(
  everyPeriodOnOneServer("housekeeping", 10 * 60, sweep, "Housekeeping of expired rows failed").pipe(Effect.forkScoped)
)
