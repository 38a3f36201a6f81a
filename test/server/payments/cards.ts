/**
 * Card details for the payment tests: a test card's number as typed (spaces
 * allowed), a valid expiry well after the test clock's date, the brand's
 * CVC length and a name; and the request around it.
 */
import { Redacted } from "effect"
import { TestClock } from "effect/testing"
import type { CardDetails, ChargeRequest } from "../../../server/platform/payments/gateway.ts"

/** The tests' "now": 15 June 2026, noon UTC. */
export const NOW = Date.UTC(2026, 5, 15, 12)
export const atNow = TestClock.setTime(NOW)

export const VISA = "4242 4242 4242 4242"
export const MASTERCARD = "5555 5555 5555 4444"
export const AMEX = "3782 822463 10005"
export const DECLINED = "4000 0000 0000 0002"
export const INSUFFICIENT_FUNDS = "4000 0000 0000 9995"
export const EXPIRED = "4000 0000 0000 0069"
export const THREE_D_SECURE = "4000 0027 6000 3184"
/** Luhn-valid Visa and Mastercard (2-series) numbers that are in no table: they succeed. */
export const OTHER_VISA = "4111 1111 1111 1111"
export const OTHER_MASTERCARD = "2223 0031 2200 3222"

export const CVC = "739"
export const AMEX_CVC = "7391"
export const CARD_HOLDER = "Ada Lovelace"

const isAmex = (number: string) => /^3[47]/.test(number.replace(/\D/g, ""))

export const card = (number: string, change: Partial<Omit<CardDetails, "number" | "cvc">> & { readonly cvc?: string } = {}): CardDetails => ({
  number: Redacted.make(number),
  expMonth: change.expMonth ?? 12,
  expYear: change.expYear ?? 2030,
  cvc: Redacted.make(change.cvc ?? (isAmex(number) ? AMEX_CVC : CVC)),
  name: change.name ?? CARD_HOLDER
})

let keys = 0
/** A fresh key per payment attempt, as the checkout makes one. */
export const freshKey = () => `order-${++keys}-${Math.random().toString(36).slice(2, 8)}`

export const request = (number: string, change: Partial<Omit<ChargeRequest, "card">> & { readonly card?: CardDetails } = {}): ChargeRequest => ({
  idempotencyKey: change.idempotencyKey ?? freshKey(),
  amountCents: change.amountCents ?? 4_999,
  currency: change.currency ?? "USD",
  card: change.card ?? card(number)
})
