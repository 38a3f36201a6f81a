/**
 * Questions from CSV, read with csv-parse (quoted fields with
 * commas, quotes and line breaks, RFC 4180). The columns are documented in
 * src/domain/admin/question-formats/csv-writer.ts; the header row is
 * required and names them in any order (case and spaces do not matter).
 * Lines count as a text editor shows them: a row whose quoted text spans
 * three lines starts on its first.
 */
import { parse } from "csv-parse/sync"
import type { QuestionDraft } from "../../../../src/api/admin/admin-questions.ts"
import { CSV_COLUMNS, CSV_OPTION_COLUMN, looksLikeFormula } from "../../../../src/domain/admin/question-formats/csv-writer.ts"
import { OPTIONS_MIN, QUESTION_MESSAGES } from "../../../../src/domain/admin/question-rules.ts"
import { normalizeText, questionCollector, type ReadOptions, type ReadQuestions } from "../../../../src/domain/admin/question-formats/read-questions.ts"

const HEADER_HELP = "The first line must name the columns: text, kind, option1, option2 (and more options), correct, explanation, objective."

interface Columns {
  readonly text: number
  readonly kind: number | undefined
  readonly options: ReadonlyArray<number>
  readonly correct: number
  readonly explanation: number | undefined
  readonly objective: number | undefined
}

type HeaderRead = { readonly columns: Columns } | { readonly problem: string }

const readHeader = (names: ReadonlyArray<string>): HeaderRead => {
  const at = new Map<string, number>()
  const optionColumns: Array<{ readonly number: number; readonly index: number }> = []
  const unknown: Array<string> = []
  names.forEach((raw, index) => {
    const name = raw.trim().toLowerCase().replace(/\s+/g, "")
    const option = new RegExp(`^${CSV_OPTION_COLUMN}(\\d+)$`).exec(name)
    if (option !== null) optionColumns.push({ number: Number(option[1]), index })
    else if ((Object.values(CSV_COLUMNS) as ReadonlyArray<string>).includes(name)) at.set(name, index)
    else if (name !== "") unknown.push(raw.trim())
  })
  if (unknown.length > 0) return { problem: `Unknown column ${unknown.map((name) => `"${name}"`).join(", ")}. ${HEADER_HELP}` }
  const text = at.get(CSV_COLUMNS.text)
  const correct = at.get(CSV_COLUMNS.correct)
  if (text === undefined || correct === undefined || optionColumns.length < 2) return { problem: HEADER_HELP }
  const sorted = [...optionColumns].sort((a, b) => a.number - b.number)
  if (sorted.some((column, index) => column.number !== index + 1)) {
    return { problem: "The option columns must be numbered option1, option2, option3 … without a gap." }
  }
  return {
    columns: {
      text,
      kind: at.get(CSV_COLUMNS.kind),
      options: sorted.map((column) => column.index),
      correct,
      explanation: at.get(CSV_COLUMNS.explanation),
      objective: at.get(CSV_COLUMNS.objective)
    }
  }
}

/** "1;3", "1, 3", "A;C" → [0, 2]; a string says what is wrong. */
const correctIndexes = (raw: string, optionCount: number): ReadonlyArray<number> | string => {
  const parts = raw
    .split(/[;,\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== "")
  if (parts.length === 0) return 'The correct column is empty: write the numbers of the correct options, such as "2" or "1;3".'
  const indexes: Array<number> = []
  for (const part of parts) {
    const index = /^\d+$/.test(part) ? Number(part) - 1 : /^[A-Za-z]$/.test(part) ? part.toUpperCase().charCodeAt(0) - 65 : NaN
    if (Number.isNaN(index)) return `"${part}" in the correct column is not an option's number (such as "2" or "1;3").`
    if (index < 0 || index >= optionCount) {
      return `Option ${part} is marked correct, but this question has ${optionCount} option${optionCount === 1 ? "" : "s"}.`
    }
    indexes.push(index)
  }
  return indexes
}

const CSV_ERRORS: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'A quoted field is never closed: a " is missing.',
  INVALID_OPENING_QUOTE: 'A field has a " inside it: quote the whole field and double the quote ("").',
  CSV_INVALID_CLOSING_QUOTE: 'A quoted field goes on after its closing ": quote the whole field and double any quote inside it ("").'
}

interface Row {
  readonly record: ReadonlyArray<string>
  readonly line: number
}

interface CsvError {
  readonly code: string
  readonly lines: number
  readonly message: string
}

const isCsvError = (error: unknown): error is CsvError => typeof error === "object" && error !== null && "code" in error && "lines" in error

interface Parsed {
  readonly record: ReadonlyArray<string>
  readonly info: { readonly lines: number }
  readonly raw: string
}

const rowOf = ({ info, raw, record }: Parsed): Row => ({
  record,
  // info.lines is the record's last line; its own line breaks (inside quotes) say where it began.
  line: info.lines - (raw.replace(/^\n+/, "").replace(/\n$/, "").match(/\n/g)?.length ?? 0)
})

/**
 * The records with the line each begins on. A record csv-parse cannot read
 * ends the reading: the rows before it are kept and the problem is
 * reported where that record begins (the first non-empty line after the
 * last record read), or where csv-parse saw the mistake when that is later
 * on the same record's first line.
 */
const rowsOf = (text: string): { readonly rows: ReadonlyArray<Row>; readonly failure: { readonly line: number; readonly message: string } | null } => {
  const rows: Array<Row> = []
  let lastLine = 0
  try {
    parse(text, {
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (parsed: unknown) => {
        const row = rowOf(parsed as Parsed)
        rows.push(row)
        lastLine = (parsed as Parsed).info.lines
        return null
      }
    })
    return { rows, failure: null }
  } catch (error) {
    if (!isCsvError(error)) throw error
    const lines = text.split("\n")
    let start = lastLine + 1
    while (start < lines.length && lines[start - 1]!.trim() === "") start += 1
    const line = error.code === "CSV_QUOTE_NOT_CLOSED" ? start : Math.max(start, Math.min(error.lines, lines.length))
    return { rows, failure: { line, message: CSV_ERRORS[error.code] ?? `This line is not valid CSV: ${error.message}` } }
  }
}

/** A cell as written: the apostrophe the writer puts before a would-be formula ("'=x", "'-5") taken off. */
const fromCell = (value: string): string => (value.startsWith("'") && looksLikeFormula(value.slice(1)) ? value.slice(1) : value)

const cell = (record: ReadonlyArray<string>, index: number | undefined): string => (index === undefined ? "" : fromCell(record[index] ?? ""))

export const readCsv = (source: string, options: ReadOptions): ReadQuestions => {
  const found = questionCollector(options)
  const { failure, rows } = rowsOf(normalizeText(source))
  const [header, ...questions] = rows
  if (header === undefined) {
    if (failure !== null) found.problem(failure.line, failure.message)
    else found.problem(1, `The file is empty. ${HEADER_HELP}`)
    return found.result()
  }
  const read = readHeader(header.record)
  if ("problem" in read) {
    found.problem(header.line, read.problem)
    return found.result()
  }
  const { columns } = read
  for (const { line, record } of questions) {
    const cells = columns.options.map((index) => cell(record, index).trim())
    const last = cells.reduce((end, text, index) => (text === "" ? end : index + 1), 0)
    const gap = cells.slice(0, last).indexOf("")
    if (gap >= 0) {
      found.problem(line, `Option ${gap + 1} is empty but a later option is not: write the options one after another.`)
      continue
    }
    const optionTexts = cells.slice(0, last)
    if (optionTexts.length < OPTIONS_MIN) {
      found.problem(line, QUESTION_MESSAGES.tooFewOptions)
      continue
    }
    const correct = correctIndexes(cell(record, columns.correct), optionTexts.length)
    if (typeof correct === "string") {
      found.problem(line, correct)
      continue
    }
    const kindCell = cell(record, columns.kind).trim().toLowerCase()
    if (kindCell !== "" && kindCell !== "single" && kindCell !== "multiple") {
      found.problem(line, `The kind "${cell(record, columns.kind).trim()}" is neither "single" nor "multiple".`)
      continue
    }
    const marked = new Set(correct)
    const draft: QuestionDraft = {
      text: cell(record, columns.text),
      kind: kindCell === "" ? (marked.size > 1 ? "multiple" : "single") : kindCell,
      options: optionTexts.map((text, index) => ({ text, correct: marked.has(index) })),
      explanation: cell(record, columns.explanation),
      objective: cell(record, columns.objective)
    }
    found.question(line, draft)
  }
  if (failure !== null) found.problem(failure.line, failure.message)
  return found.result()
}
