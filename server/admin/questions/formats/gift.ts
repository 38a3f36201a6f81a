/**
 * GIFT, Moodle's question format, read with gift-pegjs (a PEG
 * grammar of the whole format, kept by its author) one question at a time.
 *
 * Like Moodle, the file is cut into questions at blank lines, so a question
 * that cannot be read is reported with its line and the others still are.
 *
 * What we take:
 * - multiple choice with one correct option ("=") → single choice;
 * - multiple choice with weights ("~%50%…", no "=") → multiple choice, the
 *   options with a positive weight are the correct ones (Moodle's rule:
 *   several answers when no option is simply "=");
 * - general feedback ("####…") → the explanation;
 * - the objective: a "// objective: …" comment in the question's block, else
 *   the last part of the latest "$CATEGORY:" path ("$course$/Cloud/Storage"
 *   → "Storage"), else the import's default objective;
 * - a title ("::Title::") is read and left aside: our questions have none.
 * Text written `[html]` (the question, an option, the feedback) is made
 * plain (html-text.ts): tags dropped, entities decoded, paragraphs and line
 * breaks kept; the import's report notes it. Per-option feedback ("#…") is dropped. Every other kind of question
 * (true/false, matching, short answer, numerical, essay, missing word,
 * description) is reported as "not supported".
 */
import { parse, type GIFTQuestion, type TextChoice, type TextFormat } from "gift-pegjs"
import { HTML_CONVERTED_NOTE, type QuestionDraft } from "../../../../src/api/admin/admin-questions.ts"
import { normalizeText, questionCollector, type ReadOptions, type ReadQuestions } from "../../../../src/domain/admin/question-formats/read-questions.ts"
import { htmlToOneLine, htmlToPlainText } from "./html-text.ts"

const UNSUPPORTED: Readonly<Record<string, string>> = {
  TF: "true/false",
  Matching: "matching",
  Short: "short answer",
  Numerical: "numerical",
  Essay: "essay",
  Description: "description (text without answers)"
}

const OBJECTIVE_COMMENT = /^\/\/\s*objective\s*:\s*(.*)$/i

interface Block {
  readonly line: number
  readonly lines: ReadonlyArray<string>
}

/** Runs of non-blank lines, each with the number of its first line. */
const blocksOf = (text: string): ReadonlyArray<Block> => {
  const blocks: Array<Block> = []
  let current: Array<string> = []
  let start = 0
  normalizeText(text)
    .split("\n")
    .forEach((line, index) => {
      if (line.trim() === "") {
        if (current.length > 0) blocks.push({ line: start, lines: current })
        current = []
        return
      }
      if (current.length === 0) start = index + 1
      current.push(line)
    })
  if (current.length > 0) blocks.push({ line: start, lines: current })
  return blocks
}

/** "$course$/Cloud/Storage" → "Storage". */
const categoryObjective = (path: string): string => {
  const parts = path
    .split("/")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !/^\$\w+\$$/.test(part))
  return parts[parts.length - 1] ?? ""
}

/** pegjs's "Expected "}" but end of input found." in the reader's words. */
const syntaxSentence = (error: { readonly message: string; readonly found?: string | null }): string =>
  error.found === null ? 'This question ends before its answers are closed: a "}" is missing.' : `This question is not valid GIFT: ${error.message}`

const isSyntaxError = (error: unknown): error is { message: string; found: string | null; location: { start: { line: number } } } =>
  typeof error === "object" && error !== null && "location" in error && "message" in error

const draftOf = (question: Extract<GIFTQuestion, { type: "MC" }>, objective: string): QuestionDraft | string => {
  const choices: ReadonlyArray<TextChoice> = question.choices
  const marked = choices.filter((choice) => choice.isCorrect).length
  const weighted = choices.filter((choice) => choice.weight !== null && choice.weight > 0).length
  if (marked === 0 && weighted === 0) {
    return 'No option is marked correct: mark the correct one with "=", or give the correct ones a weight such as "~%50%".'
  }
  if (marked > 1) return 'Only one option can be marked "=": for several correct options give each a weight, such as "~%50%".'
  if (marked === 1 && weighted > 0) return 'This question mixes one correct option ("=") with weighted options ("~%50%"): use one or the other.'
  return {
    text: plainText(question.stem),
    kind: marked === 1 ? "single" : "multiple",
    options: choices.map((choice) => ({
      text: choice.text.format === "html" ? htmlToOneLine(choice.text.text) : choice.text.text,
      correct: choice.isCorrect || (choice.weight !== null && choice.weight > 0)
    })),
    explanation: question.globalFeedback === null ? "" : plainText(question.globalFeedback),
    objective
  }
}

/** A text as the question bank holds it: `[html]` made plain, any other format as written. */
const plainText = (text: TextFormat): string => (text.format === "html" ? htmlToPlainText(text.text) : text.text)

/** Whether any of the question's texts was written `[html]` (and so converted). */
const hasHtml = (question: Extract<GIFTQuestion, { type: "MC" }>): boolean =>
  [question.stem, question.globalFeedback, ...question.choices.map((choice) => choice.text)].some((text) => text !== null && text.format === "html")

export const readGift = (source: string, options: ReadOptions): ReadQuestions => {
  const found = questionCollector(options)
  let category = ""
  for (const block of blocksOf(source)) {
    let objective = ""
    let firstLine = 0
    block.lines.forEach((line, index) => {
      const trimmed = line.trim()
      const comment = OBJECTIVE_COMMENT.exec(trimmed)
      if (comment !== null) objective = comment[1]!.trim()
      if (firstLine === 0 && !trimmed.startsWith("//")) firstLine = block.line + index
    })
    if (firstLine === 0) continue // only comments
    let questions: ReadonlyArray<GIFTQuestion>
    try {
      questions = parse(block.lines.join("\n") + "\n")
    } catch (error) {
      if (!isSyntaxError(error)) throw error
      // A question cut short is reported where it starts; any other mistake where it is.
      found.problem(error.found === null ? firstLine : block.line + error.location.start.line - 1, syntaxSentence(error))
      continue
    }
    for (const question of questions) {
      if (question.type === "Category") {
        category = categoryObjective(question.title)
        continue
      }
      if (question.type !== "MC") {
        found.problem(firstLine, `Not supported: ${UNSUPPORTED[question.type] ?? question.type}. Only multiple-choice questions can be imported.`)
        continue
      }
      if (question.hasEmbeddedAnswers) {
        found.problem(firstLine, "Not supported: missing word (answers inside the question's text). Put the answers after the text.")
        continue
      }
      const draft = draftOf(question, objective === "" ? category : objective)
      if (typeof draft === "string") found.problem(firstLine, draft)
      else {
        found.question(firstLine, draft)
        if (hasHtml(question)) found.note(firstLine, HTML_CONVERTED_NOTE)
      }
    }
  }
  return found.result()
}
