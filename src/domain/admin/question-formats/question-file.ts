/**
 * The file an export downloads: its name and type per format.
 * The server sends them in Content-Disposition and Content-Type; the
 * browser names the saved file the same way.
 */
import type { QuestionFormat } from "../../../api/admin/admin-questions.ts"

export const QUESTION_FORMAT_LABELS: Readonly<Record<QuestionFormat, string>> = {
  gift: "GIFT",
  aiken: "Aiken",
  csv: "CSV"
}

export const QUESTION_FORMATS = Object.keys(QUESTION_FORMAT_LABELS) as ReadonlyArray<QuestionFormat>

/**
 * The largest file the import panel reads: the contract's JSON body limit
 * (JSON_BODY_MAX_BYTES, 256 KiB; a test checks they agree). A larger file is
 * not read at all: its text could not be sent in one request.
 */
export const QUESTION_FILE_MAX_BYTES = 256 * 1024

export const questionFileTooLarge = (name: string, bytes: number): string =>
  `"${name}" is ${Math.ceil(bytes / 1024)} KB: an import takes at most ${QUESTION_FILE_MAX_BYTES / 1024} KB. Please split it into smaller files.`

/** What the panel says about a format, so the admin knows what each one expects. */
export const QUESTION_FORMAT_HINTS: Readonly<Record<QuestionFormat, string>> = {
  gift: 'Moodle\'s GIFT: multiple choice with one "=" answer, or several "~%50%" answers; "####" is the explanation; "// objective: …" or "$CATEGORY:" names the objective.',
  aiken: 'Aiken: the question on one line, options "A." or "A)", then "ANSWER: B". Questions get the default objective.',
  csv: 'CSV with a header row: text, kind, option1, option2 …, correct (such as "1;3"), explanation, objective.'
}

const EXTENSIONS: Readonly<Record<QuestionFormat, string>> = { gift: "gift", aiken: "aiken.txt", csv: "csv" }

export const questionFileType = (format: QuestionFormat): string => (format === "csv" ? "text/csv; charset=utf-8" : "text/plain; charset=utf-8")

/** The format a chosen file's name suggests (".gift", ".csv", ".aiken.txt"), or null (a plain ".txt" may be either). */
export const formatOfFileName = (name: string): QuestionFormat | null => {
  const lower = name.toLowerCase()
  if (lower.endsWith(".gift")) return "gift"
  if (lower.endsWith(".csv")) return "csv"
  if (lower.endsWith(".aiken.txt") || lower.endsWith(".aiken")) return "aiken"
  return null
}

/** "az-900-practice-test-1.gift": the test's name in lower-case words joined by "-", then the format's extension. */
export const questionFileName = (testName: string, format: QuestionFormat): string => {
  const stem = testName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "")
  return `${stem === "" ? "questions" : stem}.${EXTENSIONS[format]}`
}
