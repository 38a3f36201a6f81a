/**
 * The developers' pages under /dev in production: whatever WEB_ROOT holds
 * (here the fixture, an index.html as a development build leaves it, where
 * the app's own routes would show the machine viewer), a NODE_ENV=production
 * server answers every /dev page path 404 instead of the app, and still
 * answers the app's other pages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./support/test-server.ts"

describe("the /dev pages in production", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ kind: "pglite" }, { nodeEnv: "production" })
  })
  afterAll(async () => {
    await server?.close()
  })

  it.each(["/dev", "/dev/machines", "/dev/machines/x", "/dev/machines/attempt?actor=1", "/dev%2Fmachines"])("answers %s with a JSON 404", async (path) => {
    const answer = await fetch(server.baseUrl + path)
    expect(answer.status).toBe(404)
    expect(answer.headers.get("content-type")).toMatch(/application\/json/)
    expect(await answer.text()).not.toContain("<html")
  })

  it("answers an app page and a path merely starting with dev with the app", async () => {
    for (const path of ["/profile", "/developer-tools"]) {
      const answer = await fetch(server.baseUrl + path)
      expect(answer.status, path).toBe(200)
      expect(await answer.text(), path).toContain("fixture app")
    }
  })
})

describe("the /dev pages outside production", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ kind: "pglite" })
  })
  afterAll(async () => {
    await server?.close()
  })

  it("answers /dev/machines with the app, whose development build holds the viewer", async () => {
    const answer = await fetch(server.baseUrl + "/dev/machines")
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain("fixture app")
  })
})
