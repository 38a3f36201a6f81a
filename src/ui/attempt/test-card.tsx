/**
 * One practice test on /profile/exam/{subscId}: its duration, questions,
 * pass mark, pause rule and attempts, the way in (Start, or Resume while an
 * attempt is open; nothing on an expired subscription or once the attempts
 * are used up), and the past attempts with their scores and reviews.
 * Practice: a way into practice mode where the test allows it,
 * practice attempts listed apart (never counted), and "Practise your
 * mistakes".
 */
import { css } from "goober"
import type { AttemptSummary, TestInfo } from "../../api/attempt/attempt.ts"
import type { SubscriptionId } from "../../api/shared/ids.ts"
import { instructionPath, resultPath, testPath } from "../../domain/attempt/attempt-paths.ts"
import { attemptsUsedLabel, practiceAvailability, testAvailability } from "../../domain/attempt/test-availability.ts"
import { Link } from "../shared/primitives/link.tsx"
import { pill, pillBad, pillGood, pillNeutral } from "../shared/primitives/status-pill-styles.ts"
import { color, font, space } from "../shared/tokens.ts"
import { CheckIcon, CrossIcon } from "./attempt-icons.tsx"
import { actionsRow, card, facts, muted } from "./attempt-styles.ts"
import { formatDayTime, formatMinutes, formatPercent } from "./format.ts"
import { MistakesPractice } from "./mistakes-practice.tsx"

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
`

const attemptsBlock = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  & h3 { font-size: ${font.size.md}; }
`

const attemptList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${color.border};
`

/** One attempt: date, score, result and its link on one line, wrapping on a phone. */
const attemptRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.md};
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${color.border};
  & time { flex: 1 1 150px; }
`

const score = css`
  min-width: 3.5em;
  text-align: right;
  font-weight: ${font.weight.semibold};
  font-variant-numeric: tabular-nums;
`

const rowAction = css`
  min-width: 4em;
  text-align: right;
`

export function ResultPill({ passed }: { readonly passed: boolean }) {
  return passed ? (
    <span className={`${pill} ${pillGood}`}>
      <CheckIcon size={14} />
      Passed
    </span>
  ) : (
    <span className={`${pill} ${pillBad}`}>
      <CrossIcon size={14} />
      Not passed
    </span>
  )
}

function AttemptRow({ attempt, testName }: { readonly attempt: AttemptSummary; readonly testName: string }) {
  const when = formatDayTime(attempt.submittedAt ?? attempt.startedAt)
  const practice = attempt.mode === "practice"
  return (
    <li className={attemptRow}>
      <time dateTime={attempt.submittedAt ?? attempt.startedAt}>{when}</time>
      <span className={score}>{attempt.percentage === null ? null : formatPercent(attempt.percentage)}</span>
      {practice ? (
        <span className={`${pill} ${pillNeutral}`}>{attempt.status === "submitted" ? "Practice" : "Practice, open"}</span>
      ) : attempt.passed !== null && attempt.status === "submitted" ? (
        <ResultPill passed={attempt.passed} />
      ) : (
        <span className={`${pill} ${pillNeutral}`}>{attempt.status === "paused" ? "Paused" : "In progress"}</span>
      )}
      <span className={rowAction}>
        {attempt.status === "submitted" ? (
          <Link href={resultPath(attempt._id)} aria-label={`Review the attempt of ${when} at ${testName}`}>
            Review
          </Link>
        ) : (
          <Link href={testPath(attempt._id)} aria-label={`Resume the attempt of ${when} at ${testName}`}>
            Resume
          </Link>
        )}
      </span>
    </li>
  )
}

export function TestCard({
  test,
  subscId,
  active
}: {
  readonly test: TestInfo
  readonly subscId: SubscriptionId
  /** The subscription is active: tests can be started. */
  readonly active: boolean
}) {
  const titleId = `test-${test._id}`
  const availability = testAvailability(test, active)
  const practice = practiceAvailability(test, active)
  const exams = test.attempts.filter((attempt) => attempt.mode === "exam")
  const practices = test.attempts.filter((attempt) => attempt.mode === "practice")
  return (
    <section className={card} aria-labelledby={titleId}>
      <div className={header}>
        <h2 id={titleId}>{test.name}</h2>
        <div className={actionsRow}>
          {availability.kind === "start" ? (
            <Link variant="button" href={instructionPath(subscId, test.examId, test._id)} aria-label={`Start ${test.name}`}>
              Start
            </Link>
          ) : availability.kind === "resume" ? (
            <Link variant="button" href={testPath(availability.attemptId)} aria-label={`Resume ${test.name}`}>
              Resume
            </Link>
          ) : availability.kind === "usedUp" ? (
            <span className={muted}>All attempts used</span>
          ) : availability.kind === "noQuestions" ? (
            <span className={muted}>No questions yet</span>
          ) : null}
          {practice.kind === "resume" ? (
            <Link variant="outline" href={testPath(practice.attemptId)} aria-label={`Resume the practice of ${test.name}`}>
              Resume practice
            </Link>
          ) : practice.kind === "start" && availability.kind !== "start" ? (
            // The instruction screen offers both modes; once the exam is used up, it is the way into practice.
            <Link variant="outline" href={instructionPath(subscId, test.examId, test._id)} aria-label={`Practise ${test.name}`}>
              Practise
            </Link>
          ) : null}
        </div>
      </div>
      <dl className={facts}>
        <div>
          <dt>Duration</dt>
          <dd>{formatMinutes(test.durationMinutes)}</dd>
        </div>
        <div>
          <dt>Questions</dt>
          <dd>{test.questionCount}</dd>
        </div>
        <div>
          <dt>Pass mark</dt>
          <dd>{formatPercent(test.passMarkPercent)}</dd>
        </div>
        <div>
          <dt>Pause</dt>
          <dd>{test.pauseAllowed ? "Allowed" : "Not allowed"}</dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>{attemptsUsedLabel(test)}</dd>
        </div>
      </dl>
      {exams.length === 0 ? (
        <p className={muted}>No attempts yet.</p>
      ) : (
        <div className={attemptsBlock}>
          <h3 id={`${titleId}-attempts`}>Your attempts</h3>
          <ul className={attemptList} aria-labelledby={`${titleId}-attempts`}>
            {exams.map((attempt) => (
              <AttemptRow key={attempt._id} attempt={attempt} testName={test.name} />
            ))}
          </ul>
        </div>
      )}
      {practices.length === 0 ? null : (
        <div className={attemptsBlock}>
          <h3 id={`${titleId}-practice`}>Practice (not counted in your results)</h3>
          <ul className={attemptList} aria-labelledby={`${titleId}-practice`}>
            {practices.map((attempt) => (
              <AttemptRow key={attempt._id} attempt={attempt} testName={test.name} />
            ))}
          </ul>
        </div>
      )}
      <MistakesPractice test={test} subscId={subscId} active={active} />
    </section>
  )
}
