/**
 * The server side of the Authorization middleware (src/api/shared/security.ts):
 * the `x-access-token` header must hold a valid, unexpired token whose
 * session is still live. Checking the session on every call is what makes
 * sign-out, a password change or a reset end old tokens at once rather than
 * when they expire. The sessions of calls arriving together are read
 * together (sessions/live-sessions.ts).
 */
import { Effect, Layer, Redacted } from "effect"
import { Unauthorized } from "../../src/api/shared/errors.ts"
import { Authorization, CurrentUser, FileAuthorization, type SignedInLearner } from "../../src/api/shared/security.ts"
import { SESSION_ENDED_MESSAGE } from "./sessions/messages.ts"
import { LiveSessions } from "./sessions/live-sessions.ts"
import { AccessTokens } from "../platform/security/access-tokens.ts"

export { SESSION_ENDED_MESSAGE }

/**
 * The check itself, for callers outside the HttpApi too (the event stream
 * reads the token from the cookie): the token's claims when it is valid and
 * its session live, Unauthorized otherwise.
 */
export const signedInCheck = Effect.gen(function* () {
  const tokens = yield* AccessTokens
  const sessions = yield* LiveSessions
  return Effect.fn("Authorization.check")(function* (token: string) {
    const claims = yield* tokens.verify(token)
    // Read with the other calls of this moment (live-sessions.ts): one statement for all of them.
    const session = yield* sessions.lookup(claims.sessionId)
    if (session === undefined || session.userId !== claims.userId) return yield* new Unauthorized({ message: SESSION_ENDED_MESSAGE })
    return claims satisfies SignedInLearner
  })
})

export const AuthorizationLive = Layer.effect(
  Authorization,
  Effect.gen(function* () {
    const check = yield* signedInCheck
    return Authorization.of({
      accessToken: Effect.fn("Authorization.accessToken")(function* (httpEffect, { credential }) {
        const claims = yield* check(Redacted.value(credential))
        return yield* Effect.provideService(httpEffect, CurrentUser, claims)
      })
    })
  })
)

/**
 * File downloads (FileAuthorization): the same check, with the token from
 * the header or the `token` cookie (HttpApiBuilder tries the header first).
 */
export const FileAuthorizationLive = Layer.effect(
  FileAuthorization,
  Effect.gen(function* () {
    const check = yield* signedInCheck
    const signedIn = Effect.fn("FileAuthorization.check")(function* <A, E, R>(
      httpEffect: Effect.Effect<A, E, R>,
      { credential }: { readonly credential: Redacted.Redacted<string> }
    ) {
      const claims = yield* check(Redacted.value(credential))
      return yield* Effect.provideService(httpEffect, CurrentUser, claims)
    })
    return FileAuthorization.of({ accessToken: signedIn, tokenCookie: signedIn })
  })
)
