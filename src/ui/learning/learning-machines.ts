/**
 * The spaced review's, readiness' and pacing's machines, provided
 * with their real calls by src/wiring/learning/learning-wiring.ts. Each screen starts
 * its own actors from these (useResource / useFlowActor) and they stop when
 * it unmounts.
 */
import type { Pacing, Readiness, ReviewSummary } from "../../api/learning/learning.ts"
import type { reviewSessionMachine } from "../../machines/learning/review-session.machine.ts"
import type { ResourceLogic } from "../../machines/shared/resource.machine.ts"
import { useArea } from "../shared/areas.tsx"

export interface ReviewDayRequest {
  readonly subscId: string
  readonly utcOffsetMinutes: number
}

export interface LearningMachines {
  /** My Exams' exam page: "N due today". */
  readonly reviewSummary: ResourceLogic<ReviewDayRequest, ReviewSummary>
  /** My Exams' exam page: readiness per objective. */
  readonly readiness: ResourceLogic<{ readonly subscId: string }, Readiness>
  /** The result page: where the time went. */
  readonly pacing: ResourceLogic<{ readonly attemptId: string }, Pacing>
  /** /profile/exam/{subscId}/review. */
  readonly reviewSession: typeof reviewSessionMachine
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly learning: LearningMachines
  }
}

export const useLearningMachines = (): LearningMachines => useArea("learning")
