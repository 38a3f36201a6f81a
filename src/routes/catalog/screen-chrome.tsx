/**
 * What every catalog screen needs around its content: the shop's own
 * not-found page for unknown ids, and a redirect from a stale slug to the
 * right one (the title follows what is on view through
 * routes/shared/screen-head.ts).
 */
import { useEffect } from "react"
import { useLocation, useSearch } from "wouter"
import { isCanonicalPath } from "../../domain/catalog/catalog-paths.ts"
import { useScreenHead } from "../shared/screen-head.ts"
import { NOT_FOUND_TITLE } from "../shared/screen-props.ts"
import NotFoundScreen from "../shared/not-found-screen.tsx"

/**
 * Once the canonical path is known (the data has loaded), a visit under
 * another slug is replaced by the canonical path, query kept: a renamed exam
 * keeps its old links working, and history holds only the right address.
 */
export function useCanonicalPath(canonicalPath: string | null): void {
  const [location, navigate] = useLocation()
  const search = useSearch()
  useEffect(() => {
    if (canonicalPath === null || isCanonicalPath(location, canonicalPath)) return
    navigate(search === "" ? canonicalPath : `${canonicalPath}?${search}`, { replace: true })
  }, [canonicalPath, location, navigate, search])
}

/** The shop's not-found page, for an id the catalog does not know. */
export function CatalogNotFound() {
  useScreenHead({ title: NOT_FOUND_TITLE, notFound: true })
  return <NotFoundScreen title={NOT_FOUND_TITLE} params={{}} />
}
