/**
 * The viewer's list page, live: every machine actor running in
 * the app's other tabs now, with its state and the page it started on, and
 * the ones that ended lately — actors appear and disappear as screens mount
 * and unmount.
 */
import { useSelector } from "@xstate/react"
import { hasStarted, type LiveActor } from "../../machines/dev/flow-watch.machine.ts"
import { Link } from "../shared/primitives/link.tsx"
import { muted, table } from "./dev-styles.ts"
import type { FlowWatchActor } from "./machine-viewer-area.ts"
import { stateValueText } from "./state-value.ts"

const machinePath = (machineId: string): string => `/dev/machines/${encodeURIComponent(machineId)}`

function ActorRows({ actors }: { readonly actors: ReadonlyArray<LiveActor> }) {
  return (
    <>
      {actors.map((actor) => (
        <tr key={actor.key} data-actor={actor.machineId}>
          <th scope="row">
            <Link href={machinePath(actor.machineId)}>{actor.machineId}</Link>
          </th>
          <td>
            <code>{stateValueText(actor.value)}</code>
          </td>
          <td>{actor.status === "active" ? "running" : actor.status}</td>
          <td>
            <code>{actor.page}</code>
          </td>
          <td>
            <code>{actor.tab}</code>
          </td>
        </tr>
      ))}
    </>
  )
}

export function RunningActors({ watch }: { readonly watch: FlowWatchActor }) {
  const actors = useSelector(watch, (snapshot) => snapshot.context.actors).filter(hasStarted)
  if (actors.length === 0) {
    return <p className={muted}>No actor seen yet: open the shop in another tab of this browser, and its actors appear here as they start.</p>
  }
  const running = actors.filter((actor) => actor.status === "active")
  const ended = actors.filter((actor) => actor.status !== "active")
  return (
    <table className={table}>
      <caption className={muted} aria-live="polite">
        {running.length} running, {ended.length} ended lately
      </caption>
      <thead>
        <tr>
          <th scope="col">Machine</th>
          <th scope="col">State</th>
          <th scope="col">Status</th>
          <th scope="col">Started on</th>
          <th scope="col">Tab</th>
        </tr>
      </thead>
      <tbody>
        <ActorRows actors={[...running, ...ended]} />
      </tbody>
    </table>
  )
}
