/**
 * Paging rules of the catalog's lists (exams, packages). Which page
 * numbers a pager shows is domain/page-window.ts, shared with the blog.
 */

/** Cards per page on the catalog's lists: three rows of four on a wide screen. */
export const CATALOG_PAGE_SIZE = 12

/** "Showing 13–24 of 40": the first and last position on a page (0 and 0 for none). */
export const pageRange = (page: number, perPage: number, total: number): { readonly first: number; readonly last: number } => {
  if (total <= 0 || perPage <= 0 || page < 1) return { first: 0, last: 0 }
  const first = Math.min((page - 1) * perPage + 1, total)
  return { first, last: Math.min(page * perPage, total) }
}
