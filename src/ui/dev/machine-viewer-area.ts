/**
 * The machine viewer's area: how its screens get the watch
 * actor that listens to the running app. The composition root hands in a
 * loader in a development build (the machine and its channel listener stay
 * out of the main bundle; the loader starts one watch per tab) and nothing
 * in a production build, which has no viewer route anyway.
 */
import type { ActorRefFrom } from "xstate"
import type { flowWatchMachine } from "../../machines/dev/flow-watch.machine.ts"

export type FlowWatchActor = ActorRefFrom<typeof flowWatchMachine>

export interface MachineViewerArea {
  readonly watch: (() => Promise<FlowWatchActor>) | undefined
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly machineViewer: MachineViewerArea
  }
}

let loading: Promise<FlowWatchActor> | undefined

/** The one load of the watch (React's `use` needs the same promise on every render). */
export const watchOnce = (watch: () => Promise<FlowWatchActor>): Promise<FlowWatchActor> => (loading ??= watch())
