/**
 * My Packages' list for one tab: the learner's bought packages as
 * cards, a page at a time, with its empty, failed and past-the-end states.
 * The screen keeps the page in the path (/profile/package/{status}/{page}).
 */
import type { PackageListStatus } from "../../domain/cart/order-paths.ts"
import { PagedLinkList } from "../shared/paged-link-list.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { NoResults } from "../shared/primitives/no-results.tsx"
import { type PageControl, usePagedList } from "../shared/use-resource.ts"
import { countOf } from "./order-format.ts"
import { useOrdersMachines } from "./orders-machines.ts"
import { panelNotice, recordGrid } from "./orders-styles.ts"
import { PackageCard } from "./package-card.tsx"

export const MY_PACKAGES_PER_PAGE = 12

export function MyPackagesList({
  status,
  paging,
  hrefOf
}: {
  readonly status: PackageListStatus
  readonly paging: PageControl
  /** The address of a page of this tab. */
  readonly hrefOf: (page: number) => string
}) {
  const view = usePagedList(useOrdersMachines().packages, status, MY_PACKAGES_PER_PAGE, paging)
  return (
    <PagedLinkList
      view={view}
      what="Your packages"
      loadingLabel="Loading your packages"
      pastEnd={({ page, pages, total }) => (
        <div className={panelNotice}>
          <p>
            <strong>There is no page {page}.</strong> This tab holds {countOf(total, "package")}.
          </p>
          <p>
            <Link href={hrefOf(pages)}>{pages === 1 ? "See the first page" : `Go to the last page (${pages})`}</Link>
          </p>
        </div>
      )}
      empty={
        status === "active" ? (
          <NoResults title="No active packages">
            <p>Packages you buy appear here, with the exams they include.</p>
            <p>
              <Link href="/package">Browse packages</Link>
            </p>
          </NoResults>
        ) : (
          <NoResults title="No expired packages">
            <p>Packages whose access has ended appear here.</p>
          </NoResults>
        )
      }
      listClassName={recordGrid}
      listLabel={status === "active" ? "Active packages" : "Expired packages"}
      keyOf={(subscription) => subscription._id}
      renderItem={(subscription) => <PackageCard subscription={subscription} />}
      pagesLabel="Package pages"
      hrefOf={hrefOf}
    />
  )
}
