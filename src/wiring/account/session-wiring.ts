/**
 * The session's half of the composition root: the session machine provided
 * with the account calls, the browser storage (spec §3), its navigation and
 * the shared handler for a failed profile or notifications load (spec §8),
 * then started, joined to the API client's 401 signal (spec §8) and told the
 * browser's location when the learner already granted it.
 */
import { navigate } from "wouter/use-browser-location"
import { createActor, fromPromise } from "xstate"
import { PHONE_ROUTES, SIGN_IN_ROUTES, signInPath } from "../../domain/account/auth-paths.ts"
import { type LoginSuccess, type SessionEvent, sessionMachine } from "../../machines/account/session.machine.ts"
import { type LatLng, readGrantedLocation } from "../../services/account/geo-location.ts"
import { type ActorCall, fromLazyEffect, fromLazyStream, lazyEffectCall, type RuntimeSource } from "../../services/shared/lazy-runtime.ts"
import { clearStoredSession, readTokenCookie, storeGeoLocal, storeSession, storeToken } from "../../services/shared/token-store.ts"
import { onUnauthorized } from "../../services/shared/unauthorized-signal.ts"
import type { SessionActor } from "../../ui/shared/app-actors.ts"
import type { SessionStartAnswers } from "../../ui/shared/page-data.tsx"
import { inspected } from "../shared/flow-inspection.ts"
import type { Notifiers } from "../shared/notifiers.ts"

/** What the other areas tell the session: a sign-in, a saved profile. */
export interface SessionWriter {
  readonly send: (event: SessionEvent) => void
}

/** Where the session is kept between visits (spec §3): the token cookie and localStorage. */
export interface SessionStore {
  /** Spec §4: "if the token cookie exists, the logged-in flag is set". */
  readonly hasTokenCookie: () => boolean
  readonly storeSession: (session: { readonly token: string; readonly userId: string }) => void
  readonly storeToken: (token: string) => void
  readonly clearStoredSession: () => void
  readonly storeGeoLocal: (position: LatLng) => void
}

/** The page around the session; the browser's by default, fakes in tests. */
export interface SessionEnvironment {
  /** The page the learner is on, as path plus query (spec §2 lastLocation). */
  readonly currentLocation: () => string
  /** The path alone: which screen the learner is on. */
  readonly currentPath: () => string
  readonly navigate: (to: string) => void
  readonly store: SessionStore
  /** The browser's location, only when the learner already granted it; else null. */
  readonly readGrantedLocation: () => Promise<LatLng | null>
}

export const browserSessionEnvironment: SessionEnvironment = {
  currentLocation: () => `${window.location.pathname}${window.location.search}`,
  currentPath: () => window.location.pathname,
  navigate: (to) => navigate(to),
  store: {
    hasTokenCookie: () => readTokenCookie() !== null,
    storeSession: (session) => storeSession(session),
    storeToken: (token) => storeToken(token),
    clearStoredSession: () => clearStoredSession(),
    storeGeoLocal: (position) => storeGeoLocal(position)
  },
  readGrantedLocation: () => readGrantedLocation()
}

/** The account calls and the event stream, loaded (with the runtime) by the session's first call. */
const accountCalls = () => import("../../services/account/account-calls.ts")
const eventStreams = () => import("../../services/shared/event-stream.ts")

/**
 * A call whose first run is answered by `first` (what the server's page
 * already said for this request) and whose later runs call; with no first
 * answer every run calls.
 */
const firstAnsweredBy = <Out, In>(first: (() => Promise<Out>) | null, call: ActorCall<Out, In>): ActorCall<Out, In> => {
  let answer = first
  return (args) => {
    const taken = answer
    answer = null
    return taken === null ? call(args) : taken()
  }
}

/**
 * What login-success answers a request without a session cookie (401), as
 * the page said it: the machine takes it as that call's failure (spec §8:
 * logged, the visitor is a guest).
 */
const NO_SESSION = { _tag: "NoSession", message: "The page was rendered for a visitor with no session." } as const

/** The session machine with the account calls, the store and the navigation of `environment`. */
const provideSession = (
  runtime: RuntimeSource,
  notifiers: Pick<Notifiers, "reportFailure">,
  environment: SessionEnvironment,
  answers: SessionStartAnswers | null
) => {
  const { store } = environment
  return sessionMachine.provide({
    actors: {
      // The page may already hold the two start calls' answers (a page the server rendered): they are not asked again.
      loginSuccess: fromPromise<LoginSuccess>(
        firstAnsweredBy(
          answers?.guest === true ? () => Promise.reject(NO_SESSION) : null,
          lazyEffectCall(runtime, accountCalls, (calls) => calls.loginSuccess)
        )
      ),
      loadProfile: fromLazyEffect(runtime, accountCalls, (calls) => calls.loadProfile),
      loadNotifications: fromLazyEffect(runtime, accountCalls, (calls, input: { readonly page: number; readonly perPage: number }) =>
        calls.loadNotifications(input.page, input.perPage)
      ),
      refreshToken: fromLazyEffect(runtime, accountCalls, (calls) => calls.refreshToken),
      logout: fromLazyEffect(runtime, accountCalls, (calls) => calls.logout),
      locate: fromPromise<string | null>(
        firstAnsweredBy(
          answers === null ? null : () => Promise.resolve(answers.country),
          lazyEffectCall(runtime, accountCalls, (calls) => calls.locate)
        )
      ),
      // The real-time stream, over the token cookie.
      liveEvents: fromLazyStream(runtime, eventStreams, (streams, input: { readonly userId: string | null }) => streams.eventStream({ userId: input.userId }))
    },
    actions: {
      storeSession: (_, params) => store.storeSession(params),
      storeToken: (_, params) => store.storeToken(params.token),
      clearStoredSession: () => store.clearStoredSession(),
      storeGeoLocal: (_, params) => store.storeGeoLocal(params),
      redirectToSignIn: (_, params) => {
        // A 401 while signing in (a stale tab's refresh) must not nest sign-in in itself.
        if (!SIGN_IN_ROUTES.includes(environment.currentPath())) environment.navigate(signInPath(params.lastLocation))
      },
      redirectToPhoneVerification: () => {
        if (!PHONE_ROUTES.includes(environment.currentPath())) environment.navigate("/sign-up-phone")
      },
      goHome: () => environment.navigate("/"),
      // Spec §8: these failures are only logged; the learner sees nothing.
      logFailure: (_, params) => console.warn(`session: ${params.what} failed`, params.error),
      // Spec §8: "Profile calls show this toast" (the profile's and the notifications' loads; a 401 shows none).
      notifyFailure: (_, params) => notifiers.reportFailure(params.error)
    }
  })
}

/**
 * The learner's session (systemId "session"), started; `answers` are the
 * start calls' answers a server-rendered page carries (null: it asks).
 */
export const startSession = (
  runtime: RuntimeSource,
  notifiers: Pick<Notifiers, "reportFailure">,
  environment: SessionEnvironment = browserSessionEnvironment,
  answers: SessionStartAnswers | null = null
): SessionActor => {
  const session = createActor(provideSession(runtime, notifiers, environment, answers), {
    ...inspected,
    systemId: "session",
    input: { hasTokenCookie: environment.store.hasTokenCookie() }
  }).start()

  // Spec §8: a 401 to any learner call ends the session; the learner is sent
  // to sign in and brought back to this page. A stopped session stops listening.
  const stopListening = onUnauthorized(() => session.send({ type: "UNAUTHORIZED", location: environment.currentLocation() }))
  session.subscribe({ complete: stopListening })

  void environment.readGrantedLocation().then((position) => {
    if (position !== null) session.send({ type: "LOCATION_GRANTED", ...position })
  })

  return session
}
