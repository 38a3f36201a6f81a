/**
 * What the account forms answer about a field they share (sign-up, reset,
 * profile). Each step's own answers are in its folder's messages.ts; kept as
 * constants so the server, the API tests and the screens agree on the words.
 */
export const EMAIL_INVALID_MESSAGE = "Please enter a valid email address."
export const NAME_REQUIRED_MESSAGE = "Please enter your name."
export const NAME_TOO_LONG_MESSAGE = "Name must be at most 100 characters."
