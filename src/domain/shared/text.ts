const ENTITIES: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " "
}

// Tags that start a new line when rendered. Dropping them without a
// separator would glue words together ("<p>One</p><p>Two</p>" → "OneTwo"),
// while inline tags must vanish without one ("<b>bo</b>ld" → "bold").
const BLOCK_TAGS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
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
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul"
])

/**
 * Plain text from an HTML fragment, for previews and descriptions.
 *
 * `<script>` and `<style>` are removed with their content, since their text is
 * code, not copy; an unclosed one removes everything after it so no code
 * leaks into the preview. Entities are decoded in a single pass after the
 * tags are gone, so "&amp;lt;" becomes the text "&lt;" and an encoded
 * "&lt;b&gt;" stays visible text rather than being stripped as a tag.
 *
 * The result is text, not safe HTML (it may contain "<"); render it as text.
 */
export function stripHtml(s: string): string {
  return removeMarkupOnce(s)
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim()
}

/** One pass over the markup: comments, script and style with their content, tags, declarations. */
function removeMarkupOnce(s: string): string {
  return s
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<(?:script|style)\b[\s\S]*$/i, "")
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_tag, name: string) => (BLOCK_TAGS.has(name.toLowerCase()) ? " " : ""))
    .replace(/<![^>]*>/g, "")
}

/**
 * Text a person typed (a name, a comment, a message, a subject), made plain
 * as the spec's trimming rule says (§5 "Text trimming strips HTML tags"),
 * for storing (security finding 9). Unlike stripHtml, which reads HTML:
 *  - tags are removed until none is left: removing one can join two halves
 *    into another ("<<b>script>" → "<script>"), which is removed in turn;
 *  - entities are NOT decoded: in typed text "&lt;" is four characters the
 *    person typed, and decoding them is what turned "&lt;script&gt;" into a
 *    stored "<script>". The text then reads as typed wherever it is shown;
 *  - whitespace is left as it is (plainLine and plainLines shape it).
 * What is left may still hold "<", ">" and "&" that are not markup ("1 < 2",
 * "Q&A"): every output that is not React escapes them.
 */
export function stripTags(s: string): string {
  let text = s
  for (;;) {
    const next = removeMarkupOnce(text)
    if (next === text) return text
    text = next
  }
}

/** A one-line field (a name, a subject, a comment): tags stripped, whitespace collapsed, trimmed. */
export function plainLine(s: string): string {
  return stripTags(s).replace(/\s+/g, " ").trim()
}

/** A character no one types (private use), standing in for a line break while tags are stripped. */
const BREAK = "\uE000"

/**
 * A multi-line field (a helpdesk or contact message): tags stripped as in
 * stripTags, but line breaks kept: each line's spaces collapse, runs of more
 * than one blank line become one, and the whole is trimmed. A tag spanning
 * lines is still one tag.
 */
export function plainLines(s: string): string {
  return stripTags(s.replace(/\r\n?/g, "\n").replaceAll(BREAK, "").replaceAll("\n", BREAK))
    .split(BREAK)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
}

export const ELLIPSIS = "..."

/**
 * Strips HTML, then shortens to `maxLength` characters.
 *
 * Choices:
 *   - `maxLength` counts the kept text only; "..." is appended on top, so a cut
 *     result is up to maxLength + 3 long (the spec: "cut to maxLength
 *     characters adding '...'");
 *   - characters are Unicode code points, so an emoji is never split in half;
 *   - whitespace left at the cut is dropped, giving "Hello..." not "Hello ...".
 */
export function trimText(s: string, maxLength: number): string {
  if (!(maxLength >= 0)) {
    throw new RangeError("trimText: maxLength must be a non-negative number")
  }
  const text = stripHtml(s)
  const chars = Array.from(text)
  if (chars.length <= maxLength) return text
  return chars.slice(0, Math.floor(maxLength)).join("").trimEnd() + ELLIPSIS
}

/** A text's length as a reader counts it: code points, so an emoji counts once. */
export const codePoints = (s: string): number => Array.from(s).length
