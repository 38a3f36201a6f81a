/**
 * The cart and the checkout as src/wiring/cart/cart-wiring.ts wires them: the
 * real cart and checkout machines on the real services over a fake fetch,
 * the guest's cart and the pending key in memory stores, a fake session to
 * follow, and the toasts recorded.
 */
import { Effect, Layer } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createActor, waitFor } from "xstate"
import type { SessionSnapshot } from "../../../src/machines/account/session.machine.ts"
import { selectCartCounts } from "../../../src/machines/cart/cart.machine.ts"
import { GUEST_CART_KEY } from "../../../src/services/cart/guest-cart-storage.ts"
import { makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { type AppRuntime, makeAppRuntime } from "../../../src/services/shared/runtime.ts"
import { readyRuntime } from "../../../src/services/shared/lazy-runtime.ts"
import { type ShownToast, Toasts } from "../../../src/services/shared/toasts.ts"
import { comingSoonMessage, GUEST_ADDED_MESSAGE, SIGN_IN_FOR_WISHLIST_MESSAGE } from "../../../src/domain/cart/shop-notices.ts"
import { type CartEnvironment, shopActions, startCart } from "../../../src/wiring/cart/cart-wiring.ts"
import type { SessionFeed } from "../../../src/wiring/shared/session-following.ts"
import { makeCheckoutMachines } from "../../../src/wiring/cart/checkout-wiring.ts"
import { makeNotifiers } from "../../../src/wiring/shared/notifiers.ts"
import { LINE, QUOTE, stateWith } from "./cart-fixtures.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const API = "http://shop.test/api/v1/u"
const EXAM = { kind: "exam", _id: "exam-1", name: "Nimbus Cloud Architect", availability: "onSale" } as const

const cleanups: Array<() => void | Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const memoryStore = () => {
  const items = new Map<string, string>()
  return {
    items,
    store: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key)
    }
  }
}

/** A session that is only what the cart reads of it: signed in or not, as whom, and whether its first check is still out. */
const fakeSession = (signedIn: boolean, startsChecking = false) => {
  const listeners = new Set<(snapshot: SessionSnapshot) => void>()
  const snapshotOf = (isLogin: boolean, userId: string, checking = false): SessionSnapshot =>
    ({
      context: { isLogin, userInfo: isLogin ? { _id: userId } : null },
      matches: (value: unknown) => checking && JSON.stringify(value) === JSON.stringify({ account: "checking" })
    }) as unknown as SessionSnapshot
  let snapshot = snapshotOf(signedIn, "u1", startsChecking)
  const feed: SessionFeed = {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return { unsubscribe: () => void listeners.delete(listener) }
    }
  }
  const become = (isLogin: boolean, userId = "u1") => {
    snapshot = snapshotOf(isLogin, userId)
    for (const listener of listeners) listener(snapshot)
  }
  return { feed, become }
}

const setup = (answer: Answer, options: { readonly signedIn?: boolean; readonly checking?: boolean; readonly guestCart?: string } = {}) => {
  const fake = makeFakeFetch(answer)
  const shown: Array<ShownToast> = []
  const runtime: AppRuntime = makeAppRuntime(
    Layer.mergeAll(makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => "tok" }), Toasts.layerRecording(shown))
  )
  const guest = memoryStore()
  if (options.guestCart !== undefined) guest.items.set(GUEST_CART_KEY, options.guestCart)
  const keys = memoryStore()
  const session = fakeSession(options.signedIn ?? false, options.checking ?? false)
  const environment: CartEnvironment = {
    guestStore: guest.store,
    keyStore: keys.store,
    fileSaver: { save: vi.fn() },
    navigate: vi.fn(),
    currentLocation: () => "/exam-overview/nimbus/exam-1",
    askToSignIn: vi.fn(),
    makeKey: () => "0b8f6a52-2c1e-4f7e-9b0a-6a9f1e2d3c4b",
    now: () => Date.parse("2030-01-01T00:00:00.000Z")
  }
  const notifiers = makeNotifiers(readyRuntime(runtime))
  const cart = startCart(readyRuntime(runtime), notifiers, session.feed, environment)
  cleanups.push(
    () => void cart.stop(),
    () => runtime.dispose()
  )
  return { fake, shown, guest, keys, session, environment, cart, notifiers, runtime }
}

const flush = () => Effect.runPromise(Effect.sleep(10))

describe("the cart actor as wired", () => {
  it("a guest's Add to cart of a coming-soon item is refused at the press, with the server's words, and nothing is kept", async () => {
    const wiring = setup(() => json(500, {}))
    const shop = shopActions(wiring.cart)
    shop.addToCart({ ...EXAM, availability: "comingSoon" })
    expect(selectCartCounts(wiring.cart.getSnapshot())).toEqual({ cartList: 0, wishList: 0 })
    expect(wiring.guest.items.has(GUEST_CART_KEY)).toBe(false)
    await vi.waitFor(() => expect(wiring.shown).toEqual([{ kind: "info", message: comingSoonMessage("exam", EXAM.name) }]))
    expect(wiring.fake.seen).toEqual([])
  })

  it("a guest's Add to cart stays in the browser, counts at once, and merges on sign-in with the server's words", async () => {
    const merged = {
      message: "1 item from before you signed in is in your cart.",
      data: { merged: [{ kind: "exam", _id: "exam-1" }], refused: [], cart: stateWith([LINE]) }
    }
    const wiring = setup((request) => (request.url.endsWith("/cart/merge") ? json(200, merged) : json(500, {})))
    const shop = shopActions(wiring.cart)

    shop.addToCart(EXAM)
    expect(selectCartCounts(wiring.cart.getSnapshot())).toEqual({ cartList: 1, wishList: 0 })
    expect(JSON.parse(wiring.guest.items.get(GUEST_CART_KEY) ?? "null")).toEqual([{ kind: "exam", _id: "exam-1" }])
    shop.addToCart(EXAM)
    expect(selectCartCounts(wiring.cart.getSnapshot())).toEqual({ cartList: 1, wishList: 0 })
    // A guest has no wishlist: asked to sign in and brought back.
    shop.addToWishlist(EXAM)
    expect(wiring.environment.askToSignIn).toHaveBeenCalledWith(SIGN_IN_FOR_WISHLIST_MESSAGE, "/sign-in?lastLocation=%2Fexam-overview%2Fnimbus%2Fexam-1")
    expect(wiring.fake.seen).toEqual([])

    wiring.session.become(true)
    await waitFor(wiring.cart, (s) => s.matches({ lists: { signedIn: "ready" } }))
    expect(JSON.parse(wiring.fake.seen[0]!.body ?? "null")).toEqual({ items: [{ kind: "exam", _id: "exam-1" }] })
    expect(wiring.guest.items.has(GUEST_CART_KEY)).toBe(false)
    expect(selectCartCounts(wiring.cart.getSnapshot())).toEqual({ cartList: 1, wishList: 0 })
    // The toasts' code loads with the first toast: wait for it rather than for a fixed number of turns.
    await vi.waitFor(() =>
      expect(wiring.shown).toEqual([
        { kind: "success", message: GUEST_ADDED_MESSAGE },
        { kind: "info", message: "This is already in your cart." },
        { kind: "success", message: merged.message }
      ])
    )

    wiring.session.become(false)
    expect(wiring.cart.getSnapshot().matches({ lists: "guest" })).toBe(true)
    expect(selectCartCounts(wiring.cart.getSnapshot())).toEqual({ cartList: 0, wishList: 0 })
  })

  it("starts from the browser's guest cart (read after the start), and signed in loads the server's lists", async () => {
    const guestOnly = setup(() => json(500, {}), { guestCart: JSON.stringify([{ kind: "exam", _id: "exam-1" }]) })
    // Decoded once the contract's schema has loaded, then handed to the actor.
    await waitFor(guestOnly.cart, (s) => selectCartCounts(s).cartList === 1)
    expect(guestOnly.cart.getSnapshot().context.guestItems).toEqual([{ kind: "exam", _id: "exam-1" }])

    const learner = setup(() => json(200, { data: stateWith([LINE], [{ ...LINE, _id: "line-2", list: "wishlist" }]) }), { signedIn: true })
    await waitFor(learner.cart, (s) => s.matches({ lists: { signedIn: "ready" } }))
    expect(learner.fake.seen[0]!.url).toBe(`${API}/cart/lines`)
    expect(selectCartCounts(learner.cart.getSnapshot())).toEqual({ cartList: 1, wishList: 1 })
  })

  it("a learner's add pressed while the lists first load waits for them, then goes to the server", async () => {
    const wiring = setup(
      (request) =>
        request.method === "GET"
          ? json(200, { data: stateWith([]) })
          : json(200, { message: "Added to your wishlist.", data: stateWith([], [{ ...LINE, list: "wishlist" }]) }),
      { signedIn: true }
    )
    const shop = shopActions(wiring.cart)
    expect(wiring.cart.getSnapshot().matches({ lists: { signedIn: "loading" } })).toBe(true)
    shop.addToWishlist(EXAM)
    await waitFor(wiring.cart, (s) => s.matches({ lists: { signedIn: "ready" } }) && s.context.counts.wishList === 1)
    await flush()
    expect(wiring.fake.seen.map((r) => r.method)).toEqual(["GET", "POST"])
    expect(wiring.shown).toEqual([{ kind: "success", message: "Added to your wishlist." }])
  })

  it("a press while the session's first check is out waits for its answer: a learner's wishlist add is not asked to sign in", async () => {
    // The page of a learner with only the session cookie starts as a guest's until login-success answers.
    const wiring = setup(
      (request) =>
        request.method === "GET"
          ? json(200, { data: stateWith([]) })
          : json(200, { message: "Added to your wishlist.", data: stateWith([], [{ ...LINE, list: "wishlist" }]) }),
      { checking: true }
    )
    const shop = shopActions(wiring.cart)
    shop.addToWishlist(EXAM)
    await flush()
    expect(wiring.environment.askToSignIn).not.toHaveBeenCalled()
    expect(selectCartCounts(wiring.cart.getSnapshot())).toEqual({ cartList: 0, wishList: 0 })

    wiring.session.become(true)
    await waitFor(wiring.cart, (s) => s.matches({ lists: { signedIn: "ready" } }) && s.context.counts.wishList === 1)
    expect(wiring.environment.askToSignIn).not.toHaveBeenCalled()
    expect(wiring.fake.seen.map((r) => r.method)).toEqual(["GET", "POST"])
  })

  it("an Add to cart pressed during the first check is not put in a guest cart when the check says signed in", async () => {
    const wiring = setup(
      (request) => (request.method === "GET" ? json(200, { data: stateWith([]) }) : json(200, { message: "Added to your cart.", data: stateWith([LINE]) })),
      { checking: true }
    )
    const shop = shopActions(wiring.cart)
    shop.addToCart(EXAM)
    await flush()
    expect(wiring.guest.items.has(GUEST_CART_KEY)).toBe(false)
    expect(selectCartCounts(wiring.cart.getSnapshot())).toEqual({ cartList: 0, wishList: 0 })
    wiring.session.become(true)
    await waitFor(wiring.cart, (s) => s.matches({ lists: { signedIn: "ready" } }) && s.context.counts.cartList === 1)
    expect(wiring.fake.seen.map((r) => r.method)).toEqual(["GET", "POST"])
    expect(wiring.guest.items.has(GUEST_CART_KEY)).toBe(false)
  })

  it("a guest's wishlist press during the first check is asked to sign in once the check says guest", async () => {
    const wiring = setup(() => json(500, {}), { checking: true })
    const shop = shopActions(wiring.cart)
    shop.addToWishlist(EXAM)
    await flush()
    expect(wiring.environment.askToSignIn).not.toHaveBeenCalled()
    wiring.session.become(false)
    expect(wiring.environment.askToSignIn).toHaveBeenCalledWith(SIGN_IN_FOR_WISHLIST_MESSAGE, "/sign-in?lastLocation=%2Fexam-overview%2Fnimbus%2Fexam-1")
    expect(wiring.fake.seen).toEqual([])
  })

  it("a learner's add goes to the server; its words or its refusal are toasted", async () => {
    let refuse = false
    const wiring = setup(
      (request) => {
        if (request.method === "GET") return json(200, { data: stateWith([]) })
        return refuse
          ? json(409, { _tag: "Conflict", message: "You already own this exam." })
          : json(200, { message: "Added to your wishlist.", data: stateWith([], [{ ...LINE, list: "wishlist" }]) })
      },
      { signedIn: true }
    )
    const shop = shopActions(wiring.cart)
    await waitFor(wiring.cart, (s) => s.matches({ lists: { signedIn: "ready" } }))
    shop.addToWishlist(EXAM)
    await waitFor(wiring.cart, (s) => s.matches({ lists: { signedIn: "ready" } }) && s.context.counts.wishList === 1)
    expect(JSON.parse(wiring.fake.seen[1]!.body ?? "null")).toEqual({ list: "wishlist", item: { kind: "exam", _id: "exam-1" } })
    refuse = true
    shop.addToCart(EXAM)
    await waitFor(wiring.cart, (s) => s.matches({ lists: { signedIn: "ready" } }) && s.context.failureMessage !== null)
    await flush()
    expect(wiring.shown).toEqual([
      { kind: "success", message: "Added to your wishlist." },
      { kind: "error", message: "You already own this exam." }
    ])
  })

  it("another learner signed in over this one starts the cart over", async () => {
    const wiring = setup(() => json(200, { data: stateWith([]) }), { signedIn: true })
    await waitFor(wiring.cart, (s) => s.matches({ lists: { signedIn: "ready" } }))
    wiring.session.become(true, "u2")
    await waitFor(wiring.cart, (s) => s.matches({ lists: { signedIn: "ready" } }) && wiring.fake.seen.length === 2)
    expect(wiring.fake.seen.map((r) => r.url)).toEqual([`${API}/cart/lines`, `${API}/cart/lines`])
  })
})

describe("the checkout as wired", () => {
  const PAID = { status: "paid", orderId: "order-1", receiptNumber: "R-000001" }

  it("pays under a fresh key kept in session storage, then forgets it, reloads the cart and opens the receipt", async () => {
    let keyDuringPay: string | null = null
    const wiring = setup(
      (request) => {
        if (request.url.endsWith("/cart/lines")) return json(200, { data: stateWith([LINE]) })
        if (request.url.endsWith("/checkout/quote")) return json(200, { data: QUOTE, couponRefusal: null })
        keyDuringPay = wiring.keys.items.get("checkout-key:u1") ?? null
        return json(200, { data: PAID })
      },
      { signedIn: true }
    )
    await waitFor(wiring.cart, (s) => s.matches({ lists: { signedIn: "ready" } }))
    const machines = makeCheckoutMachines(wiring.runtime, wiring.notifiers, wiring.cart, wiring.session.feed, wiring.environment)
    expect(machines.pendingKey()).toBeNull()
    const checkout = createActor(machines.checkout, { input: { pendingKey: machines.pendingKey() } }).start()
    cleanups.push(() => void checkout.stop())
    checkout.send({ type: "CHECKOUT" })
    await waitFor(checkout, (s) => s.matches("quoted"))
    const card = machines.paymentCard({ number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "314", name: "Dana" })
    checkout.send({ type: "PAY", card })
    checkout.send({ type: "PAY", card })
    await waitFor(checkout, (s) => s.status === "done")
    await waitFor(wiring.cart, (s) => s.matches({ lists: { signedIn: "ready" } }) && wiring.fake.seen.filter((r) => r.url.endsWith("/cart/lines")).length === 2)
    const pays = wiring.fake.seen.filter((r) => r.url.endsWith("/checkout/pay"))
    expect(pays).toHaveLength(1)
    expect(JSON.parse(pays[0]!.body ?? "null").idempotencyKey).toBe("0b8f6a52-2c1e-4f7e-9b0a-6a9f1e2d3c4b")
    expect(keyDuringPay).toBe("0b8f6a52-2c1e-4f7e-9b0a-6a9f1e2d3c4b")
    expect(wiring.keys.items.size).toBe(0)
    expect(wiring.environment.navigate).toHaveBeenCalledWith("/checkout/success/order-1", { replace: true })
  })

  it("a reload mid-payment resumes the stored key instead of paying again", async () => {
    const wiring = setup((request) => (request.url.includes("/checkout/payments/") ? json(200, { data: PAID }) : json(200, { data: stateWith([]) })), {
      signedIn: true
    })
    wiring.keys.items.set("checkout-key:u1", "0b8f6a52-2c1e-4f7e-9b0a-6a9f1e2d3c4b")
    const machines = makeCheckoutMachines(wiring.runtime, wiring.notifiers, wiring.cart, wiring.session.feed, wiring.environment)
    const checkout = createActor(machines.checkout, { input: { pendingKey: machines.pendingKey() } }).start()
    cleanups.push(() => void checkout.stop())
    await waitFor(checkout, (s) => s.status === "done")
    expect(wiring.fake.seen.some((r) => r.url === `${API}/checkout/payments/0b8f6a52-2c1e-4f7e-9b0a-6a9f1e2d3c4b`)).toBe(true)
    expect(wiring.fake.seen.some((r) => r.url.endsWith("/checkout/pay"))).toBe(false)
    expect(wiring.keys.items.size).toBe(0)
  })

  it("a quote expires at its own expiresAt", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    cleanups.push(() => void vi.useRealTimers())
    let quotes = 0
    const wiring = setup(
      (request) => {
        if (!request.url.endsWith("/checkout/quote")) return json(200, { data: stateWith([LINE]) })
        quotes += 1
        return json(200, { data: { ...QUOTE, totalCents: quotes === 1 ? 3510 : 3600 }, couponRefusal: null })
      },
      { signedIn: true }
    )
    const machines = makeCheckoutMachines(wiring.runtime, wiring.notifiers, wiring.cart, wiring.session.feed, wiring.environment)
    const checkout = createActor(machines.checkout, { input: {} }).start()
    cleanups.push(() => void checkout.stop())
    checkout.send({ type: "CHECKOUT" })
    await vi.waitFor(() => expect(checkout.getSnapshot().matches("quoted")).toBe(true))
    // QUOTE expires 15 minutes after the environment's "now".
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000 - 1000)
    expect(quotes).toBe(1)
    await vi.advanceTimersByTimeAsync(2000)
    await vi.waitFor(() => expect(quotes).toBe(2))
    await vi.waitFor(() => expect(checkout.getSnapshot().context.totalChangedFrom).toBe(3510))
  })
})
