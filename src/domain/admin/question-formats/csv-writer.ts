/**
 * Questions as CSV, read back by
 * server/admin/questions/formats/csv.ts. One question per row after a
 * header row:
 *
 *     text,kind,option1,option2,option3,correct,explanation,objective
 *     What does a subnet mask do?,single,Encrypts packets,Splits an address…,,2,The mask marks…,Networking
 *
 * - text: the question (may hold line breaks inside quotes)
 * - kind: single or multiple (empty: single when one option is correct, multiple when several are)
 * - option1 … optionN: the options in order (as many columns as the longest question needs; empty cells at the end are no options)
 * - correct: the numbers of the correct options, separated by ";" ("1;3"); letters work too ("A;C")
 * - explanation, objective: may be empty (the import's default objective is used)
 *
 * Fields with a comma, a quote or a line break are quoted, quotes doubled
 * (RFC 4180); a field a spreadsheet would take for a formula starts with an
 * apostrophe. The file starts with a byte order mark so a spreadsheet opens
 * it as UTF-8.
 */
import type { QuestionDraft } from "../../../api/admin/admin-questions.ts"

/** The columns besides option1…optionN, as the header names them. */
export const CSV_COLUMNS = { text: "text", kind: "kind", correct: "correct", explanation: "explanation", objective: "objective" } as const
export const CSV_OPTION_COLUMN = "option"

/**
 * A cell a spreadsheet would run as a formula (one starting with =, +, -,
 * @, a tab or a carriage return: "CSV injection") is written with an
 * apostrophe before it, which a spreadsheet shows as text and hides; the
 * reader (server/admin/questions/formats/csv.ts, `fromCell`) takes it off,
 * so "-5" or "=x" come back as they were.
 *
 * The start is judged after Unicode compatibility normalisation (NFKC):
 * some spreadsheets fold a full-width "＝" (U+FF1D), "＋", "－", "＠" or a
 * small "﹦" into its plain form when they read a cell, so "＝SUM(1)" would
 * run as a formula while a check of the raw text lets it through.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export const looksLikeFormula = (value: string): boolean => FORMULA_START.test(value.normalize("NFKC"))

const guarded = (value: string): string => (looksLikeFormula(value) ? `'${value}` : value)

const field = (raw: string): string => {
  const value = guarded(raw)
  return /[",\n\r]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export const writeCsv = (drafts: ReadonlyArray<QuestionDraft>): string => {
  const optionColumns = Math.max(2, ...drafts.map((draft) => draft.options.length))
  const header = [
    CSV_COLUMNS.text,
    CSV_COLUMNS.kind,
    ...Array.from({ length: optionColumns }, (_, index) => `${CSV_OPTION_COLUMN}${index + 1}`),
    CSV_COLUMNS.correct,
    CSV_COLUMNS.explanation,
    CSV_COLUMNS.objective
  ]
  const rows = drafts.map((draft) => [
    draft.text,
    draft.kind,
    ...Array.from({ length: optionColumns }, (_, index) => draft.options[index]?.text ?? ""),
    draft.options.flatMap((option, index) => (option.correct ? [String(index + 1)] : [])).join(";"),
    draft.explanation,
    draft.objective
  ])
  return "\uFEFF" + [header, ...rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n"
}
