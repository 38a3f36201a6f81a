/**
 * The spaced review's, readiness' and pacing's calls, as Effects
 * that return plain data and fail only with ApiFailure — the shapes the
 * resource and review-session machines' actors expect. The browser sends
 * its offset from UTC so the server counts "due today" by the learner's own
 * day.
 */
import { Effect, Schema } from "effect"
import { SubscriptionId } from "../../api/shared/ids.ts"
import type { Pacing, Readiness, ReviewAnswerPayload, ReviewOutcome, ReviewSession, ReviewSummary } from "../../api/learning/learning.ts"
import { ApiClient } from "../shared/api-client.ts"
import { ApiFailure, callApi } from "../shared/api-failure.ts"

/** The address's subscription id: one no id could be is "not found", as the server would answer. */
const subscriptionIdOf = (raw: string) =>
  Schema.decodeUnknownEffect(SubscriptionId)(raw).pipe(
    Effect.mapError(() => new ApiFailure({ reason: "NotFound", status: 404, message: "This subscription was not found." }))
  )

/** POST /learning/reviews/summary → how many reviews are due today and tomorrow. */
export const reviewSummary = (subscId: string, utcOffsetMinutes: number): Effect.Effect<ReviewSummary, ApiFailure, ApiClient> =>
  Effect.flatMap(subscriptionIdOf(subscId), (id) =>
    callApi(ApiClient.use((client) => client.learning.reviewSummary({ payload: { subscId: id, utcOffsetMinutes } })).pipe(Effect.map((answer) => answer.data)))
  )

/** POST /learning/reviews/session → up to ten due questions, without their answers. */
export const reviewSession = (subscId: string, utcOffsetMinutes: number): Effect.Effect<ReviewSession, ApiFailure, ApiClient> =>
  Effect.flatMap(subscriptionIdOf(subscId), (id) =>
    callApi(ApiClient.use((client) => client.learning.reviewSession({ payload: { subscId: id, utcOffsetMinutes } })).pipe(Effect.map((answer) => answer.data)))
  )

/** A review's answer as the session sends it: the subscription as the address names it. */
export type ReviewAnswerRequest = Omit<ReviewAnswerPayload, "subscId"> & { readonly subscId: string }

/** POST /learning/reviews/answer → the answer revealed, the rating and the next review. */
export const answerReview = (request: ReviewAnswerRequest): Effect.Effect<ReviewOutcome, ApiFailure, ApiClient> =>
  Effect.flatMap(subscriptionIdOf(request.subscId), (subscId) =>
    callApi(ApiClient.use((client) => client.learning.reviewAnswer({ payload: { ...request, subscId } })).pipe(Effect.map((answer) => answer.data)))
  )

/** GET /learning/readiness/{subscId} → the estimate per objective. */
export const readiness = (subscId: string): Effect.Effect<Readiness, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.learning.readiness({ params: { subscId } })).pipe(Effect.map((answer) => answer.data)))

/** GET /learning/pacing/{attemptId} → where the attempt's time went. */
export const pacing = (attemptId: string): Effect.Effect<Pacing, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.learning.pacing({ params: { attemptId } })).pipe(Effect.map((answer) => answer.data)))
