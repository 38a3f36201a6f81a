/**
 * The support desk as src/wiring/helpdesk/desk-wiring.ts wires it: the real paged
 * list, resource and desk-action machines on the real desk calls over a fake
 * fetch, the toasts recorded.
 */
import { Effect, Layer } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, waitFor } from "xstate"
import { TYPING_PING_EVERY_MS } from "../../../src/api/helpdesk/helpdesk.ts"
import { HelpdeskAttachmentId } from "../../../src/api/shared/ids.ts"
import { selectActionFailure } from "../../../src/machines/helpdesk/desk-action.machine.ts"
import { makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import type { FileSaver } from "../../../src/services/shared/file-saver.ts"
import { type AppRuntime, makeAppRuntime } from "../../../src/services/shared/runtime.ts"
import { readyRuntime } from "../../../src/services/shared/lazy-runtime.ts"
import { type ShownToast, Toasts } from "../../../src/services/shared/toasts.ts"
import { makeDeskMachines } from "../../../src/wiring/helpdesk/desk-wiring.ts"
import { makeNotifiers } from "../../../src/wiring/shared/notifiers.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const API = "http://shop.test/api/v1/u"
const TICKET_ID = "5f1b2c3d4e5f6a7b8c9d0e1f"

const SUMMARY = {
  _id: TICKET_ID,
  subject: "Question 3",
  category: "examContent",
  state: "open",
  link: null,
  followUpOf: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
  lastMessage: null,
  unread: 0,
  closedAt: null,
  reopenableUntil: null,
  learner: { _id: "5f1b2c3d4e5f6a7b8c9d0e20", name: "Ada", email: "ada@example.com" },
  assignee: null,
  waitingSince: "2026-11-23T10:00:00.000Z",
  closeReason: null
}
const DETAIL = { ...SUMMARY, messages: [], readUpTo: 0, otherReadUpTo: 0, linked: null }
const MESSAGE = {
  _id: "5f1b2c3d4e5f6a7b8c9d0e22",
  ticketId: TICKET_ID,
  clientId: "client-reply-1",
  seq: 2,
  author: { kind: "agent", name: "Sam" },
  text: "Hi",
  attachments: [],
  internal: false,
  createdAt: "2026-11-23T10:05:00.000Z"
}

const cleanups: Array<() => void | Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const setup = (answer: Answer, now?: () => number, saver?: FileSaver) => {
  const fake = makeFakeFetch(answer)
  const shown: Array<ShownToast> = []
  const runtime: AppRuntime = makeAppRuntime(
    Layer.mergeAll(makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => "tok" }), Toasts.layerRecording(shown))
  )
  cleanups.push(() => runtime.dispose())
  return { fake, shown, machines: makeDeskMachines(runtime, makeNotifiers(readyRuntime(runtime)), now, saver) }
}

const started = <A extends AnyActorRef>(actor: A): A => {
  actor.start()
  cleanups.push(() => void actor.stop())
  return actor
}

const flush = () => Effect.runPromise(Effect.sleep(10))

describe("the desk as wired", () => {
  it("downloads an attachment through the client (with the token) and saves it under its name; a failure is toasted", async () => {
    const saved: Array<{ readonly name: string; readonly type: string; readonly text: string }> = []
    const saver: FileSaver = { save: (bytes, name, type) => void saved.push({ name, type, text: new TextDecoder().decode(bytes) }) }
    const wiring = setup(
      (request) =>
        request.url.endsWith("/desk/attachments/file-1")
          ? new Response(new TextEncoder().encode("%PDF-1.7"), { status: 200, headers: { "content-type": "application/pdf" } })
          : json(404, { _tag: "NotFound", message: "This file was not found." }),
      undefined,
      saver
    )
    wiring.machines.downloadAttachment({ _id: HelpdeskAttachmentId.make("file-1"), name: "invoice.pdf", contentType: "application/pdf", byteSize: 8 })
    await flush()
    expect(saved).toEqual([{ name: "invoice.pdf", type: "application/pdf", text: "%PDF-1.7" }])
    expect(wiring.fake.seen.map((request) => request.url)).toEqual([`${API}/desk/attachments/file-1`])
    wiring.machines.downloadAttachment({ _id: HelpdeskAttachmentId.make("file-2"), name: "gone.png", contentType: "image/png", byteSize: 1 })
    await flush()
    expect(saved).toHaveLength(1)
    expect(wiring.shown.map((toast) => toast.message)).toContain("This file was not found.")
  })

  it("loads a view's page with the view as the filter", async () => {
    const wiring = setup(() => json(200, { data: { docs: [SUMMARY], total: 1, page: 1, perPage: 20 } }))
    const list = started(createActor(wiring.machines.tickets, { input: { filter: "mine", perPage: 20 } }))
    await waitFor(list, (s) => s.matches("ready"))
    expect(wiring.fake.seen.map((r) => [r.url, JSON.parse(r.body ?? "null")])).toEqual([[`${API}/desk/tickets/pagin`, { view: "mine", page: 1, perPage: 20 }]])
  })

  it("each action calls its endpoint; the server's sentence is a toast, a reply has none", async () => {
    const wiring = setup((request) => {
      if (request.url.endsWith("/messages")) return json(200, { data: { message: MESSAGE, ticket: SUMMARY } })
      return json(200, { message: `said: ${request.url.split("/").at(-1)}`, data: DETAIL })
    })
    const action = started(createActor(wiring.machines.action, { input: { ticketId: TICKET_ID } }))
    const actions = [
      { kind: "assign" },
      { kind: "unassign" },
      { kind: "pending" },
      { kind: "reply", clientId: "client-reply-1", text: "Hi", internal: false, attachmentIds: ["5f1b2c3d4e5f6a7b8c9d0e99"] },
      { kind: "close", reason: "Answered." }
    ] as const
    for (const each of actions) {
      action.send({ type: "ACT", action: each })
      await waitFor(action, (s) => s.matches("idle"))
    }
    await flush()
    expect(wiring.fake.seen.map((r) => r.url.replace(`${API}/desk/tickets/${TICKET_ID}/`, ""))).toEqual(["assign", "unassign", "pending", "messages", "close"])
    expect(JSON.parse(wiring.fake.seen[3]!.body ?? "null")).toEqual({
      clientId: "client-reply-1",
      text: "Hi",
      internal: false,
      attachmentIds: ["5f1b2c3d4e5f6a7b8c9d0e99"]
    })
    expect(JSON.parse(wiring.fake.seen[4]!.body ?? "null")).toEqual({ reason: "Answered." })
    expect(wiring.shown.map((toast) => toast.message)).toEqual(["said: assign", "said: unassign", "said: pending", "said: close"])
  })

  it("a refusal stays beside its control, in the server's words, and is not a success toast", async () => {
    const wiring = setup(() => json(409, { _tag: "Conflict", message: "This ticket is closed already." }))
    const action = started(createActor(wiring.machines.action, { input: { ticketId: TICKET_ID } }))
    action.send({ type: "ACT", action: { kind: "close", reason: "Again." } })
    await waitFor(action, (s) => s.matches("failed"))
    expect(selectActionFailure(action.getSnapshot())).toEqual({ kind: "close", message: "This ticket is closed already." })
    expect(wiring.shown).toEqual([])
  })

  it("uploads a file for the next reply, and a refused one rejects with the server's sentence", async () => {
    const stored = { _id: "5f1b2c3d4e5f6a7b8c9d0e99", name: "steps.png", contentType: "image/png", byteSize: 4 }
    const refusal = "Only images (PNG, JPEG) and PDF files can be attached."
    let uploads = 0
    const wiring = setup(() => {
      uploads += 1
      return uploads === 1 ? json(200, { data: stored }) : json(400, { _tag: "Invalid", message: refusal, issues: [] })
    })
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "steps.png", { type: "image/png" })
    await expect(wiring.machines.upload(png)).resolves.toEqual(stored)
    expect(wiring.fake.seen[0]).toMatchObject({ url: `${API}/desk/attachments`, method: "POST" })
    const text = new File(["hello"], "notes.png", { type: "image/png" })
    await expect(wiring.machines.upload(text)).rejects.toMatchObject({ message: refusal })
  })

  it("typing pings a ticket at most every TYPING_PING_EVERY_MS", async () => {
    let clock = 0
    const wiring = setup(
      () => new Response(null, { status: 204 }),
      () => clock
    )
    wiring.machines.pingTyping({ ticketId: TICKET_ID })
    clock = TYPING_PING_EVERY_MS - 1
    wiring.machines.pingTyping({ ticketId: TICKET_ID })
    clock = TYPING_PING_EVERY_MS
    wiring.machines.pingTyping({ ticketId: TICKET_ID })
    await flush()
    expect(wiring.fake.seen.map((r) => r.url)).toEqual([`${API}/desk/tickets/${TICKET_ID}/typing`, `${API}/desk/tickets/${TICKET_ID}/typing`])
  })
})
