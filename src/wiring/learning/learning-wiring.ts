/**
 * The spaced review's, readiness' and pacing's half of the composition root:
 * the generic resource machine gets their loaders, the review
 * session its two calls and the shared failure report.
 */
import { reviewSessionMachine } from "../../machines/learning/review-session.machine.ts"
import { provideResource } from "../../machines/shared/resource.machine.ts"
import * as learningCalls from "../../services/learning/learning-calls.ts"
import { fromEffect } from "../../services/shared/effect-actor.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import type { LearningMachines, ReviewDayRequest } from "../../ui/learning/learning-machines.ts"
import type { Notifiers } from "../shared/notifiers.ts"

export const makeLearningMachines = (runtime: AppRuntime, notifiers: Pick<Notifiers, "reportFailure">): LearningMachines => ({
  reviewSummary: provideResource(
    fromEffect(runtime, ({ subscId, utcOffsetMinutes }: ReviewDayRequest) => learningCalls.reviewSummary(subscId, utcOffsetMinutes)),
    notifiers.reportFailure
  ),
  readiness: provideResource(
    fromEffect(runtime, ({ subscId }: { readonly subscId: string }) => learningCalls.readiness(subscId)),
    notifiers.reportFailure
  ),
  pacing: provideResource(
    fromEffect(runtime, ({ attemptId }: { readonly attemptId: string }) => learningCalls.pacing(attemptId)),
    notifiers.reportFailure
  ),
  reviewSession: reviewSessionMachine.provide({
    actors: {
      loadSession: fromEffect(runtime, ({ subscId, utcOffsetMinutes }: ReviewDayRequest) => learningCalls.reviewSession(subscId, utcOffsetMinutes)),
      answerReview: fromEffect(runtime, learningCalls.answerReview)
    },
    actions: {
      notifyFailure: (_, params) => notifiers.reportFailure(params.error)
    }
  })
})
