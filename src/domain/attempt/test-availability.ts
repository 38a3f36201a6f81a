/**
 * What a learner may do with a practice test on /profile/exam/{subscId} and
 * its instruction screen (issue 5): resume the attempt still open, start a
 * new one, or neither — the subscription expired, the test's attempts are
 * used up, or the test has no questions yet. The server enforces the same rules; this only decides which
 * button to show.
 */

export interface AttemptOfTest {
  readonly _id: string
  readonly status: "ongoing" | "paused" | "submitted"
}

export interface TestRules {
  /** Null: as many attempts as the learner likes while the subscription is active. */
  readonly maxAttempts: number | null
  /** The learner's attempts, newest first. */
  readonly attempts: ReadonlyArray<AttemptOfTest>
  /** The sections with their questions; a test without any cannot be taken yet. */
  readonly sections: ReadonlyArray<{ readonly questionCount: number }>
}

export type TestAvailability =
  | { readonly kind: "resume"; readonly attemptId: string }
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
