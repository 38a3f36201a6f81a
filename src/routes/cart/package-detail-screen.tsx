/**
 * /profile/package/{subscId}: one bought package — its dates and
 * days left, and the exams it grants, each with its tests, validity and
 * days left and a link to the exam in My Exams, where a test starts. An
 * unknown package, or another learner's, is "not found".
 */
import { css } from "goober"
import { useEffect, useState } from "react"
import { daysLeftText } from "../../domain/cart/days-left.ts"
import { myPackagesPath } from "../../domain/cart/order-paths.ts"
import { hasResourceFailed, isResourceNotFound, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { countOf, formatDay } from "../../ui/cart/order-format.ts"
import { useOrdersMachines } from "../../ui/cart/orders-machines.ts"
import { facts, muted, panelNotice, recordGrid } from "../../ui/cart/orders-styles.ts"
import { PackageExamCard } from "../../ui/cart/package-exam-card.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { NoResultsImage } from "../../ui/shared/primitives/no-results.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { useResource } from "../../ui/shared/use-resource.ts"
import { documentTitle } from "../shared/document-title.ts"
import { ProfileFrame } from "../shared/profile-frame.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"

const intro = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
`

const notFound = css`
  align-items: center;
  text-align: center;
`

const decoded = (raw: string | undefined): string => {
  if (raw === undefined) return ""
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

function PackageDetail({ subscId }: { readonly subscId: string }) {
  const { actor, snapshot } = useResource(useOrdersMachines().packageDetail, { subscId })
  const detail = selectResourceData(snapshot)
  // The days left are counted from when the page opened.
  const [now] = useState(() => Date.now())
  const name = detail?.subscription.packageName ?? null
  useEffect(() => {
    if (name !== null) document.title = documentTitle(name)
  }, [name])

  if (isResourceNotFound(snapshot)) {
    return (
      <section className={`${panelClass} ${notFound}`} aria-labelledby="page-title">
        <NoResultsImage />
        <PageHeading>Package not found</PageHeading>
        <p className={muted}>It does not exist, or it belongs to another account.</p>
        <Link variant="button" href={myPackagesPath("active")}>
          Go to My Packages
        </Link>
      </section>
    )
  }
  if (hasResourceFailed(snapshot)) {
    return <LoadFailed what="This package" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (detail === null) return <Spinner label="Loading the package" />
  const { subscription, exams } = detail
  const active = subscription.status === "active"
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <p>
        <Link href={myPackagesPath(subscription.status)}>Back to My Packages</Link>
      </p>
      <div className={intro}>
        <PageHeading>{subscription.packageName}</PageHeading>
        <p className={muted}>{active ? `Expires ${formatDay(subscription.expiresAt)}` : `Expired on ${formatDay(subscription.expiresAt)}`}</p>
      </div>
      <dl className={facts}>
        <div>
          <dt>Started</dt>
          <dd>{formatDay(subscription.startsAt)}</dd>
        </div>
        <div>
          <dt>Days left</dt>
          <dd>{active ? daysLeftText(subscription.daysLeft) : "Ended"}</dd>
        </div>
        <div>
          <dt>Exams</dt>
          <dd>{countOf(subscription.examCount, "exam")}</dd>
        </div>
      </dl>
      {active ? null : (
        <p className={panelNotice} role="note">
          This package has ended: you can read your past attempts, but not start a test.
        </p>
      )}
      <h2>Exams in this package</h2>
      {exams.length === 0 ? (
        <p className={muted}>This package grants no exams.</p>
      ) : (
        <ul className={recordGrid} aria-label="Exams in this package">
          {exams.map((exam) => (
            <li key={exam._id}>
              <PackageExamCard exam={exam} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export default function PackageDetailScreen({ params }: ScreenProps) {
  return (
    <ProfileFrame>
      <PackageDetail subscId={decoded(params.subscId)} />
    </ProfileFrame>
  )
}
