import { Context, Data, Deferred, Effect, Layer, ManagedRuntime, Stream } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { assign, createActor, setup, toPromise, waitFor } from "xstate"
import { fromStream } from "../../../src/services/shared/stream-actor.ts"

class FeedLost extends Data.TaggedError("FeedLost")<{ readonly ticketId: string }> {}

type FeedEvent = { readonly type: "MESSAGE"; readonly text: string }

/** A ticket's replies as a service, so the stream needs the runtime's layer. */
class Replies extends Context.Service<
  Replies,
  {
    readonly feed: (ticketId: string) => Stream.Stream<FeedEvent, FeedLost>
  }
>()("test/Replies") {}

const RepliesLive = Layer.succeed(
  Replies,
  Replies.of({
    feed: (ticketId) => {
      const messages = Stream.fromIterable(["first", "second", "third"]).pipe(
        // One at a time, with a pause: the order must survive asynchronous elements.
        Stream.mapEffect((text) => Effect.sleep("1 millis").pipe(Effect.as({ type: "MESSAGE" as const, text: `${ticketId}: ${text}` })))
      )
      return ticketId === "lost" ? messages.pipe(Stream.concat(Stream.fail(new FeedLost({ ticketId })))) : messages
    }
  })
)

const runtimes: Array<ManagedRuntime.ManagedRuntime<Replies, never>> = []
const makeRuntime = () => {
  const runtime = ManagedRuntime.make(RepliesLive)
  runtimes.push(runtime)
  return runtime
}
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.dispose()))
})

/** The ticket's replies, read through the runtime's Replies service. */
const repliesOf = (ticketId: string) => Stream.unwrap(Replies.use((replies) => Effect.succeed(replies.feed(ticketId))))

/** A ticket screen's machine: listens to the feed, keeps the messages, ends closed, lost or failed. */
const ticketMachine = (runtime: ManagedRuntime.ManagedRuntime<Replies, never>) =>
  setup({
    types: {
      input: {} as { readonly ticketId: string },
      context: {} as { ticketId: string; messages: Array<string>; error: unknown },
      events: {} as FeedEvent | { readonly type: "LEAVE" }
    },
    actors: {
      replies: fromStream(runtime, (input: { readonly ticketId: string }) => repliesOf(input.ticketId))
    },
    guards: { isFeedLost: ({ event }) => (event as { error?: { _tag?: unknown } }).error?._tag === "FeedLost" }
  }).createMachine({
    id: "ticket",
    context: ({ input }) => ({ ticketId: input.ticketId, messages: [], error: null }),
    initial: "listening",
    states: {
      listening: {
        invoke: {
          src: "replies",
          input: ({ context }) => ({ ticketId: context.ticketId }),
          onDone: "closed",
          onError: [{ guard: "isFeedLost", target: "lost", actions: assign({ error: ({ event }) => event.error }) }, { target: "failed" }]
        },
        on: {
          MESSAGE: { actions: assign({ messages: ({ context, event }) => [...context.messages, event.text] }) },
          LEAVE: "left"
        }
      },
      closed: { type: "final" },
      lost: { type: "final" },
      failed: { type: "final" },
      left: {}
    }
  })

describe("fromStream", () => {
  it("sends each element to the invoking machine, in order, and a stream that ends completes the actor", async () => {
    const actor = createActor(ticketMachine(makeRuntime()), { input: { ticketId: "t-1" } }).start()
    const snapshot = await waitFor(actor, (s) => s.status === "done", { timeout: 1000 })
    expect(snapshot.value).toBe("closed")
    expect(snapshot.context.messages).toEqual(["t-1: first", "t-1: second", "t-1: third"])
  })

  it("completes a stand-alone actor when the stream ends", async () => {
    const logic = fromStream(makeRuntime(), (count: number) => Stream.range(1, count).pipe(Stream.map((n) => ({ type: "TICK", n }))))
    const actor = createActor(logic, { input: 3 })
    const outcome = toPromise(actor)
    actor.start()
    await expect(outcome).resolves.toBeUndefined()
    expect(actor.getSnapshot().status).toBe("done")
  })

  it("ends with the typed error value itself, after the elements before it", async () => {
    const actor = createActor(ticketMachine(makeRuntime()), { input: { ticketId: "lost" } }).start()
    const snapshot = await waitFor(actor, (s) => s.status === "done", { timeout: 1000 })
    expect(snapshot.value).toBe("lost")
    expect(snapshot.context.messages).toEqual(["lost: first", "lost: second", "lost: third"])
    expect(snapshot.context.error).toBeInstanceOf(FeedLost)
    expect(snapshot.context.error).toMatchObject({ _tag: "FeedLost", ticketId: "lost" })
  })

  it("ends with the defect when the stream dies", async () => {
    const bug = new Error("bug")
    const actor = createActor(fromStream(makeRuntime(), () => Stream.die(bug)))
    // Listened to before it starts: a stream may end within start(), and an actor's error nobody hears is thrown.
    const outcome = toPromise(actor).catch((e: unknown) => e)
    actor.start()
    expect(await outcome).toBe(bug)
  })

  it("interrupts the stream when the actor is stopped", async () => {
    const started = Deferred.makeUnsafe<void>()
    const interrupted = Deferred.makeUnsafe<void>()
    const logic = fromStream(makeRuntime(), () =>
      Stream.fromEffect(
        Deferred.succeed(started, undefined).pipe(
          Effect.andThen(Effect.never),
          Effect.onInterrupt(() => Deferred.succeed(interrupted, undefined))
        )
      )
    )
    const actor = createActor(logic).start()
    await Effect.runPromise(Deferred.await(started))
    actor.stop()
    await Effect.runPromise(Deferred.await(interrupted).pipe(Effect.timeout("1 second")))
    expect(Deferred.isDoneUnsafe(interrupted)).toBe(true)
    expect(actor.getSnapshot().status).toBe("stopped")
  })

  it("interrupts the stream when the machine leaves the state, running its finalizer", async () => {
    const started = Deferred.makeUnsafe<void>()
    const finalized = Deferred.makeUnsafe<void>()
    const actor = createActor(
      ticketMachine(makeRuntime()).provide({
        actors: {
          replies: fromStream(
            makeRuntime(),
            (): Stream.Stream<FeedEvent> =>
              Stream.fromEffect(Deferred.succeed(started, undefined)).pipe(
                Stream.flatMap(() => Stream.never),
                Stream.ensuring(Deferred.succeed(finalized, undefined))
              )
          )
        }
      }),
      { input: { ticketId: "t-1" } }
    ).start()
    await Effect.runPromise(Deferred.await(started))
    actor.send({ type: "LEAVE" })
    await Effect.runPromise(Deferred.await(finalized).pipe(Effect.timeout("1 second")))
    expect(Deferred.isDoneUnsafe(finalized)).toBe(true)
    expect(actor.getSnapshot().value).toBe("left")
    // Nothing arrives after the machine left: no late error, no completion.
    await Effect.runPromise(Effect.sleep("20 millis"))
    expect(actor.getSnapshot().value).toBe("left")
  })
})
