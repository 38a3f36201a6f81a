/**
 * The exam attempt's save queue, a child actor of the attempt:
 * every answer or mark is written to the queue at once (and the named action
 * `persistQueue` keeps the queue in local storage, so a reload loses
 * nothing), then sent in order, one save at a time, and confirmed per
 * question. A failed send goes back to the front of the line and is retried
 * with backoff (1 s, 2 s, 4 s … 30 s); coming back online retries at once.
 *
 *        ┌──────────── CHANGE (any state): enqueue + persist ───────────┐
 *   idle ─ always [something waits, online] ─▶ sending ─ done ─▶ idle
 *     ▲                                          │ error (network)
 *     │                                          ▼
 *     └──── after retryDelay / ONLINE ───── waitingToRetry
 *                                    sending ─ error (refused) ─▶ refused
 *
 * "Refused" is the server saying no for good (the attempt is closed, paused
 * elsewhere, or past its grace period): retrying cannot help, so the queue
 * keeps the save (it stays in storage) and stops, and tells the attempt
 * (`saveRefused`), which reloads it and shows what the server says. A save
 * the server finds invalid (an option not in the question) can never
 * succeed: it is dropped, reported (`saveRejected`), and the queue goes on.
 *
 * The queue runs as the attempt's child and reports to it with the events of
 * `SaveQueueReport` (sendParent); only its I/O — `sendSave` and
 * `persistQueue` — is provided, by the wiring, in one place.
 */
import { assign, fromPromise, sendParent, setup, type SnapshotFrom } from "xstate"
import type { SaveAnswerResult } from "../../api/attempt/attempt.ts"
import type { QuestionId } from "../../api/shared/ids.ts"
import {
  type AnswerChange,
  confirmSave,
  emptySaveQueue,
  enqueueChange,
  hasUnsavedChanges,
  type QueuedSave,
  retryDelayMs,
  returnInFlight,
  type SaveQueue,
  saveStatusOf,
  type SaveStatus,
  takeNextSave
} from "../../domain/attempt/save-queue.ts"
import { failureReason, isRefusal } from "../shared/form-fields.ts"

export interface SaveQueueContext {
  readonly queue: SaveQueue
  /** Failed sends in a row; sets the backoff. */
  readonly failures: number
  readonly online: boolean
}

export interface SaveQueueInput {
  /** The queue read back from local storage, or a new one. */
  readonly queue?: SaveQueue
  readonly online?: boolean
}

/** What the queue tells the attempt it runs for. */
export type SaveQueueReport =
  /** A question's save is confirmed, with the server's time remaining; drained: nothing else waits. */
  | { readonly type: "SAVE_CONFIRMED"; readonly qsnId: QuestionId; readonly remainingSeconds: number; readonly drained: boolean }
  /** The server refused a save for good. */
  | { readonly type: "SAVE_REFUSED"; readonly error: unknown }
  /** One save was invalid and dropped. */
  | { readonly type: "SAVE_REJECTED"; readonly qsnId: QuestionId; readonly error: unknown; readonly drained: boolean }

type ReportOf<T extends SaveQueueReport["type"]> = Omit<Extract<SaveQueueReport, { readonly type: T }>, "type">

export type SaveQueueEvent = { readonly type: "CHANGE"; readonly change: AnswerChange } | { readonly type: "ONLINE" } | { readonly type: "OFFLINE" }

export const saveQueueMachine = setup({
  types: {
    context: {} as SaveQueueContext,
    events: {} as SaveQueueEvent,
    input: {} as SaveQueueInput
  },
  actors: {
    sendSave: fromPromise<SaveAnswerResult, QueuedSave>(async () => {
      throw new Error("provide sendSave")
    })
  },
  actions: {
    enqueue: assign(({ context }, params: { readonly change: AnswerChange }) => ({ queue: enqueueChange(context.queue, params.change) })),
    takeNext: assign(({ context }) => ({ queue: takeNextSave(context.queue).queue })),
    confirm: assign(({ context }, params: { readonly seq: number }) => ({ queue: confirmSave(context.queue, params.seq), failures: 0 })),
    giveBack: assign(({ context }) => ({ queue: returnInFlight(context.queue), failures: context.failures + 1 })),
    dropInFlight: assign(({ context }) => ({ queue: { ...context.queue, inFlight: null }, failures: 0 })),
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
    /** Writes the queue to local storage (provided by the wiring). */
    persistQueue: (_, _params: { readonly queue: SaveQueue }) => {},
    saveConfirmed: sendParent((_, params: ReportOf<"SAVE_CONFIRMED">): SaveQueueReport => ({ type: "SAVE_CONFIRMED", ...params })),
    saveRefused: sendParent((_, params: ReportOf<"SAVE_REFUSED">): SaveQueueReport => ({ type: "SAVE_REFUSED", ...params })),
    saveRejected: sendParent((_, params: ReportOf<"SAVE_REJECTED">): SaveQueueReport => ({ type: "SAVE_REJECTED", ...params }))
  },
  guards: {
    canSend: ({ context }) => context.online && context.queue.pending.length > 0,
    // Failures about the attempt as a whole: retrying cannot help.
    isRefusal: (_, params: { readonly error: unknown }) => isRefusal(params.error),
    isInvalid: (_, params: { readonly error: unknown }) => failureReason(params.error) === "Invalid"
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.failures)
  }
}).createMachine({
  id: "saveQueue",
  context: ({ input }) => ({ queue: input.queue ?? emptySaveQueue(), failures: 0, online: input.online ?? true }),
  initial: "idle",
  on: {
    CHANGE: {
      actions: [
        { type: "enqueue", params: ({ event }) => ({ change: event.change }) },
        { type: "persistQueue", params: ({ context }) => ({ queue: context.queue }) }
      ]
    },
    OFFLINE: { actions: "goOffline" }
  },
  states: {
    idle: {
      always: { guard: "canSend", target: "sending" },
      on: { ONLINE: { actions: "goOnline" } }
    },
    sending: {
      entry: "takeNext",
      invoke: {
        id: "sendSave",
        src: "sendSave",
        // The save just taken; takeNext ran on entry, so it is in flight.
        input: ({ context }) => context.queue.inFlight!,
        onDone: {
          target: "idle",
          actions: [
            {
              type: "saveConfirmed",
              params: ({ context, event }) => ({
                // In flight since `takeNext` on entry.
                qsnId: context.queue.inFlight!.qsnId,
                remainingSeconds: event.output.remainingSeconds,
                // Nothing else waits: the attempt may submit now.
                drained: context.queue.pending.length === 0
              })
            },
            { type: "confirm", params: ({ context }) => ({ seq: context.queue.inFlight?.seq ?? -1 }) },
            { type: "persistQueue", params: ({ context }) => ({ queue: context.queue }) }
          ]
        },
        onError: [
          {
            guard: { type: "isRefusal", params: ({ event }) => ({ error: event.error }) },
            target: "refused",
            actions: [
              "giveBack",
              { type: "persistQueue", params: ({ context }) => ({ queue: context.queue }) },
              { type: "saveRefused", params: ({ event }) => ({ error: event.error }) }
            ]
          },
          {
            guard: { type: "isInvalid", params: ({ event }) => ({ error: event.error }) },
            target: "idle",
            actions: [
              {
                type: "saveRejected",
                params: ({ context, event }) => ({
                  qsnId: context.queue.inFlight!.qsnId,
                  error: event.error,
                  drained: context.queue.pending.length === 0
                })
              },
              "dropInFlight",
              { type: "persistQueue", params: ({ context }) => ({ queue: context.queue }) }
            ]
          },
          { target: "waitingToRetry", actions: "giveBack" }
        ]
      },
      on: { ONLINE: { actions: "goOnline" } }
    },
    waitingToRetry: {
      after: { retryDelay: "idle" },
      on: { ONLINE: { target: "idle", actions: "goOnline" } }
    },
    refused: {
      type: "final"
    }
  }
})

export type SaveQueueSnapshot = SnapshotFrom<typeof saveQueueMachine>

export const selectSaveStatus = (snapshot: SaveQueueSnapshot, qsnId: string): SaveStatus => saveStatusOf(snapshot.context.queue, qsnId)
export const selectHasUnsaved = (snapshot: SaveQueueSnapshot): boolean => hasUnsavedChanges(snapshot.context.queue)
export const isRetrying = (snapshot: SaveQueueSnapshot): boolean => snapshot.matches("waitingToRetry")
