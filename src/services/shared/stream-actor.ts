/**
 * The bridge from an Effect `Stream` to an XState actor, the streaming
 * sibling of `fromEffect` (effect-actor.ts), for feeds that keep talking
 * such as the helpdesk's server-sent events.
 *
 * `fromStream(runtime, make)` is event-observable logic: a machine invokes
 * it like any `fromEventObservable` actor, the stream runs on the app's
 * runtime, and
 *  - each element (an event object) is sent to the invoking machine, in
 *    order, as that event — the machine handles it with a plain `on`;
 *  - a typed failure ends the actor with THE ERROR VALUE ITSELF, so guards
 *    can read `event.error._tag` in `xstate.error.actor.*` (onError); a
 *    defect ends it with the defect;
 *  - the stream ending completes the actor (`xstate.done.actor.*`, onDone);
 *  - stopping the actor (its state exited, the machine stopped) interrupts
 *    the stream's fiber, so its finalizers run (a connection is closed).
 *
 * Event-observable rather than callback logic because only observable
 * logic can end in done or error; rather than plain observable logic
 * because a feed's elements are events to react to, not a snapshot to read.
 */
import { Effect, Exit, Stream } from "effect"
import type { ManagedRuntime } from "effect"
import {
  type EventObject,
  fromEventObservable,
  type NonReducibleUnknown,
  type ObservableActorLogic,
  type Observer,
  type Subscribable,
  toObserver
} from "xstate"
import { rejectionOf } from "./effect-actor.ts"

/** The stream `make` builds as something XState can subscribe to: one fiber per subscription. */
export const subscribableOf = <A, E, R>(runtime: ManagedRuntime.ManagedRuntime<R, never>, make: () => Stream.Stream<A, E, R>): Subscribable<A> => ({
  subscribe: (next?: Observer<A> | ((value: A) => void), error?: (error: unknown) => void, complete?: () => void) => {
    const observer = toObserver(next, error, complete)
    // Once unsubscribed the actor is gone: the interruption that follows is ours, not news for it.
    let unsubscribed = false
    const interrupt = runtime.runCallback(
      Stream.runForEach(Stream.suspend(make), (element) =>
        Effect.sync(() => {
          if (!unsubscribed) observer.next?.(element)
        })
      ),
      {
        onExit: (exit) => {
          if (unsubscribed) return
          if (Exit.isSuccess(exit)) observer.complete?.()
          else observer.error?.(rejectionOf(exit.cause))
        }
      }
    )
    return {
      unsubscribe: () => {
        unsubscribed = true
        interrupt()
      }
    }
  }
})

export const fromStream = <Event extends EventObject, In extends NonReducibleUnknown, E, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  make: (input: In) => Stream.Stream<Event, E, R>
): ObservableActorLogic<Event, In> => fromEventObservable<Event, In>(({ input }) => subscribableOf(runtime, () => make(input)))
