/**
 * What the learning calls answer, in one place: the browser shows these as
 * they are, and the API tests compare them word for word.
 */

// 404: unknown, or someone else's (the same words as My Exams').
export const SUBSCRIPTION_NOT_FOUND = "This subscription was not found."
export const ATTEMPT_NOT_FOUND = "This attempt was not found."
export const CARD_NOT_FOUND = "This question is not in your reviews."

// 409
export const REVIEWS_STOPPED = "Your access to this exam has ended, so its reviews have stopped."
export const REVIEWS_NOT_STARTED = "Your access to this exam has not started yet."
export const ALREADY_REVIEWED = "This question was already answered in this review. Start the review again to go on."
export const SUBMIT_FIRST = "This attempt is still open: its pacing is shown once it is submitted."

// 400
export const OPTION_NOT_IN_QUESTION = "This option does not belong to the question."
export const SINGLE_ANSWER_ONLY = "This question takes a single answer."
