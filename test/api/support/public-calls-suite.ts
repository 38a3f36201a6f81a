/**
 * The API tests of the foundation calls, written once and run against each
 * database (PGlite and the PostgreSQL server): the same calls must answer the
 * same way on both.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { request as httpRequest } from "node:http"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const API = "/api/v1/u"

interface MenuExam {
  _id: string
  name: string
}
interface MenuCategory {
  _id: string
  name: string
  subCategories: Array<{ _id: string; name: string; exams: Array<MenuExam> }>
  exams: Array<MenuExam>
}

const postJson = (server: TestServer, path: string, body: string, contentType = "application/json") =>
  fetch(server.baseUrl + path, { method: "POST", headers: { "content-type": contentType }, body })

/** A raw request, so the path reaches the server exactly as written. */
const rawGet = (server: TestServer, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(server.baseUrl + "/", { path, method: "GET" }, (res) => {
      let body = ""
      res.on("data", (chunk) => (body += chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on("error", reject)
    req.end()
  })

export const describePublicCalls = (label: string, database: () => TestDatabase) =>
  describe(`public calls on ${label}`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer(database())
    })
    afterAll(async () => {
      await server?.close()
    })

    describe("GET /public/get/menu", () => {
      it("answers the category tree from the database in the spec's shape", async () => {
        const response = await fetch(server.baseUrl + API + "/public/get/menu")
        expect(response.status).toBe(200)
        const { data } = (await response.json()) as { data: Array<MenuCategory> }
        const [{ count: categoryCount }] = (await server.query<{ count: number }>("SELECT count(*)::int AS count FROM categories")) as [{ count: number }]
        const [{ count: examCount }] = (await server.query<{ count: number }>("SELECT count(*)::int AS count FROM exams")) as [{ count: number }]
        expect(data).toHaveLength(categoryCount)
        expect(categoryCount).toBeGreaterThanOrEqual(8)
        for (const category of data) {
          expect(Object.keys(category).sort()).toEqual(["_id", "exams", "name", "subCategories"])
          for (const sub of category.subCategories) {
            expect(Object.keys(sub).sort()).toEqual(["_id", "exams", "name"])
            // The spec's _id and name, and whether it can be bought (src/domain/catalog/availability.ts).
            for (const exam of sub.exams) expect(Object.keys(exam).sort()).toEqual(["_id", "availability", "name"])
          }
        }
        const listed = data.flatMap((c) => [...c.exams, ...c.subCategories.flatMap((s) => s.exams)])
        expect(listed).toHaveLength(examCount)
        expect(examCount).toBeGreaterThanOrEqual(40)
        expect(new Set(listed.map((e) => e._id)).size).toBe(examCount)
      })

      it("keeps sub-categories without exams and categories without any sub-category exams (the chevron rule)", async () => {
        const { data } = (await (await fetch(server.baseUrl + API + "/public/get/menu")).json()) as { data: Array<MenuCategory> }
        expect(data.some((c) => c.subCategories.some((s) => s.exams.length === 0))).toBe(true)
        expect(data.some((c) => c.subCategories.every((s) => s.exams.length === 0))).toBe(true)
        expect(data.some((c) => c.subCategories.some((s) => s.exams.length > 0))).toBe(true)
      })

      it("lists categories in their display order", async () => {
        const { data } = (await (await fetch(server.baseUrl + API + "/public/get/menu")).json()) as { data: Array<MenuCategory> }
        const rows = await server.query<{ name: string }>("SELECT name FROM categories ORDER BY sort_order, name")
        expect(data.map((c) => c.name)).toEqual(rows.map((r) => r.name))
      })
    })

    describe("GET /pages/footer/getAll", () => {
      it("answers data.section with the six footer fields from the database", async () => {
        const response = await fetch(server.baseUrl + API + "/pages/footer/getAll")
        expect(response.status).toBe(200)
        const body = (await response.json()) as { data: { section: Record<string, string> } }
        const [row] = await server.query<Record<string, string>>(
          "SELECT address, email, phone, follow_on_twitter, follow_on_facebook, follow_on_linkdin FROM footer_content"
        )
        expect(body.data.section).toEqual(row)
        for (const key of ["follow_on_twitter", "follow_on_facebook", "follow_on_linkdin"]) {
          expect(body.data.section[key]).toMatch(/^https:\/\//)
        }
      })
    })

    describe("GET /public/getLocationByIp", () => {
      it("answers a null country for a loopback visitor", async () => {
        const response = await fetch(server.baseUrl + API + "/public/getLocationByIp")
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({ data: { country: null } })
      })
    })

    describe("POST /public/newsLetter/createSubscription", () => {
      const path = API + "/public/newsLetter/createSubscription"
      const rowsFor = (email: string) => server.query<{ email: string }>("SELECT email FROM newsletter_subscriptions WHERE lower(email) = lower($1)", [email])

      it("subscribes a new email and answers a message", async () => {
        const response = await postJson(server, path, JSON.stringify({ email: "  Learner.One@Example.com " }))
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({ message: "Thank you for subscribing to our newsletter." })
        expect(await rowsFor("learner.one@example.com")).toEqual([{ email: "Learner.One@Example.com" }])
      })

      it("answers a clear message for a repeat in another letter case and changes nothing", async () => {
        await postJson(server, path, JSON.stringify({ email: "repeat@example.com" }))
        const response = await postJson(server, path, JSON.stringify({ email: "REPEAT@Example.COM" }))
        expect(response.status).toBe(409)
        const body = (await response.json()) as { message: string }
        expect(body.message).toBe("This email is already subscribed to our newsletter.")
        expect(await rowsFor("repeat@example.com")).toHaveLength(1)
      })

      it("keeps one row when the same email arrives twice at once", async () => {
        const answers = await Promise.all([1, 2, 3].map(() => postJson(server, path, JSON.stringify({ email: "race@example.com" }))))
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
        expect(await rowsFor("race@example.com")).toHaveLength(1)
      })

      it.each([
        ["an invalid email", JSON.stringify({ email: "not-an-email" }), /valid email/],
        ["an empty email", JSON.stringify({ email: "" }), /valid email/],
        ["a missing email", JSON.stringify({}), /email/],
        ["an email that is not a string", JSON.stringify({ email: 42 }), /email/],
        ["a malformed JSON body", '{"email":', /not valid/],
        ["a JSON array", "[]", /not valid/]
      ])("refuses %s with a 400 and a message, storing nothing", async (_label, body, message) => {
        const before = await server.query<{ count: number }>("SELECT count(*)::int AS count FROM newsletter_subscriptions")
        const response = await postJson(server, path, body)
        expect(response.status).toBe(400)
        expect(response.headers.get("content-type")).toMatch(/application\/json/)
        const answer = (await response.json()) as { message: string }
        expect(answer.message).toMatch(message)
        expect(await server.query("SELECT count(*)::int AS count FROM newsletter_subscriptions")).toEqual(before)
      })
    })

    it.each(["text/plain", "application/x-www-form-urlencoded"])("refuses a %s body with a JSON 415 and a message, storing nothing", async (contentType) => {
      const before = await server.query("SELECT count(*)::int AS count FROM newsletter_subscriptions")
      const response = await postJson(server, API + "/public/newsLetter/createSubscription", "email=x@example.com", contentType)
      expect(response.status).toBe(415)
      expect(response.headers.get("content-type")).toMatch(/application\/json/)
      expect(((await response.json()) as { message: string }).message).toMatch(/application\/json/)
      expect(await server.query("SELECT count(*)::int AS count FROM newsletter_subscriptions")).toEqual(before)
    })

    describe("unknown paths and the browser app", () => {
      it.each([
        ["GET", API + "/no/such/call"],
        ["POST", API + "/no/such/call"],
        ["GET", "/auth/no-such-call"]
      ])("answers %s %s with a JSON 404 and a message, never the app's HTML", async (method, path) => {
        const response = await fetch(server.baseUrl + path, { method })
        expect(response.status).toBe(404)
        expect(response.headers.get("content-type")).toMatch(/application\/json/)
        expect(((await response.json()) as { message: string }).message).toMatch(/There is no/)
      })

      it("answers a wrong method on a known call 405 with Allow and a message", async () => {
        const response = await fetch(server.baseUrl + API + "/public/get/menu", { method: "DELETE" })
        expect(response.status).toBe(405)
        expect(response.headers.get("allow")).toBe("GET")
        expect(await response.json()).toEqual({ message: "This address takes GET, not DELETE." })
      })

      it.each(["/profile", "/test/a/b/c", "/sign-in?lastLocation=%2Fcart%3Fx%3D1", "/exam-overview/x/y"])(
        "serves the app's index.html for the client route %s",
        async (path) => {
          const response = await fetch(server.baseUrl + path)
          expect(response.status).toBe(200)
          expect(response.headers.get("content-type")).toMatch(/text\/html/)
          expect(await response.text()).toContain('<div id="root">')
        }
      )

      it("serves the app's hashed assets with a long-lived cache", async () => {
        const response = await fetch(server.baseUrl + "/assets/app-1234.js")
        expect(response.status).toBe(200)
        expect(response.headers.get("cache-control")).toContain("immutable")
        expect(await response.text()).toContain("fixture asset")
      })

      it("never serves files from outside the app folder", async () => {
        const answer = await rawGet(server, "/../package.json")
        expect(answer.body).not.toContain('"devDependencies"')
        const encoded = await rawGet(server, "/%2e%2e/package.json")
        expect(encoded.body).not.toContain('"devDependencies"')
      })

      it("publishes the OpenAPI document and a docs page from the same contract", async () => {
        const openapi = (await (await fetch(server.baseUrl + "/openapi.json")).json()) as { paths: Record<string, unknown> }
        expect(Object.keys(openapi.paths)).toEqual(
          expect.arrayContaining([
            API + "/public/get/menu",
            API + "/pages/footer/getAll",
            API + "/public/getLocationByIp",
            API + "/public/newsLetter/createSubscription"
          ])
        )
        const docs = await fetch(server.baseUrl + "/docs")
        expect(docs.status).toBe(200)
        expect(docs.headers.get("content-type")).toMatch(/text\/html/)
      })
    })
  })
