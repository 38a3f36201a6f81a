/**
 * Screen hooks for the generic resource and paged-list machines: start the
 * screen's own actor from logic the composition root provided, hand it a new
 * request when the route's parameters change, and read its snapshot with the
 * request and data types the logic carries.
 */
import { useSelector } from "@xstate/react"
import { useCallback, useEffect, useRef } from "react"
import type { ActorRefFrom } from "xstate"
import { pageCountOf, type PagedListLogic, type pagedListMachine, type TypedPagedListSnapshot } from "../../machines/shared/paged-list.machine.ts"
import type { ResourceLogic, resourceMachine, TypedResourceSnapshot } from "../../machines/shared/resource.machine.ts"
import { keyOf, usePreloadedActor } from "./page-data.tsx"

/** Rendered on the server once it is no longer loading (ready, not found or failed). */
const settled = (snapshot: { readonly matches: (state: "loading") => boolean }): boolean => !snapshot.matches("loading")

export interface ResourceView<R, D> {
  readonly actor: ActorRefFrom<typeof resourceMachine>
  readonly snapshot: TypedResourceSnapshot<R, D>
}

export function useResource<R, D>(logic: ResourceLogic<R, D>, request: R): ResourceView<R, D> {
  const actor = usePreloadedActor(logic, { request }, settled)
  const key = keyOf(request)
  const loadedKey = useRef(key)
  useEffect(() => {
    if (loadedKey.current === key) return
    loadedKey.current = key
    actor.send({ type: "LOAD", request })
  }, [actor, key, request])
  // The machine is typed with `unknown`; the logic's phantom types are the truth.
  const snapshot = useSelector(actor, (s) => s) as TypedResourceSnapshot<R, D>
  return { actor, snapshot }
}

export interface PagedListView<F, I> {
  readonly actor: ActorRefFrom<typeof pagedListMachine>
  readonly snapshot: TypedPagedListSnapshot<F, I>
  /** What the pager calls: moves the address when it holds the page, else the machine. */
  readonly goToPage: (page: number) => void
}

/**
 * A page kept outside the machine, in the address (`?page=N`, read by the
 * route): the page asked for, and how to ask for another. `replace` corrects
 * the address (a page past the end becomes the last page) instead of adding
 * a step to the history.
 */
export interface PageControl {
  readonly page: number
  readonly goTo: (page: number, options?: { readonly replace: boolean }) => void
}

/**
 * The list's actor for `filter`, `perPage` at a time. With a `PageControl`
 * the page follows it: the actor starts at its page, a new filter starts at
 * its page (a changed filter's address has none, so page 1), and when the
 * page alone changes (a page pressed, Back, Forward) the actor is sent
 * GO_TO_PAGE once it is not loading. The machine stays the source of what is
 * loaded: the page on view is its `request.page`.
 */
export function usePagedList<F, I>(logic: PagedListLogic<F, I>, filter: F, perPage: number, control?: PageControl): PagedListView<F, I> {
  const page = control?.page
  const goTo = control?.goTo
  const actor = usePreloadedActor(logic, { filter, perPage, page: page ?? 1 }, settled)
  const key = keyOf(filter)
  const loadedKey = useRef(key)
  useEffect(() => {
    if (loadedKey.current === key) return
    loadedKey.current = key
    actor.send({ type: "SET_FILTER", filter, page })
  }, [actor, key, filter, page])
  const snapshot = useSelector(actor, (s) => s) as TypedPagedListSnapshot<F, I>

  const ready = snapshot.matches("ready")
  const requested = snapshot.context.request.page
  useEffect(() => {
    if (page === undefined || goTo === undefined) return
    // The live snapshot: the effect above may just have sent a new filter.
    const now = actor.getSnapshot()
    if (!now.matches("ready")) return
    const last = pageCountOf(now.context.result)
    // Past the end (a stale or edited address): the last page, in place of that address.
    if (page > last) goTo(last, { replace: true })
    else if (page !== now.context.request.page) actor.send({ type: "GO_TO_PAGE", page })
  }, [actor, page, goTo, ready, requested])

  const goToPage = useCallback(
    (next: number) => {
      if (goTo === undefined) actor.send({ type: "GO_TO_PAGE", page: next })
      else goTo(next)
    },
    [actor, goTo]
  )
  return { actor, snapshot, goToPage }
}
