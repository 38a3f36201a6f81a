/**
 * /profile/exam/{subscId}: one exam of My Exams — its practice tests with
 * Start or Resume (none on an expired subscription) and the past attempts
 * with their scores and reviews.
 */
import { css } from "goober"
import { myExamsPath } from "../../domain/attempt/attempt-paths.ts"
import { hasResourceFailed, isResourceNotFound, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { useAttemptMachines } from "../../ui/attempt/attempt-machines.ts"
import { eyebrow, muted, notice, stack } from "../../ui/attempt/attempt-styles.ts"
import { expiryText } from "../../ui/attempt/subscription-card.tsx"
import { TestCard } from "../../ui/attempt/test-card.tsx"
import { ReadinessPanel } from "../../ui/learning/readiness-panel.tsx"
import { ReviewDue } from "../../ui/learning/review-due.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { useResource } from "../../ui/shared/use-resource.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { ProfileFrame } from "../shared/profile-frame.tsx"
import { AttemptNotFound } from "./attempt-not-found.tsx"
import { routeParam } from "./route-param.ts"
import { useScreenTitle } from "../shared/screen-head.ts"

const intro = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
`

function ExamDetail({ subscId }: { readonly subscId: string }) {
  const { actor, snapshot } = useResource(useAttemptMachines().subscription, { subscId })
  const detail = selectResourceData(snapshot)
  useScreenTitle(detail?.subscription.examName ?? null)

  if (isResourceNotFound(snapshot)) return <AttemptNotFound what="Exam" />
  if (hasResourceFailed(snapshot)) {
    return <LoadFailed what="This exam" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (detail === null) return <Spinner label="Loading the exam" />
  const { subscription, tests } = detail
  const active = subscription.status === "active"
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <p>
        <Link href={myExamsPath(subscription.status)}>Back to My Exams</Link>
      </p>
      <div className={intro}>
        <p className={eyebrow}>
          {subscription.vendor} · {subscription.examCode}
        </p>
        <PageHeading>{subscription.examName}</PageHeading>
        <p className={muted}>{expiryText(subscription)}</p>
      </div>
      {active ? null : (
        <p className={notice} role="note">
          Your access to this exam has ended: you can read your past attempts, but not start a test.
        </p>
      )}
      {/* The spaced review's due questions. */}
      <ReviewDue subscId={subscription._id} />
      {tests.length === 0 ? (
        <p className={muted}>This exam has no practice tests yet.</p>
      ) : (
        <div className={stack}>
          {tests.map((test) => (
            <TestCard key={test._id} test={test} subscId={subscription._id} active={active} />
          ))}
        </div>
      )}
      {/* Readiness per objective, from the learner's submitted attempts. */}
      <ReadinessPanel subscId={subscription._id} />
    </section>
  )
}

export default function ExamDetailScreen({ params }: ScreenProps) {
  return (
    <ProfileFrame>
      <ExamDetail subscId={routeParam(params, "subscId") ?? ""} />
    </ProfileFrame>
  )
}
