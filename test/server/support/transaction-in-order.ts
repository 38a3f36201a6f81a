/**
 * A Transaction that runs its calls in order: nothing is rolled back on
 * failure. Rules that depend on the rollback are covered by the API suites,
 * which run on both databases.
 */
import { Layer } from "effect"
import { Transaction } from "../../../server/platform/db/transaction.ts"

export const transactionInOrder = Layer.succeed(Transaction, Transaction.of({ run: (effect) => effect }))
