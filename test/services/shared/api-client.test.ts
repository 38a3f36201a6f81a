import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ACCESS_TOKEN_HEADER, type ApiClient, makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { ApiFailure, UNREACHABLE_MESSAGE } from "../../../src/services/shared/api-failure.ts"
import { locate as loadCountry } from "../../../src/services/account/account-calls.ts"
import { loadFooter, loadMenu, subscribeToNewsletter } from "../../../src/services/shell/shell-calls.ts"
import { readTokenCookie } from "../../../src/services/shared/token-store.ts"
import { type Answer, json, makeFakeFetch } from "./fake-fetch.ts"

const BASE = "http://shop.test"

const setup = (answer: Answer, cookie = "") => {
  const fake = makeFakeFetch(answer)
  const layer = makeApiClientLayer(BASE, { fetch: fake.fetch, readToken: () => readTokenCookie({ cookie }) })
  const run = <A, E>(effect: Effect.Effect<A, E, ApiClient>) => Effect.runPromise(Effect.result(Effect.provide(effect, layer)))
  return { seen: fake.seen, run }
}

const footer = {
  address: "1 Exam Street",
  email: "help@shop.test",
  phone: "555-0100",
  follow_on_twitter: "https://twitter.test/shop",
  follow_on_facebook: "https://facebook.test/shop",
  follow_on_linkdin: "https://linkedin.test/shop"
}

describe("ApiClient over fetch", () => {
  it("sends the token cookie as x-access-token, with credentials, under /api/v1/u", async () => {
    const { seen, run } = setup(() => json(200, { data: [] }), "theme=dark; token=abc%20123; other=1")
    const result = await run(loadMenu)
    expect(result).toMatchObject({ _tag: "Success", success: [] })
    expect(seen).toHaveLength(1)
    expect(seen[0]!.url).toBe(`${BASE}/api/v1/u/public/get/menu`)
    expect(seen[0]!.headers.get(ACCESS_TOKEN_HEADER)).toBe("abc 123")
    expect(seen[0]!.credentials).toBe("include")
    // No tracing headers: they would force a CORS preflight on cross-origin dev setups.
    expect(seen[0]!.headers.get("traceparent")).toBeNull()
  })

  it("sends no x-access-token for a guest", async () => {
    const { seen, run } = setup(() => json(200, { data: { country: "DE" } }))
    const result = await run(loadCountry)
    expect(result).toMatchObject({ _tag: "Success", success: "DE" })
    expect(seen[0]!.headers.has(ACCESS_TOKEN_HEADER)).toBe(false)
  })

  it("returns the footer's data.section", async () => {
    const { run } = setup(() => json(200, { data: { section: footer } }))
    expect(await run(loadFooter)).toMatchObject({ _tag: "Success", success: footer })
  })

  it("posts the newsletter email and returns the answer's message", async () => {
    const { seen, run } = setup(() => json(200, { message: "Thank you for subscribing." }))
    const result = await run(subscribeToNewsletter("learner@example.com"))
    expect(result).toMatchObject({ _tag: "Success", success: "Thank you for subscribing." })
    expect(seen[0]!.method).toBe("POST")
    expect(seen[0]!.url).toBe(`${BASE}/api/v1/u/public/newsLetter/createSubscription`)
    expect(JSON.parse(seen[0]!.body ?? "null")).toEqual({ email: "learner@example.com" })
  })

  it("turns a {message} 409 into an ApiFailure carrying that message", async () => {
    const { run } = setup(() => json(409, { message: "This email is already subscribed to our newsletter." }))
    const result = await run(subscribeToNewsletter("learner@example.com"))
    expect(result._tag).toBe("Failure")
    const failure = (result as { failure: unknown }).failure
    expect(failure).toBeInstanceOf(ApiFailure)
    expect(failure).toMatchObject({
      _tag: "ApiFailure",
      reason: "Conflict",
      status: 409,
      message: "This email is already subscribed to our newsletter."
    })
  })

  it("keeps the message of a contract-encoded error (with _tag)", async () => {
    const { run } = setup(() => json(409, { _tag: "Conflict", message: "Already subscribed." }))
    const result = await run(subscribeToNewsletter("learner@example.com"))
    expect(result).toMatchObject({ _tag: "Failure", failure: { reason: "Conflict", status: 409, message: "Already subscribed." } })
  })

  it("keeps the message and field issues of a 400 for an undecodable body", async () => {
    const { run } = setup(() =>
      json(400, { message: "The request body is not valid: email — Expected string", issues: [{ path: "email", message: "Expected string" }] })
    )
    const result = await run(subscribeToNewsletter("x"))
    expect(result).toMatchObject({
      _tag: "Failure",
      failure: {
        reason: "Invalid",
        status: 400,
        message: "The request body is not valid: email — Expected string",
        issues: [{ path: "email", message: "Expected string" }]
      }
    })
  })

  it("recognises a 401 the endpoint does not declare, with the server's message", async () => {
    const { run } = setup(() => json(401, { message: "Your session has ended." }))
    const result = await run(loadMenu)
    expect(result).toMatchObject({ _tag: "Failure", failure: { reason: "Unauthorized", status: 401, message: "Your session has ended." } })
  })

  it("keeps the message of a 500 and gives a neutral one when the body has none", async () => {
    const withMessage = setup(() => json(500, { message: "Something went wrong on our side." }))
    expect(await withMessage.run(loadFooter)).toMatchObject({
      _tag: "Failure",
      failure: { reason: "ServerError", status: 500, message: "Something went wrong on our side." }
    })
    const bare = setup(() => new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } }))
    const result = await bare.run(loadFooter)
    expect(result).toMatchObject({ _tag: "Failure", failure: { reason: "ServerError", status: 502 } })
    expect((result as { failure: ApiFailure }).failure.message).toMatch(/Please try again/)
  })

  it("maps a dropped connection to Unreachable with the neutral message", async () => {
    const { run } = setup(() => Promise.reject(new TypeError("Failed to fetch")))
    const result = await run(loadMenu)
    expect(result).toMatchObject({ _tag: "Failure", failure: { reason: "Unreachable", status: null, message: UNREACHABLE_MESSAGE } })
  })

  it("maps a 200 whose body breaks the contract to UnreadableAnswer", async () => {
    const { run } = setup(() => json(200, { data: "not a list" }))
    const result = await run(loadMenu)
    expect(result).toMatchObject({ _tag: "Failure", failure: { _tag: "ApiFailure", reason: "UnreadableAnswer" } })
  })
})
