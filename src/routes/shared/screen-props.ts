/**
 * What every screen receives from the route table. It lives apart from
 * route-table.ts so that screens never import the table that lazily imports
 * them (no cycle between the table and its screens).
 */
export interface ScreenProps {
  /** The screen's name, as in the route table. */
  readonly title: string
  /** The route's path parameters (e.g. examId), undecoded as wouter gives them. */
  readonly params: Readonly<Record<string, string | undefined>>
}

/** The title of the shop's not-found page. */
export const NOT_FOUND_TITLE = "Page not found"
