import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { CHUNK_LOAD_TIMEOUT_MS } from "../../../src/domain/shared/constants.ts"
import {
  ChunkLoadError,
  CSS_CHUNK_LOAD_FAILED,
  CssChunkLoadError,
  installPreloadErrorHandler,
  loadChunk,
  PRELOAD_ERROR_EVENT,
  type ChunkFailure
} from "../../../src/services/shared/lazy-route.ts"

describe("loadChunk", () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it("resolves with the module", async () => {
    const module = { default: "ExamList" }
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module)
  })

  it("fails with ChunkLoadError after 120 seconds", async () => {
    const pending = loadChunk(() => new Promise<never>(() => {}))
    const settled = pending.then(
      () => "resolved",
      (error: unknown) => error
    )
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    let done = false
    void settled.then(() => {
      done = true
    })
    await Promise.resolve()
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await settled
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect((error as Error).name).toBe("ChunkLoadError")
  })

  it("does not time out a chunk that loaded, and clears its timer", async () => {
    await loadChunk(() => Promise.resolve("ok"))
    expect(vi.getTimerCount()).toBe(0)
  })

  it("fails with ChunkLoadError, keeping the cause, when the import fails", async () => {
    const cause = new TypeError("Failed to fetch dynamically imported module: /assets/exam-list.js")
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect((error as ChunkLoadError).name).toBe("ChunkLoadError")
    expect((error as ChunkLoadError).cause).toBe(cause)
  })

  it("fails with ChunkLoadError when the loader throws synchronously", async () => {
    const error = await loadChunk(() => {
      throw new Error("no")
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChunkLoadError)
  })

  it("fails with CSS_CHUNK_LOAD_FAILED when the chunk's stylesheet fails", async () => {
    const cause = new Error("Unable to preload CSS for http://shop.test/assets/exam-list.css")
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CssChunkLoadError)
    expect(error).toMatchObject({ name: CSS_CHUNK_LOAD_FAILED, code: CSS_CHUNK_LOAD_FAILED, cause })
  })
})

describe("installPreloadErrorHandler", () => {
  it("reports vite:preloadError events as named failures and can be removed", () => {
    const target = new EventTarget()
    const reported: Array<ChunkFailure> = []
    const uninstall = installPreloadErrorHandler(target, (failure) => void reported.push(failure))
    const cssEvent = Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), {
      payload: new Error("Unable to preload CSS for /assets/a.css")
    })
    target.dispatchEvent(cssEvent)
    target.dispatchEvent(Object.assign(new Event(PRELOAD_ERROR_EVENT), { payload: new TypeError("Failed to fetch") }))
    // The import must still reject, so the handler leaves the default alone.
    expect(cssEvent.defaultPrevented).toBe(false)
    uninstall()
    target.dispatchEvent(Object.assign(new Event(PRELOAD_ERROR_EVENT), { payload: new Error("later") }))
    expect(reported.map((failure) => failure.name)).toEqual([CSS_CHUNK_LOAD_FAILED, "ChunkLoadError"])
  })
})
