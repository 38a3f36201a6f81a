/**
 * My Exams and the timed attempt (group "attempts"): thin handlers over the
 * subscriptions repository and the attempts service, every call scoped by
 * the signed-in learner (the Authorization middleware answers guests 401).
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { CurrentUser } from "../../src/api/security.ts"
import { ATTEMPT_RESUMED, ATTEMPT_STARTED, SUBMITTED, TEST_PAUSED, TEST_RUNNING } from "../attempts/attempt-messages.ts"
import { AttemptsService } from "../attempts/attempts-service.ts"
import { SubscriptionsRepository } from "../attempts/subscriptions-repository.ts"

const clockMessage = (status: string) => (status === "paused" ? TEST_PAUSED : TEST_RUNNING)

export const AttemptsHandlers = HttpApiBuilder.group(
  Api,
  "attempts",
  Effect.fn(function*(handlers) {
    const subscriptions = yield* SubscriptionsRepository
    const attempts = yield* AttemptsService
    return handlers
      .handle("activeExams", ({ payload }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.map(subscriptions.page(me.userId, "active", payload.page, payload.perPage), (data) => ({ data }))))
      .handle("expiredExams", ({ payload }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.map(subscriptions.page(me.userId, "expired", payload.page, payload.perPage), (data) => ({ data }))))
      .handle("subscription", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(subscriptions.detail(me.userId, params.subscId), (data) => ({ data }))))
      .handle("start", ({ payload }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.map(attempts.start(me.userId, payload.subscId, payload.testId), (data) => ({
            message: data.resumed ? ATTEMPT_RESUMED : ATTEMPT_STARTED,
            data
          }))))
      .handle("attempt", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(attempts.attempt(me.userId, params.attemptId), (data) => ({ data }))))
      .handle("save", ({ params, payload }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(attempts.save(me.userId, params.attemptId, payload), (data) => ({ data }))))
      .handle("pause", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.map(attempts.pause(me.userId, params.attemptId), (data) => ({ message: clockMessage(data.status), data }))))
      .handle("resume", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.map(attempts.resume(me.userId, params.attemptId), (data) => ({ message: clockMessage(data.status), data }))))
      .handle("submit", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.map(attempts.submit(me.userId, params.attemptId), (data) => ({ message: SUBMITTED, data }))))
      .handle("review", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(attempts.review(me.userId, params.attemptId), (data) => ({ data }))))
  })
).pipe(
  Layer.provide(AttemptsService.layer.pipe(Layer.provideMerge(SubscriptionsRepository.layer)))
)
