/**
 * Every request's id: the one a proxy or client sent in
 * X-Request-Id when it is sane, else a new one. It is echoed in the answer's
 * X-Request-Id and carried by every log line of the request
 * (request-observation.ts), so an operator can follow one request from the
 * proxy's log through ours.
 *
 * Sane: 1 to 128 characters of letters, digits and `-_.:/+=@` (what UUIDs,
 * trace ids and proxies' ids are made of). Anything else — spaces, quotes,
 * control characters, a second value, a kilobyte — is not trusted into the
 * log or a header, and the request gets a new id instead.
 *
 * An id names a request, it does not authorise anything: it is not secret
 * and need not be unguessable, only unique.
 */
import { randomBytes } from "node:crypto"

export const REQUEST_ID_HEADER = "x-request-id"

const SANE = /^[A-Za-z0-9\-_.:/+=@]{1,128}$/

// A new id is this process's random prefix and a counter: unique across
// servers and restarts (96 random bits), and made without asking for
// randomness per request (randomUUID measured several times the cost of the
// rest of the kept-read shortcut's bookkeeping).
const PREFIX = randomBytes(12).toString("hex")
let issued = 0

/** A new request id: 24 hex digits, "-", a base-36 counter. */
export const newRequestId = (): string => `${PREFIX}-${(++issued).toString(36)}`

/** The incoming id when sane, else a new one. */
export const requestIdOf = (incoming: string | ReadonlyArray<string> | undefined): string =>
  typeof incoming === "string" && SANE.test(incoming) ? incoming : newRequestId()
