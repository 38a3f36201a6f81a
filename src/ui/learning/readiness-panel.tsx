/**
 * My Exams' exam page: how ready the learner is per exam objective,
 * what to work on first, a chart (its own lazy chunk: visx is
 * loaded only here and on the result page) and the same figures as a table.
 */
import { lazy, Suspense } from "react"
import type { Readiness, ReadinessStatus } from "../../api/learning/learning.ts"
import { READINESS_WORDS } from "../../domain/learning/readiness.ts"
import { hasResourceFailed, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { LoadFailed } from "../shared/primitives/load-failed.tsx"
import { Spinner } from "../shared/primitives/spinner.tsx"
import { useResource } from "../shared/use-resource.ts"
import { useLearningMachines } from "./learning-machines.ts"
import { disclosure, figure, muted, panel, table, tableScroll } from "./learning-styles.ts"

const ReadinessChart = lazy(() => import("./readiness-chart.tsx"))

const OVERALL: Readonly<Record<ReadinessStatus, string>> = {
  ready: "Every objective is at or above the pass mark.",
  close: "Some objectives are just below the pass mark, or not tried yet.",
  notYet: "Some objectives are well below the pass mark.",
  noAnswers: "Submit a test of this exam to see how ready you are for each objective."
}

const percent = (value: number | null) => (value === null ? "—" : `${Math.round(value)}%`)

function ReadinessTable({ readiness }: { readonly readiness: Readiness }) {
  return (
    <details className={disclosure}>
      <summary>Show readiness as a table</summary>
      <div className={tableScroll} tabIndex={0} role="region" aria-label="Readiness per objective, table">
        <table className={table}>
          <caption>Readiness per objective (pass mark {readiness.passMarkPercent}%)</caption>
          <thead>
            <tr>
              <th scope="col">Objective</th>
              <th scope="col" className="number">
                Estimate
              </th>
              <th scope="col" className="number">
                Likely range
              </th>
              <th scope="col" className="number">
                Answers
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {readiness.objectives.map((row) => (
              <tr key={row.objective}>
                <th scope="row">{row.objective}</th>
                <td className="number">{percent(row.estimate)}</td>
                <td className="number">{row.low === null || row.high === null ? "—" : `${percent(row.low)}–${percent(row.high)}`}</td>
                <td className="number">{row.answers}</td>
                <td>
                  {READINESS_WORDS[row.status]}
                  {row.fewAnswers && row.answers > 0 ? " (few answers)" : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}

export function ReadinessPanel({ subscId }: { readonly subscId: string }) {
  const { actor, snapshot } = useResource(useLearningMachines().readiness, { subscId })
  const readiness = selectResourceData(snapshot)
  return (
    <section className={panel} aria-labelledby="readiness-heading">
      <h2 id="readiness-heading">How ready you are</h2>
      {hasResourceFailed(snapshot) ? (
        <LoadFailed what="Your readiness" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
      ) : readiness === null ? (
        <Spinner label="Loading your readiness" />
      ) : readiness.status === "noAnswers" ? (
        <p className={muted}>{OVERALL.noAnswers}</p>
      ) : (
        <>
          <p data-testid="readiness-status">
            <strong>{READINESS_WORDS[readiness.status]}.</strong> {OVERALL[readiness.status]}
          </p>
          <p className={muted}>
            Estimated from your answers in your latest {readiness.attemptCount === 1 ? "attempt" : `${readiness.attemptCount} attempts`} (exam and practice;
            recent answers count more), against the pass mark of {readiness.passMarkPercent}%. The line across each bar is the likely range: wide when there are
            few answers.
          </p>
          {readiness.focus.length === 0 ? null : (
            <div>
              <h3>Work on first</h3>
              <ol>
                {readiness.focus.map((objective) => (
                  <li key={objective}>{objective}</li>
                ))}
              </ol>
            </div>
          )}
          <figure className={figure}>
            <Suspense fallback={<Spinner label="Loading the chart" />}>
              <ReadinessChart readiness={readiness} />
            </Suspense>
          </figure>
          <ReadinessTable readiness={readiness} />
        </>
      )}
    </section>
  )
}
