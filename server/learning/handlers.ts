/**
 * The spaced review, readiness and pacing (group "learning"): thin handlers
 * that decode the address's ids, call the learning service for the
 * signed-in learner (the Authorization middleware answers guests 401) and
 * wrap the answer in the contract's envelope.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { AttemptId, SubscriptionId } from "../../src/api/shared/ids.ts"
import { CurrentUser } from "../../src/api/shared/security.ts"
import { pathId } from "../shared/path-id.ts"
import * as Messages from "./learning-messages.ts"
import { LearningService } from "./service.ts"
import { inEnvelope } from "../shared/envelope.ts"

const attemptIdOf = pathId(AttemptId, Messages.ATTEMPT_NOT_FOUND)
const subscriptionIdOf = pathId(SubscriptionId, Messages.SUBSCRIPTION_NOT_FOUND)

export const LearningHandlers = HttpApiBuilder.group(
  Api,
  "learning",
  Effect.fn(function* (handlers) {
    const learning = yield* LearningService
    return handlers
      .handle("reviewSummary", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(learning.reviewSummary(me.userId, payload), inEnvelope)))
      .handle("reviewSession", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(learning.reviewSession(me.userId, payload), inEnvelope)))
      .handle("reviewAnswer", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(learning.answerReview(me.userId, payload), inEnvelope)))
      .handle("readiness", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.flatMap(subscriptionIdOf(params.subscId), (subscId) => Effect.map(learning.readiness(me.userId, subscId), inEnvelope))
        )
      )
      .handle("pacing", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.flatMap(attemptIdOf(params.attemptId), (attemptId) => Effect.map(learning.pacing(me.userId, attemptId), inEnvelope))
        )
      )
  })
).pipe(Layer.provide(LearningService.layer))
