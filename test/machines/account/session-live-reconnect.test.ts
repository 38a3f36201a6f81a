/**
 * The session's live stream when the server closes it (docs/decisions/
 * real-time-streams.md): the session machine with the page's
 * real stream (src/services/shared/event-stream.ts) over a fake
 * EventSource and a fake token cookie. A stream closed at its token's
 * expiry opens again at once with the token the machine's tokenRefresh
 * region stored meanwhile, after the last event id, and the notifications
 * reload in case something was missed; nothing fails. A stream closed as
 * `replaced` stays closed until the page is shown again.
 */
import { Layer, ManagedRuntime } from "effect"
import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { UserId } from "../../../src/api/shared/ids.ts"
import type { Notification, NotificationPage } from "../../../src/api/account/notifications.ts"
import type { Profile } from "../../../src/api/account/profile.ts"
import { sessionMachine, type LoginSuccess } from "../../../src/machines/account/session.machine.ts"
import { type EventSourceLike, eventStream, makeLastEventIds } from "../../../src/services/shared/event-stream.ts"
import { fromStream } from "../../../src/services/shared/stream-actor.ts"

const VERIFIED: Profile = {
  _id: UserId.make("u1"),
  name: "Dana Demo",
  email: "demo@examready.example",
  phone: "(512) 555-0199",
  isPhoneVerified: true,
  image: null,
  role: "learner"
}
const NOTE = { _id: "n1", title: "Payment received", description: "Order R-1", createdAt: "2026-11-23T22:00:00.000Z" } as unknown as Notification
const PAGE: NotificationPage = { docs: [], total: 0, page: 1, perPage: 20 }

/** An EventSource the test drives, remembering the token cookie it was opened with (a browser sends the cookie of that moment). */
class FakeEventSource implements EventSourceLike {
  readyState = 0
  onopen: ((event: unknown) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  closed = false
  readonly listeners = new Map<string, Array<(event: { data: string; lastEventId: string }) => void>>()
  readonly url: string
  readonly token: string
  constructor(url: string, token: string) {
    this.url = url
    this.token = token
  }
  addEventListener(type: string, listener: (event: { data: string; lastEventId: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
    this.readyState = 2
  }
  connect() {
    this.readyState = 1
    this.onopen?.({})
  }
  emit(type: string, id: number, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data, lastEventId: String(id) })
  }
}

const harness = () => {
  let cookie = ""
  let refreshes = 0
  let shownAgain: (() => void) | undefined
  const sources: Array<FakeEventSource> = []
  const notificationLoads: Array<number> = []
  const lastEventIds = makeLastEventIds()
  const runtime = ManagedRuntime.make(Layer.empty)
  const open = (url: string) => {
    const source = new FakeEventSource(url, cookie)
    sources.push(source)
    return source
  }
  const machine = sessionMachine.provide({
    actors: {
      loginSuccess: fromPromise(async (): Promise<LoginSuccess> => ({ token: "token-at-sign-in", data: VERIFIED })),
      loadProfile: fromPromise(async () => VERIFIED),
      loadNotifications: fromPromise(async () => {
        notificationLoads.push(Date.now())
        return PAGE
      }),
      refreshToken: fromPromise(async () => `refreshed-${++refreshes}`),
      logout: fromPromise(async (): Promise<void> => {}),
      locate: fromPromise(async (): Promise<string | null> => "US"),
      liveEvents: fromStream(runtime, (input: { readonly userId: string | null }) =>
        eventStream({
          userId: input.userId,
          open,
          lastEventIds,
          resume: (callback) => {
            shownAgain = callback
            return () => {}
          }
        })
      )
    },
    actions: {
      storeSession: (_, params) => {
        cookie = params.token
      },
      storeToken: (_, params) => {
        cookie = params.token
      }
    },
    delays: { tokenRefresh: 20, liveRetry: 20 }
  })
  const actor = createActor(machine, { input: { hasTokenCookie: true } })
  return { actor, sources, notificationLoads, cookie: () => cookie, showAgain: () => shownAgain?.(), stop: () => actor.stop() }
}

const until = async (done: () => boolean) => {
  for (let tries = 0; tries < 200 && !done(); tries++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(done()).toBe(true)
}

describe("the session's live stream closed by the server", () => {
  it("at the token's expiry it opens again at once with the refreshed token, after the last event id; nothing fails", async () => {
    const { actor, sources, notificationLoads, cookie, stop } = harness()
    actor.start()
    await waitFor(actor, (snapshot) => snapshot.matches({ account: { signedIn: { live: "listening" } } }))
    await until(() => sources.length === 1)
    expect(sources[0]!.token).toBe("token-at-sign-in")
    sources[0]!.connect()
    sources[0]!.emit("notification", 7, JSON.stringify(NOTE))
    // The tokenRefresh region renews the cookie's token while the stream stays open.
    await until(() => cookie().startsWith("refreshed-"))
    const loadsBefore = notificationLoads.length

    sources[0]!.emit("closed", 7, JSON.stringify({ reason: "expired" }))
    expect(sources[0]!.closed).toBe(true)
    expect(sources).toHaveLength(2)
    expect(sources[1]!.url).toBe("/api/v1/u/events?lastEventId=7")
    expect(sources[1]!.token).toMatch(/^refreshed-/)
    sources[1]!.connect()
    // Connected again: the notifications reload, in case one came while it was closed.
    await until(() => notificationLoads.length > loadsBefore)
    expect(actor.getSnapshot().matches({ account: { signedIn: { live: { listening: "connected" } } } })).toBe(true)
    stop()
  })

  it("replaced by a newer tab's stream it stays closed, without retrying, until the page is shown again", async () => {
    const { actor, sources, showAgain, stop } = harness()
    actor.start()
    await until(() => sources.length === 1)
    sources[0]!.connect()
    sources[0]!.emit("notification", 4, JSON.stringify(NOTE))
    sources[0]!.emit("closed", 4, JSON.stringify({ reason: "replaced" }))
    // Several retry delays later, still nothing opened.
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(sources).toHaveLength(1)
    expect(actor.getSnapshot().matches({ account: { signedIn: { live: "listening" } } })).toBe(true)
    showAgain()
    expect(sources).toHaveLength(2)
    expect(sources[1]!.url).toBe("/api/v1/u/events?lastEventId=4")
    stop()
  })
})
