/**
 * The adminQuestions group (src/api/admin/admin-questions.ts): thin handlers over
 * the question bank service. AdminAuthorization has already refused everyone
 * but admins; path ids are decoded here (an impossible one is 404).
 */
import { Effect, Layer } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { QuestionId, SectionId, TestId } from "../../../src/api/shared/ids.ts"
import { CurrentAdmin } from "../../../src/api/shared/security.ts"
import { pathId } from "../../shared/path-id.ts"
import { QUESTION_BANK_MESSAGES, QuestionBankService } from "./service.ts"
import { QuestionTransfer } from "./transfer.ts"
import { inEnvelope } from "../../shared/envelope.ts"

const testIdOf = pathId(TestId, QUESTION_BANK_MESSAGES.testNotFound)
const sectionIdOf = pathId(SectionId, QUESTION_BANK_MESSAGES.sectionNotFound)
const questionIdOf = pathId(QuestionId, QUESTION_BANK_MESSAGES.questionNotFound)

const adminId = Effect.map(CurrentAdmin, (admin) => admin.userId)

export const AdminQuestionsHandlers = HttpApiBuilder.group(
  Api,
  "adminQuestions",
  Effect.fn(function* (handlers) {
    const bank = yield* QuestionBankService
    const transfer = yield* QuestionTransfer
    return (
      handlers
        .handle("exams", () => Effect.map(bank.exams(), inEnvelope))
        .handle("createTest", ({ payload }) =>
          Effect.gen(function* () {
            const data = yield* bank.createTest(yield* adminId, payload)
            return { data, message: `Test "${data.name}" created.` }
          })
        )
        .handle("test", ({ params }) => Effect.flatMap(testIdOf(params.testId), (id) => Effect.map(bank.test(id), inEnvelope)))
        .handle("updateTest", ({ params, payload }) =>
          Effect.gen(function* () {
            const data = yield* bank.updateTest(yield* adminId, yield* testIdOf(params.testId), payload)
            return { data, message: `Test "${data.name}" saved.` }
          })
        )
        .handle("createSection", ({ params, payload }) =>
          Effect.gen(function* () {
            const data = yield* bank.createSection(yield* adminId, yield* testIdOf(params.testId), payload.name)
            return { data, message: `Section "${data.name}" added.` }
          })
        )
        .handle("orderSections", ({ params, payload }) =>
          Effect.gen(function* () {
            yield* bank.orderSections(yield* adminId, yield* testIdOf(params.testId), payload.ids)
            return { message: "Sections reordered." }
          })
        )
        .handle("renameSection", ({ params, payload }) =>
          Effect.gen(function* () {
            const data = yield* bank.renameSection(yield* adminId, yield* sectionIdOf(params.sectionId), payload.name)
            return { data, message: `Section renamed "${data.name}".` }
          })
        )
        .handle("removeSection", ({ params }) =>
          Effect.gen(function* () {
            const section = yield* bank.removeSection(yield* adminId, yield* sectionIdOf(params.sectionId))
            return { message: `Section "${section.name}" removed.` }
          })
        )
        .handle("createQuestion", ({ params, payload }) =>
          Effect.gen(function* () {
            const data = yield* bank.createQuestion(yield* adminId, yield* sectionIdOf(params.sectionId), payload)
            return { data, versioned: false, message: "Question added." }
          })
        )
        .handle("orderQuestions", ({ params, payload }) =>
          Effect.gen(function* () {
            yield* bank.orderQuestions(yield* adminId, yield* sectionIdOf(params.sectionId), payload.ids)
            return { message: "Questions reordered." }
          })
        )
        .handle("question", ({ params }) => Effect.flatMap(questionIdOf(params.questionId), (id) => Effect.map(bank.question(id), inEnvelope)))
        .handle("updateQuestion", ({ params, payload }) =>
          Effect.gen(function* () {
            const saved = yield* bank.updateQuestion(yield* adminId, yield* questionIdOf(params.questionId), payload)
            const message = !saved.changed
              ? "Nothing to save: the question is unchanged."
              : saved.versioned
                ? `Question saved as version ${saved.question.version}: learners' past results keep the version they answered.`
                : "Question saved."
            return { data: saved.question, versioned: saved.versioned, message }
          })
        )
        .handle("removeQuestion", ({ params }) =>
          Effect.gen(function* () {
            const removed = yield* bank.removeQuestion(yield* adminId, yield* questionIdOf(params.questionId))
            return {
              retired: removed.retired,
              message: removed.retired ? "Question removed. Learners' past results still show it." : "Question removed."
            }
          })
        )
        // Import and export (imp's part): chain their .handle("…") calls here, before the closing of `handlers`.
        // Import (a dry run only reports) and export (the file with its name) — server/admin/questions/transfer.ts.
        .handle("importQuestions", ({ params, payload }) =>
          Effect.gen(function* () {
            const answer = yield* transfer.importQuestions(yield* adminId, yield* testIdOf(params.testId), payload)
            return { data: answer.report, message: answer.message }
          })
        )
        .handle("exportQuestions", ({ params, query }) =>
          Effect.gen(function* () {
            const file = yield* transfer.exportQuestions(yield* testIdOf(params.testId), query.format)
            return HttpServerResponse.text(file.text, {
              contentType: file.contentType,
              headers: { "content-disposition": `attachment; filename="${file.fileName}"`, "cache-control": "no-store" }
            })
          })
        )
    )
  })
).pipe(Layer.provide([QuestionBankService.layer, QuestionTransfer.layer]))
