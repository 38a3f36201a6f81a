/**
 * One bought package on My Packages: its name, from when until when, the
 * days left (or when it ended), how many exams it grants, and "View exams".
 */
import type { PackageSubscription } from "../../api/cart/packages.ts"
import { daysLeftText } from "../../domain/cart/days-left.ts"
import { packageDetailPath } from "../../domain/cart/order-paths.ts"
import { Link } from "../shared/primitives/link.tsx"
import { countOf, formatDay } from "./order-format.ts"
import { facts, muted, recordCard } from "./orders-styles.ts"

export function PackageCard({ subscription }: { readonly subscription: PackageSubscription }) {
  const titleId = `package-${subscription._id}`
  const active = subscription.status === "active"
  return (
    <article className={recordCard} aria-labelledby={titleId}>
      <h2 id={titleId}>{subscription.packageName}</h2>
      <p className={muted}>{active ? `Expires ${formatDay(subscription.expiresAt)}` : `Expired on ${formatDay(subscription.expiresAt)}`}</p>
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
      <div>
        <Link variant="outline" href={packageDetailPath(subscription._id)} aria-label={`View exams of ${subscription.packageName}`}>
          View exams
        </Link>
      </div>
    </article>
  )
}
