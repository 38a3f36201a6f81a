/**
 * The review schedule's one door to FSRS (the ts-fsrs library): a card as
 * the database stores it, how an answer rates it, and the card after that
 * rating. Pure, with the moment passed in, so the unit tests fix the dates.
 *
 * Parameters: ts-fsrs's defaults (desired retention 0.9, the published FSRS
 * weights, at most 100 years between reviews) with
 * - no fuzz: a card's next date follows from its answers alone, so the
 *   learner sees the same "next review" the tests compute;
 * - one learning step of 10 minutes (ts-fsrs's default is 1 and 10
 *   minutes): a question missed in an attempt is due ten minutes after the
 *   submit, so it counts as "due today" and can be reviewed the same day;
 *   answered right then, it graduates to days (the next day at first).
 */
import { createEmptyCard, fsrs, generatorParameters, type Grade, Rating, type State } from "ts-fsrs"
import type { QuestionOutcome } from "../../src/api/attempt/attempt.ts"
import type { ReviewRating } from "../../src/api/learning/learning.ts"

export const SCHEDULER = fsrs(generatorParameters({ enable_fuzz: false, learning_steps: ["10m"], relearning_steps: ["10m"] }))

/** A review card as review_cards stores it (ts-fsrs's Card without its deprecated elapsed_days). */
export interface ScheduledCard {
  readonly due: number
  readonly stability: number
  readonly difficulty: number
  readonly scheduledDays: number
  readonly learningSteps: number
  /** How many times it was rated: the version a review answers. */
  readonly reps: number
  readonly lapses: number
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  readonly state: number
  readonly lastReview: number | null
}

const GRADES: Readonly<Record<ReviewRating, Grade>> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good }

/** The card after rating it `rating` at `now` (epoch milliseconds). */
export const rateCard = (card: ScheduledCard, rating: ReviewRating, now: number): ScheduledCard => {
  const next = SCHEDULER.next(
    {
      due: new Date(card.due),
      stability: card.stability,
      difficulty: card.difficulty,
      // Deprecated in ts-fsrs 5 (computed from last_review); kept at 0.
      elapsed_days: 0,
      scheduled_days: card.scheduledDays,
      learning_steps: card.learningSteps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state as State,
      ...(card.lastReview === null ? {} : { last_review: new Date(card.lastReview) })
    },
    new Date(now),
    GRADES[rating]
  ).card
  return {
    due: next.due.getTime(),
    stability: next.stability,
    difficulty: next.difficulty,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: next.last_review === undefined ? null : next.last_review.getTime()
  }
}

/** A question entering the schedule at `now`: a new card, rated Again (it was missed or marked). */
export const enterSchedule = (now: number): ScheduledCard => {
  const empty = createEmptyCard(new Date(now))
  return rateCard(
    {
      due: empty.due.getTime(),
      stability: empty.stability,
      difficulty: empty.difficulty,
      scheduledDays: empty.scheduled_days,
      learningSteps: empty.learning_steps,
      reps: empty.reps,
      lapses: empty.lapses,
      state: empty.state,
      lastReview: null
    },
    "again",
    now
  )
}

/** A review's rating: right is Good, partly right Hard (known in part: a shorter interval, not a lapse), wrong or no answer Again. */
export const reviewRating = (outcome: QuestionOutcome): ReviewRating => (outcome === "correct" ? "good" : outcome === "partlyCorrect" ? "hard" : "again")

/**
 * What a submitted attempt's answer does to the schedule. A question not
 * scheduled enters it when missed (not right) or marked; one right and not
 * marked stays out. A question scheduled already is rated by the answer:
 * right Good (Hard when marked: right but unsure), partly right Hard, wrong
 * or unanswered Again.
 */
export const attemptRating = (outcome: QuestionOutcome, marked: boolean, scheduled: boolean): ReviewRating | "enter" | null => {
  if (!scheduled) return outcome !== "correct" || marked ? "enter" : null
  if (outcome === "correct") return marked ? "hard" : "good"
  return reviewRating(outcome)
}
