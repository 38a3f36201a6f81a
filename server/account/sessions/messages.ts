/** What resuming, refreshing and ending a browser's session answer. */
export const NOT_SIGNED_IN_MESSAGE = "You are not signed in."
export const SIGNED_OUT_MESSAGE = "You have signed out."
/** A token whose session was signed out, reset or expired (every signed-in call, and the token refresh). */
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again."
/** A token refresh without the httpOnly `sid` cookie (security finding 6: a token alone renews nothing). */
export const REFRESH_COOKIE_MISSING_MESSAGE = "Renewing your sign-in needs this browser's session cookie. Please sign in again."
/** A token refresh whose `sid` cookie names another session than the token's. */
export const REFRESH_COOKIE_MISMATCH_MESSAGE = "This browser's session cookie does not belong to this sign-in. Please sign in again."
