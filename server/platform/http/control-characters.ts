/**
 * No field of any call takes a control character (fourth
 * finding: a NUL byte in a path, a query or a body gave 500 on 13 calls,
 * after using up rate-limit counters). This step of the global middleware
 * refuses them before anything else runs, for every call the contract has
 * and will have: 400 with a message when the address (decoded) or any
 * string of a JSON body holds one. Line breaks and tabs stay allowed in
 * bodies (a helpdesk message keeps its lines); an address allows none.
 * An address whose %-escapes do not decode is refused the same way.
 */
import { Effect, Result } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { BROKEN_CHARACTER_MESSAGE, CONTROL_CHARACTER_MESSAGE, UNREADABLE_ADDRESS_MESSAGE } from "../../../src/api/api.ts"
import { bodyTooLarge, isBodyTooLarge } from "./body-limit.ts"

/** C0 controls and DEL. */
const IN_ADDRESS = /[\u0000-\u001f\u007f]/
/** The same, but line feed, carriage return and tab. */
const IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const refused = (message: string) => HttpServerResponse.jsonUnsafe({ message }, { status: 400 })

/** Half of a surrogate pair: in unicode mode a whole pair is one code point, outside this class. */
const LONE_SURROGATE = /[\ud800-\udfff]/u

/** What is wrong with one string of a body: a control character, half of a surrogate pair, or nothing. */
const textProblem = (text: string): "control" | "broken" | undefined => (IN_TEXT.test(text) ? "control" : LONE_SURROGATE.test(text) ? "broken" : undefined)

/**
 * The first problem of any string (or key) in a parsed JSON value: a
 * control character, or a lone surrogate (JSON's "\ud800" escape alone,
 * which no text field can store). Walked with a list, not by recursion: a
 * body of 100,000 nested arrays is under the size limit and JSON.parse takes
 * it, but a recursive walk overflowed the stack (500, found by the contract
 * fuzzer).
 */
export const textProblemIn = (value: unknown): "control" | "broken" | undefined => {
  const pending: Array<unknown> = [value]
  while (pending.length > 0) {
    const each = pending.pop()
    if (typeof each === "string") {
      const problem = textProblem(each)
      if (problem !== undefined) return problem
    } else if (Array.isArray(each)) {
      for (const item of each) pending.push(item)
    } else if (typeof each === "object" && each !== null) {
      for (const [key, item] of Object.entries(each)) {
        const problem = textProblem(key)
        if (problem !== undefined) return problem
        pending.push(item)
      }
    }
  }
  return undefined
}

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

const isJson = (contentType: string | undefined) => (contentType ?? "").toLowerCase().includes("json")

export const refuseControlCharacters = <E, R>(httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const url = new URL(request.url, "http://x")
    const address = decoded(url.pathname + url.search.replaceAll("+", " "))
    if (address === null) return refused(UNREADABLE_ADDRESS_MESSAGE)
    if (IN_ADDRESS.test(address)) return refused(CONTROL_CHARACTER_MESSAGE)
    if (request.method !== "GET" && request.method !== "HEAD" && isJson(request.headers["content-type"])) {
      // Read once here (the body is cached for the handler); a body that is not JSON is the handler's 400.
      // A body over its limit (sent without a length) is answered 413 here: a call that takes no body
      // would otherwise answer as if nothing was sent, and leave the rest unread on a connection it then resets.
      const read = yield* Effect.result(request.text)
      if (Result.isFailure(read)) {
        if (isBodyTooLarge(read.failure)) return bodyTooLarge()
      }
      const text = Result.isSuccess(read) ? read.success : ""
      if (IN_TEXT.test(text)) return refused(CONTROL_CHARACTER_MESSAGE)
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = undefined
      }
      const problem = textProblemIn(parsed)
      if (problem !== undefined) return refused(problem === "control" ? CONTROL_CHARACTER_MESSAGE : BROKEN_CHARACTER_MESSAGE)
    }
    return yield* httpEffect
  })
