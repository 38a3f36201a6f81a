// Message texts are the spec's, verbatim; tests and e2e checks match on them.
export const NEWSLETTER_EMAIL_REQUIRED = "Please enter email"
export const SEARCH_REQUIRED = "Please enter exam name"

/** Header search: the exam name is required; whitespace alone does not count. */
export function validateSearch(s: string | null | undefined): string | null {
  return (s ?? "").trim() === "" ? SEARCH_REQUIRED : null
}
