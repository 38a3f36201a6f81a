/**
 * The answer key (the correct options and explanations of an exam's
 * questions) is part of what is sold, so one rule decides, for every place
 * that could show it — the practice check, the result and review, the
 * spaced review's answer — and for the refund terms:
 *
 * - a key is shown only for a grant that was not refunded. An expired grant
 *   keeps it: the Terms (§4 Access and validity) promise that past results
 *   stay readable when the validity period ends; a refund gives the money
 *   back, so what was bought is no longer the learner's to read. A refunded
 *   grant's review shows the score and the learner's own answers only;
 * - every key shown to the learner is recorded on the server (the first
 *   reveal per grant, how and when) at the moment it is shown;
 * - a refund is refused once any key of the order's exams was shown: the
 *   earliest reveal is the reason the refund terms state.
 */
import type { AnswerFeedback, AttemptReview } from "../../api/attempt/attempt.ts"

/** How a correct answer reached the learner. */
export type AnswerKeyReveal = "practiceCheck" | "review" | "spacedReview"

/** A grant (an exam subscription) as the rule sees it: whether the order that granted it was refunded. */
export interface KeyGrant {
  readonly refunded: boolean
}

/** Whether the correct answers and explanations of this grant's exam may be shown to its learner. */
export const answerKeyShowable = (grant: KeyGrant): boolean => !grant.refunded

/** The first reveal of one of an order's exams. */
export interface AnswerKeyShown {
  readonly examName: string
  readonly how: AnswerKeyReveal
  readonly at: Date
}

/**
 * Why an order can no longer be refunded because of what was shown: its
 * earliest reveal, or null while no key of its exams was shown.
 */
export const refundBlockingReveal = (shown: ReadonlyArray<AnswerKeyShown>): AnswerKeyShown | null =>
  shown.reduce<AnswerKeyShown | null>((earliest, reveal) => (earliest === null || reveal.at < earliest.at ? reveal : earliest), null)

const REVEAL_WORDS: Readonly<Record<AnswerKeyReveal, string>> = {
  practiceCheck: "practice check",
  review: "test result and review",
  spacedReview: "spaced review"
}

/** The reveal in words, for the refund's refusal ("practice check on 3 March 2026"). */
export const revealWords = (how: AnswerKeyReveal): string => REVEAL_WORDS[how]

/** The rule as the learner reads it before buying (the refund terms, the refund dialog, the refund policy page). */
export const ANSWER_KEY_REFUND_TERMS =
  "A refund is no longer possible once a correct answer of the order's exams was shown to you: a practice check, a test's result and review, or a spaced-review answer."

/** What a refunded grant's review says instead of its correct answers. */
export const ANSWER_KEY_WITHHELD = "This exam was refunded: your score and your own answers are shown, the correct answers and explanations are not."

/**
 * A review with its key left out: the score and the learner's answers stay.
 * Each question's outcome goes too: beside the learner's answer, "correct"
 * would name a correct option (answering every question with the same
 * option, then refunding, would read the key a few purchases at a time).
 */
export const withoutAnswerKey = (review: AttemptReview): AttemptReview => ({
  ...review,
  answerKeyShown: false,
  questions: review.questions.map((question) => ({ ...question, outcome: null, correct: [], explanation: "" }))
})

/** A practice check's feedback with its key left out (a refunded grant's practice attempt read again). */
export const feedbackWithoutKey = (feedback: AnswerFeedback): AnswerFeedback => ({ ...feedback, correct: [], explanation: "" })
