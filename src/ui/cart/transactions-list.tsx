/**
 * Transactions' list (issue 10): the learner's orders, newest first, a page
 * at a time, with its empty, failed and past-the-end states. The screen
 * keeps the page in the path (/profile/transaction/{page}) and hands it in.
 */
import { css } from "goober"
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
import { OrderRow } from "./order-row.tsx"
import { useOrdersMachines } from "./orders-machines.ts"
import { muted, panelNotice, recordList } from "./orders-styles.ts"

export const TRANSACTIONS_PER_PAGE = 10

const busy = css`
  opacity: 0.55;
  pointer-events: none;
`

export function TransactionsList({ paging, hrefOf }: {
  readonly paging: PageControl
  /** The address of a page of this list. */
  readonly hrefOf: (page: number) => string
}) {
  const { actor, snapshot } = usePagedList(useOrdersMachines().transactions, null, TRANSACTIONS_PER_PAGE, paging)
  const orders = selectListItems(snapshot)
  const { page, pages, total } = selectListPaging(snapshot)

  if (hasListFailed(snapshot)) {
    return <LoadFailed what="Your transactions" reason={selectListFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (snapshot.context.result === null) return <Spinner label="Loading your transactions" />
  if (isListPastEnd(snapshot)) {
    return (
      <div className={panelNotice}>
        <p><strong>There is no page {page}.</strong> You have {countOf(total, "order")}.</p>
        <p><Link href={hrefOf(pages)}>{pages === 1 ? "See your orders" : `Go to the last page (${pages})`}</Link></p>
      </div>
    )
  }
  if (isListEmpty(snapshot)) {
    return (
      <NoResults title="No transactions yet">
        <p>Orders you place appear here, with their receipts.</p>
        <p><Link href="/exam">Browse exams</Link></p>
      </NoResults>
    )
  }
  return (
    <>
      <p className={muted}>{countOf(total, "order")}{pages > 1 ? `, page ${page} of ${pages}` : ""}</p>
      <ul className={[recordList, isListLoading(snapshot) ? busy : ""].join(" ")} aria-label="Your orders">
        {orders.map((order) => <li key={order._id}><OrderRow order={order} /></li>)}
      </ul>
      <PageLinks page={page} pages={pages} hrefOf={hrefOf} label="Transaction pages" />
    </>
  )
}
