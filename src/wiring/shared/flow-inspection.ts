/**
 * The app's side of the live machine viewer: in a development
 * build, every actor the app starts is created with `inspect: flowInspector`,
 * which turns XState's inspection events into flow messages
 * (src/machines/dev/flow-messages.ts) and posts them on a BroadcastChannel;
 * the viewer at /dev/machines, open in another tab, listens.
 *
 * A production build has no viewer (`__MACHINE_VIEWER__` is false there, see
 * vite.config.ts): the inspector is undefined, this code is dropped from the
 * bundle, and nothing is published. The messages carry no context nor event
 * payload (see flow-messages.ts), so nothing a learner typed leaves the page.
 */
import type { InspectionEvent } from "xstate"
import { FLOW_CHANNEL, type FlowMessage, flowMessageOf } from "../../machines/dev/flow-messages.ts"

declare const __MACHINE_VIEWER__: boolean

type Inspector = (event: InspectionEvent) => void

/** One tab's publisher: the tab's random id tells its actors from another tab's (session ids restart per tab). */
const broadcastInspector = (): Inspector | undefined => {
  // Only a browser page publishes (Node has BroadcastChannel too: the wiring's unit tests run there).
  if (typeof BroadcastChannel === "undefined" || typeof window === "undefined") return undefined
  const channel = new BroadcastChannel(FLOW_CHANNEL)
  const tab = crypto.randomUUID().slice(0, 8)
  // A page going away stops no actor (React does not unmount): say so, or the viewer would show them running forever.
  // Nothing is posted after that: the page still runs its "hidden" handlers (visibilitychange
  // fires after pagehide), and a snapshot then would show a closed tab's actor as running again.
  // A page brought back from the back/forward cache publishes again.
  let hidden = false
  window.addEventListener("pagehide", () => {
    channel.postMessage({ type: "tabClosed", tab, at: Date.now() } satisfies FlowMessage)
    hidden = true
  })
  window.addEventListener("pageshow", () => {
    hidden = false
  })
  return (event) => {
    if (hidden) return
    const message = flowMessageOf(event, tab, window.location.pathname, Date.now())
    if (message !== null) channel.postMessage(message)
  }
}

/** Passed as `inspect` to every actor the app creates; undefined in a production build. */
export const flowInspector: Inspector | undefined = __MACHINE_VIEWER__ ? broadcastInspector() : undefined

/** `createActor(logic, { ...inspected, … })`: the inspector when there is one. */
export const inspected: { readonly inspect?: Inspector } = flowInspector === undefined ? {} : { inspect: flowInspector }
