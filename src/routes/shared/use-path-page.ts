/**
 * The page of a paged list whose address names it in the path (spec §2
 * /profile/transaction/{page}, /profile/package/active/{page}), as the
 * PageControl the list hooks take (ui/shared/use-resource.ts). Each page is
 * its own path, so the screen remounts and its list starts at that page.
 *
 * An address past the last page is left as written: it may be a sign-in's
 * way back (lastLocation) or a link from a longer list, and rewriting it
 * would lose that. The list says there is no such page and links the last
 * one instead (isListPastEnd).
 */
import { useCallback, useMemo } from "react"
import { useLocation } from "wouter"
import { parsePageParam } from "../../domain/shared/page-param.ts"
import type { PageControl } from "../../ui/shared/use-resource.ts"

export function usePathPage(pageParam: string | undefined, pathOf: (page: number) => string): PageControl {
  const [, navigate] = useLocation()
  const page = parsePageParam(pageParam)
  const goTo = useCallback(
    (next: number, options?: { readonly replace: boolean }) => {
      // A correction of a page past the end (see above): the address stays.
      if (options?.replace === true) return
      navigate(pathOf(next))
    },
    [navigate, pathOf]
  )
  return useMemo(() => ({ page, goTo }), [page, goTo])
}
