/**
 * The admin area's question bank machines, provided with the
 * adminQuestions calls by src/wiring/admin/admin-questions-wiring.ts. Each screen
 * starts its own actors from these; tests can hand in logic provided with
 * fakes. Records are the generic resource machine; every change is the
 * admin change machine (one call at a time, the server's sentence and field issues).
 */
import type { BankExam, BankQuestion, BankTest, BankTestDetail, QuestionDraft, TestRules } from "../../../api/admin/admin-questions.ts"
import type { QuestionFormat } from "../../../api/admin/admin-questions.ts"
import type { AdminChangeLogic } from "../../../machines/admin/admin-change.machine.ts"
import type { QuestionImportLogic } from "../../../machines/admin/question-import.machine.ts"
import type { ResourceLogic } from "../../../machines/shared/resource.machine.ts"

export interface ChangeMessage {
  readonly message: string
}

/** A new test of an exam (testId null) or a test's new rules. */
export interface SaveTestRequest {
  readonly testId: string | null
  readonly examId: string
  readonly rules: TestRules
}

/** Every change of a test's sections and of the order of its questions. */
export type SectionChangeRequest =
  | { readonly kind: "add"; readonly testId: string; readonly name: string }
  | { readonly kind: "rename"; readonly sectionId: string; readonly name: string }
  | { readonly kind: "remove"; readonly sectionId: string }
  | { readonly kind: "orderSections"; readonly testId: string; readonly ids: ReadonlyArray<string> }
  | { readonly kind: "orderQuestions"; readonly sectionId: string; readonly ids: ReadonlyArray<string> }
  | { readonly kind: "removeQuestion"; readonly questionId: string }

/** A new question in a section (questionId null) or an edit. */
export interface SaveQuestionRequest {
  readonly questionId: string | null
  readonly sectionId: string
  readonly draft: QuestionDraft
}

/** An export of a test's current questions in one format (imp). */
export interface QuestionExportRequest {
  readonly testId: string
  readonly format: QuestionFormat
  /** The name the download is saved under. */
  readonly fileName: string
}

export interface QuestionExportFile {
  readonly text: string
  readonly fileName: string
  /** The file's type with its charset ("text/csv; charset=utf-8"). */
  readonly type: string
}

export interface AdminQuestionsMachines {
  /** /admin/questions: every exam with its tests. */
  readonly exams: ResourceLogic<null, ReadonlyArray<BankExam>>
  /** /admin/questions/tests/<id>: the test's rules, sections and current questions. */
  readonly test: ResourceLogic<string, BankTestDetail>
  /** /admin/questions/questions/<id>: one question with its options. */
  readonly question: ResourceLogic<string, BankQuestion>
  readonly saveTest: AdminChangeLogic<SaveTestRequest, ChangeMessage & { readonly data: BankTest }>
  readonly changeSections: AdminChangeLogic<SectionChangeRequest, ChangeMessage>
  readonly saveQuestion: AdminChangeLogic<SaveQuestionRequest, ChangeMessage & { readonly data: BankQuestion; readonly versioned: boolean }>
  // Import and export (helper "imp"): the import panel's flow (dry run, then import) and one export's file.
  readonly importQuestions: QuestionImportLogic
  readonly exportQuestions: AdminChangeLogic<QuestionExportRequest, QuestionExportFile>
}
