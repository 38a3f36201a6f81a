/**
 * One exam a bought package grants (/profile/package/{subscId}):
 * vendor and code, its practice tests, from when until when it is open and
 * the days left, attempts and best score, and "Open in My Exams", where its
 * tests start (/profile/exam/{subscId}).
 */
import type { ExamSubscription } from "../../api/attempt/attempt.ts"
import { examDetailPath } from "../../domain/attempt/attempt-paths.ts"
import { daysLeftAt, daysLeftText } from "../../domain/cart/days-left.ts"
import { Link } from "../shared/primitives/link.tsx"
import { countOf, formatDay } from "./order-format.ts"
import { facts, muted, recordCard, small } from "./orders-styles.ts"

export function PackageExamCard({ exam, now }: { readonly exam: ExamSubscription; readonly now: number }) {
  const titleId = `exam-${exam._id}`
  const active = exam.status === "active"
  return (
    <article className={recordCard} aria-labelledby={titleId}>
      <p className={`${muted} ${small}`}>
        {exam.vendor} · {exam.examCode}
      </p>
      <h3 id={titleId}>{exam.examName}</h3>
      <p className={muted}>
        Valid {formatDay(exam.startsAt)} – {formatDay(exam.expiresAt)}
      </p>
      <dl className={facts}>
        <div>
          <dt>Practice tests</dt>
          <dd>{countOf(exam.testCount, "test")}</dd>
        </div>
        <div>
          <dt>Days left</dt>
          <dd>{active ? daysLeftText(daysLeftAt(exam.expiresAt, now)) : "Ended"}</dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>{exam.attemptCount}</dd>
        </div>
        <div>
          <dt>Best score</dt>
          <dd>{exam.bestPercentage === null ? "None yet" : `${Math.round(exam.bestPercentage * 10) / 10}%`}</dd>
        </div>
      </dl>
      <div>
        <Link
          variant={active ? "button" : "outline"}
          href={examDetailPath(exam._id)}
          aria-label={`${active ? "Start a test of" : "See"} ${exam.examName} in My Exams`}
        >
          {active ? "Start a test" : "See past attempts"}
        </Link>
      </div>
    </article>
  )
}
