/**
 * JWTs signed with HS256 (RFC 7519 / 7515, compact form), with node:crypto's
 * HMAC, synchronously. The access tokens used jose, which signs and checks
 * through WebCrypto: every sign and every verify is a job handed to the
 * thread pool and back, and a token refresh (one verify, one sign) spent
 * most of its time there (under load, WebCrypto's job plumbing was
 * 18% of the server's CPU, the HMAC itself microseconds).
 *
 * Checked on verify, as jose checked with { algorithms: ["HS256"], issuer,
 * audience }, and stricter where it costs nothing:
 * - three base64url segments (no padding, no other characters);
 * - the header a JSON object with alg "HS256" exactly and no `crit`
 *   (so `alg: none`, another algorithm or a header we would not understand
 *   fails);
 * - the signature compared in constant time, as its canonical base64url text
 *   (one token has one accepted spelling);
 * - the payload a JSON object; `iss` and `aud` (a string or an array
 *   holding it) as expected; `exp` required and a number, and the token
 *   expired from that second on (exp <= now, jose's rule); `nbf` and `iat`,
 *   when present, numbers, and not before `nbf`.
 */
import { createHmac, type KeyObject, timingSafeEqual } from "node:crypto"

const SEGMENT = /^[A-Za-z0-9_-]+$/
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url")

export type VerifyFailure = "malformed" | "signature" | "claims" | "expired"

export type Verified = { readonly ok: true; readonly payload: Readonly<Record<string, unknown>> } | { readonly ok: false; readonly failure: VerifyFailure }

/** The key: a KeyObject made once (createSecretKey) spares HMAC making one from the bytes on every call. */
export type Hs256Key = KeyObject | Uint8Array

const signatureOf = (key: Hs256Key, signingInput: string) => createHmac("sha256", key).update(signingInput).digest("base64url")

/** The compact token for `payload`, header {"alg":"HS256","typ":"JWT"}. */
export const signHs256 = (key: Hs256Key, payload: Readonly<Record<string, unknown>>): string => {
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`
  return `${signingInput}.${signatureOf(key, signingInput)}`
}

const jsonObject = (segment: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"))
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

const fail = (failure: VerifyFailure): Verified => ({ ok: false, failure })

export const verifyHs256 = (
  key: Hs256Key,
  token: string,
  expected: { readonly issuer: string; readonly audience: string; readonly nowSeconds: number }
): Verified => {
  const parts = token.split(".")
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return fail("malformed")
  const [headerText, payloadText, signature] = parts as [string, string, string]
  // Our own header (every token we sign) needs no parsing: it is alg HS256, no crit.
  if (headerText !== HEADER) {
    const header = jsonObject(headerText)
    if (header === undefined || header.alg !== "HS256" || "crit" in header) return fail("malformed")
  }
  const wanted = Buffer.from(signatureOf(key, `${headerText}.${payloadText}`))
  const given = Buffer.from(signature)
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return fail("signature")
  const payload = jsonObject(payloadText)
  if (payload === undefined) return fail("malformed")
  const { iss, aud, exp, nbf, iat } = payload
  const audienceMatches = aud === expected.audience || (Array.isArray(aud) && aud.includes(expected.audience))
  if (iss !== expected.issuer || !audienceMatches) return fail("claims")
  if (typeof exp !== "number" || (nbf !== undefined && typeof nbf !== "number") || (iat !== undefined && typeof iat !== "number")) {
    return fail("claims")
  }
  if (typeof nbf === "number" && nbf > expected.nowSeconds) return fail("claims")
  if (exp <= expected.nowSeconds) return fail("expired")
  return { ok: true, payload }
}
