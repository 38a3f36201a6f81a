/** A page's head as HTML (src/routes/head-tags.ts): every value escaped, JSON-LD unable to close its element. */
import { describe, expect, it } from "vitest"
import { canonicalUrl, headTags } from "../../src/routes/head-tags.ts"

const address = { origin: "https://shop.example", path: "/exam", search: "" }

describe("headTags", () => {
  it("writes title, description, canonical, Open Graph and the Twitter card", () => {
    const html = headTags({ title: "Exams | ExamReady", description: "All exams" }, address)
    expect(html).toContain("<title>Exams | ExamReady</title>")
    expect(html).toContain('<meta name="description" content="All exams">')
    expect(html).toContain('<link rel="canonical" href="https://shop.example/exam">')
    expect(html).toContain('<meta property="og:type" content="website">')
    expect(html).toContain('<meta property="og:url" content="https://shop.example/exam">')
    expect(html).toContain('<meta name="twitter:card" content="summary">')
    expect(html).not.toContain("robots")
  })

  it("escapes every value and keeps JSON-LD inside its element", () => {
    const html = headTags(
      {
        title: `<script>alert("x")</script>`,
        description: `"quoted" & <b>`,
        structuredData: (url) => ({ name: "</script><script>alert(1)</script>", url })
      },
      address
    )
    expect(html).toContain("<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>")
    expect(html).toContain('content="&quot;quoted&quot; &amp; &lt;b&gt;"')
    expect(html.match(/<\/script>/g)?.length).toBe(1)
    expect(html).toContain("\\u003c/script>")
  })

  it("uses the canonical path the page names, with the query, on the public origin", () => {
    expect(canonicalUrl({ title: "x", canonicalPath: "/exam-overview/new/e1" }, { ...address, search: "page=2" })).toBe(
      "https://shop.example/exam-overview/new/e1?page=2"
    )
  })

  it("marks a not-found page noindex", () => {
    expect(headTags({ title: "Not found", notFound: true }, address)).toContain('<meta name="robots" content="noindex">')
  })
})
