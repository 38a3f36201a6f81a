/**
 * Import and export of a test's questions: GIFT, Aiken and CSV
 * files (server/admin/questions/formats).
 *
 * An import reads the whole file first and reports every line it could not
 * read. A dry run stops there and changes nothing. A real import creates
 * the questions that were read only when nothing else had a problem, or when
 * the admin says to skip the problems (`skipProblems`); the creation is the
 * bank's own step (QuestionBankService.createQuestions: the same rules as
 * the editor, one transaction, one audit row per question, action "import").
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import {
  IMPORT_MAX_QUESTIONS,
  type ImportProblem,
  type QuestionFormat,
  type QuestionImportPayload,
  type QuestionImportReport
} from "../../../src/api/admin/admin-questions.ts"
import { Invalid, NotFound } from "../../../src/api/shared/errors.ts"
import { SectionId, type TestId } from "../../../src/api/shared/ids.ts"
import { questionFileName, questionFileType } from "../../../src/domain/admin/question-formats/question-file.ts"
import { readQuestions, writeQuestions } from "./formats/read.ts"
import { QUESTION_BANK_MESSAGES, QuestionBankService } from "./service.ts"
import { QuestionTransferRepository } from "./transfer-repository.ts"

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? "" : "s"}`

export const IMPORT_MESSAGES = {
  checkedClean: (read: number, section: string) => `Checked: ${plural(read, "question")} can be imported into "${section}".`,
  checkedProblems: (read: number, problems: number) =>
    `Checked: ${plural(read, "question")} read, ${plural(problems, "problem")} to look at (nothing was imported).`,
  imported: (created: number, section: string) => `${plural(created, "question")} imported into "${section}".`,
  tooMany: (read: number) => `A file can hold at most ${IMPORT_MAX_QUESTIONS} questions; this one has ${read}. Please split it into smaller files.`,
  nothingRead: "Nothing to import: no question of this file could be read.",
  hasProblems: (problems: number, read: number) =>
    `Nothing was imported: ${plural(problems, "problem")} in this file. Fix ${problems === 1 ? "it" : "them"}, or import only the ${plural(read, "question")} that could be read.`
} as const

export interface ImportAnswer {
  readonly report: QuestionImportReport
  readonly message: string
}

export interface QuestionFile {
  readonly text: string
  readonly fileName: string
  readonly contentType: string
}

const decodeSectionId = Schema.decodeUnknownOption(SectionId)

const makeTransfer = Effect.gen(function* () {
  const bank = yield* QuestionBankService
  const repository = yield* QuestionTransferRepository

  const importQuestions = (adminId: string, testId: TestId, payload: QuestionImportPayload): Effect.Effect<ImportAnswer, Invalid | NotFound> =>
    Effect.gen(function* () {
      const detail = yield* bank.test(testId)
      const section = Option.flatMap(decodeSectionId(payload.sectionId), (id) => Option.fromNullishOr(detail.sections.find((s) => s._id === id)))
      if (Option.isNone(section)) return yield* new NotFound({ message: QUESTION_BANK_MESSAGES.sectionNotFound })
      const { _id: sectionId, name: sectionName } = section.value
      const read = readQuestions(payload.format, payload.text, { defaultObjective: payload.defaultObjective?.trim() || sectionName })
      const tooMany = read.drafts.length > IMPORT_MAX_QUESTIONS
      const problems: ReadonlyArray<ImportProblem> = tooMany
        ? [...read.problems, { line: read.lines[IMPORT_MAX_QUESTIONS]!, message: IMPORT_MESSAGES.tooMany(read.drafts.length) }].sort((a, b) => a.line - b.line)
        : read.problems
      const report: QuestionImportReport = {
        dryRun: payload.dryRun,
        read: read.drafts.length,
        created: 0,
        problems,
        ...(read.notes.length === 0 ? {} : { notes: read.notes })
      }
      if (payload.dryRun) {
        const message =
          problems.length === 0
            ? IMPORT_MESSAGES.checkedClean(read.drafts.length, sectionName)
            : IMPORT_MESSAGES.checkedProblems(read.drafts.length, problems.length)
        return { report, message }
      }
      const issues = problems.map((problem) => ({ path: `line ${problem.line}`, message: problem.message }))
      if (tooMany) return yield* new Invalid({ message: IMPORT_MESSAGES.tooMany(read.drafts.length), issues })
      if (read.drafts.length === 0) return yield* new Invalid({ message: IMPORT_MESSAGES.nothingRead, issues })
      if (problems.length > 0 && payload.skipProblems !== true) {
        return yield* new Invalid({ message: IMPORT_MESSAGES.hasProblems(problems.length, read.drafts.length), issues })
      }
      const ids = yield* bank.createQuestions(adminId, testId, sectionId, read.drafts, "import")
      return { report: { ...report, created: ids.length }, message: IMPORT_MESSAGES.imported(ids.length, sectionName) }
    })

  const exportQuestions = (testId: TestId, format: QuestionFormat): Effect.Effect<QuestionFile, NotFound> =>
    Effect.gen(function* () {
      const detail = yield* bank.test(testId)
      const drafts = yield* repository.currentQuestions(testId)
      return {
        text: writeQuestions(format, drafts),
        fileName: questionFileName(`${detail.examCode} ${detail.test.name}`, format),
        contentType: questionFileType(format)
      }
    })

  return { importQuestions, exportQuestions }
})

export class QuestionTransfer extends Context.Service<QuestionTransfer, Effect.Success<typeof makeTransfer>>()("exam-shop/QuestionTransfer") {
  static readonly layer = Layer.effect(QuestionTransfer, makeTransfer).pipe(Layer.provide([QuestionBankService.layer, QuestionTransferRepository.layer]))
}
