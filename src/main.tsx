/**
 * Composition root: the only module that knows both the Effect services and
 * the machines. It builds the runtime, has each area's wiring (src/wiring)
 * provide that area's machines with real services, starts the app-wide
 * actors, lists them all in one `areas` object and mounts the React tree
 * under one AreasProvider (src/ui/shared/areas.tsx); the tree only starts
 * actors from what it finds there, reads their snapshots and sends events.
 */
import { setup as setupGoober } from "goober"
import { createElement, StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { ToastContainer } from "react-toastify"
import { createApp } from "./routes/app.tsx"
import { installPreloadErrorHandler, loadChunk } from "./services/shared/lazy-route.ts"
import { makeAppRuntime } from "./services/shared/runtime.ts"
import { TOAST_OPTIONS } from "./services/shared/toasts.ts"
import { type Areas, AreasProvider } from "./ui/shared/areas.tsx"
import { installGlobalStyles } from "./ui/shared/global-styles.ts"
import { makeAttemptMachines } from "./wiring/attempt-wiring.ts"
import { makeAuthFlows } from "./wiring/auth-wiring.ts"
import { makeCheckoutMachines, shopActions, startCart } from "./wiring/cart-wiring.ts"
import { makeCatalogMachines } from "./wiring/catalog-wiring.ts"
import { makeContentMachines } from "./wiring/content-wiring.ts"
import { flowInspector } from "./wiring/flow-inspection.ts"
import { startHelpdeskUnread } from "./wiring/helpdesk-unread-wiring.ts"
import { makeHelpdeskMachines } from "./wiring/helpdesk-wiring.ts"
import { makeNotifiers } from "./wiring/notifiers.ts"
import { makeOrdersMachines } from "./wiring/orders-wiring.ts"
import { makeProfileMachines } from "./wiring/profile-wiring.ts"
import { startSession } from "./wiring/session-wiring.ts"
import { startShell } from "./wiring/shell-wiring.ts"

declare const __MACHINE_VIEWER__: boolean

// goober must know React's createElement before any styled() renders.
setupGoober(createElement)
installGlobalStyles()
installPreloadErrorHandler(window)

const runtime = makeAppRuntime()

/** Success messages as toasts; failures through the shared handler (spec §8). */
const notifiers = makeNotifiers(runtime)

// The learner's session: signed in or not, the 401 signal, the granted location.
const session = startSession(runtime)

// The cart and wishlist (systemId "cart"), following the session: the header's badges read its counts.
const cart = startCart(runtime, notifiers, session)

// The learner's tickets with unread replies, live, following the session: the header's helpdesk badge.
const helpdeskUnread = startHelpdeskUnread(runtime, session)

// Every area's actors and machines, by name: one object, typed by the areas the
// features declare (src/ui/*/…), so leaving one out does not compile.
const areas: Areas = {
  session,
  // The shell every page shows: menu and footer, header search, newsletter.
  shell: startShell(runtime, notifiers),
  // My Profile, Change Password and Notifications: saves hand the new profile to the session.
  profile: makeProfileMachines(runtime, notifiers, session),
  // Sign-in, sign-up, the password reset, the phone number and the one-time codes.
  auth: makeAuthFlows(runtime, notifiers, session),
  // The catalog's screens (home, categories, exams, packages): their loaders and actions.
  catalog: makeCatalogMachines(runtime, shopActions(cart, notifiers)),
  // The blog and the content pages: loaders, reactions (guests are asked to sign in), comment and contact forms.
  content: makeContentMachines(runtime, notifiers, session),
  // My Exams and the timed attempt: loaders, Start, and each attempt's calls, local save queue and navigation.
  attempt: makeAttemptMachines(runtime, notifiers),
  // The cart and wishlist, app-wide: lines, counts, the guest's browser cart and its merge on sign-in.
  cart,
  helpdeskUnread,
  // The buying screens: each /cart screen's checkout (key in session storage), the guest's lines, the order and its receipt.
  checkout: makeCheckoutMachines(runtime, notifiers, cart, session),
  // Transactions (orders, receipts, refunds) and My Packages: loaders, each order's refund, the PDF receipt.
  orders: makeOrdersMachines(runtime, notifiers),
  // The helpdesk: each ticket's chat (history, the live event stream, the outbox kept in local storage).
  helpdesk: makeHelpdeskMachines(runtime, notifiers),
  // Every screen's actor is created with this inspector (none in a production build): the live machine viewer.
  flows: { inspect: flowInspector },
  // The viewer's watch actor, loaded and started with its screen; a production build has neither.
  machineViewer: {
    watch: __MACHINE_VIEWER__ ? () => import("./wiring/flow-watch-wiring.ts").then((module) => module.startedFlowWatch()) : undefined
  }
}

const App = createApp(loadChunk)

const container = document.getElementById("root")
if (container === null) throw new Error("index.html has no #root element")

createRoot(container).render(
  <StrictMode>
    <AreasProvider areas={areas}>
      <App />
    </AreasProvider>
    <ToastContainer {...TOAST_OPTIONS} />
  </StrictMode>
)
