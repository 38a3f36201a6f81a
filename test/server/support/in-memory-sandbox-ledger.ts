/**
 * The sandbox payment gateway over a ledger in memory (the SQL ledger's
 * own suite, sandbox-ledger-suite.ts, runs on both databases).
 */
import { Effect, Layer, Option } from "effect"
import { SandboxLedger, type LedgerEntry } from "../../../server/platform/payments/sandbox-ledger.ts"
import { SandboxGateway } from "../../../server/platform/payments/sandbox.ts"

/** In memory, for the gateway's unit tests: the same answers as the SQL above. */
export const sandboxLedgerInMemory = Layer.sync(SandboxLedger, () => {
  // Insertion order is the order of creation.
  const entries = new Map<string, LedgerEntry>()
  const find = (test: (entry: LedgerEntry) => boolean) => Option.fromNullishOr([...entries.values()].find(test))
  const replace = (entry: LedgerEntry, change: Partial<LedgerEntry>) => {
    const changed = { ...entry, ...change }
    entries.set(entry.idempotencyKey, changed)
    return changed
  }
  return SandboxLedger.of({
    insert: (entry) =>
      Effect.sync(() => {
        const existing = entries.get(entry.idempotencyKey)
        if (existing !== undefined) return { entry: existing, inserted: false }
        entries.set(entry.idempotencyKey, entry)
        return { entry, inserted: true }
      }),
    byKey: (idempotencyKey) => Effect.sync(() => Option.fromNullishOr(entries.get(idempotencyKey))),
    byCharge: (chargeId) => Effect.sync(() => find((entry) => entry.chargeId === chargeId)),
    settle: (confirmationId, settlement) =>
      Effect.sync(() =>
        Option.map(
          find((entry) => entry.confirmationId === confirmationId),
          (entry) =>
            entry.status === "requires_action"
              ? replace(entry, { status: settlement.status, declineCode: settlement.status === "declined" ? settlement.declineCode : null })
              : entry
        )
      ),
    refund: (chargeId, refundId, amountCents) =>
      Effect.sync(() =>
        Option.map(
          find((entry) => entry.chargeId === chargeId),
          (entry) => (entry.status === "succeeded" ? replace(entry, { status: "refunded", refundId, refundedCents: amountCents }) : entry)
        )
      ),
    all: Effect.sync(() => [...entries.values()])
  })
})

/** The sandbox gateway over the in-memory ledger, which the tests may read too. */
export const sandboxGatewayInMemory = SandboxGateway.layerNoDeps.pipe(Layer.provideMerge(sandboxLedgerInMemory))
