/**
 * The tagged errors every call of the contract can answer with.
 *
 * Each carries the HTTP status it travels with and a `message` that the
 * browser's shared error handler shows as a toast (spec §8), so the server
 * never has to invent a second error format.
 */
import { Schema } from "effect"

export class Invalid extends Schema.TaggedError<Invalid>()(
  "Invalid",
  {
    message: Schema.String,
    /** Which fields were wrong, when the problem is in the request body. */
    issues: Schema.optional(Schema.Array(Schema.Struct({ path: Schema.String, message: Schema.String })))
  },
  { httpApiStatus: 400 }
) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String },
  { httpApiStatus: 401 }
) {}

export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { message: Schema.String },
  { httpApiStatus: 403 }
) {}

export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { message: Schema.String },
  { httpApiStatus: 404 }
) {}

export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  { message: Schema.String },
  { httpApiStatus: 409 }
) {}

export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { message: Schema.String },
  { httpApiStatus: 429 }
) {}

/** The union the browser handles generically: every error has a message. */
export type ApiError = Invalid | Unauthorized | Forbidden | NotFound | Conflict | TooManyRequests
