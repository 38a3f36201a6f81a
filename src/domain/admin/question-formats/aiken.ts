/**
 * Aiken, Moodle's simplest question format, read and written by
 * hand: it has one rule per line.
 *
 *     What does a subnet mask do?
 *     A. Encrypts packets
 *     B) Splits an address into network and host parts
 *     ANSWER: B
 *
 * The question is the lines before the first option (usually one); options
 * are a capital letter with "." or ")" and a space, in order (A, B, C…);
 * "ANSWER: <letter>" ends the question. Blank lines between questions are
 * ignored. Aiken has no explanation or objective: imported questions get
 * the import's default objective, and an export leaves both out.
 *
 * Our one addition: "ANSWER: A, C" (letters separated by commas) is a
 * multiple-choice question. Moodle refuses such a question; use GIFT to
 * move multiple-choice questions to Moodle.
 */
import type { QuestionDraft } from "../../../api/admin/admin-questions.ts"
import { normalizeText, questionCollector, type ReadOptions, type ReadQuestions } from "./read-questions.ts"

const OPTION_LINE = /^([A-Z])[.)]\s+(.*)$/
const ANSWER_LINE = /^ANSWER\s*:\s*(.*)$/i

interface OpenQuestion {
  readonly line: number
  /** An option was out of order: the question is reported, never imported. */
  dropped: boolean
  readonly text: Array<string>
  readonly options: Array<{ readonly letter: string; readonly text: string; readonly line: number }>
}

const letterAt = (index: number): string => String.fromCharCode(65 + index)

export const readAiken = (source: string, options: ReadOptions): ReadQuestions => {
  const found = questionCollector(options)
  let open: OpenQuestion | null = null

  const noAnswer = (question: OpenQuestion) => found.problem(question.line, 'This question has no ANSWER line (such as "ANSWER: B") after its options.')

  const close = (question: OpenQuestion, answerLine: number, answer: string) => {
    if (question.dropped) return
    if (question.options.length < 2) {
      found.problem(
        question.line,
        `This question has ${question.options.length === 0 ? "no options" : "only one option"}: a question needs at least 2 (A. …, B. …).`
      )
      return
    }
    const letters = answer
      .split(/\s*[,;]\s*/)
      .map((letter) => letter.trim().toUpperCase())
      .filter((letter) => letter !== "")
    if (letters.length === 0) {
      found.problem(answerLine, 'The ANSWER line names no option: write the letter of the correct one, such as "ANSWER: B".')
      return
    }
    const known = new Set(question.options.map((option) => option.letter))
    const unknown = letters.filter((letter) => !known.has(letter))
    if (unknown.length > 0) {
      const range = `${question.options[0]!.letter}–${question.options[question.options.length - 1]!.letter}`
      found.problem(answerLine, `The answer ${unknown.map((letter) => `"${letter}"`).join(", ")} is not one of this question's options (${range}).`)
      return
    }
    const correct = new Set(letters)
    const draft: QuestionDraft = {
      text: question.text.join("\n"),
      kind: correct.size > 1 ? "multiple" : "single",
      options: question.options.map((option) => ({ text: option.text, correct: correct.has(option.letter) })),
      explanation: "",
      objective: ""
    }
    found.question(question.line, draft)
  }

  normalizeText(source)
    .split("\n")
    .forEach((raw, index) => {
      const lineNumber = index + 1
      const line = raw.trim()
      if (line === "") return
      const answer = ANSWER_LINE.exec(line)
      if (answer !== null) {
        if (open === null) found.problem(lineNumber, "This ANSWER line has no question above it.")
        else close(open, lineNumber, answer[1]!)
        open = null
        return
      }
      const option = OPTION_LINE.exec(line)
      if (option !== null && open !== null && open.text.length > 0) {
        const expected = letterAt(open.options.length)
        if (option[1] !== expected && !open.dropped) {
          found.problem(lineNumber, `Option "${option[1]}" is out of order: the next option of this question is "${expected}".`)
          open.dropped = true
        }
        open.options.push({ letter: option[1]!, text: option[2]!, line: lineNumber })
        return
      }
      if (open !== null && open.options.length > 0) {
        // A new question starts before the previous one had its ANSWER line.
        noAnswer(open)
        open = null
      }
      if (open === null) open = { line: lineNumber, dropped: false, text: [line], options: [] }
      else open.text.push(line)
    })
  if (open !== null) noAnswer(open)
  return found.result()
}

/** One line of Aiken: a line end inside a text would start a new line of the format, so it becomes a space. */
const flat = (text: string): string => text.replace(/\s*\n\s*/g, " ").trim()

/**
 * The questions as Aiken. The question text keeps its line breaks (the
 * reader joins the lines before the first option); options are one line.
 * Explanation and objective are left out: Aiken has no place for them.
 */
export const writeAiken = (drafts: ReadonlyArray<QuestionDraft>): string =>
  drafts
    .map((draft) => {
      const text = draft.text
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "")
      const options = draft.options.map((option, index) => `${letterAt(index)}. ${flat(option.text)}`)
      const correct = draft.options.flatMap((option, index) => (option.correct ? [letterAt(index)] : []))
      return [...text, ...options, `ANSWER: ${correct.join(", ")}`].join("\n")
    })
    .join("\n\n") + "\n"
