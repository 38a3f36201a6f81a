import { describe, expect, it } from "vitest"
import { createActor, fromPromise, fromEventObservable, waitFor } from "xstate"
import type { SentMessage } from "../../../src/api/helpdesk/helpdesk.ts"
import type { Outbox } from "../../../src/domain/helpdesk/chat-log.ts"
import { type ChatEvent, type ChatSend, chatMachine, type ChatTicketDetail, selectConnection, selectRows } from "../../../src/machines/helpdesk/chat.machine.ts"
import { detailOf, EXPIRED, FIRST, messageEvent, messageOf, REPLY, sentOf, TICKET_ID, TOO_MANY, UNREACHABLE } from "./chat-fixtures.ts"

interface FakeStream {
  opened: number
  emit: (event: ChatEvent) => void
  fail: () => void
}

const fakeStream = (): FakeStream => {
  const stream: FakeStream = {
    opened: 0,
    emit: () => {},
    fail: () => {}
  }
  return stream
}

interface StartOptions {
  readonly send?: (message: ChatSend) => Promise<SentMessage>
  readonly load?: () => Promise<ChatTicketDetail>
  readonly storedOutbox?: Outbox
  readonly online?: boolean
  readonly visible?: boolean
}

const start = (options: StartOptions = {}) => {
  const sent: Array<ChatSend> = []
  const persisted: Array<Outbox> = []
  const reads: Array<number> = []
  const pings: Array<string> = []
  const stream = fakeStream()
  let nextId = 0
  const logic = chatMachine.provide({
    actors: {
      loadTicket: fromPromise(options.load ?? (async () => detailOf([FIRST]))),
      sendMessage: fromPromise(({ input }) => {
        sent.push(input)
        return (options.send ?? (async (message) => sentOf(messageOf(10 + sent.length, message.clientId))))(input)
      }),
      markRead: fromPromise(async ({ input }) => void reads.push(input.upTo)),
      closeTicket: fromPromise(async () => ({ message: "Closed.", data: detailOf([FIRST], "closed") })),
      liveEvents: fromEventObservable<ChatEvent, { readonly ticketId: string }>(() => ({
        subscribe: (observer) => {
          stream.opened += 1
          const next = typeof observer === "function" ? observer : observer.next?.bind(observer)
          const error = typeof observer === "function" ? undefined : observer.error?.bind(observer)
          stream.emit = (event) => next?.(event)
          stream.fail = () => error?.(new Error("closed"))
          return {
            unsubscribe: () => {
              stream.emit = () => {}
            }
          }
        }
      }))
    },
    actions: {
      newMessage: ({ self }, params) =>
        self.send({
          type: "QUEUE",
          message: { clientId: `client-${++nextId}`, text: params.text, attachments: params.attachments, createdAt: "2026-11-23T11:00:00.000Z" }
        }),
      persistOutbox: (_, params) => void persisted.push(params.outbox),
      pingTyping: (_, params) => void pings.push(params.ticketId)
    },
    delays: { reconnectDelay: 5, sendRetryDelay: 5, typingShownFor: 30 }
  })
  const actor = createActor(logic, {
    input: {
      ticketId: TICKET_ID,
      side: "learner",
      ...(options.storedOutbox === undefined ? {} : { storedOutbox: options.storedOutbox }),
      online: options.online ?? true,
      visible: options.visible ?? true
    }
  }).start()
  return { actor, sent, persisted, reads, pings, stream }
}

type Started = ReturnType<typeof start>
const drained = (actor: Started["actor"]) =>
  waitFor(actor, (s) => s.context.outbox.length === 0 && s.matches({ outbox: "idle" }) && s.matches({ history: "ready" }), { timeout: 2000 })

describe("chatMachine behaviour", () => {
  it("loads the history and goes live when the stream connects (then reloads what it may have missed)", async () => {
    let loads = 0
    const { actor, stream } = start({
      load: async () => {
        loads += 1
        return detailOf([FIRST])
      }
    })
    await waitFor(actor, (s) => s.matches({ history: "ready" }))
    expect(selectConnection(actor.getSnapshot())).toBe("connecting")
    stream.emit({ type: "events.connected" })
    expect(selectConnection(actor.getSnapshot())).toBe("live")
    await waitFor(actor, (s) => s.matches({ history: "ready" }))
    expect(loads).toBe(2)
    expect(actor.getSnapshot().context.messages.map((m) => m.seq)).toEqual([1])
  })

  it("queues a message at once, stores it, sends it with its clientId and shows it sent", async () => {
    const { actor, sent, persisted } = start()
    actor.send({ type: "SEND", text: "The timer froze", attachments: [] })
    expect(persisted[0]?.map((item) => [item.clientId, item.text])).toEqual([["client-1", "The timer froze"]])
    expect(selectRows(actor.getSnapshot()).at(-1)).toMatchObject({ kind: "outbox", delivery: "sending" })
    await drained(actor)
    expect(sent).toEqual([{ ticketId: TICKET_ID, clientId: "client-1", text: "The timer froze", attachmentIds: [] }])
    expect(selectRows(actor.getSnapshot()).at(-1)).toMatchObject({ kind: "stored", delivery: "sent", message: { clientId: "client-1" } })
    expect(persisted.at(-1)).toEqual([])
  })

  it("sends nothing for an empty message", () => {
    const { actor, persisted } = start()
    actor.send({ type: "SEND", text: "   ", attachments: [] })
    expect(persisted).toEqual([])
    expect(actor.getSnapshot().context.outbox).toEqual([])
  })

  it("sends a message queued offline exactly once when the browser is back online", async () => {
    const { actor, sent } = start({ online: false })
    expect(selectConnection(actor.getSnapshot())).toBe("offline")
    actor.send({ type: "SEND", text: "written offline", attachments: [] })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toEqual([])
    actor.send({ type: "ONLINE" })
    actor.send({ type: "ONLINE" })
    await drained(actor)
    expect(sent.map((message) => message.clientId)).toEqual(["client-1"])
    expect(actor.getSnapshot().context.messages.filter((m) => m.clientId === "client-1")).toHaveLength(1)
  })

  it("does not double my own message when the stream echoes it (before or after the send's answer)", async () => {
    let answer: (sent: SentMessage) => void = () => {}
    const { actor, stream } = start({ send: () => new Promise((resolve) => (answer = resolve)) })
    await waitFor(actor, (s) => s.matches({ history: "ready" }))
    actor.send({ type: "SEND", text: "hello", attachments: [] })
    const mine = messageOf(2, "client-1")
    stream.emit(messageEvent(mine))
    expect(actor.getSnapshot().context.outbox).toEqual([])
    answer(sentOf(mine))
    await drained(actor)
    stream.emit(messageEvent(mine))
    expect(actor.getSnapshot().context.messages.map((m) => m.seq)).toEqual([1, 2])
    expect(selectRows(actor.getSnapshot())).toHaveLength(2)
  })

  it("merges incoming messages by seq and ignores other tickets' messages", async () => {
    const { actor, stream } = start()
    await waitFor(actor, (s) => s.matches({ history: "ready" }))
    stream.emit(messageEvent(messageOf(4, "c-four", "agent")))
    stream.emit(messageEvent(messageOf(3, "c-three", "agent")))
    stream.emit(messageEvent(messageOf(9, "c-other", "agent"), "t-other"))
    expect(actor.getSnapshot().context.messages.map((m) => m.seq)).toEqual([1, 3, 4])
  })

  it("resumes the outbox a reload stored, in order, failed ones left for a Retry", async () => {
    const storedOutbox: Outbox = [
      { clientId: "stored-1", text: "one", attachments: [], createdAt: "x", status: "queued", error: null },
      { clientId: "stored-2", text: "refused", attachments: [], createdAt: "x", status: "failed", error: "No." },
      { clientId: "stored-3", text: "three", attachments: [], createdAt: "x", status: "queued", error: null }
    ]
    const { actor, sent } = start({ storedOutbox })
    await waitFor(actor, (s) => s.context.outbox.length === 1 && s.matches({ outbox: "idle" }))
    expect(sent.map((message) => message.clientId)).toEqual(["stored-1", "stored-3"])
    expect(selectRows(actor.getSnapshot()).at(-1)).toMatchObject({ kind: "outbox", delivery: "failed", item: { error: "No." } })
    actor.send({ type: "RETRY_MESSAGE", clientId: "stored-2" })
    await drained(actor)
    expect(sent.map((message) => message.clientId)).toEqual(["stored-1", "stored-3", "stored-2"])
  })

  it("retries a send that failed for the network (and a 429) with backoff, with the same clientId", async () => {
    const failures = [UNREACHABLE, TOO_MANY]
    const { actor, sent } = start({
      send: async (message) => {
        const failure = failures.shift()
        if (failure !== undefined) throw failure
        return sentOf(messageOf(5, message.clientId))
      }
    })
    actor.send({ type: "SEND", text: "again", attachments: [] })
    await drained(actor)
    expect(sent.map((message) => message.clientId)).toEqual(["client-1", "client-1", "client-1"])
  })

  it("shows a refused message failed with the server's sentence and the 409 as the chat's notice", async () => {
    const { actor } = start({
      send: async () => {
        throw EXPIRED
      }
    })
    actor.send({ type: "SEND", text: "late", attachments: [] })
    await waitFor(actor, (s) => s.context.outbox[0]?.status === "failed")
    expect(selectRows(actor.getSnapshot()).at(-1)).toMatchObject({ delivery: "failed", item: { error: EXPIRED.message } })
    expect(actor.getSnapshot().context.notice).toBe(EXPIRED.message)
    actor.send({ type: "DISCARD_MESSAGE", clientId: "client-1" })
    expect(actor.getSnapshot().context.outbox).toEqual([])
  })

  it("shows who is typing, and the indicator clears itself", async () => {
    const { actor, stream } = start()
    stream.emit({ type: "helpdeskTyping", payload: { ticketId: FIRST.ticketId, author: { kind: "agent", name: "Support" }, at: "now" } })
    expect(actor.getSnapshot().context.typist?.name).toBe("Support")
    stream.emit(messageEvent(REPLY))
    expect(actor.getSnapshot().context.typist).toBeNull()
    // The reply that ends the typing shows too (found by the browser model: it used to wait for the next reload).
    expect(actor.getSnapshot().context.messages.map((m) => m._id)).toContain(REPLY._id)
    stream.emit({ type: "helpdeskTyping", payload: { ticketId: FIRST.ticketId, author: { kind: "agent", name: "Support" }, at: "now" } })
    await waitFor(actor, (s) => s.context.typist === null && s.matches({ typing: "quiet" }), { timeout: 500 })
  })

  it("marks new messages read while the page is visible, and waits while hidden", async () => {
    const { actor, stream, reads } = start({ visible: false })
    await waitFor(actor, (s) => s.matches({ history: "ready" }))
    stream.emit(messageEvent(REPLY))
    expect(reads).toEqual([])
    actor.send({ type: "VISIBLE" })
    await waitFor(actor, (s) => s.matches({ reading: "idle" }) && reads.length > 0)
    expect(reads).toEqual([2])
  })

  it("follows the ticket's state and the other side's read marker", async () => {
    const { actor, stream } = start()
    await waitFor(actor, (s) => s.matches({ history: "ready" }))
    stream.emit({ type: "helpdeskTicket", payload: { ticketId: FIRST.ticketId, state: "pending", assigneeId: null, updatedAt: "later" } })
    stream.emit({ type: "helpdeskRead", payload: { ticketId: FIRST.ticketId, reader: "agent", upTo: 1 } })
    expect(actor.getSnapshot().context.ticket?.state).toBe("pending")
    expect(selectRows(actor.getSnapshot())[0]).toMatchObject({ seen: true })
  })

  it("reconnects after the stream gives up, with backoff", async () => {
    const { actor, stream } = start()
    stream.fail()
    expect(selectConnection(actor.getSnapshot())).toBe("backoff")
    await waitFor(actor, (s) => s.matches({ connection: "streaming" }))
    expect(stream.opened).toBe(2)
  })

  it("pings typing through its action", () => {
    const { actor, pings } = start()
    actor.send({ type: "TYPED" })
    expect(pings).toEqual([TICKET_ID])
  })
})
