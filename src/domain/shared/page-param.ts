/**
 * The page of a paged list in the address (`?page=N`): the blog, the
 * catalog's exam and package lists, search results, My Exams. The address
 * holds the page so Back returns to it and a page can be linked or reloaded;
 * page 1 is the address without the parameter.
 */

/** The query parameter holding a paged list's page. */
export const PAGE_PARAM = "page"

/**
 * The page an address asks for. Anything but a whole number of 1 or more
 * (missing, "abc", "0", "-3", "2.5", too big to be exact) is page 1: a hand-
 * edited or stale address still shows a list. A page past the end is not
 * known here; the list's first answer settles that.
 */
export const parsePageParam = (value: string | null | undefined): number => {
  if (value === null || value === undefined || !/^\d+$/.test(value)) return 1
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

/** The page in a query string (with or without its leading "?"). */
export const pageOfSearch = (search: string): number => parsePageParam(new URLSearchParams(search).get(PAGE_PARAM))

/**
 * The query string (without "?") for `page`, every other parameter kept as
 * written and in order (a search, a sub-category); page 1 drops `page`.
 */
export const searchWithPage = (search: string, page: number): string => {
  const others = search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && part.split("=")[0] !== PAGE_PARAM)
  return (page > 1 ? [...others, `${PAGE_PARAM}=${page}`] : others).join("&")
}

/** The address of `page` of the list at `path` whose query is now `search`. */
export const pageAddress = (path: string, search: string, page: number): string => {
  const query = searchWithPage(search, page)
  return query === "" ? path : `${path}?${query}`
}
