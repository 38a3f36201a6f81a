/**
 * The drawn badge an exam or package shows when it has no image: a few
 * letters on a colour. The colour is picked from the vendor's name, so every
 * exam of one vendor wears the same colour on every visit and in every list.
 */

/** Up to three capital initials: "Project Leadership Council" → "PLC", "Nimbus" → "N". */
export const initialsOf = (name: string): string =>
  name
    .split(/[\s\-–—_/&]+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? "")
    .filter((letter) => letter !== "")
    .slice(0, 3)
    .join("")
    .toUpperCase()

/**
 * A stable slot in a palette of `size` colours for `name` (FNV-1a over the
 * lower-cased name): the same vendor always lands on the same colour.
 */
export const paletteSlot = (name: string, size: number): number => {
  if (size <= 0) return 0
  let hash = 0x811c9dc5
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % size
}
