/**
 * The question bank screens' half of the admin wiring: the
 * generic record and change machines given the adminQuestions calls.
 */
import { Effect } from "effect"
import { questionFileType } from "../../domain/admin/question-formats/question-file.ts"
import { provideAdminChange } from "../../machines/admin/admin-change.machine.ts"
import { provideQuestionImport, type QuestionImportRequest } from "../../machines/admin/question-import.machine.ts"
import { provideResource } from "../../machines/shared/resource.machine.ts"
import * as calls from "../../services/admin/questions-calls.ts"
import * as importCalls from "../../services/admin/question-import-calls.ts"
import { fromEffect } from "../../services/shared/effect-actor.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import type { AdminQuestionsMachines, QuestionExportRequest } from "../../ui/admin/questions/questions-machines.ts"
import type { Notifiers } from "../shared/notifiers.ts"

export const makeAdminQuestionsMachines = (runtime: AppRuntime, notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">): AdminQuestionsMachines => {
  const toast = (answer: { readonly message: string }) => notifiers.toastSuccess(answer.message)
  return {
    exams: provideResource(
      fromEffect(runtime, (_: null) => calls.exams()),
      notifiers.reportFailure
    ),
    test: provideResource(fromEffect(runtime, calls.test), notifiers.reportFailure),
    question: provideResource(fromEffect(runtime, calls.question), notifiers.reportFailure),
    saveTest: provideAdminChange(fromEffect(runtime, calls.saveTest), toast),
    changeSections: provideAdminChange(fromEffect(runtime, calls.changeSections), toast),
    saveQuestion: provideAdminChange(fromEffect(runtime, calls.saveQuestion), toast),
    // Import and export (imp): the import's dry run and import, and one export's file.
    importQuestions: provideQuestionImport(
      fromEffect(runtime, (request: QuestionImportRequest) => importCalls.importQuestions(request)),
      toast
    ),
    exportQuestions: provideAdminChange(
      fromEffect(runtime, (request: QuestionExportRequest) =>
        Effect.map(importCalls.exportQuestions(request), (text) => ({ text, fileName: request.fileName, type: questionFileType(request.format) }))
      )
    )
  }
}
