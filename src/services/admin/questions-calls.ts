/**
 * The question bank's calls (AdminQuestionsGroup in
 * src/api/admin/admin-questions.ts, admins only): exams and their tests, a test's
 * sections and questions, and every change of the editor. Each is an Effect
 * that answers plain data and fails only with ApiFailure (a refused form's
 * field issues included).
 */
import { Effect } from "effect"
import type { BankExam, BankQuestion, BankTest, BankTestDetail, NewTestPayload, QuestionDraft, TestRules } from "../../api/admin/admin-questions.ts"
import type { ExamId } from "../../api/shared/ids.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"

type Call<A> = Effect.Effect<A, ApiFailure, ApiClient>

export interface Message {
  readonly message: string
}

export const exams = (): Call<ReadonlyArray<BankExam>> =>
  callApi(ApiClient.use((client) => client.adminQuestions.exams()).pipe(Effect.map((answer) => answer.data)))

export const test = (testId: string): Call<BankTestDetail> =>
  callApi(ApiClient.use((client) => client.adminQuestions.test({ params: { testId } })).pipe(Effect.map((answer) => answer.data)))

export const question = (questionId: string): Call<BankQuestion> =>
  callApi(ApiClient.use((client) => client.adminQuestions.question({ params: { questionId } })).pipe(Effect.map((answer) => answer.data)))

/** A new test of an exam (testId null) or a test's new rules. */
export interface SaveTest {
  readonly testId: string | null
  readonly examId: string
  readonly rules: TestRules
}

export const saveTest = ({ testId, examId, rules }: SaveTest): Call<Message & { readonly data: BankTest }> =>
  callApi(
    ApiClient.use((client) =>
      testId === null
        ? client.adminQuestions.createTest({ payload: { ...rules, examId: examId as ExamId } satisfies NewTestPayload })
        : client.adminQuestions.updateTest({ params: { testId }, payload: rules })
    )
  )

/** Every change of a test's sections and the order of its questions. */
export type SectionChange =
  | { readonly kind: "add"; readonly testId: string; readonly name: string }
  | { readonly kind: "rename"; readonly sectionId: string; readonly name: string }
  | { readonly kind: "remove"; readonly sectionId: string }
  | { readonly kind: "orderSections"; readonly testId: string; readonly ids: ReadonlyArray<string> }
  | { readonly kind: "orderQuestions"; readonly sectionId: string; readonly ids: ReadonlyArray<string> }
  | { readonly kind: "removeQuestion"; readonly questionId: string }

export const changeSections = (change: SectionChange): Call<Message> =>
  callApi(
    ApiClient.use((client) => {
      switch (change.kind) {
        case "add":
          return client.adminQuestions.createSection({ params: { testId: change.testId }, payload: { name: change.name } })
        case "rename":
          return client.adminQuestions.renameSection({ params: { sectionId: change.sectionId }, payload: { name: change.name } })
        case "remove":
          return client.adminQuestions.removeSection({ params: { sectionId: change.sectionId } })
        case "orderSections":
          return client.adminQuestions.orderSections({ params: { testId: change.testId }, payload: { ids: change.ids } })
        case "orderQuestions":
          return client.adminQuestions.orderQuestions({ params: { sectionId: change.sectionId }, payload: { ids: change.ids } })
        case "removeQuestion":
          return client.adminQuestions.removeQuestion({ params: { questionId: change.questionId } })
      }
    })
  )

/** A new question in a section (questionId null) or an edit. */
export interface SaveQuestion {
  readonly questionId: string | null
  readonly sectionId: string
  readonly draft: QuestionDraft
}

export const saveQuestion = ({ questionId, sectionId, draft }: SaveQuestion): Call<Message & { readonly data: BankQuestion; readonly versioned: boolean }> =>
  callApi(
    ApiClient.use((client) =>
      questionId === null
        ? client.adminQuestions.createQuestion({ params: { sectionId }, payload: draft })
        : client.adminQuestions.updateQuestion({ params: { questionId }, payload: draft })
    )
  )
