import { Deferred, Effect, Fiber } from "effect"
import { describe, expect, it } from "vitest"
import { isBodyLoading, LOADING_CLASS, type LoadingTarget, withBodyLoading } from "../../../src/services/shared/loading-state.ts"

/** Just enough of `document.body` to watch the loading state. */
const fakeBody = () => {
  const classes = new Set<string>()
  const body: LoadingTarget = {
    dataset: {},
    classList: { add: (token) => void classes.add(token), remove: (token) => void classes.delete(token) }
  }
  const loading = () => ({ data: body.dataset.loading, hasClass: classes.has(LOADING_CLASS) })
  return { body, loading }
}

const ON = { data: "true", hasClass: true }
const OFF = { data: undefined, hasClass: false }

describe("withBodyLoading", () => {
  it("marks the body while the request runs and clears it on success", async () => {
    const { body, loading } = fakeBody()
    let during: unknown
    const value = await Effect.runPromise(
      withBodyLoading(
        Effect.sync(() => {
          during = loading()
          return 42
        }),
        body
      )
    )
    expect(value).toBe(42)
    expect(during).toEqual(ON)
    expect(loading()).toEqual(OFF)
    expect(isBodyLoading(body)).toBe(false)
  })

  it("clears the state on failure", async () => {
    const { body, loading } = fakeBody()
    const error = await Effect.runPromise(Effect.flip(withBodyLoading(Effect.fail("nope"), body)))
    expect(error).toBe("nope")
    expect(loading()).toEqual(OFF)
  })

  it("clears the state on a defect", async () => {
    const { body, loading } = fakeBody()
    const exit = await Effect.runPromiseExit(withBodyLoading(Effect.die(new Error("bug")), body))
    expect(exit._tag).toBe("Failure")
    expect(loading()).toEqual(OFF)
  })

  it("clears the state when the request is interrupted", async () => {
    const { body, loading } = fakeBody()
    await Effect.runPromise(
      Effect.gen(function* () {
        const started = yield* Deferred.make<void>()
        const fiber = yield* Effect.forkChild(withBodyLoading(Effect.andThen(Deferred.succeed(started, undefined), Effect.never), body))
        yield* Deferred.await(started)
        expect(loading()).toEqual(ON)
        yield* Fiber.interrupt(fiber)
      })
    )
    expect(loading()).toEqual(OFF)
  })

  it("keeps the state until the last of overlapping requests ends", async () => {
    const { body, loading } = fakeBody()
    await Effect.runPromise(
      Effect.gen(function* () {
        const releaseFirst = yield* Deferred.make<void>()
        const releaseSecond = yield* Deferred.make<void>()
        const first = yield* Effect.forkChild(withBodyLoading(Deferred.await(releaseFirst), body))
        const second = yield* Effect.forkChild(withBodyLoading(Deferred.await(releaseSecond), body))
        yield* Effect.yieldNow
        expect(loading()).toEqual(ON)
        yield* Deferred.succeed(releaseFirst, undefined)
        yield* Fiber.join(first)
        expect(loading()).toEqual(ON)
        yield* Deferred.succeed(releaseSecond, undefined)
        yield* Fiber.join(second)
      })
    )
    expect(loading()).toEqual(OFF)
  })

  it("runs the effect unchanged where there is no document", async () => {
    expect(typeof document).toBe("undefined")
    expect(await Effect.runPromise(withBodyLoading(Effect.succeed("ok")))).toBe("ok")
    expect(isBodyLoading()).toBe(false)
  })
})
