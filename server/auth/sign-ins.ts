/**
 * Starting, resuming and ending a browser's session. Signing in creates a
 * session row, sets the httpOnly `sid` cookie (Secure in production) and
 * answers a fresh access token with the learner's info.
 */
import { Context, Effect, Layer, Option } from "effect"
import type { HttpServerRequest } from "effect/http"
import type { SignInAnswer } from "../../src/api/auth.ts"
import { Unauthorized } from "../../src/api/errors.ts"
import type { Profile } from "../../src/api/profile.ts"
import { Settings } from "../config.ts"
import { ProfileReader } from "../profile/profile-reader.ts"
import { AccessTokens } from "../security/access-tokens.ts"
import { NOT_SIGNED_IN_MESSAGE } from "./auth-messages.ts"
import { clearSessionCookie, setSessionCookie } from "./session-cookie.ts"
import { Sessions } from "./sessions.ts"

export class SignIns extends Context.Service<SignIns, {
  /** Needs the request: the cookie goes onto its response. */
  readonly start: (userId: string, message: string) => Effect.Effect<SignInAnswer, never, HttpServerRequest.HttpServerRequest>
  /** For `GET /auth/login/success`: the session of the cookie, with a fresh token. */
  readonly resume: (cookieSecret: string | undefined) => Effect.Effect<{ token: string; data: Profile }, Unauthorized>
  /** Revokes the cookie's session (and the token's, when one is sent) and clears the cookie. */
  readonly end: (cookieSecret: string | undefined, token: string | undefined) => Effect.Effect<void, never, HttpServerRequest.HttpServerRequest>
}>()("exam-shop/SignIns") {
  static readonly layer = Layer.effect(
    SignIns,
    Effect.gen(function*() {
      const sessions = yield* Sessions
      const tokens = yield* AccessTokens
      const profiles = yield* ProfileReader
      const secure = (yield* Settings).nodeEnv === "production"

      const start = Effect.fn("SignIns.start")(function*(userId: string, message: string) {
        const session = yield* sessions.create(userId)
        yield* setSessionCookie(session.secret, secure)
        const token = yield* tokens.issue(session)
        const data = yield* profiles.profileOf(userId)
        return { message, token, data }
      })

      const resume = Effect.fn("SignIns.resume")(function*(cookieSecret: string | undefined) {
        const session = yield* sessions.findBySecret(cookieSecret ?? "")
        if (Option.isNone(session)) return yield* new Unauthorized({ message: NOT_SIGNED_IN_MESSAGE })
        const token = yield* tokens.issue(session.value)
        const data = yield* profiles.profileOf(session.value.userId)
        return { token, data }
      })

      const end = Effect.fn("SignIns.end")(function*(cookieSecret: string | undefined, token: string | undefined) {
        const fromCookie = yield* sessions.findBySecret(cookieSecret ?? "")
        if (Option.isSome(fromCookie)) yield* sessions.revoke(fromCookie.value.sessionId)
        if (token !== undefined && token !== "") {
          const claims = yield* Effect.option(tokens.verify(token))
          if (Option.isSome(claims)) yield* sessions.revoke(claims.value.sessionId)
        }
        yield* clearSessionCookie(secure)
      })

      return SignIns.of({ start, resume, end })
    })
  )
}
