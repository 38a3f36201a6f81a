const ENTITIES: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};

// Tags that start a new line when rendered. Dropping them without a
// separator would glue words together ("<p>One</p><p>Two</p>" → "OneTwo"),
// while inline tags must vanish without one ("<b>bo</b>ld" → "bold").
const BLOCK_TAGS = new Set([
  "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt",
  "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6",
  "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table",
  "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
]);

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
  return s
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<(?:script|style)\b[\s\S]*$/i, "")
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_tag, name: string) =>
      BLOCK_TAGS.has(name.toLowerCase()) ? " " : "",
    )
    .replace(/<![^>]*>/g, "")
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

export const ELLIPSIS = "...";

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
    throw new RangeError("trimText: maxLength must be a non-negative number");
  }
  const text = stripHtml(s);
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  return chars.slice(0, Math.floor(maxLength)).join("").trimEnd() + ELLIPSIS;
}
