/**
 * The catalog's machines as src/wiring/catalog/catalog-wiring.ts provides them:
 * the generic resource and paged-list machines on the real services over a
 * fake fetch, the cart controls handed to the cart's actions, and Notify me
 * on the real calls, following a fake session, with the page around it
 * (the sign-in prompt, the kept press) faked.
 */
import { Effect, Layer } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { selectListItems, type TypedPagedListSnapshot } from "../../../src/machines/shared/paged-list.machine.ts"
import { makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { type AppRuntime, makeAppRuntime } from "../../../src/services/shared/runtime.ts"
import { readyRuntime } from "../../../src/services/shared/lazy-runtime.ts"
import { type ShownToast, Toasts } from "../../../src/services/shared/toasts.ts"
import { makeCatalogMachines } from "../../../src/wiring/catalog/catalog-wiring.ts"
import { makeNotifiers } from "../../../src/wiring/shared/notifiers.ts"
import type { ShopActions, ShopItem } from "../../../src/ui/catalog/catalog-machines.ts"
import type { SessionSnapshot } from "../../../src/machines/account/session.machine.ts"
import { selectAlertView } from "../../../src/machines/catalog/on-sale-alert.machine.ts"
import { KEPT_ALERT_KEY, type KeptRequestStore } from "../../../src/services/catalog/on-sale-alert-storage.ts"
import type { SessionFeed } from "../../../src/wiring/shared/session-following.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const API = "http://shop.test/api/v1/u"

const runtimes: Array<AppRuntime> = []
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.dispose()))
})

/** A session that is checking until told otherwise, then a guest or learner "u1". */
const fakeSession = () => {
  let state: "checking" | "guest" | "learner" = "checking"
  const listeners = new Set<(snapshot: SessionSnapshot) => void>()
  const snapshot = () =>
    ({
      context: { isLogin: state === "learner", userInfo: state === "learner" ? { _id: "u1" } : null },
      matches: (value: unknown) => state === "checking" && JSON.stringify(value) === JSON.stringify({ account: "checking" })
    }) as unknown as SessionSnapshot
  const feed: SessionFeed = {
    getSnapshot: snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return { unsubscribe: () => void listeners.delete(listener) }
    }
  }
  const become = (next: typeof state) => {
    state = next
    for (const listener of listeners) listener(snapshot())
  }
  return { feed, become }
}

const memoryStore = (): KeptRequestStore & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key)
  }
}

const NOW = Date.UTC(2026, 10, 28, 12)

const makeCatalog = (answer: Answer, signedIn = false) => {
  const shown: Array<ShownToast> = []
  const fake = makeFakeFetch(answer)
  const runtime = makeAppRuntime(
    Layer.mergeAll(makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => (signedIn ? "tok" : null) }), Toasts.layerRecording(shown))
  )
  runtimes.push(runtime)
  const pressed: Array<{ readonly list: string; readonly item: ShopItem }> = []
  const shop: ShopActions = {
    addToCart: (item) => void pressed.push({ list: "cart", item }),
    addToWishlist: (item) => void pressed.push({ list: "wishlist", item })
  }
  const notifiers = makeNotifiers(readyRuntime(runtime))
  const session = fakeSession()
  const prompts: Array<{ readonly message: string; readonly href: string }> = []
  const store = memoryStore()
  const machines = makeCatalogMachines(readyRuntime(runtime), notifiers, shop, {
    session: session.feed,
    environment: {
      currentLocation: () => "/exam-overview/nimbus/e1",
      askToSignIn: (message, href) => void prompts.push({ message, href }),
      keptRequests: store,
      now: () => NOW
    }
  })
  return { shown, pressed, seen: fake.seen, machines, session, prompts, store }
}

const flush = () => Effect.runPromise(Effect.sleep(10))
const EMPTY_PAGE = { docs: [], total: 0, page: 1, perPage: 12 }

describe("catalog wiring", () => {
  it("sends a category filter as the exam page's payload, only with the fields it sets", async () => {
    const catalog = makeCatalog(() => json(200, { data: EMPTY_PAGE }))
    const actor = createActor(catalog.machines.exams, { input: { filter: { category: "c1", subCategory: "s1" }, perPage: 12 } }).start()
    await waitFor(actor, (s) => s.matches("ready"))
    expect(catalog.seen[0]!.url).toBe(`${API}/public/exams/pagin`)
    expect(JSON.parse(catalog.seen[0]!.body ?? "null")).toEqual({ page: 1, perPage: 12, category: "c1", subCategory: "s1" })

    actor.send({ type: "SET_FILTER", filter: { searchString: "nimbus" } })
    await waitFor(actor, (s) => s.matches("ready") && catalog.seen.length === 2)
    expect(JSON.parse(catalog.seen[1]!.body ?? "null")).toEqual({ page: 1, perPage: 12, searchString: "nimbus" })
    expect(selectListItems(actor.getSnapshot() as TypedPagedListSnapshot<unknown, unknown>)).toEqual([])
  })

  it("an unknown exam id ends in notFound, not failed", async () => {
    const catalog = makeCatalog(() => json(404, { _tag: "NotFound", message: "This exam was not found." }))
    const actor = createActor(catalog.machines.exam, { input: { request: { id: "nope" } } }).start()
    await waitFor(actor, (s) => s.matches("notFound"))
    expect(catalog.seen[0]!.url).toBe(`${API}/public/exams/nope`)
    await flush()
    // Not a failure the learner must hear about: the screen shows the not-found page.
    expect(catalog.shown).toEqual([])
  })

  it("a server failure keeps the message for the inline error, shows it once as an error toast (spec §8) and retries on RETRY", async () => {
    let fail = true
    const catalog = makeCatalog(() => (fail ? json(503, { message: "Back in a moment." }) : json(200, { data: EMPTY_PAGE })))
    const actor = createActor(catalog.machines.packages, { input: { filter: null, perPage: 12 } }).start()
    const failed = await waitFor(actor, (s) => s.matches("failed"))
    expect(failed.context.failureMessage).toBe("Back in a moment.")
    await flush()
    expect(catalog.shown).toEqual([{ kind: "error", message: "Back in a moment." }])
    fail = false
    actor.send({ type: "RETRY" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(JSON.parse(catalog.seen[1]!.body ?? "null")).toEqual({ page: 1, perPage: 12 })
    await flush()
    expect(catalog.shown).toHaveLength(1)
  })

  it("a failed load of one thing (an exam) shows the server's message as an error toast; a 401 shows none", async () => {
    for (const [status, shown] of [
      [500, [{ kind: "error", message: "The exam shelf is being dusted." }]],
      [401, []]
    ] as const) {
      const catalog = makeCatalog(() => json(status, { message: status === 500 ? "The exam shelf is being dusted." : "Please sign in." }))
      const actor = createActor(catalog.machines.exam, { input: { request: { id: "e1" } } }).start()
      await waitFor(actor, (s) => s.matches("failed"))
      await flush()
      expect(catalog.shown).toEqual(shown)
      actor.stop()
    }
  })

  it("the cart and wishlist controls hand the item to the cart's actions (src/wiring/cart/cart-wiring.ts)", async () => {
    const catalog = makeCatalog(() => json(500, {}))
    catalog.machines.addToCart({ kind: "exam", _id: "e1", name: "Exam", availability: "onSale" })
    catalog.machines.addToWishlist({ kind: "package", _id: "p1", name: "Package", availability: "onSale" })
    await flush()
    expect(catalog.pressed).toEqual([
      { list: "cart", item: { kind: "exam", _id: "e1", name: "Exam", availability: "onSale" } },
      { list: "wishlist", item: { kind: "package", _id: "p1", name: "Package", availability: "onSale" } }
    ])
    expect(catalog.seen).toEqual([])
  })
})

describe("Notify me as the catalog wiring provides it", () => {
  const ALERT = `${API}/exams/e1/notify-me`
  const answerAlerts =
    (requested: { value: boolean }): Answer =>
    (request) => {
      if (request.method === "GET") return json(200, { data: { examId: "e1", requested: requested.value } })
      requested.value = request.method === "PUT"
      return json(200, { message: requested.value ? "We will email you once." : "You will not be told.", data: { examId: "e1", requested: requested.value } })
    }

  it("waits for the session; a guest's press keeps it in the tab and asks them to sign in and come back, calling nothing", async () => {
    const catalog = makeCatalog(() => json(500, {}))
    const actor = createActor(catalog.machines.onSaleAlert, { input: { examId: "e1" } }).start()
    actor.send({ type: "NOTIFY" })
    expect(catalog.prompts).toEqual([])
    catalog.session.become("guest")
    expect(catalog.prompts).toEqual([
      { message: "Sign in to be told once when this exam goes on sale.", href: "/sign-in?lastLocation=%2Fexam-overview%2Fnimbus%2Fe1" }
    ])
    expect(JSON.parse(catalog.store.items.get(KEPT_ALERT_KEY) ?? "null")).toEqual({ examId: "e1", at: NOW })
    await flush()
    expect(catalog.seen).toEqual([])
  })

  it("a learner's page reads the state, asks with PUT and cancels with DELETE, showing the server's words", async () => {
    const requested = { value: false }
    const catalog = makeCatalog(answerAlerts(requested), true)
    const actor = createActor(catalog.machines.onSaleAlert, { input: { examId: "e1" } }).start()
    catalog.session.become("learner")
    await waitFor(actor, (s) => selectAlertView(s) === "off")
    actor.send({ type: "NOTIFY" })
    await waitFor(actor, (s) => selectAlertView(s) === "on")
    actor.send({ type: "CANCEL" })
    await waitFor(actor, (s) => selectAlertView(s) === "off")
    expect(catalog.seen.map((request) => `${request.method} ${request.url}`)).toEqual([`GET ${ALERT}`, `PUT ${ALERT}`, `DELETE ${ALERT}`])
    await flush()
    expect(catalog.shown.map((toast) => toast.message)).toEqual(["We will email you once.", "You will not be told."])
  })

  it("back signed in with this exam's kept press, the request is made and the press forgotten", async () => {
    const requested = { value: false }
    const catalog = makeCatalog(answerAlerts(requested), true)
    catalog.store.setItem(KEPT_ALERT_KEY, JSON.stringify({ examId: "e1", at: NOW - 60_000 }))
    const actor = createActor(catalog.machines.onSaleAlert, { input: { examId: "e1" } }).start()
    catalog.session.become("learner")
    await waitFor(actor, (s) => selectAlertView(s) === "on")
    expect(catalog.seen.map((request) => request.method)).toEqual(["GET", "PUT"])
    expect(catalog.store.items.has(KEPT_ALERT_KEY)).toBe(false)
  })

  it("another exam's kept press is neither made nor forgotten here", async () => {
    const catalog = makeCatalog(answerAlerts({ value: false }), true)
    catalog.store.setItem(KEPT_ALERT_KEY, JSON.stringify({ examId: "e2", at: NOW }))
    const actor = createActor(catalog.machines.onSaleAlert, { input: { examId: "e1" } }).start()
    catalog.session.become("learner")
    await waitFor(actor, (s) => selectAlertView(s) === "off")
    expect(catalog.seen.map((request) => request.method)).toEqual(["GET"])
    expect(catalog.store.items.has(KEPT_ALERT_KEY)).toBe(true)
  })

  it("a 409 (the exam went on sale meanwhile) shows the server's message and stays off", async () => {
    const catalog = makeCatalog(
      (request) =>
        request.method === "GET"
          ? json(200, { data: { examId: "e1", requested: false } })
          : json(409, { _tag: "Conflict", message: "It is on sale now: add it to your cart." }),
      true
    )
    const actor = createActor(catalog.machines.onSaleAlert, { input: { examId: "e1" } }).start()
    catalog.session.become("learner")
    await waitFor(actor, (s) => selectAlertView(s) === "off")
    actor.send({ type: "NOTIFY" })
    await waitFor(actor, (s) => selectAlertView(s) === "off" && catalog.seen.length === 2)
    await flush()
    expect(catalog.shown.map((toast) => toast.message)).toEqual(["It is on sale now: add it to your cart."])
  })
})
