/**
 * The session machine's paths, generated and replayed in Chromium (the
 * harness is model-paths.ts). The session is the app-wide actor:
 * it starts when the page loads, so every path opens the home page of a new
 * learner (signed in through the API: the `sid` cookie) and goes on with
 * what a learner does — sign out, sign in again (the sign-in screen, also
 * reached with Back while signed in), edit the name or the phone on My
 * Profile, retry what failed — and what the world does: a payment made
 * elsewhere notifies them (the stream brings it), their session ended on
 * another device (the next learner call answers 401), the stream
 * reconnects (the browser goes offline and back), time passes (the token
 * refresh every 10 s, the stream's retry after 5 s, on Playwright's clock).
 *
 * The notifications list and the event stream's requests are held at the
 * server's door and let through when the path says, so that the stream
 * connecting before, while or after the list loads (the machine reloads
 * the list on `events.connected`) happens at the same point in every run;
 * a reconnection is the stream turned away (503: an EventSource gives up)
 * and opened again by the machine after its pause. Other failures are the
 * one call routed to a lost connection. A 401 while a guest has no real cause
 * (no call of a guest's needs a session): it is the blog list routed to
 * 401. The second run starts with the `token` cookie left from an earlier
 * visit (spec §4: it keeps the signed-in flag when login-success fails).
 */
import { expect, type Locator, type Page } from "@playwright/test"
import type { AnyMachineSnapshot, EventObject, StateValue } from "xstate"
import type { Profile } from "../../../src/api/account/profile.ts"
import { type SessionContext, type SessionEvent, sessionMachine } from "../../../src/machines/account/session.machine.ts"
import type { ActorResultEvent } from "../../machines/shared/path-coverage.ts"
import { newLearner } from "../support/helpdesk-people.ts"
import { API, buyExam } from "../support/shop-api.ts"
import { dropOnce, type HeldCalls, holdEvery } from "./held-calls.ts"
import { type BrowserModel, modelTests, type StepContext } from "./model-paths.ts"
import { shopAddress } from "../support/shop-address.ts"

const PASSWORD = "Model-Session-2026"
/** Exams bought through the API to make a notification, one per `notification` step. */
const EXAMS_TO_BUY = ["TBL-SQL-100", "KDP-PY-110", "DTM-DE-220", "COG-GEN-200", "DPB-SRE-150"] as const

const URLS = {
  loginSuccess: "**/auth/login/success",
  logout: "**/auth/logout",
  profile: "**/api/v1/u/profile/myProfile",
  notifications: "**/api/v1/u/notifications/pagin",
  tokenRefresh: "**/api/v1/u/profile/tokenRefresh",
  locate: "**/api/v1/u/public/getLocationByIp",
  events: /\/api\/v1\/u\/events(\?.*)?$/,
  blogList: "**/api/v1/u/blog/pagin"
} as const

// ── The model (for the generator: what the screen allows and what the server can answer) ──

const VERIFIED = {
  _id: "u1",
  name: "Model Learner",
  email: "m@example.com",
  phone: "(512) 555-0100",
  isPhoneVerified: true,
  role: "learner"
} as unknown as Profile
const UNVERIFIED = { ...VERIFIED, isPhoneVerified: false } as Profile
const NOTE = { _id: "n1", title: "Payment received", description: "Order", createdAt: "2026-11-24T00:00:00.000Z" }

const done = (actor: string, output: unknown): ActorResultEvent => ({ type: `xstate.done.actor.${actor}`, output })
const error = (actor: string): ActorResultEvent => ({ type: `xstate.error.actor.${actor}`, error: { _tag: "ApiFailure", reason: "Network", message: "lost" } })
const after = (delay: string, stateId: string): ActorResultEvent => ({ type: `xstate.after.${delay}.${stateId}` })

/** The value of one region of the session, e.g. `at(value, "account", "signedIn", "live")`. */
const at = (value: StateValue, ...keys: ReadonlyArray<string>): StateValue | undefined => {
  let part: StateValue | undefined = value
  for (const key of keys) {
    if (part === undefined || typeof part === "string") return part === key ? {} : undefined
    part = part[key]
  }
  return part
}
const is = (value: StateValue | undefined, state: string): boolean => value === state || (typeof value === "object" && value !== null && state in value)

const stable = (context: unknown) => ({ isLogin: (context as SessionContext).isLogin })

const cases = (snapshot: AnyMachineSnapshot): ReadonlyArray<SessionEvent | ActorResultEvent> => {
  const value = snapshot.value as StateValue
  const account = at(value, "account")
  const country = at(value, "country")
  const found: Array<SessionEvent | ActorResultEvent> = []
  if (is(country, "locating")) {
    found.push(done("locate", "US"), error("locate"))
    // The browser's granted location comes once, at the page's start.
    if (is(account, "checking")) found.push({ type: "LOCATION_GRANTED", lat: 30.27, lng: -97.74 })
  }
  if (is(account, "checking")) found.push(done("loginSuccess", { token: "t", data: VERIFIED }), error("loginSuccess"))
  if (is(account, "guest")) found.push({ type: "SIGNED_IN", token: "t", userInfo: VERIFIED as never }, { type: "UNAUTHORIZED", location: "/blog" })
  if (is(account, "signingOut")) found.push(done("logout", undefined), error("logout"))
  if (is(account, "signedIn")) {
    found.push({ type: "SIGN_OUT" }, { type: "UNAUTHORIZED", location: "/profile" }, { type: "SIGNED_IN", token: "t", userInfo: VERIFIED as never })
    const profile = at(value, "account", "signedIn", "profile")
    const notifications = at(value, "account", "signedIn", "notifications")
    const live = at(value, "account", "signedIn", "live")
    const token = at(value, "account", "signedIn", "tokenRefresh")
    if (is(profile, "loading")) found.push(done("loadProfile", VERIFIED), done("loadProfile", UNVERIFIED), error("loadProfile"))
    if (is(profile, "ready")) found.push({ type: "PROFILE_CHANGED", profile: VERIFIED }, { type: "PROFILE_CHANGED", profile: UNVERIFIED })
    if (is(profile, "failed")) found.push({ type: "RETRY_PROFILE" })
    if (is(notifications, "loading")) found.push(done("loadNotifications", { docs: [], total: 0, page: 1, perPage: 20 }), error("loadNotifications"))
    if (is(notifications, "failed")) found.push({ type: "NOTIFICATIONS_CHANGED" })
    // The stream's first answer: it connects, or the server turns it away (EventSource then gives up).
    if (is(at(value, "account", "signedIn", "live", "listening"), "connecting")) found.push({ type: "events.connected" }, error("liveEvents"))
    // Only a connected stream brings what happens meanwhile.
    if (is(at(value, "account", "signedIn", "live", "listening"), "connected")) found.push({ type: "notification", payload: NOTE as never })
    if (is(live, "waiting")) found.push(after("liveRetry", "session.account.signedIn.live.waiting"))
    if (is(token, "waiting")) found.push(after("tokenRefresh", "session.account.signedIn.tokenRefresh.waiting"))
    if (is(token, "refreshing")) found.push(done("refreshToken", "t2"), error("refreshToken"))
  }
  return found
}

// ── The browser side ──

const held = new WeakMap<Page, { readonly notifications: HeldCalls; readonly events: HeldCalls }>()

/** A payment made elsewhere (through the API): the server notifies the learner ("Payment received"). */
const buyForANotification = async (step: StepContext) => {
  const bought = Number(step.scenario.bought ?? "0")
  step.scenario.bought = String(bought + 1)
  const paid = await buyExam(step.page.request, step.scenario.token!, EXAMS_TO_BUY[bought]!)
  expect(paid.ok(), await paid.text()).toBe(true)
}

/** In-app navigation (as a link or Back would): the page is not reloaded, so the session actor stays. */
const goInApp = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    history.pushState(null, "", to)
    dispatchEvent(new PopStateEvent("popstate"))
  }, path)
}

/**
 * Presses a button from the keyboard: a failed load's error toast (spec §8)
 * sits over the header's right corner (spec §9: top-right) for its five
 * seconds, and stays while the pointer rests on it, so a pointer press on
 * the bell or Sign out under it would wait for it; a learner's Tab and
 * Enter reach them as they are.
 */
const pressButton = (button: Locator) => button.press("Enter")

const signInOnScreen = async (page: Page, email: string) => {
  await goInApp(page, "/sign-in")
  const main = page.getByRole("main")
  await main.getByRole("textbox", { name: "Email", exact: true }).fill(email)
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD)
  await main.getByRole("button", { name: "Sign in" }).click()
}

const newPhone = (): string => {
  const line = String(Math.floor(Math.random() * 1e7)).padStart(7, "0")
  return `(512) ${line.slice(0, 3)}-${line.slice(3)}`
}

const editProfile = async (page: Page, change: { readonly name?: string; readonly phone?: string }) => {
  await goInApp(page, "/profile")
  await page.getByRole("button", { name: "Edit name and phone" }).click()
  if (change.name !== undefined) await page.getByRole("textbox", { name: "Name" }).fill(change.name)
  if (change.phone !== undefined) await page.getByRole("textbox", { name: "Phone" }).fill(change.phone)
  await page.getByRole("button", { name: "Save" }).click()
}

const needsPhone = (event: EventObject): boolean => {
  const profile = ((event as { output?: Profile; profile?: Profile }).output ?? (event as { profile?: Profile }).profile)!
  // Spec §4's phone rule is the learners' (staff are never sent to add a number).
  return profile.role === "learner" && !profile.isPhoneVerified
}

const model: BrowserModel<typeof sessionMachine> = {
  machine: sessionMachine,
  runs: [
    { name: "a learner signed in", input: { hasTokenCookie: false } },
    { name: "a token cookie from an earlier visit", input: { hasTokenCookie: true } }
  ],
  stableContext: stable,
  cases,
  simplePathCap: 0,
  events: {
    SIGNED_IN: async ({ page, scenario }) => {
      await signInOnScreen(page, scenario.email!)
    },
    SIGN_OUT: async ({ page }) => {
      await pressButton(page.getByRole("banner").getByRole("button", { name: "Sign out" }))
    },
    UNAUTHORIZED: async ({ page, scenario }, _event, before) => {
      if (is(at(before.value, "account"), "guest")) {
        // No guest call answers 401 for real: the blog list is routed to one.
        await page.route(
          URLS.blogList,
          (route) =>
            route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ _tag: "Unauthorized", message: "Please sign in." }) }),
          { times: 1 }
        )
        await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click()
        return
      }
      // The session ended on another device; the next learner call (My Profile's) answers 401.
      const ended = await page.request.get("/auth/logout", { headers: { "x-access-token": scenario.token! } })
      expect(ended.ok(), await ended.text()).toBe(true)
      await goInApp(page, "/profile/exam/active")
    },
    PROFILE_CHANGED: async ({ page }, event) => {
      if (needsPhone(event)) await editProfile(page, { phone: newPhone() })
      else await editProfile(page, { name: `Model Learner ${Math.floor(Math.random() * 1000)}` })
    },
    RETRY_PROFILE: async ({ page }) => {
      await goInApp(page, "/profile")
      await page.getByRole("alert").getByRole("button", { name: "Retry" }).click()
    },
    NOTIFICATIONS_CHANGED: async ({ page }) => {
      await pressButton(page.getByRole("banner").getByRole("button", { name: /^Notifications/ }))
      await pressButton(page.getByRole("dialog").getByRole("button", { name: "Retry" }))
    },
    LOCATION_GRANTED: async () => {
      // The browser was granted the location before the page opened: the app reads it at its start.
    },
    notification: async (step) => {
      await buyForANotification(step)
    },
    "events.connected": async ({ page }) => {
      // The stream's request, held at the door, goes through to the server: it connects.
      await held.get(page)!.events.answer()
    },
    // The session does not listen to the helpdesk's events (the chat and the unread count do):
    // no path has them, and they are here because the map covers every event type.
    helpdeskMessage: async () => {
      throw new Error("the session has no transition on helpdeskMessage")
    },
    helpdeskTicket: async () => {
      throw new Error("the session has no transition on helpdeskTicket")
    },
    helpdeskTyping: async () => {
      throw new Error("the session has no transition on helpdeskTyping")
    },
    helpdeskRead: async () => {
      throw new Error("the session has no transition on helpdeskRead")
    }
  },
  results: {
    "xstate.done.actor.loginSuccess": () => {},
    "xstate.error.actor.loginSuccess": ({ page }) => dropOnce(page, URLS.loginSuccess),
    "xstate.done.actor.loadProfile": async ({ page, scenario }, result) => {
      if (!needsPhone(result)) return
      // A new number waits for its code: the profile needs verifying again.
      const changed = await page.request.post(`${API}/profile/update`, {
        headers: { "x-access-token": scenario.token! },
        data: { name: "Model Learner", phone: newPhone() }
      })
      expect(changed.ok(), await changed.text()).toBe(true)
    },
    "xstate.error.actor.loadProfile": ({ page }) => dropOnce(page, URLS.profile),
    "xstate.done.actor.loadNotifications":
      ({ page }) =>
      () =>
        held.get(page)!.notifications.answer(),
    "xstate.error.actor.loadNotifications":
      ({ page }) =>
      () =>
        held.get(page)!.notifications.drop(),
    "xstate.done.actor.refreshToken": () => {},
    "xstate.error.actor.refreshToken": ({ page }) => dropOnce(page, URLS.tokenRefresh),
    "xstate.done.actor.logout": () => {},
    "xstate.error.actor.logout": ({ page }) => dropOnce(page, URLS.logout),
    "xstate.done.actor.locate": () => {},
    "xstate.error.actor.locate": ({ page }) => dropOnce(page, URLS.locate),
    // The stream's request answered 503: EventSource gives up (closed), the machine waits and opens a new one.
    "xstate.error.actor.liveEvents":
      ({ page }) =>
      () =>
        held.get(page)!.events.answerWith(503, { message: "busy" })
  },
  screens: {
    "session.account": { transient: "the region holding the learner's account; its states are checked below" },
    "session.account.checking": { transient: "asks login-success at the page's start" },
    "session.account.guest": async (page) => {
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible()
    },
    "session.account.signedIn": async (page) => {
      await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible()
    },
    "session.account.signedIn.profile": { transient: "the region of the profile; its states are checked below" },
    "session.account.signedIn.profile.loading": { transient: "waits for the profile" },
    "session.account.signedIn.profile.ready": async (page) => {
      await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible()
    },
    "session.account.signedIn.profile.failed": async (page) => {
      await goInApp(page, "/profile")
      // The inline state (the failure's toast, also an alert, says why).
      await expect(page.getByRole("main").getByRole("alert")).toContainText("Your profile could not be loaded.")
    },
    "session.account.signedIn.notifications": { transient: "the region of the header's notifications" },
    "session.account.signedIn.notifications.loading": { transient: "waits for the list (held until the path answers it)" },
    "session.account.signedIn.notifications.ready": async (page) => {
      await expect(page.getByRole("banner").getByRole("button", { name: /^Notifications/ })).toBeVisible()
    },
    "session.account.signedIn.notifications.failed": async (page) => {
      await pressButton(page.getByRole("banner").getByRole("button", { name: /^Notifications/ }))
      await expect(page.getByRole("dialog").getByRole("alert")).toContainText("Your notifications could not be loaded.")
      await page.keyboard.press("Escape")
    },
    "session.account.signedIn.live": { transient: "the region of the event stream (nothing on screen)" },
    "session.account.signedIn.live.listening": { transient: "the stream is open or opening: nothing on screen" },
    "session.account.signedIn.live.listening.connecting": { transient: "the stream's request waits (held until the path lets it through)" },
    "session.account.signedIn.live.listening.connected": { transient: "the stream is open: nothing on screen" },
    "session.account.signedIn.live.waiting": { transient: "waits 5 s before opening the stream again: nothing on screen" },
    "session.account.signedIn.tokenRefresh": { transient: "the region of the token refresh (nothing on screen)" },
    "session.account.signedIn.tokenRefresh.waiting": { transient: "waits 10 s: nothing on screen" },
    "session.account.signedIn.tokenRefresh.refreshing": { transient: "asks for a new token: nothing on screen" },
    "session.account.signingOut": { transient: "waits for the sign-out's answer" },
    "session.country": { transient: "the region of the visitor's country (nothing on screen)" },
    "session.country.locating": { transient: "asks the country of the address" },
    "session.country.known": { transient: "the country is kept for the prices' currency: nothing of its own on screen" }
  },
  prepare: async (step, run) => {
    const { token, email } = await newLearner(step.page.request, "Model Learner", PASSWORD)
    step.scenario.token = token
    step.scenario.email = email
    held.set(step.page, {
      notifications: await holdEvery(step.page, URLS.notifications, "notifications", "newest"),
      events: await holdEvery(step.page, URLS.events, "event stream", "newest")
    })
    await step.context.grantPermissions(["geolocation"])
    await step.context.setGeolocation({ latitude: 30.27, longitude: -97.74 })
    if ((run.input as { hasTokenCookie: boolean }).hasTokenCookie) {
      await step.context.addCookies([{ name: "token", value: token, url: shopAddress() }])
    }
  },
  open: async ({ page }) => {
    // A page the browser renders itself: a page the server rendered carries the
    // session's start answers, so its login-success and country calls
    // would never be made, and the model could not fail them.
    await page.goto("/cart")
  }
}

modelTests(model)
