import { Effect, Schema } from "effect"
import { HttpClientError, HttpClientRequest, HttpClientResponse } from "effect/http"
import { describe, expect, it } from "vitest"
import { Conflict, Invalid, NotFound, Unauthorized } from "../../../src/api/shared/errors.ts"
import { ApiFailure, callApi, toApiFailure, UNEXPECTED_MESSAGE, UNREACHABLE_MESSAGE, UNREADABLE_MESSAGE } from "../../../src/services/shared/api-failure.ts"
import { isUnauthorized } from "../../../src/services/shared/error-handler.ts"

const request = HttpClientRequest.get("http://shop.test/api/v1/u/public/get/menu")

const answered = (status: number, body: string, kind: "StatusCodeError" | "DecodeError" = "DecodeError") => {
  const response = HttpClientResponse.fromWeb(request, new Response(body, { status, headers: { "content-type": "application/json" } }))
  const reason =
    kind === "DecodeError"
      ? new HttpClientError.DecodeError({ request, response, description: "undeclared status code" })
      : new HttpClientError.StatusCodeError({ request, response })
  return new HttpClientError.HttpClientError({ reason })
}

describe("toApiFailure", () => {
  it("keeps the server's message of a contract error, with its status", () => {
    expect(toApiFailure(new Conflict({ message: "Already subscribed." }))).toMatchObject({
      _tag: "ApiFailure",
      reason: "Conflict",
      status: 409,
      message: "Already subscribed."
    })
    expect(toApiFailure(new NotFound({ message: "No footer yet." }))).toMatchObject({ reason: "NotFound", status: 404, message: "No footer yet." })
  })

  it("keeps the field issues of Invalid", () => {
    const failure = toApiFailure(new Invalid({ message: "Bad email", issues: [{ path: "email", message: "Bad email" }] }))
    expect(failure).toMatchObject({ reason: "Invalid", status: 400, issues: [{ path: "email", message: "Bad email" }] })
  })

  it("recognises a 401, whether typed or an undeclared status", () => {
    const typed = toApiFailure(new Unauthorized({ message: "Sign in again." }))
    expect(typed).toMatchObject({ reason: "Unauthorized", status: 401, message: "Sign in again." })
    expect(isUnauthorized(typed)).toBe(true)
    const undeclared = toApiFailure(answered(401, "{}"))
    expect(undeclared).toMatchObject({ reason: "Unauthorized", status: 401 })
    expect(isUnauthorized(undeclared)).toBe(true)
    expect(isUnauthorized(toApiFailure(new Conflict({ message: "x" })))).toBe(false)
  })

  it("turns a network error into Unreachable with the neutral message", () => {
    const error = new HttpClientError.HttpClientError({
      reason: new HttpClientError.TransportError({ request, cause: new TypeError("Failed to fetch") })
    })
    const failure = toApiFailure(error)
    expect(failure).toMatchObject({ reason: "Unreachable", status: null, message: UNREACHABLE_MESSAGE })
    expect(failure.message).toBe("We could not reach the shop. Check your connection and try again.")
  })

  it("maps statuses without a contract error to a reason and a neutral message", () => {
    expect(toApiFailure(answered(500, ""))).toMatchObject({ reason: "ServerError", status: 500 })
    expect(toApiFailure(answered(413, ""))).toMatchObject({ reason: "Rejected", status: 413 })
    expect(toApiFailure(answered(429, ""))).toMatchObject({ reason: "TooManyRequests", status: 429 })
    expect(toApiFailure(answered(200, "{}"))).toMatchObject({ reason: "UnreadableAnswer", status: 200, message: UNREADABLE_MESSAGE })
  })

  it("maps an undecodable answer and anything else", () => {
    const schemaError = Effect.runSync(Effect.flip(Schema.decodeUnknownEffect(Schema.Struct({ data: Schema.String }))({})))
    expect(toApiFailure(schemaError)).toMatchObject({ reason: "UnreadableAnswer", status: null })
    expect(toApiFailure(new Error("boom"))).toMatchObject({ reason: "Unexpected", status: null, message: UNEXPECTED_MESSAGE })
    expect(toApiFailure("weird")).toMatchObject({ reason: "Unexpected" })
  })

  it("returns an ApiFailure unchanged", () => {
    const failure = new ApiFailure({ reason: "Forbidden", status: 403, message: "No." })
    expect(toApiFailure(failure)).toBe(failure)
  })
})

describe("callApi", () => {
  const run = <A>(effect: Effect.Effect<A, unknown>) => Effect.runPromise(Effect.flip(callApi(effect)))

  it("reads the server's message from an answer the contract does not declare", async () => {
    const failure = await run(Effect.fail(answered(401, JSON.stringify({ message: "Your session has ended." }))))
    expect(failure).toMatchObject({ reason: "Unauthorized", status: 401, message: "Your session has ended." })
  })

  it("falls back to the neutral message when the error body is not JSON", async () => {
    const failure = await run(Effect.fail(answered(500, "<html>oops</html>", "StatusCodeError")))
    expect(failure).toMatchObject({ reason: "ServerError", status: 500 })
    expect(failure.message).toMatch(/Please try again/)
  })

  it("turns a defect into an Unexpected failure instead of crashing the caller", async () => {
    const failure = await run(Effect.die(new Error("bug")))
    expect(failure).toMatchObject({ _tag: "ApiFailure", reason: "Unexpected", message: UNEXPECTED_MESSAGE })
  })
})
