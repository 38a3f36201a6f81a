/**
 * What a learner may do with a practice test on /profile/exam/{subscId} and
 * its instruction screen (issue 5): resume the attempt still open, start a
 * new one, or neither — the subscription expired, the test's attempts are
 * used up, or the test has no questions yet. The server enforces the same rules; this only decides which
 * button to show.
 */
import type { AttemptSummary, SectionInfo, TestInfo } from "../../api/attempts.ts"

/** What the rules read of an attempt of the test. */
export type AttemptOfTest = Pick<AttemptSummary, "_id" | "status">

/** What the rules read of a test: its attempt limit, the learner's attempts (newest first), and its sections' question counts. */
export interface TestRules extends Pick<TestInfo, "maxAttempts"> {
  readonly attempts: ReadonlyArray<AttemptOfTest>
  readonly sections: ReadonlyArray<Pick<SectionInfo, "questionCount">>
}

export type TestAvailability =
  | { readonly kind: "resume"; readonly attemptId: AttemptOfTest["_id"] }
  | { readonly kind: "start" }
  | { readonly kind: "usedUp" }
  | { readonly kind: "expired" }
  | { readonly kind: "noQuestions" }

/** The attempt still open (ongoing or paused), if there is one. */
export const openAttemptOf = (test: Pick<TestRules, "attempts">): AttemptOfTest | null =>
  test.attempts.find((attempt) => attempt.status !== "submitted") ?? null

export const testAvailability = (test: TestRules, subscriptionActive: boolean): TestAvailability => {
  if (!subscriptionActive) return { kind: "expired" }
  const open = openAttemptOf(test)
  if (open !== null) return { kind: "resume", attemptId: open._id }
  if (test.maxAttempts !== null && test.attempts.length >= test.maxAttempts) return { kind: "usedUp" }
  if (!test.sections.some((section) => section.questionCount > 0)) return { kind: "noQuestions" }
  return { kind: "start" }
}

/** "1 of 3 used", or "2 used (no limit)". */
export const attemptsUsedLabel = (test: Pick<TestRules, "maxAttempts" | "attempts">): string =>
  test.maxAttempts === null ? `${test.attempts.length} used (no limit)` : `${test.attempts.length} of ${test.maxAttempts} used`
