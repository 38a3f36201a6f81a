/**
 * What My Exams and the attempt calls answer, in one place: the browser
 * shows these as they are (toasts, the test screen's banners), and the API
 * tests compare them word for word.
 */

// 404: unknown, or someone else's.
export const SUBSCRIPTION_NOT_FOUND = "This subscription was not found."
export const TEST_NOT_FOUND = "This test was not found."
export const ATTEMPT_NOT_FOUND = "This attempt was not found."

// start
export const ACCESS_EXPIRED = "Your access to this exam has expired."
export const ACCESS_NOT_STARTED = "Your access to this exam has not started yet."
export const NO_QUESTIONS = "This test has no questions yet."
export const attemptsUsedUp = (maxAttempts: number) =>
  maxAttempts === 1 ? "You have already used the only attempt this test allows." : `You have already used all ${maxAttempts} attempts this test allows.`
export const ATTEMPT_STARTED = "Your attempt has started. Good luck!"
export const ATTEMPT_RESUMED = "You already have this test open: it continues where you left it."

// practice mode and practice sets
export const PRACTICE_STARTED = "Your practice has started: check each answer when you are ready."
export const PRACTICE_RESUMED = "You already have a practice of this test open: it continues where you left it."
export const PRACTICE_NOT_ALLOWED = "This test cannot be taken in practice mode."
export const SET_NEEDS_PRACTICE = "A practice set can only be taken in practice mode."
export const NO_MISTAKES = "You have no mistakes to practise in this test."
export const NO_MISTAKES_IN_OBJECTIVE = "You have no mistakes to practise in this objective."
export const PRACTICE_HAS_NO_TIMER = "A practice has no timer to pause."
export const CHECK_IN_PRACTICE_ONLY = "Answers are shown only in practice mode, after the attempt in exam mode is submitted."
export const CHECK_AFTER_REFUND = "This exam was refunded: its correct answers are no longer shown."
export const CHECK_UNANSWERED = "Choose an answer before checking it."
export const ANSWER_LOCKED = "This answer was checked and is locked: it can no longer change."

// save, pause, resume, submit
export const ALREADY_SUBMITTED = "This attempt is already submitted."
export const PAUSED = "The test is paused. Resume it to answer."
export const TIME_UP = "Time is up for this attempt."
export const PAUSE_NOT_ALLOWED = "This test cannot be paused."
export const TEST_PAUSED = "The test is paused."
export const TEST_RUNNING = "The test is running."
export const SUBMITTED = "Your answers are submitted."

// save validation (400; the save number's rule and message are the contract's: src/api/attempt/attempt.ts)
export const QUESTION_NOT_IN_TEST = "This question is not part of this test."
export const OPTION_NOT_IN_QUESTION = "An answer must be one of the question's options."
export const SINGLE_ANSWER_ONLY = "This question takes a single answer."

// result
export const SUBMIT_FIRST = "Submit the attempt to see its result."
