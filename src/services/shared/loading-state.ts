/**
 * Spec §4: "While a request flagged as a loader is in flight, the page body
 * carries a loading state, removed on completion or error."
 *
 * Several loader requests may overlap, so the body keeps the state while at
 * least one is in flight: a counter per body, not a flag. The state is
 * `data-loading="true"` plus the class `loading`, for styles and for tests.
 */
import { Effect } from "effect"

/** The part of `document.body` the loading state touches. */
export interface LoadingTarget {
  readonly dataset: Record<string, string | undefined>
  readonly classList: { add(token: string): void; remove(token: string): void }
}

export const LOADING_CLASS = "loading"

const inFlight = new WeakMap<LoadingTarget, number>()

const pageBody = (): LoadingTarget | undefined => (typeof document === "undefined" ? undefined : (document.body ?? undefined))

const begin = (body: LoadingTarget): void => {
  const count = (inFlight.get(body) ?? 0) + 1
  inFlight.set(body, count)
  if (count === 1) {
    body.dataset.loading = "true"
    body.classList.add(LOADING_CLASS)
  }
}

const end = (body: LoadingTarget): void => {
  const count = Math.max(0, (inFlight.get(body) ?? 1) - 1)
  inFlight.set(body, count)
  if (count === 0) {
    delete body.dataset.loading
    body.classList.remove(LOADING_CLASS)
  }
}

/** Whether the body currently shows the loading state. */
export const isBodyLoading = (body: LoadingTarget | undefined = pageBody()): boolean => body !== undefined && (inFlight.get(body) ?? 0) > 0

/**
 * Runs `effect` with the body in the loading state. The state goes away on
 * success, failure and interruption alike. Without a body (node, tests that
 * pass none) the effect runs unchanged.
 */
export const withBodyLoading = <A, E, R>(effect: Effect.Effect<A, E, R>, body?: LoadingTarget): Effect.Effect<A, E, R> =>
  Effect.acquireUseRelease(
    // The body is looked up when the request starts, not when it is defined.
    Effect.sync(() => {
      const target = body ?? pageBody()
      if (target !== undefined) begin(target)
      return target
    }),
    () => effect,
    (target) => Effect.sync(() => (target === undefined ? undefined : end(target)))
  )
