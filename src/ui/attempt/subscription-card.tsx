/**
 * One exam on My Exams: its name, vendor, until when it is open (or since
 * when it is closed), how many tests and attempts, the best score, and
 * "View tests".
 */
import { css } from "goober"
import type { ExamSubscription } from "../../api/attempt/attempt.ts"
import { examDetailPath } from "../../domain/attempt/attempt-paths.ts"
import { Link } from "../shared/primitives/link.tsx"
import { space } from "../shared/tokens.ts"
import { card, eyebrow, facts, muted } from "./attempt-styles.ts"
import { formatDay, formatPercent } from "./format.ts"

/** Tests, attempts and best score side by side, even in a narrow card. */
const threeFacts = css`
  grid-template-columns: repeat(3, minmax(0, 1fr));
`

const footer = css`
  margin-top: auto;
  padding-top: ${space.sm};
  display: flex;
`

export const expiryText = (subscription: Pick<ExamSubscription, "status" | "expiresAt">): string =>
  subscription.status === "active" ? `Expires ${formatDay(subscription.expiresAt)}` : `Expired on ${formatDay(subscription.expiresAt)}`

export function SubscriptionCard({ subscription }: { readonly subscription: ExamSubscription }) {
  const titleId = `subscription-${subscription._id}`
  return (
    <article className={card} aria-labelledby={titleId}>
      <p className={eyebrow}>
        {subscription.vendor} · {subscription.examCode}
      </p>
      <h2 id={titleId}>{subscription.examName}</h2>
      <p className={muted}>
        {expiryText(subscription)}
        {subscription.packageName === null ? null : <> · from {subscription.packageName}</>}
      </p>
      <dl className={`${facts} ${threeFacts}`}>
        <div>
          <dt>Tests</dt>
          <dd>{subscription.testCount}</dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>{subscription.attemptCount}</dd>
        </div>
        <div>
          <dt>Best score</dt>
          <dd>{subscription.bestPercentage === null ? "None yet" : formatPercent(subscription.bestPercentage)}</dd>
        </div>
      </dl>
      <div className={footer}>
        <Link variant="outline" href={examDetailPath(subscription._id)} aria-label={`View tests of ${subscription.examName}`}>
          View tests
        </Link>
      </div>
    </article>
  )
}
