import { describe, expect, it } from "vitest"
import type { Outbox } from "../../../src/domain/helpdesk/chat-log.ts"
import { outboxKey, type QueueStore, readStoredOutbox, writeStoredOutbox } from "../../../src/services/helpdesk/chat-queue-storage.ts"

const memoryStore = (): QueueStore & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key)
  }
}

const OUTBOX: Outbox = [
  { clientId: "client-0001", text: "first", attachments: [], createdAt: "2026-11-23T10:00:00.000Z", status: "queued", error: null },
  {
    clientId: "client-0002",
    text: "",
    attachments: [{ _id: "att-1" as never, name: "screen.png", contentType: "image/png", byteSize: 1200 }],
    createdAt: "2026-11-23T10:01:00.000Z",
    status: "failed",
    error: "This ticket was closed more than 14 days ago. Please start a follow-up ticket."
  }
]

describe("chat outbox storage", () => {
  it("reads back what it wrote, per person and ticket", () => {
    const store = memoryStore()
    writeStoredOutbox("u1", "t1", OUTBOX, store)
    expect([...store.items.keys()]).toEqual([outboxKey("u1", "t1")])
    expect(readStoredOutbox("u1", "t1", store)).toEqual(OUTBOX)
    expect(readStoredOutbox("u2", "t1", store)).toEqual([])
    expect(readStoredOutbox("u1", "t2", store)).toEqual([])
  })

  it("removes the entry once the outbox is empty", () => {
    const store = memoryStore()
    writeStoredOutbox("u1", "t1", OUTBOX, store)
    writeStoredOutbox("u1", "t1", [], store)
    expect(store.items.size).toBe(0)
  })

  it("ignores an entry that is not an outbox (corrupt JSON, a bad clientId, an unknown status)", () => {
    const store = memoryStore()
    for (const text of ["{", JSON.stringify([{ ...OUTBOX[0], clientId: "bad id!" }]), JSON.stringify([{ ...OUTBOX[0], status: "sent" }])]) {
      store.setItem(outboxKey("u1", "t1"), text)
      expect(readStoredOutbox("u1", "t1", store)).toEqual([])
    }
  })

  it("does nothing where storage is blocked", () => {
    const blocked: QueueStore = {
      getItem: () => {
        throw new Error("blocked")
      },
      setItem: () => {
        throw new Error("blocked")
      },
      removeItem: () => {
        throw new Error("blocked")
      }
    }
    expect(() => writeStoredOutbox("u1", "t1", OUTBOX, blocked)).not.toThrow()
    expect(readStoredOutbox("u1", "t1", blocked)).toEqual([])
  })
})
