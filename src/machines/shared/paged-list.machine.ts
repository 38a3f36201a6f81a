/**
 * A list a screen shows a page at a time: a category's exams (filtered by
 * sub-category), search results, packages, blog posts.
 *
 *   loading ─ done ─▶ ready ─ GO_TO_PAGE (in range, another page) ─▶ loading
 *      │ ╲                   ─ SET_FILTER (page 1 or the one named) ─▶ loading
 *      │  ╲ error (NotFound) ─▶ notFound ─ SET_FILTER ─▶ loading
 *      ▼ error
 *    failed ─ RETRY ─▶ loading
 *
 * The filter is whatever the list is narrowed by (a category and sub-
 * category, a search string); changing it starts again at page 1, or at the
 * page the event names (Back to an address with another filter and page
 * loads that page at once). The starting page comes from the input; the
 * screens keep the page in the address (ui/use-resource.ts). A filter
 * naming something unknown (a category id that does not exist) is notFound.
 * While a page loads, the last page stays in context, so the screen keeps it
 * on view (dimmed) instead of flashing empty. A failure (not notFound) shows
 * inline with a retry and goes to the shared handler (`notifyFailure`).
 *
 * Like the resource machine, the config is typed with `unknown` filter and
 * item; `providePagedList<Filter, Item>(loadPage)` gives the types back.
 */
import { assign, fromPromise, setup, type PromiseActorLogic, type SnapshotFrom } from "xstate"
import { failureReason } from "./form-fields.ts"
import { failureMessage } from "./resource.machine.ts"

export interface ListPage<Item> {
  readonly docs: ReadonlyArray<Item>
  readonly total: number
  readonly page: number
  readonly perPage: number
}

export interface PageRequest<Filter> {
  readonly page: number
  readonly perPage: number
  readonly filter: Filter
}

export interface PagedListContext<Filter, Item> {
  readonly request: PageRequest<Filter>
  readonly result: ListPage<Item> | null
  readonly failureMessage: string | null
}

export interface PagedListInput<Filter> {
  readonly filter: Filter
  readonly perPage: number
  /** Defaults to 1. */
  readonly page?: number
}

export type PagedListEvent<Filter> =
  | { readonly type: "GO_TO_PAGE"; readonly page: number }
  /** `page` defaults to 1. */
  | { readonly type: "SET_FILTER"; readonly filter: Filter; readonly page?: number }
  | { readonly type: "RETRY" }

/** How many pages the last answer spans (at least 1 once loaded). */
export const pageCountOf = (result: ListPage<unknown> | null): number =>
  result === null ? 0 : Math.max(1, Math.ceil(result.total / Math.max(1, result.perPage)))

type Filter = unknown
type Item = unknown
type Context = PagedListContext<Filter, Item>

export const pagedListMachine = setup({
  types: {
    context: {} as Context,
    events: {} as PagedListEvent<Filter>,
    input: {} as PagedListInput<Filter>
  },
  actors: {
    loadPage: fromPromise<ListPage<Item>, PageRequest<Filter>>(async () => {
      throw new Error("provide loadPage")
    })
  },
  actions: {
    storePage: assign((_, params: { readonly result: ListPage<Item> }) => ({ result: params.result, failureMessage: null })),
    choosePage: assign(({ context }, params: { readonly page: number }) => ({ request: { ...context.request, page: params.page } })),
    chooseFilter: assign(({ context }, params: { readonly filter: Filter; readonly page: number | undefined }) => ({
      request: { ...context.request, filter: params.filter, page: params.page ?? 1 }
    })),
    storeFailure: assign((_, params: { readonly error: unknown }) => ({ failureMessage: failureMessage(params.error) })),
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isOtherPageInRange: ({ context }, params: { readonly page: number }) =>
      Number.isInteger(params.page) && params.page >= 1 && params.page <= pageCountOf(context.result) && params.page !== context.request.page,
    isNotFound: (_, params: { readonly error: unknown }) => failureReason(params.error) === "NotFound"
  }
}).createMachine({
  id: "pagedList",
  context: ({ input }) => ({
    request: { page: input.page ?? 1, perPage: input.perPage, filter: input.filter },
    result: null,
    failureMessage: null
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: ({ context }: { readonly context: Context }) => context.request,
        onDone: { target: "ready", actions: { type: "storePage", params: ({ event }) => ({ result: event.output }) } },
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
        // A newer filter replaces the request in flight (the invoke restarts).
        SET_FILTER: {
          target: "loading",
          reenter: true,
          actions: { type: "chooseFilter", params: ({ event }) => ({ filter: event.filter, page: event.page }) }
        }
      }
    },
    ready: {
      on: {
        GO_TO_PAGE: {
          guard: { type: "isOtherPageInRange", params: ({ event }) => ({ page: event.page }) },
          target: "loading",
          actions: { type: "choosePage", params: ({ event }) => ({ page: event.page }) }
        },
        SET_FILTER: { target: "loading", actions: { type: "chooseFilter", params: ({ event }) => ({ filter: event.filter, page: event.page }) } }
      }
    },
    notFound: {
      on: {
        SET_FILTER: { target: "loading", actions: { type: "chooseFilter", params: ({ event }) => ({ filter: event.filter, page: event.page }) } }
      }
    },
    failed: {
      on: {
        RETRY: "loading",
        SET_FILTER: { target: "loading", actions: { type: "chooseFilter", params: ({ event }) => ({ filter: event.filter, page: event.page }) } }
      }
    }
  }
})

export type PagedListSnapshot = SnapshotFrom<typeof pagedListMachine>

/** The snapshot of a list whose filter and item types are known. */
export type TypedPagedListSnapshot<F, I> = PagedListSnapshot & { readonly context: PagedListContext<F, I> }

/** The machine with its `loadPage` actor provided; the phantom field keeps the types. */
export type PagedListLogic<F, I> = typeof pagedListMachine & { readonly __pagedList?: { readonly filter: F; readonly item: I } }

/**
 * The paged-list machine with its loader and what a failed load is told to
 * (the wiring's shared handler): the only place the types are erased.
 */
export const providePagedList = <F, I>(
  loadPage: PromiseActorLogic<ListPage<I>, PageRequest<F>>,
  notifyFailure: (error: unknown) => void
): PagedListLogic<F, I> =>
  pagedListMachine.provide({
    actors: { loadPage: loadPage as unknown as PromiseActorLogic<ListPage<unknown>, PageRequest<unknown>> },
    actions: { notifyFailure: (_, params) => notifyFailure(params.error) }
  })

export const isListLoading = (snapshot: PagedListSnapshot): boolean => snapshot.matches("loading")
export const isListNotFound = (snapshot: PagedListSnapshot): boolean => snapshot.matches("notFound")
export const hasListFailed = (snapshot: PagedListSnapshot): boolean => snapshot.matches("failed")
/** Loaded and nothing in it: the no-results placeholder (spec §2 Other). */
export const isListEmpty = (snapshot: PagedListSnapshot): boolean => snapshot.matches("ready") && (snapshot.context.result?.docs.length ?? 0) === 0
/**
 * Loaded, but the page asked for lies past the last one (a stale or edited
 * address): the answer has no items although the list has some, so it is
 * neither the list nor its empty placeholder.
 */
export const isListPastEnd = (snapshot: PagedListSnapshot): boolean =>
  snapshot.matches("ready") && snapshot.context.request.page > pageCountOf(snapshot.context.result)
export const selectListItems = <F, I>(snapshot: TypedPagedListSnapshot<F, I>): ReadonlyArray<I> => snapshot.context.result?.docs ?? []
export const selectListFailure = (snapshot: PagedListSnapshot): string | null => snapshot.context.failureMessage
export const selectListPaging = (snapshot: PagedListSnapshot) => ({
  page: snapshot.context.request.page,
  pages: pageCountOf(snapshot.context.result),
  total: snapshot.context.result?.total ?? 0
})
