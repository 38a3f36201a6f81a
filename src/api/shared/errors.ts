/**
 * The tagged errors every call of the contract can answer with.
 *
 * Each carries the HTTP status it travels with and a `message` that the
 * browser's shared error handler shows as a toast (spec §8), so the server
 * never has to invent a second error format.
 */
import { Schema } from "effect"

/** The HTTP status each tagged error travels with; the browser reads the same table. */
export const ERROR_STATUS = {
  Invalid: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooManyRequests: 429
} as const
export type ErrorTag = keyof typeof ERROR_STATUS

/** One problem with one field of a request body. */
export const FieldIssue = Schema.Struct({ path: Schema.String, message: Schema.String })
export type FieldIssue = typeof FieldIssue.Type

export class Invalid extends Schema.TaggedError<Invalid>()(
  "Invalid",
  {
    message: Schema.String,
    /** Which fields were wrong, when the problem is in the request body. */
    issues: Schema.optional(Schema.Array(FieldIssue))
  },
  { httpApiStatus: ERROR_STATUS.Invalid }
) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String },
  { httpApiStatus: ERROR_STATUS.Unauthorized }
) {}

export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", { message: Schema.String }, { httpApiStatus: ERROR_STATUS.Forbidden }) {}

export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", { message: Schema.String }, { httpApiStatus: ERROR_STATUS.NotFound }) {}

export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", { message: Schema.String }, { httpApiStatus: ERROR_STATUS.Conflict }) {}

export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { message: Schema.String },
  { httpApiStatus: ERROR_STATUS.TooManyRequests }
) {}
