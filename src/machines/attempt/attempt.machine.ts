/**
 * The timed exam attempt (spec §2 /test/{attemptId}/{sectionId}/{qsnId},
 * §3 session context: attemptData, totalQsn, examPlayPause, isSubmit,
 * comCount).
 *
 *   loading ─ done ─▶ active ──────────────────────────────────────────┐
 *     │ ╲ (submitted already) ──────────────────────────▶ submitted   │
 *     │  ╲ NotFound ─▶ notFound                                        │
 *     ▼ error                     active (child: saveQueue)            │
 *   loadFailed ─ RETRY ─▶ loading   ongoing ─ PAUSE ─▶ pausing ─▶ paused
 *                                     │  ▲ (two regions:                │ RESUME
 *                                     │  │  countdown ─ after second: tick
 *                                     │  │  resync ─ PAGE_VISIBLE ─▶ asking: clockSync)
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
 * confirmed save, pause and resume, and when the page is visible again (a
 * hidden tab's timers are throttled): the named actor `clockSync` asks the
 * server, and leaving `ongoing` cancels it, so a late answer never moves a
 * paused or submitting clock. At zero the attempt submits itself.
 *
 * Every answer change (ANSWER.CHOOSE, ANSWER.CLEAR, ANSWER.TOGGLE_MARK: one
 * transition, `ANSWER.*`) is handed at once to the child `saveQueue`, which
 * stores it locally and sends it in order (save-queue.machine.ts).
 * Submitting waits until the queue is drained, so no answer is left behind;
 * while the network is down it keeps waiting and retrying (the server's
 * 60-second grace and its sweeper keep the result if that takes long).
 * A save the server refuses for good (attempt closed, paused elsewhere) makes
 * the attempt load again and follow what the server says.
 *
 * Practice mode: `ongoing` holds either the timed exam's two
 * regions (`timed`) or `practice`, which has no clock at all: the learner
 * answers and sends CHECK, which waits for the question's saves to be sent
 * (`checking.flushing`, as pausing does) and then asks the server
 * (`checkAnswer`) to lock the answer and say how it did; the feedback is kept
 * per question and the answer cannot change any more. Both modes measure the
 * time on each question (domain/attempt/question-time.ts: only while the
 * question is on screen and the page visible) and hand it to the queue with
 * each save; the exam's behind-pace hint can be turned off and on
 * (PACE_HINT_TOGGLE, remembered by the provided `rememberPaceHint`).
 */
import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from "xstate"
import type { AnswerFeedback, AttemptData, AttemptResult, ClockState } from "../../api/attempt/attempt.ts"
import type { QuestionId } from "../../api/shared/ids.ts"
import {
  answersFrom,
  attemptCounts,
  mergeAnswers,
  nextQuestion,
  previousQuestion,
  type QuestionRef,
  questionOrder,
  startingQuestion
} from "../../domain/attempt/attempt-progress.ts"
import { initialQuestionTime, moveFrom, setShowing, setVisible, takeSpent } from "../../domain/attempt/question-time.ts"
import { type AnswerChange, emptySaveQueue, resumeNumbering } from "../../domain/attempt/save-queue.ts"
import { EXAM_PLAY_DEFAULT } from "../../domain/shared/constants.ts"
import { failureReason } from "../shared/form-fields.ts"
import {
  appliedChange,
  type AttemptContext,
  canCheckCurrent,
  type AttemptEvent,
  type AttemptInput,
  changeFor,
  type ExamPlayPause,
  feedbackFrom,
  type LoadedAttempt,
  orderOf,
  visit,
  whereWeAre
} from "./attempt-context.ts"
import { saveQueueMachine } from "./save-queue.machine.ts"

export type { AnswerEvent, AttemptContext, AttemptEvent, AttemptInput, ExamPlayPause, LoadedAttempt } from "./attempt-context.ts"

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
    /** Reads the attempt again for the server's time remaining (a failure is ignored: the next save re-syncs). */
    clockSync: fromPromise<AttemptData, { readonly attemptId: string }>(async () => {
      throw new Error("provide clockSync")
    }),
    submitAttempt: fromPromise<AttemptResult, { readonly attemptId: string }>(async () => {
      throw new Error("provide submitAttempt")
    }),
    /** Practice mode: locks the question's answer in on the server and answers its feedback. */
    checkAnswer: fromPromise<AnswerFeedback, { readonly attemptId: string; readonly qsnId: QuestionId }>(async () => {
      throw new Error("provide checkAnswer")
    }),
    /** Reports to this machine by itself; the wiring provides its I/O (sendSave, persistQueue). */
    saveQueue: saveQueueMachine
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
        examPlayPause: attempt.status === "paused" ? ("paused" as const) : ("ongoing" as const),
        isSubmit: attempt.status === "submitted",
        answers,
        comCount: attemptCounts(order, answers).answered,
        current,
        visited: visit(context.visited, current),
        remainingSeconds: attempt.remainingSeconds,
        storedQueue,
        queueDrained: storedQueue === null || (storedQueue.pending.length === 0 && storedQueue.inFlight === null),
        feedback: feedbackFrom(attempt.checked),
        checking: null,
        paceHint: params.loaded.paceHint ?? true
      }
    }),
    applyChange: assign(({ context }, params: { readonly change: AnswerChange | null }) => {
      if (params.change === null) return {}
      const answers = { ...context.answers, [params.change.qsnId]: { answer: params.change.answer, marked: params.change.marked } }
      // The save takes the time spent on its question since that question's previous save.
      const taken = takeSpent(context.time, params.change.qsnId, context.current?.qsnId ?? null, Date.now())
      return { answers, comCount: attemptCounts(orderOf(context), answers).answered, queueDrained: false, time: taken.time, lastSpentMs: taken.spentMs }
    }),
    /** A question is on screen (entering the answering state) or not any more (leaving it). */
    showQuestions: assign(({ context }, params: { readonly showing: boolean }) => ({
      time: setShowing(context.time, params.showing, context.current?.qsnId ?? null, Date.now())
    })),
    pageVisibility: assign(({ context }, params: { readonly visible: boolean }) => ({
      time: setVisible(context.time, params.visible, context.current?.qsnId ?? null, Date.now())
    })),
    startCheck: assign(({ context }) => ({ checking: context.current?.qsnId ?? null })),
    storeFeedback: assign(({ context }, params: { readonly feedback: AnswerFeedback }) => ({
      feedback: { ...context.feedback, [params.feedback.qsnId]: params.feedback },
      checking: null
    })),
    endCheck: assign({ checking: null }),
    togglePaceHint: assign(({ context }) => ({ paceHint: !context.paceHint })),
    /** Keeps the learner's choice in the browser (provided by the wiring). */
    rememberPaceHint: (_, _params: { readonly on: boolean }) => {},
    /** Hands the current question's answer, as just applied, to the queue. */
    forwardChange: sendTo("saveQueue", ({ context }) => ({ type: "CHANGE" as const, change: appliedChange(context) })),
    moveTo: assign(({ context }, params: { readonly ref: QuestionRef | null }) =>
      params.ref === null
        ? {}
        : {
            current: params.ref,
            visited: visit(context.visited, params.ref),
            time: moveFrom(context.time, context.current?.qsnId ?? null, Date.now())
          }
    ),
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
    releaseQueue: sendTo("saveQueue", ({ context }) => ({ type: context.online ? ("ONLINE" as const) : ("OFFLINE" as const) })),
    openConfirm: assign({ confirmingSubmit: true }),
    closeConfirm: assign({ confirmingSubmit: false }),
    storeResult: assign((_, params: { readonly result: AttemptResult }) => ({ result: params.result, isSubmit: true, remainingSeconds: 0 })),
    markSubmitted: assign({ isSubmit: true }),
    /** Forgets the local queue once the attempt is submitted (provided by the wiring). */
    clearStoredQueue: (_, _params: { readonly attemptId: string }) => {},
    /** Opens /attempt/{attemptId} (provided by the wiring). */
    showResult: (_, _params: { readonly attemptId: string }) => {},
    announceTimeUp: () => {},
    /** The clock reached zero (counted down here, or said by the server): it shows zero and the submit dialog closes. */
    timeUp: assign({ remainingSeconds: 0, confirmingSubmit: false }),
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isSubmitted: (_, params: { readonly loaded: LoadedAttempt }) => params.loaded.attempt.status === "submitted",
    isPractice: (_, params: { readonly loaded: LoadedAttempt }) => params.loaded.attempt.mode === "practice",
    canCheck: ({ context }) => canCheckCurrent(context),
    isPaused: (_, params: { readonly loaded: LoadedAttempt }) => params.loaded.attempt.status === "paused",
    isNotFound: (_, params: { readonly error: unknown }) => failureReason(params.error) === "NotFound",
    // Pausing stops the server's clock: only where the test allows it, and only with the server in reach.
    canPause: ({ context }) => context.attemptData?.pauseAllowed === true && context.online,
    isPlayPaused: ({ context }) => context.examPlayPause === "paused",
    hasChange: (_, params: { readonly change: AnswerChange | null }) => params.change !== null,
    isLastSecond: ({ context }) => context.remainingSeconds <= 1,
    // Only an exam attempt's time runs out (a practice's clock is not counted down).
    isTimeUp: ({ context }, params: { readonly remainingSeconds: number }) => context.attemptData?.mode !== "practice" && params.remainingSeconds <= 0,
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
    result: null,
    time: initialQuestionTime(),
    lastSpentMs: 0,
    feedback: {},
    checking: null,
    paceHint: true
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
            guard: { type: "isPractice", params: ({ event }) => ({ loaded: event.output }) },
            target: "active.ongoing.practice",
            actions: [
              { type: "storeAttempt", params: ({ event }) => ({ loaded: event.output }) },
              { type: "showQuestion", params: whereWeAre }
            ]
          },
          {
            guard: { type: "isPaused", params: ({ event }) => ({ loaded: event.output }) },
            target: "active.paused",
            actions: [
              { type: "storeAttempt", params: ({ event }) => ({ loaded: event.output }) },
              { type: "showQuestion", params: whereWeAre }
            ]
          },
          {
            target: "active",
            actions: [
              { type: "storeAttempt", params: ({ event }) => ({ loaded: event.output }) },
              { type: "showQuestion", params: whereWeAre }
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
            actions: [{ type: "noteSaved", params: ({ event }) => ({ drained: event.drained }) }, "timeUp", "announceTimeUp"]
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
        NEXT: {
          actions: [
            { type: "moveTo", params: ({ context }) => ({ ref: nextQuestion(orderOf(context), context.current?.qsnId ?? "") }) },
            { type: "showQuestion", params: whereWeAre }
          ]
        },
        PREVIOUS: {
          actions: [
            { type: "moveTo", params: ({ context }) => ({ ref: previousQuestion(orderOf(context), context.current?.qsnId ?? "") }) },
            { type: "showQuestion", params: whereWeAre }
          ]
        },
        GO_TO: {
          actions: [
            { type: "moveTo", params: ({ context, event }) => ({ ref: orderOf(context).find((ref) => ref.qsnId === event.qsnId) ?? null }) },
            { type: "showQuestion", params: whereWeAre }
          ]
        },
        PAGE_HIDDEN: { actions: { type: "pageVisibility", params: { visible: false } } },
        // (While the exam's clock is in step, resync.idle takes this event itself, with the same action.)
        PAGE_VISIBLE: { actions: { type: "pageVisibility", params: { visible: true } } },
        PACE_HINT_TOGGLE: {
          actions: ["togglePaceHint", { type: "rememberPaceHint", params: ({ context }) => ({ on: context.paceHint }) }]
        }
      },
      states: {
        ongoing: {
          // The time on the question runs while the attempt is being taken.
          entry: { type: "showQuestions", params: { showing: true } },
          exit: { type: "showQuestions", params: { showing: false } },
          initial: "timed",
          on: {
            // One transition for every answer change: choose, clear, mark.
            "ANSWER.*": {
              guard: { type: "hasChange", params: ({ context, event }) => ({ change: changeFor(context, event) }) },
              actions: [{ type: "applyChange", params: ({ context, event }) => ({ change: changeFor(context, event) }) }, "forwardChange"]
            },
            PAUSE: { guard: "canPause", target: "pausing" },
            REQUEST_SUBMIT: { actions: "openConfirm" },
            CANCEL_SUBMIT: { actions: "closeConfirm" },
            CONFIRM_SUBMIT: { target: "submitting", actions: "closeConfirm" }
          },
          states: {
            timed: {
              type: "parallel",
              states: {
                countdown: {
                  // The tick re-enters `running`, inside this region: re-entering `countdown`
                  // itself would leave the parallel `timed` state, and with it reset `resync`
                  // (a clock sync under way was dropped by the next second's tick).
                  initial: "running",
                  states: {
                    running: {
                      after: {
                        second: [
                          // At zero the attempt submits itself.
                          { guard: "isLastSecond", target: "#attempt.active.submitting", actions: ["timeUp", "announceTimeUp"] },
                          { target: "running", reenter: true, actions: "tick" }
                        ]
                      }
                    }
                  }
                },
                resync: {
                  initial: "idle",
                  states: {
                    idle: {
                      on: { PAGE_VISIBLE: { target: "asking", actions: { type: "pageVisibility", params: { visible: true } } } }
                    },
                    asking: {
                      invoke: {
                        id: "clockSync",
                        src: "clockSync",
                        input: ({ context }) => ({ attemptId: context.attemptId }),
                        onDone: [
                          {
                            guard: { type: "isTimeUp", params: ({ event }) => ({ remainingSeconds: event.output.remainingSeconds }) },
                            target: "#attempt.active.submitting",
                            actions: ["timeUp", "announceTimeUp"]
                          },
                          { target: "idle", actions: { type: "syncClock", params: ({ event }) => ({ remainingSeconds: event.output.remainingSeconds }) } }
                        ],
                        // Offline or failing: the countdown goes on and the next save re-syncs it.
                        onError: "idle"
                      }
                    }
                  }
                }
              }
            },
            practice: {
              initial: "answering",
              states: {
                answering: {
                  on: { CHECK: { guard: "canCheck", target: "checking", actions: "startCheck" } }
                },
                checking: {
                  // The question's saves go first: the server locks the answer it holds.
                  initial: "flushing",
                  states: {
                    flushing: {
                      always: { guard: "queueDrained", target: "sending" }
                    },
                    sending: {
                      invoke: {
                        id: "checkAnswer",
                        src: "checkAnswer",
                        // Set by startCheck on CHECK, which only a current question passes (canCheck).
                        input: ({ context }) => ({ attemptId: context.attemptId, qsnId: context.checking! }),
                        onDone: {
                          target: "#attempt.active.ongoing.practice.answering",
                          actions: { type: "storeFeedback", params: ({ event }) => ({ feedback: event.output }) }
                        },
                        onError: {
                          target: "#attempt.active.ongoing.practice.answering",
                          actions: ["endCheck", { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }]
                        }
                      }
                    }
                  }
                }
              }
            }
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

export type AttemptSnapshot = SnapshotFrom<typeof attemptMachine>
