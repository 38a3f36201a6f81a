/**
 * What the account forms answer about a field they share (sign-up, reset,
 * profile). Each step's own answers are in its folder's messages.ts; kept as
 * constants so the server, the API tests and the screens agree on the words.
 */
import { EMAIL_INVALID, NAME_REQUIRED, NAME_TOO_LONG } from "../../src/domain/account/account-rules.ts"

// The same words the browser's forms say before sending (src/domain/account/account-rules.ts).
export const EMAIL_INVALID_MESSAGE = EMAIL_INVALID
export const NAME_REQUIRED_MESSAGE = NAME_REQUIRED
export const NAME_TOO_LONG_MESSAGE = NAME_TOO_LONG
