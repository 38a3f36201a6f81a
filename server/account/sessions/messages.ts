/** What resuming and ending a browser's session answer. */
export const NOT_SIGNED_IN_MESSAGE = "You are not signed in."
export const SIGNED_OUT_MESSAGE = "You have signed out."
