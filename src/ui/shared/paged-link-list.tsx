/**
 * The frame of a list whose page is part of the path (Transactions'
 * /profile/transaction/{page}, My Packages' /profile/package/{status}/{page}):
 * what it shows while the first page loads, when it failed (with Try
 * again), past its end and when it is empty, then the page's items in a
 * named list (dimmed while the next page loads) over links to the other
 * pages. The feature says what the items are and the sentences around them.
 */
import { css } from "goober"
import type { ReactNode } from "react"
import {
  hasListFailed,
  isListEmpty,
  isListLoading,
  isListPastEnd,
  selectListFailure,
  selectListItems,
  selectListPaging
} from "../../machines/shared/paged-list.machine.ts"
import { LoadFailed } from "./primitives/load-failed.tsx"
import { PageLinks } from "./primitives/page-links.tsx"
import { Spinner } from "./primitives/spinner.tsx"
import type { PagedListView } from "./use-resource.ts"

const busy = css`
  opacity: 0.55;
  pointer-events: none;
`

export interface ListPaging {
  readonly page: number
  readonly pages: number
  readonly total: number
}

export function PagedLinkList<F, I>({
  view: { actor, snapshot },
  what,
  loadingLabel,
  pastEnd,
  empty,
  summary,
  listClassName,
  listLabel,
  keyOf,
  renderItem,
  pagesLabel,
  hrefOf
}: {
  readonly view: PagedListView<F, I>
  /** What failed to load ("Your transactions"). */
  readonly what: string
  readonly loadingLabel: string
  /** The notice for a page past the end. */
  readonly pastEnd: (paging: ListPaging) => ReactNode
  readonly empty: ReactNode
  /** A line above the items (how many there are). */
  readonly summary?: (paging: ListPaging) => ReactNode
  readonly listClassName: string
  /** The list's accessible name ("Your orders"). */
  readonly listLabel: string
  readonly keyOf: (item: I) => string
  readonly renderItem: (item: I) => ReactNode
  /** The pager landmark's name ("Transaction pages"). */
  readonly pagesLabel: string
  /** The address of a page. */
  readonly hrefOf: (page: number) => string
}) {
  const paging = selectListPaging(snapshot)

  if (hasListFailed(snapshot)) {
    return <LoadFailed what={what} reason={selectListFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (snapshot.context.result === null) return <Spinner label={loadingLabel} />
  if (isListPastEnd(snapshot)) return pastEnd(paging)
  if (isListEmpty(snapshot)) return empty
  return (
    <>
      {summary?.(paging)}
      <ul className={[listClassName, isListLoading(snapshot) ? busy : ""].join(" ")} aria-label={listLabel}>
        {selectListItems(snapshot).map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <PageLinks page={paging.page} pages={paging.pages} hrefOf={hrefOf} label={pagesLabel} />
    </>
  )
}
