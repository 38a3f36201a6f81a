/**
 * Screen hooks for the generic resource and paged-list machines: start the
 * screen's own actor from logic the composition root provided, hand it a new
 * request when the route's parameters change, and read its snapshot with the
 * request and data types the logic carries.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import type { ActorRefFrom } from "xstate"
import type { PagedListLogic, pagedListMachine, TypedPagedListSnapshot } from "../machines/paged-list.machine.ts"
import type { ResourceLogic, resourceMachine, TypedResourceSnapshot } from "../machines/resource.machine.ts"

/** Stable for equal requests: route params arrive as new objects on every render. */
const keyOf = (value: unknown): string => JSON.stringify(value) ?? ""

export interface ResourceView<R, D> {
  readonly actor: ActorRefFrom<typeof resourceMachine>
  readonly snapshot: TypedResourceSnapshot<R, D>
}

export function useResource<R, D>(logic: ResourceLogic<R, D>, request: R): ResourceView<R, D> {
  const actor = useActorRef(logic, { input: { request } })
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
}

export function usePagedList<F, I>(logic: PagedListLogic<F, I>, filter: F, perPage: number): PagedListView<F, I> {
  const actor = useActorRef(logic, { input: { filter, perPage } })
  const key = keyOf(filter)
  const loadedKey = useRef(key)
  useEffect(() => {
    if (loadedKey.current === key) return
    loadedKey.current = key
    actor.send({ type: "SET_FILTER", filter })
  }, [actor, key, filter])
  const snapshot = useSelector(actor, (s) => s) as TypedPagedListSnapshot<F, I>
  return { actor, snapshot }
}
