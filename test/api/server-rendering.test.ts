/**
 * The public pages rendered on the server, from the source of
 * src/entry-server.tsx over the real application on PGlite with the demo
 * data: each page comes with its content, head and the snapshots the
 * browser starts from; signed-in screens are left to the browser; a stale
 * slug redirects; an unknown exam is a 404 page. (The built renderer, as
 * `npm start` loads it, and the hydration in Chromium are checked by
 * test/e2e/server-rendering.spec.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createPageRenderer, type PageAnswer, type PageRenderer } from "../../src/entry-server.tsx"
import { type EmbeddedPageData, PAGE_DATA_ELEMENT_ID } from "../../src/ui/shared/page-data.tsx"
import { startTestServer, type TestServer } from "./support/test-server.ts"

let server: TestServer
let renderer: PageRenderer

beforeAll(async () => {
  server = await startTestServer({ kind: "pglite" })
  renderer = createPageRenderer({
    origin: "https://shop.example",
    // The test server's address in place of the public one (the server itself answers in process).
    fetch: (input, init) => {
      const request = new Request(input instanceof Request ? input : new URL(String(input), "https://shop.example"), init)
      const url = new URL(request.url)
      return fetch(new Request(new URL(url.pathname + url.search, server.baseUrl), request))
    }
  })
}, 120_000)

afterAll(async () => {
  await server?.close()
})

const render = (path: string, search = "", hasTokenCookie = false) => renderer.render({ path, search, hasTokenCookie })

type Page = Extract<PageAnswer, { kind: "page" }>
const asPage = (answer: PageAnswer): Page => {
  if (answer.kind !== "page") throw new Error(`expected a page, got ${answer.kind}`)
  return answer
}
/** The data out of its script element, found by the id the browser looks for. */
const embedded = (page: Page): EmbeddedPageData => {
  const json = new RegExp(`^<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">(.*)</script>$`, "s").exec(page.dataScript)?.[1]
  if (json === undefined) throw new Error(`not the page-data element: ${page.dataScript.slice(0, 80)}`)
  return JSON.parse(json) as EmbeddedPageData
}
const jsonLd = (page: Page): ReadonlyArray<Record<string, unknown>> =>
  [...page.head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "{}"))

const post = async <T>(path: string, body: unknown): Promise<T> => {
  const response = await fetch(new URL(path, server.baseUrl), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
  return (await response.json()) as T
}

describe("server rendering of the public pages", () => {
  it("renders the home page with the catalog, the menu and footer, and hands their snapshots over", async () => {
    const page = asPage(await render("/"))
    expect(page.status).toBe(200)
    expect(page.body).toContain("Browse by category")
    expect(page.body).toContain("Quick Links")
    expect(page.head).toContain("<title>ExamReady – certification exam practice tests</title>")
    expect(page.head).toContain('<link rel="canonical" href="https://shop.example/">')
    expect(jsonLd(page)[0]?.["@type"]).toBe("WebSite")
    const data = embedded(page)
    expect(Object.values(data.screens).map((snapshot) => (snapshot as { value: unknown }).value)).toEqual(["ready"])
    expect((data.siteContent as { value: unknown }).value).toEqual({ menu: "ready", footer: "ready" })
    expect(page.screenModule).toBe("src/routes/catalog/home-screen.tsx")
    expect(page.css).toContain("box-sizing")
  })

  it("embeds the session's start answers it asks for a page it renders, none when there are none, and asks nothing for a browser-rendered address", async () => {
    const answered = asPage(await renderer.render({ path: "/", search: "", hasTokenCookie: false, sessionStart: async () => ({ guest: true, country: "GB" }) }))
    expect(embedded(answered).sessionStart).toEqual({ guest: true, country: "GB" })
    expect(
      embedded(asPage(await renderer.render({ path: "/", search: "", hasTokenCookie: false, sessionStart: async () => undefined }))).sessionStart
    ).toBeUndefined()
    const failed = await renderer.render({
      path: "/",
      search: "",
      hasTokenCookie: false,
      sessionStart: () => Promise.reject(new Error("the location call died"))
    })
    expect(embedded(asPage(failed)).sessionStart).toBeUndefined()
    expect(embedded(asPage(await render("/"))).sessionStart).toBeUndefined()
    let asked = 0
    const signedInScreen = await renderer.render({
      path: "/profile",
      search: "",
      hasTokenCookie: true,
      sessionStart: async () => (asked++, { guest: false, country: null })
    })
    expect(signedInScreen.kind).toBe("client")
    expect(asked).toBe(0)
  })

  it("names the lazy areas a page was rendered with (hinted, started before hydration); the home page needs none", async () => {
    const home = asPage(await render("/"))
    expect(home.areaModules).toEqual([])
    expect(embedded(home).areas).toBeUndefined()
    const signIn = asPage(await render("/sign-in"))
    expect(signIn.areaModules).toEqual(["src/wiring/account/auth-wiring.ts"])
    expect(embedded(signIn).areas).toEqual(["auth"])
    expect(signIn.body).toContain("Sign in")
    const faqs = asPage(await render("/faqs"))
    expect(faqs.areaModules).toEqual(["src/wiring/content/content-wiring.ts"])
    expect(embedded(faqs).areas).toEqual(["content"])
  })

  it("gives an exam overview its name, description, canonical address and a Course with its price", async () => {
    const exams = await post<{ data: { docs: ReadonlyArray<{ _id: string; name: string; slug: string; price: number; salePrice: number | null }> } }>(
      "/api/v1/u/public/exams/pagin",
      { page: 1, perPage: 1 }
    )
    const exam = exams.data.docs[0]!
    const path = `/exam-overview/${exam.slug}/${exam._id}`
    const page = asPage(await render(path))
    expect(page.status).toBe(200)
    expect(page.body).toContain(exam.name)
    expect(page.head).toContain(`og:type" content="product"`)
    const course = jsonLd(page)[0] as { "@type": string; name: string; offers: { price: string; priceCurrency: string; url: string } }
    expect(course["@type"]).toBe("Course")
    expect(course.name).toBe(exam.name)
    expect(course.offers.priceCurrency).toBe("USD")
    expect(Number(course.offers.price)).toBe(exam.salePrice ?? exam.price)
    expect(course.offers.url).toBe(new URL(path, "https://shop.example").href)
  })

  it("renders a coming-soon exam as coming soon, with Notify me in its first (guest) form for anyone, and a PreOrder offer", async () => {
    const found = await post<{ data: { docs: ReadonlyArray<{ _id: string; slug: string; code: string; availability: string }> } }>(
      "/api/v1/u/public/exams/pagin",
      { page: 1, perPage: 12, searchString: "NCP-F01" }
    )
    const exam = found.data.docs.find((each) => each.code === "NCP-F01")!
    expect(exam.availability).toBe("comingSoon")
    const path = `/exam-overview/${exam.slug}/${exam._id}`
    // A guest's request and a learner's look the same: the server cannot know the learner's request, so it says nothing of it.
    for (const hasTokenCookie of [false, true]) {
      const page = asPage(await render(path, "", hasTokenCookie))
      expect(page.status).toBe(200)
      expect(page.body).toContain("Coming soon")
      expect(page.body).toContain("Planned practice tests")
      expect(page.body).toContain("Planned price")
      expect(page.body).toContain("Notify me")
      expect(page.body).not.toContain("Add to cart")
      expect(page.body).not.toContain("be notified when it goes on sale")
      expect(page.body).not.toContain("Don&#x27;t notify me")
      expect(page.body).not.toMatch(/\d+ questions/)
      const course = jsonLd(page)[0] as { offers: { availability: string } }
      expect(course.offers.availability).toBe("https://schema.org/PreOrder")
    }
    const onSale = await post<{ data: { docs: ReadonlyArray<{ _id: string; slug: string; code: string }> } }>("/api/v1/u/public/exams/pagin", {
      page: 1,
      perPage: 12,
      searchString: "TBL-SQL-100"
    })
    const sql = onSale.data.docs.find((each) => each.code === "TBL-SQL-100")!
    const sold = asPage(await render(`/exam-overview/${sql.slug}/${sql._id}`))
    expect(sold.body).toContain("Add to cart")
    expect(sold.body).not.toContain("Notify me")
    expect((jsonLd(sold)[0] as { offers: { availability: string } }).offers.availability).toBe("https://schema.org/InStock")
  })

  it("redirects a stale slug to the exam's canonical address, query kept", async () => {
    const exams = await post<{ data: { docs: ReadonlyArray<{ _id: string; slug: string }> } }>("/api/v1/u/public/exams/pagin", { page: 1, perPage: 1 })
    const exam = exams.data.docs[0]!
    const answer = await render(`/exam-overview/old-name/${exam._id}`, "ref=mail")
    expect(answer.kind).toBe("redirect")
    const location = answer.kind === "redirect" ? answer.location : ""
    // Percent-encoded (a slug may hold an en dash), ASCII only, so it can travel in a header.
    expect(location).toMatch(/^[\x21-\x7e]+$/)
    expect(decodeURI(location)).toBe(`/exam-overview/${exam.slug}/${exam._id}?ref=mail`)
  })

  it("answers an unknown exam with the not-found page and status 404, not indexed", async () => {
    const page = asPage(await render("/exam-overview/nothing/00000000-0000-4000-8000-000000000000"))
    expect(page.status).toBe(404)
    expect(page.head).toContain('<meta name="robots" content="noindex">')
  })

  it("renders a blog post as a BlogPosting and the FAQs as an FAQPage", async () => {
    const posts = await post<{ data: { docs: ReadonlyArray<{ _id: string; title: string }> } }>("/api/v1/u/blog/pagin", { page: 1, perPage: 1 })
    const first = posts.data.docs[0]!
    const postPage = asPage(await render(`/blog-detail/${first._id}`))
    expect(postPage.body).toContain(first.title)
    expect(jsonLd(postPage)[0]).toMatchObject({ "@type": "BlogPosting", headline: first.title })
    const faqs = asPage(await render("/faqs"))
    const faqData = jsonLd(faqs)[0] as { "@type": string; mainEntity: ReadonlyArray<unknown> }
    expect(faqData["@type"]).toBe("FAQPage")
    expect(faqData.mainEntity.length).toBeGreaterThan(0)
  })

  it("escapes what learners wrote in the page and in its embedded data, even text stored before plain-text storing", async () => {
    const posts = await post<{ data: { docs: ReadonlyArray<{ _id: string }> } }>("/api/v1/u/blog/pagin", { page: 2, perPage: 1 })
    const target = posts.data.docs[0]!
    // As a row written before comments were stored as plain text could hold it, and what plain text still may.
    const hostile = `Old </script><script>alert(1)</script> <img src=x onerror=alert(2)> & "q" 'a' </script x`
    await server.query("INSERT INTO blog_comments (blog_id, author_name, comment) VALUES ($1, $2, $3)", [target._id, `Eve <b>"E"</b>`, hostile])
    const page = asPage(await render(`/blog-detail/${target._id}`))
    expect(page.body).toContain(
      "Old &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; &amp; &quot;q&quot; &#x27;a&#x27; &lt;/script x"
    )
    expect(page.body).not.toMatch(/<script|<img src=x/)
    // The embedded data holds the text, but no "<" that could end its script element early.
    expect(page.dataScript.match(/<\/script/gi)).toHaveLength(1)
    expect(JSON.stringify(embedded(page))).toContain("alert(2)")
    expect(page.head).not.toMatch(/<img|<script>alert/)
  })

  it("leaves signed-in screens and the test to the browser", async () => {
    expect(await render("/profile")).toEqual({ kind: "client" })
    expect(await render("/test/a/b/c")).toEqual({ kind: "client" })
    expect(await render("/cart")).toEqual({ kind: "client" })
  })

  it("sends its forms so that nothing typed before the page is live is submitted, least of all into the address", async () => {
    for (const path of ["/sign-in", "/sign-up", "/contact-us"]) {
      const page = asPage(await render(path))
      const forms = [...page.body.matchAll(/<form[^>]*>/g)].map(([tag]) => tag)
      expect(forms.length, path).toBeGreaterThanOrEqual(2)
      for (const form of forms.filter((tag) => !tag.includes('role="search"'))) expect(form, path).toContain('method="post"')
      const submits = [...page.body.matchAll(/<button[^>]*type="submit"[^>]*>/g)].map(([tag]) => tag)
      expect(submits.length, path).toBeGreaterThanOrEqual(2)
      for (const button of submits.filter((tag) => !tag.includes('aria-label="Search'))) expect(button, path).toContain("disabled")
    }
  })

  it("shows the signed-in header corner when the request carries the token cookie, as the browser will", async () => {
    const guest = asPage(await render("/sign-in"))
    const learner = asPage(await render("/sign-in", "", true))
    expect(guest.body).toContain(">Sign up<")
    expect(learner.body).not.toContain(">Sign up<")
    expect(learner.body).toContain("Sign out")
  })

  it("keeps script out of the embedded data and the head", async () => {
    const page = asPage(await render("/exam", "searchString=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"))
    // One closing tag: its own.
    expect(page.dataScript.match(/<\/script/gi)?.length).toBe(1)
    expect(page.head).not.toMatch(/<script>alert/i)
    expect(page.head).toContain("searchString=%3C%2Fscript%3E")
  })

  it("lists every public page in sitemap.xml and points robots.txt to it", async () => {
    const exams = await post<{ data: { docs: ReadonlyArray<{ _id: string; slug: string }>; total: number } }>("/api/v1/u/public/exams/pagin", {
      page: 1,
      perPage: 100
    })
    const xml = await renderer.siteMap()
    const locations = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
    expect(locations).toContain("https://shop.example/")
    expect(locations).toContain("https://shop.example/faqs")
    const examLocations = locations.filter((location) => location?.includes("/exam-overview/"))
    expect(examLocations.length).toBe(exams.data.total)
    expect(new Set(locations).size).toBe(locations.length)
    expect(renderer.robots()).toContain("Sitemap: https://shop.example/sitemap.xml")
    expect(renderer.robots()).toContain("Disallow: /profile")
  })
})
