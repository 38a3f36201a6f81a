/**
 * The bridge between Effect services and XState machines (ARCHITECTURE §4/§5).
 *
 * `fromEffect(runtime, make)` is promise actor logic: the machine invokes it
 * like any `fromPromise` actor, the effect runs on the app's runtime, and
 *  - success resolves with the value (`xstate.done.actor.*`, `event.output`);
 *  - a typed failure rejects with THE ERROR VALUE ITSELF, so guards can read
 *    `event.error._tag` / `event.error.reason` in `xstate.error.actor.*`;
 *  - a defect rejects with the defect;
 *  - stopping the actor (its state exited, the machine stopped) aborts the
 *    signal, which interrupts the fiber — the HTTP request is cancelled and
 *    finalizers (such as the body loading state) run.
 */
import { Cause, Effect, Exit, Option } from "effect"
import type { ManagedRuntime } from "effect"
import { fromPromise, type PromiseActorLogic } from "xstate"

/** What a failed fiber hands the machine: a rejected promise here, an actor error in stream-actor.ts. */
export const rejectionOf = <E>(cause: Cause.Cause<E>): unknown => {
  const failure = Cause.findErrorOption(cause)
  if (Option.isSome(failure)) return failure.value
  if (Cause.hasInterruptsOnly(cause)) return new Error("The call was cancelled.")
  return Cause.squash(cause)
}

/** Runs the effect `make` builds on `runtime` as a promise actor does: its value, or a rejection with `rejectionOf`. */
export const runForActor = async <Out, E, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  make: () => Effect.Effect<Out, E, R>,
  signal: AbortSignal
): Promise<Out> => {
  const exit = await runtime.runPromiseExit(Effect.suspend(make), { signal })
  if (Exit.isSuccess(exit)) return exit.value
  throw rejectionOf(exit.cause)
}

export const fromEffect = <Out, In, E, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  make: (input: In) => Effect.Effect<Out, E, R>
): PromiseActorLogic<Out, In> => fromPromise<Out, In>(({ input, signal }) => runForActor(runtime, () => make(input), signal))
