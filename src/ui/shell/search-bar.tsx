/**
 * The header's search bar (spec §2 Header, §4, §5): opened by the search
 * icon, it holds the search form (search-form.tsx), whose code is loaded
 * when the bar is first opened. A form that cannot be loaded
 * (spec §8: a dropped connection) leaves a link to the exam list instead,
 * and the failure is reported by name like a route chunk's.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { lazy, Suspense } from "react"
import { isSearchOpen } from "../../machines/shell/header.machine.ts"
import { useHeaderActor } from "../shared/app-actors.ts"
import { Link } from "../shared/primitives/link.tsx"
import { color, contentMaxWidth, space } from "../shared/tokens.ts"
import { chunkLoadError } from "./deferred-control.tsx"

export const SEARCH_BAR_ID = "site-search"

const band = css`
  background: ${color.surface};
  border-top: 1px solid ${color.border};
  border-bottom: 1px solid ${color.border};
`

const unavailable = css`
  max-width: ${contentMaxWidth};
  margin: 0 auto;
  padding: ${space.md} ${space.lg};
`

function SearchUnavailable() {
  return (
    <p className={unavailable} role="alert">
      Search could not be loaded. <Link href="/exam">See all exams</Link>
    </p>
  )
}

const SearchForm = lazy(() =>
  import("./search-form.tsx").then(
    (module) => ({ default: module.SearchForm }),
    (error: unknown) => {
      console.error(chunkLoadError("The search form", error))
      return { default: SearchUnavailable }
    }
  )
)

export function SearchBar() {
  const isOpen = useSelector(useHeaderActor(), isSearchOpen)
  if (!isOpen) return null
  return (
    <div className={band} id={SEARCH_BAR_ID}>
      <Suspense fallback={null}>
        <SearchForm />
      </Suspense>
    </div>
  )
}
