/**
 * The spec's slug rule is only "lowercase, whitespace to hyphens". Other
 * characters (punctuation, existing hyphens, accents) are deliberately kept
 * as they are, so slugs stay identical to the ones the existing catalog
 * URLs were built with.
 */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-")
}
