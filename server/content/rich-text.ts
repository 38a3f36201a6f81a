/**
 * Rich text (exam and package descriptions, blog bodies, FAQ answers, policy
 * pages) is sanitised here, on the server, before it is stored: whatever
 * reaches the database is already inert. The browser sanitises again before
 * rendering (src/ui/primitives/rich-text.tsx), so a row written by hand into
 * the database cannot run script either.
 *
 * The allowlist is the prose a content editor needs: headings, paragraphs,
 * lists, emphasis, quotes, code, tables and links. No images, iframes, forms,
 * styles, classes or event handlers. Links keep http(s) and mailto only and
 * open as ordinary links (rel="noopener noreferrer" when they leave the site).
 */
import sanitizeHtml from "sanitize-html"

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  // rel is set by transformTags below, so it must be allowed to survive.
  allowedAttributes: { a: ["href", "title", "rel"], th: ["scope"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Dropped together with their content, not just unwrapped.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? ""
      const external = /^https?:/i.test(href)
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs
      }
    }
  }
}

/** The stored form of a piece of rich text: allowlisted tags and attributes only. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim()
