/**
 * Runs several repository calls as one unit: all of them or none. Services
 * ask for this instead of the SqlClient, so their rules run over in-memory
 * repositories too. The repositories' statements join the transaction
 * because effect/sql hands the open connection to every query of the fiber.
 *
 * In memory (`layerTest`) the calls simply run in order: nothing is rolled
 * back on failure. Rules that depend on the rollback are covered by the API
 * suites, which run on both databases.
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

  static readonly layerTest = Layer.succeed(Transaction, Transaction.of({ run: (effect) => effect }))
}
