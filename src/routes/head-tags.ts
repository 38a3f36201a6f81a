/**
 * A page's head as HTML: what search engines and link previews
 * read from a server-rendered page — title, description, canonical link,
 * Open Graph and Twitter card tags, and the schema.org data as JSON-LD.
 * Every value is escaped here; the JSON-LD cannot close its script element.
 */
import type { PageHead } from "../ui/shared/page-data.tsx"
import { SITE_DESCRIPTION, SITE_TITLE } from "./shared/document-title.ts"

export interface HeadAddress {
  /** The shop's public origin, e.g. https://examready.example */
  readonly origin: string
  readonly path: string
  /** The query without "?" ("" when none). */
  readonly search: string
}

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const meta = (attribute: "name" | "property", key: string, content: string): string => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`

/** The page's canonical address: its own path (or the one it names) and its query, on the public origin. */
export const canonicalUrl = (head: PageHead, address: HeadAddress): string => {
  const path = head.canonicalPath ?? address.path
  return new URL(address.search === "" ? path : `${path}?${address.search}`, address.origin).href
}

export const headTags = (head: PageHead, address: HeadAddress): string => {
  const description = head.description ?? SITE_DESCRIPTION
  const url = canonicalUrl(head, address)
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta("property", "og:site_name", SITE_TITLE),
    meta("property", "og:type", head.kind ?? "website"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    ...(head.image === undefined ? [] : [meta("property", "og:image", new URL(head.image, address.origin).href)]),
    meta("name", "twitter:card", "summary"),
    ...(head.notFound === true ? [meta("name", "robots", "noindex")] : []),
    ...(head.structuredData === undefined
      ? []
      : [`<script type="application/ld+json">${JSON.stringify(head.structuredData(url)).replace(/</g, "\\u003c")}</script>`])
  ]
  return tags.join("\n    ")
}
