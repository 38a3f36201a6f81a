/**
 * The checks a card passes before any charge: brand and Luhn (card-validator),
 * expiry against the clock, CVC length by brand, the name; and the amount,
 * currency and key of the request. Each refusal names its field and says
 * what is wrong in words a learner understands.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import { checkCard } from "../../../server/platform/payments/card-check.ts"
import { checkAmount, checkCurrency, checkIdempotencyKey } from "../../../server/platform/payments/request-check.ts"
import { AMEX, atNow, card, MASTERCARD, OTHER_MASTERCARD, THREE_D_SECURE, VISA } from "./cards.ts"

const refusal = (details: Parameters<typeof checkCard>[0]) => Effect.flip(Effect.andThen(atNow, checkCard(details)))
const checked = (details: Parameters<typeof checkCard>[0]) => Effect.andThen(atNow, checkCard(details))

describe("card brands and numbers", () => {
  it.effect("names the three accepted brands like their logos, with the last four digits", () =>
    Effect.gen(function* () {
      expect(yield* checked(card(VISA))).toMatchObject({ brand: "visa", last4: "4242", behaviour: { outcome: "succeed" } })
      expect(yield* checked(card(MASTERCARD))).toMatchObject({ brand: "mastercard", last4: "4444" })
      expect(yield* checked(card(AMEX))).toMatchObject({ brand: "american-express", last4: "0005" })
      expect(yield* checked(card(OTHER_MASTERCARD))).toMatchObject({ brand: "mastercard", last4: "3222", behaviour: { outcome: "succeed" } })
    })
  )

  it.effect("reads the number with or without spaces and hyphens", () =>
    Effect.gen(function* () {
      expect(yield* checked(card("4242424242424242"))).toMatchObject({ brand: "visa", last4: "4242" })
      expect(yield* checked(card("4111-1111-1111-1111"))).toMatchObject({ brand: "visa", last4: "1111" })
      expect((yield* checked(card(THREE_D_SECURE))).behaviour).toEqual({ outcome: "confirm" })
    })
  )

  it.effect("refuses a number failing the Luhn check, saying a digit is wrong", () =>
    Effect.gen(function* () {
      const error = yield* refusal(card("4242 4242 4242 4241"))
      expect(error).toMatchObject({ _tag: "InvalidPayment", field: "number" })
      expect(error.message).toMatch(/check digit/)
    })
  )

  it.effect("refuses a number of the wrong length for its brand", () =>
    Effect.gen(function* () {
      const error = yield* refusal(card("4242 4242 4242"))
      expect(error.field).toBe("number")
      expect(error.message).toMatch(/^Visa card numbers have 16, 18 or 19 digits/)
    })
  )

  it.effect("refuses an unknown brand and a brand the shop does not accept", () =>
    Effect.gen(function* () {
      const unknown = yield* refusal(card("1234 5678 1234 5670"))
      expect(unknown).toMatchObject({ field: "number" })
      expect(unknown.message).toMatch(/not a card number we know\. We accept Visa, Mastercard and American Express/)
      const discover = yield* refusal(card("6011 1111 1111 1117"))
      expect(discover.message).toMatch(/^Discover cards are not accepted/)
    })
  )

  it.effect("refuses letters and empty numbers", () =>
    Effect.gen(function* () {
      expect((yield* refusal(card("4242 4242 abcd 4242"))).message).toMatch(/digits only/)
      expect((yield* refusal(card(""))).field).toBe("number")
    })
  )
})

describe("expiry", () => {
  // The test clock says 15 June 2026.
  it.effect("accepts the current month up to its last day, and refuses the month before", () =>
    Effect.gen(function* () {
      expect(yield* checked(card(VISA, { expMonth: 6, expYear: 2026 }))).toMatchObject({ brand: "visa" })
      const past = yield* refusal(card(VISA, { expMonth: 5, expYear: 2026 }))
      expect(past).toMatchObject({ field: "expiry", message: "This card has expired: its expiry date is in the past." })
      expect((yield* refusal(card(VISA, { expMonth: 12, expYear: 2025 }))).field).toBe("expiry")
    })
  )

  it.effect("reads a two-digit year as this century", () =>
    Effect.gen(function* () {
      expect(yield* checked(card(VISA, { expMonth: 1, expYear: 31 }))).toMatchObject({ brand: "visa" })
      expect((yield* refusal(card(VISA, { expMonth: 1, expYear: 25 }))).field).toBe("expiry")
    })
  )

  it.effect("refuses impossible months and years, and dates too far ahead", () =>
    Effect.gen(function* () {
      for (const expMonth of [0, 13, 1.5]) expect((yield* refusal(card(VISA, { expMonth }))).field).toBe("expiry")
      for (const expYear of [-1, 150, 2030.5]) expect((yield* refusal(card(VISA, { expYear }))).field).toBe("expiry")
      expect((yield* refusal(card(VISA, { expMonth: 7, expYear: 2046 }))).message).toMatch(/too far ahead/)
      expect(yield* checked(card(VISA, { expMonth: 6, expYear: 2046 }))).toMatchObject({ brand: "visa" })
    })
  )
})

describe("security code and name", () => {
  it.effect("wants 3 digits for Visa and Mastercard and 4 for American Express", () =>
    Effect.gen(function* () {
      expect((yield* refusal(card(VISA, { cvc: "1234" }))).message).toBe("The security code (CVC) of this Visa card has 3 digits.")
      expect((yield* refusal(card(MASTERCARD, { cvc: "12" }))).field).toBe("cvc")
      expect((yield* refusal(card(AMEX, { cvc: "123" }))).message).toBe("The security code (CVC) of this American Express card has 4 digits.")
      expect((yield* refusal(card(VISA, { cvc: "12a" }))).field).toBe("cvc")
      expect(yield* checked(card(AMEX, { cvc: "1234" }))).toMatchObject({ brand: "american-express" })
    })
  )

  it.effect("wants the name on the card", () =>
    Effect.gen(function* () {
      expect(yield* refusal(card(VISA, { name: "  " }))).toMatchObject({ field: "name", message: "Enter the name as printed on the card." })
      expect((yield* refusal(card(VISA, { name: "x".repeat(256) }))).field).toBe("name")
    })
  )

  it.effect("checks the number first: one clear problem at a time", () =>
    Effect.gen(function* () {
      const error = yield* refusal({ number: Redacted.make("4242"), expMonth: 0, expYear: 1999, cvc: Redacted.make(""), name: "" })
      expect(error.field).toBe("number")
    })
  )
})

describe("amount, currency and key", () => {
  it.effect("takes only whole cents above 0", () =>
    Effect.gen(function* () {
      yield* checkAmount(1)
      yield* checkAmount(2_147_483_647)
      for (const amount of [0, -100, 10.5, Number.NaN, 2_147_483_648]) {
        expect(yield* Effect.flip(checkAmount(amount))).toMatchObject({ _tag: "InvalidPayment", field: "amount" })
      }
    })
  )

  it.effect("takes ISO currency codes in capitals", () =>
    Effect.gen(function* () {
      yield* checkCurrency("USD")
      for (const currency of ["usd", "US", "US$", ""]) expect((yield* Effect.flip(checkCurrency(currency))).field).toBe("currency")
    })
  )

  it.effect("takes keys of 1 to 255 characters", () =>
    Effect.gen(function* () {
      yield* checkIdempotencyKey("k")
      yield* checkIdempotencyKey("k".repeat(255))
      for (const key of ["", "   ", "k".repeat(256)]) expect((yield* Effect.flip(checkIdempotencyKey(key))).field).toBe("idempotencyKey")
    })
  )
})
