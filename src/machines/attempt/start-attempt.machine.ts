/**
 * The instruction screen's Start (spec §2 /instruction/{subscId}/{examId}/
 * {testId}; issue 5).
 *
 *   idle ─ START ─▶ starting ─ done ─▶ started (final: goToTest)
 *     ▲                │ error
 *     └────────────────┘ notifyFailure
 *
 * The server decides whether the learner may start (an active subscription
 * covering the exam, attempts left) and stores the deadline; a start while
 * an attempt of the test is open answers that attempt, so Start doubles as
 * Resume. A refusal (expired, attempts used up) goes to the shared handler
 * and the button is there again.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import type { StartAttemptPayload, StartedAttempt } from "../../api/attempts.ts"

/** Which test of which subscription: what the start sends. */
export type StartAttemptInput = StartAttemptPayload

export interface StartAttemptContext extends StartAttemptInput {
  readonly attemptId: string | null
}

export type StartAttemptEvent = { readonly type: "START" }

export const startAttemptMachine = setup({
  types: {
    context: {} as StartAttemptContext,
    events: {} as StartAttemptEvent,
    input: {} as StartAttemptInput
  },
  actors: {
    start: fromPromise<StartedAttempt, StartAttemptInput>(async () => {
      throw new Error("provide start")
    })
  },
  actions: {
    storeAttempt: assign((_, params: { readonly attemptId: string }) => ({ attemptId: params.attemptId })),
    /** Opens /test/{attemptId} (provided by the wiring). */
    goToTest: (_, _params: { readonly attemptId: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  }
}).createMachine({
  id: "startAttempt",
  context: ({ input }) => ({ subscId: input.subscId, testId: input.testId, attemptId: null }),
  initial: "idle",
  states: {
    idle: {
      on: { START: "starting" }
    },
    starting: {
      invoke: {
        id: "start",
        src: "start",
        input: ({ context }) => ({ subscId: context.subscId, testId: context.testId }),
        onDone: {
          target: "started",
          actions: [
            { type: "storeAttempt", params: ({ event }) => ({ attemptId: event.output.attemptId }) },
            { type: "goToTest", params: ({ event }) => ({ attemptId: event.output.attemptId }) }
          ]
        },
        onError: { target: "idle", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    started: {
      type: "final"
    }
  }
})

export type StartAttemptSnapshot = SnapshotFrom<typeof startAttemptMachine>

/** Starting, or started and on the way to the test: the button waits. */
export const isStarting = (snapshot: StartAttemptSnapshot): boolean => !snapshot.matches("idle")
