/**
 * Builds a demo exam's rich-text description from its facts (its entry in
 * data/catalog/): the overview, the list of what its practice tests cover,
 * and a closing line on the tests and validity. Code rather than data, so the
 * closing line can never disagree with the tests it counts. The result is
 * still passed through sanitizeRichText before it is stored, like any rich
 * text.
 */
import type { DemoExam } from "./catalog-schema.ts"

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export const examDescriptionHtml = (exam: DemoExam): string => {
  const questions = exam.tests.reduce((sum, test) => sum + test.questions, 0)
  const longest = Math.max(...exam.tests.map((test) => test.minutes))
  return [
    `<p>${escapeHtml(exam.overview)}</p>`,
    "<h3>What the practice tests cover</h3>",
    `<ul>${exam.objectives.map((objective) => `<li>${escapeHtml(objective)}</li>`).join("")}</ul>`,
    `<p>You get ${plural(exam.tests.length, "timed practice test", "timed practice tests")} with ` +
    `${questions} questions in all (the longest runs ${longest} minutes). ` +
    `Access lasts ${exam.validityDays} days from the day of purchase.</p>`
  ].join("")
}
