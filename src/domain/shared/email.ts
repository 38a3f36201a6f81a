// RFC 5321 limit on a whole address path.
export const EMAIL_MAX_LENGTH = 254

// RFC 5322 "dot-atom" characters for the local part: no spaces, no quotes.
// Quoted local parts ("john doe"@x.com) are legal but practically never real
// sign-ups, so they are rejected rather than supported.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/
const TLD = /^[A-Za-z]{2,}$/

/**
 * Practical, RFC-5322-lite email check: exactly one "@", a non-empty local
 * part without spaces, a dotted domain whose last label is 2+ letters, at most
 * 254 characters. It does not trim: that is the form validator's job, and an
 * address with spaces around it is not itself valid.
 */
export function isValidEmail(s: string): boolean {
  if (s.length === 0 || s.length > EMAIL_MAX_LENGTH) return false
  const parts = s.split("@")
  if (parts.length !== 2) return false
  const [local = "", domain = ""] = parts
  if (!LOCAL_PART.test(local)) return false
  const labels = domain.split(".")
  if (labels.length < 2) return false
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false
  return TLD.test(labels[labels.length - 1] ?? "")
}
