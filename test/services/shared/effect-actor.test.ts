import { Context, Data, Deferred, Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { assign, createActor, setup, toPromise, waitFor } from "xstate"
import { fromEffect } from "../../../src/services/shared/effect-actor.ts"

class OutOfStock extends Data.TaggedError("OutOfStock")<{ readonly examId: string }> {}

class Stock extends Context.Service<
  Stock,
  {
    readonly reserve: (examId: string) => Effect.Effect<number, OutOfStock>
  }
>()("test/Stock") {}

const StockLive = Layer.succeed(
  Stock,
  Stock.of({
    reserve: (examId) => (examId === "sold-out" ? Effect.fail(new OutOfStock({ examId })) : Effect.succeed(7))
  })
)

const runtimes: Array<ManagedRuntime.ManagedRuntime<Stock, never>> = []
const makeRuntime = () => {
  const runtime = ManagedRuntime.make(StockLive)
  runtimes.push(runtime)
  return runtime
}
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.dispose()))
})

describe("fromEffect", () => {
  it("resolves with the effect's value, given the actor's input", async () => {
    const logic = fromEffect(makeRuntime(), (input: { examId: string }) => Stock.use((stock) => stock.reserve(input.examId)))
    const actor = createActor(logic, { input: { examId: "aws-101" } }).start()
    await expect(toPromise(actor)).resolves.toBe(7)
  })

  it("rejects with the typed error value itself", async () => {
    const logic = fromEffect(makeRuntime(), (examId: string) => Stock.use((stock) => stock.reserve(examId)))
    const actor = createActor(logic, { input: "sold-out" }).start()
    const error = await toPromise(actor).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OutOfStock)
    expect(error).toMatchObject({ _tag: "OutOfStock", examId: "sold-out" })
  })

  it("rejects with the defect when the effect dies", async () => {
    const bug = new Error("bug")
    const logic = fromEffect(makeRuntime(), () => Effect.die(bug))
    const error = await toPromise(createActor(logic).start()).catch((e: unknown) => e)
    expect(error).toBe(bug)
  })

  it("lets a machine guard on event.error._tag", async () => {
    const machine = setup({
      types: { context: {} as { outcome: string } },
      actors: { reserve: fromEffect(makeRuntime(), (examId: string) => Stock.use((stock) => stock.reserve(examId))) },
      guards: { isOutOfStock: ({ event }) => (event as { error?: { _tag?: unknown } }).error?._tag === "OutOfStock" }
    }).createMachine({
      id: "reserve",
      context: { outcome: "" },
      initial: "reserving",
      states: {
        reserving: {
          invoke: {
            src: "reserve",
            input: "sold-out",
            onDone: "reserved",
            onError: [{ guard: "isOutOfStock", target: "soldOut", actions: assign({ outcome: "sold out" }) }, { target: "failed" }]
          }
        },
        reserved: { type: "final" },
        soldOut: { type: "final" },
        failed: { type: "final" }
      }
    })
    const actor = createActor(machine).start()
    const snapshot = await waitFor(actor, (s) => s.status === "done")
    expect(snapshot.value).toBe("soldOut")
    expect(snapshot.context.outcome).toBe("sold out")
  })

  it("interrupts the fiber when the actor is stopped", async () => {
    const runtime = makeRuntime()
    const started = Deferred.makeUnsafe<void>()
    const interrupted = Deferred.makeUnsafe<void>()
    const logic = fromEffect(runtime, () =>
      Deferred.succeed(started, undefined).pipe(
        Effect.andThen(Effect.never),
        Effect.onInterrupt(() => Deferred.succeed(interrupted, undefined))
      )
    )
    const actor = createActor(logic).start()
    await Effect.runPromise(Deferred.await(started))
    actor.stop()
    await Effect.runPromise(Deferred.await(interrupted).pipe(Effect.timeout("1 second")))
    expect(Deferred.isDoneUnsafe(interrupted)).toBe(true)
  })

  it("interrupts the invoked effect when the machine leaves the state", async () => {
    const runtime = makeRuntime()
    const started = Deferred.makeUnsafe<void>()
    const interrupted = Deferred.makeUnsafe<void>()
    const machine = setup({
      actors: {
        slow: fromEffect(runtime, () =>
          Deferred.succeed(started, undefined).pipe(
            Effect.andThen(Effect.never),
            Effect.onInterrupt(() => Deferred.succeed(interrupted, undefined))
          )
        )
      }
    }).createMachine({
      id: "slow",
      initial: "working",
      states: { working: { invoke: { src: "slow" }, on: { CANCEL: "idle" } }, idle: {} }
    })
    const actor = createActor(machine).start()
    await Effect.runPromise(Deferred.await(started))
    actor.send({ type: "CANCEL" })
    await Effect.runPromise(Deferred.await(interrupted).pipe(Effect.timeout("1 second")))
    expect(Deferred.isDoneUnsafe(interrupted)).toBe(true)
    expect(actor.getSnapshot().value).toBe("idle")
  })
})
