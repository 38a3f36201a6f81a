/**
 * The instruction screen's Start (spec §2 /instruction/{subscId}/{examId}/
 * {testId}).
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
 *
 * START says how: the mode chosen on the instruction screen
 * (exam by default) and, for "Practise your mistakes", the practice set's
 * description — the server picks its questions.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import type { AttemptMode, PracticeSet, StartAttemptPayload, StartedAttempt } from "../../api/attempt/attempt.ts"

/** Which test of which subscription. */
export type StartAttemptInput = Pick<StartAttemptPayload, "subscId" | "testId">

export interface StartAttemptContext extends StartAttemptInput {
  readonly mode: AttemptMode
  readonly set: PracticeSet | null
  readonly attemptId: string | null
}

export type StartAttemptEvent = {
  readonly type: "START"
  /** Exam when omitted. */
  readonly mode?: AttemptMode
  readonly set?: PracticeSet
}

export const startAttemptMachine = setup({
  types: {
    context: {} as StartAttemptContext,
    events: {} as StartAttemptEvent,
    input: {} as StartAttemptInput
  },
  actors: {
    start: fromPromise<StartedAttempt, StartAttemptPayload>(async () => {
      throw new Error("provide start")
    })
  },
  actions: {
    storeChoice: assign((_, params: { readonly mode: AttemptMode; readonly set: PracticeSet | null }) => ({ mode: params.mode, set: params.set })),
    storeAttempt: assign((_, params: { readonly attemptId: string }) => ({ attemptId: params.attemptId })),
    /** Opens /test/{attemptId} (provided by the wiring). */
    goToTest: (_, _params: { readonly attemptId: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  }
}).createMachine({
  id: "startAttempt",
  context: ({ input }) => ({ subscId: input.subscId, testId: input.testId, mode: "exam", set: null, attemptId: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        START: {
          target: "starting",
          actions: { type: "storeChoice", params: ({ event }) => ({ mode: event.mode ?? "exam", set: event.set ?? null }) }
        }
      }
    },
    starting: {
      invoke: {
        id: "start",
        src: "start",
        input: ({ context }): StartAttemptPayload => ({
          subscId: context.subscId,
          testId: context.testId,
          // The spec's start, as it always was, for the exam.
          ...(context.mode === "exam" ? {} : { mode: context.mode }),
          ...(context.set === null ? {} : { set: context.set })
        }),
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
