/**
 * The page of a paged list screen, kept in the address as `?page=N`
 * (domain/page-param.ts) so Back returns to it and a page can be linked or
 * reloaded. Moving to a page pushes a new address (Back goes page by page);
 * the screen is keyed by path only (app.tsx), so a new query does not
 * remount it: the list's actor follows the page (ui/use-resource.ts).
 */
import { useCallback, useMemo } from "react"
import { useLocation, useSearch } from "wouter"
import { pageAddress, pageOfSearch } from "../../domain/shared/page-param.ts"
import type { PageControl } from "../../ui/shared/use-resource.ts"

export function useAddressPage(): PageControl {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const page = pageOfSearch(search)
  const goTo = useCallback(
    (next: number, options?: { readonly replace: boolean }) => navigate(pageAddress(path, search, next), { replace: options?.replace ?? false }),
    [navigate, path, search]
  )
  return useMemo(() => ({ page, goTo }), [page, goTo])
}
