/**
 * The built-in sandbox: the PaymentGateway the shop uses until a real
 * processor is configured. It behaves like one: it checks the card, decides
 * by the test-card table (test-cards.ts), and keeps its own ledger keyed by
 * the idempotency key (sandbox-ledger.ts), so the same key again answers the
 * first result and never charges twice, even after a restart. Nothing moves
 * real money.
 */
import { Effect, Layer, Option } from "effect"
import { randomSecret } from "../security/random-secret.ts"
import { checkCard } from "./card-check.ts"
import {
  CardDeclined,
  type Charge,
  type ChargeId,
  type ChargeRecord,
  type ChargeRequest,
  type ConfirmationId,
  type DeclineCode,
  IdempotencyKeyReused,
  PaymentGateway,
  PaymentNotFound,
  type Refund,
  RefundRejected,
  type RefundId
} from "./gateway.ts"
import { checkAmount, checkCurrency, checkIdempotencyKey } from "./request-check.ts"
import { type LedgerEntry, SandboxLedger } from "./sandbox-ledger.ts"

const DECLINE_MESSAGES: Readonly<Record<DeclineCode, string>> = {
  card_declined: "Your card was declined. Please use another card.",
  insufficient_funds: "Your card has insufficient funds. Please use another card.",
  expired_card: "Your card has expired. Please use another card.",
  authentication_failed: "The payment was not confirmed with your bank (3-D Secure). Please try again or use another card."
}

// Unguessable, with a processor-like prefix that says what each id names.
const newChargeId = () => `ch_${randomSecret(12)}` as ChargeId
const newConfirmationId = () => `cf_${randomSecret(12)}` as ConfirmationId
const newRefundId = () => `re_${randomSecret(12)}` as RefundId

const cardLabel = (entry: LedgerEntry) => `${entry.brand} ending ${entry.last4}`

/** The answer a ledger entry stands for: the charge, or its decline. */
const outcomeOf = (entry: LedgerEntry): Effect.Effect<Charge, CardDeclined> => {
  const facts = {
    chargeId: entry.chargeId,
    amountCents: entry.amountCents,
    currency: entry.currency,
    brand: entry.brand,
    last4: entry.last4
  }
  switch (entry.status) {
    case "requires_action":
      // charge() writes this status only with a confirmation id.
      return entry.confirmationId === null
        ? Effect.die(new Error(`Sandbox charge ${entry.chargeId} waits for a confirmation it has no id for`))
        : Effect.succeed({ ...facts, status: "requires_action", confirmationId: entry.confirmationId })
    case "declined": {
      const code = entry.declineCode ?? "card_declined"
      return Effect.fail(new CardDeclined({ ...facts, code, message: DECLINE_MESSAGES[code] }))
    }
    // A refund undoes the money, not the charge: it did succeed.
    case "succeeded":
    case "refunded":
      return Effect.succeed({ ...facts, status: "succeeded" })
  }
}

const refundOf = (entry: LedgerEntry): Refund | null =>
  entry.refundId === null || entry.refundedCents === null ? null : { refundId: entry.refundId, chargeId: entry.chargeId, amountCents: entry.refundedCents }

const recordOf = (entry: LedgerEntry): ChargeRecord => ({
  idempotencyKey: entry.idempotencyKey,
  chargeId: entry.chargeId,
  amountCents: entry.amountCents,
  currency: entry.currency,
  brand: entry.brand,
  last4: entry.last4,
  status: entry.status,
  declineCode: entry.declineCode,
  refund: refundOf(entry)
})

const makeSandbox = Effect.gen(function* () {
  const ledger = yield* SandboxLedger

  const charge = Effect.fn("PaymentGateway.charge")(function* (request: ChargeRequest) {
    yield* checkIdempotencyKey(request.idempotencyKey)
    yield* checkAmount(request.amountCents)
    yield* checkCurrency(request.currency)
    const card = yield* checkCard(request.card)
    const behaviour = card.behaviour
    const { entry, inserted } = yield* ledger.insert({
      idempotencyKey: request.idempotencyKey,
      chargeId: newChargeId(),
      amountCents: request.amountCents,
      currency: request.currency,
      brand: card.brand,
      last4: card.last4,
      status: behaviour.outcome === "succeed" ? "succeeded" : behaviour.outcome === "decline" ? "declined" : "requires_action",
      declineCode: behaviour.outcome === "decline" ? behaviour.code : null,
      confirmationId: behaviour.outcome === "confirm" ? newConfirmationId() : null,
      refundId: null,
      refundedCents: null
    })
    if (inserted) {
      yield* Effect.logInfo(`Sandbox charge ${entry.chargeId}: ${entry.status} (${entry.amountCents} cents ${entry.currency}, ${cardLabel(entry)})`)
    } else {
      // A retry must be the same payment. The card is compared by what the
      // ledger keeps of it (brand, last four): the number itself is never kept.
      const same = entry.amountCents === request.amountCents && entry.currency === request.currency && entry.brand === card.brand && entry.last4 === card.last4
      if (!same) {
        return yield* new IdempotencyKeyReused({
          message: "This payment key was already used for a different amount or card. Start the payment again."
        })
      }
      yield* Effect.logInfo(`Sandbox charge ${entry.chargeId} asked again with its key: answered from the ledger, not charged again`)
    }
    return yield* outcomeOf(entry)
  })

  const confirm = Effect.fn("PaymentGateway.confirm")(function* (confirmationId: ConfirmationId, approve: boolean) {
    const settled = yield* ledger.settle(confirmationId, approve ? { status: "succeeded" } : { status: "declined", declineCode: "authentication_failed" })
    if (Option.isNone(settled)) return yield* new PaymentNotFound({ message: "No payment is waiting for this confirmation." })
    const outcome = yield* outcomeOf(settled.value)
    // Only an entry made for the 3-D Secure step has a confirmation id, and settling never leaves it waiting.
    if (outcome.status !== "succeeded") return yield* Effect.die(new Error(`Sandbox charge ${outcome.chargeId} still waits after its confirmation`))
    return outcome
  })

  /** The refund a refunded entry holds, if it is for this amount. */
  const sameRefund = (entry: LedgerEntry, amountCents: number) => {
    const refund = refundOf(entry)
    return refund !== null && refund.amountCents === amountCents
      ? Effect.succeed(refund)
      : Effect.fail(
          new RefundRejected({
            message: `This charge was already refunded${refund === null ? "" : ` (${refund.amountCents} cents)`}.`
          })
        )
  }

  const refund = Effect.fn("PaymentGateway.refund")(function* (chargeId: ChargeId, amountCents: number) {
    yield* checkAmount(amountCents)
    const found = yield* ledger.byCharge(chargeId)
    if (Option.isNone(found)) return yield* new PaymentNotFound({ message: "No charge by this id." })
    const entry = found.value
    if (entry.status === "refunded") return yield* sameRefund(entry, amountCents)
    if (entry.status !== "succeeded") {
      return yield* new RefundRejected({ message: "This charge was not paid, so there is nothing to refund." })
    }
    if (amountCents > entry.amountCents) {
      return yield* new RefundRejected({ message: `A refund cannot be more than the charge (${entry.amountCents} cents).` })
    }
    const after = yield* ledger.refund(chargeId, newRefundId(), amountCents)
    // Another refund of the same charge may have been recorded meanwhile: the ledger keeps the first.
    const result = yield* sameRefund(
      Option.getOrElse(after, () => entry),
      amountCents
    )
    yield* Effect.logInfo(`Sandbox refund ${result.refundId} of charge ${chargeId}: ${amountCents} cents`)
    return result
  })

  const retrieve = (idempotencyKey: string) => Effect.map(ledger.byKey(idempotencyKey), Option.map(recordOf))

  return PaymentGateway.of({ charge, confirm, refund, retrieve })
})

const sandboxNoDeps = Layer.effect(PaymentGateway, makeSandbox)

export const SandboxGateway = {
  /** Over the SandboxLedger provided. */
  layerNoDeps: sandboxNoDeps,
  /** Over the sandbox_charges table (migration 0012): needs the SqlClient. */
  layer: sandboxNoDeps.pipe(Layer.provide(SandboxLedger.layer))
} as const
