/**
 * What the operator reads about an exam's sale (the admin exam's
 * `notOnSale`, the answers of "put on sale" and "withdraw from sale"): the
 * one rule's reasons (src/domain/catalog/availability.ts) in words, written
 * once here.
 */
import type { NotOnSaleReason } from "../../../src/domain/catalog/availability.ts"

const questions = (count: number) => `${count} ${count === 1 ? "question" : "questions"}`

/**
 * One reason as part of a sentence. `testNames` are the exam's practice
 * tests in page order (the order of exam_offers' tests), so a short test is
 * named as the operator knows it.
 */
export const reasonText = (reason: NotOnSaleReason, testNames: ReadonlyArray<string>): string => {
  switch (reason.kind) {
    case "hidden":
      return "it is not published (or its category/sub-category is not)"
    case "notForSale":
      return "it has not been put on sale"
    case "noPrice":
      return "it has no price"
    case "noTests":
      return "it has no practice tests"
    case "testShort": {
      const name = testNames[reason.index] ?? `Practice test ${reason.index + 1}`
      return reason.stated === 0 && reason.held === 0
        ? `${name} has no questions`
        : `${name} states ${questions(reason.stated)} but its bank holds ${reason.held}`
    }
  }
}

/** The 409 of "put on sale": every reason that remains, in the order to fix them. */
export const cannotGoOnSale = (examName: string, reasons: ReadonlyArray<string>): string => `"${examName}" cannot go on sale: ${reasons.join("; ")}.`

export const putOnSale = (code: string): string => `Exam ${code} is on sale; every learner who asked to be told (Notify me) has been told.`

export const alreadyOnSale = (code: string): string => `Exam ${code} is already on sale.`

export const withdrawn = (code: string): string => `Exam ${code} withdrawn from sale: learners see it as coming soon and cannot buy it.`

export const alreadyWithdrawn = (code: string): string => `Exam ${code} is already withdrawn from sale.`

/** The audit log's summaries. */
export const putOnSaleSummary = (code: string): string => `Exam ${code} put on sale`
export const withdrawnSummary = (code: string): string => `Exam ${code} withdrawn from sale`
