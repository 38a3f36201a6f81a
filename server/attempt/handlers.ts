/**
 * My Exams and the timed attempt (group "attempts"): thin handlers that
 * decode the address's ids, call the attempts service for the signed-in
 * learner (the Authorization middleware answers guests 401) and wrap the
 * answer in the contract's envelope.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import type { AttemptStatus } from "../../src/api/attempt/attempt.ts"
import { AttemptId, SubscriptionId } from "../../src/api/shared/ids.ts"
import { CurrentUser } from "../../src/api/shared/security.ts"
import { pathId } from "../shared/path-id.ts"
import * as Messages from "./attempt-messages.ts"
import { AttemptsService } from "./service.ts"
import { inEnvelope } from "../shared/envelope.ts"

const attemptIdOf = pathId(AttemptId, Messages.ATTEMPT_NOT_FOUND)
const subscriptionIdOf = pathId(SubscriptionId, Messages.SUBSCRIPTION_NOT_FOUND)

const clockMessage = (status: AttemptStatus) => (status === "paused" ? Messages.TEST_PAUSED : Messages.TEST_RUNNING)

/** The signed-in learner's id and the attempt the address names. */
const onAttempt = <A, E, R>(rawId: string, call: (userId: string, attemptId: AttemptId) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(CurrentUser, (me) => Effect.flatMap(attemptIdOf(rawId), (attemptId) => call(me.userId, attemptId)))

export const AttemptsHandlers = HttpApiBuilder.group(
  Api,
  "attempts",
  Effect.fn(function* (handlers) {
    const attempts = yield* AttemptsService
    return handlers
      .handle("activeExams", ({ payload }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(attempts.myExams(me.userId, "active", payload.page, payload.perPage), inEnvelope))
      )
      .handle("expiredExams", ({ payload }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(attempts.myExams(me.userId, "expired", payload.page, payload.perPage), inEnvelope))
      )
      .handle("subscription", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.flatMap(subscriptionIdOf(params.subscId), (subscId) => Effect.map(attempts.subscription(me.userId, subscId), inEnvelope))
        )
      )
      .handle("start", ({ payload }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.map(attempts.start(me.userId, payload), ({ mode, ...started }) => ({
            message:
              mode === "practice"
                ? started.resumed
                  ? Messages.PRACTICE_RESUMED
                  : Messages.PRACTICE_STARTED
                : started.resumed
                  ? Messages.ATTEMPT_RESUMED
                  : Messages.ATTEMPT_STARTED,
            data: started
          }))
        )
      )
      .handle("attempt", ({ params }) => Effect.map(onAttempt(params.attemptId, attempts.attempt), inEnvelope))
      .handle("save", ({ params, payload }) =>
        Effect.map(
          onAttempt(params.attemptId, (userId, attemptId) => attempts.save(userId, attemptId, payload)),
          inEnvelope
        )
      )
      .handle("check", ({ params, payload }) =>
        Effect.map(
          onAttempt(params.attemptId, (userId, attemptId) => attempts.check(userId, attemptId, payload)),
          inEnvelope
        )
      )
      .handle("pause", ({ params }) =>
        Effect.map(onAttempt(params.attemptId, attempts.pause), (clock) => ({ message: clockMessage(clock.status), data: clock }))
      )
      .handle("resume", ({ params }) =>
        Effect.map(onAttempt(params.attemptId, attempts.resume), (clock) => ({ message: clockMessage(clock.status), data: clock }))
      )
      .handle("submit", ({ params }) => Effect.map(onAttempt(params.attemptId, attempts.submit), (result) => ({ message: Messages.SUBMITTED, data: result })))
      .handle("review", ({ params }) => Effect.map(onAttempt(params.attemptId, attempts.review), inEnvelope))
  })
).pipe(Layer.provide(AttemptsService.layer))
