/**
 * Background jobs that run once per period across every server on the
 * database: the attempt sweeper, the unread-reply mail and the
 * housekeeping. Each server still keeps its own schedule; before a pass it
 * tries to take the job's turn, a row of table job_leases (migrations 0014,
 * 0020) whose `expires_at` it moves one period ahead, and only when the
 * previous turn has run out. Two servers asking at once are one row update:
 * one of them gets it. So a job runs at most once per period whatever the
 * number of servers, and a server that dies only lets its turn run out.
 *
 * The turn is not given back after the pass (unlike the checkout
 * reconciler's lease, which is held for one pass): giving it back would let
 * a second server, on its own schedule, run the same pass again moments
 * later. Every job is still safe to run twice at once (each says why); the
 * turn only saves the work, and the doubled letters and sweeps it would
 * cost with N servers.
 */
import { Duration, Effect, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import { randomUUID } from "node:crypto"

/** This process, as the holder of the turns it takes. */
const THIS_SERVER = `server-${randomUUID()}`

/**
 * Takes the job's turn for `periodSeconds` when nobody holds one; answers
 * whether it did. Counts the turns taken (`runs`).
 */
export const takeTurn = (job: string, periodSeconds: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const taken = yield* sql<{ holder: string }>`
      INSERT INTO job_leases (name, holder, expires_at, runs, taken_at)
      VALUES (${job}, ${THIS_SERVER}, now() + make_interval(secs => ${periodSeconds}::int), 1, now())
      ON CONFLICT (name) DO UPDATE
        SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at, runs = job_leases.runs + 1, taken_at = now()
        WHERE job_leases.expires_at <= now()
      RETURNING holder`
    return taken.length === 1
  }).pipe(Effect.orDie, Effect.withSpan("JobTurns.take", { attributes: { job } }))

/**
 * `pass` now and then every `periodSeconds` (at least one), on the turns
 * this server takes; a failed pass is logged with `failure` and tried at the
 * next turn. Fork it in the application's scope.
 */
export const everyPeriodOnOneServer = <A, E, R>(job: string, periodSeconds: number, pass: Effect.Effect<A, E, R>, failure: string) => {
  // At least a second apart: 0 or less would spin.
  const seconds = Math.max(1, Math.ceil(periodSeconds))
  const once = Effect.flatMap(takeTurn(job, seconds), (mine) => (mine ? Effect.asVoid(pass) : Effect.void)).pipe(
    Effect.catchCause((cause) => Effect.logWarning(failure, cause))
  )
  return once.pipe(Effect.repeat(Schedule.spaced(Duration.seconds(seconds))))
}
