/**
 * What the account forms check before sending (sign-up, sign-in, codes,
 * phone, password reset). The spec leaves these rules out (§5 "Rules for the
 * password, profile and sign-up forms are not shown"), so the texts are ours
 * and the limits match the server's (8–128 character passwords, 6-digit
 * codes, at most 100 characters of name, the spec's US phone format).
 */
import { directionControlMessage, hasDirectionControl } from "../shared/direction-controls.ts"
import { plainLine } from "../shared/text.ts"
import { isUsPhone } from "./phone.ts"

export const NAME_REQUIRED = "Please enter your name."
export const NAME_MAX = 100
export const NAME_TOO_LONG = `Name must be at most ${NAME_MAX} characters.`
/** A name steering the text after it (bidirectional spoofing, src/domain/shared/direction-controls.ts). */
export const NAME_DIRECTION_CONTROL = directionControlMessage("name")
/** The browser says it before sending and the server the same when it is sent anyway (server/account/messages.ts). */
export const EMAIL_INVALID = "Please enter a valid email address."
export const PASSWORD_LENGTH = "Password must be 8 to 128 characters."
export const PASSWORD_REQUIRED = "Please enter your password"
export const PASSWORDS_DIFFER = "Passwords do not match"
export const CODE_INVALID = "Please enter the 6-digit code"
export const PHONE_INVALID = "Please enter a valid US phone number"

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const CODE_LENGTH = 6
const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`)

/** Judged as the server stores it: tags stripped, spaces collapsed (text.ts plainLine); lengths in code points. */
export const validateName = (name: string): string | null => {
  const plain = plainLine(name)
  if (plain === "") return NAME_REQUIRED
  if (hasDirectionControl(plain)) return NAME_DIRECTION_CONTROL
  return Array.from(plain).length > NAME_MAX ? NAME_TOO_LONG : null
}

/** Exactly six digits; spaces typed between them (as codes are often read out) are ignored. */
export const validateCode = (code: string): string | null => (CODE_PATTERN.test(normalizeCode(code)) ? null : CODE_INVALID)

export const normalizeCode = (code: string): string => code.replace(/\s+/g, "")

export const validatePhone = (phone: string): string | null => (isUsPhone(phone) ? null : PHONE_INVALID)

/**
 * Where to go after signing in. Only a path of this site is followed
 * ("/x", not "//evil.example" or "https://…"): lastLocation comes from the URL,
 * which anyone can craft, and must not turn sign-in into an open redirect.
 */
export const safeLastLocation = (lastLocation: string | null | undefined): string => {
  if (lastLocation === null || lastLocation === undefined) return "/"
  if (!lastLocation.startsWith("/") || lastLocation.startsWith("//") || lastLocation.startsWith("/\\")) return "/"
  return lastLocation
}

/** Seconds before another code may be asked for (the server allows one send a minute). */
export const RESEND_COOLDOWN_SECONDS = 60
