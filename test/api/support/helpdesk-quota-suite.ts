/**
 * The helpdesk's attachment quota (src/api/helpdesk/helpdesk-quota.ts), on each
 * database, over a server with small limits: a learner's uploads are refused
 * past the day's bytes and past the bytes kept in all, a message past the
 * ticket's bytes, each with a 409 and the limit's sentence and nothing
 * stored; two uploads at once cannot both take the last bytes; agents'
 * files are not counted; the quota call answers the limits and the use.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AttachmentQuota } from "../../../src/api/helpdesk/helpdesk-quota.ts"
import type { HelpdeskAttachment, SentMessage, TicketDetail } from "../../../src/api/helpdesk/helpdesk.ts"
import { dayQuotaMessage, ticketQuotaMessage, totalQuotaMessage } from "../../../src/domain/helpdesk/attachment-quota.ts"
import { type Learner, newLearner } from "./attempts-fixture.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const API = "/api/v1/u"
const LIMITS = { perDayBytes: 3000, totalBytes: 5000, perTicketBytes: 2500 }

/** A PDF of exactly `size` bytes (kept as sent, so its stored size is known). */
const pdfOf = (size: number) => {
  const head = "%PDF-1.4\n"
  return new TextEncoder().encode(head + "%".repeat(size - head.length))
}

let clientIds = 0
const clientId = () => `quota-${process.pid}-${++clientIds}-${Math.random().toString(36).slice(2, 10)}`

export const describeAttachmentQuota = (label: string, database: () => TestDatabase) =>
  describe(`the helpdesk's attachment quota on ${label}`, () => {
    let server: TestServer

    beforeAll(async () => {
      server = await startTestServer(database(), { attachmentQuota: LIMITS })
    })
    afterAll(async () => {
      await server?.close()
    })

    const call = async <T>(method: string, path: string, token: string, body?: unknown) => {
      const headers: Record<string, string> = { "x-access-token": token }
      let sent: BodyInit | undefined
      if (body instanceof FormData) sent = body
      else if (body !== undefined) {
        headers["content-type"] = "application/json"
        sent = JSON.stringify(body)
      }
      const response = await fetch(server.baseUrl + API + path, { method, headers, body: sent })
      return { status: response.status, body: (await response.json()) as T & { readonly message?: string } }
    }

    const upload = (who: Learner, size: number, desk = false) => {
      const form = new FormData()
      form.append("file", new Blob([pdfOf(size) as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), "scan.pdf")
      return call<{ data: HelpdeskAttachment }>("POST", desk ? "/desk/attachments" : "/helpdesk/attachments", who.token, form)
    }
    const quota = (who: Learner, ticketId?: string) =>
      call<{ data: AttachmentQuota }>("GET", `/helpdesk/attachment-quota${ticketId === undefined ? "" : `?ticketId=${ticketId}`}`, who.token)
    const filesOf = async (who: Learner) =>
      Number((await server.query<{ n: number }>("SELECT count(*)::int AS n FROM ticket_attachments WHERE uploader_id = $1", [who.userId]))[0]?.n)

    it("answers the limits and the learner's use, with a ticket's files when asked", async () => {
      const me = await newLearner(server)
      expect((await quota(me)).body.data).toEqual({ ...LIMITS, usedTodayBytes: 0, usedTotalBytes: 0, ticketUsedBytes: null })
      const file = await upload(me, 1200)
      const created = await call<{ data: TicketDetail }>("POST", "/helpdesk/tickets", me.token, {
        subject: "A scan",
        category: "technical",
        link: null,
        followUpOf: null,
        message: { clientId: clientId(), text: "See the file", attachmentIds: [file.body.data._id] }
      })
      expect(created.status).toBe(200)
      expect((await quota(me, created.body.data._id)).body.data).toEqual({ ...LIMITS, usedTodayBytes: 1200, usedTotalBytes: 1200, ticketUsedBytes: 1200 })
      const stranger = await newLearner(server)
      expect((await quota(stranger, created.body.data._id)).status).toBe(404)
    })

    it("refuses an upload past the day's bytes with 409 and the day's sentence, storing nothing", async () => {
      const me = await newLearner(server)
      for (let i = 0; i < 3; i++) expect((await upload(me, 1000)).status).toBe(200)
      const refused = await upload(me, 1000)
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(dayQuotaMessage(LIMITS.perDayBytes))
      expect(await filesOf(me)).toBe(3)
      // Yesterday's files leave the day's count.
      await server.query("UPDATE ticket_attachments SET created_at = now() - interval '25 hours' WHERE uploader_id = $1", [me.userId])
      expect((await upload(me, 1000)).status).toBe(200)
    })

    it("refuses an upload past the bytes kept in all with 409 and its sentence, storing nothing", async () => {
      const me = await newLearner(server)
      expect((await upload(me, 2500)).status).toBe(200)
      await server.query("UPDATE ticket_attachments SET created_at = now() - interval '2 days' WHERE uploader_id = $1", [me.userId])
      expect((await upload(me, 2000)).status).toBe(200)
      const refused = await upload(me, 1000)
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(totalQuotaMessage(LIMITS.totalBytes))
      expect(await filesOf(me)).toBe(2)
    })

    it("refuses a message whose files take the ticket past its bytes with 409 and its sentence: no message stored, the file stays unsent", async () => {
      const me = await newLearner(server)
      const first = await upload(me, 1500)
      const created = await call<{ data: TicketDetail }>("POST", "/helpdesk/tickets", me.token, {
        subject: "Two scans",
        category: "technical",
        link: null,
        followUpOf: null,
        message: { clientId: clientId(), text: "The first scan", attachmentIds: [first.body.data._id] }
      })
      const ticketId = created.body.data._id
      const second = await upload(me, 1100)
      expect(second.status).toBe(200)
      const refused = await call<{ data: SentMessage }>("POST", `/helpdesk/tickets/${ticketId}/messages`, me.token, {
        clientId: clientId(),
        text: "The second scan",
        attachmentIds: [second.body.data._id]
      })
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(ticketQuotaMessage(LIMITS.perTicketBytes))
      expect(await server.query("SELECT seq FROM ticket_messages WHERE ticket_id = $1", [ticketId])).toEqual([{ seq: 1 }])
      expect(await server.query("SELECT message_id FROM ticket_attachments WHERE id = $1", [second.body.data._id])).toEqual([{ message_id: null }])
    })

    it("lets only one of two uploads at once take the day's last bytes", async () => {
      const me = await newLearner(server)
      expect((await upload(me, 1000)).status).toBe(200)
      const answers = await Promise.all(Array.from({ length: 5 }, () => upload(me, 1500)))
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409])
      expect(await filesOf(me)).toBe(2)
    })

    it("does not count an agent's files", async () => {
      const agent = await newLearner(server, "agent")
      await server.query("UPDATE users SET role = 'agent' WHERE id = $1", [agent.userId])
      for (let i = 0; i < 4; i++) expect((await upload(agent, 2000, true)).status).toBe(200)
    })
  })
