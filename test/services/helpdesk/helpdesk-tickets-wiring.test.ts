/**
 * The learner's ticket lists, the new-ticket form and the header's unread
 * count as src/wiring/helpdesk/helpdesk-tickets-wiring.ts and
 * helpdesk-unread-wiring.ts wire them: the real paged-list, new-ticket and
 * unread machines on the real ticket calls over a fake fetch, a fake
 * session, the toasts and the navigation recorded.
 */
import { Effect, Layer } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { type AnyActorRef, createActor, waitFor } from "xstate"
import { SUBJECT_REQUIRED_MESSAGE } from "../../../src/api/helpdesk/helpdesk.ts"
import { DEFAULT_ATTACHMENT_QUOTA } from "../../../src/api/helpdesk/helpdesk-quota.ts"
import { AttemptId, QuestionId } from "../../../src/api/shared/ids.ts"
import type { SessionSnapshot } from "../../../src/machines/account/session.machine.ts"
import { selectUnreadTickets } from "../../../src/machines/helpdesk/helpdesk-unread.machine.ts"
import { visibleTicketError } from "../../../src/machines/helpdesk/new-ticket.machine.ts"
import { selectListItems, selectListPaging, type TypedPagedListSnapshot } from "../../../src/machines/shared/paged-list.machine.ts"
import { makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { type AppRuntime, makeAppRuntime } from "../../../src/services/shared/runtime.ts"
import { readyRuntime } from "../../../src/services/shared/lazy-runtime.ts"
import { type ShownToast, Toasts } from "../../../src/services/shared/toasts.ts"
import type { SessionFeed } from "../../../src/wiring/shared/session-following.ts"
import { startHelpdeskUnread } from "../../../src/wiring/helpdesk/helpdesk-unread-wiring.ts"
import { makeTicketMachines } from "../../../src/wiring/helpdesk/helpdesk-tickets-wiring.ts"
import { makeNotifiers } from "../../../src/wiring/shared/notifiers.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const API = "http://shop.test/api/v1/u"
const TICKET_ID = "5f1b2c3d4e5f6a7b8c9d0e1f"
const ATTEMPT_ID = "5f1b2c3d4e5f6a7b8c9d0e31"
const QUESTION_ID = "5f1b2c3d4e5f6a7b8c9d0e32"
const CLIENT_ID = "client-form-0001"
const CREATED_MESSAGE = "Your ticket was created. Our support team will answer here."

const SUMMARY = {
  _id: TICKET_ID,
  subject: "Question 3",
  category: "examContent",
  state: "pending",
  link: null,
  followUpOf: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:05:00.000Z",
  lastMessage: { author: { kind: "agent", name: "Sam" }, text: "We are checking.", createdAt: "2026-11-23T10:05:00.000Z" },
  unread: 1,
  closedAt: null,
  reopenableUntil: null
}
const DETAIL = { ...SUMMARY, state: "open", unread: 0, messages: [], readUpTo: 0, otherReadUpTo: 0 }
const ATTACHMENT = { _id: "5f1b2c3d4e5f6a7b8c9d0e40", name: "screen.png", contentType: "image/png", byteSize: 4 }

const cleanups: Array<() => void | Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const setup = (answer: Answer) => {
  const fake = makeFakeFetch(answer)
  const shown: Array<ShownToast> = []
  const visited: Array<string> = []
  const runtime: AppRuntime = makeAppRuntime(
    Layer.mergeAll(makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => "tok" }), Toasts.layerRecording(shown))
  )
  cleanups.push(() => runtime.dispose())
  const machines = makeTicketMachines(runtime, makeNotifiers(readyRuntime(runtime)), {
    newClientId: () => CLIENT_ID,
    navigate: (to) => void visited.push(to)
  })
  return { fake, shown, visited, runtime, machines }
}

const started = <A extends AnyActorRef>(actor: A): A => {
  actor.start()
  cleanups.push(() => void actor.stop())
  return actor
}

const flush = () => Effect.runPromise(Effect.sleep(10))

describe("the learner's ticket lists as wired", () => {
  it("asks for the active view a page at a time and the closed view when the filter changes", async () => {
    const wiring = setup((request) => {
      const body = JSON.parse(request.body ?? "{}") as { view: string; page: number }
      return json(200, { data: { docs: body.view === "active" ? [SUMMARY] : [], total: body.view === "active" ? 11 : 0, page: body.page, perPage: 10 } })
    })
    const list = started(createActor(wiring.machines.tickets, { input: { filter: "active" as const, perPage: 10 } }))
    await waitFor(list, (s) => s.matches("ready"))
    const typed = () => list.getSnapshot() as TypedPagedListSnapshot<"active" | "closed", typeof SUMMARY>
    expect(wiring.fake.seen[0]!.url).toBe(`${API}/helpdesk/tickets/pagin`)
    expect(wiring.fake.seen[0]!.method).toBe("POST")
    expect(wiring.fake.seen[0]!.headers.get("x-access-token")).toBe("tok")
    expect(JSON.parse(wiring.fake.seen[0]!.body ?? "null")).toEqual({ view: "active", page: 1, perPage: 10 })
    expect(selectListItems(typed()).map((ticket) => ticket.subject)).toEqual(["Question 3"])
    expect(selectListPaging(list.getSnapshot())).toEqual({ page: 1, pages: 2, total: 11 })

    list.send({ type: "GO_TO_PAGE", page: 2 })
    await waitFor(list, (s) => s.matches("ready") && s.context.request.page === 2)
    expect(JSON.parse(wiring.fake.seen[1]!.body ?? "null")).toEqual({ view: "active", page: 2, perPage: 10 })

    list.send({ type: "SET_FILTER", filter: "closed" })
    await waitFor(list, (s) => s.matches("ready") && s.context.request.filter === "closed")
    expect(JSON.parse(wiring.fake.seen[2]!.body ?? "null")).toEqual({ view: "closed", page: 1, perPage: 10 })
    expect(selectListItems(typed())).toEqual([])
  })

  it("a refused list load keeps the server's sentence for the failure state", async () => {
    const wiring = setup(() => json(401, { _tag: "Unauthorized", message: "Please sign in again." }))
    const list = started(createActor(wiring.machines.tickets, { input: { filter: "closed" as const, perPage: 10 } }))
    await waitFor(list, (s) => !s.matches("loading"))
    expect(list.getSnapshot().context.failureMessage).not.toBeNull()
  })
})

describe("the new-ticket form as wired", () => {
  it("asks the quota, uploads the file, creates the ticket with the form's clientId and the linked question, toasts the server's sentence and opens the chat", async () => {
    const wiring = setup((request) =>
      request.url.endsWith("/helpdesk/attachment-quota")
        ? json(200, { data: { ...DEFAULT_ATTACHMENT_QUOTA, usedTodayBytes: 0, usedTotalBytes: 0, ticketUsedBytes: null } })
        : request.url.endsWith("/helpdesk/attachments")
          ? json(200, { data: ATTACHMENT })
          : json(200, { message: CREATED_MESSAGE, data: DETAIL })
    )
    const setupForm = wiring.machines.newTicket({
      link: { kind: "question", attemptId: AttemptId.make(ATTEMPT_ID), questionId: QuestionId.make(QUESTION_ID) },
      followUpOf: null
    })
    expect(setupForm.input.clientId).toBe(CLIENT_ID)
    const form = started(createActor(setupForm.logic, { input: setupForm.input }))
    form.send({ type: "CHANGED", field: "subject", value: "Answer key looks wrong" })
    form.send({ type: "CHANGED", field: "text", value: "Option A is right." })
    form.send({ type: "FILE", file: new File([new Uint8Array([137, 80, 78, 71])], "screen.png", { type: "image/png" }) })
    form.send({ type: "SUBMIT" })
    form.send({ type: "SUBMIT" })
    await waitFor(form, (s) => s.status === "done")
    await flush()

    expect(wiring.fake.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${API}/helpdesk/attachment-quota`,
      `POST ${API}/helpdesk/attachments`,
      `POST ${API}/helpdesk/tickets`
    ])
    expect(JSON.parse(wiring.fake.seen[2]!.body ?? "null")).toEqual({
      subject: "Answer key looks wrong",
      category: "examContent",
      link: { kind: "question", attemptId: ATTEMPT_ID, questionId: QUESTION_ID },
      followUpOf: null,
      message: { clientId: CLIENT_ID, text: "Option A is right.", attachmentIds: [ATTACHMENT._id] }
    })
    // The toasts' code loads with the first toast: wait for it rather than for a fixed number of turns.
    await vi.waitFor(() => expect(wiring.shown).toEqual([{ kind: "success", message: CREATED_MESSAGE }]))
    expect(wiring.visited).toEqual([`/helpdesk/chat/${TICKET_ID}`])
  })

  it("a refusal puts the server's sentence under its field, opens nothing, and the retry keeps the clientId", async () => {
    let calls = 0
    const wiring = setup(() => {
      calls += 1
      return calls === 1
        ? json(400, { _tag: "Invalid", message: SUBJECT_REQUIRED_MESSAGE, issues: [{ path: "subject", message: SUBJECT_REQUIRED_MESSAGE }] })
        : json(200, { message: CREATED_MESSAGE, data: DETAIL })
    })
    const setupForm = wiring.machines.newTicket({ link: null, followUpOf: null })
    const form = started(createActor(setupForm.logic, { input: setupForm.input }))
    form.send({ type: "CHANGED", field: "subject", value: "Refund" })
    form.send({ type: "CHANGED", field: "text", value: "Please refund order 12." })
    form.send({ type: "SUBMIT" })
    await waitFor(form, (s) => s.matches("editing") && calls === 1)
    await flush()
    expect(visibleTicketError("subject")(form.getSnapshot())).toBe(SUBJECT_REQUIRED_MESSAGE)
    expect(wiring.visited).toEqual([])

    form.send({ type: "CHANGED", field: "subject", value: "Refund please" })
    form.send({ type: "SUBMIT" })
    await waitFor(form, (s) => s.status === "done")
    await flush()
    const bodies = wiring.fake.seen.map((request) => JSON.parse(request.body ?? "null") as { message: { clientId: string } })
    expect(bodies.map((body) => body.message.clientId)).toEqual([CLIENT_ID, CLIENT_ID])
    expect(wiring.visited).toEqual([`/helpdesk/chat/${TICKET_ID}`])
  })
})

/** A session that is only what the unread wiring reads of it: signed in or not, as whom, with which role. */
const fakeSession = () => {
  const listeners = new Set<(snapshot: SessionSnapshot) => void>()
  const snapshotOf = (isLogin: boolean, userId: string, role: string): SessionSnapshot =>
    ({ context: { isLogin, profile: null, userInfo: isLogin ? { _id: userId, role } : null }, matches: () => false }) as unknown as SessionSnapshot
  let current = snapshotOf(false, "", "user")
  const feed: SessionFeed = {
    getSnapshot: () => current,
    subscribe: (listener) => {
      listeners.add(listener)
      return { unsubscribe: () => void listeners.delete(listener) }
    }
  }
  const become = (isLogin: boolean, userId = "u1", role = "user") => {
    current = snapshotOf(isLogin, userId, role)
    for (const listener of listeners) listener(current)
  }
  return { feed, become }
}

describe("the header's helpdesk count as wired", () => {
  it("loads GET /helpdesk/unread for a signed-in learner, never for an agent, and forgets it on sign-out", async () => {
    const wiring = setup(() => json(200, { data: { tickets: 2, messages: 3 } }))
    const session = fakeSession()
    const unread = startHelpdeskUnread(readyRuntime(wiring.runtime), session.feed)
    cleanups.push(() => void unread.stop())
    expect(selectUnreadTickets(unread.getSnapshot())).toBe(0)
    expect(wiring.fake.seen).toEqual([])

    session.become(true, "u1")
    await waitFor(unread, (s) => selectUnreadTickets(s) === 2)
    expect(wiring.fake.seen.map((request) => `${request.method} ${request.url}`)).toEqual([`GET ${API}/helpdesk/unread`])
    expect(wiring.fake.seen[0]!.headers.get("x-access-token")).toBe("tok")

    session.become(false)
    await waitFor(unread, (s) => selectUnreadTickets(s) === 0)

    session.become(true, "agent-1", "agent")
    await flush()
    expect(selectUnreadTickets(unread.getSnapshot())).toBe(0)
    expect(wiring.fake.seen).toHaveLength(1)
  })
})
