/**
 * /attempt/{attemptId}: the result of a submitted attempt — score,
 * percentage, pass or fail, who submitted it, per-section and per-objective
 * scores — and the review with explanations, filterable. An attempt still
 * open says so and leads back to the test.
 */
import { css } from "goober"
import { ANSWER_KEY_WITHHELD } from "../../domain/attempt/answer-key.ts"
import { examDetailPath, myExamsPath, testPath } from "../../domain/attempt/attempt-paths.ts"
import { hasResourceFailed, isResourceNotFound, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { useAttemptMachines } from "../../ui/attempt/attempt-machines.ts"
import { actionsRow, card, eyebrow, notice, stack } from "../../ui/attempt/attempt-styles.ts"
import { ResultSummary } from "../../ui/attempt/result-summary.tsx"
import { ReviewList } from "../../ui/attempt/review-list.tsx"
import { PacingPanel } from "../../ui/learning/pacing-panel.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { font, media, space } from "../../ui/shared/tokens.ts"
import { useResource } from "../../ui/shared/use-resource.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { SignedInGate } from "../shared/signed-in-gate.tsx"
import { AttemptNotFound } from "./attempt-not-found.tsx"
import { routeParam } from "./route-param.ts"
import { useScreenTitle } from "../shared/screen-head.ts"

const page = css`
  max-width: 960px;
  margin: 0 auto;
  width: 100%;
  & h1 { font-size: ${font.size.xl}; overflow-wrap: anywhere; }
  ${media.md} { & h1 { font-size: ${font.size.xxl}; } }
`

/** A long exam name wraps instead of widening a narrow page. */
const wrapping = css`
  white-space: normal;
  text-align: center;
  padding-top: ${space.sm};
  padding-bottom: ${space.sm};
`

function Result({ attemptId }: { readonly attemptId: string }) {
  const { actor, snapshot } = useResource(useAttemptMachines().outcome, { attemptId })
  const outcome = selectResourceData(snapshot)
  useScreenTitle(outcome?.status === "submitted" ? `${outcome.review.testName} – result` : null)

  if (isResourceNotFound(snapshot)) return <AttemptNotFound what="Result" />
  if (hasResourceFailed(snapshot)) {
    return <LoadFailed what="This result" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (outcome === null) return <Spinner label="Loading your result" />
  if (outcome.status === "open") {
    return (
      <section className={`${card} ${page}`} aria-labelledby="page-title">
        <PageHeading>This test is still open</PageHeading>
        <p>{outcome.message}</p>
        <div className={actionsRow}>
          <Link variant="button" href={testPath(attemptId)}>
            Return to the test
          </Link>
          <Link href={myExamsPath("active")}>My Exams</Link>
        </div>
      </section>
    )
  }
  const { review } = outcome
  const sectionNames = Object.fromEntries(review.sections.map((section) => [section.key, section.name]))
  return (
    <div className={`${stack} ${page}`}>
      <div>
        <p className={eyebrow}>{review.examName}</p>
        <PageHeading>
          {review.testName}: {review.mode === "practice" ? "your practice" : "your result"}
        </PageHeading>
      </div>
      {review.mode === "practice" ? (
        <p className={notice} role="note">
          This was a practice: it is not counted in your exam results, nor against the attempts the test allows.
        </p>
      ) : null}
      <ResultSummary result={review} />
      {/* Where the time went, against the exam's pace. */}
      <PacingPanel attemptId={attemptId} />
      {review.answerKeyShown ? null : (
        <p className={notice} role="note">
          {ANSWER_KEY_WITHHELD}
        </p>
      )}
      <ReviewList attemptId={attemptId} questions={review.questions} sectionNames={sectionNames} keyShown={review.answerKeyShown} />
      <div className={actionsRow}>
        <Link variant="outline" className={wrapping} href={examDetailPath(review.subscId)}>
          Back to {review.examName}
        </Link>
        <Link href={myExamsPath("active")}>My Exams</Link>
      </div>
    </div>
  )
}

export default function ResultScreen({ params }: ScreenProps) {
  return (
    <SignedInGate>
      <Result attemptId={routeParam(params, "attemptId") ?? ""} />
    </SignedInGate>
  )
}
