/**
 * security finding 7: a link on another site must not sign a learner
 * out. `GET /auth/logout` with the `sid` cookie alone, started cross-site,
 * is refused and the session lives on; from the shop's own page (its token
 * header, or the browser saying same-origin) it signs out as before.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CROSS_SITE_SIGN_OUT_MESSAGE } from "../../src/api/account/auth.ts"
import { LOOSE_ADDRESS_LIMITS } from "./support/accounts-client.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ kind: "pglite" }, { rateLimits: LOOSE_ADDRESS_LIMITS })
})
afterAll(() => server.close())

/** The demo learner signed in: the `sid` cookie the browser would hold. */
const signedInCookie = async (): Promise<string> => {
  const answer = await fetch(`${server.baseUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "demo@examready.example", password: "Demo-Learner-2026" })
  })
  expect(answer.status).toBe(200)
  const cookie = answer.headers.getSetCookie().find((each) => each.startsWith("sid="))
  expect(cookie).toBeDefined()
  return cookie!.split(";")[0]!
}

const resumes = async (cookie: string) => (await fetch(`${server.baseUrl}/auth/login/success`, { headers: { cookie } })).status

const logout = (headers: Record<string, string>) => fetch(`${server.baseUrl}/auth/logout`, { headers })

describe("sign-out only from the shop itself", () => {
  it("refuses the cookie alone from another site, and the session lives on", async () => {
    const cookie = await signedInCookie()
    for (const site of ["cross-site", "same-site"]) {
      const answer = await logout({ cookie, "sec-fetch-site": site })
      expect(answer.status).toBe(403)
      expect(await answer.json()).toMatchObject({ message: CROSS_SITE_SIGN_OUT_MESSAGE })
    }
    // No browser word on where it came from, and no token: refused too.
    expect((await logout({ cookie })).status).toBe(403)
    expect(await resumes(cookie)).toBe(200)
  })

  it("signs out a request from the shop's own page", async () => {
    const cookie = await signedInCookie()
    expect((await logout({ cookie, "sec-fetch-site": "same-origin" })).status).toBe(200)
    expect(await resumes(cookie)).toBe(401)
  })

  it("signs out a request carrying the app's token header", async () => {
    const cookie = await signedInCookie()
    const token = ((await (await fetch(`${server.baseUrl}/auth/login/success`, { headers: { cookie } })).json()) as { token: string }).token
    expect((await logout({ cookie, "x-access-token": token })).status).toBe(200)
    expect(await resumes(cookie)).toBe(401)
  })
})
