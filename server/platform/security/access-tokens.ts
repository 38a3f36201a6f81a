/**
 * Short-lived access tokens: JWTs signed with HS256, valid for 5 minutes,
 * naming the learner (`sub`) and the session (`sid`). The browser refreshes
 * its token every 10 seconds (spec §4), so a stolen token is useful briefly,
 * and signing out revokes the session the token names.
 *
 * Verification pins the algorithm, issuer and audience: a token with
 * `alg: none`, another algorithm, or our key used for something else fails.
 */
import { Context, Effect, Layer } from "effect"
import { errors, jwtVerify, SignJWT } from "jose"
import { Unauthorized } from "../../../src/api/errors.ts"
import { ServerSecret } from "./server-secret.ts"

export const ACCESS_TOKEN_LIFETIME_SECONDS = 5 * 60
export const TOKEN_ISSUER = "exam-shop"
export const TOKEN_AUDIENCE = "exam-shop/learner"

export const SIGN_IN_REQUIRED_MESSAGE = "Please sign in to continue."
export const TOKEN_EXPIRED_MESSAGE = "Your session has expired. Please sign in again."
export const TOKEN_INVALID_MESSAGE = "Your sign-in is not valid. Please sign in again."

export interface TokenClaims {
  readonly userId: string
  readonly sessionId: string
}

export class AccessTokens extends Context.Service<AccessTokens, {
  readonly issue: (claims: TokenClaims) => Effect.Effect<string>
  /** Checks signature, algorithm and expiry; not whether the session is live. */
  readonly verify: (token: string) => Effect.Effect<TokenClaims, Unauthorized>
}>()("exam-shop/AccessTokens") {
  static readonly layer = Layer.effect(
    AccessTokens,
    Effect.gen(function*() {
      // Imported once as a WebCrypto key: given the raw bytes, jose imports
      // them again on every sign and every verify (issue 13: a token
      // refresh did both, and the imports were a third of its time).
      const raw = (yield* ServerSecret).keyFor("access-token")
      const key = yield* Effect.promise(() =>
        crypto.subtle.importKey("raw", new Uint8Array(raw), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"])
      )

      const issue = (claims: TokenClaims) =>
        Effect.promise(() =>
          new SignJWT({ sid: claims.sessionId })
            .setProtectedHeader({ alg: "HS256", typ: "JWT" })
            .setSubject(claims.userId)
            .setIssuer(TOKEN_ISSUER)
            .setAudience(TOKEN_AUDIENCE)
            .setIssuedAt()
            .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_SECONDS}s`)
            .sign(key)
        )

      const verify = (token: string) =>
        Effect.gen(function*() {
          if (token.trim() === "") return yield* new Unauthorized({ message: SIGN_IN_REQUIRED_MESSAGE })
          const result = yield* Effect.tryPromise({
            try: () => jwtVerify(token, key, { algorithms: ["HS256"], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE }),
            catch: (error) =>
              new Unauthorized({ message: error instanceof errors.JWTExpired ? TOKEN_EXPIRED_MESSAGE : TOKEN_INVALID_MESSAGE })
          })
          const { sub, sid } = result.payload
          if (typeof sub !== "string" || sub === "" || typeof sid !== "string" || sid === "") {
            return yield* new Unauthorized({ message: TOKEN_INVALID_MESSAGE })
          }
          return { userId: sub, sessionId: sid }
        })

      return AccessTokens.of({ issue, verify })
    })
  )
}
