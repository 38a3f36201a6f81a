/**
 * The viewer's live half, loaded: `<LiveWatch>` loads the tab's
 * watch actor through the `machineViewer` area and hands it to what it
 * renders. Without one (a build without the viewer's watch, a browser
 * without BroadcastChannel) it hands `null` and the sentence saying why, so
 * the page still shows the machine, just not live.
 */
import { useSelector } from "@xstate/react"
import { type ReactNode, Suspense, use } from "react"
import { isUnavailable } from "../../machines/dev/flow-watch.machine.ts"
import { useArea } from "../shared/areas.tsx"
import { type FlowWatchActor, watchOnce } from "./machine-viewer-area.ts"

export type LiveRender = (watch: FlowWatchActor | null, whyNot: string | null) => ReactNode

const NO_CHANNEL = "This browser has no BroadcastChannel: the live view is off."
const NOT_BUILT = "The live view is part of development builds only."

function Loaded({ load, children }: { readonly load: () => Promise<FlowWatchActor>; readonly children: LiveRender }) {
  const watch = use(watchOnce(load))
  const unavailable = useSelector(watch, isUnavailable)
  return <>{unavailable ? children(null, NO_CHANNEL) : children(watch, null)}</>
}

export function LiveWatch({ children }: { readonly children: LiveRender }) {
  const { watch } = useArea("machineViewer")
  if (watch === undefined) return <>{children(null, NOT_BUILT)}</>
  return (
    <Suspense fallback={children(null, "Connecting to the app's tabs…")}>
      <Loaded load={watch}>{children}</Loaded>
    </Suspense>
  )
}
