/**
 * security finding 10 (part): a wrong method on a known address is 405
 * with `Allow` and a message; an unknown address stays 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { allowedMethods } from "../../server/platform/http/allowed-methods.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ kind: "pglite" })
})
afterAll(() => server.close())

describe("wrong methods", () => {
  it("answers DELETE on the blog list 405 with Allow: POST", async () => {
    const answer = await fetch(`${server.baseUrl}/api/v1/u/blog/pagin`, { method: "DELETE" })
    expect(answer.status).toBe(405)
    expect(answer.headers.get("allow")).toBe("POST")
    expect(await answer.json()).toEqual({ message: "This address takes POST, not DELETE." })
  })

  it("answers POST on a post (a path with an id) 405 with Allow: GET", async () => {
    const answer = await fetch(`${server.baseUrl}/api/v1/u/blog/get/some-id`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })
    expect(answer.status).toBe(405)
    expect(answer.headers.get("allow")).toBe("GET")
  })

  it("keeps 404 for an address no route has", async () => {
    const answer = await fetch(`${server.baseUrl}/api/v1/u/no/such/call`, { method: "POST" })
    expect(answer.status).toBe(404)
  })

  it("reads the contract: the event stream and a cart line", () => {
    expect(allowedMethods("/api/v1/u/events")).toEqual(["GET"])
    expect(allowedMethods("/api/v1/u/cart/lines")).toEqual(["GET", "POST"])
    expect(allowedMethods("/api/v1/u/cart/lines/abc")).toEqual(["DELETE"])
  })
})
