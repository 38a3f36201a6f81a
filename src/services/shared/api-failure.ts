/**
 * The one error the browser handles for every API call. Whatever went wrong —
 * a contract error (Conflict, Invalid…), a status the endpoint does not
 * declare (401, 500), a dropped connection, an answer that does not decode —
 * the caller gets an `ApiFailure` with a `reason`, the HTTP `status` when
 * there was an answer, and a `message` a learner can read: the server's own
 * `message` when the answer had one (spec §8), a neutral text otherwise.
 */
import { Effect, Schema } from "effect"
import { HttpClientError } from "effect/http"
import { ERROR_STATUS, type ErrorTag, FieldIssue } from "../../api/shared/errors.ts"

export const API_FAILURE_REASONS = [
  "Invalid",
  "Unauthorized",
  "Forbidden",
  "NotFound",
  "Conflict",
  "TooManyRequests",
  /** Any other 4xx. */
  "Rejected",
  /** 5xx. */
  "ServerError",
  /** No answer at all: offline, DNS, CORS, connection reset. */
  "Unreachable",
  /** An answer arrived but does not match the contract. */
  "UnreadableAnswer",
  /** A bug on our side (a defect); the cause keeps the details. */
  "Unexpected"
] as const
export type ApiFailureReason = (typeof API_FAILURE_REASONS)[number]

export class ApiFailure extends Schema.TaggedError<ApiFailure>()("ApiFailure", {
  reason: Schema.Literals(API_FAILURE_REASONS),
  /** The HTTP status of the answer; null when no answer arrived. */
  status: Schema.NullOr(Schema.Number),
  message: Schema.String,
  /** Field problems of an `Invalid` answer, for forms that show them. */
  issues: Schema.optional(Schema.Array(FieldIssue)),
  cause: Schema.optional(Schema.Defect())
}) {}

export const UNREACHABLE_MESSAGE = "We could not reach the shop. Check your connection and try again."
export const UNREADABLE_MESSAGE = "The shop sent an answer we could not read. Please try again."
export const UNEXPECTED_MESSAGE = "Something went wrong. Please try again."

/** Neutral texts for answers that carried no `message` of their own. */
const MESSAGE_BY_REASON: Record<ApiFailureReason, string> = {
  Invalid: "Some of the information sent was not valid.",
  Unauthorized: "Please sign in to continue.",
  Forbidden: "You are not allowed to do that.",
  NotFound: "We could not find what you asked for.",
  Conflict: "That could not be done because it conflicts with what is already there.",
  TooManyRequests: "Too many attempts. Please wait a moment and try again.",
  Rejected: "The shop could not accept that request.",
  ServerError: "Something went wrong on our side. Please try again in a moment.",
  Unreachable: UNREACHABLE_MESSAGE,
  UnreadableAnswer: UNREADABLE_MESSAGE,
  Unexpected: UNEXPECTED_MESSAGE
}

/** The contract's tagged errors and their statuses, as src/api/shared/errors.ts declares them. */
const CONTRACT_STATUS = ERROR_STATUS
type ContractTag = ErrorTag

const isContractTag = (tag: unknown): tag is ContractTag => typeof tag === "string" && Object.hasOwn(CONTRACT_STATUS, tag)

const reasonForStatus = (status: number): ApiFailureReason => {
  for (const [tag, code] of Object.entries(CONTRACT_STATUS)) {
    if (code === status) return tag as ContractTag
  }
  return status >= 500 ? "ServerError" : "Rejected"
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null

const issuesOf = (u: unknown): ReadonlyArray<FieldIssue> | undefined =>
  Array.isArray(u)
    ? u.filter((issue): issue is FieldIssue => isRecord(issue) && typeof issue.path === "string" && typeof issue.message === "string")
    : undefined

const fromStatus = (status: number, cause: unknown): ApiFailure => {
  // A 2xx/3xx that still failed: the body did not match the contract.
  if (status < 400) return new ApiFailure({ reason: "UnreadableAnswer", status, message: UNREADABLE_MESSAGE, cause })
  const reason = reasonForStatus(status)
  return new ApiFailure({ reason, status, message: MESSAGE_BY_REASON[reason] })
}

/**
 * Maps any error of an API call to an ApiFailure without reading the answer
 * body (so it can run anywhere, synchronously). Use `callApi`, which also
 * reads the server's `message` from answers the contract does not declare.
 */
export const toApiFailure = (error: unknown): ApiFailure => {
  if (error instanceof ApiFailure) return error
  if (isRecord(error) && isContractTag(error._tag) && typeof error.message === "string") {
    const issues = error._tag === "Invalid" ? issuesOf(error.issues) : undefined
    return new ApiFailure({
      reason: error._tag,
      status: CONTRACT_STATUS[error._tag],
      message: error.message,
      ...(issues === undefined ? {} : { issues })
    })
  }
  if (HttpClientError.isHttpClientError(error)) {
    const reason = error.reason
    switch (reason._tag) {
      case "TransportError":
        return new ApiFailure({ reason: "Unreachable", status: null, message: UNREACHABLE_MESSAGE, cause: error })
      case "StatusCodeError":
      case "DecodeError":
      case "EmptyBodyError":
        return fromStatus(reason.response.status, error)
      default:
        // Request encoding or URL building: our bug, not the learner's.
        return new ApiFailure({ reason: "Unexpected", status: null, message: UNEXPECTED_MESSAGE, cause: error })
    }
  }
  if (Schema.isSchemaError(error)) {
    return new ApiFailure({ reason: "UnreadableAnswer", status: null, message: UNREADABLE_MESSAGE, cause: error })
  }
  return new ApiFailure({ reason: "Unexpected", status: null, message: UNEXPECTED_MESSAGE, cause: error })
}

/**
 * Like `toApiFailure`, but when the failure carries an HTTP answer (an
 * undeclared status such as 401 or 500, or a declared error whose body did
 * not decode), reads its JSON body for the server's `message` and `issues`.
 * The client caches the body, so reading it again here is safe.
 */
export const describeApiFailure = (error: unknown): Effect.Effect<ApiFailure> => {
  const failure = toApiFailure(error)
  if (!HttpClientError.isHttpClientError(error) || failure.status === null || failure.status < 400) {
    return Effect.succeed(failure)
  }
  const response = error.response
  if (response === undefined) return Effect.succeed(failure)
  return response.json.pipe(
    Effect.map((body) => {
      if (!isRecord(body) || typeof body.message !== "string" || body.message.trim() === "") return failure
      const issues = issuesOf(body.issues)
      return new ApiFailure({
        reason: failure.reason,
        status: failure.status,
        message: body.message,
        ...(issues === undefined || issues.length === 0 ? {} : { issues })
      })
    }),
    // An unreadable error body still leaves the neutral message.
    Effect.orElseSucceed(() => failure)
  )
}

/**
 * Runs an ApiClient call so that every way it can fail — typed errors and
 * defects alike — arrives as an ApiFailure. Interruption stays interruption.
 */
export const callApi = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, ApiFailure, R> =>
  effect.pipe(
    Effect.catch((error: E) => Effect.flatMap(describeApiFailure(error), Effect.fail)),
    Effect.catchDefect((defect) => Effect.fail(toApiFailure(defect)))
  )
