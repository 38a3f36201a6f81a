/**
 * One thing a screen shows, loaded from the API: an exam, a package, a blog
 * post, a policy page, the FAQs, the home page's selection.
 *
 *   loading ─ done ──────────▶ ready ──┐
 *      │ ╲ error (NotFound) ─▶ notFound ├─ LOAD (new request) ─▶ loading
 *      │ error (other)                  │
 *      ▼                                │
 *    failed ── RETRY / LOAD ────────────┘
 *
 * An unknown id is a state of its own (the screen shows the not-found page),
 * not a toast: nothing went wrong that the learner can retry. Other failures
 * show inline with a retry and go to the shared handler (`notifyFailure`,
 * spec §8: the answer's message as an error toast). While a new request
 * loads, the last data stays in context so the screen can keep it on view
 * instead of flashing empty.
 *
 * The machine itself is typed with `unknown` request and data (XState's
 * types cannot be checked over unbound generics). Each use gets its types
 * back at the edges: `provideResource<Request, Data>(load)` in the
 * composition root gives a `ResourceLogic<Request, Data>`, and the screen's
 * hook reads a `TypedResourceSnapshot<Request, Data>` from it.
 */
import { assign, fromPromise, setup, type PromiseActorLogic, type SnapshotFrom } from "xstate"
import { failureReason } from "./form-fields.ts"

export interface ResourceContext<Request, Data> {
  readonly request: Request
  readonly data: Data | null
  /** The last failure's message, for the inline error. */
  readonly failureMessage: string | null
}

export interface ResourceInput<Request> {
  readonly request: Request
}

export type ResourceEvent<Request> = { readonly type: "LOAD"; readonly request: Request } | { readonly type: "RETRY" }

export const DEFAULT_FAILURE_MESSAGE = "This could not be loaded."

export const failureMessage = (error: unknown): string =>
  typeof error === "object" && error !== null && "message" in error && typeof error.message === "string" ? error.message : DEFAULT_FAILURE_MESSAGE

type Request = unknown
type Data = unknown

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext<Request, Data>,
    events: {} as ResourceEvent<Request>,
    input: {} as ResourceInput<Request>
  },
  actors: {
    load: fromPromise<Data, Request>(async () => {
      throw new Error("provide load")
    })
  },
  actions: {
    storeData: assign((_, params: { readonly data: Data }) => ({ data: params.data, failureMessage: null })),
    storeRequest: assign((_, params: { readonly request: Request }) => ({ request: params.request })),
    storeFailure: assign((_, params: { readonly error: unknown }) => ({ failureMessage: failureMessage(params.error) })),
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isNotFound: (_, params: { readonly error: unknown }) => failureReason(params.error) === "NotFound"
  }
}).createMachine({
  id: "resource",
  context: ({ input }) => ({ request: input.request, data: null, failureMessage: null }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "load",
        src: "load",
        // Annotated: with an `unknown` input type, XState cannot infer the mapper's argument.
        input: ({ context }: { readonly context: ResourceContext<Request, Data> }) => context.request,
        onDone: { target: "ready", actions: { type: "storeData", params: ({ event }) => ({ data: event.output }) } },
        onError: [
          { guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) }, target: "notFound" },
          {
            target: "failed",
            actions: [
              { type: "storeFailure", params: ({ event }) => ({ error: event.error }) },
              { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }
            ]
          }
        ]
      },
      on: {
        // A newer request replaces the one in flight (the invoke restarts).
        LOAD: { target: "loading", reenter: true, actions: { type: "storeRequest", params: ({ event }) => ({ request: event.request }) } }
      }
    },
    ready: {
      on: { LOAD: { target: "loading", actions: { type: "storeRequest", params: ({ event }) => ({ request: event.request }) } } }
    },
    notFound: {
      on: { LOAD: { target: "loading", actions: { type: "storeRequest", params: ({ event }) => ({ request: event.request }) } } }
    },
    failed: {
      on: {
        RETRY: "loading",
        LOAD: { target: "loading", actions: { type: "storeRequest", params: ({ event }) => ({ request: event.request }) } }
      }
    }
  }
})

export type ResourceSnapshot = SnapshotFrom<typeof resourceMachine>

/** The snapshot of a resource whose request and data types are known. */
export type TypedResourceSnapshot<R, D> = ResourceSnapshot & { readonly context: ResourceContext<R, D> }

/** The machine with its `load` actor provided; the phantom field keeps the types. */
export type ResourceLogic<R, D> = typeof resourceMachine & { readonly __resource?: { readonly request: R; readonly data: D } }

/**
 * The resource machine with its loader and what a failed load is told to
 * (the wiring's shared handler): the only place the types are erased.
 */
export const provideResource = <R, D>(load: PromiseActorLogic<D, R>, notifyFailure: (error: unknown) => void): ResourceLogic<R, D> =>
  resourceMachine.provide({
    actors: { load: load as unknown as PromiseActorLogic<unknown, unknown> },
    actions: { notifyFailure: (_, params) => notifyFailure(params.error) }
  })

export const isResourceLoading = (snapshot: ResourceSnapshot): boolean => snapshot.matches("loading")
export const isResourceNotFound = (snapshot: ResourceSnapshot): boolean => snapshot.matches("notFound")
export const hasResourceFailed = (snapshot: ResourceSnapshot): boolean => snapshot.matches("failed")
/** The data on view: the last loaded, also while a newer request loads. */
export const selectResourceData = <R, D>(snapshot: TypedResourceSnapshot<R, D>): D | null => snapshot.context.data
export const selectResourceFailure = (snapshot: ResourceSnapshot): string | null => snapshot.context.failureMessage
