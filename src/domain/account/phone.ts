/**
 * US-style phone number: 10 digits, optionally preceded by the country code 1.
 *
 * Accepted separators are the spec's: parentheses around the area code,
 * dashes or single spaces between groups. Choices made where the spec is silent:
 *   - "+1" is accepted as well as "1", because international-format numbers
 *     ("+1 (555) 123-4567") are what phones and autofill commonly produce;
 *   - dots ("555.123.4567") are rejected, the spec lists no dots;
 *   - area codes and exchanges are not checked against NANP rules (first
 *     digit 2–9), the spec asks only for 10 digits.
 *
 * No `g` flag on purpose: a global RegExp keeps `lastIndex` between `test`
 * calls, which would make a shared exported pattern alternate true/false.
 */
export const US_PHONE_PATTERN = /^(?:\+?1[ -]?)?(?:\(\d{3}\)|\d{3})[ -]?\d{3}[ -]?\d{4}$/

export function isUsPhone(s: string): boolean {
  return US_PHONE_PATTERN.test(s.trim())
}

/** The 10 national digits (country code dropped), or null when not a US phone. */
export function normalizeUsPhone(s: string): string | null {
  if (!isUsPhone(s)) return null
  return s.replace(/\D/g, "").slice(-10)
}
