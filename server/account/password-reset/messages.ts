/** What the forgotten-password steps answer. Asking for a code reads the same whether or not the email has an account. */
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for this email, we have sent a code to reset the password."
export const RESET_CODE_ACCEPTED_MESSAGE = "The code is correct. Choose a new password."
export const RESET_TOKEN_INVALID_MESSAGE = "This password reset has expired or was already used. Please request a new code."
export const PASSWORD_RESET_MESSAGE = "Your password has been changed. Please sign in with the new password."
