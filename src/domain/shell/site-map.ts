/**
 * What search engines are told about the shop: `sitemap.xml`
 * lists every public page (the fixed ones, every category, exam, package
 * and blog post) on the shop's public origin, and `robots.txt` points to it
 * while keeping crawlers out of the signed-in and buying screens.
 */

export interface SiteMapEntry {
  readonly path: string
  /** When the page last changed (ISO 8601), where known. */
  readonly lastModified?: string
}

/** The public pages that are always there. */
export const FIXED_PUBLIC_PATHS: ReadonlyArray<string> = [
  "/",
  "/category",
  "/exam",
  "/package",
  "/blog",
  "/faqs",
  "/about",
  "/contact-us",
  "/terms-condition",
  "/privacy-policy",
  "/refund-policy"
]

/** Screens no crawler should visit: the learner's own, buying, the test, the desk. */
const PRIVATE_PREFIXES: ReadonlyArray<string> = [
  "/profile",
  "/cart",
  "/wishlist",
  "/checkout",
  "/test",
  "/attempt",
  "/instruction",
  "/helpdesk",
  "/desk",
  "/notifications",
  "/change-password",
  "/api/",
  "/auth/"
]

const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")

export const siteMapXml = (origin: string, entries: ReadonlyArray<SiteMapEntry>): string => {
  const seen = new Set<string>()
  const urls = entries.flatMap((entry) => {
    const location = new URL(entry.path, origin).href
    if (seen.has(location)) return []
    seen.add(location)
    const lastModified = entry.lastModified === undefined ? "" : `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>`
    return [`  <url><loc>${escapeXml(location)}</loc>${lastModified}</url>`]
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
}

export const robotsTxt = (origin: string): string =>
  ["User-agent: *", ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), "", `Sitemap: ${new URL("/sitemap.xml", origin).href}`, ""].join("\n")
