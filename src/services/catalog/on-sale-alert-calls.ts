/**
 * "Notify me" (src/api/catalog/on-sale-alerts.ts) as Effects: the signed-in
 * learner's request for one coming-soon exam, read, made and taken back.
 * Each fails only with ApiFailure, whose message is the server's (the 409
 * of an exam already on sale says to add it to the cart instead).
 */
import { Effect } from "effect"
import type { OnSaleAlert, OnSaleAlertChangeAnswer } from "../../api/catalog/on-sale-alerts.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"

/** GET /exams/{id}/notify-me → whether the learner's request waits. */
export const loadAlert = (examId: string): Effect.Effect<OnSaleAlert, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.onSaleAlerts.alert({ params: { id: examId } })).pipe(Effect.map((answer) => answer.data)))

/** PUT /exams/{id}/notify-me → the server's message and the request, now waiting. */
export const askAlert = (examId: string): Effect.Effect<OnSaleAlertChangeAnswer, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.onSaleAlerts.ask({ params: { id: examId } })))

/** DELETE /exams/{id}/notify-me → the server's message and the request, taken back. */
export const cancelAlert = (examId: string): Effect.Effect<OnSaleAlertChangeAnswer, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.onSaleAlerts.cancel({ params: { id: examId } })))
