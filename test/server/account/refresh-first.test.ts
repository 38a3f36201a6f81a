/**
 * The Node server's shortcut for granted token refreshes (refresh-first.ts)
 * over the in-memory account area: a refresh the rule grants (token, live
 * session, that session's `sid` cookie) is answered before the application
 * sees it, with the token, JSON and the security headers; every other
 * request — refused, incomplete, or not a plain GET of the address —
 * reaches the application's "request" listener untouched.
 */
import { Effect } from "effect"
import { createServer, request as sendRequest, type IncomingHttpHeaders, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { answerTokenRefreshFirst, TOKEN_REFRESH_PATH } from "../../../server/account/sessions/refresh-first.ts"
import { SessionsService } from "../../../server/account/sessions/service.ts"
import type { StartedSession } from "../../../server/account/sessions/service.ts"
import { SignInService } from "../../../server/account/sign-in/service.ts"
import { AccessTokens } from "../../../server/platform/security/access-tokens.ts"
import { accountInMemory } from "./account-in-memory.ts"
import { ADDRESS, addLearner, PASSWORD } from "./learners.ts"

const EMAIL = "ada@example.com"

let server: Server
let port = 0
const reachedApplication: Array<string> = []
let area: {
  readonly sessions: typeof SessionsService.Service
  readonly tokens: typeof AccessTokens.Service
  readonly first: StartedSession
  readonly second: StartedSession
}

const call = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const outgoing = sendRequest({ host: "127.0.0.1", port, method, path, headers }, (incoming) => {
      let text = ""
      incoming.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")))
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }))
    })
    outgoing.on("error", reject)
    outgoing.end(body)
  })

const signedIn = (started: StartedSession, cookie = `token=x; sid=${started.cookieSecret}`) => ({
  "x-access-token": started.answer.token,
  cookie
})

beforeAll(async () => {
  area = await Effect.runPromise(
    Effect.gen(function* () {
      yield* addLearner(EMAIL)
      const signIn = yield* SignInService
      return {
        sessions: yield* SessionsService,
        tokens: yield* AccessTokens,
        first: yield* signIn.login(EMAIL, PASSWORD, ADDRESS),
        second: yield* signIn.login(EMAIL, PASSWORD, ADDRESS)
      }
    }).pipe(Effect.provide(accountInMemory))
  )
  server = answerTokenRefreshFirst(createServer(), area.sessions, true)
  server.on("request", (request, response) => {
    reachedApplication.push(`${request.method} ${request.url} ${request.headers.cookie ?? "-"}`)
    response.writeHead(401, { "content-type": "application/json" }).end('{"message":"from the application"}')
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  port = typeof address === "object" && address !== null ? address.port : 0
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe("answerTokenRefreshFirst", () => {
  it("answers a granted refresh itself: a new token of the same session, JSON, the security headers", async () => {
    reachedApplication.length = 0
    const answer = await call("GET", TOKEN_REFRESH_PATH, signedIn(area.first))
    expect(reachedApplication).toEqual([])
    expect(answer.status).toBe(200)
    const body = JSON.parse(answer.body) as { token: string }
    expect(Object.keys(body)).toEqual(["token"])
    // Same session and learner; its expiry is counted from the refresh, so a
    // refresh in a later second than the sign-in expires that much later.
    const renewed = await Effect.runPromise(area.tokens.verify(body.token))
    const original = await Effect.runPromise(area.tokens.verify(area.first.answer.token))
    expect({ userId: renewed.userId, sessionId: renewed.sessionId }).toEqual({ userId: original.userId, sessionId: original.sessionId })
    expect(renewed.expiresAt).toBeGreaterThanOrEqual(original.expiresAt)
    expect(answer.headers).toMatchObject({
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(answer.body)),
      "x-content-type-options": "nosniff",
      "referrer-policy": "same-origin",
      "strict-transport-security": expect.stringContaining("max-age=")
    })
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'")
  })

  it("answers many refreshes at once, of two sessions, each with its own session's token", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const started = index % 2 === 0 ? area.first : area.second
        return call("GET", TOKEN_REFRESH_PATH, signedIn(started)).then((answer) => ({ started, answer }))
      })
    )
    for (const { started, answer } of answers) {
      expect(answer.status).toBe(200)
      const claims = await Effect.runPromise(area.tokens.verify((JSON.parse(answer.body) as { token: string }).token))
      expect(claims.sessionId).toBe((await Effect.runPromise(area.tokens.verify(started.answer.token))).sessionId)
    }
  })

  it("leaves a refresh the rule refuses to the application: no cookie, another session's cookie, no token, a bad token", async () => {
    reachedApplication.length = 0
    const { first, second } = area
    const sent: ReadonlyArray<Record<string, string>> = [
      { "x-access-token": first.answer.token },
      { "x-access-token": first.answer.token, cookie: "token=x" },
      signedIn(first, `sid=${second.cookieSecret}`),
      { cookie: `sid=${first.cookieSecret}` },
      { "x-access-token": "not.a.token", cookie: `sid=${first.cookieSecret}` }
    ]
    for (const headers of sent) expect((await call("GET", TOKEN_REFRESH_PATH, headers)).body).toBe('{"message":"from the application"}')
    expect(reachedApplication).toEqual([
      `GET ${TOKEN_REFRESH_PATH} -`,
      `GET ${TOKEN_REFRESH_PATH} token=x`,
      `GET ${TOKEN_REFRESH_PATH} sid=${second.cookieSecret}`,
      `GET ${TOKEN_REFRESH_PATH} sid=${first.cookieSecret}`,
      `GET ${TOKEN_REFRESH_PATH} sid=${first.cookieSecret}`
    ])
  })

  it("leaves everything but a plain GET of the address to the application: a query string, another method, a body", async () => {
    reachedApplication.length = 0
    const headers = signedIn(area.first)
    await call("GET", `${TOKEN_REFRESH_PATH}?x=1`, headers)
    await call("POST", TOKEN_REFRESH_PATH, headers)
    await call("GET", TOKEN_REFRESH_PATH, { ...headers, "content-type": "text/plain", "content-length": "6" }, "a body")
    await call("GET", "/api/v1/u/profile/myProfile", headers)
    expect(reachedApplication.map((line) => line.split(" ").slice(0, 2).join(" "))).toEqual([
      `GET ${TOKEN_REFRESH_PATH}?x=1`,
      `POST ${TOKEN_REFRESH_PATH}`,
      `GET ${TOKEN_REFRESH_PATH}`,
      "GET /api/v1/u/profile/myProfile"
    ])
  })

  it("stops granting the moment the session is signed out: the next refresh reaches the application", async () => {
    expect((await call("GET", TOKEN_REFRESH_PATH, signedIn(area.second))).status).toBe(200)
    await Effect.runPromise(area.sessions.end(area.second.cookieSecret, undefined))
    reachedApplication.length = 0
    expect((await call("GET", TOKEN_REFRESH_PATH, signedIn(area.second))).status).toBe(401)
    expect(reachedApplication).toHaveLength(1)
    // The other session renews on.
    expect((await call("GET", TOKEN_REFRESH_PATH, signedIn(area.first))).status).toBe(200)
  })
})
