import { describe, expect, it } from "vitest"
import { emptySaveQueue, enqueueChange, takeNextSave, type SaveQueue } from "../../../src/domain/attempt/save-queue.ts"
import { clearStoredQueue, queueKey, type QueueStore, readStoredQueue, storedUserId, writeStoredQueue } from "../../../src/services/attempt/attempt-storage.ts"
import { clearStoredSession } from "../../../src/services/shared/token-store.ts"
import { answerOf } from "../../domain/attempt/attempt-ids.ts"

const memoryStore = () => {
  const items = new Map<string, string>()
  const store: QueueStore = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key)
  }
  return { store, items }
}

const change = (qsnId: string, ...answer: Array<string>) => answerOf(qsnId, answer)

const QUEUE: SaveQueue = { ...enqueueChange(enqueueChange(emptySaveQueue(), change("q1", "a")), change("q2", "b")), confirmed: { q0: 1 } }

describe("attempt storage", () => {
  it("keys the queue by learner and attempt", () => {
    expect(queueKey("u1", "att-1")).toBe("attempt-queue:u1:att-1")
  })

  it("writes and reads a queue back", () => {
    const { store, items } = memoryStore()
    writeStoredQueue("u1", "att-1", QUEUE, store)
    expect([...items.keys()]).toEqual(["attempt-queue:u1:att-1"])
    expect(readStoredQueue("u1", "att-1", store)).toEqual(QUEUE)
    // Another learner or attempt sees nothing.
    expect(readStoredQueue("u2", "att-1", store)).toBeNull()
    expect(readStoredQueue("u1", "att-2", store)).toBeNull()
  })

  it("puts a save that was in flight back in front of the line", () => {
    const { store } = memoryStore()
    const sending = takeNextSave(QUEUE).queue
    expect(sending.inFlight?.qsnId).toBe("q1")
    writeStoredQueue("u1", "att-1", sending, store)
    const read = readStoredQueue("u1", "att-1", store)
    expect(read?.inFlight).toBeNull()
    expect(read?.pending.map((save) => save.qsnId)).toEqual(["q1", "q2"])
  })

  it("never hands out a number a waiting save already has", () => {
    const { store, items } = memoryStore()
    items.set(queueKey("u1", "att-1"), JSON.stringify({ ...QUEUE, nextSeq: 1 }))
    expect(readStoredQueue("u1", "att-1", store)?.nextSeq).toBe(3)
  })

  it("treats a corrupt entry as no queue", () => {
    const { store, items } = memoryStore()
    for (const text of [
      "{not json",
      "null",
      "[]",
      JSON.stringify({ ...QUEUE, nextSeq: "2" }),
      JSON.stringify({ ...QUEUE, pending: [{ qsnId: "q1" }] }),
      JSON.stringify({ ...QUEUE, confirmed: { q1: -1 } }),
      JSON.stringify({ ...QUEUE, pending: [{ ...QUEUE.pending[0], seq: 1.5 }] })
    ]) {
      items.set(queueKey("u1", "att-1"), text)
      expect(readStoredQueue("u1", "att-1", store), text).toBeNull()
    }
  })

  it("clears the queue after a submit", () => {
    const { store, items } = memoryStore()
    writeStoredQueue("u1", "att-1", QUEUE, store)
    clearStoredQueue("u1", "att-1", store)
    expect(items.size).toBe(0)
  })

  it("keeps the queue when the learner signs out, so unsent answers survive", () => {
    const { store, items } = memoryStore()
    items.set("userId", "u1")
    writeStoredQueue("u1", "att-1", QUEUE, store)
    clearStoredSession({ cookie: "" }, store)
    expect(items.has("userId")).toBe(false)
    expect(readStoredQueue("u1", "att-1", store)).toEqual(QUEUE)
  })

  it("reads the stored learner id", () => {
    const { store, items } = memoryStore()
    expect(storedUserId(store)).toBeNull()
    items.set("userId", "")
    expect(storedUserId(store)).toBeNull()
    items.set("userId", "u1")
    expect(storedUserId(store)).toBe("u1")
  })

  it("does nothing where storage is missing or throws", () => {
    const throwing: QueueStore = {
      getItem: () => {
        throw new Error("blocked")
      },
      setItem: () => {
        throw new Error("full")
      },
      removeItem: () => {
        throw new Error("blocked")
      }
    }
    expect(() => writeStoredQueue("u1", "att-1", QUEUE, throwing)).not.toThrow()
    expect(readStoredQueue("u1", "att-1", throwing)).toBeNull()
    expect(() => clearStoredQueue("u1", "att-1", throwing)).not.toThrow()
    expect(storedUserId(throwing)).toBeNull()
    expect(readStoredQueue("u1", "att-1", undefined)).toBeNull()
  })
})
