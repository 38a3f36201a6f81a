/**
 * Addresses of My Exams and the attempt screens (spec §2), built in one place
 * so links, redirects and tests agree with the route table.
 */

export type ExamListStatus = "active" | "expired"

/** /profile/exam/active and /profile/exam/expired (My Exams). */
export const myExamsPath = (status: ExamListStatus): string => `/profile/exam/${status}`

/** /profile/exam/{subscId}: the exam's tests and past attempts. */
export const examDetailPath = (subscId: string): string => `/profile/exam/${encodeURIComponent(subscId)}`

/** /instruction/{subscId}/{examId}/{testId}: the rules and Start. */
export const instructionPath = (subscId: string, examId: string, testId: string): string =>
  `/instruction/${encodeURIComponent(subscId)}/${encodeURIComponent(examId)}/${encodeURIComponent(testId)}`

/**
 * /test/{attemptId}, or /test/{attemptId}/{sectionId}/{qsnId} for one
 * question (the address the test screen keeps current, so a reload reopens it).
 */
export const testPath = (attemptId: string, question?: { readonly sectionId: string; readonly qsnId: string } | null): string =>
  question === undefined || question === null
    ? `/test/${encodeURIComponent(attemptId)}`
    : `/test/${encodeURIComponent(attemptId)}/${encodeURIComponent(question.sectionId)}/${encodeURIComponent(question.qsnId)}`

/** /attempt/{attemptId}: the result and the review. */
export const resultPath = (attemptId: string): string => `/attempt/${encodeURIComponent(attemptId)}`
