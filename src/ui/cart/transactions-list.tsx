/**
 * Transactions' list: the learner's orders, newest first, a page
 * at a time, with its empty, failed and past-the-end states. The screen
 * keeps the page in the path (/profile/transaction/{page}) and hands it in.
 */
import { PagedLinkList } from "../shared/paged-link-list.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { NoResults } from "../shared/primitives/no-results.tsx"
import { type PageControl, usePagedList } from "../shared/use-resource.ts"
import { countOf } from "./order-format.ts"
import { OrderRow } from "./order-row.tsx"
import { useOrdersMachines } from "./orders-machines.ts"
import { muted, panelNotice, recordList } from "./orders-styles.ts"

export const TRANSACTIONS_PER_PAGE = 10

export function TransactionsList({
  paging,
  hrefOf
}: {
  readonly paging: PageControl
  /** The address of a page of this list. */
  readonly hrefOf: (page: number) => string
}) {
  const view = usePagedList(useOrdersMachines().transactions, null, TRANSACTIONS_PER_PAGE, paging)
  return (
    <PagedLinkList
      view={view}
      what="Your transactions"
      loadingLabel="Loading your transactions"
      pastEnd={({ page, pages, total }) => (
        <div className={panelNotice}>
          <p>
            <strong>There is no page {page}.</strong> You have {countOf(total, "order")}.
          </p>
          <p>
            <Link href={hrefOf(pages)}>{pages === 1 ? "See your orders" : `Go to the last page (${pages})`}</Link>
          </p>
        </div>
      )}
      empty={
        <NoResults title="No transactions yet">
          <p>Orders you place appear here, with their receipts.</p>
          <p>
            <Link href="/exam">Browse exams</Link>
          </p>
        </NoResults>
      }
      summary={({ page, pages, total }) => (
        <p className={muted}>
          {countOf(total, "order")}
          {pages > 1 ? `, page ${page} of ${pages}` : ""}
        </p>
      )}
      listClassName={recordList}
      listLabel="Your orders"
      keyOf={(order) => order._id}
      renderItem={(order) => <OrderRow order={order} />}
      pagesLabel="Transaction pages"
      hrefOf={hrefOf}
    />
  )
}
