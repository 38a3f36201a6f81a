/**
 * The rules of the question bank's forms: a test's rules, a
 * section's name and a question (its draft: text, kind, options, correct
 * options, explanation, objective). The server judges every request with
 * them (server/admin/questions/service.ts) — the editor's form and every
 * imported question alike — and the screens use the same words.
 *
 * Texts are trimmed; a question's text and explanation may hold several
 * lines, the other fields are one line. Lengths count Unicode code points.
 * A refused form answers one issue per field, its path the field's name
 * ("options.2.text" for the third option's text, "options" for the rule on
 * the correct ones).
 */
import type { QuestionDraft } from "../../api/admin/admin-questions.ts"
import type { ScoringRule } from "../../api/attempt/attempt.ts"
import { directionControlMessage, hasDirectionControl } from "../shared/direction-controls.ts"

export interface QuestionIssue {
  readonly path: string
  readonly message: string
}

export type Checked<A> = { readonly _tag: "Accepted"; readonly value: A } | { readonly _tag: "Refused"; readonly issues: ReadonlyArray<QuestionIssue> }

export const TEST_NAME_MAX = 120
export const DURATION_MAX_MINUTES = 600
export const MAX_ATTEMPTS_MAX = 100
export const SECTION_NAME_MAX = 120
export const QUESTION_TEXT_MAX = 4000
export const OPTION_TEXT_MAX = 1000
export const OPTIONS_MIN = 2
export const OPTIONS_MAX = 10
export const EXPLANATION_MAX = 4000
export const OBJECTIVE_MAX = 120

export const QUESTION_MESSAGES = {
  testNameRequired: "Please name the test.",
  testNameTooLong: `A test's name can be at most ${TEST_NAME_MAX} characters.`,
  duration: `Please enter the test's duration as a whole number of minutes from 1 to ${DURATION_MAX_MINUTES}.`,
  passMark: "Please enter the pass mark as a whole percentage from 0 to 100.",
  maxAttempts: `Please enter the number of attempts allowed as a whole number from 1 to ${MAX_ATTEMPTS_MAX}, or leave it empty for no limit.`,
  sectionNameRequired: "Please name the section.",
  sectionNameTooLong: `A section's name can be at most ${SECTION_NAME_MAX} characters.`,
  textRequired: "Please write the question.",
  textTooLong: `A question can be at most ${QUESTION_TEXT_MAX} characters.`,
  tooFewOptions: `A question needs at least ${OPTIONS_MIN} options.`,
  tooManyOptions: `A question can have at most ${OPTIONS_MAX} options.`,
  optionRequired: "Please write this option, or remove it.",
  optionTooLong: `An option can be at most ${OPTION_TEXT_MAX} characters.`,
  optionRepeated: "Two options read the same: please make each option different.",
  singleNeedsOne: "A single-choice question needs exactly one correct option.",
  multipleNeedsOne: "A multiple-choice question needs at least one correct option.",
  explanationTooLong: `An explanation can be at most ${EXPLANATION_MAX} characters.`,
  objectiveRequired: "Please name the exam objective this question trains.",
  objectiveTooLong: `An objective can be at most ${OBJECTIVE_MAX} characters.`
} as const

const length = (text: string): number => [...text].length

/** One line: trimmed, inner runs of white space made one space. */
export const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim()

/** Several lines: trimmed, line ends made "\n", no run of more than one empty line. */
export const manyLines = (text: string): string =>
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()

const accepted = <A>(value: A, issues: ReadonlyArray<QuestionIssue>): Checked<A> =>
  issues.length === 0 ? { _tag: "Accepted", value } : { _tag: "Refused", issues }

const isWhole = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max

/** A test's rules as the form sends them. */
export interface TestRulesDraft {
  readonly name: string
  readonly durationMinutes: number
  readonly passMarkPercent: number
  readonly pauseAllowed: boolean
  readonly maxAttempts: number | null
  readonly practiceAllowed: boolean
  readonly scoring: ScoringRule
}

export const checkTestRules = <A extends TestRulesDraft>(draft: A): Checked<A> => {
  const issues: Array<QuestionIssue> = []
  const name = oneLine(draft.name)
  if (name === "") issues.push({ path: "name", message: QUESTION_MESSAGES.testNameRequired })
  else if (hasDirectionControl(name)) issues.push({ path: "name", message: directionControlMessage("name") })
  else if (length(name) > TEST_NAME_MAX) issues.push({ path: "name", message: QUESTION_MESSAGES.testNameTooLong })
  if (!isWhole(draft.durationMinutes, 1, DURATION_MAX_MINUTES)) issues.push({ path: "durationMinutes", message: QUESTION_MESSAGES.duration })
  if (!isWhole(draft.passMarkPercent, 0, 100)) issues.push({ path: "passMarkPercent", message: QUESTION_MESSAGES.passMark })
  if (draft.maxAttempts !== null && !isWhole(draft.maxAttempts, 1, MAX_ATTEMPTS_MAX)) {
    issues.push({ path: "maxAttempts", message: QUESTION_MESSAGES.maxAttempts })
  }
  return accepted({ ...draft, name }, issues)
}

export const checkSectionName = (raw: string): Checked<string> => {
  const name = oneLine(raw)
  if (name === "") return { _tag: "Refused", issues: [{ path: "name", message: QUESTION_MESSAGES.sectionNameRequired }] }
  if (hasDirectionControl(name)) return { _tag: "Refused", issues: [{ path: "name", message: directionControlMessage("name") }] }
  if (length(name) > SECTION_NAME_MAX) return { _tag: "Refused", issues: [{ path: "name", message: QUESTION_MESSAGES.sectionNameTooLong }] }
  return { _tag: "Accepted", value: name }
}

/**
 * One question, from the editor or an imported file. `prefix` goes before
 * each issue's path ("3." for the fourth question of an import).
 */
export const checkQuestionDraft = (draft: QuestionDraft, prefix = ""): Checked<QuestionDraft> => {
  const issues: Array<QuestionIssue> = []
  const at = (path: string, message: string) => issues.push({ path: `${prefix}${path}`, message })
  const text = manyLines(draft.text)
  if (text === "") at("text", QUESTION_MESSAGES.textRequired)
  else if (length(text) > QUESTION_TEXT_MAX) at("text", QUESTION_MESSAGES.textTooLong)
  const options = draft.options.map((option) => ({ text: oneLine(option.text), correct: option.correct }))
  if (options.length < OPTIONS_MIN) at("options", QUESTION_MESSAGES.tooFewOptions)
  else if (options.length > OPTIONS_MAX) at("options", QUESTION_MESSAGES.tooManyOptions)
  const seen = new Set<string>()
  options.forEach((option, index) => {
    if (option.text === "") at(`options.${index}.text`, QUESTION_MESSAGES.optionRequired)
    else if (length(option.text) > OPTION_TEXT_MAX) at(`options.${index}.text`, QUESTION_MESSAGES.optionTooLong)
    else if (seen.has(option.text.toLowerCase())) at(`options.${index}.text`, QUESTION_MESSAGES.optionRepeated)
    seen.add(option.text.toLowerCase())
  })
  const correct = options.filter((option) => option.correct).length
  if (options.length >= OPTIONS_MIN) {
    if (draft.kind === "single" && correct !== 1) at("options", QUESTION_MESSAGES.singleNeedsOne)
    if (draft.kind === "multiple" && correct < 1) at("options", QUESTION_MESSAGES.multipleNeedsOne)
  }
  const explanation = manyLines(draft.explanation)
  if (length(explanation) > EXPLANATION_MAX) at("explanation", QUESTION_MESSAGES.explanationTooLong)
  const objective = oneLine(draft.objective)
  if (objective === "") at("objective", QUESTION_MESSAGES.objectiveRequired)
  else if (length(objective) > OBJECTIVE_MAX) at("objective", QUESTION_MESSAGES.objectiveTooLong)
  return accepted({ text, kind: draft.kind, options, explanation, objective }, issues)
}

/** Every draft of a batch (an import): the issues of all of them, each path prefixed with its index. */
export const checkQuestionDrafts = (drafts: ReadonlyArray<QuestionDraft>): Checked<ReadonlyArray<QuestionDraft>> => {
  const values: Array<QuestionDraft> = []
  const issues: Array<QuestionIssue> = []
  drafts.forEach((draft, index) => {
    const checked = checkQuestionDraft(draft, `${index}.`)
    if (checked._tag === "Accepted") values.push(checked.value)
    else issues.push(...checked.issues)
  })
  return accepted(values, issues)
}

/**
 * A new order of a list: the ids sent must be exactly the list's ids, each
 * once. Answers the problem in words, or null when the order is acceptable.
 */
export const orderProblem = (sent: ReadonlyArray<string>, current: ReadonlyArray<string>, what: "sections" | "questions"): string | null => {
  const known = new Set(current)
  const unique = new Set(sent)
  if (unique.size !== sent.length) return `The new order names some ${what} twice.`
  if (sent.length !== current.length || sent.some((id) => !known.has(id))) {
    return `The new order must list every one of the ${what} exactly once: reload the page and try again.`
  }
  return null
}
