/**
 * What an agent does to one ticket, one thing at a time: reply or
 * write an internal note, assign to themself, unassign, set pending, close
 * with a reason.
 *
 *   idle ─ ACT ─▶ working ─ done ─▶ idle   (emits "done"; the server's sentence as a toast)
 *                    │ error
 *                    ▼
 *                  failed ─ ACT ─▶ working
 *                         ─ DISMISS ─▶ idle
 *
 * The server decides every rule (a reply to a closed ticket, closing twice:
 * 409 with its sentence); the sentence of a refusal stays in context for the
 * screen to show beside the control that failed, until the next try or a
 * dismissal. While working, another ACT is ignored: no double sends. A
 * reply carries the clientId the composer made before the first try, so a
 * retry after a lost answer stores it once. The screen listens for "done"
 * (clear the composer, close the dialog) and reloads the ticket.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from "xstate"
import { failureMessage } from "../shared/resource.machine.ts"

export type DeskAction =
  | {
      readonly kind: "reply"
      readonly clientId: string
      readonly text: string
      readonly internal: boolean
      /** Files uploaded beforehand (PNG, JPEG, PDF), sent with the reply or note. */
      readonly attachmentIds: ReadonlyArray<string>
    }
  | { readonly kind: "assign" }
  | { readonly kind: "unassign" }
  | { readonly kind: "pending" }
  | { readonly kind: "close"; readonly reason: string }

export type DeskActionKind = DeskAction["kind"]

export interface DeskActionRequest {
  readonly ticketId: string
  readonly action: DeskAction
}

/** What the server said of it (a reply has no sentence: the message on view says it). */
export interface DeskActionOutcome {
  readonly message: string | null
}

export interface DeskActionInput {
  readonly ticketId: string
}

export interface DeskActionContext {
  readonly ticketId: string
  /** The action in flight, or the last one tried. */
  readonly action: DeskAction | null
  /** Why the last try was refused, in the server's words. */
  readonly failure: string | null
}

export type DeskActionEvent = { readonly type: "ACT"; readonly action: DeskAction } | { readonly type: "DISMISS" }

export type DeskActionEmitted = { readonly type: "done"; readonly action: DeskAction; readonly message: string | null }

export const deskActionMachine = setup({
  types: {
    context: {} as DeskActionContext,
    events: {} as DeskActionEvent,
    input: {} as DeskActionInput,
    emitted: {} as DeskActionEmitted
  },
  actors: {
    act: fromPromise<DeskActionOutcome, DeskActionRequest>(async () => {
      throw new Error("provide act")
    })
  },
  actions: {
    storeAction: assign((_, params: { readonly action: DeskAction }) => ({ action: params.action, failure: null })),
    storeFailure: assign((_, params: { readonly error: unknown }) => ({ failure: failureMessage(params.error) })),
    forgetFailure: assign({ failure: null }),
    /** The server's sentence as a toast (provided by the wiring); a reply has none. */
    notifySuccess: (_, _params: { readonly message: string | null }) => {},
    announceDone: emit((_, params: { readonly action: DeskAction; readonly message: string | null }) => ({
      type: "done" as const,
      action: params.action,
      message: params.message
    }))
  }
}).createMachine({
  id: "deskAction",
  context: ({ input }) => ({ ticketId: input.ticketId, action: null, failure: null }),
  initial: "idle",
  states: {
    idle: {
      on: { ACT: { target: "working", actions: { type: "storeAction", params: ({ event }) => ({ action: event.action }) } } }
    },
    working: {
      invoke: {
        id: "act",
        src: "act",
        // `action` is set by the ACT that entered this state.
        input: ({ context }) => ({ ticketId: context.ticketId, action: context.action as DeskAction }),
        onDone: {
          target: "idle",
          actions: [
            { type: "announceDone", params: ({ context, event }) => ({ action: context.action as DeskAction, message: event.output.message }) },
            { type: "notifySuccess", params: ({ event }) => ({ message: event.output.message }) }
          ]
        },
        onError: { target: "failed", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    failed: {
      on: {
        ACT: { target: "working", actions: { type: "storeAction", params: ({ event }) => ({ action: event.action }) } },
        DISMISS: { target: "idle", actions: "forgetFailure" }
      }
    }
  }
})

export type DeskActionSnapshot = SnapshotFrom<typeof deskActionMachine>

export const isActing = (snapshot: DeskActionSnapshot): boolean => snapshot.matches("working")
/** Which action is in flight (its button shows it), or null. */
export const actingKind = (snapshot: DeskActionSnapshot): DeskActionKind | null =>
  snapshot.matches("working") ? (snapshot.context.action?.kind ?? null) : null
/** The refusal of the last try, and which action it was. */
export const selectActionFailure = (snapshot: DeskActionSnapshot): { readonly kind: DeskActionKind; readonly message: string } | null =>
  snapshot.matches("failed") && snapshot.context.action !== null && snapshot.context.failure !== null
    ? { kind: snapshot.context.action.kind, message: snapshot.context.failure }
    : null
