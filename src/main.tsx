/**
 * Composition root: the only module that knows both the Effect services and
 * the machines. It builds the runtime, provides each machine's named actors
 * and actions with real services, starts the app-wide actors and mounts the
 * React tree, which only reads their snapshots and sends events.
 */
import { setup as setupGoober } from "goober"
import { createElement, StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { ToastContainer } from "react-toastify"
import { navigate } from "wouter/use-browser-location"
import { createActor } from "xstate"
import { headerMachine } from "./machines/header.machine.ts"
import { newsletterMachine } from "./machines/newsletter.machine.ts"
import { sessionMachine } from "./machines/session.machine.ts"
import { siteContentMachine } from "./machines/site-content.machine.ts"
import { createApp } from "./routes/app.tsx"
import { examSearchPath, PHONE_ROUTES, SIGN_IN_ROUTES, signInPath } from "./routes/paths.ts"
import * as accountCalls from "./services/account-calls.ts"
import { toApiFailure } from "./services/api-failure.ts"
import { fromEffect } from "./services/effect-actor.ts"
import { readGrantedLocation } from "./services/geo-location.ts"
import { reportApiFailure } from "./services/error-handler.ts"
import { installPreloadErrorHandler, loadChunk } from "./services/lazy-route.ts"
import { makeAppRuntime } from "./services/runtime.ts"
import { loadFooter, loadMenu, subscribeToNewsletter } from "./services/shop-calls.ts"
import { TOAST_OPTIONS, Toasts } from "./services/toasts.ts"
import { clearStoredSession, readTokenCookie, storeGeoLocal, storeSession, storeToken } from "./services/token-store.ts"
import { onUnauthorized } from "./services/unauthorized-signal.ts"
import { AppActorsProvider, type AppActors } from "./ui/app-actors.tsx"
import { installGlobalStyles } from "./ui/global-styles.ts"

// goober must know React's createElement before any styled() renders.
setupGoober(createElement)
installGlobalStyles()
installPreloadErrorHandler(window)

const runtime = makeAppRuntime()

/** The page the learner is on, as path plus query (spec §2 lastLocation). */
const currentLocation = (): string => `${window.location.pathname}${window.location.search}`

const session = createActor(sessionMachine.provide({
  actors: {
    loginSuccess: fromEffect(runtime, () => accountCalls.loginSuccess),
    loadProfile: fromEffect(runtime, () => accountCalls.loadProfile),
    loadNotifications: fromEffect(runtime, (input: { readonly page: number; readonly perPage: number }) =>
      accountCalls.loadNotifications(input.page, input.perPage)),
    loadCartCounts: fromEffect(runtime, () => accountCalls.loadCartCounts),
    refreshToken: fromEffect(runtime, () => accountCalls.refreshToken),
    logout: fromEffect(runtime, () => accountCalls.logout),
    locate: fromEffect(runtime, () => accountCalls.locate)
  },
  actions: {
    storeSession: (_, params) => storeSession(params),
    storeToken: (_, params) => storeToken(params.token),
    clearStoredSession: () => clearStoredSession(),
    storeGeoLocal: (_, params) => storeGeoLocal(params),
    redirectToSignIn: (_, params) => {
      // A 401 while signing in (a stale tab's refresh) must not nest sign-in in itself.
      if (!SIGN_IN_ROUTES.includes(window.location.pathname)) navigate(signInPath(params.lastLocation))
    },
    redirectToPhoneVerification: () => {
      if (!PHONE_ROUTES.includes(window.location.pathname)) navigate("/sign-up-phone")
    },
    goHome: () => navigate("/"),
    // Spec §8: these failures are only logged; the learner sees nothing.
    logFailure: (_, params) => console.warn(`session: ${params.what} failed`, params.error)
  }
}), { systemId: "session", input: { hasTokenCookie: readTokenCookie() !== null } }).start()

onUnauthorized(() => session.send({ type: "UNAUTHORIZED", location: currentLocation() }))

void readGrantedLocation().then((position) => {
  if (position !== null) session.send({ type: "LOCATION_GRANTED", ...position })
})

const actors: AppActors = {
  session,

  siteContent: createActor(siteContentMachine.provide({
    actors: {
      loadMenu: fromEffect(runtime, () => loadMenu),
      loadFooter: fromEffect(runtime, () => loadFooter)
    }
  })).start(),

  header: createActor(headerMachine.provide({
    actions: {
      goToSearch: (_, params) => navigate(examSearchPath(params.searchString))
    }
  })).start(),

  newsletter: createActor(newsletterMachine.provide({
    actors: {
      subscribe: fromEffect(runtime, (input: { readonly email: string }) => subscribeToNewsletter(input.email))
    },
    actions: {
      notifySuccess: (_, params) => void runtime.runFork(Toasts.use((toasts) => toasts.success(params.message))),
      // The bridge rejects with the ApiFailure itself; toApiFailure also
      // covers a defect, so the learner always gets a readable message.
      notifyFailure: (_, params) => void runtime.runFork(reportApiFailure(toApiFailure(params.error)))
    }
  })).start()
}

const App = createApp(loadChunk)

const container = document.getElementById("root")
if (container === null) throw new Error("index.html has no #root element")

createRoot(container).render(
  <StrictMode>
    <AppActorsProvider actors={actors}>
      <App />
    </AppActorsProvider>
    <ToastContainer {...TOAST_OPTIONS} />
  </StrictMode>
)
