/**
 * The real-time events of an account: `publish` stores one in the
 * caller's transaction (so the event exists exactly when its change does)
 * and wakes the account's open streams; `stream` replays the stored events
 * after a number, then follows new ones, in order, each once, and tells its
 * owner when the session it was opened under ends or the account's role
 * changes (wakeups.ts).
 *
 * A stream never trusts a wake-up's content: each wake-up only makes it read
 * the table after the last number it sent. The numbers have no gaps and an
 * account's events commit in their order (migration 0017), so "after the last
 * number sent" is exactly what is still owed.
 */
import { Context, Deferred, type Duration, Effect, Latch, Layer, Schema, Stream } from "effect"
import { ServerEvent } from "../../../src/api/events.ts"
import { Transaction } from "../db/transaction.ts"
import { EventsRepository, type StoredEvent } from "./repository.ts"
import { type AuthorityEnded, EventWakeups } from "./wakeups.ts"

/** Who a stream is for: the account and session it was opened under, and what to call when either's authority ends. */
export interface StreamOwner {
  readonly userId: string
  readonly sessionId: string
  readonly ended: (reason: AuthorityEnded) => void
}

/** How many events one read sends at most; a long replay takes several. */
const BATCH = 200

export class Events extends Context.Service<
  Events,
  {
    readonly publish: (userId: string, event: ServerEvent) => Effect.Effect<void>
    /**
     * The account's events after number `after`, then each new one as it is
     * published. Without a wake-up it still re-reads every `recheck`, so a
     * lost wake-up only delays an event. `owner.ended` is called when the
     * session ends or the role changes; ending the stream is the caller's.
     */
    readonly stream: (owner: StreamOwner, after: number, recheck: Duration.Input) => Stream.Stream<StoredEvent>
    /** The account's last event number so far (0 before its first): where a stream of only new events starts. */
    readonly latest: (userId: string) => Effect.Effect<number>
    /** Ends every open stream (the server is stopping), so none holds up its graceful stop. */
    readonly endStreams: Effect.Effect<void>
  }
>()("exam-shop/Events") {
  static readonly layerNoDeps = Layer.effect(
    Events,
    Effect.gen(function* () {
      const events = yield* EventsRepository
      const wakeups = yield* EventWakeups
      const transaction = yield* Transaction
      const encode = Schema.encodeEffect(ServerEvent)
      const ending = yield* Deferred.make<void>()

      const publish = Effect.fn("Events.publish")(function* (userId: string, event: ServerEvent) {
        const encoded = yield* encode(event).pipe(Effect.orDie)
        yield* transaction.run(Effect.andThen(events.insert(userId, encoded.type, encoded.payload), wakeups.signal(userId)))
      })

      const stream = ({ userId, sessionId, ended }: StreamOwner, after: number, recheck: Duration.Input) =>
        Stream.unwrap(
          Effect.gen(function* () {
            // Watching starts before the first read, and the latch is closed
            // before each read: a wake-up during a read leaves it open, so the
            // next wait returns at once and reads again.
            const woken = yield* Latch.make(false)
            yield* wakeups.watch({ userId, sessionId, wake: () => woken.openUnsafe(), end: ended })
            let last = after
            const next = Effect.gen(function* () {
              while (true) {
                yield* woken.close
                const rows = yield* events.after(userId, last, BATCH)
                if (rows.length > 0) {
                  last = rows[rows.length - 1]!.id
                  return rows
                }
                yield* woken.await.pipe(Effect.timeoutOption(recheck))
              }
            })
            return Stream.fromEffectRepeat(next).pipe(Stream.flattenIterable)
          })
        ).pipe(Stream.interruptWhen(Deferred.await(ending)))

      return Events.of({ publish, stream, latest: events.latest, endStreams: Deferred.succeed(ending, undefined).pipe(Effect.asVoid) })
    })
  )

  /**
   * Ends the open streams first when the application stops: built after the
   * HTTP server, so released before it, whose graceful stop would otherwise
   * wait for the streams until its time limit.
   */
  static readonly endStreamsOnStop = Layer.effectDiscard(
    Effect.gen(function* () {
      const events = yield* Events
      yield* Effect.addFinalizer(() => events.endStreams)
    })
  )

  static readonly layer = Events.layerNoDeps.pipe(Layer.provide([EventsRepository.layer, EventWakeups.layer, Transaction.layer]))
}
