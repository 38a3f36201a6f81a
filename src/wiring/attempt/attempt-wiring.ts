/**
 * My Exams' and the attempt's half of the composition root: the generic
 * resource and paged-list machines get My Exams' loaders, the start machine
 * its call and navigation, and each attempt its calls, its locally stored
 * save queue (src/services/attempt-storage.ts) and its navigation.
 */
import { Effect } from "effect"
import { navigate } from "wouter/use-browser-location"
import type { SubscriptionStatus } from "../../api/attempt/attempt.ts"
import { resultPath, testPath } from "../../domain/attempt/attempt-paths.ts"
import type { QueuedSave } from "../../domain/attempt/save-queue.ts"
import type { QuestionId } from "../../api/shared/ids.ts"
import { attemptMachine, type LoadedAttempt } from "../../machines/attempt/attempt.machine.ts"
import { saveQueueMachine } from "../../machines/attempt/save-queue.machine.ts"
import { type PageRequest, providePagedList } from "../../machines/shared/paged-list.machine.ts"
import { provideResource } from "../../machines/shared/resource.machine.ts"
import { startAttemptMachine } from "../../machines/attempt/start-attempt.machine.ts"
import * as attemptCalls from "../../services/attempt/attempt-calls.ts"
import { clearStoredQueue, readStoredQueue, storedUserId, writeStoredQueue } from "../../services/attempt/attempt-storage.ts"
import { readPaceHint, writePaceHint } from "../../services/attempt/pace-hint-storage.ts"
import { fromEffect } from "../../services/shared/effect-actor.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import type { AttemptOutcome } from "../../domain/attempt/attempt-outcome.ts"
import type { AttemptMachines, AttemptRequest, SubscriptionRequest } from "../../ui/attempt/attempt-machines.ts"
import type { Notifiers } from "../shared/notifiers.ts"

/** The toast when the clock reaches zero (the attempt submits itself). */
export const TIME_UP_MESSAGE = "Time is up. Your answers are being submitted."

export interface AttemptWiringOptions {
  /** Whose queue to read and write; the session's stored userId by default. */
  readonly learnerId?: () => string | null
}

export const makeAttemptMachines = (
  runtime: AppRuntime,
  notifiers: Pick<Notifiers, "toastInfo" | "reportFailure">,
  options: AttemptWiringOptions = {}
): AttemptMachines => {
  const learnerId = options.learnerId ?? (() => storedUserId())

  const attemptFor = (attemptId: string): typeof attemptMachine => {
    // Fixed for the attempt's life: a queue is written where it was read.
    let userId = learnerId()
    const owner = (): string | null => (userId ??= learnerId())
    return attemptMachine.provide({
      actors: {
        loadAttempt: fromEffect(runtime, (input: { readonly attemptId: string }) =>
          attemptCalls.loadAttempt(input.attemptId).pipe(
            Effect.map((attempt): LoadedAttempt => {
              const learner = owner()
              return {
                attempt,
                storedQueue: learner === null ? null : readStoredQueue(learner, input.attemptId),
                paceHint: readPaceHint()
              }
            })
          )
        ),
        pauseAttempt: fromEffect(runtime, (input: { readonly attemptId: string }) => attemptCalls.pauseAttempt(input.attemptId)),
        resumeAttempt: fromEffect(runtime, (input: { readonly attemptId: string }) => attemptCalls.resumeAttempt(input.attemptId)),
        submitAttempt: fromEffect(runtime, (input: { readonly attemptId: string }) => attemptCalls.submitAttempt(input.attemptId)),
        checkAnswer: fromEffect(runtime, (input: { readonly attemptId: string; readonly qsnId: QuestionId }) =>
          attemptCalls.checkAnswer(input.attemptId, input.qsnId)
        ),
        // The server's time remaining, when the page is visible again.
        clockSync: fromEffect(runtime, (input: { readonly attemptId: string }) => attemptCalls.loadAttempt(input.attemptId)),
        // The one place the save queue gets its I/O (it reports to the attempt by itself).
        saveQueue: saveQueueMachine.provide({
          actors: {
            sendSave: fromEffect(runtime, (save: QueuedSave) => attemptCalls.saveAnswer(attemptId, save))
          },
          actions: {
            persistQueue: (_, params) => {
              const learner = owner()
              if (learner !== null) writeStoredQueue(learner, attemptId, params.queue)
            }
          }
        })
      },
      actions: {
        // Replace: the address follows the question without filling the history with every click.
        showQuestion: (_, params) => navigate(testPath(params.attemptId, params.ref), { replace: true }),
        // Replace: Back from the result must not reopen a submitted test.
        showResult: (_, params) => navigate(resultPath(params.attemptId), { replace: true }),
        clearStoredQueue: (_, params) => {
          const learner = owner()
          if (learner !== null) clearStoredQueue(learner, params.attemptId)
        },
        announceTimeUp: () => notifiers.toastInfo(TIME_UP_MESSAGE),
        rememberPaceHint: (_, params) => writePaceHint(params.on),
        notifyFailure: (_, params) => notifiers.reportFailure(params.error)
      }
    })
  }

  return {
    myExams: providePagedList(
      fromEffect(runtime, ({ page, perPage, filter }: PageRequest<SubscriptionStatus>) => attemptCalls.subscriptionPage({ status: filter, page, perPage })),
      notifiers.reportFailure
    ),
    subscription: provideResource(
      fromEffect(runtime, ({ subscId }: SubscriptionRequest) => attemptCalls.subscriptionDetail(subscId)),
      notifiers.reportFailure
    ),
    // Typed on both sides: the services' outcome must stay the shape the result screen reads.
    outcome: provideResource<AttemptRequest, AttemptOutcome>(
      fromEffect(runtime, ({ attemptId }: AttemptRequest) => attemptCalls.loadOutcome(attemptId)),
      notifiers.reportFailure
    ),
    startAttempt: startAttemptMachine.provide({
      actors: { start: fromEffect(runtime, attemptCalls.startAttempt) },
      actions: {
        goToTest: (_, params) => navigate(testPath(params.attemptId)),
        notifyFailure: (_, params) => notifiers.reportFailure(params.error)
      }
    }),
    attempt: attemptFor
  }
}
