// Business constants from the spec, in one place so UI and server agree.

/** How often the auth token is refreshed. */
export const TOKEN_REFRESH_MS = 10_000

export const NOTIFICATION_PAGE = 1
export const NOTIFICATION_PER_PAGE = 20

/** How long the session waits before opening the real-time stream again after the browser gave up on it. */
export const LIVE_EVENTS_RETRY_MS = 5_000

/** A lazily loaded code chunk that takes longer than this counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export const TOAST_AUTO_CLOSE_MS = 5000
export const TOAST_POSITION = "top-right"

/** Card brands whose logos are shown at checkout, in display order. */
export const CARD_LOGOS = ["visa", "mastercard", "american-express"] as const

/** The exam-play view a learner lands on by default. */
export const EXAM_PLAY_DEFAULT = "ongoing"
