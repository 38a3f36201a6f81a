/**
 * One machine, live: the actors of this machine running in the
 * app's other tabs (pick one), its current state (announced politely to
 * screen readers as it changes), the transitions enabled now, what the last
 * event took, and the event log. The page highlights the picked actor's
 * states in the drawing and the outline from `useLiveActor`.
 */
import { useSelector } from "@xstate/react"
import { useState } from "react"
import { Label, Radio, RadioGroup } from "react-aria-components"
import { edgeKeysOf } from "../../machines/dev/flow-messages.ts"
import { actorsOfMachine, type LiveActor } from "../../machines/dev/flow-watch.machine.ts"
import type { MachineGraph } from "../../machines/shared/machine-graph.ts"
import { Button } from "../shared/primitives/button.tsx"
import { liveGrid, liveOption, muted, table } from "./dev-styles.ts"
import type { FlowWatchActor } from "./machine-viewer-area.ts"
import { edgeWords } from "./machine-outline.tsx"
import { stateValueText } from "./state-value.ts"

const LOG_SHOWN = 50

export interface LiveActorView {
  readonly actors: ReadonlyArray<LiveActor>
  /** The picked actor (the newest running one until the developer picks). */
  readonly picked: LiveActor | null
  readonly pick: (key: string) => void
}

export function useLiveActor(watch: FlowWatchActor, machineId: string): LiveActorView {
  const all = useSelector(watch, (snapshot) => snapshot.context.actors)
  const actors = actorsOfMachine(all, machineId)
  const [chosen, pick] = useState<string | null>(null)
  const picked = actors.find((actor) => actor.key === chosen) ?? actors[0] ?? null
  return { actors, picked, pick }
}

const actorLabel = (actor: LiveActor): string =>
  `${stateValueText(actor.value)} — on ${actor.page} in tab ${actor.tab}${actor.status === "active" ? "" : ` (${actor.status})`}`

function EdgeList({ graph, keys, label }: { readonly graph: MachineGraph; readonly keys: ReadonlyArray<string>; readonly label: string }) {
  const edgeKeys = edgeKeysOf(graph.edges)
  const edges = graph.edges.filter((_, index) => keys.includes(edgeKeys[index]!))
  if (edges.length === 0) return <p className={muted}>None.</p>
  return (
    <ul aria-label={label}>
      {edges.map((edge, index) => (
        <li key={index}>{edgeWords(graph, edge)}</li>
      ))}
    </ul>
  )
}

function EventLog({ watch, actorKey }: { readonly watch: FlowWatchActor; readonly actorKey: string }) {
  const log = useSelector(watch, (snapshot) => snapshot.context.log)
  const entries = log.filter((entry) => entry.actorKey === actorKey).slice(0, LOG_SHOWN)
  if (entries.length === 0) return <p className={muted}>No event yet.</p>
  return (
    <table className={table}>
      <caption className={muted}>Newest first, the last {LOG_SHOWN} at most</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Event</th>
          <th scope="col">State after it</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.seq}>
            <td>{new Date(entry.at).toLocaleTimeString()}</td>
            <td>
              <code>{entry.event}</code>
            </td>
            <td>
              <code>{stateValueText(entry.value)}</code>
              {entry.status === "active" ? "" : ` (${entry.status})`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function LiveMachine({ watch, graph, view }: { readonly watch: FlowWatchActor; readonly graph: MachineGraph; readonly view: LiveActorView }) {
  const { actors, picked, pick } = view
  if (actors.length === 0) {
    return (
      <p className={muted}>No {graph.id} actor is running in this browser. Open the shop in another tab and go where it runs: it shows here as it starts.</p>
    )
  }
  return (
    <div className={liveGrid}>
      <RadioGroup value={picked?.key ?? null} onChange={pick} className={liveOption}>
        <Label>
          Actors of {graph.id} ({actors.filter((actor) => actor.status === "active").length} running)
        </Label>
        {actors.map((actor) => (
          <Radio key={actor.key} value={actor.key}>
            {actorLabel(actor)}
          </Radio>
        ))}
      </RadioGroup>
      {picked === null ? null : (
        <div>
          <p aria-live="polite">
            Current state: <strong data-live-state>{stateValueText(picked.value)}</strong>
            {picked.status === "active" ? "" : ` (${picked.status})`}
          </p>
          <h3>Enabled now</h3>
          <EdgeList graph={graph} keys={picked.enabled} label="Transitions enabled now" />
          <h3>
            Last event
            {picked.lastEvent === null ? (
              ""
            ) : (
              <>
                : <code>{picked.lastEvent}</code>
              </>
            )}
          </h3>
          <EdgeList graph={graph} keys={picked.lastTransitions} label="Transitions the last event took" />
          <h3>Event log</h3>
          <EventLog watch={watch} actorKey={picked.key} />
          <Button variant="quiet" onPress={() => watch.send({ type: "CLEAR" })}>
            Clear the log and the ended actors
          </Button>
        </div>
      )}
    </div>
  )
}
