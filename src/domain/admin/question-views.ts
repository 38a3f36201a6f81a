/**
 * The question bank screens' addresses and pure steps:
 * /admin/questions/:view?/:id?/:sub? read as a view, the address of each
 * view, finding an exam, moving an item of a list, the test rules' form as
 * text fields and back, and a question's draft.
 */
import type { BankExam, BankQuestion, BankTest, QuestionDraft, TestRules } from "../../api/admin/admin-questions.ts"
import type { ScoringRule } from "../../api/attempt/attempt.ts"

export type QuestionsView =
  | { readonly kind: "exams" }
  | { readonly kind: "test"; readonly testId: string }
  /** A new question in the test (its section picked on the form, `sectionId` preselected). */
  | { readonly kind: "newQuestion"; readonly testId: string; readonly sectionId: string | null }
  | { readonly kind: "question"; readonly questionId: string }
  | { readonly kind: "unknown" }

export const QUESTIONS_HOME = "/admin/questions"

export const testPath = (testId: string): string => `${QUESTIONS_HOME}/tests/${encodeURIComponent(testId)}`

export const newQuestionPath = (testId: string, sectionId: string): string => `${testPath(testId)}/new?section=${encodeURIComponent(sectionId)}`

export const questionPath = (questionId: string): string => `${QUESTIONS_HOME}/questions/${encodeURIComponent(questionId)}`

export const questionsViewOf = (
  params: { readonly view?: string | undefined; readonly id?: string | undefined; readonly sub?: string | undefined },
  search: string
): QuestionsView => {
  const { view, id, sub } = params
  if (view === undefined) return { kind: "exams" }
  if (view === "tests" && id !== undefined && sub === undefined) return { kind: "test", testId: id }
  if (view === "tests" && id !== undefined && sub === "new") {
    return { kind: "newQuestion", testId: id, sectionId: new URLSearchParams(search).get("section") }
  }
  if (view === "questions" && id !== undefined && sub === undefined) return { kind: "question", questionId: id }
  return { kind: "unknown" }
}

/** The exams whose name or code holds every word of `query` (any case). */
export const findExams = (exams: ReadonlyArray<BankExam>, query: string): ReadonlyArray<BankExam> => {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "")
  if (words.length === 0) return exams
  return exams.filter((exam) => {
    const haystack = `${exam.name} ${exam.code}`.toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}

/** The ids of `items` with the one at `index` moved `by` places (the list unchanged when it cannot move). */
export const movedIds = <A extends { readonly _id: string }>(items: ReadonlyArray<A>, index: number, by: number): ReadonlyArray<string> => {
  const ids = items.map((item) => item._id)
  const target = index + by
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return ids
  const [moved] = ids.splice(index, 1)
  ids.splice(target, 0, moved!)
  return ids
}

export const SCORING_NAMES: Readonly<Record<ScoringRule, string>> = {
  allOrNothing: "All or nothing",
  partialCredit: "Partial credit"
}

export const KIND_NAMES: Readonly<Record<QuestionDraft["kind"], string>> = {
  single: "Single choice",
  multiple: "Multiple choice"
}

/** "12 questions · 2 sections · 30 min · pass 70%" */
export const testFacts = (test: BankTest): string =>
  [
    `${test.questionCount} question${test.questionCount === 1 ? "" : "s"}`,
    `${test.sectionCount} section${test.sectionCount === 1 ? "" : "s"}`,
    `${test.durationMinutes} min`,
    `pass ${test.passMarkPercent}%`
  ].join(" · ")

/** The test rules' form: numbers as the fields hold them. */
export interface TestRulesForm {
  readonly name: string
  readonly durationMinutes: string
  readonly passMarkPercent: string
  readonly pauseAllowed: boolean
  /** Empty: no limit. */
  readonly maxAttempts: string
  readonly practiceAllowed: boolean
  readonly scoring: ScoringRule
}

export const NEW_TEST_FORM: TestRulesForm = {
  name: "",
  durationMinutes: "60",
  passMarkPercent: "70",
  pauseAllowed: true,
  maxAttempts: "",
  practiceAllowed: true,
  scoring: "allOrNothing"
}

export const testRulesForm = (test: BankTest): TestRulesForm => ({
  name: test.name,
  durationMinutes: String(test.durationMinutes),
  passMarkPercent: String(test.passMarkPercent),
  pauseAllowed: test.pauseAllowed,
  maxAttempts: test.maxAttempts === null ? "" : String(test.maxAttempts),
  practiceAllowed: test.practiceAllowed,
  scoring: test.scoring
})

/** A field that holds no number becomes -1, which the server refuses with the field's own sentence. */
const numberOf = (text: string): number => {
  const trimmed = text.trim()
  const value = trimmed === "" ? Number.NaN : Number(trimmed)
  return Number.isFinite(value) ? value : -1
}

export const testRulesOf = (form: TestRulesForm): TestRules => ({
  name: form.name,
  durationMinutes: numberOf(form.durationMinutes),
  passMarkPercent: numberOf(form.passMarkPercent),
  pauseAllowed: form.pauseAllowed,
  maxAttempts: form.maxAttempts.trim() === "" ? null : numberOf(form.maxAttempts),
  practiceAllowed: form.practiceAllowed,
  scoring: form.scoring
})

export const EMPTY_DRAFT: QuestionDraft = {
  text: "",
  kind: "single",
  options: [
    { text: "", correct: true },
    { text: "", correct: false },
    { text: "", correct: false },
    { text: "", correct: false }
  ],
  explanation: "",
  objective: ""
}

export const draftOf = (question: BankQuestion): QuestionDraft => ({
  text: question.text,
  kind: question.kind,
  options: question.options.map((option) => ({ text: option.text, correct: option.correct })),
  explanation: question.explanation,
  objective: question.objective
})

/**
 * Ticks one option as correct: in a single-choice question it becomes the
 * only correct one (as a radio would), in a multiple-choice one it toggles.
 */
export const markCorrect = (draft: QuestionDraft, index: number, correct: boolean): QuestionDraft => ({
  ...draft,
  options: draft.options.map((option, at) =>
    at === index ? { ...option, correct } : draft.kind === "single" && correct ? { ...option, correct: false } : option
  )
})

/** A first line of a question for lists and dialogs. */
export const shortQuestion = (text: string, max = 120): string => {
  const line = text.replace(/\s+/g, " ").trim()
  return [...line].length <= max ? line : `${[...line].slice(0, max - 1).join("")}…`
}

/** A question's kind changed: a single-choice question keeps only its first correct option. */
export const withKind = (draft: QuestionDraft, kind: QuestionDraft["kind"]): QuestionDraft => {
  if (kind === "multiple") return { ...draft, kind }
  const first = draft.options.findIndex((option) => option.correct)
  return { ...draft, kind, options: draft.options.map((option, index) => ({ ...option, correct: index === first })) }
}

/**
 * Where a question sits in its test as a learner numbers it: "Question
 * `number` of `total`". A new question (questionId null) goes at the end of
 * its section, so the test has one more.
 */
export const placeInTest = (
  sections: ReadonlyArray<{ readonly _id: string; readonly questions: ReadonlyArray<{ readonly _id: string }> }>,
  sectionId: string,
  questionId: string | null
): { readonly number: number; readonly total: number } => {
  const total = sections.reduce((sum, section) => sum + section.questions.length, 0)
  let before = 0
  for (const section of sections) {
    if (section._id === sectionId) {
      const at = questionId === null ? -1 : section.questions.findIndex((question) => question._id === questionId)
      return at === -1 ? { number: before + section.questions.length + 1, total: total + 1 } : { number: before + at + 1, total }
    }
    before += section.questions.length
  }
  return { number: total + 1, total: total + 1 }
}
