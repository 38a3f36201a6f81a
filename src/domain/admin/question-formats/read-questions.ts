/**
 * What every question file reader (GIFT, Aiken, CSV) gives back: the
 * questions it could read, each with the line it starts on, and every line
 * it could not read with the reason. A question is judged by the question
 * bank's own rules (question-rules.ts `checkQuestionDraft`), so a dry run
 * reports exactly what the import would refuse.
 */
import type { ImportProblem, QuestionDraft } from "../../../api/admin/admin-questions.ts"
import { checkQuestionDraft } from "../question-rules.ts"

export interface ReadQuestions {
  readonly drafts: ReadonlyArray<QuestionDraft>
  /** The line each draft starts on (same order as drafts). */
  readonly lines: ReadonlyArray<number>
  /** Every problem, in file order. */
  readonly problems: ReadonlyArray<ImportProblem>
  /** What was read but changed on the way (GIFT's [html] made plain), in file order. */
  readonly notes: ReadonlyArray<ImportProblem>
}

export interface ReadOptions {
  /** The objective of a question whose file names none (Aiken never does). */
  readonly defaultObjective: string
}

/** The text as one kind of line end, without a byte order mark (a spreadsheet's UTF-8 files start with one). */
export const normalizeText = (text: string): string => text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n")

/** "options.2.text" → "Option 3: …"; "options" and the question's own fields read as they are. */
const issueSentence = (path: string, message: string): string => {
  const option = /^options\.(\d+)\./.exec(path)
  return option === null ? message : `Option ${Number(option[1]) + 1}: ${message}`
}

/** Collects a file's questions and problems in file order. */
export const questionCollector = (options: ReadOptions) => {
  const drafts: Array<QuestionDraft> = []
  const lines: Array<number> = []
  const problems: Array<ImportProblem> = []
  const notes: Array<ImportProblem> = []
  return {
    problem: (line: number, message: string) => {
      problems.push({ line, message })
    },
    note: (line: number, message: string) => {
      notes.push({ line, message })
    },
    /** A question read at `line`: kept when the bank's rules accept it, otherwise each refusal is a problem. */
    question: (line: number, draft: QuestionDraft) => {
      const objective = draft.objective.trim() === "" ? options.defaultObjective : draft.objective
      const checked = checkQuestionDraft({ ...draft, objective })
      if (checked._tag === "Accepted") {
        drafts.push(checked.value)
        lines.push(line)
      } else {
        for (const issue of checked.issues) problems.push({ line, message: issueSentence(issue.path, issue.message) })
      }
    },
    result: (): ReadQuestions => ({
      drafts,
      lines,
      problems: [...problems].sort((a, b) => a.line - b.line),
      notes: [...notes].sort((a, b) => a.line - b.line)
    })
  }
}
