/**
 * No request body larger than the call could need is read (25–50
 * MB posted to a public call were parsed in full, and 16 at once stalled
 * the server). A body is multipart (an upload) or JSON; each kind has its
 * limit (src/api/api.ts). A body that says its length and is over it is
 * answered 413 at once, unread, and the connection is closed so the rest is
 * never taken in; a body that does not say its length (chunked) is read up
 * to the limit only (the MaxBodySize reference every body reader obeys),
 * and answerErrors (error-answers.ts) turns the overflow into the same 413.
 */
import { ByteSize, Effect } from "effect"
import { HttpIncomingMessage, HttpServerRequest, HttpServerResponse } from "effect/http"
import { BODY_TOO_LARGE_MESSAGE, JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from "../../../src/api/api.ts"

/** The most a request of this content type may carry. */
export const bodyLimitFor = (contentType: string | undefined): number =>
  (contentType ?? "").trim().toLowerCase().startsWith("multipart/") ? UPLOAD_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES

/** A body read past its limit: the server's own read error, however deep it is wrapped. */
export const isBodyTooLarge = (error: unknown): boolean => {
  if (typeof error !== "object" || error === null) return false
  if ("_tag" in error && error._tag === "RequestParseError" && "reason" in error && error.reason === "BodyTooLarge") return true
  if ("_tag" in error && error._tag === "MultipartError" && "reason" in error && error.reason === "BodyTooLarge") return true
  return ("reason" in error && typeof error.reason === "object" && isBodyTooLarge(error.reason)) || ("cause" in error && isBodyTooLarge(error.cause))
}

export const bodyTooLarge = () => HttpServerResponse.jsonUnsafe({ message: BODY_TOO_LARGE_MESSAGE }, { status: 413, headers: { connection: "close" } })

export const limitBody = <E, R>(httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const limit = bodyLimitFor(request.headers["content-type"])
    const declared = request.headers["content-length"]
    if (declared !== undefined && Number(declared) > limit) return bodyTooLarge()
    return yield* httpEffect.pipe(Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(limit)))
  })

/**
 * A body sent without a length (chunked) that the answer leaves unread gets
 * `Connection: close` on that answer (found by the contract fuzzer). The
 * HTTP server drains at most 256 KiB of an unread body and then closes the
 * connection; it says so in advance only for a body whose length it knows.
 * Without a word, the client reused the connection it had been told to
 * keep, and its next request was reset unanswered.
 */
export const closeAfterUnreadBody = <E, R>(httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    request.headers["content-length"] !== undefined || request.headers["transfer-encoding"] === undefined
      ? httpEffect
      : Effect.map(httpEffect, (response) =>
          (request.source as { readonly complete?: boolean }).complete === false ? HttpServerResponse.setHeader(response, "connection", "close") : response
        )
  )
