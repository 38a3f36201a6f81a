/**
 * /dev/machines (development builds only, see route-table.ts):
 * every machine of src/machines by its id, with its states, transitions,
 * invoked actors, named delays and path coverage, each linking to its page;
 * and, live, the actors running in the app's other tabs.
 */
import { machineGraph, machineSummary } from "../../machines/shared/machine-graph.ts"
import { devPage, muted, panel, table } from "../../ui/dev/dev-styles.ts"
import { LiveWatch } from "../../ui/dev/live-watch.tsx"
import { MACHINE_CATALOG, MACHINE_COVERAGE, type RecordedCoverage } from "../../ui/dev/machine-catalog.ts"
import { RunningActors } from "../../ui/dev/running-actors.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"

const coverageWords = (coverage: RecordedCoverage | undefined): string =>
  coverage === undefined
    ? "no coverage test"
    : `states ${coverage.states.reached}/${coverage.states.total}, transitions ${coverage.transitions.taken}/${coverage.transitions.total}, ${coverage.paths} paths`

const ROWS = MACHINE_CATALOG.map((entry) => ({ entry, summary: machineSummary(machineGraph(entry.machine)) }))

export default function MachinesScreen({ title }: ScreenProps) {
  return (
    <div className={devPage}>
      <PageHeading>{title}</PageHeading>
      <p className={muted}>
        The statecharts of this app, read from each machine itself (a development build only). Their committed snapshots are in docs/machines/.
      </p>
      <section className={panel} aria-labelledby="running-title">
        <h2 id="running-title">Running now</h2>
        <LiveWatch>{(watch, whyNot) => (watch === null ? <p className={muted}>{whyNot}</p> : <RunningActors watch={watch} />)}</LiveWatch>
      </section>
      <section className={panel} aria-label="Machines">
        <table className={table}>
          <caption className={muted}>{ROWS.length} machines</caption>
          <thead>
            <tr>
              <th scope="col">Machine</th>
              <th scope="col">File</th>
              <th scope="col">States</th>
              <th scope="col">Transitions</th>
              <th scope="col">Invoked actors</th>
              <th scope="col">Named delays</th>
              <th scope="col">Path coverage</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(({ entry, summary }) => (
              <tr key={entry.id}>
                <th scope="row">
                  <Link href={`/dev/machines/${encodeURIComponent(entry.id)}`}>{entry.id}</Link>
                </th>
                <td>
                  <code>{entry.file}</code>
                </td>
                <td className="number">{summary.states}</td>
                <td className="number">{summary.transitions}</td>
                <td className="number">{summary.invokes}</td>
                <td>{summary.delays.length === 0 ? "—" : summary.delays.join(", ")}</td>
                <td>{coverageWords(MACHINE_COVERAGE[entry.id])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
