/** sitemap.xml and robots.txt (src/domain/shell/site-map.ts). */
import { describe, expect, it } from "vitest"
import { robotsTxt, siteMapXml } from "../../../src/domain/shell/site-map.ts"

describe("siteMapXml", () => {
  it("writes each page once on the public origin, escaped, with its date where known", () => {
    const xml = siteMapXml("https://shop.example", [
      { path: "/" },
      { path: "/blog-detail/p1", lastModified: "2026-11-02T10:00:00.000Z" },
      { path: "/exam?searchString=a&b" },
      { path: "/" }
    ])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain("<url><loc>https://shop.example/</loc></url>")
    expect(xml).toContain("<url><loc>https://shop.example/blog-detail/p1</loc><lastmod>2026-11-02</lastmod></url>")
    expect(xml).toContain("searchString=a&amp;b")
    expect(xml.match(/<loc>https:\/\/shop\.example\/<\/loc>/g)?.length).toBe(1)
  })
})

describe("robotsTxt", () => {
  it("keeps crawlers out of the learner's screens and names the sitemap", () => {
    const text = robotsTxt("https://shop.example")
    expect(text).toContain("User-agent: *")
    expect(text).toContain("Disallow: /cart")
    expect(text).toContain("Disallow: /test")
    expect(text).not.toContain("Disallow: /exam")
    expect(text).toContain("Sitemap: https://shop.example/sitemap.xml")
  })
})
