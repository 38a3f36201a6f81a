/**
 * security finding 4: a NUL byte (or any control character) in a
 * path, a query or a JSON body is refused 400 with a message before
 * anything runs, on every call; line breaks in a message still pass; and
 * refusals use up no rate-limit counter (a sign-up right after ten refused
 * ones still works).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BROKEN_CHARACTER_MESSAGE, CONTROL_CHARACTER_MESSAGE, UNREADABLE_ADDRESS_MESSAGE } from "../../src/api/api.ts"
import { textProblemIn } from "../../server/platform/http/control-characters.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ kind: "pglite" })
})
afterAll(() => server.close())

const call = async (path: string, init?: RequestInit) => {
  const answer = await fetch(`${server.baseUrl}${path}`, init)
  return { status: answer.status, body: (await answer.json()) as { message?: string } }
}
const postJson = (path: string, body: unknown) => call(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })

describe("control characters", () => {
  it.each([
    ["a path id", "/api/v1/u/blog/get/%00abc"],
    ["a path id on a signed-in call", "/api/v1/u/blog/likeBlog/abc%00"],
    ["a query", "/api/v1/u/comment/likeComment?commentId=%00"],
    ["a page slug", "/api/v1/u/pages/get/terms%01"]
  ])("refuses %s with a NUL 400, with a message", async (_, path) => {
    expect(await call(path)).toEqual({ status: 400, body: { message: CONTROL_CHARACTER_MESSAGE } })
  })

  it("refuses an address whose %-escapes do not decode", async () => {
    expect(await call("/api/v1/u/blog/get/%E0%A4%A")).toEqual({ status: 400, body: { message: UNREADABLE_ADDRESS_MESSAGE } })
  })

  it("refuses a NUL anywhere in a JSON body, keys included, and lets line breaks through", async () => {
    expect(await postJson("/api/v1/u/blog/pagin", { page: 1, perPage: 10, search: "a\u0000b" })).toEqual({
      status: 400,
      body: { message: CONTROL_CHARACTER_MESSAGE }
    })
    expect(await postJson("/api/v1/u/blog/pagin", { page: 1, perPage: 10, ["k\u0007"]: 1 })).toEqual({
      status: 400,
      body: { message: CONTROL_CHARACTER_MESSAGE }
    })
    const contact = await postJson("/api/v1/u/public/contactUs", {
      name: "Nia",
      email: "nia@example.com",
      subject: "Two lines",
      message: "First line,\nsecond line.\tTabbed."
    })
    expect(contact.status).not.toBe(400)
  })

  it("refuses before the rate limits count: ten refused sign-ups leave the next one free", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await postJson("/auth/signup", { name: "Nul\u0000l", email: `nul${i}@example.com`, password: "Password-2026" })).status).toBe(400)
    }
    const ok = await postJson("/auth/signup", { name: "Nora", email: "nora@example.com", password: "Password-2026" })
    expect(ok.status).toBe(200)
  })

  it("walks nested values", () => {
    expect(textProblemIn({ a: [{ b: "ok\n" }, "fine\t", "😀"] })).toBeUndefined()
    expect(textProblemIn({ a: [{ b: "bad\u001f" }] })).toBe("control")
    expect(textProblemIn(["\u007f"])).toBe("control")
    expect(textProblemIn({ a: ["half \ud83d of a face"] })).toBe("broken")
    expect(textProblemIn({ ["\udc00"]: 1 })).toBe("broken")
  })

  it("refuses half of a surrogate pair in a JSON body, and stores nothing", async () => {
    // JSON.stringify writes a lone surrogate as the escape "\ud800", as a hostile client would.
    const answer = await postJson("/auth/signup", { name: "Half \ud800 moon", email: "half@example.com", password: "Password-2026" })
    expect(answer).toEqual({ status: 400, body: { message: BROKEN_CHARACTER_MESSAGE } })
    expect(await server.query("SELECT 1 FROM users WHERE email = 'half@example.com'")).toEqual([])
    // A whole pair (an emoji) is a character like any other.
    expect((await postJson("/auth/signup", { name: "Moon 🌙", email: "moon@example.com", password: "Password-2026" })).status).toBe(200)
  })

  it("walks 100,000 levels of nesting without overflowing the stack (the contract fuzzer's finding)", async () => {
    const deep = (inner: unknown) => {
      let value = inner
      for (let i = 0; i < 100_000; i++) value = [value]
      return value
    }
    expect(textProblemIn(deep("fine"))).toBeUndefined()
    expect(textProblemIn(deep("bad\u0000"))).toBe("control")
    const arrays = await call("/api/v1/u/blog/pagin", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "[".repeat(100_000) + "]".repeat(100_000)
    })
    expect(arrays.status).toBe(400)
    expect(typeof arrays.body.message).toBe("string")
    const objects = await call("/api/v1/u/blog/pagin", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"a":'.repeat(30_000) + "{}" + "}".repeat(30_000)
    })
    expect(objects.status).toBe(400)
  })
})
