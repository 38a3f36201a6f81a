/**
 * Builds a demo exam's rich-text description from its facts (its entry in
 * data/catalog/): the overview, the list of what its practice tests cover,
 * and a closing line on the tests and validity. Code rather than data, so the
 * closing line can never disagree with the tests it counts. The result is
 * still passed through sanitizeRichText before it is stored, like any rich
 * text.
 */
import type { DemoExam } from "./catalog-schema.ts"

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * `banked`: the exam has a question bank (data/question-bank/), so its tests
 * are what a buyer gets; without one the exam is coming soon, and the
 * closing line says what is planned instead of promising it.
 */
export const examDescriptionHtml = (exam: DemoExam, banked: boolean): string => {
  const questions = exam.tests.reduce((sum, test) => sum + test.questions, 0)
  const longest = Math.max(...exam.tests.map((test) => test.minutes))
  const tests = plural(exam.tests.length, "timed practice test", "timed practice tests")
  const closing = banked
    ? `<p>You get ${tests} with ${questions} questions in all (the longest runs ${longest} minutes). ` +
      `Access lasts ${exam.validityDays} days from the day of purchase.</p>`
    : `<p>Coming soon: its practice tests are still being written (${tests} are planned). ` +
      `Press Notify me to hear once when it goes on sale; access will last ${exam.validityDays} days from the day of purchase.</p>`
  return [
    `<p>${escapeHtml(exam.overview)}</p>`,
    "<h3>What the practice tests cover</h3>",
    `<ul>${exam.objectives.map((objective) => `<li>${escapeHtml(objective)}</li>`).join("")}</ul>`,
    closing
  ].join("")
}
