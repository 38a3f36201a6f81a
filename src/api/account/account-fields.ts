/**
 * The account forms' fields (sign-in, sign-up, the password forms): each
 * check with the message the form shows and a refused request answers. The
 * texts are ours (spec §5 leaves these rules out); src/domain/account/account-rules.ts
 * holds them, beside the screens' hints.
 */
import {
  EMAIL_INVALID,
  NAME_DIRECTION_CONTROL,
  NAME_MAX,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  PASSWORD_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_REQUIRED
} from "../../domain/account/account-rules.ts"
import { hasDirectionControl } from "../../domain/shared/direction-controls.ts"
import { isValidEmail } from "../../domain/shared/email.ts"
import { codePoints, plainLine } from "../../domain/shared/text.ts"
import { checkedText } from "../shared/form-schema.ts"

/** Surrounding spaces (common from paste) are ignored; the form sends the trimmed address. */
export const AccountEmail = checkedText([(email) => isValidEmail(email.trim()), EMAIL_INVALID])

/** Judged as the server stores it: tags stripped, spaces collapsed (plainLine); lengths in code points. */
export const AccountName = checkedText(
  [(name) => plainLine(name) !== "", NAME_REQUIRED],
  [(name) => !hasDirectionControl(plainLine(name)), NAME_DIRECTION_CONTROL],
  [(name) => codePoints(plainLine(name)) <= NAME_MAX, NAME_TOO_LONG]
)

/** A new password: 8 to 128 characters as the learner sees them (code points), spaces included (they are part of a passphrase). */
export const NewPassword = checkedText([(password) => codePoints(password) >= PASSWORD_MIN && codePoints(password) <= PASSWORD_MAX, PASSWORD_LENGTH])

/** Signing in only needs something typed: the server judges the rest with one neutral answer. */
export const EnteredPassword = checkedText([(password) => password !== "", PASSWORD_REQUIRED])
