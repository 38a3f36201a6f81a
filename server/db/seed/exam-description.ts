/**
 * Builds a demo exam's rich-text description from its facts
 * (catalog-details.ts): the overview, the list of what its practice tests
 * cover, and a closing line on the tests and validity. The result is still
 * passed through sanitizeRichText before it is stored, like any rich text.
 */
import type { SeedExamDetails } from "./catalog-details.ts"

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export const examDescriptionHtml = (details: SeedExamDetails): string => {
  const questions = details.tests.reduce((sum, [count]) => sum + count, 0)
  const longest = Math.max(...details.tests.map(([, minutes]) => minutes))
  return [
    `<p>${escapeHtml(details.overview)}</p>`,
    "<h3>What the practice tests cover</h3>",
    `<ul>${details.objectives.map((objective) => `<li>${escapeHtml(objective)}</li>`).join("")}</ul>`,
    `<p>You get ${plural(details.tests.length, "timed practice test", "timed practice tests")} with ` +
    `${questions} questions in all (the longest runs ${longest} minutes). ` +
    `Access lasts ${details.validityDays} days from the day of purchase.</p>`
  ].join("")
}
