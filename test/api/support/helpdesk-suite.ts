/**
 * The API tests of the helpdesk, written once and run against
 * each database (PGlite and the PostgreSQL server): who may read and write
 * what (learner ↔ learner 404, learners refused on the desk's calls, agents
 * see every ticket), internal notes never in a learner's answer, a
 * duplicate clientId stored once, ordering under concurrent sends, the
 * reopen window and follow-ups, attachments judged by their bytes, unread
 * counts with read markers, the linked question as the agent sees it, and
 * the unread-reply email.
 */
import { CONTROL_CHARACTER_MESSAGE } from "../../../src/api/api.ts"
import { SUBJECT_DIRECTION_CONTROL } from "../../../src/domain/helpdesk/ticket-rules.ts"
import { Effect, Layer, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  ATTACHMENT_FORMAT_MESSAGE,
  ATTACHMENT_NOT_FOUND_MESSAGE,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  type DeskCounts,
  type DeskPage,
  type DeskSentMessage,
  type DeskTicketDetail,
  FOLLOW_UP_NOT_CLOSED_MESSAGE,
  type HelpdeskAttachment,
  REOPEN_EXPIRED_MESSAGE,
  type SentMessage,
  TICKET_NOT_FOUND_MESSAGE,
  type TicketDetail,
  type TicketPage,
  type UnreadCounts
} from "../../../src/api/helpdesk/helpdesk.ts"
import { IMAGE_TOO_MANY_PIXELS_MESSAGE } from "../../../src/api/account/media.ts"
import { AGENTS_ONLY_MESSAGE } from "../../../src/api/shared/security.ts"
import { changeRole } from "../../../server/admin/admin-accounts.ts"
import { CONSOLE_ACTOR } from "../../../server/admin/audit/repository.ts"
import { forgetUnsentFiles, mailDueReplies } from "../../../server/helpdesk/reply-mail.ts"
import { Settings } from "../../../server/platform/config.ts"
import { ALPHA, fixtureTest, type Learner, loadFixture, newLearner, subscribe, TESTS } from "./attempts-fixture.ts"
import { jpegFile, jpegMarkers, pixelBombPng, pixelsOf, pngChunkTypes, pngFile, textChunk } from "./image-files.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"
import { TEST_SCRYPT_COST } from "../../../server/platform/security/password-hasher.ts"

const API = "/api/v1/u"

interface Answer<T> {
  readonly status: number
  readonly body: T & { readonly message?: string; readonly _tag?: string }
  readonly headers: Headers
}

const PNG = new Uint8Array(pngFile(6, 4))
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n")

/** The unread-reply job once, over the test server's database, mailing to its outbox only. */
const mailOnce = mailDueReplies.pipe(
  Effect.provide(
    Layer.succeed(
      Settings,
      Settings.of({
        port: 0,
        dataDir: ":memory:",
        databaseUrl: Option.none(),
        webRoot: "",
        nodeEnv: "test",
        passwordHashCost: TEST_SCRYPT_COST,
        seedDemo: false
      })
    )
  )
)

let clientIds = 0
const clientId = () => `client-${process.pid}-${++clientIds}-${Math.random().toString(36).slice(2, 10)}`

export const describeHelpdesk = (label: string, database: () => TestDatabase) =>
  describe(`the helpdesk on ${label}`, () => {
    let server: TestServer
    let agent: Learner

    beforeAll(async () => {
      server = await startTestServer(database())
      agent = await newAgent()
    })
    afterAll(async () => {
      await server?.close()
    })

    const newAgent = async () => {
      const person = await newLearner(server, "agent")
      await server.query("UPDATE users SET role = 'agent' WHERE id = $1", [person.userId])
      return person
    }

    const call = async <T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<Answer<T>> => {
      const headers: Record<string, string> = {}
      if (token !== undefined) headers["x-access-token"] = token
      let sent: BodyInit | undefined
      if (body instanceof FormData) sent = body
      else if (body !== undefined) {
        headers["content-type"] = "application/json"
        sent = JSON.stringify(body)
      }
      const response = await fetch(server.baseUrl + API + path, { method, headers, body: sent })
      const type = response.headers.get("content-type") ?? ""
      if (!type.includes("json")) {
        const bytes = new Uint8Array(await response.arrayBuffer())
        return { status: response.status, body: { bytes } as unknown as Answer<T>["body"], headers: response.headers }
      }
      const text = await response.text()
      return { status: response.status, body: (text === "" ? {} : JSON.parse(text)) as Answer<T>["body"], headers: response.headers }
    }

    const form = (bytes: Uint8Array, name: string, type: string) => {
      const data = new FormData()
      data.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name)
      return data
    }

    const learnerCalls = (who: Learner) => ({
      page: (view: "active" | "closed", page = 1) => call<{ data: TicketPage }>("POST", "/helpdesk/tickets/pagin", who.token, { page, perPage: 20, view }),
      create: (
        body: Partial<{
          subject: string
          category: string
          link: unknown
          followUpOf: string | null
          text: string
          clientId: string
          attachmentIds: Array<string>
        }> = {}
      ) =>
        call<{ message: string; data: TicketDetail }>("POST", "/helpdesk/tickets", who.token, {
          subject: body.subject ?? "My exam will not start",
          category: body.category ?? "technical",
          link: body.link ?? null,
          followUpOf: body.followUpOf ?? null,
          message: { clientId: body.clientId ?? clientId(), text: body.text ?? "Hello, the test does not start.", attachmentIds: body.attachmentIds ?? [] }
        }),
      ticket: (id: string) => call<{ data: TicketDetail }>("GET", `/helpdesk/tickets/${id}`, who.token),
      send: (id: string, text: string, id2: string = clientId(), attachmentIds: Array<string> = []) =>
        call<{ data: SentMessage }>("POST", `/helpdesk/tickets/${id}/messages`, who.token, { clientId: id2, text, attachmentIds }),
      read: (id: string, upTo: number) => call<{ data: UnreadCounts }>("POST", `/helpdesk/tickets/${id}/read`, who.token, { upTo }),
      close: (id: string) => call<{ message: string; data: TicketDetail }>("POST", `/helpdesk/tickets/${id}/close`, who.token),
      typing: (id: string) => call<unknown>("POST", `/helpdesk/tickets/${id}/typing`, who.token),
      unread: () => call<{ data: UnreadCounts }>("GET", "/helpdesk/unread", who.token),
      upload: (bytes: Uint8Array, name: string, type: string) =>
        call<{ data: HelpdeskAttachment }>("POST", "/helpdesk/attachments", who.token, form(bytes, name, type)),
      download: (id: string) => call<{ bytes: Uint8Array }>("GET", `/helpdesk/attachments/${id}`, who.token)
    })

    const deskCalls = (who: Learner) => ({
      page: (view: string) => call<{ data: DeskPage }>("POST", "/desk/tickets/pagin", who.token, { page: 1, perPage: 100, view }),
      ticket: (id: string) => call<{ data: DeskTicketDetail }>("GET", `/desk/tickets/${id}`, who.token),
      reply: (id: string, text: string, internal = false, id2: string = clientId(), attachmentIds: Array<string> = []) =>
        call<{ data: DeskSentMessage }>("POST", `/desk/tickets/${id}/messages`, who.token, { clientId: id2, text, attachmentIds, internal }),
      assign: (id: string) => call<{ data: DeskTicketDetail }>("POST", `/desk/tickets/${id}/assign`, who.token),
      unassign: (id: string) => call<{ data: DeskTicketDetail }>("POST", `/desk/tickets/${id}/unassign`, who.token),
      pending: (id: string) => call<{ data: DeskTicketDetail }>("POST", `/desk/tickets/${id}/pending`, who.token),
      close: (id: string, reason: string) => call<{ data: DeskTicketDetail }>("POST", `/desk/tickets/${id}/close`, who.token, { reason }),
      read: (id: string, upTo: number) => call<{ data: DeskCounts }>("POST", `/desk/tickets/${id}/read`, who.token, { upTo }),
      counts: () => call<{ data: DeskCounts }>("GET", "/desk/counts", who.token),
      download: (id: string) => call<{ bytes: Uint8Array }>("GET", `/desk/attachments/${id}`, who.token),
      upload: (bytes: Uint8Array, name: string, type: string) =>
        call<{ data: HelpdeskAttachment }>("POST", "/desk/attachments", who.token, form(bytes, name, type))
    })

    const expectRefused = (answer: Answer<unknown>, status: number, message: string) => {
      expect(answer.status).toBe(status)
      expect(answer.body.message).toBe(message)
    }

    const newTicket = async (who: Learner, text = "Hello, the test does not start.") => {
      const created = await learnerCalls(who).create({ text })
      expect(created.status).toBe(200)
      return created.body.data
    }

    it("creates a ticket with its first message, tags stripped, and lists it as the learner's active ticket", async () => {
      const me = await newLearner(server)
      const created = await learnerCalls(me).create({
        subject: "<b>Billing</b> question",
        category: "billing",
        text: "<p>I was <i>charged</i> twice</p>\n\nThanks"
      })
      expect(created.status).toBe(200)
      const ticket = created.body.data
      expect(ticket).toMatchObject({ subject: "Billing question", category: "billing", state: "open", link: null, followUpOf: null, unread: 0 })
      expect(ticket.messages).toHaveLength(1)
      expect(ticket.messages[0]).toMatchObject({ seq: 1, text: "I was charged twice\n\nThanks", internal: false, author: { kind: "learner" } })
      const page = await learnerCalls(me).page("active")
      expect(page.body.data.docs.map((t) => t._id)).toEqual([ticket._id])
      expect(page.body.data.docs[0]!.lastMessage?.text).toBe("I was charged twice\n\nThanks")
      expect((await learnerCalls(me).page("closed")).body.data.total).toBe(0)
    })

    it("stores subjects, messages, replies, notes, close reasons and file names as plain text: no tag, typed entities as typed", async () => {
      const me = await newLearner(server)
      const created = await learnerCalls(me).create({
        subject: "&lt;script&gt; <<b>script>alert(1)<</b>/script>Refund",
        text: "Hello <img src=x onerror=alert(1)>\n&lt;b&gt;twice&lt;/b&gt; <svg/onload=alert(2)>"
      })
      expect(created.status).toBe(200)
      const ticketId = created.body.data._id
      expect(created.body.data.subject).toBe("&lt;script&gt; Refund")
      expect(created.body.data.messages[0]!.text).toBe("Hello\n&lt;b&gt;twice&lt;/b&gt;")
      const sent = await learnerCalls(me).send(ticketId, "<scr<script>x</script>ipt>alert(1)</script>Any news?")
      expect(sent.status).toBe(400)
      expect(sent.body.message).toBe("Please write a message or attach a file.")
      const file = await deskCalls(agent).upload(PNG, "<img src=x onerror=alert(1)>key.png", "image/png")
      expect(file.body.data.name).toBe("key.png")
      expect(
        (await deskCalls(agent).reply(ticketId, "<b>Refunded</b> <iframe src=//evil.example></iframe>", false, clientId(), [file.body.data._id])).status
      ).toBe(200)
      expect((await deskCalls(agent).reply(ticketId, "<i>note</i><script>x</script>", true)).status).toBe(200)
      expect((await deskCalls(agent).close(ticketId, "Done <img src=x onerror=alert(1)>&amp; refunded")).status).toBe(200)
      const [ticket] = await server.query<{ subject: string; close_reason: string }>("SELECT subject, close_reason FROM tickets WHERE id = $1", [ticketId])
      expect(ticket).toEqual({ subject: "&lt;script&gt; Refund", close_reason: "Done &amp; refunded" })
      const bodies = await server.query<{ body: string }>("SELECT body FROM ticket_messages WHERE ticket_id = $1 ORDER BY seq", [ticketId])
      expect(bodies.map((row) => row.body)).toEqual(["Hello\n&lt;b&gt;twice&lt;/b&gt;", "Refunded", "note"])
      const names = await server.query<{ name: string }>("SELECT name FROM ticket_attachments WHERE id = $1", [file.body.data._id])
      expect(names).toEqual([{ name: "key.png" }])
    })

    it("refuses an empty message and a subject that is only tags, naming the field", async () => {
      const me = await newLearner(server)
      const empty = await learnerCalls(me).create({ text: "<p> </p>" })
      expect(empty.status).toBe(400)
      expect(empty.body.message).toBe("Please write a message or attach a file.")
      const noSubject = await learnerCalls(me).create({ subject: "<i></i>" })
      expect(noSubject.status).toBe(400)
      expect(noSubject.body.message).toBe("Please write a subject.")
      expect(await server.query("SELECT 1 FROM tickets WHERE user_id = $1", [me.userId])).toHaveLength(0)
    })

    it("refuses a subject holding an invisible direction character with its own sentence, storing nothing", async () => {
      const me = await newLearner(server)
      const spoofed = await learnerCalls(me).create({ subject: "Refund \u202eplease" })
      expect(spoofed.status).toBe(400)
      expect(spoofed.body.message).toBe(SUBJECT_DIRECTION_CONTROL)
      expect(await server.query("SELECT 1 FROM tickets WHERE user_id = $1", [me.userId])).toHaveLength(0)
    })

    it("answers another learner's ticket 404 on every call, like an unknown one", async () => {
      const owner = await newLearner(server)
      const other = await newLearner(server)
      const ticket = await newTicket(owner)
      const them = learnerCalls(other)
      for (const answer of [
        await them.ticket(ticket._id),
        await them.send(ticket._id, "let me in"),
        await them.read(ticket._id, 1),
        await them.close(ticket._id),
        await them.typing(ticket._id),
        await them.ticket("no-such-ticket")
      ])
        expectRefused(answer, 404, TICKET_NOT_FOUND_MESSAGE)
      // A NUL character is refused before anything runs.
      expectRefused(await them.ticket(encodeURIComponent("a\u0000b")), 400, CONTROL_CHARACTER_MESSAGE)
      expect((await them.page("active")).body.data.total).toBe(0)
      const follow = await them.create({ followUpOf: ticket._id })
      expect(follow.status).toBe(404)
      expect(await server.query("SELECT 1 FROM ticket_messages WHERE ticket_id = $1", [ticket._id])).toHaveLength(1)
    })

    it("refuses learners on the desk's calls (403) and lets an agent see every learner's ticket", async () => {
      const one = await newLearner(server)
      const two = await newLearner(server)
      const first = await newTicket(one)
      const second = await newTicket(two)
      const desk = deskCalls(one)
      expectRefused(await desk.page("queue"), 403, AGENTS_ONLY_MESSAGE)
      expectRefused(await desk.ticket(first._id), 403, AGENTS_ONLY_MESSAGE)
      expectRefused(await desk.reply(first._id, "I am support now"), 403, AGENTS_ONLY_MESSAGE)
      expect((await call("POST", "/desk/tickets/pagin", undefined, { page: 1, perPage: 10, view: "queue" })).status).toBe(401)
      const queue = await deskCalls(agent).page("queue")
      expect(queue.status).toBe(200)
      const ids = queue.body.data.docs.map((t) => t._id)
      expect(ids).toContain(first._id)
      expect(ids).toContain(second._id)
      // Longest waiting first.
      expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id))
      const seen = await deskCalls(agent).ticket(second._id)
      expect(seen.body.data.learner._id).toBe(two.userId)
      expect(seen.body.data.waitingSince).not.toBeNull()
    })

    it("never shows an internal note to the learner: not in the chat, the list, the unread count or its files", async () => {
      const me = await newLearner(server)
      const ticket = await newTicket(me)
      const file = await deskCalls(agent).upload(PNG, "note.png", "image/png")
      const note = await deskCalls(agent).reply(ticket._id, "Learner seems confused, check billing", true, clientId(), [file.body.data._id])
      expect(note.status).toBe(200)
      expect(note.body.data.message).toMatchObject({ internal: true, seq: 2 })
      expect(note.body.data.ticket.state).toBe("open")
      const mine = (await learnerCalls(me).ticket(ticket._id)).body.data
      expect(mine.messages.map((m) => m.seq)).toEqual([1])
      expect(JSON.stringify(mine)).not.toContain("confused")
      expect(mine.state).toBe("open")
      const listed = (await learnerCalls(me).page("active")).body.data.docs[0]!
      expect(listed.lastMessage?.text).toBe("Hello, the test does not start.")
      expect(listed.unread).toBe(0)
      expect((await learnerCalls(me).unread()).body.data).toEqual({ tickets: 0, messages: 0 })
      expectRefused(await learnerCalls(me).download(file.body.data._id), 404, ATTACHMENT_NOT_FOUND_MESSAGE)
      const desk = (await deskCalls(agent).ticket(ticket._id)).body.data
      expect(desk.messages.map((m) => [m.seq, m.internal])).toEqual([
        [1, false],
        [2, true]
      ])
      // The learner's next message takes the next number; the gap is the note.
      const next = await learnerCalls(me).send(ticket._id, "Any news?")
      expect(next.body.data.message.seq).toBe(3)
    })

    it("publishes messages and state changes to the learner and the agents, never an internal note or typing to its own author", async () => {
      const me = await newLearner(server)
      const helper = await newAgent()
      const ticket = await newTicket(me)
      const eventsOf = (userId: string) =>
        server.query<{ type: string; payload: { ticketId: string; message?: { text: string; internal: boolean }; state?: string } }>(
          "SELECT type, payload FROM events WHERE user_id = $1 AND payload->>'ticketId' = $2 ORDER BY id",
          [userId, ticket._id]
        )
      // Unassigned: every agent hears of the new ticket's first message.
      expect((await eventsOf(helper.userId)).map((e) => e.type)).toEqual(["helpdeskMessage"])
      await deskCalls(helper).reply(ticket._id, "secret note", true)
      await deskCalls(helper).reply(ticket._id, "Public answer")
      await learnerCalls(me).typing(ticket._id)
      await deskCalls(helper).close(ticket._id, "done")
      const learnerEvents = await eventsOf(me.userId)
      expect(learnerEvents.map((e) => e.type)).toEqual(["helpdeskMessage", "helpdeskMessage", "helpdeskTicket", "helpdeskTicket"])
      expect(learnerEvents.map((e) => e.payload.message?.text ?? e.payload.state)).toEqual([
        "Hello, the test does not start.",
        "Public answer",
        "pending",
        "closed"
      ])
      expect(JSON.stringify(learnerEvents)).not.toContain("secret note")
      const agentEvents = await eventsOf(helper.userId)
      expect(agentEvents.map((e) => e.type)).toEqual([
        "helpdeskMessage",
        "helpdeskMessage",
        "helpdeskMessage",
        "helpdeskTicket",
        "helpdeskTyping",
        "helpdeskTicket"
      ])
      expect(agentEvents[1]!.payload.message).toMatchObject({ text: "secret note", internal: true })
    })

    it("stores a message sent twice with the same clientId once and answers the first", async () => {
      const me = await newLearner(server)
      const ticket = await newTicket(me)
      const id = clientId()
      const first = await learnerCalls(me).send(ticket._id, "only once", id)
      const again = await learnerCalls(me).send(ticket._id, "only once (retry with other text)", id)
      expect(first.status).toBe(200)
      expect(again.status).toBe(200)
      expect(again.body.data.message).toEqual(first.body.data.message)
      const rows = await server.query("SELECT 1 FROM ticket_messages WHERE ticket_id = $1 AND client_id = $2", [ticket._id, id])
      expect(rows).toHaveLength(1)
      // Creating twice with the first message's clientId is one ticket too.
      const createId = clientId()
      const a = await learnerCalls(me).create({ clientId: createId })
      const b = await learnerCalls(me).create({ clientId: createId })
      expect(b.body.data._id).toBe(a.body.data._id)
      expect(await server.query("SELECT 1 FROM tickets WHERE user_id = $1 AND client_id = $2", [me.userId, createId])).toHaveLength(1)
    })

    it("numbers 20 concurrent sends 2..21, distinct and in the order stored; retries of them add nothing", async () => {
      const me = await newLearner(server)
      const ticket = await newTicket(me)
      const ids = Array.from({ length: 20 }, () => clientId())
      const answers = await Promise.all(ids.map((id, i) => learnerCalls(me).send(ticket._id, `message ${i}`, id)))
      expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200))
      const seqs = answers.map((a) => a.body.data.message.seq).sort((x, y) => x - y)
      expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 2))
      const retries = await Promise.all(ids.map((id, i) => learnerCalls(me).send(ticket._id, `message ${i}`, id)))
      expect(retries.map((a) => a.body.data.message.seq)).toEqual(answers.map((a) => a.body.data.message.seq))
      const chat = (await learnerCalls(me).ticket(ticket._id)).body.data.messages
      expect(chat.map((m) => m.seq)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1))
      const stored = await server.query<{ seq: number; created_at: Date }>("SELECT seq, created_at FROM ticket_messages WHERE ticket_id = $1 ORDER BY seq", [
        ticket._id
      ])
      expect(stored).toHaveLength(21)
      for (let i = 1; i < stored.length; i++) {
        expect(new Date(stored[i]!.created_at).getTime()).toBeGreaterThanOrEqual(new Date(stored[i - 1]!.created_at).getTime())
      }
    })

    it("reopens a closed ticket with a message within 14 days; after that refuses and takes a follow-up", async () => {
      const me = await newLearner(server)
      const ticket = await newTicket(me)
      const closed = await learnerCalls(me).close(ticket._id)
      expect(closed.status).toBe(200)
      expect(closed.body.data.state).toBe("closed")
      expect(closed.body.data.reopenableUntil).not.toBeNull()
      expect((await learnerCalls(me).page("closed")).body.data.docs.map((t) => t._id)).toEqual([ticket._id])
      await server.query("UPDATE tickets SET closed_at = now() - interval '13 days' WHERE id = $1", [ticket._id])
      const reopened = await learnerCalls(me).send(ticket._id, "It happened again")
      expect(reopened.status).toBe(200)
      expect(reopened.body.data.ticket.state).toBe("open")
      expect(reopened.body.data.ticket.closedAt).toBeNull()

      expect((await learnerCalls(me).close(ticket._id)).status).toBe(200)
      await server.query("UPDATE tickets SET closed_at = now() - interval '15 days' WHERE id = $1", [ticket._id])
      const late = await learnerCalls(me).send(ticket._id, "And again")
      expectRefused(late, 409, REOPEN_EXPIRED_MESSAGE)
      expect((await learnerCalls(me).ticket(ticket._id)).body.data.state).toBe("closed")

      const followUp = await learnerCalls(me).create({ followUpOf: ticket._id, text: "Following up on my old ticket" })
      expect(followUp.status).toBe(200)
      expect(followUp.body.data.followUpOf).toBe(ticket._id)
      // A follow-up is only for a closed ticket.
      expectRefused(await learnerCalls(me).create({ followUpOf: followUp.body.data._id }), 409, FOLLOW_UP_NOT_CLOSED_MESSAGE)
    })

    it("accepts a PNG and a PDF by their bytes, refuses a renamed text file and a file over 5 MB, and serves files to the ticket's participants only", async () => {
      const me = await newLearner(server)
      const other = await newLearner(server)
      const png = await learnerCalls(me).upload(PNG, "screen.png", "image/png")
      expect(png.status).toBe(200)
      expect(png.body.data).toMatchObject({ name: "screen.png", contentType: "image/png" })
      const pdf = await learnerCalls(me).upload(PDF, "invoice.pdf", "application/pdf")
      expect(pdf.body.data.contentType).toBe("application/pdf")
      // A PDF named .png is a PDF.
      expect((await learnerCalls(me).upload(PDF, "looks.png", "image/png")).body.data.contentType).toBe("application/pdf")

      const renamed = await learnerCalls(me).upload(new TextEncoder().encode("just some text, not a picture"), "photo.png", "image/png")
      expectRefused(renamed, 400, ATTACHMENT_FORMAT_MESSAGE)
      const huge = new Uint8Array(5 * 1024 * 1024 + 1)
      huge.set(PNG)
      const tooLarge = await learnerCalls(me).upload(huge, "huge.png", "image/png")
      expect([400, 413]).toContain(tooLarge.status)
      expect(tooLarge.body.message).toBe(ATTACHMENT_TOO_LARGE_MESSAGE)

      // Another learner cannot send my upload, nor read it.
      const ticketOfOther = await newTicket(other)
      expectRefused(await learnerCalls(other).send(ticketOfOther._id, "mine now", clientId(), [png.body.data._id]), 400, ATTACHMENT_NOT_FOUND_MESSAGE)
      expectRefused(await learnerCalls(other).download(png.body.data._id), 404, ATTACHMENT_NOT_FOUND_MESSAGE)

      const ticket = await newTicket(me)
      const sent = await learnerCalls(me).send(ticket._id, "", clientId(), [png.body.data._id, pdf.body.data._id])
      expect(sent.status).toBe(200)
      expect(sent.body.data.message.attachments.map((a) => a.contentType)).toEqual(["image/png", "application/pdf"])
      const mine = await learnerCalls(me).download(pdf.body.data._id)
      expect(mine.status).toBe(200)
      expect(mine.headers.get("content-type")).toBe("application/pdf")
      expect(mine.headers.get("x-content-type-options")).toBe("nosniff")
      expect(Array.from(mine.body.bytes)).toEqual(Array.from(PDF))
      const theirs = await deskCalls(agent).download(png.body.data._id)
      expect(theirs.status).toBe(200)
      expect(theirs.headers.get("content-type")).toBe("image/png")
      expectRefused(await learnerCalls(other).download(pdf.body.data._id), 404, ATTACHMENT_NOT_FOUND_MESSAGE)
      // An <img> or a link sends the `token` cookie, not the header: downloads take it; nothing else does.
      const withCookie = (path: string, token: string, method = "GET") =>
        fetch(server.baseUrl + API + path, { method, headers: { cookie: `token=${encodeURIComponent(token)}` } })
      const byCookie = await withCookie(`/helpdesk/attachments/${png.body.data._id}`, me.token)
      expect(byCookie.status).toBe(200)
      // The stored copy: the picture re-encoded, as long as the upload's answer said.
      const served = new Uint8Array(await byCookie.arrayBuffer())
      expect(served.length).toBe(png.body.data.byteSize)
      expect(await pixelsOf(served)).toEqual(await pixelsOf(PNG))
      expect((await withCookie(`/desk/attachments/${png.body.data._id}`, agent.token)).status).toBe(200)
      expect((await withCookie(`/desk/attachments/${png.body.data._id}`, me.token)).status).toBe(403)
      expect((await withCookie(`/helpdesk/attachments/${png.body.data._id}`, "not-a-token")).status).toBe(401)
      expect((await withCookie("/helpdesk/unread", me.token)).status).toBe(401)
      expect((await withCookie(`/helpdesk/tickets/${ticket._id}/close`, me.token, "POST")).status).toBe(401)
      // Unsent files are forgotten after a day; sent ones stay.
      const stale = await learnerCalls(me).upload(PNG, "stale.png", "image/png")
      await server.query("UPDATE ticket_attachments SET created_at = now() - interval '25 hours' WHERE id = ANY($1)", [
        [stale.body.data._id, png.body.data._id]
      ])
      expect(await server.run(forgetUnsentFiles)).toBeGreaterThanOrEqual(1)
      expectRefused(await learnerCalls(me).download(stale.body.data._id), 404, ATTACHMENT_NOT_FOUND_MESSAGE)
      expect((await learnerCalls(me).download(png.body.data._id)).status).toBe(200)
      // Sent once: a second message cannot carry it again.
      expectRefused(await learnerCalls(me).send(ticket._id, "again", clientId(), [png.body.data._id]), 400, ATTACHMENT_NOT_FOUND_MESSAGE)
    })

    it("stores a picture re-encoded without metadata: no script text chunk, no EXIF; keeps a PDF as sent", async () => {
      const me = await newLearner(server)
      const polyglot = pngFile(10, 10, { extraChunks: [textChunk("Comment", "<html><script>alert(document.cookie)</script></html>")] })
      const png = await learnerCalls(me).upload(polyglot, "screen.png", "image/png")
      expect(png.status).toBe(200)
      const pngBytes = (await learnerCalls(me).download(png.body.data._id)).body.bytes
      expect(pngChunkTypes(pngBytes)).not.toContain("tEXt")
      expect(Buffer.from(pngBytes).includes("<script>")).toBe(false)
      expect(await pixelsOf(pngBytes)).toEqual(await pixelsOf(polyglot))

      const photo = await jpegFile(24, 16, { Make: "Secret Camera Co", Artist: "Ann Example" })
      const jpeg = await deskCalls(agent).upload(photo, "photo.jpg", "image/jpeg")
      expect(jpeg.status).toBe(200)
      const jpegBytes = (await deskCalls(agent).download(jpeg.body.data._id)).body.bytes
      expect(jpegMarkers(jpegBytes)).not.toContain(0xe1)
      expect(Buffer.from(jpegBytes).includes("Secret Camera")).toBe(false)
      expect(jpeg.body.data.byteSize).toBe(jpegBytes.length)

      const pdf = await learnerCalls(me).upload(PDF, "invoice.pdf", "application/pdf")
      expect(Array.from((await learnerCalls(me).download(pdf.body.data._id)).body.bytes)).toEqual(Array.from(PDF))
    })

    it("refuses a 60000 × 60000 pixel PNG and a broken picture with a 400 and a message, storing nothing", async () => {
      const me = await newLearner(server)
      const before = await server.query<{ n: number }>("SELECT count(*)::int AS n FROM ticket_attachments")
      const bomb = await learnerCalls(me).upload(pixelBombPng(60_000, 60_000), "wide.png", "image/png")
      expectRefused(bomb, 400, IMAGE_TOO_MANY_PIXELS_MESSAGE)
      const broken = await deskCalls(agent).upload(
        new Uint8Array([...PNG.subarray(0, 8), ...new TextEncoder().encode("<script>alert(1)</script>")]),
        "x.png",
        "image/png"
      )
      expectRefused(broken, 400, ATTACHMENT_FORMAT_MESSAGE)
      expect(await server.query<{ n: number }>("SELECT count(*)::int AS n FROM ticket_attachments")).toEqual(before)
    })

    it("counts unread replies for the learner and the learner's messages for the agent, cleared by read markers", async () => {
      const me = await newLearner(server)
      const ticket = await newTicket(me)
      const helper = await newAgent()
      const first = await deskCalls(helper).reply(ticket._id, "Could you send a screenshot?")
      expect(first.body.data.ticket).toMatchObject({ state: "pending", assignee: { _id: helper.userId } })
      const second = await deskCalls(helper).reply(ticket._id, "And the browser you use?")
      expect((await learnerCalls(me).unread()).body.data).toEqual({ tickets: 1, messages: 2 })
      const chat = (await learnerCalls(me).ticket(ticket._id)).body.data
      expect(chat.unread).toBe(2)
      expect(chat.state).toBe("pending")
      expect(chat.otherReadUpTo).toBe(second.body.data.message.seq)
      expect((await learnerCalls(me).read(ticket._id, first.body.data.message.seq)).body.data).toEqual({ tickets: 1, messages: 1 })
      // A lower marker changes nothing; a marker past the end stops at the last message.
      expect((await learnerCalls(me).read(ticket._id, 1)).body.data).toEqual({ tickets: 1, messages: 1 })
      expect((await learnerCalls(me).read(ticket._id, 999)).body.data).toEqual({ tickets: 0, messages: 0 })
      expect((await learnerCalls(me).ticket(ticket._id)).body.data.readUpTo).toBe(second.body.data.message.seq)

      await learnerCalls(me).send(ticket._id, "Here it is")
      await learnerCalls(me).send(ticket._id, "Chrome 130")
      const counts = (await deskCalls(helper).counts()).body.data
      expect(counts).toMatchObject({ mineUnreadTickets: 1, mineUnreadMessages: 2 })
      const desk = (await deskCalls(helper).ticket(ticket._id)).body.data
      expect(desk.state).toBe("open")
      expect(desk.unread).toBe(2)
      expect((await deskCalls(helper).read(ticket._id, desk.messages.at(-1)!.seq)).body.data).toMatchObject({ mineUnreadTickets: 0, mineUnreadMessages: 0 })
    })

    it("never moves a learner's counters or markers with an internal note: their marker, the agent's seen mark and its event stop at the last message they see", async () => {
      const me = await newLearner(server)
      const ticket = await newTicket(me)
      const helper = await newAgent()
      const reply = await deskCalls(helper).reply(ticket._id, "Which browser do you use?")
      const replySeq = reply.body.data.message.seq
      const unreadBefore = (await learnerCalls(me).unread()).body.data
      const pageBefore = (await learnerCalls(me).page("active")).body.data.docs.find((t) => t._id === ticket._id)!
      const note = await deskCalls(helper).reply(ticket._id, "Check their billing first", true)
      expect(note.body.data.message.seq).toBe(replySeq + 1)
      // The counts and the list read the same with the note as without it.
      expect((await learnerCalls(me).unread()).body.data).toEqual(unreadBefore)
      expect((await learnerCalls(me).page("active")).body.data.docs.find((t) => t._id === ticket._id)).toEqual(pageBefore)
      // The agent who wrote the note has read up to it: the learner sees the agent's mark at the reply.
      expect((await learnerCalls(me).ticket(ticket._id)).body.data.otherReadUpTo).toBe(replySeq)
      // A learner reading "everything" stops at the reply, not at the note.
      expect((await learnerCalls(me).read(ticket._id, 999)).body.data).toEqual({ tickets: 0, messages: 0 })
      expect((await learnerCalls(me).ticket(ticket._id)).body.data.readUpTo).toBe(replySeq)
      expect(
        (await server.query<{ up_to_seq: number }>("SELECT up_to_seq FROM ticket_reads WHERE ticket_id = $1 AND user_id = $2", [ticket._id, me.userId]))[0]
          ?.up_to_seq
      ).toBe(replySeq)
      // Another agent reading the note: the learner hears of no marker past the reply.
      const colleague = await newAgent()
      await deskCalls(colleague).read(ticket._id, 999)
      const marks = await server.query<{ payload: { upTo: number; reader: string } }>(
        "SELECT payload FROM events WHERE user_id = $1 AND type = 'helpdeskRead' AND payload->>'ticketId' = $2 ORDER BY id",
        [me.userId, ticket._id]
      )
      expect(marks.map((e) => e.payload.upTo).every((upTo) => upTo <= replySeq)).toBe(true)
      expect((await learnerCalls(me).ticket(ticket._id)).body.data.otherReadUpTo).toBe(replySeq)
    })

    it("returns a demoted agent's open and pending tickets to the queue with the role change: audit rows, the other agents told, the desk shows them unassigned", async () => {
      const leaving = await newAgent()
      const staying = await newAgent()
      const me = await newLearner(server)
      const open = await newTicket(me, "Open and held")
      const pending = await newTicket(me, "Answered, waiting on me")
      const closed = await newTicket(me, "Done with")
      await deskCalls(leaving).assign(open._id)
      expect((await deskCalls(leaving).reply(pending._id, "Try again now")).body.data.ticket.state).toBe("pending")
      await deskCalls(leaving).assign(closed._id)
      await deskCalls(leaving).close(closed._id, "Solved")
      const before = await server.query<{ id: string }>("SELECT id FROM events WHERE user_id = $1 ORDER BY id DESC LIMIT 1", [staying.userId])

      const change = await server.run(changeRole(leaving.userId, "learner"))

      expect(change).toMatchObject({ before: "agent", after: "learner" })
      expect([...change.returnedTickets].sort()).toEqual([open._id, pending._id].sort())
      expect((await call("GET", "/desk/me", leaving.token)).status).toBe(403)
      // Back in the queue: unassigned on the desk, each in the state it had; a closed ticket keeps its history.
      expect((await deskCalls(staying).page("unassigned")).body.data.docs.map((t) => t._id)).toContain(open._id)
      expect((await deskCalls(staying).ticket(pending._id)).body.data).toMatchObject({ state: "pending", assignee: null })
      expect((await deskCalls(staying).ticket(closed._id)).body.data.assignee?._id).toBe(leaving.userId)
      // The other agents are told, as for an unassign; the learner's lists follow too.
      const told = await server.query<{ payload: { ticketId: string; assigneeId: string | null } }>(
        "SELECT payload FROM events WHERE user_id = $1 AND type = 'helpdeskTicket' AND id > $2 ORDER BY id",
        [staying.userId, before[0]?.id ?? 0]
      )
      expect(
        told
          .map((e) => e.payload)
          .filter((p) => p.assigneeId === null)
          .map((p) => p.ticketId)
          .sort()
      ).toEqual([open._id, pending._id].sort())
      const learnerTold = await server.query<{ payload: { ticketId: string } }>(
        "SELECT payload FROM events WHERE user_id = $1 AND type = 'helpdeskTicket' AND payload->>'assigneeId' IS NULL AND payload->>'ticketId' = $2",
        [me.userId, open._id]
      )
      expect(learnerTold.length).toBeGreaterThan(0)
      // One audit row for the role and one per returned ticket, written by the server console.
      const rows = await server.query<{ action: string; entity: string; entity_id: string; admin_name: string }>(
        "SELECT action, entity, entity_id, admin_name FROM audit_log WHERE entity_id IN ($1, $2, $3, $4) ORDER BY entity, entity_id",
        [leaving.userId, open._id, pending._id, closed._id]
      )
      expect(rows).toEqual([
        { action: "change-role", entity: "account", entity_id: leaving.userId, admin_name: CONSOLE_ACTOR },
        ...[open._id, pending._id].sort().map((id) => ({ action: "return-to-queue", entity: "ticket", entity_id: id, admin_name: CONSOLE_ACTOR }))
      ])
      // The same account made an agent again holds nothing until it takes a ticket.
      expect((await server.run(changeRole(leaving.userId, "agent"))).returnedTickets).toEqual([])
      expect((await deskCalls(leaving).page("mine")).body.data.docs).toEqual([])
    })

    it("lets an agent assign, unassign, set pending and close with a reason; the learner sees the state", async () => {
      const me = await newLearner(server)
      const ticket = await newTicket(me)
      const helper = await newAgent()
      const assigned = await deskCalls(helper).assign(ticket._id)
      expect(assigned.body.data.assignee?._id).toBe(helper.userId)
      expect((await deskCalls(helper).page("mine")).body.data.docs.map((t) => t._id)).toContain(ticket._id)
      expect((await deskCalls(helper).page("unassigned")).body.data.docs.map((t) => t._id)).not.toContain(ticket._id)
      expect((await deskCalls(helper).unassign(ticket._id)).body.data.assignee).toBeNull()
      expect((await deskCalls(helper).page("unassigned")).body.data.docs.map((t) => t._id)).toContain(ticket._id)
      expect((await deskCalls(helper).pending(ticket._id)).body.data.state).toBe("pending")
      expect((await learnerCalls(me).ticket(ticket._id)).body.data.state).toBe("pending")
      expect((await deskCalls(helper).page("pending")).body.data.docs.map((t) => t._id)).toContain(ticket._id)
      const closed = await deskCalls(helper).close(ticket._id, "Solved: the <b>cache</b> was stale")
      expect(closed.body.data).toMatchObject({ state: "closed", closeReason: "Solved: the cache was stale" })
      expect((await deskCalls(helper).close(ticket._id, "again")).status).toBe(409)
      expect((await deskCalls(helper).reply(ticket._id, "One more thing")).status).toBe(409)
      expect((await deskCalls(helper).reply(ticket._id, "note on a closed ticket", true)).status).toBe(200)
      expect((await learnerCalls(me).page("closed")).body.data.docs.map((t) => t._id)).toEqual([ticket._id])
      expect((await deskCalls(helper).page("closed")).body.data.docs.map((t) => t._id)).toContain(ticket._id)
    })

    it("shows the agent the linked question: its text, options, the correct ones and the learner's answer", async () => {
      await loadFixture(server)
      const me = await newLearner(server)
      const subscId = await subscribe(server, me.userId, ALPHA)
      const test = await fixtureTest(server, ALPHA, TESTS.timed)
      const started = await call<{ data: { attemptId: string } }>("POST", "/attempts/start", me.token, { subscId, testId: test.id })
      expect(started.status).toBe(200)
      const attemptId = started.body.data.attemptId
      const question = test.questions[0]!
      const chosen = question.options[1]!.id
      expect((await call("POST", `/attempts/${attemptId}/save`, me.token, { seq: 1, qsnId: question.id, answer: [chosen], marked: false })).status).toBe(200)
      expect((await call("POST", `/attempts/${attemptId}/submit`, me.token)).status).toBe(200)

      const other = await newLearner(server)
      const stranger = await learnerCalls(other).create({ link: { kind: "question", attemptId, questionId: question.id } })
      expect(stranger.status).toBe(404)

      const created = await learnerCalls(me).create({
        category: "examContent",
        link: { kind: "question", attemptId, questionId: question.id },
        text: "I think option B is right"
      })
      expect(created.status).toBe(200)
      const desk = (await deskCalls(agent).ticket(created.body.data._id)).body.data
      const [correct] = await server
        .query<{ ids: Array<string> }>("SELECT array_agg(id ORDER BY sort_order) AS ids FROM question_options WHERE question_id = $1 AND is_correct", [
          question.id
        ])
        .catch(() => [{ ids: [] as Array<string> }])
      expect(desk.linked).toMatchObject({ kind: "question", attemptId, questionId: question.id, text: question.text, chosen: [chosen] })
      if (desk.linked?.kind === "question") {
        expect(desk.linked.options.map((o) => o._id)).toEqual(question.options.map((o) => o.id))
        expect(desk.linked.correct.length).toBeGreaterThan(0)
        if (correct!.ids.length > 0) expect([...desk.linked.correct].sort()).toEqual([...correct!.ids].sort())
      }
      expect(JSON.stringify((await learnerCalls(me).ticket(created.body.data._id)).body.data)).not.toContain('"correct"')
    })

    it("emails a learner once about a reply unread for 3 minutes, and not again until they have read it", async () => {
      const me = await newLearner(server)
      const ticket = await newTicket(me)
      const [user] = await server.query<{ email: string }>("SELECT email FROM users WHERE id = $1", [me.userId])
      const letters = () =>
        server.query<{ subject: string; body: string }>("SELECT subject, body FROM outbox WHERE recipient = $1 AND channel = 'email' ORDER BY id", [
          user!.email
        ])
      const reply = await deskCalls(agent).reply(ticket._id, "We fixed it")
      await server.run(mailOnce)
      expect(await letters()).toHaveLength(0) // not yet 3 minutes
      await server.query("UPDATE ticket_messages SET created_at = now() - interval '4 minutes' WHERE id = $1", [reply.body.data.message._id])
      await server.run(mailOnce)
      await server.run(mailOnce)
      const sent = await letters()
      expect(sent).toHaveLength(1)
      // An absolute link (PUBLIC_URL, else the server's own local address), not a bare path.
      expect(sent[0]!.body).toMatch(new RegExp(`https?://[^\\s]+/helpdesk/chat/${ticket._id}`))
      // Another reply while the first is unread: still one letter.
      const second = await deskCalls(agent).reply(ticket._id, "Please confirm")
      await server.query("UPDATE ticket_messages SET created_at = now() - interval '4 minutes' WHERE id = $1", [second.body.data.message._id])
      await server.run(mailOnce)
      expect(await letters()).toHaveLength(1)
      // Read, then a new reply left unread: one more.
      await learnerCalls(me).read(ticket._id, second.body.data.message.seq)
      const third = await deskCalls(agent).reply(ticket._id, "Anything else?")
      await server.query("UPDATE ticket_messages SET created_at = now() - interval '4 minutes' WHERE id = $1", [third.body.data.message._id])
      await server.run(mailOnce)
      expect(await letters()).toHaveLength(2)
    })
  })
