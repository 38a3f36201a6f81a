/**
 * My Packages' list for one tab (issue 10): the learner's bought packages as
 * cards, a page at a time, with its empty, failed and past-the-end states.
 * The screen keeps the page in the path (/profile/package/{status}/{page}).
 */
import { css } from "goober"
import type { PackageListStatus } from "../../domain/cart/order-paths.ts"
import {
  hasListFailed,
  isListEmpty,
  isListLoading,
  isListPastEnd,
  selectListFailure,
  selectListItems,
  selectListPaging
} from "../../machines/shared/paged-list.machine.ts"
import { Link } from "../shared/primitives/link.tsx"
import { LoadFailed } from "../shared/primitives/load-failed.tsx"
import { NoResults } from "../shared/primitives/no-results.tsx"
import { PageLinks } from "../shared/primitives/page-links.tsx"
import { Spinner } from "../shared/primitives/spinner.tsx"
import { type PageControl, usePagedList } from "../shared/use-resource.ts"
import { countOf } from "./order-format.ts"
import { useOrdersMachines } from "./orders-machines.ts"
import { panelNotice, recordGrid } from "./orders-styles.ts"
import { PackageCard } from "./package-card.tsx"

export const MY_PACKAGES_PER_PAGE = 12

const busy = css`
  opacity: 0.55;
  pointer-events: none;
`

export function MyPackagesList({ status, paging, hrefOf }: {
  readonly status: PackageListStatus
  readonly paging: PageControl
  /** The address of a page of this tab. */
  readonly hrefOf: (page: number) => string
}) {
  const { actor, snapshot } = usePagedList(useOrdersMachines().packages, status, MY_PACKAGES_PER_PAGE, paging)
  const packages = selectListItems(snapshot)
  const { page, pages, total } = selectListPaging(snapshot)

  if (hasListFailed(snapshot)) {
    return <LoadFailed what="Your packages" reason={selectListFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (snapshot.context.result === null) return <Spinner label="Loading your packages" />
  if (isListPastEnd(snapshot)) {
    return (
      <div className={panelNotice}>
        <p><strong>There is no page {page}.</strong> This tab holds {countOf(total, "package")}.</p>
        <p><Link href={hrefOf(pages)}>{pages === 1 ? "See the first page" : `Go to the last page (${pages})`}</Link></p>
      </div>
    )
  }
  if (isListEmpty(snapshot)) {
    return status === "active"
      ? (
        <NoResults title="No active packages">
          <p>Packages you buy appear here, with the exams they include.</p>
          <p><Link href="/package">Browse packages</Link></p>
        </NoResults>
      )
      : <NoResults title="No expired packages"><p>Packages whose access has ended appear here.</p></NoResults>
  }
  return (
    <>
      <ul className={[recordGrid, isListLoading(snapshot) ? busy : ""].join(" ")} aria-label={status === "active" ? "Active packages" : "Expired packages"}>
        {packages.map((subscription) => <li key={subscription._id}><PackageCard subscription={subscription} /></li>)}
      </ul>
      <PageLinks page={page} pages={pages} hrefOf={hrefOf} label="Package pages" />
    </>
  )
}
