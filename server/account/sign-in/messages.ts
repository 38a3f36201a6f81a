/** What signing in answers. A wrong password and an unknown email read the same. */
export const SIGNED_IN_MESSAGE = "You are signed in."
export const BAD_CREDENTIALS_MESSAGE = "Invalid email or password."
export const VERIFY_EMAIL_FIRST_MESSAGE = "Please verify your email first. We have sent a code to it."
