/**
 * The sandbox gateway over its in-memory ledger: each test card, the
 * idempotency key (the same key is the same charge, never a second one; the
 * same key for another payment is refused), the 3-D Secure step, refunds and
 * what the reconciler can ask. The SQL ledger gives the same answers on both
 * databases (sandbox-ledger-suite.ts).
 */
import { sandboxGatewayInMemory } from "../support/in-memory-sandbox-ledger.ts"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import type { ChargeId, ConfirmationId } from "../../../server/platform/payments/gateway.ts"
import { PaymentGateway } from "../../../server/platform/payments/gateway.ts"
import { SandboxLedger } from "../../../server/platform/payments/sandbox-ledger.ts"
import { AMEX, atNow, card, DECLINED, EXPIRED, INSUFFICIENT_FUNDS, MASTERCARD, OTHER_MASTERCARD, OTHER_VISA, request, THREE_D_SECURE, VISA } from "./cards.ts"

/** Each test on a fresh, empty ledger at the tests' date. */
const sandbox = <A, E>(body: Effect.Effect<A, E, PaymentGateway | SandboxLedger>) => Effect.andThen(atNow, body).pipe(Effect.provide(sandboxGatewayInMemory))

const entries = Effect.flatMap(SandboxLedger, (ledger) => ledger.all)

describe("charging the test cards", () => {
  it.effect.each([
    [VISA, "visa", "4242"],
    [MASTERCARD, "mastercard", "4444"],
    [AMEX, "american-express", "0005"],
    [OTHER_VISA, "visa", "1111"],
    [OTHER_MASTERCARD, "mastercard", "3222"]
  ] as const)("%s succeeds as %s ending %s", ([number, brand, last4]) =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const charge = yield* gateway.charge(request(number, { amountCents: 2_500 }))
        expect(charge).toMatchObject({ status: "succeeded", brand, last4, amountCents: 2_500, currency: "USD" })
        expect(charge.chargeId).toMatch(/^ch_/)
        expect(yield* entries).toHaveLength(1)
      })
    )
  )

  it.effect.each([
    [DECLINED, "card_declined", "Your card was declined. Please use another card."],
    [INSUFFICIENT_FUNDS, "insufficient_funds", "Your card has insufficient funds. Please use another card."],
    [EXPIRED, "expired_card", "Your card has expired. Please use another card."]
  ] as const)("%s is declined with %s", ([number, code, message]) =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const declined = yield* Effect.flip(gateway.charge(request(number)))
        expect(declined).toMatchObject({ _tag: "CardDeclined", code, message, brand: "visa" })
        // Recorded like a real processor's decline: the key has its answer.
        expect((yield* entries).map((entry) => entry.status)).toEqual(["declined"])
      })
    )
  )

  it.effect("refuses a card that cannot be charged before charging, and records nothing", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const key = "order-invalid"
        const refused = yield* Effect.flip(gateway.charge(request(VISA, { idempotencyKey: key, card: card(VISA, { expYear: 2025 }) })))
        expect(refused).toMatchObject({ _tag: "InvalidPayment", field: "expiry" })
        expect(yield* Effect.flip(gateway.charge(request("4242 4242 4242 4241")))).toMatchObject({ _tag: "InvalidPayment", field: "number" })
        expect(yield* Effect.flip(gateway.charge(request(VISA, { amountCents: 0 })))).toMatchObject({ _tag: "InvalidPayment", field: "amount" })
        expect(yield* Effect.flip(gateway.charge(request(VISA, { currency: "usd" })))).toMatchObject({ _tag: "InvalidPayment", field: "currency" })
        expect(yield* Effect.flip(gateway.charge(request(VISA, { idempotencyKey: "" })))).toMatchObject({ _tag: "InvalidPayment", field: "idempotencyKey" })
        expect(yield* entries).toEqual([])
        // The key was not spent: the corrected card goes through with it.
        expect((yield* gateway.charge(request(VISA, { idempotencyKey: key }))).status).toBe("succeeded")
      })
    )
  )
})

describe("the idempotency key", () => {
  it.effect("answers the same charge again without charging twice, for a success and for a decline", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const paid = request(VISA)
        const first = yield* gateway.charge(paid)
        expect(yield* gateway.charge(paid)).toEqual(first)
        const refused = request(DECLINED)
        const declined = yield* Effect.flip(gateway.charge(refused))
        expect(yield* Effect.flip(gateway.charge(refused))).toEqual(declined)
        expect(yield* entries).toHaveLength(2)
      })
    )
  )

  it.effect("answers 20 simultaneous tries with one key with one charge", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const paid = request(MASTERCARD)
        const charges = yield* Effect.all(
          Array.from({ length: 20 }, () => gateway.charge(paid)),
          { concurrency: "unbounded" }
        )
        expect(new Set(charges.map((charge) => charge.chargeId)).size).toBe(1)
        expect(yield* entries).toHaveLength(1)
      })
    )
  )

  it.effect("refuses the same key for another amount, currency or card, and keeps the first charge", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const paid = request(VISA, { amountCents: 4_999 })
        const first = yield* gateway.charge(paid)
        const reused = [
          { ...paid, amountCents: 5_000 },
          { ...paid, currency: "EUR" },
          { ...paid, card: card(MASTERCARD) },
          { ...paid, card: card(OTHER_VISA) }
        ]
        for (const other of reused) {
          expect(yield* Effect.flip(gateway.charge(other))).toMatchObject({ _tag: "IdempotencyKeyReused" })
        }
        // What the ledger does not keep (expiry, CVC, name) does not make another payment.
        expect(yield* gateway.charge({ ...paid, card: card(VISA, { expMonth: 3, expYear: 2031, cvc: "111", name: "A. Lovelace" }) })).toEqual(first)
        expect(yield* entries).toHaveLength(1)
      })
    )
  )

  it.effect("tells the reconciler what happened under a key, and nothing for an unknown key", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        expect(yield* gateway.retrieve("never-used")).toEqual(Option.none())
        const paid = request(AMEX, { idempotencyKey: "order-7", amountCents: 12_000 })
        const charge = yield* gateway.charge(paid)
        expect(yield* gateway.retrieve("order-7")).toEqual(
          Option.some({
            idempotencyKey: "order-7",
            chargeId: charge.chargeId,
            amountCents: 12_000,
            currency: "USD",
            brand: "american-express",
            last4: "0005",
            status: "succeeded",
            declineCode: null,
            refund: null
          })
        )
        yield* Effect.flip(gateway.charge(request(INSUFFICIENT_FUNDS, { idempotencyKey: "order-8" })))
        expect(Option.getOrThrow(yield* gateway.retrieve("order-8"))).toMatchObject({ status: "declined", declineCode: "insufficient_funds" })
      })
    )
  )
})

describe("the 3-D Secure step", () => {
  it.effect("asks for a confirmation, then succeeds once approved, idempotently", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const paid = request(THREE_D_SECURE)
        const pending = yield* gateway.charge(paid)
        if (pending.status !== "requires_action") return expect.fail("expected requires_action")
        expect(pending.confirmationId).toMatch(/^cf_/)
        // Asking again before confirming answers the same step.
        expect(yield* gateway.charge(paid)).toEqual(pending)
        expect(Option.getOrThrow(yield* gateway.retrieve(paid.idempotencyKey)).status).toBe("requires_action")

        const confirmed = yield* gateway.confirm(pending.confirmationId, true)
        expect(confirmed).toMatchObject({ status: "succeeded", chargeId: pending.chargeId, brand: "visa", last4: "3184" })
        // Settled: every later call answers the same, whatever it asks.
        expect(yield* gateway.confirm(pending.confirmationId, true)).toEqual(confirmed)
        expect(yield* gateway.confirm(pending.confirmationId, false)).toEqual(confirmed)
        expect(yield* gateway.charge(paid)).toEqual(confirmed)
        expect(yield* entries).toHaveLength(1)
      })
    )
  )

  it.effect("fails when the card holder does not approve, and stays failed", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const paid = request(THREE_D_SECURE)
        const pending = yield* gateway.charge(paid)
        if (pending.status !== "requires_action") return expect.fail("expected requires_action")
        const failed = yield* Effect.flip(gateway.confirm(pending.confirmationId, false))
        expect(failed).toMatchObject({ _tag: "CardDeclined", code: "authentication_failed", chargeId: pending.chargeId })
        expect(yield* Effect.flip(gateway.confirm(pending.confirmationId, true))).toEqual(failed)
        expect(yield* Effect.flip(gateway.charge(paid))).toEqual(failed)
      })
    )
  )

  it.effect("knows no confirmation by an unknown id", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const missing = yield* Effect.flip(gateway.confirm("cf_unknown" as ConfirmationId, true))
        expect(missing).toMatchObject({ _tag: "PaymentNotFound", message: "No payment is waiting for this confirmation." })
      })
    )
  )

  it.effect("confirms one step once when both answers arrive together", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const pending = yield* gateway.charge(request(THREE_D_SECURE))
        if (pending.status !== "requires_action") return expect.fail("expected requires_action")
        const answers = yield* Effect.all(
          [true, false, true, false].map((approve) => Effect.result(gateway.confirm(pending.confirmationId, approve))),
          { concurrency: "unbounded" }
        )
        // The first answer settles it; every other answer agrees with it.
        expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
      })
    )
  )
})

describe("refunds", () => {
  it.effect("refunds a charge once: a second refund answers the same refund", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const paid = request(VISA, { amountCents: 4_999 })
        const charge = yield* gateway.charge(paid)
        const refund = yield* gateway.refund(charge.chargeId, 4_999)
        expect(refund).toMatchObject({ chargeId: charge.chargeId, amountCents: 4_999 })
        expect(refund.refundId).toMatch(/^re_/)
        expect(yield* gateway.refund(charge.chargeId, 4_999)).toEqual(refund)
        expect(Option.getOrThrow(yield* gateway.retrieve(paid.idempotencyKey))).toMatchObject({ status: "refunded", refund })
        // The charge itself still answers as it did: it is not made again.
        expect(yield* gateway.charge(paid)).toEqual(charge)
        expect(yield* entries).toHaveLength(1)
      })
    )
  )

  it.effect("refunds part of a charge, never more than it, and nothing else after", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const charge = yield* gateway.charge(request(MASTERCARD, { amountCents: 3_000 }))
        const tooMuch = yield* Effect.flip(gateway.refund(charge.chargeId, 3_001))
        expect(tooMuch).toMatchObject({ _tag: "RefundRejected", message: "A refund cannot be more than the charge (3000 cents)." })
        const part = yield* gateway.refund(charge.chargeId, 1_000)
        expect(part.amountCents).toBe(1_000)
        const again = yield* Effect.flip(gateway.refund(charge.chargeId, 2_000))
        expect(again).toMatchObject({ _tag: "RefundRejected", message: "This charge was already refunded (1000 cents)." })
      })
    )
  )

  it.effect("refunds nothing that was not paid, nothing unknown, and only whole cents", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const declined = yield* Effect.flip(gateway.charge(request(DECLINED)))
        if (declined._tag !== "CardDeclined") return expect.fail("expected a decline")
        expect(yield* Effect.flip(gateway.refund(declined.chargeId, 100))).toMatchObject({ _tag: "RefundRejected" })
        const pending = yield* gateway.charge(request(THREE_D_SECURE))
        expect(yield* Effect.flip(gateway.refund(pending.chargeId, 100))).toMatchObject({
          _tag: "RefundRejected",
          message: "This charge was not paid, so there is nothing to refund."
        })
        expect(yield* Effect.flip(gateway.refund("ch_unknown" as ChargeId, 100))).toMatchObject({ _tag: "PaymentNotFound" })
        const paid = yield* gateway.charge(request(VISA))
        expect(yield* Effect.flip(gateway.refund(paid.chargeId, 0))).toMatchObject({ _tag: "InvalidPayment", field: "amount" })
        expect(yield* Effect.flip(gateway.refund(paid.chargeId, 9.5))).toMatchObject({ _tag: "InvalidPayment", field: "amount" })
      })
    )
  )

  it.effect("makes one refund of 10 simultaneous requests", () =>
    sandbox(
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const charge = yield* gateway.charge(request(VISA, { amountCents: 800 }))
        const refunds = yield* Effect.all(
          Array.from({ length: 10 }, () => gateway.refund(charge.chargeId, 800)),
          { concurrency: "unbounded" }
        )
        expect(new Set(refunds.map((refund) => refund.refundId)).size).toBe(1)
      })
    )
  )
})
