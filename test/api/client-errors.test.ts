/**
 * security finding 10 (part): a request Node cannot parse (a URL over
 * its 16 kB header limit, garbage instead of HTTP) is answered JSON with a
 * message, not an empty body.
 */
import { connect } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { HEADERS_TOO_LARGE_MESSAGE, UNREADABLE_REQUEST_MESSAGE } from "../../server/platform/http/client-errors.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ kind: "pglite" })
})
afterAll(() => server.close())

/** Sends raw bytes and reads the whole answer until the server closes. */
const raw = (text: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.baseUrl)
    const socket = connect(Number(port), hostname, () => socket.end(text))
    let received = ""
    socket.setEncoding("utf8")
    socket.on("data", (chunk: string) => (received += chunk))
    socket.on("end", () => resolve(received))
    socket.on("error", reject)
  })

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as { message: string }

describe("requests Node cannot parse", () => {
  it("answers a 20 kB address 431 with a JSON message", async () => {
    const answer = await raw(`GET /api/v1/u/blog/${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
    expect(answer.startsWith("HTTP/1.1 431")).toBe(true)
    expect(answer).toMatch(/content-type: application\/json/i)
    expect(bodyOf(answer)).toEqual({ message: HEADERS_TOO_LARGE_MESSAGE })
  })

  it("answers bytes that are not HTTP 400 with a JSON message", async () => {
    const answer = await raw("NOT HTTP AT ALL\r\n\r\n")
    expect(answer.startsWith("HTTP/1.1 400")).toBe(true)
    expect(bodyOf(answer)).toEqual({ message: UNREADABLE_REQUEST_MESSAGE })
  })
})
