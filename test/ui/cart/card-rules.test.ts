/** Which card errors the form shows (src/ui/cart/card-rules.ts shownCardErrors): the touched fields' only, from the values as they are. */
import { describe, expect, it } from "vitest"
import { type CardField, cardErrors, type CardForm, EMPTY_CARD_FORM, shownCardErrors } from "../../../src/ui/cart/card-rules.ts"

const NOW = new Date(2026, 10, 28)
const touched = (...fields: ReadonlyArray<CardField>): ReadonlySet<CardField> => new Set(fields)
const valid: CardForm = { number: "4242 4242 4242 4242", expiry: "12 / 31", cvc: "314", name: "Casey Buyer" }

describe("shownCardErrors", () => {
  it("shows nothing before any field is left, however wrong the form", () => {
    expect(shownCardErrors({ ...EMPTY_CARD_FORM, number: "4242 4242 4242 4241" }, touched(), NOW)).toEqual({})
  })

  it("shows the error of a left field only, as cardErrors words it", () => {
    const form = { ...EMPTY_CARD_FORM, number: "4242 4242 4242 4241" }
    expect(shownCardErrors(form, touched("number"), NOW)).toEqual({ number: cardErrors(form, NOW).number })
  })

  it("follows the values: a left field put right shows nothing, broken again shows its new error", () => {
    expect(shownCardErrors(valid, touched("number", "expiry"), NOW)).toEqual({})
    expect(shownCardErrors({ ...valid, expiry: "01 / 20" }, touched("number", "expiry"), NOW)).toEqual({ expiry: "This card has expired." })
  })

  it("shows every field's error once all are touched (Pay), the same as cardErrors", () => {
    const all = touched("number", "expiry", "cvc", "name")
    expect(shownCardErrors(EMPTY_CARD_FORM, all, NOW)).toEqual(cardErrors(EMPTY_CARD_FORM, NOW))
    // The security code's size follows the number's brand, touched or not.
    expect(shownCardErrors({ ...valid, number: "3782 822463 10005" }, touched("cvc"), NOW)).toEqual({ cvc: "Enter the 4-digit security code." })
  })
})
