/**
 * The app's runtime built on first use (JavaScript before
 * interaction). Effect, the contract's schemas and the typed client are a
 * large part of the shop's JavaScript, and a public page rendered on the
 * server needs none of it to be shown and hydrated: its menu, footer and
 * screen data arrive as the actors' first snapshots. So the wiring that a
 * first page runs (session, shell, cart, the helpdesk's count and the
 * public screens' areas) holds no Effect code at all: it hands its machines
 * actors that, when invoked, load the runtime and the feature's calls
 * module (`() => import("../services/<feature>/<feature>-calls.ts")`), then
 * run the call there exactly as `fromEffect` / `fromStream` would.
 *
 * This module itself only imports Effect's types; what runs an Effect
 * (effect-actor.ts, stream-actor.ts) is loaded with the runtime. A load
 * that fails goes through `loadChunk` (lazy-route.ts): the call fails with a
 * named ChunkLoadError, which the machine takes as any other failure, and
 * the next call tries again.
 *
 * In the browser main.tsx builds the runtime with `lazyRuntime`; the
 * server's renderer and the tests, which have theirs already, pass
 * `readyRuntime(runtime)`.
 */
import type { Effect, Stream } from "effect"
import {
  type EventObject,
  fromEventObservable,
  fromPromise,
  type NonReducibleUnknown,
  type ObservableActorLogic,
  type Observer,
  type PromiseActorLogic,
  type Subscribable,
  type Subscription,
  toObserver
} from "xstate"
import { loadChunk } from "./lazy-route.ts"
import type { AppRuntime, AppServices } from "./runtime.ts"

/** The app's runtime, when asked for: built on the first call, the same one after. */
export type RuntimeSource = () => Promise<AppRuntime>

/** A source that builds the runtime with `build` on first use (again after a failed build). */
export const lazyRuntime = (build: () => Promise<AppRuntime>): RuntimeSource => {
  let building: Promise<AppRuntime> | null = null
  return () => {
    building ??= build().catch((error: unknown) => {
      building = null
      throw error
    })
    return building
  }
}

/** A runtime that is already there (the server's renderer, tests). */
export const readyRuntime =
  (runtime: AppRuntime): RuntimeSource =>
  () =>
    Promise.resolve(runtime)

/** A module loaded when first needed: `() => import("…")`. */
export type ModuleSource<M> = () => Promise<M>

const loaded = <M>(source: ModuleSource<M>): Promise<M> => loadChunk(source)

/**
 * `fromEffect` (effect-actor.ts) with the runtime and the calls loaded on
 * first use: promise actor logic whose effect is `make(calls, input)`.
 * Success resolves with the value, a typed failure rejects with the error
 * value itself, stopping the actor interrupts the fiber.
 */
export const fromLazyEffect = <Calls, Out, In, E>(
  runtime: RuntimeSource,
  calls: ModuleSource<Calls>,
  make: (calls: Calls, input: In) => Effect.Effect<Out, E, AppServices>
): PromiseActorLogic<Out, In> => fromPromise<Out, In>(lazyEffectCall(runtime, calls, make))

/** What a promise actor runs: its input, and the signal its stop aborts. */
export type ActorCall<Out, In> = (args: { readonly input: In; readonly signal: AbortSignal }) => Promise<Out>

/** fromLazyEffect's call itself, for a wiring that decides per run whether to make it (session-wiring.ts: a first answer from the page). */
export const lazyEffectCall =
  <Calls, Out, In, E>(
    runtime: RuntimeSource,
    calls: ModuleSource<Calls>,
    make: (calls: Calls, input: In) => Effect.Effect<Out, E, AppServices>
  ): ActorCall<Out, In> =>
  async ({ input, signal }) => {
    const [app, module, bridge] = await Promise.all([runtime(), loaded(calls), loaded(() => import("./effect-actor.ts"))])
    return bridge.runForActor(app, () => make(module, input), signal)
  }

/**
 * `fromStream` (stream-actor.ts) with the runtime and the stream's module
 * loaded on first use: each element an event to the invoking machine, a
 * typed failure the actor's error, stopping it interrupts the stream (or
 * drops it before it started).
 */
export const fromLazyStream = <Event extends EventObject, In extends NonReducibleUnknown, Calls, E>(
  runtime: RuntimeSource,
  calls: ModuleSource<Calls>,
  make: (calls: Calls, input: In) => Stream.Stream<Event, E, AppServices>
): ObservableActorLogic<Event, In> =>
  fromEventObservable<Event, In>(
    ({ input }): Subscribable<Event> => ({
      subscribe: (next?: Observer<Event> | ((value: Event) => void), error?: (error: unknown) => void, complete?: () => void) => {
        const observer = toObserver(next, error, complete)
        let stopped = false
        let inner: Subscription | null = null
        Promise.all([runtime(), loaded(calls), loaded(() => import("./stream-actor.ts"))]).then(
          ([app, module, bridge]) => {
            if (!stopped) inner = bridge.subscribableOf(app, () => make(module, input)).subscribe(observer)
          },
          (failure: unknown) => {
            if (!stopped) observer.error?.(failure)
          }
        )
        return {
          unsubscribe: () => {
            stopped = true
            inner?.unsubscribe()
          }
        }
      }
    })
  )

/**
 * Runs `make(module)` in the background (a toast, a report), once the
 * runtime and `module` are there. Nothing waits for it; a load that fails
 * is logged by name.
 */
export const runLater = <M>(runtime: RuntimeSource, module: ModuleSource<M>, make: (module: M) => Effect.Effect<unknown, never, AppServices>): void => {
  Promise.all([runtime(), loaded(module)]).then(
    ([app, loadedModule]) => void app.runFork(make(loadedModule)),
    (failure: unknown) => console.error(failure)
  )
}
