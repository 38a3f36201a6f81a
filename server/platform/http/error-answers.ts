/**
 * Every failure leaves the server as JSON with a `message` (spec §8: the
 * browser's shared handler shows `message` as a toast). Errors declared in the
 * contract are already encoded by HttpApiBuilder; this step of the global
 * middleware (guards.ts) covers what the contract cannot declare:
 *  - a request that does not decode (malformed JSON, missing or mistyped
 *    fields) → 400 with the field issues, instead of an empty 400;
 *  - a path no route serves → 404, instead of an empty 404; a known path
 *    with a method it does not take → 405 with `Allow` (allowed-methods.ts);
 *  - a body over its limit (body-limit.ts) → 413 with a message;
 *  - a body in a format the call does not take → 415 with a message,
 *    instead of HttpApiBuilder's plain-text 415;
 *  - anything unexpected → 500 with a neutral message (details go to the log,
 *    never to the visitor).
 */
import { Cause, Effect, SchemaIssue } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiError } from "effect/http-api"
import { allowedMethods } from "./allowed-methods.ts"
import { bodyTooLarge, isBodyTooLarge } from "./body-limit.ts"

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

const answer = (status: number, body: { readonly message: string; readonly issues?: ReadonlyArray<unknown> }) => HttpServerResponse.jsonUnsafe(body, { status })

/**
 * The message a check of the contract carries for people (e.g. the save's
 * `seq`, src/api/attempt/attempt.ts): that sentence is the whole answer, as it is,
 * so the contract, not this file, words the refusal.
 */
const checkMessage = (issue: SchemaIssue.Issue): string | undefined => {
  switch (issue._tag) {
    // A payload is decoded as a union of its schemas; with one schema, its issue is the one that counts.
    case "AnyOf":
      return issue.issues.length === 1 && issue.issues[0] !== undefined ? checkMessage(issue.issues[0]) : undefined
    case "Composite":
      return issue.issues[0] === undefined ? undefined : checkMessage(issue.issues[0])
    case "Pointer":
      return checkMessage(issue.issue)
    case "Filter":
      return SchemaIssue.defaultCheckHook(issue)
    default:
      return undefined
  }
}

const describeSchemaError = (error: HttpApiError.HttpApiSchemaError) => {
  const place = error.kind === "Payload" ? "request body" : `request ${error.kind.toLowerCase()}`
  const cause: unknown = error.cause
  if (typeof cause === "object" && cause !== null && "issue" in cause) {
    const issue = (cause as { issue: SchemaIssue.Issue }).issue
    const result = formatter(issue)
    const issues = result.issues.map((issue) => ({
      path: (issue.path ?? []).map((key) => String(typeof key === "object" ? key.key : key)).join("."),
      message: issue.message
    }))
    const own = checkMessage(issue)
    if (own !== undefined) return { message: own, issues }
    const first = issues[0]
    const detail = first === undefined ? "" : `: ${first.path === "" ? "" : `${first.path} — `}${first.message}`
    return { message: `The ${place} is not valid${detail}`, issues }
  }
  return { message: `The ${place} is not valid.` }
}

const isRouteNotFound = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  (("_tag" in error && error._tag === "RouteNotFound") ||
    ("reason" in error && typeof error.reason === "object" && error.reason !== null && "_tag" in error.reason && error.reason._tag === "RouteNotFound"))

/** HttpApiBuilder answers an unsupported body type itself, in plain text. */
const unsupportedBodyAsJson = (response: HttpServerResponse.HttpServerResponse) =>
  // Every answer passes here: the usual one goes on without an Effect.gen of its own.
  response.status !== 415 || response.headers["content-type"]?.includes("application/json")
    ? Effect.succeed(response)
    : Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
        answer(415, {
          message: `This call does not accept a ${request.headers["content-type"] ?? "none"} body. Send the body as application/json.`
        })
      )

export const answerErrors = <E, R>(httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.catchCause(Effect.flatMap(httpEffect, unsupportedBodyAsJson), (cause) =>
    Effect.gen(function* () {
      if (Cause.hasInterruptsOnly(cause)) return yield* Effect.failCause(cause)
      const request = yield* HttpServerRequest.HttpServerRequest
      for (const reason of cause.reasons) {
        const error = reason._tag === "Fail" ? reason.error : reason._tag === "Die" ? reason.defect : undefined
        if (HttpApiError.HttpApiSchemaError.is(error) && error.kind !== "Body" && error.kind !== "ResponseHeaders") {
          return answer(400, describeSchemaError(error))
        }
        if (HttpApiError.HttpApiPayloadTooLarge.is(error) || isBodyTooLarge(error)) return bodyTooLarge()
        if (isRouteNotFound(error)) {
          const pathname = new URL(request.url, "http://x").pathname
          const allowed = allowedMethods(pathname)
          if (allowed.length > 0 && !allowed.includes(request.method)) {
            return HttpServerResponse.jsonUnsafe(
              { message: `This address takes ${allowed.join(" or ")}, not ${request.method}.` },
              { status: 405, headers: { allow: allowed.join(", ") } }
            )
          }
          return answer(404, { message: `There is no ${request.method} ${pathname} here.` })
        }
      }
      yield* Effect.logError("Request failed", cause)
      return answer(500, { message: "Something went wrong on our side. Please try again in a moment." })
    })
  )
