/**
 * The learner's session (spec §4, §6, §8; design card "session" actor).
 *
 *   account: checking ─ login-success ─▶ signedIn ─ SIGN_OUT ─▶ signingOut ─▶ guest
 *              │ fails: a token cookie keeps the flag, else guest   ▲
 *              ▼                                                    │ SIGNED_IN
 *            guest ────────────────────────────────────────────────┘
 *   country:  locating ─▶ known        (userCountry, from the visitor's address)
 *
 * While signed in, four regions run side by side: the profile (a missing or
 * unverified phone sends the learner to /sign-up-phone), the notifications
 * (page 1, 20 per page; a failed load of either goes to the shared handler,
 * `notifyFailure`, and offers Retry), the token refresh
 * every 10 seconds whose failures are swallowed (spec §8), and the live
 * region holding the real-time stream: a `notification` event
 * puts the new one at the top of the page and counts it, and each
 * (re)connection (`events.connected`) reloads the page, in case something
 * arrived while the stream was down; the live region tells a stream still
 * connecting from one that has connected. When the browser gives up on the
 * stream it is opened again after a pause. A 401 from any
 * request (UNAUTHORIZED, sent by the API client) clears the stored session
 * and sends the learner to /sign-in?lastLocation=… (spec §4).
 *
 * Every side effect is a named actor or action; the wiring (src/wiring/account/session-wiring.ts) provides them.
 */
import type { UserInfo } from "../../api/account/auth.ts"
import type { ServerEvent } from "../../api/events.ts"
import type { Notification, NotificationPage } from "../../api/account/notifications.ts"
import type { Profile } from "../../api/account/profile.ts"
import type { Role } from "../../api/shared/security.ts"
import { withNewNotification } from "../../domain/account/new-notification.ts"
import { LIVE_EVENTS_RETRY_MS, NOTIFICATION_PAGE, NOTIFICATION_PER_PAGE, TOKEN_REFRESH_MS } from "../../domain/shared/constants.ts"
import { assign, fromEventObservable, fromPromise, setup, type SnapshotFrom } from "xstate"

export interface SessionContext {
  /** Spec §3 session context: the logged-in flag. */
  readonly isLogin: boolean
  /** Spec §3: what login-success or a sign-in answered about the learner. */
  readonly userInfo: UserInfo | null
  readonly profile: Profile | null
  /** Spec §3: ISO country code of the visitor, or null when unknown. */
  readonly userCountry: string | null
  readonly notifications: NotificationPage | null
}

export interface SessionInput {
  /** Spec §4: "if the token cookie exists, the logged-in flag is set". */
  readonly hasTokenCookie: boolean
}

export interface LoginSuccess {
  readonly token: string
  readonly data: UserInfo
}

export type SessionEvent =
  /** A sign-in screen (email + password, or a verified code) signed the learner in. */
  | { readonly type: "SIGNED_IN"; readonly token: string; readonly userInfo: UserInfo }
  | { readonly type: "SIGN_OUT" }
  /** A request answered 401; `location` is the path plus query of the page. */
  | { readonly type: "UNAUTHORIZED"; readonly location: string }
  /** A profile screen saved the profile; the answer replaces ours. */
  | { readonly type: "PROFILE_CHANGED"; readonly profile: Profile }
  /** The profile could not be loaded and the learner asked again (My Profile's Retry). */
  | { readonly type: "RETRY_PROFILE" }
  /** The header's notifications could not be loaded and the learner asked again (the bell's Retry). */
  | { readonly type: "NOTIFICATIONS_CHANGED" }
  /** The browser granted its location (spec §3 geoLocal). */
  | { readonly type: "LOCATION_GRANTED"; readonly lat: number; readonly lng: number }
  | LiveEvent

/** What the real-time stream sends the session: the contract's events, and each (re)connection. */
export type LiveEvent = ServerEvent | { readonly type: "events.connected" }

export interface LiveEventsInput {
  /** Whose stream: where a fresh one resumes. Null when only the token cookie said "signed in". */
  readonly userId: string | null
}

export interface NotificationPageRequest {
  readonly page: number
  readonly perPage: number
}

const signedOutContext = {
  isLogin: false,
  userInfo: null,
  profile: null,
  notifications: null
} as const

/** Spec §4's phone rule is the learners': staff (agents, admins) are never sent to add a number. */
const needsPhoneVerification = (profile: Profile): boolean =>
  profile.role === "learner" && (profile.phone === null || profile.phone.trim() === "" || !profile.isPhoneVerified)

const placeholder = (name: string) => async (): Promise<never> => {
  throw new Error(`provide ${name}`)
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput
  },
  actors: {
    loginSuccess: fromPromise<LoginSuccess>(placeholder("loginSuccess")),
    loadProfile: fromPromise<Profile>(placeholder("loadProfile")),
    loadNotifications: fromPromise<NotificationPage, NotificationPageRequest>(placeholder("loadNotifications")),
    refreshToken: fromPromise<string>(placeholder("refreshToken")),
    logout: fromPromise<void>(placeholder("logout")),
    locate: fromPromise<string | null>(placeholder("locate")),
    liveEvents: fromEventObservable<LiveEvent, LiveEventsInput>(() => {
      throw new Error("provide liveEvents")
    })
  },
  actions: {
    /** Cookie `token`, localStorage token and userId (spec §3 browser storage). */
    storeSession: (_, _params: { readonly token: string; readonly userId: string }) => {},
    storeToken: (_, _params: { readonly token: string }) => {},
    /** Clears the token cookie and storage, the cart counter and the attempt data (the cart actor empties its own counts on SIGNED_OUT). */
    clearStoredSession: () => {},
    storeGeoLocal: (_, _params: { readonly lat: number; readonly lng: number }) => {},
    redirectToSignIn: (_, _params: { readonly lastLocation: string }) => {},
    redirectToPhoneVerification: () => {},
    goHome: () => {},
    /** Spec §8: login-success and logout failures are only logged. */
    logFailure: (_, _params: { readonly what: string; readonly error: unknown }) => {},
    /** Spec §8: the profile's and the notifications' failed loads go to the shared handler (its toast; a 401 is UNAUTHORIZED's). */
    notifyFailure: (_, _params: { readonly error: unknown }) => {},
    signIn: assign((_, params: { readonly userInfo: UserInfo }) => ({ isLogin: true, userInfo: params.userInfo })),
    forgetLearner: assign(() => signedOutContext),
    storeProfile: assign((_, params: { readonly profile: Profile }) => ({ profile: params.profile })),
    storeNotifications: assign((_, params: { readonly page: NotificationPage }) => ({ notifications: params.page })),
    receiveNotification: assign(({ context }, params: { readonly notification: Notification }) =>
      context.notifications === null ? {} : { notifications: withNewNotification(context.notifications, params.notification) }
    ),
    storeCountry: assign((_, params: { readonly country: string | null }) => ({ userCountry: params.country }))
  },
  guards: {
    hadTokenCookie: ({ context }) => context.isLogin,
    needsPhoneVerification: (_, params: { readonly profile: Profile }) => needsPhoneVerification(params.profile)
  },
  delays: {
    tokenRefresh: TOKEN_REFRESH_MS,
    liveRetry: LIVE_EVENTS_RETRY_MS
  }
}).createMachine({
  id: "session",
  type: "parallel",
  context: ({ input }) => ({ ...signedOutContext, isLogin: input.hasTokenCookie, userCountry: null }),
  states: {
    account: {
      initial: "checking",
      states: {
        checking: {
          invoke: {
            id: "loginSuccess",
            src: "loginSuccess",
            onDone: {
              target: "signedIn",
              actions: [
                { type: "signIn", params: ({ event }) => ({ userInfo: event.output.data }) },
                {
                  type: "storeSession",
                  params: ({ event }) => ({ token: event.output.token, userId: event.output.data._id })
                }
              ]
            },
            onError: [
              {
                // The token cookie alone keeps the learner signed in (spec
                // §4); a dead token will answer 401 and reset the session.
                guard: "hadTokenCookie",
                target: "signedIn",
                actions: { type: "logFailure", params: ({ event }) => ({ what: "login-success", error: event.error }) }
              },
              {
                target: "guest",
                actions: { type: "logFailure", params: ({ event }) => ({ what: "login-success", error: event.error }) }
              }
            ]
          }
        },
        guest: {
          on: {
            SIGNED_IN: {
              target: "signedIn",
              actions: [
                { type: "signIn", params: ({ event }) => ({ userInfo: event.userInfo }) },
                { type: "storeSession", params: ({ event }) => ({ token: event.token, userId: event.userInfo._id }) }
              ]
            },
            // A guest calling a signed-in API (an old bookmark, a stale tab)
            // is sent to sign in and back.
            UNAUTHORIZED: {
              actions: ["clearStoredSession", { type: "redirectToSignIn", params: ({ event }) => ({ lastLocation: event.location }) }]
            }
          }
        },
        signedIn: {
          type: "parallel",
          on: {
            SIGN_OUT: "signingOut",
            UNAUTHORIZED: {
              target: "guest",
              actions: ["clearStoredSession", "forgetLearner", { type: "redirectToSignIn", params: ({ event }) => ({ lastLocation: event.location }) }]
            },
            // Signing in again (another account in the same tab) starts over.
            SIGNED_IN: {
              target: "signedIn",
              reenter: true,
              actions: [
                { type: "signIn", params: ({ event }) => ({ userInfo: event.userInfo }) },
                { type: "storeSession", params: ({ event }) => ({ token: event.token, userId: event.userInfo._id }) }
              ]
            }
          },
          states: {
            profile: {
              initial: "loading",
              states: {
                loading: {
                  invoke: {
                    id: "loadProfile",
                    src: "loadProfile",
                    onDone: [
                      {
                        guard: { type: "needsPhoneVerification", params: ({ event }) => ({ profile: event.output }) },
                        target: "ready",
                        actions: [{ type: "storeProfile", params: ({ event }) => ({ profile: event.output }) }, "redirectToPhoneVerification"]
                      },
                      {
                        target: "ready",
                        actions: { type: "storeProfile", params: ({ event }) => ({ profile: event.output }) }
                      }
                    ],
                    onError: { target: "failed", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
                  }
                },
                ready: {
                  on: {
                    PROFILE_CHANGED: [
                      {
                        guard: { type: "needsPhoneVerification", params: ({ event }) => ({ profile: event.profile }) },
                        actions: [{ type: "storeProfile", params: ({ event }) => ({ profile: event.profile }) }, "redirectToPhoneVerification"]
                      },
                      { actions: { type: "storeProfile", params: ({ event }) => ({ profile: event.profile }) } }
                    ]
                  }
                },
                // My Profile says so and offers Retry.
                failed: { on: { RETRY_PROFILE: "loading" } }
              }
            },
            notifications: {
              initial: "loading",
              states: {
                loading: {
                  invoke: {
                    id: "loadNotifications",
                    src: "loadNotifications",
                    input: { page: NOTIFICATION_PAGE, perPage: NOTIFICATION_PER_PAGE },
                    onDone: {
                      target: "ready",
                      actions: { type: "storeNotifications", params: ({ event }) => ({ page: event.output }) }
                    },
                    onError: { target: "failed", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
                  },
                  // The load under way may have read the page before this
                  // arrived: load again.
                  on: {
                    notification: { target: "loading", reenter: true },
                    "events.connected": { target: "loading", reenter: true }
                  }
                },
                // Kept current by the stream; a reconnection reloads in case something was missed.
                ready: {
                  on: {
                    notification: { actions: { type: "receiveNotification", params: ({ event }) => ({ notification: event.payload }) } },
                    "events.connected": "loading"
                  }
                },
                // The bell's Retry (NOTIFICATIONS_CHANGED), a new notification or a reconnection loads again.
                failed: { on: { NOTIFICATIONS_CHANGED: "loading", notification: "loading", "events.connected": "loading" } }
              }
            },
            live: {
              initial: "listening",
              states: {
                listening: {
                  invoke: {
                    id: "liveEvents",
                    src: "liveEvents",
                    input: ({ context }) => ({ userId: context.userInfo?._id ?? null }),
                    // The stream never ends by itself: EventSource reconnects on its own, and giving up is an error.
                    onError: "waiting"
                  },
                  // Whether this stream has connected yet: until it has, nothing sent meanwhile arrives.
                  initial: "connecting",
                  states: {
                    connecting: { on: { "events.connected": "connected" } },
                    connected: {}
                  }
                },
                waiting: { after: { liveRetry: "listening" } }
              }
            },
            tokenRefresh: {
              initial: "waiting",
              states: {
                waiting: { after: { tokenRefresh: "refreshing" } },
                refreshing: {
                  invoke: {
                    id: "refreshToken",
                    src: "refreshToken",
                    onDone: {
                      target: "waiting",
                      actions: { type: "storeToken", params: ({ event }) => ({ token: event.output }) }
                    },
                    // Spec §8: refresh failures are swallowed here. A 401 is
                    // different: the API client announces it for any call,
                    // this one included, and UNAUTHORIZED ends the session.
                    onError: "waiting"
                  }
                }
              }
            }
          }
        },
        signingOut: {
          invoke: {
            id: "logout",
            src: "logout",
            onDone: { target: "guest", actions: ["clearStoredSession", "forgetLearner", "goHome"] },
            onError: {
              target: "guest",
              actions: [
                { type: "logFailure", params: ({ event }) => ({ what: "logout", error: event.error }) },
                "clearStoredSession",
                "forgetLearner",
                "goHome"
              ]
            }
          }
        }
      }
    },
    country: {
      initial: "locating",
      on: {
        LOCATION_GRANTED: {
          actions: { type: "storeGeoLocal", params: ({ event }) => ({ lat: event.lat, lng: event.lng }) }
        }
      },
      states: {
        locating: {
          invoke: {
            id: "locate",
            src: "locate",
            onDone: { target: "known", actions: { type: "storeCountry", params: ({ event }) => ({ country: event.output }) } },
            // Unknown stays null; the country only tailors what is shown.
            onError: "known"
          }
        },
        known: {}
      }
    }
  }
})

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

export const isSignedIn = (snapshot: SessionSnapshot): boolean => snapshot.context.isLogin
/** The page's first login-success is still out: whether this page is signed in is not known yet (only a token cookie may say so). */
export const isCheckingSession = (snapshot: SessionSnapshot): boolean => snapshot.matches({ account: "checking" })
export const selectUserName = (snapshot: SessionSnapshot): string | null => snapshot.context.profile?.name ?? snapshot.context.userInfo?.name ?? null
export const selectNotifications = (snapshot: SessionSnapshot): NotificationPage | null => snapshot.context.notifications
/** The header's notifications could not be loaded (the bell offers Retry). */
export const notificationsFailed = (snapshot: SessionSnapshot): boolean => snapshot.matches({ account: { signedIn: { notifications: "failed" } } })
/** The signed-in account's id (whose event stream a screen reads), or null. */
export const selectUserId = (snapshot: SessionSnapshot): string | null => snapshot.context.userInfo?._id ?? null
export const selectProfile = (snapshot: SessionSnapshot): Profile | null => snapshot.context.profile
/** Learner or support agent; null until login-success or the profile has said. */
export const selectRole = (snapshot: SessionSnapshot): Role | null => snapshot.context.profile?.role ?? snapshot.context.userInfo?.role ?? null
/** A signed-in support agent: the header links the desk. */
export const isAgent = (snapshot: SessionSnapshot): boolean => snapshot.context.isLogin && selectRole(snapshot) === "agent"
/** A signed-in operator: the header offers the admin area. */
export const isAdmin = (snapshot: SessionSnapshot): boolean => snapshot.context.isLogin && selectRole(snapshot) === "admin"
export const isSigningOut = (snapshot: SessionSnapshot): boolean => snapshot.matches({ account: "signingOut" })
