/**
 * GIFT's `[html]` text as plain text. The question bank stores plain text
 * and the screens show it as text (line breaks kept), so markup taken as it
 * is would show learners its raw tags ("<p>Which <b>port</b>…").
 *
 * The HTML is read by sanitize-html (htmlparser2, the server's HTML reader
 * already), never by a pattern over arbitrary markup: it drops every tag
 * but the ones that break a line, with all their attributes, drops script,
 * style and the like with their content, and decodes every entity. What it
 * gives back has one known shape — bare `<p>`, `</p>`, `<br />` … and text
 * with only `&amp;`, `&lt;`, `&gt;` escaped — which the two replacements
 * below read exactly: a paragraph-like tag becomes a blank line, a `<br>`
 * or the start of a list item or a table row a line break, and the three entities their
 * characters, in one pass ("&amp;lt;" stays the text "&lt;").
 *
 * The result is text, not HTML (it may hold "<"): shown as text everywhere.
 */
import sanitizeHtml from "sanitize-html"

/** Tags ending a paragraph: a blank line between their texts. */
const PARAGRAPH_TAGS = [
  "address",
  "article",
  "aside",
  "blockquote",
  "div",
  "dl",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "ul"
]
/** Tags ending a line. */
const LINE_TAGS = ["br", "dd", "dt", "figcaption", "li", "tr"]

const KEPT_TAG = new RegExp(`<(/?)(${[...PARAGRAPH_TAGS, ...LINE_TAGS].join("|")})(?: /)?>`, "g")
const ESCAPED: Readonly<Record<string, string>> = { "&amp;": "&", "&lt;": "<", "&gt;": ">" }

export const htmlToPlainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [...PARAGRAPH_TAGS, ...LINE_TAGS], allowedAttributes: {} })
    .replace(KEPT_TAG, (_tag, slash: string, name: string) => (PARAGRAPH_TAGS.includes(name) ? "\n\n" : slash === "" ? "\n" : ""))
    .replace(/&(?:amp|lt|gt);/g, (entity) => ESCAPED[entity] ?? entity)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()

/** One line of text (an option): the breaks become spaces. */
export const htmlToOneLine = (html: string): string => htmlToPlainText(html).replace(/\s+/g, " ").trim()
