/**
 * A paged list of cards (exams, packages) rendered from a paged-list actor:
 * a live summary ("Showing 13–24 of 40 exams"), the cards (dimmed while the
 * next page loads, so nothing flashes empty), the pager, and the list's own
 * empty, not-found and failed states. The pager goes through the view's
 * `goToPage`, which moves the address when the screen keeps the page there.
 */
import { css } from "goober"
import { useRef, type ReactNode } from "react"
import { pageRange } from "../../domain/catalog/catalog-paging.ts"
import {
  hasListFailed,
  isListEmpty,
  isListLoading,
  isListNotFound,
  isListPastEnd,
  selectListFailure,
  selectListItems,
  selectListPaging
} from "../../machines/shared/paged-list.machine.ts"
import { LoadFailed } from "../shared/primitives/load-failed.tsx"
import { Pager } from "../shared/primitives/pager.tsx"
import { Spinner } from "../shared/primitives/spinner.tsx"
import { color, font, space } from "../shared/tokens.ts"
import type { PagedListView } from "../shared/use-resource.ts"

const summary = css`
  margin-bottom: ${space.lg};
  color: ${color.textMuted};
  font-size: ${font.size.sm};
  & strong { color: ${color.text}; }
`

const busy = css`
  opacity: 0.55;
  transition: opacity 120ms ease;
  pointer-events: none;
`

const anchor = css`
  scroll-margin-top: ${space.xxl};
`

export interface PagedCardsProps<F, I> {
  readonly view: PagedListView<F, I>
  readonly gridClass: string
  readonly itemKey: (item: I) => string
  readonly renderItem: (item: I) => ReactNode
  /** The summary line for a loaded page (e.g. "Showing 1–12 of 40 exams"). */
  readonly describe: (range: { readonly first: number; readonly last: number; readonly total: number }) => ReactNode
  /** The list's landmark and the pager's names ("Exams", "Exam pages"). */
  readonly listLabel: string
  readonly pagerLabel: string
  /** What the failure box says could not be loaded ("These exams"). */
  readonly what: string
  /** Shown for a loaded, empty list. */
  readonly empty: ReactNode
  /** Shown when the filter names something unknown. */
  readonly notFound?: ReactNode
}

export function PagedCards<F, I>({ view, gridClass, itemKey, renderItem, describe, listLabel, pagerLabel, what, empty, notFound }: PagedCardsProps<F, I>) {
  const { actor, snapshot, goToPage } = view
  const top = useRef<HTMLDivElement>(null)
  const items = selectListItems(snapshot)
  const loading = isListLoading(snapshot)
  const { page, pages, total } = selectListPaging(snapshot)
  const loaded = snapshot.context.result

  if (hasListFailed(snapshot)) {
    return <LoadFailed what={what} reason={selectListFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (isListNotFound(snapshot)) return <>{notFound ?? empty}</>
  // Past the end the view is about to move to the last page: not "nothing here".
  if (loaded === null || (loading && items.length === 0) || isListPastEnd(snapshot)) return <Spinner label={`Loading ${listLabel.toLowerCase()}`} />
  if (isListEmpty(snapshot)) return <>{empty}</>

  const goTo = (next: number) => {
    goToPage(next)
    top.current?.scrollIntoView({ block: "start", behavior: "smooth" })
  }
  const range = pageRange(loaded.page, loaded.perPage, total)
  return (
    <div ref={top} className={anchor}>
      <p className={summary} role="status">
        {describe({ ...range, total })}
      </p>
      <ul className={loading ? `${gridClass} ${busy}` : gridClass} aria-label={listLabel} aria-busy={loading}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={goTo} label={pagerLabel} isBusy={loading} />
    </div>
  )
}
