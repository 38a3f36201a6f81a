/**
 * Checks a card before any charge, as a processor's API would: the brand and
 * the Luhn check digit come from card-validator (Braintree's, the library
 * most card forms use), the expiry against the Effect clock, the CVC length
 * by brand. What comes out is the brand, the last four digits and what the
 * sandbox should do with the card; the digits themselves stay inside this
 * function and no message ever repeats them.
 */
import cardValidator from "card-validator"
import { Clock, Effect, Redacted } from "effect"
import { EXPIRY_MONTH_MESSAGE, EXPIRY_YEAR_MESSAGE } from "../../../src/api/cart/checkout.ts"
import { CARD_BRANDS, type CardBrand, type CardDetails, InvalidPayment } from "./gateway.ts"
import { behaviourOf, type CardBehaviour } from "./test-cards.ts"

export interface CheckedCard {
  readonly brand: CardBrand
  readonly last4: string
  readonly behaviour: CardBehaviour
}

export const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  "american-express": "American Express"
}

/** A card is not accepted this many years ahead (card-validator says 19). */
const MAX_YEARS_AHEAD = 20

const ACCEPTED = "We accept Visa, Mastercard and American Express."

const isAccepted = (type: string): type is CardBrand => (CARD_BRANDS as ReadonlyArray<string>).includes(type)

/** 16, 18 or 19 */
const orList = (values: ReadonlyArray<number>) => (values.length <= 1 ? values.join("") : `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`)

const invalid = (field: InvalidPayment["field"], message: string) => new InvalidPayment({ field, message })

interface CheckedNumber extends CheckedCard {
  /** How many digits the brand's security code has (3, or 4 for American Express). */
  readonly cvcSize: number
}

const checkNumber = (number: Redacted.Redacted<string>): Effect.Effect<CheckedNumber, InvalidPayment> => {
  // People type the groups as printed on the card.
  const digits = Redacted.value(number).replace(/[\s-]/g, "")
  if (!/^\d+$/.test(digits)) return Effect.fail(invalid("number", "Enter the card number using digits only."))
  const verdict = cardValidator.number(digits)
  const type = verdict.card?.type
  if (type === undefined) return Effect.fail(invalid("number", `This is not a card number we know. ${ACCEPTED}`))
  if (!isAccepted(type)) return Effect.fail(invalid("number", `${verdict.card?.niceType ?? "These"} cards are not accepted. ${ACCEPTED}`))
  if (!verdict.isValid) {
    const rightLength = cardValidator.number(digits, { skipLuhnValidation: true }).isValid
    return Effect.fail(
      invalid(
        "number",
        rightLength
          ? "This card number is not valid: a digit is wrong (the check digit does not match). Check the number on the card."
          : `${BRAND_NAMES[type]} card numbers have ${orList(verdict.card?.lengths ?? [])} digits. Check the number on the card.`
      )
    )
  }
  return Effect.succeed({
    brand: type,
    last4: digits.slice(-4),
    behaviour: behaviourOf(digits),
    cvcSize: verdict.card?.code.size ?? 3
  })
}

/** Valid through the last day of its month (UTC), as printed cards are. */
const checkExpiry = (expMonth: number, expYear: number) =>
  Effect.gen(function* () {
    if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
      return yield* invalid("expiry", EXPIRY_MONTH_MESSAGE)
    }
    // A two-digit year (MM/YY as printed) means this century.
    const year = Number.isInteger(expYear) && expYear >= 0 && expYear < 100 ? 2000 + expYear : expYear
    if (!Number.isInteger(year) || year < 2000 || year > 9999) return yield* invalid("expiry", EXPIRY_YEAR_MESSAGE)
    const now = new Date(yield* Clock.currentTimeMillis)
    const monthsFromNow = (year - now.getUTCFullYear()) * 12 + (expMonth - 1 - now.getUTCMonth())
    if (monthsFromNow < 0) return yield* invalid("expiry", "This card has expired: its expiry date is in the past.")
    if (monthsFromNow > MAX_YEARS_AHEAD * 12) return yield* invalid("expiry", "This expiry date is too far ahead. Check the date on the card.")
  })

const checkCvc = (cvc: Redacted.Redacted<string>, brand: CardBrand, size: number) =>
  /^\d+$/.test(Redacted.value(cvc)) && Redacted.value(cvc).length === size
    ? Effect.void
    : Effect.fail(invalid("cvc", `The security code (CVC) of this ${BRAND_NAMES[brand]} card has ${size} digits.`))

const checkName = (name: string) =>
  name.trim() !== "" && cardValidator.cardholderName(name.trim()).isValid ? Effect.void : Effect.fail(invalid("name", "Enter the name as printed on the card."))

/** The card's brand, last four digits and sandbox behaviour, or the first thing wrong with it. */
export const checkCard = (card: CardDetails): Effect.Effect<CheckedCard, InvalidPayment> =>
  Effect.gen(function* () {
    const { brand, last4, behaviour, cvcSize } = yield* checkNumber(card.number)
    yield* checkExpiry(card.expMonth, card.expYear)
    yield* checkCvc(card.cvc, brand, cvcSize)
    yield* checkName(card.name)
    return { brand, last4, behaviour }
  })
