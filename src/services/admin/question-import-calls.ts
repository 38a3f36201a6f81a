/**
 * The question bank's import and export calls (importQuestions
 * and exportQuestions of AdminQuestionsGroup, admins only).
 *
 * An import's JSON body may be at most JSON_BODY_MAX_BYTES (256 KiB): the
 * body is measured here before it is sent, so an oversized file gets the
 * contract's own sentence instead of the server's generic 413.
 */
import { Effect } from "effect"
import { IMPORT_TOO_LARGE_MESSAGE, type QuestionFormat, type QuestionImportPayload, type QuestionImportReport } from "../../api/admin/admin-questions.ts"
import { JSON_BODY_MAX_BYTES } from "../../api/api.ts"
import { ApiClient } from "../shared/api-client.ts"
import { ApiFailure, callApi } from "../shared/api-failure.ts"

type Call<A> = Effect.Effect<A, ApiFailure, ApiClient>

export interface ImportRequest extends QuestionImportPayload {
  readonly testId: string
}

export interface ImportAnswer {
  readonly data: QuestionImportReport
  readonly message: string
}

const tooLarge = (payload: QuestionImportPayload): boolean => new TextEncoder().encode(JSON.stringify(payload)).length > JSON_BODY_MAX_BYTES

/** POST /admin/questions/tests/:testId/import: a dry run's report, or the questions created. */
export const importQuestions = ({ testId, ...payload }: ImportRequest): Call<ImportAnswer> =>
  tooLarge(payload)
    ? Effect.fail(
        new ApiFailure({ reason: "Invalid", status: null, message: IMPORT_TOO_LARGE_MESSAGE, issues: [{ path: "text", message: IMPORT_TOO_LARGE_MESSAGE }] })
      )
    : callApi(ApiClient.use((client) => client.adminQuestions.importQuestions({ params: { testId }, payload })))

export interface ExportRequest {
  readonly testId: string
  readonly format: QuestionFormat
}

/** GET /admin/questions/tests/:testId/export?format=…: the file's text. */
export const exportQuestions = ({ format, testId }: ExportRequest): Call<string> =>
  callApi(ApiClient.use((client) => client.adminQuestions.exportQuestions({ params: { testId }, query: { format } })))
