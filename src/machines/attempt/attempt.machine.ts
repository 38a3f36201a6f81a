/**
 * The timed exam attempt (spec §2 /test/{attemptId}/{sectionId}/{qsnId},
 * §3 session context: attemptData, totalQsn, examPlayPause, isSubmit,
 * comCount; issue 5).
 *
 *   loading ─ done ─▶ active ──────────────────────────────────────────┐
 *     │ ╲ (submitted already) ──────────────────────────▶ submitted   │
 *     │  ╲ NotFound ─▶ notFound                                        │
 *     ▼ error                     active (child: saveQueue)            │
 *   loadFailed ─ RETRY ─▶ loading   ongoing ─ PAUSE ─▶ pausing ─▶ paused
 *                                     │  ▲ after second: tick          │ RESUME
 *                                     │  └──────── resuming ◀──────────┘
 *                                     │ (pausing sends the unsent answers first: the server
 *                                     │  refuses saves while paused, so the queue holds them)
 *                                     │ CONFIRM_SUBMIT / time up (tick at 1 s, or the server says 0)
 *                                     ▼
 *                                   submitting: flushing ─▶ sending ⇄ waitingToRetry
 *                                     │ done
 *                                     ▼
 *                                   submitted (final)
 *
 * The server owns time: the countdown starts from its `remainingSeconds`,
 * ticks once a second (the named delay `second`), and is re-synced on every
 * confirmed save, pause and resume. At zero the attempt submits itself.
 *
 * Every answer and mark is handed at once to the child `saveQueue`, which
 * stores it locally and sends it in order (src/machines/save-queue.machine.ts).
 * Submitting waits until the queue is drained, so no answer is left behind;
 * while the network is down it keeps waiting and retrying (the server's
 * 60-second grace and its sweeper keep the result if that takes long).
 * A save the server refuses for good (attempt closed, paused elsewhere) makes
 * the attempt load again and follow what the server says.
 */
import { assign, fromPromise, sendParent, sendTo, setup, type SnapshotFrom } from "xstate"
import type { AttemptData, AttemptQuestion, AttemptResult } from "../../api/attempts.ts"
import {
  answersFrom,
  type Answers,
  attemptCounts,
  chooseOption,
  isAnswered,
  mergeAnswers,
  nextQuestion,
  previousQuestion,
  type QuestionRef,
  questionOrder,
  startingQuestion
} from "../../domain/attempt/attempt-progress.ts"
import { EXAM_PLAY_DEFAULT } from "../../domain/shared/constants.ts"
import { type AnswerChange, emptySaveQueue, resumeNumbering, type SaveQueue } from "../../domain/attempt/save-queue.ts"
import { failureReason } from "../shared/form-fields.ts"
import { saveQueueMachine } from "./save-queue.machine.ts"

export type ExamPlayPause = "ongoing" | "paused"

export interface AttemptContext {
  readonly attemptId: string
  /** The question the route asked for; used once, when the attempt loads. */
  readonly wanted: Partial<QuestionRef>
  /** Spec §3: the attempt as the server gave it (questions without answers). */
  readonly attemptData: AttemptData | null
  /** Spec §3: how many questions the test has. */
  readonly totalQsn: number
  /** Spec §3: 'ongoing' by default, 'paused' while paused. */
  readonly examPlayPause: ExamPlayPause
  /** Spec §3: true once the attempt is submitted. */
  readonly isSubmit: boolean
  /** Spec §3: how many questions are answered. */
  readonly comCount: number
  readonly answers: Answers
  readonly visited: ReadonlyArray<string>
  readonly current: QuestionRef | null
  readonly remainingSeconds: number
  /** The queue read back from local storage when the attempt loaded. */
  readonly storedQueue: SaveQueue | null
  /** False until the queue reports it has nothing left to send. */
  readonly queueDrained: boolean
  readonly online: boolean
  /** The submit confirmation dialog is open. */
  readonly confirmingSubmit: boolean
  readonly result: AttemptResult | null
}

export interface AttemptInput {
  readonly attemptId: string
  readonly sectionId?: string
  readonly qsnId?: string
  readonly online?: boolean
}

/** What `loadAttempt` gives: the server's attempt and the locally stored queue. */
export interface LoadedAttempt {
  readonly attempt: AttemptData
  readonly storedQueue: SaveQueue | null
}

export interface ClockState {
  readonly remainingSeconds: number
}

export type AttemptEvent =
  | { readonly type: "RETRY" }
  | { readonly type: "CHOOSE"; readonly optionId: string }
  | { readonly type: "CLEAR" }
  | { readonly type: "TOGGLE_MARK" }
  | { readonly type: "NEXT" }
  | { readonly type: "PREVIOUS" }
  | { readonly type: "GO_TO"; readonly qsnId: string }
  | { readonly type: "PAUSE" }
  | { readonly type: "RESUME" }
  | { readonly type: "REQUEST_SUBMIT" }
  | { readonly type: "CANCEL_SUBMIT" }
  | { readonly type: "CONFIRM_SUBMIT" }
  | { readonly type: "ONLINE" }
  | { readonly type: "OFFLINE" }
  | { readonly type: "SAVE_CONFIRMED"; readonly qsnId: string; readonly remainingSeconds: number; readonly drained: boolean }
  | { readonly type: "SAVE_REFUSED"; readonly error: unknown }
  | { readonly type: "SAVE_REJECTED"; readonly qsnId: string; readonly error: unknown; readonly drained: boolean }
  /** The page became visible again: a hidden tab's timers are throttled, so ask the server for the time. */
  | { readonly type: "PAGE_VISIBLE" }
  /** The server's time remaining, answered to `requestClockSync`. */
  | { readonly type: "CLOCK_SYNCED"; readonly remainingSeconds: number }

/** The save queue as the attempt runs it: its reports come back as events. */
export const attemptSaveQueue = saveQueueMachine.provide({
  actions: {
    saveConfirmed: sendParent((_, params: { readonly qsnId: string; readonly remainingSeconds: number; readonly drained: boolean }) =>
      ({ type: "SAVE_CONFIRMED", ...params })),
    saveRefused: sendParent((_, params: { readonly error: unknown }) => ({ type: "SAVE_REFUSED", error: params.error })),
    saveRejected: sendParent((_, params: { readonly qsnId: string; readonly error: unknown; readonly drained: boolean }) =>
      ({ type: "SAVE_REJECTED", qsnId: params.qsnId, error: params.error, drained: params.drained }))
  }
})

const allQuestions = (data: AttemptData | null): ReadonlyArray<AttemptQuestion> =>
  data === null ? [] : data.sections.flatMap((section) => section.questions)

export const currentQuestion = (context: AttemptContext): AttemptQuestion | null =>
  allQuestions(context.attemptData).find((question) => question._id === context.current?.qsnId) ?? null

const orderOf = (context: AttemptContext): ReadonlyArray<QuestionRef> =>
  context.attemptData === null ? [] : questionOrder(context.attemptData.sections)

const visit = (visited: ReadonlyArray<string>, ref: QuestionRef | null): ReadonlyArray<string> =>
  ref === null || visited.includes(ref.qsnId) ? visited : [...visited, ref.qsnId]

/** The change a CHOOSE / CLEAR / TOGGLE_MARK makes to the current question, or null when there is none. */
const changeFor = (context: AttemptContext, event: AttemptEvent): AnswerChange | null => {
  const question = currentQuestion(context)
  if (question === null) return null
  const before = context.answers[question._id] ?? { answer: [], marked: false }
  switch (event.type) {
    case "CHOOSE":
      if (!question.options.some((option) => option._id === event.optionId)) return null
      return { qsnId: question._id, answer: chooseOption(before.answer, event.optionId, question.kind), marked: before.marked }
    case "CLEAR":
      return before.answer.length === 0 ? null : { qsnId: question._id, answer: [], marked: before.marked }
    case "TOGGLE_MARK":
      return { qsnId: question._id, answer: before.answer, marked: !before.marked }
    default:
      return null
  }
}

const NO_CHANGE = { qsnId: "", answer: [], marked: false } satisfies AnswerChange

export const attemptMachine = setup({
  types: {
    context: {} as AttemptContext,
    events: {} as AttemptEvent,
    input: {} as AttemptInput
  },
  actors: {
    loadAttempt: fromPromise<LoadedAttempt, { readonly attemptId: string }>(async () => {
      throw new Error("provide loadAttempt")
    }),
    pauseAttempt: fromPromise<ClockState, { readonly attemptId: string }>(async () => {
      throw new Error("provide pauseAttempt")
    }),
    resumeAttempt: fromPromise<ClockState, { readonly attemptId: string }>(async () => {
      throw new Error("provide resumeAttempt")
    }),
    submitAttempt: fromPromise<AttemptResult, { readonly attemptId: string }>(async () => {
      throw new Error("provide submitAttempt")
    }),
    saveQueue: attemptSaveQueue
  },
  actions: {
    storeAttempt: assign(({ context }, params: { readonly loaded: LoadedAttempt }) => {
      const { attempt, storedQueue } = params.loaded
      const answers = mergeAnswers(answersFrom(attempt.answers), storedQueue)
      const order = questionOrder(attempt.sections)
      const current = startingQuestion(order, context.wanted)
      return {
        attemptData: attempt,
        totalQsn: order.length,
        examPlayPause: attempt.status === "paused" ? "paused" as const : "ongoing" as const,
        isSubmit: attempt.status === "submitted",
        answers,
        comCount: attemptCounts(order, answers).answered,
        current,
        visited: visit(context.visited, current),
        remainingSeconds: attempt.remainingSeconds,
        storedQueue,
        queueDrained: storedQueue === null || (storedQueue.pending.length === 0 && storedQueue.inFlight === null)
      }
    }),
    applyChange: assign(({ context }, params: { readonly change: AnswerChange }) => {
      const answers = { ...context.answers, [params.change.qsnId]: { answer: params.change.answer, marked: params.change.marked } }
      return { answers, comCount: attemptCounts(orderOf(context), answers).answered, queueDrained: false }
    }),
    forwardChange: sendTo("saveQueue", (_, params: { readonly change: AnswerChange }) => ({ type: "CHANGE" as const, change: params.change })),
    moveTo: assign(({ context }, params: { readonly ref: QuestionRef | null }) =>
      params.ref === null ? {} : { current: params.ref, visited: visit(context.visited, params.ref) }),
    /** Puts the question in the address bar (provided by the wiring: navigate with replace). */
    showQuestion: (_, _params: { readonly attemptId: string; readonly ref: QuestionRef | null }) => {},
    tick: assign(({ context }) => ({ remainingSeconds: Math.max(0, context.remainingSeconds - 1) })),
    syncClock: assign((_, params: { readonly remainingSeconds: number }) => ({ remainingSeconds: Math.max(0, params.remainingSeconds) })),
    noteSaved: assign((_, params: { readonly drained: boolean }) => ({ queueDrained: params.drained })),
    setPlay: assign((_, params: { readonly play: ExamPlayPause }) => ({ examPlayPause: params.play })),
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
    forwardOnline: sendTo("saveQueue", { type: "ONLINE" }),
    forwardOffline: sendTo("saveQueue", { type: "OFFLINE" }),
    /** The server refuses saves to a paused attempt: the queue keeps them (stored) until the resume. */
    holdQueue: sendTo("saveQueue", { type: "OFFLINE" }),
    /** After the resume the queue follows the network again. */
    releaseQueue: sendTo("saveQueue", ({ context }) => ({ type: context.online ? "ONLINE" as const : "OFFLINE" as const })),
    openConfirm: assign({ confirmingSubmit: true }),
    closeConfirm: assign({ confirmingSubmit: false }),
    storeResult: assign((_, params: { readonly result: AttemptResult }) => ({ result: params.result, isSubmit: true, remainingSeconds: 0 })),
    markSubmitted: assign({ isSubmit: true }),
    /** Forgets the local queue once the attempt is submitted (provided by the wiring). */
    clearStoredQueue: (_, _params: { readonly attemptId: string }) => {},
    /** Opens /attempt/{attemptId} (provided by the wiring). */
    showResult: (_, _params: { readonly attemptId: string }) => {},
    announceTimeUp: () => {},
    /**
     * Asks the server for the time remaining and answers CLOCK_SYNCED
     * (provided by the wiring; a failure is ignored: the next save re-syncs).
     */
    requestClockSync: (_, _params: { readonly attemptId: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isSubmitted: (_, params: { readonly loaded: LoadedAttempt }) => params.loaded.attempt.status === "submitted",
    isPaused: (_, params: { readonly loaded: LoadedAttempt }) => params.loaded.attempt.status === "paused",
    isNotFound: (_, params: { readonly error: unknown }) => failureReason(params.error) === "NotFound",
    // Pausing stops the server's clock: only where the test allows it, and only with the server in reach.
    canPause: ({ context }) => context.attemptData?.pauseAllowed === true && context.online,
    isPlayPaused: ({ context }) => context.examPlayPause === "paused",
    hasChange: (_, params: { readonly change: AnswerChange | null }) => params.change !== null,
    isLastSecond: ({ context }) => context.remainingSeconds <= 1,
    isTimeUp: (_, params: { readonly remainingSeconds: number }) => params.remainingSeconds <= 0,
    queueDrained: ({ context }) => context.queueDrained
  },
  delays: {
    second: 1000,
    submitRetry: 3000
  }
}).createMachine({
  id: "attempt",
  context: ({ input }) => ({
    attemptId: input.attemptId,
    wanted: {
      ...(input.sectionId === undefined ? {} : { sectionId: input.sectionId }),
      ...(input.qsnId === undefined ? {} : { qsnId: input.qsnId })
    },
    attemptData: null,
    totalQsn: 0,
    examPlayPause: EXAM_PLAY_DEFAULT,
    isSubmit: false,
    comCount: 0,
    answers: {},
    visited: [],
    current: null,
    remainingSeconds: 0,
    storedQueue: null,
    queueDrained: true,
    online: input.online ?? true,
    confirmingSubmit: false,
    result: null
  }),
  initial: "loading",
  states: {
    loading: {
      on: { ONLINE: { actions: "goOnline" }, OFFLINE: { actions: "goOffline" } },
      invoke: {
        id: "loadAttempt",
        src: "loadAttempt",
        input: ({ context }) => ({ attemptId: context.attemptId }),
        onDone: [
          {
            guard: { type: "isSubmitted", params: ({ event }) => ({ loaded: event.output }) },
            target: "submitted",
            actions: [
              { type: "storeAttempt", params: ({ event }) => ({ loaded: event.output }) },
              { type: "clearStoredQueue", params: ({ context }) => ({ attemptId: context.attemptId }) },
              { type: "showResult", params: ({ context }) => ({ attemptId: context.attemptId }) }
            ]
          },
          {
            guard: { type: "isPaused", params: ({ event }) => ({ loaded: event.output }) },
            target: "active.paused",
            actions: [
              { type: "storeAttempt", params: ({ event }) => ({ loaded: event.output }) },
              { type: "showQuestion", params: ({ context }) => ({ attemptId: context.attemptId, ref: context.current }) }
            ]
          },
          {
            target: "active",
            actions: [
              { type: "storeAttempt", params: ({ event }) => ({ loaded: event.output }) },
              { type: "showQuestion", params: ({ context }) => ({ attemptId: context.attemptId, ref: context.current }) }
            ]
          }
        ],
        onError: [
          { guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) }, target: "notFound" },
          { target: "loadFailed", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
        ]
      }
    },
    loadFailed: {
      on: { RETRY: "loading", ONLINE: { actions: "goOnline" }, OFFLINE: { actions: "goOffline" } }
    },
    notFound: {
      type: "final"
    },
    active: {
      invoke: {
        id: "saveQueue",
        src: "saveQueue",
        input: ({ context }) => ({
          queue: resumeNumbering(context.storedQueue ?? emptySaveQueue(), context.attemptData?.lastSeq ?? 0),
          // A paused attempt refuses saves: the queue holds them until the resume.
          online: context.online && context.examPlayPause === "ongoing"
        })
      },
      initial: "ongoing",
      on: {
        ONLINE: [
          // Paused: the queue stays held; the resume releases it.
          { guard: "isPlayPaused", actions: "goOnline" },
          { actions: ["goOnline", "forwardOnline"] }
        ],
        OFFLINE: { actions: ["goOffline", "forwardOffline"] },
        SAVE_CONFIRMED: [
          {
            // The server's clock already ran out: submit now.
            guard: { type: "isTimeUp", params: ({ event }) => ({ remainingSeconds: event.remainingSeconds }) },
            target: ".submitting",
            actions: [
              { type: "noteSaved", params: ({ event }) => ({ drained: event.drained }) },
              { type: "syncClock", params: { remainingSeconds: 0 } },
              "announceTimeUp",
              "closeConfirm"
            ]
          },
          {
            actions: [
              { type: "noteSaved", params: ({ event }) => ({ drained: event.drained }) },
              { type: "syncClock", params: ({ event }) => ({ remainingSeconds: event.remainingSeconds }) }
            ]
          }
        ],
        SAVE_REFUSED: { target: "loading", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } },
        SAVE_REJECTED: {
          actions: [
            { type: "noteSaved", params: ({ event }) => ({ drained: event.drained }) },
            { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }
          ]
        },
        PAGE_VISIBLE: { actions: { type: "requestClockSync", params: ({ context }) => ({ attemptId: context.attemptId }) } },
        CLOCK_SYNCED: [
          {
            guard: { type: "isTimeUp", params: ({ event }) => ({ remainingSeconds: event.remainingSeconds }) },
            target: ".submitting",
            actions: [{ type: "syncClock", params: { remainingSeconds: 0 } }, "announceTimeUp", "closeConfirm"]
          },
          { actions: { type: "syncClock", params: ({ event }) => ({ remainingSeconds: event.remainingSeconds }) } }
        ],
        NEXT: {
          actions: [
            { type: "moveTo", params: ({ context }) => ({ ref: nextQuestion(orderOf(context), context.current?.qsnId ?? "") }) },
            { type: "showQuestion", params: ({ context }) => ({ attemptId: context.attemptId, ref: context.current }) }
          ]
        },
        PREVIOUS: {
          actions: [
            { type: "moveTo", params: ({ context }) => ({ ref: previousQuestion(orderOf(context), context.current?.qsnId ?? "") }) },
            { type: "showQuestion", params: ({ context }) => ({ attemptId: context.attemptId, ref: context.current }) }
          ]
        },
        GO_TO: {
          actions: [
            { type: "moveTo", params: ({ context, event }) => ({ ref: orderOf(context).find((ref) => ref.qsnId === event.qsnId) ?? null }) },
            { type: "showQuestion", params: ({ context }) => ({ attemptId: context.attemptId, ref: context.current }) }
          ]
        }
      },
      states: {
        ongoing: {
          after: {
            second: [
              // At zero the attempt submits itself.
              { guard: "isLastSecond", target: "submitting", actions: ["tick", "announceTimeUp", "closeConfirm"] },
              { target: "ongoing", reenter: true, actions: "tick" }
            ]
          },
          on: {
            CHOOSE: {
              guard: { type: "hasChange", params: ({ context, event }) => ({ change: changeFor(context, event) }) },
              actions: [
                { type: "applyChange", params: ({ context, event }) => ({ change: changeFor(context, event) ?? NO_CHANGE }) },
                { type: "forwardChange", params: ({ context }) => ({ change: changeOf(context) }) }
              ]
            },
            CLEAR: {
              guard: { type: "hasChange", params: ({ context, event }) => ({ change: changeFor(context, event) }) },
              actions: [
                { type: "applyChange", params: ({ context, event }) => ({ change: changeFor(context, event) ?? NO_CHANGE }) },
                { type: "forwardChange", params: ({ context }) => ({ change: changeOf(context) }) }
              ]
            },
            TOGGLE_MARK: {
              guard: { type: "hasChange", params: ({ context, event }) => ({ change: changeFor(context, event) }) },
              actions: [
                { type: "applyChange", params: ({ context, event }) => ({ change: changeFor(context, event) ?? NO_CHANGE }) },
                { type: "forwardChange", params: ({ context }) => ({ change: changeOf(context) }) }
              ]
            },
            PAUSE: { guard: "canPause", target: "pausing" },
            REQUEST_SUBMIT: { actions: "openConfirm" },
            CANCEL_SUBMIT: { actions: "closeConfirm" },
            CONFIRM_SUBMIT: { target: "submitting", actions: "closeConfirm" }
          }
        },
        pausing: {
          // The answers go first: once paused, the server refuses saves.
          initial: "flushing",
          states: {
            flushing: {
              always: { guard: "queueDrained", target: "sending" },
              // The unsent answers cannot go now, so neither can the pause: the test goes on.
              on: { OFFLINE: { target: "#attempt.active.ongoing", actions: ["goOffline", "forwardOffline"] } }
            },
            sending: {
              invoke: {
                id: "pauseAttempt",
                src: "pauseAttempt",
                input: ({ context }) => ({ attemptId: context.attemptId }),
                onDone: {
                  target: "#attempt.active.paused",
                  actions: [
                    { type: "syncClock", params: ({ event }) => ({ remainingSeconds: event.output.remainingSeconds }) },
                    { type: "setPlay", params: { play: "paused" } }
                  ]
                },
                onError: { target: "#attempt.active.ongoing", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
              }
            }
          }
        },
        paused: {
          entry: "holdQueue",
          on: { RESUME: "resuming" }
        },
        resuming: {
          invoke: {
            id: "resumeAttempt",
            src: "resumeAttempt",
            input: ({ context }) => ({ attemptId: context.attemptId }),
            onDone: {
              target: "ongoing",
              actions: [
                { type: "syncClock", params: ({ event }) => ({ remainingSeconds: event.output.remainingSeconds }) },
                { type: "setPlay", params: { play: "ongoing" } },
                "releaseQueue"
              ]
            },
            onError: { target: "paused", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
          }
        },
        submitting: {
          initial: "flushing",
          states: {
            flushing: {
              always: { guard: "queueDrained", target: "sending" }
            },
            sending: {
              invoke: {
                id: "submitAttempt",
                src: "submitAttempt",
                input: ({ context }) => ({ attemptId: context.attemptId }),
                onDone: {
                  target: "#attempt.submitted",
                  actions: [
                    { type: "storeResult", params: ({ event }) => ({ result: event.output }) },
                    { type: "clearStoredQueue", params: ({ context }) => ({ attemptId: context.attemptId }) },
                    { type: "showResult", params: ({ context }) => ({ attemptId: context.attemptId }) }
                  ]
                },
                onError: [
                  { guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) }, target: "#attempt.notFound" },
                  { target: "waitingToRetry" }
                ]
              }
            },
            waitingToRetry: {
              after: { submitRetry: "sending" },
              on: { ONLINE: { target: "sending", actions: ["goOnline", "forwardOnline"] } }
            }
          }
        }
      }
    },
    submitted: {
      type: "final",
      entry: "markSubmitted"
    }
  }
})

/** The change just applied to the current question, as the queue takes it. */
function changeOf(context: AttemptContext): AnswerChange {
  const qsnId = context.current?.qsnId ?? ""
  const answer = context.answers[qsnId] ?? { answer: [], marked: false }
  return { qsnId, answer: answer.answer, marked: answer.marked }
}

export type AttemptSnapshot = SnapshotFrom<typeof attemptMachine>

export const isAttemptLoading = (snapshot: AttemptSnapshot): boolean => snapshot.matches("loading")
export const hasAttemptLoadFailed = (snapshot: AttemptSnapshot): boolean => snapshot.matches("loadFailed")
export const isAttemptNotFound = (snapshot: AttemptSnapshot): boolean => snapshot.matches("notFound")
export const isAttemptOngoing = (snapshot: AttemptSnapshot): boolean => snapshot.matches({ active: "ongoing" })
export const isAttemptPaused = (snapshot: AttemptSnapshot): boolean =>
  snapshot.matches({ active: "paused" }) || snapshot.matches({ active: "resuming" })
export const isPauseBusy = (snapshot: AttemptSnapshot): boolean =>
  snapshot.matches({ active: "pausing" }) || snapshot.matches({ active: "resuming" })
export const isSubmitting = (snapshot: AttemptSnapshot): boolean => snapshot.matches({ active: "submitting" })
/** Submitting, but saves are still waiting for the network. */
export const isWaitingForSaves = (snapshot: AttemptSnapshot): boolean =>
  snapshot.matches({ active: { submitting: "flushing" } }) || snapshot.matches({ active: { submitting: "waitingToRetry" } })
export const isAttemptSubmitted = (snapshot: AttemptSnapshot): boolean => snapshot.matches("submitted")
export const selectCurrentQuestion = (snapshot: AttemptSnapshot): AttemptQuestion | null => currentQuestion(snapshot.context)
export const selectCurrentAnswer = (snapshot: AttemptSnapshot) =>
  snapshot.context.answers[snapshot.context.current?.qsnId ?? ""] ?? { answer: [], marked: false }
export const selectCounts = (snapshot: AttemptSnapshot) => attemptCounts(orderOf(snapshot.context), snapshot.context.answers)
export const selectQuestionNumber = (snapshot: AttemptSnapshot): number =>
  orderOf(snapshot.context).findIndex((ref) => ref.qsnId === snapshot.context.current?.qsnId) + 1
export const selectIsFirstQuestion = (snapshot: AttemptSnapshot): boolean =>
  previousQuestion(orderOf(snapshot.context), snapshot.context.current?.qsnId ?? "") === null
export const selectIsLastQuestion = (snapshot: AttemptSnapshot): boolean =>
  nextQuestion(orderOf(snapshot.context), snapshot.context.current?.qsnId ?? "") === null
export const selectIsAnswered = (snapshot: AttemptSnapshot, qsnId: string): boolean => isAnswered(snapshot.context.answers[qsnId])
