/**
 * Starting, resuming and ending a browser's session. Starting creates a
 * session and answers a fresh access token with the learner's info, plus the
 * secret the handler puts into the httpOnly `sid` cookie (session-cookie.ts):
 * the rules here know nothing of HTTP.
 */
import { Context, Effect, Exit, Layer, Option } from "effect"
import { timingSafeEqual } from "node:crypto"
import type { SignInAnswer } from "../../../src/api/account/auth.ts"
import { Unauthorized } from "../../../src/api/shared/errors.ts"
import type { Profile } from "../../../src/api/account/profile.ts"
import { AccessTokens } from "../../platform/security/access-tokens.ts"
import { sha256Hex } from "../../platform/security/random-secret.ts"
import { ProfileReader } from "../profile/profile-reader.ts"
import { NOT_SIGNED_IN_MESSAGE, REFRESH_COOKIE_MISMATCH_MESSAGE, REFRESH_COOKIE_MISSING_MESSAGE, SESSION_ENDED_MESSAGE } from "./messages.ts"
import { LiveSessions } from "./live-sessions.ts"
import { SessionsRepository } from "./repository.ts"

/** A signed-in answer and the cookie secret that keeps the browser signed in. */
export interface StartedSession {
  readonly answer: SignInAnswer
  readonly cookieSecret: string
}

export class SessionsService extends Context.Service<
  SessionsService,
  {
    readonly start: (userId: string, message: string) => Effect.Effect<StartedSession>
    /** For `GET /auth/login/success`: the session of the cookie, with a fresh token. */
    readonly resume: (cookieSecret: string | undefined) => Effect.Effect<{ token: string; data: Profile }, Unauthorized>
    /**
     * For `GET /profile/tokenRefresh`: a fresh token for the same session, only
     * when the token is valid, its session live, and the `sid` cookie (httpOnly:
     * page scripts cannot read it, so a stolen token comes without it) is that
     * same session's (security finding 6).
     */
    readonly refresh: (token: string, cookieSecret: string | undefined) => Effect.Effect<string, Unauthorized>
    /** `refresh` without an Effect per call, for the Node server's own path (refresh-first.ts): `done` gets its exit. */
    readonly refreshNow: (token: string, cookieSecret: string | undefined, done: (exit: Exit.Exit<string, Unauthorized>) => void) => void
    /** Revokes the cookie's session, and the token's when one is sent. */
    readonly end: (cookieSecret: string | undefined, token: string | undefined) => Effect.Effect<void>
  }
>()("exam-shop/SessionsService") {
  static readonly layer = Layer.effect(
    SessionsService,
    Effect.gen(function* () {
      const sessions = yield* SessionsRepository
      const tokens = yield* AccessTokens
      const profiles = yield* ProfileReader

      const start = Effect.fn("SessionsService.start")(function* (userId: string, message: string) {
        const session = yield* sessions.create(userId)
        const token = yield* tokens.issue(session)
        const data = yield* profiles.profileOf(userId)
        return { answer: { message, token, data }, cookieSecret: session.secret }
      })

      const resume = Effect.fn("SessionsService.resume")(function* (cookieSecret: string | undefined) {
        const session = yield* sessions.findBySecret(cookieSecret ?? "")
        if (Option.isNone(session)) return yield* new Unauthorized({ message: NOT_SIGNED_IN_MESSAGE })
        const token = yield* tokens.issue(session.value)
        const data = yield* profiles.profileOf(session.value.userId)
        return { token, data }
      })

      // Refreshes read their sessions together with every signed-in call,
      // one statement per batch, each from a read that started after it
      // arrived (live-sessions.ts).
      const readLiveSession = (yield* LiveSessions).lookupNow

      // The one rule, in the order the contract's path checks (the
      // Authorization middleware, then the handler), so both answer a
      // request the same.
      const refreshNow = (token: string, cookieSecret: string | undefined, done: (exit: Exit.Exit<string, Unauthorized>) => void) => {
        const verified = tokens.verifyNow(token)
        if (Exit.isFailure(verified)) return done(Exit.failCause(verified.cause))
        const claims = verified.value
        readLiveSession(claims.sessionId, (read) => {
          if (Exit.isFailure(read)) return done(Exit.failCause(read.cause))
          const session = read.value
          if (session === undefined || session.userId !== claims.userId) {
            return done(Exit.fail(new Unauthorized({ message: SESSION_ENDED_MESSAGE })))
          }
          if (cookieSecret === undefined || cookieSecret === "") {
            return done(Exit.fail(new Unauthorized({ message: REFRESH_COOKIE_MISSING_MESSAGE })))
          }
          if (!sameHash(sha256Hex(cookieSecret), session.secretHash)) {
            return done(Exit.fail(new Unauthorized({ message: REFRESH_COOKIE_MISMATCH_MESSAGE })))
          }
          done(Exit.succeed(tokens.issueNow(claims)))
        })
      }

      const refresh = (token: string, cookieSecret: string | undefined) =>
        Effect.callback<string, Unauthorized>((resume) => refreshNow(token, cookieSecret, resume))

      const end = Effect.fn("SessionsService.end")(function* (cookieSecret: string | undefined, token: string | undefined) {
        const fromCookie = yield* sessions.findBySecret(cookieSecret ?? "")
        if (Option.isSome(fromCookie)) yield* sessions.revoke(fromCookie.value.sessionId)
        if (token !== undefined && token !== "") {
          const claims = yield* Effect.option(tokens.verify(token))
          if (Option.isSome(claims)) yield* sessions.revoke(claims.value.sessionId)
        }
      })

      return SessionsService.of({ start, resume, refresh, refreshNow, end })
    })
  )
}

/** Two hex digests compared in constant time. */
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
