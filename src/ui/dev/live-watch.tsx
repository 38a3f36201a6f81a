/**
 * The viewer's live half, loaded (issue 12): `<LiveWatch>` loads the tab's
 * watch actor through the `machineViewer` area and hands it to what it
 * renders; while it loads it says so, and a build without the viewer's
 * watch (or a browser without BroadcastChannel) says the live view is off.
 */
import { useSelector } from "@xstate/react"
import { type ReactNode, Suspense, use } from "react"
import { isUnavailable } from "../../machines/dev/flow-watch.machine.ts"
import { useArea } from "../shared/areas.tsx"
import { type FlowWatchActor, watchOnce } from "./machine-viewer-area.ts"
import { muted } from "./dev-styles.ts"

function Loaded({ load, children }: { readonly load: () => Promise<FlowWatchActor>; readonly children: (watch: FlowWatchActor) => ReactNode }) {
  const watch = use(watchOnce(load))
  const unavailable = useSelector(watch, isUnavailable)
  if (unavailable) return <p className={muted}>This browser has no BroadcastChannel: the live view is off.</p>
  return <>{children(watch)}</>
}

export function LiveWatch({ children }: { readonly children: (watch: FlowWatchActor) => ReactNode }) {
  const { watch } = useArea("machineViewer")
  if (watch === undefined) return <p className={muted}>The live view is part of development builds only.</p>
  return (
    <Suspense fallback={<p className={muted} role="status">Connecting to the app's tabs…</p>}>
      <Loaded load={watch}>{children}</Loaded>
    </Suspense>
  )
}
