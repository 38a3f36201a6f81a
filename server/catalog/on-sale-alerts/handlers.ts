/** The "Notify me" group: the signed-in learner's own request for one exam. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { ExamId } from "../../../src/api/shared/ids.ts"
import { CurrentUser } from "../../../src/api/shared/security.ts"
import { pathId } from "../../shared/path-id.ts"
import { EXAM_NOT_FOUND } from "./messages.ts"
import { OnSaleAlertsService } from "./service.ts"
import { inEnvelope } from "../../shared/envelope.ts"

const examIdOf = pathId(ExamId, EXAM_NOT_FOUND)

export const OnSaleAlertsHandlers = HttpApiBuilder.group(
  Api,
  "onSaleAlerts",
  Effect.fn(function* (handlers) {
    const alerts = yield* OnSaleAlertsService
    return handlers
      .handle("alert", ({ params }) =>
        Effect.flatMap(Effect.all([CurrentUser, examIdOf(params.id)]), ([me, examId]) => Effect.map(alerts.alert(me.userId, examId), inEnvelope))
      )
      .handle("ask", ({ params }) => Effect.flatMap(Effect.all([CurrentUser, examIdOf(params.id)]), ([me, examId]) => alerts.ask(me.userId, examId)))
      .handle("cancel", ({ params }) => Effect.flatMap(Effect.all([CurrentUser, examIdOf(params.id)]), ([me, examId]) => alerts.cancel(me.userId, examId)))
  })
)
