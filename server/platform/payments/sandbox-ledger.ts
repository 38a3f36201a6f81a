/**
 * The sandbox processor's own books (table sandbox_charges): one entry per
 * idempotency key. Every write is a single atomic statement (an insert that
 * keeps the first entry of a key, an update guarded by the current status),
 * so simultaneous retries of one payment find one entry and one outcome.
 *
 * An entry holds the brand and the last four digits of the card, nothing
 * else of it: the columns below are the whole of what is kept.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { CardBrand, ChargeId, ChargeRecord, ConfirmationId, DeclineCode, RefundId } from "./gateway.ts"

export interface LedgerEntry {
  readonly idempotencyKey: string
  readonly chargeId: ChargeId
  readonly amountCents: number
  readonly currency: string
  readonly brand: CardBrand
  readonly last4: string
  readonly status: ChargeRecord["status"]
  readonly declineCode: DeclineCode | null
  readonly confirmationId: ConfirmationId | null
  readonly refundId: RefundId | null
  readonly refundedCents: number | null
}

/** A 3-D Secure step's end: approved, or failed by the card holder. */
export type Settlement = { readonly status: "succeeded" } | { readonly status: "declined"; readonly declineCode: DeclineCode }

export class SandboxLedger extends Context.Service<
  SandboxLedger,
  {
    /** Writes the entry unless its key has one; answers the key's entry either way and whether it is this one. */
    readonly insert: (entry: LedgerEntry) => Effect.Effect<{ readonly entry: LedgerEntry; readonly inserted: boolean }>
    readonly byKey: (idempotencyKey: string) => Effect.Effect<Option.Option<LedgerEntry>>
    readonly byCharge: (chargeId: ChargeId) => Effect.Effect<Option.Option<LedgerEntry>>
    /** Settles the entry waiting on this step, once; answers the entry as it now is. */
    readonly settle: (confirmationId: ConfirmationId, settlement: Settlement) => Effect.Effect<Option.Option<LedgerEntry>>
    /** Records the charge's refund if it is succeeded and not refunded yet; answers the entry as it now is. */
    readonly refund: (chargeId: ChargeId, refundId: RefundId, amountCents: number) => Effect.Effect<Option.Option<LedgerEntry>>
    /** Every entry, oldest first: for tests and the sandbox's own checks. */
    readonly all: Effect.Effect<ReadonlyArray<LedgerEntry>>
  }
>()("exam-shop/SandboxLedger") {
  static readonly layer = Layer.effect(
    SandboxLedger,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const columns = sql`idempotency_key, charge_id, amount_cents, currency, brand, last4, status, decline_code,
        confirmation_id, refund_id, refunded_cents`

      // The processor is outside the shop's database: a charge written inside
      // the order's transaction would vanish with its rollback, and a real
      // processor's call would hold the transaction's locks for a network
      // round trip. Calling it there is a mistake of the caller: a defect.
      const outsideTransactions = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
        Effect.flatMap(Effect.serviceOption(sql.transactionService), (open) =>
          Option.isSome(open) ? Effect.die(new Error("The payment gateway was called inside a database transaction; call it before or after one.")) : effect
        )

      const one = (rows: ReadonlyArray<LedgerRow>) => Option.map(Option.fromNullishOr(rows[0]), entryOf)

      const insert = (entry: LedgerEntry) =>
        outsideTransactions(
          Effect.gen(function* () {
            const inserted = yield* sql<LedgerRow>`
            INSERT INTO sandbox_charges (idempotency_key, charge_id, amount_cents, currency, brand, last4, status,
              decline_code, confirmation_id)
            VALUES (${entry.idempotencyKey}, ${entry.chargeId}, ${entry.amountCents}::int, ${entry.currency}, ${entry.brand},
              ${entry.last4}, ${entry.status}, ${entry.declineCode}, ${entry.confirmationId})
            ON CONFLICT (idempotency_key) DO NOTHING
            RETURNING ${columns}`
            if (inserted[0] !== undefined) return { entry: entryOf(inserted[0]), inserted: true }
            const existing = yield* sql<LedgerRow>`SELECT ${columns} FROM sandbox_charges WHERE idempotency_key = ${entry.idempotencyKey}`
            const first = existing[0]
            // The conflict means the row exists, and entries are never deleted.
            if (first === undefined) return yield* Effect.die(new Error("A sandbox charge vanished after its insert conflicted"))
            return { entry: entryOf(first), inserted: false }
          }).pipe(Effect.orDie, Effect.withSpan("SandboxLedger.insert"))
        )

      const byKey = (idempotencyKey: string) =>
        outsideTransactions(
          sql<LedgerRow>`SELECT ${columns} FROM sandbox_charges WHERE idempotency_key = ${idempotencyKey}`.pipe(Effect.orDie, Effect.map(one))
        )

      const byCharge = (chargeId: ChargeId) =>
        outsideTransactions(sql<LedgerRow>`SELECT ${columns} FROM sandbox_charges WHERE charge_id = ${chargeId}`.pipe(Effect.orDie, Effect.map(one)))

      const settle = (confirmationId: ConfirmationId, settlement: Settlement) =>
        outsideTransactions(
          Effect.gen(function* () {
            const declineCode = settlement.status === "declined" ? settlement.declineCode : null
            const settled = yield* sql<LedgerRow>`
            UPDATE sandbox_charges SET status = ${settlement.status}, decline_code = ${declineCode}, updated_at = now()
            WHERE confirmation_id = ${confirmationId} AND status = 'requires_action'
            RETURNING ${columns}`
            if (settled[0] !== undefined) return Option.some(entryOf(settled[0]))
            return one(yield* sql<LedgerRow>`SELECT ${columns} FROM sandbox_charges WHERE confirmation_id = ${confirmationId}`)
          }).pipe(Effect.orDie, Effect.withSpan("SandboxLedger.settle"))
        )

      const refund = (chargeId: ChargeId, refundId: RefundId, amountCents: number) =>
        outsideTransactions(
          Effect.gen(function* () {
            const refunded = yield* sql<LedgerRow>`
            UPDATE sandbox_charges
            SET status = 'refunded', refund_id = ${refundId}, refunded_cents = ${amountCents}::int, updated_at = now()
            WHERE charge_id = ${chargeId} AND status = 'succeeded'
            RETURNING ${columns}`
            if (refunded[0] !== undefined) return Option.some(entryOf(refunded[0]))
            return one(yield* sql<LedgerRow>`SELECT ${columns} FROM sandbox_charges WHERE charge_id = ${chargeId}`)
          }).pipe(Effect.orDie, Effect.withSpan("SandboxLedger.refund"))
        )

      const all = sql<LedgerRow>`SELECT ${columns} FROM sandbox_charges ORDER BY created_at, charge_id`.pipe(
        Effect.orDie,
        Effect.map((rows) => rows.map(entryOf))
      )

      return SandboxLedger.of({ insert, byKey, byCharge, settle, refund, all })
    })
  )
}

interface LedgerRow {
  readonly idempotency_key: string
  readonly charge_id: string
  readonly amount_cents: number
  readonly currency: string
  readonly brand: string
  readonly last4: string
  readonly status: string
  readonly decline_code: string | null
  readonly confirmation_id: string | null
  readonly refund_id: string | null
  readonly refunded_cents: number | null
}

// The table's CHECK constraints hold these columns to the types' values.
const entryOf = (row: LedgerRow): LedgerEntry => ({
  idempotencyKey: row.idempotency_key,
  chargeId: row.charge_id as ChargeId,
  amountCents: row.amount_cents,
  currency: row.currency,
  brand: row.brand as CardBrand,
  last4: row.last4,
  status: row.status as LedgerEntry["status"],
  declineCode: row.decline_code as DeclineCode | null,
  confirmationId: row.confirmation_id as ConfirmationId | null,
  refundId: row.refund_id as RefundId | null,
  refundedCents: row.refunded_cents
})
