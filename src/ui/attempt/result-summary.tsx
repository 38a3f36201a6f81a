/**
 * The top of /attempt/{attemptId}: score, percentage, pass or fail against
 * the pass mark, who or what submitted the attempt, and the scores per
 * section and per exam objective.
 */
import { css } from "goober"
import type { AttemptResult, ScoreGroup, SubmittedBy } from "../../api/attempt/attempt.ts"
import { color, font, media, space } from "../shared/tokens.ts"
import { card, facts, table } from "./attempt-styles.ts"
import { countOf, formatDayTime, formatPercent } from "./format.ts"
import { ResultPill } from "./test-card.tsx"

const SUBMITTED_BY: Readonly<Record<SubmittedBy, string>> = {
  learner: "by you",
  timeUp: "when the time ran out",
  server: "by the shop, after the time ran out"
}

const scoreRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md} ${space.xl};
`

const bigNumber = css`
  font-size: ${font.size.xxl};
  font-weight: ${font.weight.bold};
  line-height: 1.1;
  color: ${color.text};
`

const tables = css`
  display: grid;
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xl};
  ${media.lg} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`

const minutesBetween = (from: string, to: string): number | null => {
  const ms = new Date(to).getTime() - new Date(from).getTime()
  return Number.isFinite(ms) && ms >= 0 ? Math.max(1, Math.round(ms / 60_000)) : null
}

function ScoreTable({ caption, first, groups }: { readonly caption: string; readonly first: string; readonly groups: ReadonlyArray<ScoreGroup> }) {
  return (
    <table className={table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col" className="number">
            Score
          </th>
          <th scope="col" className="number">
            Percent
          </th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <tr key={group.key}>
            <td>{group.name}</td>
            <td className="number">
              {group.score} / {group.total}
            </td>
            <td className="number">{formatPercent(group.percentage)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ResultSummary({ result }: { readonly result: AttemptResult }) {
  const taken = minutesBetween(result.startedAt, result.submittedAt)
  return (
    <>
      <section className={card} aria-labelledby="score-heading">
        <h2 id="score-heading">Your score</h2>
        <div className={scoreRow}>
          <p className={bigNumber}>{formatPercent(result.percentage)}</p>
          <ResultPill passed={result.passed} />
          <p>
            {result.score} of {result.total} points · pass mark {formatPercent(result.passMarkPercent)}
          </p>
        </div>
        <dl className={facts}>
          <div>
            <dt>Submitted</dt>
            <dd>
              {formatDayTime(result.submittedAt)}, {SUBMITTED_BY[result.submittedBy]}
            </dd>
          </div>
          <div>
            <dt>Time taken</dt>
            <dd>{taken === null ? "—" : countOf(taken, "minute")}</dd>
          </div>
          <div>
            <dt>Answered</dt>
            <dd>
              {result.answeredCount} of {result.total}
            </dd>
          </div>
          <div>
            <dt>Marked for review</dt>
            <dd>{result.markedCount}</dd>
          </div>
        </dl>
      </section>
      <section className={card} aria-labelledby="breakdown-heading">
        <h2 id="breakdown-heading">Where the points came from</h2>
        <div className={tables}>
          <ScoreTable caption="By section" first="Section" groups={result.sections} />
          <ScoreTable caption="By exam objective" first="Objective" groups={result.objectives} />
        </div>
      </section>
    </>
  )
}
