/**
 * Short-lived access tokens: JWTs signed with HS256, valid for 5 minutes,
 * naming the learner (`sub`) and the session (`sid`). The browser refreshes
 * its token every 10 seconds (spec §4), so a stolen token is useful briefly,
 * and signing out revokes the session the token names.
 *
 * Verification pins the algorithm, issuer and audience: a token with
 * `alg: none`, another algorithm, or our key used for something else fails.
 */
import { Context, Effect, Exit, Layer } from "effect"
import { createSecretKey } from "node:crypto"
import { Unauthorized } from "../../../src/api/shared/errors.ts"
import { signHs256, verifyHs256 } from "./hs256-jwt.ts"
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

/** What a valid token says: its account and session, and when it expires (seconds since the epoch, its `exp`). */
export interface VerifiedClaims extends TokenClaims {
  readonly expiresAt: number
}

export class AccessTokens extends Context.Service<
  AccessTokens,
  {
    readonly issue: (claims: TokenClaims) => Effect.Effect<string>
    /** Checks signature, algorithm and expiry; not whether the session is live. */
    readonly verify: (token: string) => Effect.Effect<VerifiedClaims, Unauthorized>
    /** `issue` and `verify` at once, without running an Effect (the token refresh's hot path, account/sessions). */
    readonly issueNow: (claims: TokenClaims) => string
    readonly verifyNow: (token: string) => Exit.Exit<VerifiedClaims, Unauthorized>
  }
>()("exam-shop/AccessTokens") {
  static readonly layer = Layer.effect(
    AccessTokens,
    Effect.gen(function* () {
      const key = createSecretKey((yield* ServerSecret).keyFor("access-token"))

      // Signed and checked with node:crypto's HMAC, synchronously
      // (hs256-jwt.ts): jose's WebCrypto jobs were most of a token refresh.
      const issueNow = (claims: TokenClaims) => {
        const now = Math.floor(Date.now() / 1000)
        return signHs256(key, {
          sid: claims.sessionId,
          sub: claims.userId,
          iss: TOKEN_ISSUER,
          aud: TOKEN_AUDIENCE,
          iat: now,
          exp: now + ACCESS_TOKEN_LIFETIME_SECONDS
        })
      }

      const verifyNow = (token: string): Exit.Exit<VerifiedClaims, Unauthorized> => {
        if (token.trim() === "") return Exit.fail(new Unauthorized({ message: SIGN_IN_REQUIRED_MESSAGE }))
        const verified = verifyHs256(key, token, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, nowSeconds: Math.floor(Date.now() / 1000) })
        if (!verified.ok) {
          return Exit.fail(new Unauthorized({ message: verified.failure === "expired" ? TOKEN_EXPIRED_MESSAGE : TOKEN_INVALID_MESSAGE }))
        }
        const { sub, sid, exp } = verified.payload
        if (typeof sub !== "string" || sub === "" || typeof sid !== "string" || sid === "" || typeof exp !== "number") {
          return Exit.fail(new Unauthorized({ message: TOKEN_INVALID_MESSAGE }))
        }
        return Exit.succeed({ userId: sub, sessionId: sid, expiresAt: exp })
      }

      return AccessTokens.of({
        issue: (claims) => Effect.sync(() => issueNow(claims)),
        verify: (token) => Effect.suspend(() => verifyNow(token)),
        issueNow,
        verifyNow
      })
    })
  )
}
