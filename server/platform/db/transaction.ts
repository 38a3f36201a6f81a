/**
 * Runs several repository calls as one unit: all of them or none. Services
 * ask for this instead of the SqlClient, so a rule test may provide its own.
 * The repositories' statements join the transaction because effect/sql hands
 * the open connection to every query of the fiber.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"

export class Transaction extends Context.Service<
  Transaction,
  {
    readonly run: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  }
>()("exam-shop/Transaction") {
  static readonly layer = Layer.effect(
    Transaction,
    Effect.map(SqlClient.SqlClient, (sql) =>
      Transaction.of({
        // A database failure here is a defect, as in every repository.
        run: (effect) => sql.withTransaction(effect).pipe(Effect.catchTag("SqlError", Effect.die))
      })
    )
  )
}
