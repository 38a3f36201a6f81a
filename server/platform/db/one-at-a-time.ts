/**
 * Start-up steps that must not run on two servers at once: the
 * migrations and the demo seed. Two servers started together on an empty
 * database would otherwise both find the tables empty and both insert
 * (a unique violation stops the second server, or rows are doubled).
 *
 * The step runs in a transaction holding a PostgreSQL advisory lock named
 * after it: a second server waits at the lock, and then finds the work done
 * (every step checks what is there before writing). The lock ends with the
 * transaction, so a server that dies mid-step frees it. On the embedded
 * database (one process) the lock is simply free.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export const oneServerAtATime = <A, E, R>(step: string, effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(Effect.andThen(sql`SELECT pg_advisory_xact_lock(hashtext(${`exam-shop:${step}`}))`.pipe(Effect.orDie), effect)).pipe(
      // A database that cannot even begin or commit stops the start, as any
      // failed query there would; the step's own failures stay as they were.
      Effect.catchTag("SqlError", (error) => Effect.die(error))
    )
  })
