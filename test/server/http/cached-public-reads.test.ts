/**
 * The cache step of the global middleware (cached-public-reads.ts) over a
 * stand-in store: requests for a read being filled wait for that fill
 * instead of each running the call; an answer that is not kept (an error,
 * or the data changed during the read) leaves each waiter to run the call
 * itself, so nobody gets an answer read before a change they came after.
 */
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { describe, expect, it } from "vitest"
import type { CachedRead } from "../../../server/platform/cache/public-reads.ts"
import { answerPublicReadsFromCache } from "../../../server/platform/http/cached-public-reads.ts"

const MENU = "http://shop.test/api/v1/u/public/get/menu"

/** A store like PublicReads: a generation that a change bumps, entries kept only if it did not move. */
const store = () => {
  const entries = new Map<string, CachedRead>()
  let generation = 0
  return {
    reads: {
      lookup: (key: string) => entries.get(key),
      begin: () => generation,
      store: (since: number, key: string, contentType: string, bytes: Uint8Array) => {
        if (since !== generation) return undefined
        const read: CachedRead = { contentType, bytes, tags: { identity: '"t"', br: '"t-br"', gzip: '"t-gzip"' }, copies: {} }
        entries.set(key, read)
        return read
      },
      size: () => entries.size,
      forget: Effect.sync(() => entries.clear())
    },
    change: () => {
      generation++
      entries.clear()
    }
  }
}

const run = (step: ReturnType<typeof answerPublicReadsFromCache>, inner: Effect.Effect<HttpServerResponse.HttpServerResponse>) =>
  Effect.runPromise(
    Effect.provideService(step(inner), HttpServerRequest.HttpServerRequest, HttpServerRequest.fromWeb(new Request(MENU))).pipe(
      Effect.flatMap((response) =>
        Effect.promise(async () => {
          const web = HttpServerResponse.toWeb(response)
          return `${web.status} ${await web.text()}`
        })
      )
    )
  )

describe("the cache step", () => {
  it("runs the call once for requests arriving while it is read, and answers them all from it", async () => {
    const { reads } = store()
    const step = answerPublicReadsFromCache(reads)
    let calls = 0
    const inner = Effect.sync(() => ++calls).pipe(
      Effect.delay("30 millis"),
      Effect.map((n) => HttpServerResponse.text(`{"data":${n}}`, { contentType: "application/json" }))
    )
    const answers = await Promise.all(Array.from({ length: 10 }, () => run(step, inner)))
    expect(calls).toBe(1)
    expect(new Set(answers)).toEqual(new Set(['200 {"data":1}']))
    expect(await run(step, inner)).toBe('200 {"data":1}')
    expect(calls).toBe(1)
  })

  it("lets each waiter run the call when the read is not kept: an error, or a change during the read", async () => {
    const { reads, change } = store()
    const step = answerPublicReadsFromCache(reads)
    let calls = 0
    const missing = Effect.sync(() => ++calls).pipe(
      Effect.delay("30 millis"),
      Effect.map(() => HttpServerResponse.text('{"message":"no"}', { status: 404, contentType: "application/json" }))
    )
    await Promise.all(Array.from({ length: 5 }, () => run(step, missing)))
    expect(calls).toBe(5)

    calls = 0
    const changedMeanwhile = Effect.sync(() => ++calls).pipe(
      Effect.tap((n) => Effect.sync(() => n === 1 && change())),
      Effect.delay("30 millis"),
      Effect.map((n) => HttpServerResponse.text(`{"data":${n}}`, { contentType: "application/json" }))
    )
    const answers = await Promise.all(Array.from({ length: 4 }, () => run(step, changedMeanwhile)))
    // The first read saw the data before the change: not kept, so the three that waited read again.
    expect(calls).toBe(4)
    expect(answers).toContain('200 {"data":1}')
    expect(reads.size()).toBe(0)
    // The next request fills the cache again.
    expect(await run(step, changedMeanwhile)).toBe('200 {"data":5}')
    expect(reads.size()).toBe(1)
  })
})
