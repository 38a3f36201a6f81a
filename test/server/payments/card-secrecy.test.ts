/**
 * Only the brand and the last four digits of a card are ever kept or shown.
 * Every path the gateway can take is run (every-path.ts); then every answer
 * (values, tagged errors, defects, printed every way), every log line and
 * every ledger entry is searched for each card number (all of it but its last
 * four digits, spaced or not), the CVC and the card holder's name.
 */
import { sandboxGatewayInMemory } from "../support/in-memory-sandbox-ledger.ts"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import { inspect } from "node:util"
import { SandboxLedger } from "../../../server/platform/payments/sandbox-ledger.ts"
import { atNow, request, VISA } from "./cards.ts"
import { exerciseEveryPath, leaks, printed } from "./every-path.ts"

describe("what the sandbox keeps and says of a card", () => {
  it.effect("no answer, log line or ledger entry holds a card number, its CVC or its holder's name", () =>
    Effect.gen(function* () {
      yield* atNow
      const { answers, logs } = yield* exerciseEveryPath
      const ledger = yield* (yield* SandboxLedger).all
      const entries = ledger.map(printed)

      // The search looked at the real material: every kind of answer, the
      // last four digits (which may be shown), the log of each charge.
      const all = answers.join("\n")
      for (const tag of ["InvalidPayment", "CardDeclined", "IdempotencyKeyReused", "PaymentNotFound", "RefundRejected"]) {
        expect(all).toContain(tag)
      }
      expect(all).toContain('"last4":"4242"')
      expect(logs.some((line) => line.includes("Sandbox charge"))).toBe(true)
      expect(logs.some((line) => line.includes("Sandbox refund"))).toBe(true)
      expect(ledger.length).toBeGreaterThan(15)

      expect(leaks(answers, { cvc: true, name: true })).toEqual([])
      expect(leaks(logs, { cvc: true, name: true })).toEqual([])
      expect(leaks(entries, { cvc: true, name: true })).toEqual([])
    }).pipe(Effect.provide(sandboxGatewayInMemory))
  )

  it.effect("keeps exactly these fields of a charge: brand and last four are all of the card", () =>
    Effect.gen(function* () {
      yield* atNow
      yield* exerciseEveryPath
      const ledger = yield* (yield* SandboxLedger).all
      for (const entry of ledger) {
        expect(Object.keys(entry).sort()).toEqual([
          "amountCents",
          "brand",
          "chargeId",
          "confirmationId",
          "currency",
          "declineCode",
          "idempotencyKey",
          "last4",
          "refundId",
          "refundedCents",
          "status"
        ])
        expect(entry.last4).toMatch(/^\d{4}$/)
      }
    }).pipe(Effect.provide(sandboxGatewayInMemory))
  )

  it("prints a charge request with its number and CVC redacted (the name is the caller's to guard)", () => {
    const paid = request(VISA)
    expect(Redacted.value(paid.card.number)).toBe(VISA)
    expect(leaks([printed(paid), inspect(paid, { depth: 10 })], { cvc: true, name: false })).toEqual([])
  })
})
