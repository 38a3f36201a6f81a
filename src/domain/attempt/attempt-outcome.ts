/**
 * The result screen's data (/attempt/{attemptId}): the review of a submitted
 * attempt, or word that the attempt is still open (the server answers
 * Conflict before the submit, with the message to show).
 */
import type { AttemptReview } from "../../api/attempt/attempt.ts"

export type AttemptOutcome = { readonly status: "submitted"; readonly review: AttemptReview } | { readonly status: "open"; readonly message: string }
