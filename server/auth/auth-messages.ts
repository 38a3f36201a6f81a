/**
 * What the account calls answer. Kept in one place so the server, the API
 * tests and the screens agree on the words.
 */
export const SIGNED_UP_MESSAGE = "We have sent a 6-digit code to your email. Enter it to verify your account."
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists. Please sign in."
export const EMAIL_INVALID_MESSAGE = "Please enter a valid email address."
export const NAME_REQUIRED_MESSAGE = "Please enter your name."
export const NAME_TOO_LONG_MESSAGE = "Name must be at most 100 characters."
export const EMAIL_VERIFIED_MESSAGE = "Your email is verified. Welcome to ExamReady!"
export const SIGNED_IN_MESSAGE = "You are signed in."
export const BAD_CREDENTIALS_MESSAGE = "Invalid email or password."
export const VERIFY_EMAIL_FIRST_MESSAGE = "Please verify your email first. We have sent a code to it."
export const NOT_SIGNED_IN_MESSAGE = "You are not signed in."
export const SIGNED_OUT_MESSAGE = "You have signed out."
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for this email, we have sent a code to reset the password."
export const RESET_CODE_ACCEPTED_MESSAGE = "The code is correct. Choose a new password."
export const RESET_TOKEN_INVALID_MESSAGE = "This password reset has expired or was already used. Please request a new code."
export const PASSWORD_RESET_MESSAGE = "Your password has been changed. Please sign in with the new password."
export const CODE_RESENT_MESSAGE = "If this email needs a code, we have sent a new one."
