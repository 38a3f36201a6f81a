/**
 * compressedAnswer, the helper for bytes made at request time (a rendered
 * page): the coding by Accept-Encoding, the copy decoding to the very
 * bytes, the Content-Type kept, Vary always, small bodies as they are, and
 * the ETag with its 304.
 */
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { COMPRESS_MIN_BYTES, compressedAnswer } from "../../../server/platform/http/compressed-answer.ts"

const page = `<!doctype html><html><body>${"<p>Practice makes perfect.</p>".repeat(200)}</body></html>`

const answer = async (headers: Record<string, string>, body: string | Uint8Array = page, options: { etag?: boolean; status?: number } = {}) => {
  const request = HttpServerRequest.fromWeb(new Request("http://shop.test/exam-overview/x/y", { headers }))
  const response = await Effect.runPromise(
    compressedAnswer(request, body, { contentType: "text/html; charset=utf-8", headers: { "cache-control": "no-cache" }, ...options })
  )
  const web = HttpServerResponse.toWeb(response)
  return { status: web.status, headers: web.headers, bytes: Buffer.from(await web.arrayBuffer()) }
}

describe("compressedAnswer", () => {
  it("sends brotli when taken, decoding to the same bytes, with the type, Vary and the caller's headers", async () => {
    const sent = await answer({ "accept-encoding": "gzip, deflate, br" })
    expect(sent.status).toBe(200)
    expect(sent.headers.get("content-encoding")).toBe("br")
    expect(sent.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(sent.headers.get("vary")).toBe("Accept-Encoding")
    expect(sent.headers.get("cache-control")).toBe("no-cache")
    expect(brotliDecompressSync(sent.bytes).toString()).toBe(page)
    expect(sent.bytes.length).toBeLessThan(page.length / 10)
  })

  it("sends gzip when brotli is refused, and the bytes as they are when nothing is taken", async () => {
    const gzip = await answer({ "accept-encoding": "br;q=0, gzip" })
    expect(gzip.headers.get("content-encoding")).toBe("gzip")
    expect(gunzipSync(gzip.bytes).toString()).toBe(page)
    const plain = await answer({})
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(plain.bytes.toString()).toBe(page)
  })

  it("sends a body under the threshold as it is", async () => {
    const small = "x".repeat(COMPRESS_MIN_BYTES - 1)
    const sent = await answer({ "accept-encoding": "br" }, small)
    expect(sent.headers.get("content-encoding")).toBeNull()
    expect(sent.bytes.toString()).toBe(small)
  })

  it("tags the body and answers 304 to a client holding it, in any coding; other statuses get no tag", async () => {
    const first = await answer({ "accept-encoding": "br" }, page, { etag: true })
    const tag = first.headers.get("etag")!
    expect(tag).toMatch(/^"[\w-]{27}-br"$/)
    const again = await answer({ "accept-encoding": "br", "if-none-match": tag }, page, { etag: true })
    expect(again.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    expect((await answer({ "if-none-match": tag }, page, { etag: true })).status).toBe(304)
    expect((await answer({ "if-none-match": '"stale"' }, page, { etag: true })).status).toBe(200)
    const changed = await answer({ "accept-encoding": "br", "if-none-match": tag }, page + "<!-- new -->", { etag: true })
    expect(changed.status).toBe(200)
    const missing = await answer({ "if-none-match": tag }, page, { etag: true, status: 404 })
    expect([missing.status, missing.headers.get("etag")]).toEqual([404, null])
  })
})
