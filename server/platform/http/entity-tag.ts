/**
 * Entity tags (RFC 9110 §8.8.3) and the If-None-Match check (§13.1.2).
 * A tag made from the bytes themselves is the same on every server that
 * holds the same bytes, so two servers behind one proxy agree and a browser
 * revalidating against the other one still gets its 304.
 */
import { createHash } from "node:crypto"

/**
 * A strong tag of these bytes: `"<sha-256, base64url, 27 characters>"`, with
 * `suffix` inside the quotes for another representation of the same bytes
 * (a compressed copy is another representation and needs its own tag).
 */
export const strongTag = (bytes: Uint8Array | string, suffix = ""): string =>
  `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}${suffix}"`

/** The tag without its weakness marker: If-None-Match compares weakly. */
const opaque = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag)

/**
 * Whether an If-None-Match header names one of `tags` (or is `*`): the
 * client already holds that representation, so the answer is 304.
 */
export const noneMatchHits = (ifNoneMatch: string | undefined, tags: ReadonlyArray<string>): boolean => {
  if (ifNoneMatch === undefined) return false
  const wanted = ifNoneMatch.trim()
  if (wanted === "*") return true
  const known = new Set(tags.map(opaque))
  return wanted.split(",").some((tag) => known.has(opaque(tag.trim())))
}
