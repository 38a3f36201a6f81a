/**
 * My Exams' exam page: how many of the exam's questions are due for review
 * today and tomorrow, and "Review now". An expired subscription
 * says its reviews have stopped.
 */
import { hasResourceFailed, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { reviewPath } from "../../domain/learning/learning-paths.ts"
import { dueTodayWords, dueTomorrowWords, utcOffsetOf } from "../../domain/learning/review-words.ts"
import { Link } from "../shared/primitives/link.tsx"
import { LoadFailed } from "../shared/primitives/load-failed.tsx"
import { Spinner } from "../shared/primitives/spinner.tsx"
import { useResource } from "../shared/use-resource.ts"
import { useLearningMachines } from "./learning-machines.ts"
import { big, muted, panel, row } from "./learning-styles.ts"

export function ReviewDue({ subscId }: { readonly subscId: string }) {
  const { actor, snapshot } = useResource(useLearningMachines().reviewSummary, { subscId, utcOffsetMinutes: utcOffsetOf(new Date()) })
  const summary = selectResourceData(snapshot)
  return (
    <section className={panel} aria-labelledby="review-heading">
      <h2 id="review-heading">Spaced review</h2>
      {hasResourceFailed(snapshot) ? (
        <LoadFailed what="Your reviews" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
      ) : summary === null ? (
        <Spinner label="Loading your reviews" />
      ) : !summary.active ? (
        <p className={muted}>Reviews of this exam stopped when your access ended.</p>
      ) : summary.scheduled === 0 ? (
        <p className={muted}>Questions you miss or mark for review in a test come back here for review, spaced out so they stick.</p>
      ) : (
        <>
          <p className={row} data-testid="review-due">
            <span className={big}>{dueTodayWords(summary.dueToday)}</span>
            <span className={muted}>{dueTomorrowWords(summary.dueTomorrow)}</span>
          </p>
          {summary.dueToday > 0 ? (
            <p>
              <Link variant="button" href={reviewPath(subscId)}>
                Review now
              </Link>
            </p>
          ) : (
            <p className={muted}>You are up to date. Each question comes back when it is due.</p>
          )}
        </>
      )}
    </section>
  )
}
