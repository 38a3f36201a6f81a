/**
 * The public pages rendered on the server, as `npm start` serves
 * them from the build: the HTML already holds the page and its data, the
 * browser takes it over (hydrates) without an error and without asking the
 * API for the same data again, and what only the browser knows (a guest's
 * cart) shows once it is live. The renderer's answers themselves are tested
 * over the real app in test/api/server-rendering.test.ts.
 */
import { expect, test, type Page } from "@playwright/test"

const API = "/api/v1/u"

/** Calls that are not a page's data: the session's check, the visitor's country, the live stream. */
const NOT_PAGE_DATA = [/^\/auth\/login\/success$/, /\/public\/getLocationByIp$/, /\/events$/]

/** Collects console errors, uncaught errors and the page's data calls while `visit` runs. */
const watch = async (page: Page, visit: () => Promise<void>) => {
  const errors: Array<string> = []
  const dataCalls: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("401")) errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    const isApi = pathname.startsWith("/api/") || pathname.startsWith("/auth/")
    if (isApi && !NOT_PAGE_DATA.some((pattern) => pattern.test(pathname))) dataCalls.push(`${request.method()} ${pathname}`)
  })
  await visit()
  return { errors, dataCalls }
}

test.describe("server-rendered public pages", () => {
  test("each public page arrives with its content and data, and hydrates with no error and no second call", async ({ page, request }) => {
    const home = (await (await request.post(`${API}/public/exams/pagin`, { data: { page: 1, perPage: 1 } })).json()) as {
      data: { docs: ReadonlyArray<{ _id: string; slug: string; name: string }> }
    }
    const exam = home.data.docs[0]!
    const pages = ["/", "/category", "/exam", "/package", "/blog", "/faqs", "/about", "/sign-in", `/exam-overview/${exam.slug}/${exam._id}`]
    for (const path of pages) {
      const answer = await request.get(path)
      expect(answer.status(), path).toBe(200)
      const html = await answer.text()
      expect(html, path).toContain('<script id="page-data" type="application/json">')
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/)
      expect(html, path).toContain('<link rel="canonical"')

      const seen = await watch(page, async () => {
        await page.goto(path, { waitUntil: "networkidle" })
      })
      expect(seen.errors, `${path}: console errors`).toEqual([])
      expect(seen.dataCalls, `${path}: data fetched again`).toEqual([])
      await expect(page.locator("h1")).toBeVisible()
    }
  })

  test("a guest's first page calls the API not at all: its session's start answers are in the page; with a session cookie login-success is still asked", async ({
    page,
    context,
    baseURL
  }) => {
    const calls: Array<string> = []
    page.on("request", (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith("/api/") || pathname.startsWith("/auth/")) calls.push(pathname)
    })
    for (const path of ["/", "/sign-in", "/blog"]) {
      calls.length = 0
      await page.goto(path, { waitUntil: "networkidle" })
      await expect(page.locator("h1")).toBeVisible()
      expect(calls, `${path}: a guest's first page`).toEqual([])
    }
    // A session cookie (here one the server does not know): the page cannot tell, so the browser asks.
    await context.addCookies([{ name: "sid", value: "not-a-live-session", url: baseURL! }])
    calls.length = 0
    await page.goto("/", { waitUntil: "networkidle" })
    expect(calls).toContain("/auth/login/success")
    expect(calls.filter((call) => call.endsWith("/public/getLocationByIp"))).toEqual([])
  })

  test("an exam overview carries its Course and price for search engines, and a stale slug is redirected", async ({ request }) => {
    const found = (await (await request.post(`${API}/public/exams/pagin`, { data: { page: 1, perPage: 1 } })).json()) as {
      data: { docs: ReadonlyArray<{ _id: string; slug: string; name: string }> }
    }
    const exam = found.data.docs[0]!
    const html = await (await request.get(`/exam-overview/${exam.slug}/${exam._id}`)).text()
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "{}") as { "@type"?: string; name?: string }
    expect(jsonLd).toMatchObject({ "@type": "Course", name: exam.name })
    const stale = await request.get(`/exam-overview/an-old-name/${exam._id}`, { maxRedirects: 0 })
    expect(stale.status()).toBe(301)
    expect(decodeURI(stale.headers()["location"] ?? "")).toBe(`/exam-overview/${exam.slug}/${exam._id}`)
  })

  test("after taking over the page, links move between screens in the browser, which then loads their data", async ({ page }) => {
    const seen = await watch(page, async () => {
      await page.goto("/", { waitUntil: "networkidle" })
      await page.getByRole("link", { name: "All Categories" }).click()
      await expect(page).toHaveURL(/\/category$/)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories")
    })
    expect(seen.errors).toEqual([])
    // The second screen was not rendered by the server: the browser asked for its data.
    expect(seen.dataCalls.some((call) => call.includes("/public/categories"))).toBe(true)
  })

  test("sitemap.xml lists the public pages and robots.txt points to it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml")
    expect(sitemap.headers()["content-type"]).toContain("application/xml")
    const xml = await sitemap.text()
    expect(xml).toContain("/exam-overview/")
    expect(xml).toContain("/blog-detail/")
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/)
  })
})
