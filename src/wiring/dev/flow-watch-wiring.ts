/**
 * The live machine viewer's listener: the watch machine provided
 * with the BroadcastChannel the app's tabs publish on (flow-inspection.ts).
 * Loaded only by the viewer's screens, through the composition root's
 * `machineViewer.watch`; a production build has no path to it. One watch
 * for the tab, started on first use, so the log survives moving between the
 * viewer's pages.
 */
import { type ActorRefFrom, createActor, fromCallback } from "xstate"
import { FLOW_CHANNEL, type FlowMessage } from "../../machines/dev/flow-messages.ts"
import { type FlowWatchEvent, flowWatchMachine } from "../../machines/dev/flow-watch.machine.ts"

const FLOW_TYPES: ReadonlyArray<unknown> = ["started", "snapshot", "step", "tabClosed"] satisfies ReadonlyArray<FlowMessage["type"]>

const isFlowMessage = (data: unknown): data is FlowMessage =>
  typeof data === "object" &&
  data !== null &&
  FLOW_TYPES.includes((data as { readonly type?: unknown }).type) &&
  typeof (data as { readonly tab?: unknown }).tab === "string"

/** Messages about the viewer's own machine (another viewer tab's) are not shown. */
const aboutTheViewer = (message: FlowMessage): boolean => "machineId" in message && message.machineId === flowWatchMachine.id

/**
 * The viewer's watch machine, listening on the channel. Its own actor is
 * never inspected, and messages about the viewer's machine are dropped, so
 * two viewer tabs do not echo each other forever.
 */
const flowWatchLogic = flowWatchMachine.provide({
  actors: {
    listen: fromCallback<FlowWatchEvent>(({ sendBack }) => {
      if (typeof BroadcastChannel === "undefined") {
        sendBack({ type: "UNAVAILABLE" })
        return () => {}
      }
      const channel = new BroadcastChannel(FLOW_CHANNEL)
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isFlowMessage(event.data) && !aboutTheViewer(event.data)) sendBack({ type: "FLOW", message: event.data })
      }
      return () => channel.close()
    })
  }
})

let started: ActorRefFrom<typeof flowWatchMachine> | undefined

/** The tab's one watch actor, started on first use (never inspected itself). */
export const startedFlowWatch = (): ActorRefFrom<typeof flowWatchMachine> => (started ??= createActor(flowWatchLogic).start())
