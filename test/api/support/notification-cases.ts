/**
 * Notifications, the cart counters, and the developer outbox.
 */
import { describe, expect, it } from "vitest"
import { API, uniqueEmail } from "./accounts-client.ts"
import type { CaseGroup } from "./accounts-suite.ts"

interface PageBody {
  result: { docs: Array<{ _id: string; title: string; description: string; createdAt: string }>; total: number; page: number; perPage: number }
}

export const notificationCases: CaseGroup = (context) =>
  describe("notifications and counters", () => {
    it("pages the learner's own notifications, newest first, welcome included", async () => {
      const { client, server } = context()
      const learner = await client.newLearner("notes")
      const other = await client.newLearner("other-notes")
      for (let i = 1; i <= 5; i++) {
        await server.query("INSERT INTO notifications (user_id, title, description, created_at) VALUES ($1, $2, 'd', now() + make_interval(secs => $3))", [
          learner.userId,
          `Note ${i}`,
          i
        ])
      }
      await server.query("INSERT INTO notifications (user_id, title, description) VALUES ($1, 'Not yours', 'd')", [other.userId])
      const first = await client.post<PageBody>(`${API}/notifications/pagin`, { page: 1, perPage: 4 }, { token: learner.token })
      expect(first.status).toBe(200)
      expect(first.body.result).toMatchObject({ total: 6, page: 1, perPage: 4 })
      expect(first.body.result.docs.map((d) => d.title)).toEqual(["Note 5", "Note 4", "Note 3", "Note 2"])
      expect(Object.keys(first.body.result.docs[0]!).sort()).toEqual(["_id", "createdAt", "description", "title"])
      expect(new Date(first.body.result.docs[0]!.createdAt).toISOString()).toBe(first.body.result.docs[0]!.createdAt)
      const second = await client.post<PageBody>(`${API}/notifications/pagin`, { page: 2, perPage: 4 }, { token: learner.token })
      expect(second.body.result.docs.map((d) => d.title)).toEqual(["Note 1", "Welcome to ExamReady"])
      const beyond = await client.post<PageBody>(`${API}/notifications/pagin`, { page: 9, perPage: 4 }, { token: learner.token })
      expect(beyond.body.result).toEqual({ docs: [], total: 6, page: 9, perPage: 4 })
    })

    it.each([
      [{ page: 0, perPage: 20 }, "page must be a whole number of 1 or more."],
      [{ page: 1.5, perPage: 20 }, "page must be a whole number of 1 or more."],
      [{ page: 1, perPage: 0 }, "perPage must be a whole number from 1 to 100."],
      [{ page: 1, perPage: 101 }, "perPage must be a whole number from 1 to 100."]
    ])("refuses %o with a 400 and a message", async (payload, message) => {
      const { client } = context()
      const learner = await client.sharedLearner("reader")
      const answer = await client.post(`${API}/notifications/pagin`, payload, { token: learner.token })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
    })

    it("answers zero cart and wishlist counts until the cart exists", async () => {
      const { client } = context()
      const learner = await client.sharedLearner("reader")
      const answer = await client.get(`${API}/cart/getTotalCount`, { token: learner.token })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ data: { cartList: 0, wishList: 0 } })
    })

    it("lists sent messages newest first at /dev/outbox.json and escapes them on /dev/outbox", async () => {
      const { client, server } = context()
      const email = uniqueEmail("outbox")
      // A name keeps no tag, but what is left may hold characters HTML gives meaning to.
      const hostile = "Ann <3 & \"friends\" 'x' &lt;script&gt;"
      await client.post("/auth/signup", { name: hostile, email, password: "password 123" })
      const list = await client.outbox()
      expect(Object.keys(list[0]!).sort()).toEqual(["attachments", "body", "channel", "createdAt", "relay", "subject", "to"])
      expect(list[0]!.to).toBe(email)
      const times = list.map((m) => m.createdAt)
      expect([...times].sort().reverse()).toEqual(times)
      const page = await fetch(server.baseUrl + "/dev/outbox")
      expect(page.status).toBe(200)
      expect(page.headers.get("content-type")).toMatch(/text\/html/)
      const html = await page.text()
      expect(html).not.toContain("<3")
      expect(html).toContain("Ann &lt;3 &amp; &quot;friends&quot; &#39;x&#39; &amp;lt;script&amp;gt;")
      expect(html).toContain(email)
    })
  })
