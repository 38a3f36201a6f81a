/**
 * Renders rich text from the API (exam and package descriptions, blog
 * bodies, FAQ answers, policy pages). The server stores it sanitised already
 * (server/content/rich-text.ts); DOMPurify runs again here with the same
 * allowlist, so a row written into the database by hand still cannot run
 * script: no <script>, no on* handlers, no javascript: links.
 */
import DOMPurify from "dompurify"
import { css } from "goober"
import { useMemo } from "react"
import { color, font, radius, space } from "../tokens.ts"

const ALLOWED_TAGS = [
  "h2",
  "h3",
  "h4",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "blockquote",
  "code",
  "pre",
  "a",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "caption",
  "dl",
  "dt",
  "dd"
]
const ALLOWED_ATTR = ["href", "title", "rel", "scope"]

/**
 * On the server (a page rendered there) DOMPurify has no DOM to
 * work with: the text goes out as the server stored it, sanitised on write
 * with the same allowlist; a hand-written row's script still cannot run
 * there, since the pages' Content-Security-Policy allows no inline script or
 * handler (server/platform/http/security-headers.ts). Every render in the
 * browser after the first purifies again.
 */
export const purifyRichText = (html: string): string =>
  DOMPurify.isSupported ? DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/|#)/i }) : html

const prose = css`
  color: ${color.text};
  line-height: 1.65;
  font-size: ${font.size.md};
  & > * + * { margin-top: ${space.md}; }
  & h2 { font-size: ${font.size.xl}; margin-top: ${space.xl}; line-height: 1.3; }
  & h3 { font-size: ${font.size.lg}; margin-top: ${space.lg}; }
  & h4 { font-size: ${font.size.md}; margin-top: ${space.lg}; }
  & ul, & ol { padding-left: ${space.xl}; }
  & li + li { margin-top: ${space.xs}; }
  & a { color: ${color.brand}; text-decoration: underline; }
  & blockquote { border-left: 4px solid ${color.border}; padding-left: ${space.lg}; color: ${color.textMuted}; }
  & code { background: ${color.surfaceAlt}; padding: 0 ${space.xs}; border-radius: ${radius.sm}; font-size: 0.95em; }
  & pre { background: ${color.surfaceAlt}; padding: ${space.md}; border-radius: ${radius.md}; overflow-x: auto; }
  & table { border-collapse: collapse; width: 100%; }
  & th, & td { border: 1px solid ${color.border}; padding: ${space.sm}; text-align: left; }
`

export function RichText({ html, className }: { readonly html: string; readonly className?: string }) {
  const clean = useMemo(() => purifyRichText(html), [html])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is purified just above (purifyRichText)
  return <div className={className === undefined ? prose : `${prose} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
