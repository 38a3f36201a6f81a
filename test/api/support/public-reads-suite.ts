/**
 * The public reads answered from memory, on each
 * database: the same bytes as the handler's, an ETag and 304, the brotli and
 * gzip copies by Accept-Encoding, and a change to the data (a hand-written
 * UPDATE, as any tool or a second server would make) seen by the next read.
 * Raw HTTP (node:http), so the codings and conditional requests are exactly
 * what this test sends, not what fetch adds.
 */
import { Effect } from "effect"
import { request as sendRequest, type IncomingHttpHeaders } from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PublicReads } from "../../../server/platform/cache/public-reads.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const API = "/api/v1/u"

interface RawAnswer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
}

export const rawCall = (server: TestServer, method: "GET" | "POST", path: string, headers: Record<string, string> = {}, body?: string) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const url = new URL(server.baseUrl)
    const outgoing = sendRequest(
      { host: url.hostname, port: url.port, method, path, headers: body === undefined ? headers : { "content-type": "application/json", ...headers } },
      (incoming) => {
        const chunks: Array<Buffer> = []
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }))
        incoming.on("error", reject)
      }
    )
    outgoing.on("error", reject)
    outgoing.end(body)
  })

/** The body as the client reads it once decoded. */
export const decoded = (answer: RawAnswer) => {
  switch (answer.headers["content-encoding"]) {
    case "br":
      return brotliDecompressSync(answer.body)
    case "gzip":
      return gunzipSync(answer.body)
    default:
      return answer.body
  }
}

/**
 * Polls until `check` holds: a change made on another connection reaches a
 * PostgreSQL listener a moment after its commit. Well under the cache's
 * RECHECK of the change number, so a pass means the notification did it.
 */
const eventually = async (check: () => Promise<boolean>, limitMs = 1000) => {
  const until = Date.now() + limitMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error("the change was not seen in time")
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * `atOnce`: the change is seen by the very next read (the embedded
 * database's notifications arrive before the writer's COMMIT answer);
 * otherwise within `eventually`'s limit.
 */
export const describePublicReads = (label: string, database: () => TestDatabase, { atOnce = false } = {}) => {
  const seen = (check: () => Promise<boolean>) => (atOnce ? check().then((ok) => expect(ok).toBe(true)) : eventually(check))
  describe(`public reads from memory on ${label}`, () => {
    let server: TestServer
    // The test server runs an Effect over the application's services, the cache among them.
    const heldEntries = () =>
      server.run(
        Effect.gen(function* () {
          return (yield* PublicReads).size()
        }) as Effect.Effect<number>
      )

    beforeAll(async () => {
      server = await startTestServer(database())
    })
    afterAll(async () => {
      await server?.close()
    })

    it("answers the menu with the handler's own bytes, an ETag and no-cache, then from memory with the same bytes", async () => {
      // One request id for both, so each answer echoes the same (X-Request-Id).
      const first = await rawCall(server, "GET", `${API}/public/get/menu`, { "x-request-id": "public-reads-menu" })
      const second = await rawCall(server, "GET", `${API}/public/get/menu`, { "x-request-id": "public-reads-menu" })
      expect(first.status).toBe(200)
      expect(second.headers["x-request-id"]).toBe("public-reads-menu")
      expect(first.headers["content-type"]).toMatch(/application\/json/)
      expect(first.headers["content-encoding"]).toBeUndefined()
      expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/)
      expect(first.headers["cache-control"]).toBe("no-cache")
      expect(first.headers.vary).toBe("Accept-Encoding")
      expect(second.body.equals(first.body)).toBe(true)
      // The second is answered by the Node server's shortcut (kept-reads-first.ts): the very same headers, the security ones included.
      const { date: _firstDate, ...firstHeaders } = first.headers
      const { date: _secondDate, ...secondHeaders } = second.headers
      expect(secondHeaders).toEqual(firstHeaders)
      expect(second.headers["x-content-type-options"]).toBe("nosniff")
      expect(second.headers["content-security-policy"]).toContain("default-src 'self'")
      const data = JSON.parse(first.body.toString()) as { data: Array<{ name: string }> }
      expect(data.data.length).toBeGreaterThan(0)
      expect(await heldEntries()).toBeGreaterThan(0)
    })

    it("answers 304 with no body to an If-None-Match naming the tag, of any coding", async () => {
      // Once the brotli copy is made (after the first answer), its tag is the one a browser holds.
      await eventually(async () => (await rawCall(server, "GET", `${API}/public/get/menu`, { "accept-encoding": "br" })).headers["content-encoding"] === "br")
      const first = await rawCall(server, "GET", `${API}/public/get/menu`, { "accept-encoding": "br" })
      const tag = first.headers.etag!
      expect(tag).toMatch(/-br"$/)
      const again = await rawCall(server, "GET", `${API}/public/get/menu`, { "if-none-match": tag, "accept-encoding": "br" })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers.etag).toBe(tag)
      const plainTag = tag.replace(/-(br|gzip)"$/, '"')
      expect((await rawCall(server, "GET", `${API}/public/get/menu`, { "if-none-match": `"other", ${plainTag}` })).status).toBe(304)
      expect((await rawCall(server, "GET", `${API}/public/get/menu`, { "if-none-match": '"other"' })).status).toBe(200)
    })

    it("sends brotli, gzip or the bytes as they are by Accept-Encoding, q=0 honoured, each decoding to the same bytes", async () => {
      const path = `${API}/public/home`
      const plain = await rawCall(server, "GET", path)
      // The copies are made after the first answer, off the event loop.
      await eventually(async () => (await rawCall(server, "GET", path, { "accept-encoding": "br" })).headers["content-encoding"] === "br")
      const cases: ReadonlyArray<[string, string | undefined]> = [
        ["gzip, deflate, br", "br"],
        ["gzip", "gzip"],
        ["br;q=0, gzip", "gzip"],
        ["gzip;q=1, br;q=0.5", "gzip"],
        ["identity", undefined],
        ["br;q=0, gzip;q=0", undefined],
        ["*", "br"]
      ]
      for (const [accept, coding] of cases) {
        const answer = await rawCall(server, "GET", path, { "accept-encoding": accept })
        expect([accept, answer.headers["content-encoding"]]).toEqual([accept, coding])
        expect(answer.headers.vary).toBe("Accept-Encoding")
        expect(answer.headers["content-type"]).toBe(plain.headers["content-type"])
        expect(decoded(answer).equals(plain.body)).toBe(true)
        if (coding !== undefined) expect(answer.body.length).toBeLessThan(plain.body.length)
      }
    })

    it("keeps a POST page under its body: another page is another answer", async () => {
      const pageOne = JSON.stringify({ page: 1, perPage: 5 })
      const pageTwo = JSON.stringify({ page: 2, perPage: 5 })
      const one = await rawCall(server, "POST", `${API}/public/exams/pagin`, {}, pageOne)
      const two = await rawCall(server, "POST", `${API}/public/exams/pagin`, {}, pageTwo)
      const oneAgain = await rawCall(server, "POST", `${API}/public/exams/pagin`, {}, pageOne)
      expect([one.status, two.status, oneAgain.status]).toEqual([200, 200, 200])
      expect(JSON.parse(one.body.toString()).data.page).toBe(1)
      expect(JSON.parse(two.body.toString()).data.page).toBe(2)
      expect(oneAgain.body.equals(one.body)).toBe(true)
      // Errors are never kept: a page 0 is refused every time.
      const refused = JSON.stringify({ page: 0, perPage: 5 })
      expect((await rawCall(server, "POST", `${API}/public/exams/pagin`, {}, refused)).status).toBe(400)
      expect((await rawCall(server, "POST", `${API}/public/exams/pagin`, {}, refused)).status).toBe(400)
    })

    it("sees a change to the data at the next read, the tag changing with the bytes", async () => {
      const footer = `${API}/pages/footer/getAll`
      const before = await rawCall(server, "GET", footer)
      const [{ phone }] = (await server.query<{ phone: string }>("SELECT phone FROM footer_content WHERE id = 1")) as [{ phone: string }]
      try {
        await server.query("UPDATE footer_content SET phone = '(000) 555-0000' WHERE id = 1")
        await seen(async () => (await rawCall(server, "GET", footer)).body.toString().includes("(000) 555-0000"))
        const after = await rawCall(server, "GET", footer)
        expect(after.headers.etag).not.toBe(before.headers.etag)
        expect((await rawCall(server, "GET", footer, { "if-none-match": before.headers.etag! })).status).toBe(200)
      } finally {
        await server.query("UPDATE footer_content SET phone = $1 WHERE id = 1", [phone])
      }
      await seen(async () => (await rawCall(server, "GET", footer)).body.equals(before.body))
    })

    it("sees a new exam in the menu and a changed price on the exam's page", async () => {
      const menu = `${API}/public/get/menu`
      await rawCall(server, "GET", menu)
      const [exam] = await server.query<{ id: string; price: string }>("SELECT id, price::text FROM exams ORDER BY sort_order, name LIMIT 1")
      const page = `${API}/public/exams/${exam!.id}`
      expect((await rawCall(server, "GET", page)).status).toBe(200)
      const [category] = await server.query<{ id: string }>("SELECT id FROM categories ORDER BY sort_order LIMIT 1")
      try {
        await server.query("INSERT INTO exams (category_id, name, slug, code, price) VALUES ($1, 'Cache Check Exam', 'cache-check-exam', 'CACHE-1', 1)", [
          category!.id
        ])
        await server.query("UPDATE exams SET price = 123.45 WHERE id = $1", [exam!.id])
        await seen(async () => (await rawCall(server, "GET", menu)).body.toString().includes("Cache Check Exam"))
        await seen(async () => JSON.parse((await rawCall(server, "GET", page)).body.toString()).data.price === 123.45)
      } finally {
        await server.query("DELETE FROM exams WHERE code = 'CACHE-1'")
        await server.query("UPDATE exams SET price = $1::numeric WHERE id = $2", [exam!.price, exam!.id])
      }
    })

    it("does not keep what is not a public read: a query string, an unknown exam", async () => {
      const withQuery = await rawCall(server, "GET", `${API}/public/get/menu?x=1`)
      expect(withQuery.status).toBe(200)
      expect(withQuery.headers.etag).toBeUndefined()
      const unknown = await rawCall(server, "GET", `${API}/public/exams/00000000-0000-4000-8000-000000000000`)
      expect(unknown.status).toBe(404)
      expect(unknown.headers.etag).toBeUndefined()
    })
  })
}
