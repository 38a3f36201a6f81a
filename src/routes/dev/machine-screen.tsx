/**
 * /dev/machines/{id} (development builds only): one machine's
 * statechart drawn (ELK in a worker, SVG), as a nested outline of its
 * states and transitions (the drawing's text alternative), and the
 * Mermaid text of its committed snapshot; live, the actors of this machine
 * running in the app's other tabs, the picked one's states marked in the
 * outline, what is enabled now and the event log. An unknown id is the
 * not-found page.
 */
import { type ReactNode, useMemo } from "react"
import { activeStateIds } from "../../machines/dev/flow-messages.ts"
import { machineGraph, type MachineGraph, machineSummary } from "../../machines/shared/machine-graph.ts"
import { mermaidOf } from "../../machines/shared/machine-mermaid.ts"
import { devPage, diagramText, muted, panel } from "../../ui/dev/dev-styles.ts"
import { LiveMachine, useLiveActor } from "../../ui/dev/live-machine.tsx"
import { LiveWatch } from "../../ui/dev/live-watch.tsx"
import { MACHINE_CATALOG } from "../../ui/dev/machine-catalog.ts"
import { MachineOutline } from "../../ui/dev/machine-outline.tsx"
import type { FlowWatchActor } from "../../ui/dev/machine-viewer-area.ts"
import { StatechartDrawing } from "../../ui/dev/statechart-drawing.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import NotFoundScreen from "../shared/not-found-screen.tsx"
import { NOT_FOUND_TITLE, type ScreenProps } from "../shared/screen-props.ts"

const NOTHING_ACTIVE: ReadonlySet<string> = new Set()

interface SectionsProps {
  readonly graph: MachineGraph
  /** The states the picked live actor is in (ids). */
  readonly active: ReadonlySet<string>
  readonly live: ReactNode
}

function Sections({ graph, active, live }: SectionsProps) {
  return (
    <>
      <section className={panel} aria-labelledby="live-title">
        <h2 id="live-title">Live</h2>
        {live}
      </section>
      <section className={panel} aria-labelledby="drawing-title">
        <h2 id="drawing-title">Statechart</h2>
        <StatechartDrawing graph={graph} active={active} />
      </section>
      <section className={panel} aria-labelledby="outline-title">
        <h2 id="outline-title">States and transitions</h2>
        <MachineOutline graph={graph} active={active} />
      </section>
      <section className={panel} aria-labelledby="mermaid-title">
        <h2 id="mermaid-title">Mermaid</h2>
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a focusable scrolling region needs a name; screen readers read it on focus */}
        <pre className={diagramText} tabIndex={0} aria-label={`Mermaid state diagram of ${graph.id}`}>
          {mermaidOf(graph)}
        </pre>
      </section>
    </>
  )
}

function LiveSections({ watch, graph }: { readonly watch: FlowWatchActor; readonly graph: MachineGraph }) {
  const view = useLiveActor(watch, graph.id)
  const value = view.picked?.value ?? null
  const active = useMemo(() => (value === null ? NOTHING_ACTIVE : new Set(activeStateIds(graph.id, value))), [graph.id, value])
  return <Sections graph={graph} active={active} live={<LiveMachine watch={watch} graph={graph} view={view} />} />
}

export default function MachineScreen({ params }: ScreenProps) {
  const entry = MACHINE_CATALOG.find((each) => each.id === params.id)
  const graph = useMemo(() => (entry === undefined ? null : machineGraph(entry.machine)), [entry])
  if (entry === undefined || graph === null) return <NotFoundScreen title={NOT_FOUND_TITLE} params={{}} />
  const summary = machineSummary(graph)
  return (
    <div className={devPage}>
      <p>
        <Link href="/dev/machines">← All machines</Link>
      </p>
      <PageHeading>Machine {entry.id}</PageHeading>
      <p className={muted}>
        <code>{entry.file}</code> · {summary.states} states · {summary.transitions} transitions · {summary.invokes} invoked actors
        {summary.delays.length === 0 ? "" : ` · delays ${summary.delays.join(", ")}`}
      </p>
      <LiveWatch>
        {(watch, whyNot) =>
          watch === null ? (
            <Sections graph={graph} active={NOTHING_ACTIVE} live={<p className={muted}>{whyNot}</p>} />
          ) : (
            <LiveSections watch={watch} graph={graph} />
          )
        }
      </LiveWatch>
    </div>
  )
}
