/** Which route an address opens, outside React (src/routes/match-route.ts), as the app's Switch picks it. */
import { describe, expect, it } from "vitest"
import { matchPattern, matchRoute } from "../../src/routes/match-route.ts"
import { ROUTES } from "../../src/routes/route-table.ts"

describe("matchPattern", () => {
  it("matches fixed segments, parameters and trailing optional ones", () => {
    expect(matchPattern("/", "/")).toEqual({})
    expect(matchPattern("/exam", "/exam/")).toEqual({})
    expect(matchPattern("/exam", "/EXAM")).toEqual({})
    expect(matchPattern("/exam/:categoryName/:category", "/exam/cloud/c1")).toEqual({ categoryName: "cloud", category: "c1" })
    expect(matchPattern("/test/:attemptId/:sectionId?/:qsnId?", "/test/a")).toEqual({ attemptId: "a" })
    expect(matchPattern("/test/:attemptId/:sectionId?/:qsnId?", "/test/a/s/q")).toEqual({ attemptId: "a", sectionId: "s", qsnId: "q" })
  })

  it("refuses missing, extra or different segments", () => {
    expect(matchPattern("/exam/:categoryName/:category", "/exam/cloud")).toBeNull()
    expect(matchPattern("/exam", "/exam/cloud")).toBeNull()
    expect(matchPattern("/faqs", "/fax")).toBeNull()
    expect(matchPattern("/", "/anything")).toBeNull()
  })
})

describe("matchRoute over the route table", () => {
  it("takes routes in the table's order, fixed before pattern", () => {
    expect(matchRoute(ROUTES, "/profile/exam/active")?.route.title).toBe("My Exams")
    expect(matchRoute(ROUTES, "/profile/exam/s1")?.route.title).toBe("Exam details")
    expect(matchRoute(ROUTES, "/nowhere")).toBeNull()
  })

  it("marks exactly the public pages as rendered on the server", () => {
    const rendered = ROUTES.filter((route) => route.rendered === true).map((route) => route.path)
    expect(rendered).toEqual([
      "/sign-in",
      "/sign-up",
      "/",
      "/category",
      "/exam/:categoryName/:category",
      "/exam",
      "/blog",
      "/blog-detail/:id",
      "/package",
      "/terms-condition",
      "/privacy-policy",
      "/refund-policy",
      "/contact-us",
      "/about",
      "/faqs",
      "/exam-overview/:examName/:examId",
      "/package-overview/:packageName/:id"
    ])
    expect(ROUTES.find((route) => route.path.startsWith("/test/"))?.rendered).toBeUndefined()
  })

  it("finds every route's screen module", async () => {
    const modules = await Promise.all(ROUTES.map((route) => route.load()))
    for (const module of modules) expect(typeof module.default).toBe("function")
  })
})
