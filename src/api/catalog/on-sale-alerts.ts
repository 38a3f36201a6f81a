/**
 * "Notify me" on a coming-soon exam: a signed-in learner asks to hear once
 * (one email and one notification) when the exam goes on sale, and may take
 * the request back. One request per learner and exam; asking again while one
 * waits changes nothing. An exam already on sale has nothing to wait for
 * (409: add it to the cart instead).
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Conflict, NotFound } from "../shared/errors.ts"
import { ExamId } from "../shared/ids.ts"
import { Authorization } from "../shared/security.ts"

export const OnSaleAlert = Schema.Struct({
  examId: ExamId,
  /** A request waits to be answered. */
  requested: Schema.Boolean
})
export type OnSaleAlert = typeof OnSaleAlert.Type

export const OnSaleAlertAnswer = Schema.Struct({ data: OnSaleAlert })

/** A change: the sentence to show, and where the request stands now. */
export const OnSaleAlertChangeAnswer = Schema.Struct({ message: Schema.String, data: OnSaleAlert })
export type OnSaleAlertChangeAnswer = typeof OnSaleAlertChangeAnswer.Type

// The exam's id comes from the address: one no exam could have answers 404 like an unknown one.
const IdParams = { id: Schema.String }

export class OnSaleAlertsGroup extends HttpApiGroup.make("onSaleAlerts")
  .add(
    HttpApiEndpoint.get("alert", "/exams/:id/notify-me", { params: IdParams, success: OnSaleAlertAnswer, error: NotFound }),
    HttpApiEndpoint.put("ask", "/exams/:id/notify-me", { params: IdParams, success: OnSaleAlertChangeAnswer, error: [NotFound, Conflict] }),
    HttpApiEndpoint.delete("cancel", "/exams/:id/notify-me", { params: IdParams, success: OnSaleAlertChangeAnswer, error: NotFound })
  )
  .middleware(Authorization) {}
