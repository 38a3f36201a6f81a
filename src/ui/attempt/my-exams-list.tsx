/**
 * My Exams' list for one tab: the learner's subscriptions as cards, a page at
 * a time, with its empty and failed states. The screen keeps the page in the
 * address and hands it in (`paging`).
 */
import { css } from "goober"
import type { SubscriptionStatus } from "../../api/attempt/attempt.ts"
import {
  hasListFailed,
  isListEmpty,
  isListLoading,
  isListPastEnd,
  selectListFailure,
  selectListItems,
  selectListPaging
} from "../../machines/shared/paged-list.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { LoadFailed } from "../shared/primitives/load-failed.tsx"
import { NoResults } from "../shared/primitives/no-results.tsx"
import { Spinner } from "../shared/primitives/spinner.tsx"
import { space } from "../shared/tokens.ts"
import { type PageControl, usePagedList } from "../shared/use-resource.ts"
import { useAttemptMachines } from "./attempt-machines.ts"
import { cardList, muted } from "./attempt-styles.ts"
import { SubscriptionCard } from "./subscription-card.tsx"

export const MY_EXAMS_PER_PAGE = 12

const pager = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
`

const busy = css`
  opacity: 0.55;
  pointer-events: none;
`

export function MyExamsList({ status, paging }: { readonly status: SubscriptionStatus; readonly paging?: PageControl }) {
  const { actor, snapshot, goToPage } = usePagedList(useAttemptMachines().myExams, status, MY_EXAMS_PER_PAGE, paging)
  const items = selectListItems(snapshot)
  const loading = isListLoading(snapshot)
  const { page, pages } = selectListPaging(snapshot)

  if (hasListFailed(snapshot)) {
    return <LoadFailed what="Your exams" reason={selectListFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  // Past the end the address is about to move to the last page: not "no exams".
  if (snapshot.context.result === null || isListPastEnd(snapshot)) return <Spinner label="Loading your exams" />
  if (isListEmpty(snapshot)) {
    return status === "active" ? (
      <NoResults title="No active exams yet">
        <p>Exams you buy appear here, with their practice tests.</p>
        <p>
          <Link href="/exam">Browse exams</Link>
        </p>
      </NoResults>
    ) : (
      <NoResults title="No expired exams">
        <p>Exams whose access has ended appear here.</p>
      </NoResults>
    )
  }
  return (
    <>
      <ul className={[cardList, loading ? busy : ""].join(" ")} aria-label={status === "active" ? "Active exams" : "Expired exams"}>
        {items.map((subscription) => (
          <li key={subscription._id}>
            <SubscriptionCard subscription={subscription} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Exam pages" className={pager}>
          <Button variant="secondary" isDisabled={page <= 1 || loading} onPress={() => goToPage(page - 1)}>
            Previous page
          </Button>
          <span className={muted}>
            Page {page} of {pages}
          </span>
          <Button variant="secondary" isDisabled={page >= pages || loading} onPress={() => goToPage(page + 1)}>
            Next page
          </Button>
        </nav>
      ) : null}
    </>
  )
}
