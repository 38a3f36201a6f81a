/**
 * Composition root: the only module that knows both the Effect services and
 * the machines. It builds the runtime, provides each machine's named actors
 * and actions with real services, starts the app-wide actors and mounts the
 * React tree, which only reads their snapshots and sends events.
 */
import { Effect } from "effect"
import { setup as setupGoober } from "goober"
import { createElement, StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { ToastContainer } from "react-toastify"
import { navigate } from "wouter/use-browser-location"
import { createActor } from "xstate"
import type { Profile } from "./api/profile.ts"
import { changePasswordMachine } from "./machines/change-password.machine.ts"
import { forgotPasswordMachine } from "./machines/forgot-password.machine.ts"
import { headerMachine } from "./machines/header.machine.ts"
import { newsletterMachine } from "./machines/newsletter.machine.ts"
import { type CodeOutcome, oneTimeCodeMachine, type ResendCodeInput, type VerifyCodeInput } from "./machines/one-time-code.machine.ts"
import { phoneNumberMachine } from "./machines/phone-number.machine.ts"
import { resetPasswordMachine } from "./machines/reset-password.machine.ts"
import { notificationsPageMachine } from "./machines/notifications-page.machine.ts"
import { profileFormMachine } from "./machines/profile-form.machine.ts"
import { profileImageMachine } from "./machines/profile-image.machine.ts"
import { sessionMachine } from "./machines/session.machine.ts"
import { signInMachine } from "./machines/sign-in.machine.ts"
import { signUpMachine } from "./machines/sign-up.machine.ts"
import { siteContentMachine } from "./machines/site-content.machine.ts"
import { createApp } from "./routes/app.tsx"
import { examSearchPath, PHONE_ROUTES, SIGN_IN_ROUTES, signInPath } from "./routes/paths.ts"
import * as accountCalls from "./services/account-calls.ts"
import { ApiFailure, toApiFailure } from "./services/api-failure.ts"
import { fromEffect } from "./services/effect-actor.ts"
import { readGrantedLocation } from "./services/geo-location.ts"
import { reportSignInFailure } from "./services/error-handler.ts"
import type { ApiClient } from "./services/api-client.ts"
import { installPreloadErrorHandler, loadChunk } from "./services/lazy-route.ts"
import * as profileCalls from "./services/profile-calls.ts"
import { makeAppRuntime } from "./services/runtime.ts"
import { loadFooter, loadMenu, subscribeToNewsletter } from "./services/shop-calls.ts"
import { TOAST_OPTIONS, Toasts } from "./services/toasts.ts"
import {
  clearStoredSession, forgetResetToken, keepResetToken, readResetToken, readTokenCookie, storeGeoLocal, storeSession, storeToken
} from "./services/token-store.ts"
import { onUnauthorized } from "./services/unauthorized-signal.ts"
import { AppActorsProvider, type AppActors } from "./ui/app-actors.tsx"
import { type AuthFlows, AuthFlowsProvider } from "./ui/auth/auth-flows.tsx"
import { installGlobalStyles } from "./ui/global-styles.ts"
import { ProfileMachinesProvider, type ProfileMachines } from "./ui/profile/profile-machines.tsx"
import { CatalogMachinesProvider } from "./ui/catalog/catalog-machines.tsx"
import { makeCatalogMachines } from "./wiring/catalog-wiring.ts"
import { ContentMachinesProvider } from "./ui/content/content-machines.tsx"
import { makeContentMachines } from "./wiring/content-wiring.ts"
import { makeNotifiers } from "./wiring/notifiers.ts"
import { AttemptMachinesProvider } from "./ui/attempt/attempt-machines.tsx"
import { makeAttemptMachines } from "./wiring/attempt-wiring.ts"

// goober must know React's createElement before any styled() renders.
setupGoober(createElement)
installGlobalStyles()
installPreloadErrorHandler(window)

const runtime = makeAppRuntime()

/** Success messages as toasts; failures through the shared handler (spec §8). */
const notifiers = makeNotifiers(runtime)
const { toastSuccess, reportFailure } = notifiers

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
      notifySuccess: (_, params) => toastSuccess(params.message),
      // The bridge rejects with the ApiFailure itself; toApiFailure also
      // covers a defect, so the learner always gets a readable message.
      notifyFailure: (_, params) => reportFailure(params.error)
    }
  })).start()
}

// The profile area's per-screen machines: each screen starts its own actor
// from these. Saves hand the new profile to the session (PROFILE_CHANGED);
// failures go to the shared handler (spec §8).
const profileChanged = (profile: Profile) => actors.session.send({ type: "PROFILE_CHANGED", profile })

// A stopped actor runs no exit actions, so the image URL of a My Profile that
// was left would never be revoked; only one profile image shows at a time, so
// a new one frees the last.
let profileImageUrl: string | null = null
const keepOneImageUrl = (url: string) => {
  if (profileImageUrl !== null && profileImageUrl !== url) URL.revokeObjectURL(profileImageUrl)
  profileImageUrl = url
}

const profileMachines: ProfileMachines = {
  profileForm: profileFormMachine.provide({
    actors: { updateProfile: fromEffect(runtime, profileCalls.updateProfile) },
    actions: {
      profileSaved: (_, params) => profileChanged(params.profile),
      notifySuccess: (_, params) => toastSuccess(params.message),
      notifyFailure: (_, params) => reportFailure(params.error)
    }
  }),
  profileImage: profileImageMachine.provide({
    actors: {
      downloadImage: fromEffect(runtime, (input: { readonly imageId: string }) =>
        profileCalls.downloadImage(input.imageId).pipe(Effect.tap((url) => Effect.sync(() => keepOneImageUrl(url))))),
      uploadImage: fromEffect(runtime, (input: { readonly file: profileCalls.ImageFile }) => profileCalls.uploadImage(input.file)),
      updateImage: fromEffect(runtime, (input: { readonly mediaId: string }) => profileCalls.updateImage(input.mediaId))
    },
    actions: {
      releaseImageUrl: (_, params) => {
        if (params.url !== null) URL.revokeObjectURL(params.url)
      },
      profileSaved: (_, params) => profileChanged(params.profile),
      notifySuccess: (_, params) => toastSuccess(params.message),
      notifyFailure: (_, params) => reportFailure(params.error)
    }
  }),
  changePassword: changePasswordMachine.provide({
    actors: { changePassword: fromEffect(runtime, profileCalls.changePassword) },
    actions: {
      notifySuccess: (_, params) => toastSuccess(params.message),
      notifyFailure: (_, params) => reportFailure(params.error)
    }
  }),
  notificationsPage: notificationsPageMachine.provide({
    actors: {
      loadPage: fromEffect(runtime, (input: { readonly page: number; readonly perPage: number }) =>
        profileCalls.notificationsPage(input.page, input.perPage))
    },
    actions: { notifyFailure: (_, params) => reportFailure(params.error) }
  })
}

// What every account form does with its outcome: move on, toast the
// server's message, or hand a failure to the shared handler (spec §8).
const formActions = {
  goTo: (_: unknown, params: { readonly path: string }) => navigate(params.path),
  notifySuccess: (_: unknown, params: { readonly message: string }) => toastSuccess(params.message),
  notifyFailure: (_: unknown, params: { readonly error: unknown }) => reportFailure(params.error)
}

const verifyCode = ({ purpose, email, code }: VerifyCodeInput): Effect.Effect<CodeOutcome, ApiFailure, ApiClient> => {
  switch (purpose) {
    case "verify-email":
      return accountCalls.verifyEmail({ email: email ?? "", otp: code }).pipe(Effect.map((signedIn) => ({ kind: "signedIn" as const, ...signedIn })))
    case "reset-password":
      return accountCalls.verifyResetCode({ email: email ?? "", otp: code }).pipe(Effect.map((allowed) => ({ kind: "resetAllowed" as const, ...allowed })))
    case "verify-phone":
      return accountCalls.verifyPhone(code).pipe(Effect.map((verified) => ({ kind: "phoneVerified" as const, ...verified })))
  }
}

const resendCode = ({ purpose, email }: ResendCodeInput): Effect.Effect<string, ApiFailure, ApiClient> =>
  purpose === "verify-phone" ? accountCalls.resendPhoneCode : accountCalls.resendEmailCode({ email: email ?? "", purpose })

const resetWithKeptToken = ({ password }: { readonly password: string }): Effect.Effect<string, ApiFailure, ApiClient> => {
  const resetToken = readResetToken()
  if (resetToken === null) {
    return Effect.fail(new ApiFailure({ reason: "Invalid", status: null, message: accountCalls.RESET_GRANT_MISSING_MESSAGE }))
  }
  return accountCalls.resetPassword({ resetToken, password }).pipe(Effect.tap(() => Effect.sync(forgetResetToken)))
}

const authFlows: AuthFlows = {
  signIn: signInMachine.provide({
    actors: { signIn: fromEffect(runtime, accountCalls.login) },
    actions: {
      ...formActions,
      notifyFailure: (_, params) => void runtime.runFork(reportSignInFailure(toApiFailure(params.error))),
      signedIn: (_, params) => session.send({ type: "SIGNED_IN", ...params })
    }
  }),
  signUp: signUpMachine.provide({ actors: { signUp: fromEffect(runtime, accountCalls.signUp) }, actions: formActions }),
  forgotPassword: forgotPasswordMachine.provide({
    actors: { sendResetCode: fromEffect(runtime, ({ email }: { readonly email: string }) => accountCalls.forgotPassword(email)) },
    actions: formActions
  }),
  resetPassword: resetPasswordMachine.provide({ actors: { resetPassword: fromEffect(runtime, resetWithKeptToken) }, actions: formActions }),
  phoneNumber: phoneNumberMachine.provide({
    actors: { addMobile: fromEffect(runtime, ({ phone }: { readonly phone: string }) => accountCalls.addMobile(phone)) },
    actions: formActions
  }),
  oneTimeCode: oneTimeCodeMachine.provide({
    actors: { verify: fromEffect(runtime, verifyCode), resend: fromEffect(runtime, resendCode) },
    actions: {
      ...formActions,
      signedIn: (_, params) => session.send({ type: "SIGNED_IN", ...params }),
      profileChanged: (_, params) => session.send({ type: "PROFILE_CHANGED", profile: params.profile }),
      keepResetToken: (_, params) => keepResetToken(params.resetToken)
    }
  })
}

// The catalogue's screens (home, categories, exams, packages): their loaders and actions.
const catalogMachines = makeCatalogMachines(runtime, notifiers)

// The blog and the content pages: loaders, reactions (guests are asked to sign in), comment and contact forms.
const contentMachines = makeContentMachines(runtime, notifiers, session)

// My Exams and the timed attempt: loaders, Start, and each attempt's calls, local save queue and navigation.
const attemptMachines = makeAttemptMachines(runtime, notifiers)

const App = createApp(loadChunk)

const container = document.getElementById("root")
if (container === null) throw new Error("index.html has no #root element")

createRoot(container).render(
  <StrictMode>
    <AppActorsProvider actors={actors}>
      <ProfileMachinesProvider machines={profileMachines}>
        <AuthFlowsProvider flows={authFlows}>
          <CatalogMachinesProvider machines={catalogMachines}>
            <ContentMachinesProvider machines={contentMachines}>
              <AttemptMachinesProvider machines={attemptMachines}>
                <App />
              </AttemptMachinesProvider>
            </ContentMachinesProvider>
          </CatalogMachinesProvider>
        </AuthFlowsProvider>
      </ProfileMachinesProvider>
    </AppActorsProvider>
    <ToastContainer {...TOAST_OPTIONS} />
  </StrictMode>
)
