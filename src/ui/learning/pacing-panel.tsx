/**
 * The result page: where the attempt's time went — the exam's
 * pace, each section's time against it as a chart (its own lazy chunk) and
 * as a table, and the slowest questions.
 */
import { lazy, Suspense } from "react"
import type { Pacing } from "../../api/learning/learning.ts"
import { clockText } from "../../domain/learning/pacing.ts"
import { hasResourceFailed, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { LoadFailed } from "../shared/primitives/load-failed.tsx"
import { Spinner } from "../shared/primitives/spinner.tsx"
import { useResource } from "../shared/use-resource.ts"
import { useLearningMachines } from "./learning-machines.ts"
import { disclosure, figure, muted, panel, table, tableScroll } from "./learning-styles.ts"

const PacingChart = lazy(() => import("./pacing-chart.tsx"))

function PacingTable({ pacing }: { readonly pacing: Pacing }) {
  return (
    <details className={disclosure}>
      <summary>Show time by section as a table</summary>
      <div className={tableScroll} tabIndex={0} role="region" aria-label="Time by section, table">
        <table className={table}>
          <caption>Time by section (pace {clockText(pacing.paceMs)} per question)</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col" className="number">
                Questions
              </th>
              <th scope="col" className="number">
                Time spent
              </th>
              <th scope="col" className="number">
                At pace
              </th>
              <th scope="col">Pace</th>
            </tr>
          </thead>
          <tbody>
            {pacing.sections.map((section) => (
              <tr key={section.sectionId}>
                <th scope="row">{section.name}</th>
                <td className="number">{section.questionCount}</td>
                <td className="number">{clockText(section.spentMs)}</td>
                <td className="number">{clockText(section.expectedMs)}</td>
                <td>{section.overPace ? "Over pace" : "Within pace"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}

export function PacingPanel({ attemptId }: { readonly attemptId: string }) {
  const { actor, snapshot } = useResource(useLearningMachines().pacing, { attemptId })
  const pacing = selectResourceData(snapshot)
  return (
    <section className={panel} aria-labelledby="pacing-heading">
      <h2 id="pacing-heading">Where your time went</h2>
      {hasResourceFailed(snapshot) ? (
        <LoadFailed what="The time per question" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
      ) : pacing === null ? (
        <Spinner label="Loading where your time went" />
      ) : !pacing.recorded ? (
        <p className={muted}>No time was recorded for this attempt.</p>
      ) : (
        <>
          <p data-testid="pacing-pace">
            The exam's pace is <strong>{clockText(pacing.paceMs)}</strong> per question (its duration divided by its questions). You spent{" "}
            <strong>{clockText(pacing.totalSpentMs)}</strong> on these questions, against {clockText(pacing.expectedMs)} at that pace.
          </p>
          <figure className={figure}>
            <Suspense fallback={<Spinner label="Loading the chart" />}>
              <PacingChart pacing={pacing} />
            </Suspense>
          </figure>
          <p className={muted}>
            Each bar is the time you spent on a section (time spent / time at pace); the dark mark is where the pace puts it. Orange: over pace.
          </p>
          <PacingTable pacing={pacing} />
          <h3>Slowest questions</h3>
          <ol aria-label="Slowest questions">
            {pacing.slowest.map((slow) => (
              <li key={slow.qsnId}>
                <strong>Question {slow.number}</strong> ({slow.sectionName}): {clockText(slow.spentMs)}
                {slow.overPace ? `, over the ${clockText(pacing.paceMs)} pace` : `, within the ${clockText(pacing.paceMs)} pace`}
                <br />
                <span className={muted}>{slow.text.length > 120 ? `${slow.text.slice(0, 119)}…` : slow.text}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
