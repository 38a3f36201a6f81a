/**
 * security finding 1: no body larger than a call could need is read.
 * The real application on PGlite: a JSON body over 256 KiB, declared or
 * chunked, is answered 413 with a message and changes nothing; an upload
 * over its limit too; bodies within the limits still work; and a flood of
 * 20 MB posts does not stall a small call beside them.
 */
import { Agent, request as httpRequest } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BODY_TOO_LARGE_MESSAGE, JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from "../../src/api/api.ts"
import { postDeclaringLength } from "./support/declared-body.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ kind: "pglite" })
})
afterAll(() => server.close())

/** A raw POST (fetch cannot send a body without its length): status and JSON answer. */
const post = (path: string, body: Buffer, headers: Record<string, string>): Promise<{ status: number; json: { message?: string } }> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, server.baseUrl)
    const req = httpRequest(url, { method: "POST", headers }, (res) => {
      let text = ""
      res.setEncoding("utf8")
      res.on("data", (chunk: string) => (text += chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, json: text === "" ? {} : (JSON.parse(text) as { message?: string }) }))
    })
    // The server may close the connection while a large body is still being sent.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)))
    req.end(body)
  })

const jsonOf = (size: number): Buffer => {
  const head = Buffer.from('{"page":1,"perPage":10,"padding":"')
  const tail = Buffer.from('"}')
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), "a"), tail])
}

describe("request body limits", () => {
  it("answers a declared JSON body over the limit 413 with a message, before reading it", async () => {
    const answer = await postDeclaringLength(new URL("/api/v1/u/blog/pagin", server.baseUrl), 25 * 1024 * 1024, { "content-type": "application/json" })
    expect(answer).toEqual({ status: 413, json: { message: BODY_TOO_LARGE_MESSAGE } })
  })

  it("stops a chunked JSON body at the limit with the same 413", async () => {
    const answer = await post("/api/v1/u/blog/pagin", jsonOf(JSON_BODY_MAX_BYTES + 1024), {
      "content-type": "application/json",
      "transfer-encoding": "chunked"
    })
    expect(answer).toEqual({ status: 413, json: { message: BODY_TOO_LARGE_MESSAGE } })
  })

  it("stops a chunked JSON body at the limit with the same 413 on a call that takes no body (the contract fuzzer's finding)", async () => {
    // Signed out: the call would answer 401 without reading on; the rest of the body was left unread and the connection reset.
    for (let i = 0; i < 3; i++) {
      const answer = await post("/api/v1/u/profile/resendPhoneOtp", jsonOf(1024 * 1024), { "content-type": "application/json", "transfer-encoding": "chunked" })
      expect(answer).toEqual({ status: 413, json: { message: BODY_TOO_LARGE_MESSAGE } })
    }
  })

  it("takes a body within the limit as before", async () => {
    const body = Buffer.from(JSON.stringify({ page: 1, perPage: 10 }))
    const answer = await post("/api/v1/u/blog/pagin", body, { "content-type": "application/json", "content-length": String(body.length) })
    expect(answer.status).toBe(200)
  })

  it("answers an upload over the largest file a call takes 413, and a multipart body is not held to the JSON limit", async () => {
    const tooLarge = await postDeclaringLength(new URL("/api/v1/u/helpdesk/attachments", server.baseUrl), UPLOAD_BODY_MAX_BYTES + 1, {
      "content-type": "multipart/form-data; boundary=x"
    })
    expect(tooLarge).toEqual({ status: 413, json: { message: BODY_TOO_LARGE_MESSAGE } })
    const within = Buffer.alloc(JSON_BODY_MAX_BYTES * 2, 0)
    const signedOut = await post("/api/v1/u/helpdesk/attachments", within, {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(within.length)
    })
    // Past the size check, the call's own rules answer (no token: 401).
    expect(signedOut.status).toBe(401)
  })

  it("closes the connection after an answer that leaves a chunked body unread, so the next request is not reset (the contract fuzzer's finding)", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const send = (method: string, path: string, body?: Buffer) =>
        new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
          const req = httpRequest(
            new URL(path, server.baseUrl),
            { method, agent, headers: body === undefined ? {} : { "content-type": "text/plain", "transfer-encoding": "chunked" } },
            (res) => {
              res.resume()
              res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }))
            }
          )
          req.on("error", (error: NodeJS.ErrnoException) =>
            body !== undefined && (error.code === "EPIPE" || error.code === "ECONNRESET") ? undefined : reject(error)
          )
          if (body !== undefined) for (let offset = 0; offset < body.length; offset += 64 * 1024) req.write(body.subarray(offset, offset + 64 * 1024))
          req.end()
        })
      // Signed out: refused 401 before the body is read; the next request waits for the same connection.
      const [unread, next] = await Promise.all([send("POST", "/api/v1/u/cart/lines", Buffer.alloc(1024 * 1024, 0x61)), send("GET", "/api/v1/u/cart/lines")])
      expect(unread).toEqual({ status: 401, connection: "close" })
      expect(next.status).toBe(401)
    } finally {
      agent.destroy()
    }
  })

  it("keeps answering small calls while 16 posts of 20 MB are refused", async () => {
    const big = jsonOf(20 * 1024 * 1024)
    const flood = Array.from({ length: 16 }, () =>
      post("/api/v1/u/blog/pagin", big, { "content-type": "application/json", "content-length": String(big.length) })
    )
    const started = Date.now()
    const small = await fetch(new URL("/api/v1/u/pages/footer/getAll", server.baseUrl))
    expect(small.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect((await Promise.all(flood)).map((answer) => answer.status)).toEqual(Array.from({ length: 16 }, () => 413))
  })
})
