/**
 * What the card form checks, when it shows it, and how the number is shown
 * while typed. The brand, its digit groups and the Luhn check digit come from
 * card-validator (the library the payment sandbox uses too, so both sides
 * recognise the same cards); the server checks everything again and its
 * answer (400 naming the field) is what counts.
 *
 * The typed values live in the card form's React state only, never in a
 * machine's context: nothing here or there may end up in a snapshot.
 */
import cardValidator from "card-validator"
import { type CardFields, digitsOf, parseExpiry } from "../../domain/cart/card-fields.ts"

/** The brands the shop takes; the names are the logos' (spec §9). */
export type CardBrand = "visa" | "mastercard" | "american-express"

export const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  "american-express": "American Express"
}

const isBrand = (type: string | undefined): type is CardBrand => type === "visa" || type === "mastercard" || type === "american-express"

/** The brand the digits typed so far point to, or null. */
export const brandOf = (number: string): CardBrand | null => {
  const type = cardValidator.number(digitsOf(number)).card?.type
  return isBrand(type) ? type : null
}

/** The number in the groups printed on the card ("4242 4242 4242 4242", "3782 822463 10005"). */
export const formatCardNumber = (text: string): string => {
  const card = cardValidator.number(digitsOf(text)).card
  const maxLength = card === null ? 19 : Math.max(...card.lengths)
  const digits = digitsOf(text).slice(0, maxLength)
  const gaps = card?.gaps ?? [4, 8, 12, 16]
  let out = ""
  for (let i = 0; i < digits.length; i++) {
    if (gaps.includes(i) && i > 0) out += " "
    out += digits[i]
  }
  return out
}

export interface CardForm {
  readonly number: string
  readonly expiry: string
  readonly cvc: string
  readonly name: string
}

export type CardField = keyof CardForm

export type CardErrors = Partial<Record<CardField, string>>

export const EMPTY_CARD_FORM: CardForm = { number: "", expiry: "", cvc: "", name: "" }

const ACCEPTED = "We accept Visa, Mastercard and American Express."

const numberError = (text: string): string | null => {
  const digits = digitsOf(text)
  if (digits === "") return "Enter the card number."
  const verdict = cardValidator.number(digits)
  if (verdict.card === null || !isBrand(verdict.card.type)) return `This is not a card we accept. ${ACCEPTED}`
  return verdict.isValid ? null : "This card number is not valid. Check the number on the card."
}

const expiryError = (text: string, now: Date): string | null => {
  if (digitsOf(text) === "") return "Enter the expiry date (MM / YY)."
  const expiry = parseExpiry(text)
  if (expiry === null) return "Enter the expiry date as MM / YY."
  const thisMonth = now.getFullYear() * 12 + now.getMonth() + 1
  return expiry.year * 12 + expiry.month < thisMonth ? "This card has expired." : null
}

const cvcError = (text: string, brand: CardBrand | null): string | null => {
  const size = brand === "american-express" ? 4 : 3
  return new RegExp(`^\\d{${size}}$`).test(text.trim()) ? null : `Enter the ${size}-digit security code.`
}

const nameError = (text: string): string | null => (text.trim() === "" ? "Enter the name on the card." : null)

/** Every field's problem, in the form's order; empty when the card can be sent. */
export const cardErrors = (form: CardForm, now: Date = new Date()): CardErrors => {
  const errors: Partial<Record<CardField, string>> = {}
  const number = numberError(form.number)
  if (number !== null) errors.number = number
  const expiry = expiryError(form.expiry, now)
  if (expiry !== null) errors.expiry = expiry
  const cvc = cvcError(form.cvc, brandOf(form.number))
  if (cvc !== null) errors.cvc = cvc
  const name = nameError(form.name)
  if (name !== null) errors.name = name
  return errors
}

/**
 * The errors the form shows: those of the fields the learner has left
 * (touched) or that Pay has checked, each from the values as they are now,
 * so it follows every change after. A field being typed for the first time
 * says nothing yet.
 */
export const shownCardErrors = (form: CardForm, touched: ReadonlySet<CardField>, now: Date = new Date()): CardErrors => {
  const all = cardErrors(form, now)
  const shown: Partial<Record<CardField, string>> = {}
  for (const field of touched) {
    const error = all[field]
    if (error !== undefined) shown[field] = error
  }
  return shown
}

/** The checked card as the checkout sends it (call only when `cardErrors` is empty). */
export const cardFieldsOf = (form: CardForm): CardFields => {
  const expiry = parseExpiry(form.expiry) ?? { month: 0, year: 0 }
  return { number: digitsOf(form.number), expMonth: expiry.month, expYear: expiry.year, cvc: form.cvc.trim(), name: form.name.trim() }
}
