/** What the profile calls answer (spec §8: profile calls show the message as a toast). */
export const PROFILE_UPDATED_MESSAGE = "Your profile has been updated."
export const PHONE_INVALID_MESSAGE = "Please enter a valid US phone number, e.g. (512) 555-0199."
export const PHONE_ALREADY_VERIFIED_MESSAGE = "This phone number is already verified."
export const PHONE_MISSING_MESSAGE = "Please add a mobile number first."
export const PHONE_CODE_OTHER_NUMBER_MESSAGE = "This code was sent to a different number. Request a new code."
export const PHONE_VERIFIED_MESSAGE = "Your phone number is verified."
export const PASSWORDS_DIFFER_MESSAGE = "The new passwords do not match."
export const OLD_PASSWORD_WRONG_MESSAGE = "The current password is not correct."
export const SAME_PASSWORD_MESSAGE = "The new password must be different from the current one."
export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed. Your other devices have been signed out."
export const IMAGE_UPDATED_MESSAGE = "Your profile image has been updated."

export const phoneCodeSentMessage = (formatted: string): string => `We have sent a 6-digit code to ${formatted}.`
