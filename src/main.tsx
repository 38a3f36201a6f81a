/**
 * Composition root: the only module that knows both the Effect services and
 * the machines. It names the runtime, has each area's wiring (src/wiring)
 * provide that area's machines with real services, starts the app-wide
 * actors, lists them all in one `areas` object and mounts the React tree
 * under one AreasProvider (src/ui/shared/areas.tsx); the tree only starts
 * actors from what it finds there, reads their snapshots and sends events.
 *
 * Nothing of Effect nor react-toastify is imported here or by what this
 * file imports (checked by test/arch/first-load.test.ts): the
 * runtime, the contract and the calls are loaded by the first call, the
 * toasts by the first toast, and the signed-in screens' areas by their
 * first screen.
 */
import { setup as setupGoober } from "goober"
import { createElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { createApp } from "./routes/app.tsx"
import { AppRoot } from "./routes/app-root.tsx"
import { installPreloadErrorHandler, loadChunk } from "./services/shared/lazy-route.ts"
import { lazyRuntime } from "./services/shared/lazy-runtime.ts"
import { toastDisplay } from "./services/shared/toast-display.ts"
import { TOAST_OPTIONS } from "./services/shared/toast-options.ts"
import { type AreaSources, startAreas } from "./ui/shared/areas.tsx"
import { installGlobalStyles } from "./ui/shared/global-styles.ts"
import { clientPageData, type EmbeddedPageData, PAGE_DATA_ELEMENT_ID } from "./ui/shared/page-data.tsx"
import { startCart } from "./wiring/cart/cart-wiring.ts"
import { flowInspector } from "./wiring/shared/flow-inspection.ts"
import { startHelpdeskUnread } from "./wiring/helpdesk/helpdesk-unread-wiring.ts"
import { makeNotifiers } from "./wiring/shared/notifiers.ts"
import { makeScreenAreas } from "./wiring/screen-areas.ts"
import { browserSessionEnvironment, startSession } from "./wiring/account/session-wiring.ts"
import { startShell } from "./wiring/shell/shell-wiring.ts"

declare const __MACHINE_VIEWER__: boolean

// goober must know React's createElement before any styled() renders.
setupGoober(createElement)
installGlobalStyles()
installPreloadErrorHandler(window)

// Built at the first call (a page the server rendered needs none to be shown and hydrated).
const runtime = lazyRuntime(() => loadChunk(() => import("./services/shared/runtime.ts")).then((module) => module.makeAppRuntime()))

// A public page rendered on the server carries its data: the menu
// and footer, and each screen loader's snapshot, so nothing is fetched twice.
const embeddedElement = document.getElementById(PAGE_DATA_ELEMENT_ID)
const embedded = embeddedElement === null ? null : (JSON.parse(embeddedElement.textContent ?? "null") as EmbeddedPageData | null)

/** Success messages as toasts; failures through the shared handler (spec §8). */
const notifiers = makeNotifiers(runtime)

// The learner's session: signed in or not, the 401 signal, the granted location
// (a page the server rendered carries its start calls' answers: a guest's first page calls nothing).
const session = startSession(runtime, notifiers, browserSessionEnvironment, embedded?.sessionStart ?? null)

// The cart and wishlist (systemId "cart"), following the session: the header's badges read its counts.
const cart = startCart(runtime, notifiers, session)

// The learner's tickets with unread replies, live, following the session: the header's helpdesk badge.
const helpdeskUnread = startHelpdeskUnread(runtime, session)

// Every area's actors and machines (or how to load them), by name: one object, typed
// by the areas the features declare (src/ui/*/…), so leaving one out does not compile.
const areas: AreaSources = {
  session,
  // The shell every page shows: menu and footer (from the page when the server rendered it), header search, newsletter.
  shell: startShell(runtime, notifiers, embedded?.siteContent),
  // The cart and wishlist, app-wide: lines, counts, the guest's browser cart and its merge on sign-in.
  cart,
  helpdeskUnread,
  // Every screen's machines (src/wiring/screen-areas.ts, shared with the server's renderer);
  // the signed-in screens' areas are chunks loaded with the first screen that asks.
  ...makeScreenAreas(runtime, notifiers, session, cart, loadChunk),
  // Every screen's actor is created with this inspector (none in a production build): the live machine viewer.
  flows: { inspect: flowInspector },
  // The viewer's watch actor, loaded and started with its screen; a production build has neither.
  machineViewer: {
    watch: __MACHINE_VIEWER__ ? () => import("./wiring/dev/flow-watch-wiring.ts").then((module) => module.startedFlowWatch()) : undefined
  }
}

// The lazy areas the server rendered this page with (sign-in, a blog post …): loading from now, not from hydration.
startAreas(areas, embedded?.areas ?? [])

const App = createApp(loadChunk)

const container = document.getElementById("root")
if (container === null) throw new Error("index.html has no #root element")

const root = <AppRoot App={App} areas={areas} pageData={clientPageData(embedded)} toastOptions={TOAST_OPTIONS} toasts={toastDisplay} />

// The server's HTML is taken over (hydrated) rather than drawn again.
if (embedded !== null && container.hasChildNodes()) hydrateRoot(container, root)
else createRoot(container).render(root)
