/**
 * My Exams and the timed attempt's calls (spec §2, §7 POST
 * /exams/activeExams and /exams/expiredExams), as Effects that
 * return plain data and fail only with ApiFailure — the shapes the attempt,
 * start, resource and paged-list machines' actors expect.
 *
 * Start, pause, resume and submit are loaders (spec §4: the page body shows
 * the loading state). Saves are not: they run in the background while the
 * learner keeps answering, and the palette shows each one's state.
 */
import { Effect } from "effect"
import type {
  AnswerFeedback,
  AttemptData,
  AttemptResult,
  ClockState,
  SaveAnswerPayload,
  SaveAnswerResult,
  StartAttemptPayload,
  StartedAttempt,
  SubscriptionDetail,
  SubscriptionPage,
  SubscriptionStatus
} from "../../api/attempt/attempt.ts"
import type { AttemptOutcome } from "../../domain/attempt/attempt-outcome.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"
import { withBodyLoading } from "../shared/loading-state.ts"

export interface SubscriptionPageRequest {
  readonly status: SubscriptionStatus
  readonly page: number
  readonly perPage: number
}

/** POST /exams/activeExams or /exams/expiredExams → data (My Exams' two tabs). */
export const subscriptionPage = ({ status, page, perPage }: SubscriptionPageRequest): Effect.Effect<SubscriptionPage, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) =>
      status === "active" ? client.attempts.activeExams({ payload: { page, perPage } }) : client.attempts.expiredExams({ payload: { page, perPage } })
    ).pipe(Effect.map((answer) => answer.data))
  )

/** GET /exams/subscription/{subscId} → data: the exam's tests and the learner's attempts. */
export const subscriptionDetail = (subscId: string): Effect.Effect<SubscriptionDetail, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.attempts.subscription({ params: { subscId } })).pipe(Effect.map((answer) => answer.data)))

/** POST /attempts/start → the attempt to open (a new one, or the one already open), in the mode and practice set asked. */
export const startAttempt = (request: StartAttemptPayload): Effect.Effect<StartedAttempt, ApiFailure, ApiClient> =>
  withBodyLoading(
    callApi(
      ApiClient.use((client) =>
        client.attempts.start({
          payload: {
            subscId: request.subscId,
            testId: request.testId,
            ...(request.mode === undefined ? {} : { mode: request.mode }),
            ...(request.set === undefined ? {} : { set: request.set })
          }
        })
      ).pipe(Effect.map((answer) => answer.data))
    )
  )

/** GET /attempts/{attemptId} → data: questions without answers, the saved answers, the time remaining. */
export const loadAttempt = (attemptId: string): Effect.Effect<AttemptData, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.attempts.attempt({ params: { attemptId } })).pipe(Effect.map((answer) => answer.data)))

/**
 * POST /attempts/{attemptId}/save with one numbered change. A replayed or
 * older save (applied: false) is as good as a confirmed one for the queue:
 * the server already holds that change or a newer one.
 */
export const saveAnswer = (attemptId: string, save: SaveAnswerPayload): Effect.Effect<SaveAnswerResult, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) =>
      client.attempts.save({
        params: { attemptId },
        payload: {
          seq: save.seq,
          qsnId: save.qsnId,
          answer: save.answer,
          marked: save.marked,
          ...(save.spentMs === undefined ? {} : { spentMs: save.spentMs })
        }
      })
    ).pipe(Effect.map((answer) => answer.data))
  )

/** POST /attempts/{attemptId}/check (practice mode) → the locked answer's feedback. A loader: the learner waits for it. */
export const checkAnswer = (attemptId: string, qsnId: AnswerFeedback["qsnId"]): Effect.Effect<AnswerFeedback, ApiFailure, ApiClient> =>
  withBodyLoading(
    callApi(ApiClient.use((client) => client.attempts.check({ params: { attemptId }, payload: { qsnId } })).pipe(Effect.map((answer) => answer.data)))
  )

/** POST /attempts/{attemptId}/pause → the time remaining, now frozen. */
export const pauseAttempt = (attemptId: string): Effect.Effect<ClockState, ApiFailure, ApiClient> =>
  withBodyLoading(callApi(ApiClient.use((client) => client.attempts.pause({ params: { attemptId } })).pipe(Effect.map((answer) => answer.data))))

/** POST /attempts/{attemptId}/resume → the time remaining, running again. */
export const resumeAttempt = (attemptId: string): Effect.Effect<ClockState, ApiFailure, ApiClient> =>
  withBodyLoading(callApi(ApiClient.use((client) => client.attempts.resume({ params: { attemptId } })).pipe(Effect.map((answer) => answer.data))))

/** POST /attempts/{attemptId}/submit → data: the result (a second submit answers the same). */
export const submitAttempt = (attemptId: string): Effect.Effect<AttemptResult, ApiFailure, ApiClient> =>
  withBodyLoading(callApi(ApiClient.use((client) => client.attempts.submit({ params: { attemptId } })).pipe(Effect.map((answer) => answer.data))))

/**
 * GET /attempts/{attemptId}/result → data. Before the submit the server
 * answers Conflict ("Submit the attempt to see its result."): that is not a
 * failure for the result screen, which offers to go back to the test.
 */
export const loadOutcome = (attemptId: string): Effect.Effect<AttemptOutcome, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.attempts.review({ params: { attemptId } }))).pipe(
    Effect.map((answer): AttemptOutcome => ({ status: "submitted", review: answer.data })),
    Effect.catchIf(
      (failure) => failure.reason === "Conflict",
      (failure) => Effect.succeed<AttemptOutcome>({ status: "open", message: failure.message })
    )
  )
