/**
 * The parts of a charge or refund that are not the card: the amount (integer
 * cents, more than 0, as all money in the shop), the currency and the
 * idempotency key. Checked before anything is charged or recorded.
 */
import { Effect } from "effect"
import { InvalidPayment } from "./gateway.ts"

/** Postgres' integer: the ledger's column. */
const MAX_CENTS = 2_147_483_647
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255

export const checkAmount = (amountCents: number): Effect.Effect<void, InvalidPayment> =>
  Number.isSafeInteger(amountCents) && amountCents > 0 && amountCents <= MAX_CENTS
    ? Effect.void
    : Effect.fail(new InvalidPayment({ field: "amount", message: "The amount must be a whole number of cents, more than 0." }))

export const checkCurrency = (currency: string): Effect.Effect<void, InvalidPayment> =>
  /^[A-Z]{3}$/.test(currency)
    ? Effect.void
    : Effect.fail(new InvalidPayment({ field: "currency", message: "The currency must be an ISO 4217 code in capitals, such as USD." }))

export const checkIdempotencyKey = (key: string): Effect.Effect<void, InvalidPayment> =>
  key.trim() !== "" && key.length <= MAX_IDEMPOTENCY_KEY_LENGTH
    ? Effect.void
    : Effect.fail(
        new InvalidPayment({
          field: "idempotencyKey",
          message: `The idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`
        })
      )
