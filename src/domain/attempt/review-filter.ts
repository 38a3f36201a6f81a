/**
 * The review's filter: every question, the wrong ones (wrong or
 * only partly correct: something to learn from either way), the unanswered
 * ones, or those the learner marked for review — with how many each shows.
 */
import type { AttemptReviewQuestion } from "../../api/attempt/attempt.ts"

export type ReviewFilter = "all" | "wrong" | "unanswered" | "marked"

export const REVIEW_FILTERS: ReadonlyArray<ReviewFilter> = ["all", "wrong", "unanswered", "marked"]

/** What the filter reads of a reviewed question (outcome null: the answer key is withheld). */
export type ReviewedQuestion = Pick<AttemptReviewQuestion, "outcome" | "marked">

/** The filters a review offers: without its answer key nothing says which answers were wrong. */
export const reviewFiltersFor = (answerKeyShown: boolean): ReadonlyArray<ReviewFilter> => (answerKeyShown ? REVIEW_FILTERS : ["all", "marked"])

export const matchesReviewFilter = (question: ReviewedQuestion, filter: ReviewFilter): boolean => {
  switch (filter) {
    case "all":
      return true
    case "wrong":
      return question.outcome === "wrong" || question.outcome === "partlyCorrect"
    case "unanswered":
      return question.outcome === "unanswered"
    case "marked":
      return question.marked
  }
}

/** The questions the filter keeps, in their order. */
export const filterReview = <Q extends ReviewedQuestion>(questions: ReadonlyArray<Q>, filter: ReviewFilter): ReadonlyArray<Q> =>
  questions.filter((question) => matchesReviewFilter(question, filter))

/** How many questions each filter keeps. */
export const reviewFilterCounts = (questions: ReadonlyArray<ReviewedQuestion>): Readonly<Record<ReviewFilter, number>> => ({
  all: questions.length,
  wrong: questions.filter((question) => matchesReviewFilter(question, "wrong")).length,
  unanswered: questions.filter((question) => matchesReviewFilter(question, "unanswered")).length,
  marked: questions.filter((question) => matchesReviewFilter(question, "marked")).length
})

/** A filter from the address or a stored choice; anything unknown is "all". */
export const parseReviewFilter = (value: string | null | undefined): ReviewFilter => REVIEW_FILTERS.find((filter) => filter === value) ?? "all"
