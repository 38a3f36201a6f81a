/**
 * The access tokens' HS256 signing and checking (hs256-jwt.ts), with jose as
 * the reference: each accepts the other's tokens, and what jose refused with
 * { algorithms: ["HS256"], issuer, audience } is refused here too (and a
 * token without `exp`, which jose would have let live forever).
 */
import { jwtVerify, SignJWT, UnsecuredJWT } from "jose"
import { createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"
import { signHs256, verifyHs256 } from "../../../server/platform/security/hs256-jwt.ts"

const key = new Uint8Array(createHmac("sha256", "a-test-secret").update("access-token").digest())
const otherKey = new Uint8Array(32).fill(1)
const now = Math.floor(Date.now() / 1000)
const expected = { issuer: "exam-shop", audience: "exam-shop/learner", nowSeconds: now }
const claims = { sid: "session-1", sub: "user-1", iss: "exam-shop", aud: "exam-shop/learner", iat: now, exp: now + 300 }

const joseToken = (edit: (jwt: SignJWT) => SignJWT = (jwt) => jwt, header: Record<string, unknown> = { alg: "HS256" }, signingKey = key) =>
  edit(
    new SignJWT({ sid: "session-1" })
      .setProtectedHeader(header as { alg: string })
      .setSubject("user-1")
      .setIssuer("exam-shop")
      .setAudience("exam-shop/learner")
      .setIssuedAt()
      .setExpirationTime("5m")
  ).sign(signingKey)

/** A token signed with our key under any header (jose will not sign some of these). */
const handSigned = (header: Record<string, unknown>, payload: Record<string, unknown>) => {
  const input = `${Buffer.from(JSON.stringify(header)).toString("base64url")}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`
  return `${input}.${createHmac("sha256", key).update(input).digest("base64url")}`
}

const failureOf = (token: string, at = expected) => {
  const verified = verifyHs256(key, token, at)
  return verified.ok ? "ok" : verified.failure
}

describe("HS256 tokens", () => {
  it("signs tokens jose verifies, with the header and claims given", async () => {
    const token = signHs256(key, claims)
    const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: "exam-shop", audience: "exam-shop/learner" })
    expect(protectedHeader).toEqual({ alg: "HS256", typ: "JWT" })
    expect(payload).toEqual(claims)
  })

  it("verifies jose's tokens, with or without typ, and an audience array holding ours", async () => {
    expect(verifyHs256(key, await joseToken(), expected)).toEqual({ ok: true, payload: expect.objectContaining({ sub: "user-1", sid: "session-1" }) })
    expect(failureOf(await joseToken((jwt) => jwt, { alg: "HS256", typ: "JWT" }))).toBe("ok")
    expect(failureOf(await joseToken((jwt) => jwt.setAudience(["other", "exam-shop/learner"])))).toBe("ok")
  })

  it("refuses alg none, another algorithm, another key, a header it would not understand", async () => {
    const unsigned = new UnsecuredJWT({ sid: "session-1" })
      .setSubject("user-1")
      .setIssuer("exam-shop")
      .setAudience("exam-shop/learner")
      .setExpirationTime("5m")
      .encode()
    expect(failureOf(unsigned)).toBe("malformed")
    expect(failureOf(`${unsigned}${signHs256(key, claims).split(".")[2]}`)).toBe("malformed")
    expect(failureOf(await joseToken((jwt) => jwt, { alg: "HS512" }))).toBe("malformed")
    expect(failureOf(await joseToken((jwt) => jwt, { alg: "HS256" }, otherKey))).toBe("signature")
    expect(failureOf(handSigned({ alg: "HS256", crit: ["x"], x: 1 }, claims))).toBe("malformed")
    expect(failureOf(handSigned({ alg: "hs256" }, claims))).toBe("malformed")
    expect(failureOf(handSigned({ alg: "HS256" }, claims))).toBe("ok")
  })

  it("refuses a tampered payload, a signature spelled otherwise, and what is not three base64url parts", () => {
    const [header, , signature] = signHs256(key, claims).split(".")
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "user-2" })).toString("base64url")
    expect(failureOf(`${header}.${forged}.${signature}`)).toBe("signature")
    const token = signHs256(key, claims)
    expect(failureOf(`${token}A`)).toBe("signature")
    expect(failureOf(`${token}=`)).toBe("malformed")
    expect(failureOf(token.replace(".", ".."))).toBe("malformed")
    expect(failureOf("not a token")).toBe("malformed")
    expect(failureOf("")).toBe("malformed")
  })

  it("refuses another issuer or audience, a missing or non-numeric exp, a token not yet valid", () => {
    expect(failureOf(signHs256(key, { ...claims, iss: "elsewhere" }))).toBe("claims")
    expect(failureOf(signHs256(key, { ...claims, aud: "exam-shop/agent" }))).toBe("claims")
    const { exp: _exp, ...withoutExp } = claims
    expect(failureOf(signHs256(key, withoutExp))).toBe("claims")
    expect(failureOf(signHs256(key, { ...claims, exp: String(now + 300) }))).toBe("claims")
    expect(failureOf(signHs256(key, { ...claims, nbf: now + 60 }))).toBe("claims")
    expect(failureOf(signHs256(key, { ...claims, nbf: now }))).toBe("ok")
  })

  it("is expired from the second of its exp on, as jose counted", () => {
    const token = signHs256(key, { ...claims, exp: now + 10 })
    expect(failureOf(token, { ...expected, nowSeconds: now + 9 })).toBe("ok")
    expect(failureOf(token, { ...expected, nowSeconds: now + 10 })).toBe("expired")
  })
})
