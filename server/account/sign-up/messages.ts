/** What sign-up and email verification answer. */
export const SIGNED_UP_MESSAGE = "We have sent a 6-digit code to your email. Enter it to verify your account."
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists. Please sign in."
export const EMAIL_VERIFIED_MESSAGE = "Your email is verified. Welcome to ExamReady!"
