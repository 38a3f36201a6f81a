/**
 * /dev/machines/{id} (issue 12; development builds only): one machine's
 * statechart as a nested outline of its states and transitions, and the
 * Mermaid text of its committed snapshot. An unknown id is the not-found
 * page.
 */
import { machineGraph, machineSummary } from "../../machines/shared/machine-graph.ts"
import { mermaidOf } from "../../machines/shared/machine-mermaid.ts"
import { devPage, diagramText, muted, panel } from "../../ui/dev/dev-styles.ts"
import { MACHINE_CATALOG } from "../../ui/dev/machine-catalog.ts"
import { MachineOutline } from "../../ui/dev/machine-outline.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import NotFoundScreen from "../shared/not-found-screen.tsx"
import { NOT_FOUND_TITLE, type ScreenProps } from "../shared/screen-props.ts"

export default function MachineScreen({ params }: ScreenProps) {
  const entry = MACHINE_CATALOG.find((each) => each.id === params.id)
  if (entry === undefined) return <NotFoundScreen title={NOT_FOUND_TITLE} params={{}} />
  const graph = machineGraph(entry.machine)
  const summary = machineSummary(graph)
  return (
    <div className={devPage}>
      <p><Link href="/dev/machines">← All machines</Link></p>
      <PageHeading>Machine {entry.id}</PageHeading>
      <p className={muted}>
        <code>{entry.file}</code> · {summary.states} states · {summary.transitions} transitions · {summary.invokes} invoked
        actors{summary.delays.length === 0 ? "" : ` · delays ${summary.delays.join(", ")}`}
      </p>
      <section className={panel} aria-labelledby="outline-title">
        <h2 id="outline-title">States and transitions</h2>
        <MachineOutline graph={graph} />
      </section>
      <section className={panel} aria-labelledby="mermaid-title">
        <h2 id="mermaid-title">Mermaid</h2>
        <pre className={diagramText} tabIndex={0} aria-label={`Mermaid state diagram of ${entry.id}`}>{mermaidOf(graph)}</pre>
      </section>
    </div>
  )
}
