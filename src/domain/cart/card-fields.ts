/**
 * The card form's values once checked, as the checkout sends them: the
 * number and the CVC as digits only, the expiry as a month and a four-digit
 * year. The wiring turns them into the contract's PaymentCard (number and
 * CVC Redacted) at the last moment; the machine never keeps them.
 */
export interface CardFields {
  /** Digits only. */
  readonly number: string
  readonly expMonth: number
  /** Four digits (2031). */
  readonly expYear: number
  /** Digits only. */
  readonly cvc: string
  readonly name: string
}

/** Digits only: what the learner typed without spaces or dashes. */
export const digitsOf = (text: string): string => text.replace(/\D/g, "")

/** "MM/YY" (or "MM / YY", "MMYY") → month and four-digit year, or null when it cannot be a date. */
export const parseExpiry = (text: string): { readonly month: number; readonly year: number } | null => {
  const digits = digitsOf(text)
  if (digits.length !== 4) return null
  const month = Number(digits.slice(0, 2))
  const year = 2000 + Number(digits.slice(2))
  return month >= 1 && month <= 12 ? { month, year } : null
}

/** What the expiry field shows while typing: "1", "12", "12 / 3", "12 / 31". */
export const formatExpiry = (text: string): string => {
  const digits = digitsOf(text).slice(0, 4)
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`
}
