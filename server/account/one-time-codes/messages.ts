/**
 * What a learner reads when a one-time code is not accepted, cannot be sent
 * yet, or was sent again. Kept together so the server, the API tests and the
 * screens agree.
 */
export const CODE_WRONG_MESSAGE = "The code is not correct."
export const CODE_EXPIRED_MESSAGE = "The code has expired. Request a new one."
export const CODE_USED_MESSAGE = "This code has already been used. Request a new one."
export const CODE_TOO_MANY_TRIES_MESSAGE = "Too many wrong tries. Request a new code."
export const CODE_FORMAT_MESSAGE = "Please enter the 6-digit code."
export const CODE_RESENT_MESSAGE = "If this email needs a code, we have sent a new one."

export const cooldownMessage = (seconds: number): string => `Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} before requesting a new code.`
