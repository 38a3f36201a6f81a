/**
 * The admin area's question bank calls, for signed-in admins only
 * (AdminAuthorization). Paths under /admin/questions/….
 *
 * - exams: every exam with its tests, for the bank's first page.
 * - tests: create one for an exam, read one (its sections and current
 *   questions), change its rules (duration, pass mark, pause rule, attempts
 *   rule, practice mode, scoring).
 * - sections: add, rename, reorder, remove (only an empty one: 409 otherwise).
 * - questions: add, read, edit, reorder within a section, remove.
 *
 * Questions are versioned (migration 0027): editing or removing a question
 * that learners have used (answered, reviewed or been scored on) keeps the
 * used row as it was — a new version replaces it in the editor and in new
 * attempts — so past results, readiness and mistakes stay correct.
 *
 * Every form is judged by src/domain/admin/question-rules.ts: a refusal is
 * Invalid (400) with one issue per field. Every change is recorded in the
 * audit log (server/admin/audit) with the record before and after.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { ScoringRule } from "../attempt/attempt.ts"
import { Conflict, Invalid, NotFound } from "../shared/errors.ts"
import { ExamId, OptionId, QuestionId, SectionId, TestId } from "../shared/ids.ts"
import { AdminAuthorization } from "../shared/security.ts"
import { FormNumber } from "../shared/form-number.ts"

/** The files a question bank is imported from and exported to. */
export const QuestionFormat = Schema.Literals(["gift", "aiken", "csv"])
export type QuestionFormat = typeof QuestionFormat.Type

/**
 * One question as an import reads it and the editor writes it, before it
 * has an id: what the question bank's "create questions" step takes
 * (server/admin/questions/service.ts), whether from the form or a file.
 */
export const QuestionDraft = Schema.Struct({
  text: Schema.String,
  kind: Schema.Literals(["single", "multiple"]),
  options: Schema.Array(Schema.Struct({ text: Schema.String, correct: Schema.Boolean })),
  explanation: Schema.String,
  objective: Schema.String
})
export type QuestionDraft = typeof QuestionDraft.Type

/** A test's rules, as the form sends them (checked by question-rules.ts `checkTestRules`). */
export const TestRules = Schema.Struct({
  name: Schema.String,
  durationMinutes: FormNumber("durationMinutes"),
  passMarkPercent: FormNumber("passMarkPercent"),
  pauseAllowed: Schema.Boolean,
  /** null: as many attempts as the learner likes while the subscription lasts. */
  maxAttempts: Schema.NullOr(FormNumber("maxAttempts")),
  practiceAllowed: Schema.Boolean,
  scoring: ScoringRule
})
export type TestRules = typeof TestRules.Type

export const NewTestPayload = Schema.Struct({ examId: ExamId, ...TestRules.fields })
export type NewTestPayload = typeof NewTestPayload.Type

/** A test as the bank shows it: its rules and how many current questions and sections it has. */
export const BankTest = Schema.Struct({
  _id: TestId,
  examId: ExamId,
  ...TestRules.fields,
  questionCount: Schema.Number,
  sectionCount: Schema.Number
})
export type BankTest = typeof BankTest.Type

export const BankExam = Schema.Struct({
  _id: ExamId,
  name: Schema.String,
  code: Schema.String,
  tests: Schema.Array(BankTest)
})
export type BankExam = typeof BankExam.Type

export const BankExamsAnswer = Schema.Struct({ data: Schema.Array(BankExam) })

/** A current question in its section's list. */
export const BankQuestionSummary = Schema.Struct({
  _id: QuestionId,
  text: Schema.String,
  kind: Schema.Literals(["single", "multiple"]),
  objective: Schema.String,
  version: Schema.Number,
  optionCount: Schema.Number,
  /** Learners answered, reviewed or were scored on this version: an edit makes a new version. */
  used: Schema.Boolean
})
export type BankQuestionSummary = typeof BankQuestionSummary.Type

export const BankSection = Schema.Struct({
  _id: SectionId,
  name: Schema.String,
  questions: Schema.Array(BankQuestionSummary)
})
export type BankSection = typeof BankSection.Type

export const BankTestDetail = Schema.Struct({
  test: BankTest,
  examName: Schema.String,
  examCode: Schema.String,
  sections: Schema.Array(BankSection)
})
export type BankTestDetail = typeof BankTestDetail.Type

/** One question with its options (their ids) as the editor and the preview read it. */
export const BankQuestion = Schema.Struct({
  _id: QuestionId,
  testId: TestId,
  testName: Schema.String,
  examName: Schema.String,
  sectionId: SectionId,
  sectionName: Schema.String,
  version: Schema.Number,
  /** The version this one replaced. */
  replaces: Schema.NullOr(QuestionId),
  used: Schema.Boolean,
  text: Schema.String,
  kind: Schema.Literals(["single", "multiple"]),
  options: Schema.Array(Schema.Struct({ _id: OptionId, text: Schema.String, correct: Schema.Boolean })),
  explanation: Schema.String,
  objective: Schema.String
})
export type BankQuestion = typeof BankQuestion.Type

export const SectionPayload = Schema.Struct({ name: Schema.String })
export type SectionPayload = typeof SectionPayload.Type

/** A list's new order: every id of the list, each once. */
export const OrderPayload = Schema.Struct({
  ids: Schema.Array(Schema.String).check(Schema.isMaxLength(1000, { message: "A list to reorder holds at most 1000 items." }))
})
export type OrderPayload = typeof OrderPayload.Type

export const TestParams = Schema.Struct({ testId: Schema.String })
export const SectionParams = Schema.Struct({ sectionId: Schema.String })
export const QuestionParams = Schema.Struct({ questionId: Schema.String })

export const BankTestAnswer = Schema.Struct({ data: BankTest, message: Schema.String })
export const BankTestDetailAnswer = Schema.Struct({ data: BankTestDetail })
export const BankSectionAnswer = Schema.Struct({ data: Schema.Struct({ _id: SectionId, name: Schema.String }), message: Schema.String })
export const BankQuestionAnswer = Schema.Struct({ data: BankQuestion })
/** A question saved: the version now current (a new one when the edited version was used) and the sentence. */
export const BankQuestionSavedAnswer = Schema.Struct({
  data: BankQuestion,
  /** true when the edit wrote a new version and kept the used one for the learners' past results. */
  versioned: Schema.Boolean,
  message: Schema.String
})
export const BankRemovedAnswer = Schema.Struct({
  /** true when the question was kept (retired) for the learners' past results rather than deleted. */
  retired: Schema.Boolean,
  message: Schema.String
})
export const BankMessageAnswer = Schema.Struct({ message: Schema.String })

// ── Import and export of questions (helper "imp") ─────────────
// GIFT and Aiken (Moodle's formats) and CSV, read by
// server/admin/questions/formats and src/domain/admin/question-formats.

/**
 * The most questions one import creates: a larger file is refused as a
 * whole (split it), so one request never holds the database for long.
 */
export const IMPORT_MAX_QUESTIONS = 500

/**
 * The most characters of an import's text. The request's JSON body is at
 * most JSON_BODY_MAX_BYTES (256 KiB, src/api/api.ts), and a character can
 * take up to 3 bytes there, so a file that fits here may still be too
 * large as JSON: the browser measures the body before sending and shows
 * IMPORT_TOO_LARGE_MESSAGE either way.
 */
export const IMPORT_TEXT_MAX_CHARACTERS = 250_000
export const IMPORT_TOO_LARGE_MESSAGE = "This file is too large to import at once: an import takes at most 250 KB of text. Please split it into smaller files."

/**
 * A GIFT question written as `[html]`: the question bank holds plain text,
 * so its markup is converted (tags dropped, entities decoded, paragraphs and
 * line breaks kept) rather than shown to learners as raw tags.
 */
export const HTML_CONVERTED_NOTE =
  "This question's [html] text was converted to plain text: its formatting (bold, links, pictures …) is not kept, its paragraphs and line breaks are."

/** One line of a file that could not be read, and why (lines count from 1). */
export const ImportProblem = Schema.Struct({ line: Schema.Number, message: Schema.String })
export type ImportProblem = typeof ImportProblem.Type

export const QuestionImportPayload = Schema.Struct({
  format: QuestionFormat,
  text: Schema.String.check(Schema.isMaxLength(IMPORT_TEXT_MAX_CHARACTERS, { message: IMPORT_TOO_LARGE_MESSAGE })),
  /** The section of the test the questions go into. */
  sectionId: Schema.String,
  /** true: read and check only, change nothing (the report). */
  dryRun: Schema.Boolean,
  /** Import the questions that were read even though other lines had problems (skipping those). */
  skipProblems: Schema.optional(Schema.Boolean),
  /** The objective of questions whose file names none (Aiken never does); default: the section's name. */
  defaultObjective: Schema.optional(Schema.String)
})
export type QuestionImportPayload = typeof QuestionImportPayload.Type

export const QuestionImportReport = Schema.Struct({
  dryRun: Schema.Boolean,
  /** Questions read without a problem (what an import creates). */
  read: Schema.Number,
  /** Questions created (0 on a dry run). */
  created: Schema.Number,
  /** Every line that could not be read, in file order. */
  problems: Schema.Array(ImportProblem),
  /**
   * What was read but changed on the way, by line (a GIFT `[html]` text made
   * plain: HTML_CONVERTED_NOTE); present only when something was.
   */
  notes: Schema.optionalKey(Schema.Array(ImportProblem))
})
export type QuestionImportReport = typeof QuestionImportReport.Type

export const QuestionImportAnswer = Schema.Struct({ data: QuestionImportReport, message: Schema.String })

export const QuestionExportQuery = Schema.Struct({ format: QuestionFormat })

/** The file itself (text/plain, or text/csv for CSV), with a file name in Content-Disposition. */
export const QuestionFile = Schema.String.pipe(HttpApiSchema.asText({ contentType: "text/plain" }))
// ── end of import and export ─────────────────────────────────────────────

export class AdminQuestionsGroup extends HttpApiGroup.make("adminQuestions")
  .add(
    HttpApiEndpoint.get("exams", "/admin/questions/exams", { success: BankExamsAnswer }),
    HttpApiEndpoint.post("createTest", "/admin/questions/tests", {
      payload: NewTestPayload,
      success: BankTestAnswer,
      error: [Invalid, NotFound, Conflict]
    }),
    HttpApiEndpoint.get("test", "/admin/questions/tests/:testId", { params: TestParams, success: BankTestDetailAnswer, error: NotFound }),
    HttpApiEndpoint.put("updateTest", "/admin/questions/tests/:testId", {
      params: TestParams,
      payload: TestRules,
      success: BankTestAnswer,
      error: [Invalid, NotFound, Conflict]
    }),
    HttpApiEndpoint.post("createSection", "/admin/questions/tests/:testId/sections", {
      params: TestParams,
      payload: SectionPayload,
      success: BankSectionAnswer,
      error: [Invalid, NotFound, Conflict]
    }),
    HttpApiEndpoint.put("orderSections", "/admin/questions/tests/:testId/sections/order", {
      params: TestParams,
      payload: OrderPayload,
      success: BankMessageAnswer,
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.put("renameSection", "/admin/questions/sections/:sectionId", {
      params: SectionParams,
      payload: SectionPayload,
      success: BankSectionAnswer,
      error: [Invalid, NotFound, Conflict]
    }),
    HttpApiEndpoint.delete("removeSection", "/admin/questions/sections/:sectionId", {
      params: SectionParams,
      success: BankMessageAnswer,
      error: [NotFound, Conflict]
    }),
    HttpApiEndpoint.post("createQuestion", "/admin/questions/sections/:sectionId/questions", {
      params: SectionParams,
      payload: QuestionDraft,
      success: BankQuestionSavedAnswer,
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.put("orderQuestions", "/admin/questions/sections/:sectionId/questions/order", {
      params: SectionParams,
      payload: OrderPayload,
      success: BankMessageAnswer,
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.get("question", "/admin/questions/questions/:questionId", {
      params: QuestionParams,
      success: BankQuestionAnswer,
      error: NotFound
    }),
    HttpApiEndpoint.put("updateQuestion", "/admin/questions/questions/:questionId", {
      params: QuestionParams,
      payload: QuestionDraft,
      success: BankQuestionSavedAnswer,
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.delete("removeQuestion", "/admin/questions/questions/:questionId", {
      params: QuestionParams,
      success: BankRemovedAnswer,
      error: NotFound
    }),
    // Import and export (imp's part): add their endpoints here, after this line, under /admin/questions/….
    // Import (a dry run reports, changes nothing) and export of a test's current questions.
    HttpApiEndpoint.post("importQuestions", "/admin/questions/tests/:testId/import", {
      params: TestParams,
      payload: QuestionImportPayload,
      success: QuestionImportAnswer,
      // Invalid: the file has problems (and skipProblems is not set), too many questions, or nothing to import;
      // NotFound: no such test, or the section is not one of its sections.
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.get("exportQuestions", "/admin/questions/tests/:testId/export", {
      params: TestParams,
      query: QuestionExportQuery,
      success: QuestionFile,
      error: NotFound
    })
  )
  .middleware(AdminAuthorization) {}
