import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { changeTicket, closeTicket, deskCounts, deskPage, deskReply, deskTicket, markRead, typing } from "../../../src/services/helpdesk/desk-calls.ts"
import { type ApiClient, makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const BASE = "http://shop.test"
const API = `${BASE}/api/v1/u`
const TICKET_ID = "5f1b2c3d4e5f6a7b8c9d0e1f"
const LEARNER_ID = "5f1b2c3d4e5f6a7b8c9d0e20"
const AGENT_ID = "5f1b2c3d4e5f6a7b8c9d0e21"

const setup = (answer: Answer) => {
  const fake = makeFakeFetch(answer)
  const layer = makeApiClientLayer(BASE, { fetch: fake.fetch, readToken: () => "agent-token" })
  const run = <A, E>(effect: Effect.Effect<A, E, ApiClient>) => Effect.runPromise(Effect.result(Effect.provide(effect, layer)))
  return { seen: fake.seen, run }
}

/** As the server writes them (JSON): the brands are the decoder's business. */
const SUMMARY = {
  _id: TICKET_ID,
  subject: "Question 3 marks my right answer wrong",
  category: "examContent",
  state: "open",
  link: null,
  followUpOf: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
  lastMessage: { author: { kind: "learner", name: "Ada" }, text: "Please check", createdAt: "2026-11-23T10:00:00.000Z" },
  unread: 1,
  closedAt: null,
  reopenableUntil: null,
  learner: { _id: LEARNER_ID, name: "Ada", email: "ada@example.com" },
  assignee: null,
  waitingSince: "2026-11-23T10:00:00.000Z",
  closeReason: null
}

const NOTE = {
  _id: "5f1b2c3d4e5f6a7b8c9d0e22",
  ticketId: TICKET_ID,
  clientId: "client-note-1",
  seq: 2,
  author: { kind: "agent", name: "Sam Support" },
  text: "Checked the key: option B is right.",
  attachments: [],
  internal: true,
  createdAt: "2026-11-23T10:05:00.000Z"
}

const DETAIL = { ...SUMMARY, messages: [NOTE], readUpTo: 1, otherReadUpTo: 0, linked: null }
const COUNTS = { unassigned: 3, mineUnreadTickets: 1, mineUnreadMessages: 2 }

describe("desk calls", () => {
  it("asks for a page of a view with the agent's token and answers the page", async () => {
    const { seen, run } = setup(() => json(200, { data: { docs: [SUMMARY], total: 21, page: 2, perPage: 10 } }))
    const result = await run(deskPage({ view: "unassigned", page: 2, perPage: 10 }))
    expect(result).toMatchObject({ success: { total: 21, page: 2, docs: [{ _id: TICKET_ID, learner: { email: "ada@example.com" }, assignee: null }] } })
    expect(seen[0]).toMatchObject({ url: `${API}/desk/tickets/pagin`, method: "POST" })
    expect(seen[0]!.headers.get("x-access-token")).toBe("agent-token")
    expect(JSON.parse(seen[0]!.body ?? "null")).toEqual({ view: "unassigned", page: 2, perPage: 10 })
  })

  it("a page that breaks the contract (an unknown state) is a failure, not data", async () => {
    const { run } = setup(() => json(200, { data: { docs: [{ ...SUMMARY, state: "lost" }], total: 1, page: 1, perPage: 10 } }))
    expect((await run(deskPage({ view: "queue", page: 1, perPage: 10 })))._tag).toBe("Failure")
  })

  it("reads one ticket with its internal notes; an unknown one is NotFound with the server's sentence", async () => {
    const found = setup(() => json(200, { data: DETAIL }))
    expect(await found.run(deskTicket({ ticketId: TICKET_ID }))).toMatchObject({ success: { messages: [{ internal: true, seq: 2 }] } })
    expect(found.seen[0]).toMatchObject({ url: `${API}/desk/tickets/${TICKET_ID}`, method: "GET" })
    const missing = setup(() => json(404, { _tag: "NotFound", message: "This ticket was not found." }))
    expect(await missing.run(deskTicket({ ticketId: "a/b" }))).toMatchObject({ failure: { reason: "NotFound", message: "This ticket was not found." } })
    expect(missing.seen[0]!.url).toBe(`${API}/desk/tickets/a%2Fb`)
  })

  it("sends a reply or an internal note with its client id and answers the stored message", async () => {
    const { seen, run } = setup(() => json(200, { data: { message: NOTE, ticket: SUMMARY } }))
    const result = await run(deskReply({ ticketId: TICKET_ID, clientId: "client-note-1", text: "Checked the key.", internal: true }))
    expect(result).toMatchObject({ success: { message: { internal: true, clientId: "client-note-1" }, ticket: { _id: TICKET_ID } } })
    expect(seen[0]).toMatchObject({ url: `${API}/desk/tickets/${TICKET_ID}/messages`, method: "POST" })
    expect(JSON.parse(seen[0]!.body ?? "null")).toEqual({ clientId: "client-note-1", text: "Checked the key.", internal: true, attachmentIds: [] })
  })

  it("a reply to a closed ticket arrives as Conflict with the server's sentence", async () => {
    const message = "This ticket is closed. The learner can reopen it with a new message."
    const { run } = setup(() => json(409, { _tag: "Conflict", message }))
    expect(await run(deskReply({ ticketId: TICKET_ID, clientId: "client-reply-1", text: "Hi", internal: false }))).toMatchObject({
      failure: { reason: "Conflict", status: 409, message }
    })
  })

  it("assign, unassign and pending each call their path and answer the sentence beside the ticket", async () => {
    for (const change of ["assign", "unassign", "pending"] as const) {
      const message = `done: ${change}`
      const { seen, run } = setup(() => json(200, { message, data: { ...DETAIL, assignee: { _id: AGENT_ID, name: "Sam Support" } } }))
      expect(await run(changeTicket({ ticketId: TICKET_ID, change }))).toMatchObject({ success: { message, data: { assignee: { name: "Sam Support" } } } })
      expect(seen[0]).toMatchObject({ url: `${API}/desk/tickets/${TICKET_ID}/${change}`, method: "POST" })
    }
  })

  it("closes with the reason; closed already is Conflict", async () => {
    const { seen, run } = setup(() => json(200, { message: "The ticket is closed.", data: { ...DETAIL, state: "closed", closeReason: "Answered" } }))
    expect(await run(closeTicket({ ticketId: TICKET_ID, reason: "Answered" }))).toMatchObject({
      success: { data: { state: "closed", closeReason: "Answered" } }
    })
    expect(seen[0]).toMatchObject({ url: `${API}/desk/tickets/${TICKET_ID}/close`, method: "POST" })
    expect(JSON.parse(seen[0]!.body ?? "null")).toEqual({ reason: "Answered" })
    const again = setup(() => json(409, { _tag: "Conflict", message: "This ticket is closed already." }))
    expect(await again.run(closeTicket({ ticketId: TICKET_ID, reason: "Answered" }))).toMatchObject({
      failure: { reason: "Conflict", message: "This ticket is closed already." }
    })
  })

  it("an empty close reason is refused in the browser by the contract, before any request", async () => {
    const { seen, run } = setup(() => json(200, {}))
    expect((await run(closeTicket({ ticketId: TICKET_ID, reason: "" })))._tag).toBe("Failure")
    expect(seen).toHaveLength(0)
  })

  it("moves the read marker and answers the counts; reads the counts; sends a typing ping", async () => {
    const read = setup(() => json(200, { data: COUNTS }))
    expect(await read.run(markRead({ ticketId: TICKET_ID, upTo: 4 }))).toMatchObject({ success: COUNTS })
    expect(read.seen[0]).toMatchObject({ url: `${API}/desk/tickets/${TICKET_ID}/read`, method: "POST" })
    expect(JSON.parse(read.seen[0]!.body ?? "null")).toEqual({ upTo: 4 })
    const counts = setup(() => json(200, { data: COUNTS }))
    expect(await counts.run(deskCounts())).toMatchObject({ success: COUNTS })
    expect(counts.seen[0]).toMatchObject({ url: `${API}/desk/counts`, method: "GET" })
    const ping = setup(() => new Response(null, { status: 204 }))
    expect((await ping.run(typing({ ticketId: TICKET_ID })))._tag).toBe("Success")
    expect(ping.seen[0]).toMatchObject({ url: `${API}/desk/tickets/${TICKET_ID}/typing`, method: "POST" })
  })

  it("a learner's token is refused with the server's 403 sentence", async () => {
    const { run } = setup(() => json(403, { _tag: "Forbidden", message: "The support desk is for the support team." }))
    expect(await run(deskCounts())).toMatchObject({ failure: { status: 403 } })
  })
})
