/**
 * My Exams' and the attempt's machines, provided with their real calls,
 * storage and navigation by src/wiring/attempt/attempt-wiring.ts. Each screen starts
 * its own actors from these (usePagedList / useResource / useFlowActor) and
 * they stop when it unmounts; tests can hand in logic provided with fakes.
 */
import type { ExamSubscription, SubscriptionDetail, SubscriptionStatus } from "../../api/attempt/attempt.ts"
import type { AttemptOutcome } from "../../domain/attempt/attempt-outcome.ts"
import type { attemptMachine } from "../../machines/attempt/attempt.machine.ts"
import type { PagedListLogic } from "../../machines/shared/paged-list.machine.ts"
import type { ResourceLogic } from "../../machines/shared/resource.machine.ts"
import type { startAttemptMachine } from "../../machines/attempt/start-attempt.machine.ts"
import { useArea } from "../shared/areas.tsx"

export interface SubscriptionRequest {
  readonly subscId: string
}

export interface AttemptRequest {
  readonly attemptId: string
}

export interface AttemptMachines {
  /** My Exams, filtered by the tab (active or expired). */
  readonly myExams: PagedListLogic<SubscriptionStatus, ExamSubscription>
  /** /profile/exam/{subscId} and the instruction screen. */
  readonly subscription: ResourceLogic<SubscriptionRequest, SubscriptionDetail>
  /** /attempt/{attemptId}. */
  readonly outcome: ResourceLogic<AttemptRequest, AttemptOutcome>
  /** The instruction screen's Start. */
  readonly startAttempt: typeof startAttemptMachine
  /** The test screen's actor for one attempt (its save queue stores and sends that attempt's answers). */
  readonly attempt: (attemptId: string) => typeof attemptMachine
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly attempt: AttemptMachines
  }
}

export const useAttemptMachines = (): AttemptMachines => useArea("attempt")
