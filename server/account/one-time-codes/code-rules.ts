/**
 * The life of a one-time code: it expires after 10 minutes, allows 5 tries,
 * and a new one replaces it at most once a minute.
 */
export type CodePurpose = "verify-email" | "verify-phone" | "reset-password"

export const CODE_LIFETIME_MINUTES = 10
export const CODE_MAX_TRIES = 5
export const CODE_RESEND_COOLDOWN_SECONDS = 60
