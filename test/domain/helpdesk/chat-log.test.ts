import { describe, expect, it } from "vitest"
import { backoffMs, enqueueMessage, markFailed, markQueued, mergeMessages, nextToSend, withoutStored } from "../../../src/domain/helpdesk/chat-log.ts"
import { messageOf } from "../../machines/helpdesk/chat-fixtures.ts"

const item = (clientId: string) => ({ clientId, text: clientId, attachments: [], createdAt: "2026-11-23T10:00:00.000Z" })

describe("chat log", () => {
  it("merges by seq and adds a message once, known by id or by clientId", () => {
    const log = [messageOf(1, "c-1"), messageOf(3, "c-3")]
    const merged = mergeMessages(log, [messageOf(2, "c-2"), messageOf(3, "c-3"), { ...messageOf(9, "c-1") }, messageOf(2, "c-2")])
    expect(merged.map((message) => message.seq)).toEqual([1, 2, 3])
    expect(mergeMessages(log, [messageOf(1, "c-1")])).toBe(log)
  })

  it("queues once per clientId and sends the first queued in the order written", () => {
    let outbox = enqueueMessage([], item("a-000001"))
    outbox = enqueueMessage(outbox, item("b-000002"))
    outbox = enqueueMessage(outbox, item("a-000001"))
    expect(outbox.map((queued) => queued.clientId)).toEqual(["a-000001", "b-000002"])
    outbox = markFailed(outbox, "a-000001", "No.")
    expect(nextToSend(outbox)?.clientId).toBe("b-000002")
    outbox = markQueued(outbox, "a-000001")
    expect(nextToSend(outbox)).toMatchObject({ clientId: "a-000001", error: null })
  })

  it("drops from the outbox what the log holds now", () => {
    const outbox = enqueueMessage(enqueueMessage([], item("a-000001")), item("b-000002"))
    expect(withoutStored(outbox, [messageOf(4, "a-000001")]).map((queued) => queued.clientId)).toEqual(["b-000002"])
  })

  it("backs off 1 s, 2 s, 4 s … at most 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })
})
