/**
 * Which page numbers a pager shows: the first and last, and the pages next
 * to the current one; null marks a gap ("…"). A gap of a single page shows
 * that page instead, since "…" would take the same room.
 *
 *   pageWindow(5, 12) → 1 … 4 5 6 … 12
 *   pageWindow(3, 12) → 1 2 3 4 … 12
 */
export const pageWindow = (page: number, pages: number): ReadonlyArray<number | null> => {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => Number.isInteger(n) && n >= 1 && n <= pages))
  const result: Array<number | null> = []
  for (const n of [...shown].sort((a, b) => a - b)) {
    const last = result.at(-1)
    if (typeof last === "number" && n - last === 2) result.push(n - 1)
    else if (typeof last === "number" && n - last > 2) result.push(null)
    result.push(n)
  }
  return result
}
