/**
 * What other areas may use of the content area's writing rules (the admin
 * area's editor): rich text through the same allowlist as every
 * stored body, and a post's reading time from its body. The public blog,
 * FAQ and pages services are in blog/, pages/ and site/.
 */
export { sanitizeRichText } from "./rich-text.ts"
export { readMinutesOf } from "./blog/post-writer.ts"
