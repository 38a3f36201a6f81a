/**
 * What a learner may do with a practice test on /profile/exam/{subscId} and
 * its instruction screen: resume the attempt still open, start a
 * new one, or neither — the subscription expired, the test's attempts are
 * used up, or the test has no questions yet. The server enforces the same rules; this only decides which
 * button to show.
 */
import type { AttemptMode, AttemptSummary, SectionInfo, TestInfo } from "../../api/attempt/attempt.ts"

/** What the rules read of an attempt of the test; without a mode it is an exam attempt. */
export type AttemptOfTest = Pick<AttemptSummary, "_id" | "status"> & { readonly mode?: AttemptMode }

/** Practice attempts never count toward exam results nor against the attempts allowed. */
const inMode = (attempts: ReadonlyArray<AttemptOfTest>, mode: AttemptMode) => attempts.filter((attempt) => (attempt.mode ?? "exam") === mode)

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

/** The attempt still open (ongoing or paused) in this mode (exam by default), if there is one. */
export const openAttemptOf = (test: Pick<TestRules, "attempts">, mode: AttemptMode = "exam"): AttemptOfTest | null =>
  inMode(test.attempts, mode).find((attempt) => attempt.status !== "submitted") ?? null

export const testAvailability = (test: TestRules, subscriptionActive: boolean): TestAvailability => {
  if (!subscriptionActive) return { kind: "expired" }
  const open = openAttemptOf(test)
  if (open !== null) return { kind: "resume", attemptId: open._id }
  if (test.maxAttempts !== null && inMode(test.attempts, "exam").length >= test.maxAttempts) return { kind: "usedUp" }
  if (!test.sections.some((section) => section.questionCount > 0)) return { kind: "noQuestions" }
  return { kind: "start" }
}

export type PracticeAvailability =
  | { readonly kind: "resume"; readonly attemptId: AttemptOfTest["_id"] }
  | { readonly kind: "start" }
  | { readonly kind: "notAllowed" }
  | { readonly kind: "expired" }
  | { readonly kind: "noQuestions" }

/** Practice mode: where the test allows it, on an active subscription, whatever the exam attempts used. */
export const practiceAvailability = (test: TestRules & Pick<TestInfo, "practiceAllowed">, subscriptionActive: boolean): PracticeAvailability => {
  if (!subscriptionActive) return { kind: "expired" }
  if (!test.practiceAllowed) return { kind: "notAllowed" }
  const open = openAttemptOf(test, "practice")
  if (open !== null) return { kind: "resume", attemptId: open._id }
  if (!test.sections.some((section) => section.questionCount > 0)) return { kind: "noQuestions" }
  return { kind: "start" }
}

/** "1 of 3 used", or "2 used (no limit)": exam attempts only. */
export const attemptsUsedLabel = (test: Pick<TestRules, "maxAttempts" | "attempts">): string => {
  const used = inMode(test.attempts, "exam").length
  return test.maxAttempts === null ? `${used} used (no limit)` : `${used} of ${test.maxAttempts} used`
}
