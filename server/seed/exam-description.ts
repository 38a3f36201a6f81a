/**
 * Builds a demo exam's rich-text description from its facts (its entry in
 * data/catalog/): the overview, the list of what its practice tests cover,
 * and a closing line on the tests and validity. Code rather than data, so the
 * closing line can never disagree with the tests it counts. An exam without
 * a question bank is coming soon (src/domain/catalog/availability.ts): its
 * closing line calls its tests planned and counts no questions, since none
 * are held yet. The result is still passed through sanitizeRichText before
 * it is stored, like any rich text.
 */
import type { DemoExam } from "./catalog-schema.ts"

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** `banked`: the demo question bank holds the exam's tests (it goes on sale); otherwise they are planned. */
export const examDescriptionHtml = (exam: DemoExam, banked = true): string => {
  const questions = exam.tests.reduce((sum, test) => sum + test.questions, 0)
  const longest = Math.max(...exam.tests.map((test) => test.minutes))
  const closing = banked
    ? `<p>You get ${plural(exam.tests.length, "timed practice test", "timed practice tests")} with ` +
      `${questions} questions in all (the longest runs ${longest} minutes). ` +
      `Access lasts ${exam.validityDays} days from the day of purchase.</p>`
    : `<p>${plural(exam.tests.length, "timed practice test is", "timed practice tests are")} planned ` +
      `(the longest ${longest} minutes). They are being written: the exam goes on sale once every one of them is. ` +
      `Access will last ${exam.validityDays} days from the day of purchase.</p>`
  return [
    `<p>${escapeHtml(exam.overview)}</p>`,
    "<h3>What the practice tests cover</h3>",
    `<ul>${exam.objectives.map((objective) => `<li>${escapeHtml(objective)}</li>`).join("")}</ul>`,
    closing
  ].join("")
}
