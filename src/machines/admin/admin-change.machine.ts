/**
 * One change an operator makes in the admin area: save a form,
 * publish, remove, refund, import — one call at a time.
 *
 *   idle ─ SUBMIT ─▶ saving ─ done ──▶ idle     (emits "saved" with the answer)
 *                     │ error
 *                     ▼
 *                   failed ─ SUBMIT ─▶ saving
 *                          ─ DISMISS ─▶ idle
 *
 * The server decides every rule; a refusal's sentence and its field issues
 * (an `Invalid` answer names the fields) stay in context for the form to
 * show beside the fields, until the next try or a dismissal. While saving,
 * another SUBMIT is ignored: a double click never makes two exams. The
 * screen listens for "saved" (close the dialog, go to the new record, reload
 * the list); the success toast is the `notifySaved` action's, provided by the
 * composition root with the server's sentence.
 *
 * Typed with `unknown` request and answer like the resource machine; each
 * use gets its types back from `provideAdminChange<Request, Answer>(perform)`.
 */
import { assign, emit, fromPromise, setup, type PromiseActorLogic, type SnapshotFrom } from "xstate"
import { failureMessage } from "../shared/resource.machine.ts"

type Request = unknown
type Answer = unknown

export interface ChangeIssue {
  /** The field's path in the request joined with dots, e.g. "price" or "options.1.text" (the contract's FieldIssue). */
  readonly path: string
  readonly message: string
}

export interface AdminChangeContext {
  /** The request in flight, or the last one tried. */
  readonly request: Request | null
  /** Why the last try was refused, in the server's words. */
  readonly failure: string | null
  readonly issues: ReadonlyArray<ChangeIssue>
}

export type AdminChangeEvent = { readonly type: "SUBMIT"; readonly request: Request } | { readonly type: "DISMISS" }

export type AdminChangeEmitted = { readonly type: "saved"; readonly request: Request; readonly answer: Answer }

const issuesOf = (error: unknown): ReadonlyArray<ChangeIssue> =>
  typeof error === "object" && error !== null && "issues" in error && Array.isArray(error.issues) ? (error.issues as ReadonlyArray<ChangeIssue>) : []

export const adminChangeMachine = setup({
  types: {
    context: {} as AdminChangeContext,
    events: {} as AdminChangeEvent,
    emitted: {} as AdminChangeEmitted
  },
  actors: {
    perform: fromPromise<Answer, Request>(async () => {
      throw new Error("provide perform")
    })
  },
  actions: {
    storeRequest: assign((_, params: { readonly request: Request }) => ({ request: params.request, failure: null, issues: [] })),
    storeFailure: assign((_, params: { readonly error: unknown }) => ({ failure: failureMessage(params.error), issues: issuesOf(params.error) })),
    clearFailure: assign({ failure: null, issues: [] }),
    emitSaved: emit((_, params: { readonly request: Request; readonly answer: Answer }) => ({ type: "saved" as const, ...params })),
    // Provided by the composition root: the server's sentence as a success toast.
    notifySaved: (_, _params: { readonly answer: Answer }) => {}
  }
}).createMachine({
  id: "adminChange",
  context: { request: null, failure: null, issues: [] },
  initial: "idle",
  states: {
    idle: {
      on: { SUBMIT: { target: "saving", actions: { type: "storeRequest", params: ({ event }) => ({ request: event.request }) } } }
    },
    saving: {
      invoke: {
        id: "perform",
        src: "perform",
        input: ({ context }: { readonly context: AdminChangeContext }) => context.request,
        onDone: {
          target: "idle",
          actions: [
            { type: "notifySaved", params: ({ event }) => ({ answer: event.output }) },
            { type: "emitSaved", params: ({ context, event }) => ({ request: context.request, answer: event.output }) }
          ]
        },
        onError: { target: "failed", actions: { type: "storeFailure", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    failed: {
      on: {
        SUBMIT: { target: "saving", actions: { type: "storeRequest", params: ({ event }) => ({ request: event.request }) } },
        DISMISS: { target: "idle", actions: "clearFailure" }
      }
    }
  }
})

export type AdminChangeSnapshot = SnapshotFrom<typeof adminChangeMachine>

/** The machine with its `perform` actor provided; the phantom field keeps the types. */
export type AdminChangeLogic<R, A> = typeof adminChangeMachine & { readonly __change?: { readonly request: R; readonly answer: A } }

/** The change machine with its call (and the toast of a success): the only place the types are erased. */
export const provideAdminChange = <R, A>(perform: PromiseActorLogic<A, R>, notifySaved: (answer: A) => void = () => {}): AdminChangeLogic<R, A> =>
  adminChangeMachine.provide({
    actors: { perform: perform as unknown as PromiseActorLogic<unknown, unknown> },
    actions: { notifySaved: (_, params) => notifySaved(params.answer as A) }
  })

export const isSaving = (snapshot: AdminChangeSnapshot): boolean => snapshot.matches("saving")
export const changeFailure = (snapshot: AdminChangeSnapshot): string | null => snapshot.context.failure
/** The server's message for one field (its path joined with dots, e.g. "options.1.text"), or null. */
export const issueFor = (snapshot: AdminChangeSnapshot, field: string): string | null =>
  snapshot.context.issues.find((issue) => issue.path === field)?.message ?? null
