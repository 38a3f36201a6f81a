import { describe, expect, it, vi } from "vitest"
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from "xstate"
import type { CartChangeAnswer, CartCounts, CartItem, CartState, MergeAnswer } from "../../../src/api/cart/cart.ts"
import { CartLineId, PackageId } from "../../../src/api/shared/ids.ts"
import {
  CART_BUSY_MESSAGE,
  comingSoonMessage,
  GUEST_ADDED_MESSAGE,
  GUEST_ALREADY_IN_CART_MESSAGE,
  SIGN_IN_FOR_WISHLIST_MESSAGE
} from "../../../src/domain/cart/shop-notices.ts"
import {
  type AddPress,
  type CartChange,
  type CartContext,
  type CartEvent,
  type CartInput,
  cartMachine,
  hasCartFailed,
  isCartBusy,
  selectCartCounts,
  selectMergeReport
} from "../../../src/machines/cart/cart.machine.ts"
import { CONFLICT, UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { EXAM_ITEM } from "./checkout-fixtures.ts"

const PACKAGE_ITEM: CartItem = { kind: "package", _id: PackageId.make("pkg-1") }
const LINE_ID = CartLineId.make("line-1")

// The lines' details do not matter to the actor: it replaces them whole.
const stateWith = (cartList: number, wishList = 0): CartState => ({ cart: [], wishlist: [], counts: { cartList, wishList }, subtotalCents: 0 })
const EMPTY = stateWith(0)
const ADDED: CartChangeAnswer = { message: "Added to your cart.", data: stateWith(1) }
const MERGED: MergeAnswer = { message: "1 item from before you signed in is in your cart.", data: { merged: [EXAM_ITEM], refused: [], cart: stateWith(1) } }

/** Presses as the catalogue sends them: an exam on sale to the cart, a package to the wishlist, a coming-soon exam to the cart. */
const ADD_EXAM: AddPress = { type: "ADD", list: "cart", item: EXAM_ITEM, name: "Nimbus Cloud Architect", availability: "onSale" }
const WISH_PACKAGE: AddPress = { type: "ADD", list: "wishlist", item: PACKAGE_ITEM, name: "Bundle", availability: "onSale" }
const ADD_COMING_SOON: AddPress = { type: "ADD", list: "cart", item: PACKAGE_ITEM, name: "Bundle", availability: "comingSoon" }

const AFTER_SESSION_CHECK_WAIT = "xstate.after.sessionCheckWait.cart.sessionCheck.checking.holding"
const AFTER_FIRST_LOAD_WAIT = (state: "loading" | "merging") => `xstate.after.firstLoadWait.cart.lists.signedIn.${state}` as const

const EVENTS = [
  { type: "REMOVE", lineId: LINE_ID },
  { type: "MOVE", lineId: LINE_ID, to: "wishlist" },
  { type: "REMOVE_GUEST_ITEM", item: EXAM_ITEM },
  { type: "GUEST_ITEMS_READ", items: [PACKAGE_ITEM] },
  { type: "SESSION_CHECKED" },
  { type: "SIGNED_IN" },
  { type: "SIGNED_OUT" },
  { type: "RELOAD" },
  { type: "RETRY" },
  { type: "DISMISS_MERGE_REPORT" },
  { type: "xstate.done.actor.loadCart", output: EMPTY },
  { type: "xstate.error.actor.loadCart", error: UNREACHABLE },
  { type: "xstate.done.actor.mergeCart", output: MERGED },
  { type: "xstate.error.actor.mergeCart", error: UNREACHABLE },
  { type: "xstate.done.actor.changeCart", output: ADDED },
  { type: "xstate.error.actor.changeCart", error: CONFLICT },
  { type: AFTER_SESSION_CHECK_WAIT },
  { type: AFTER_FIRST_LOAD_WAIT("loading") },
  { type: AFTER_FIRST_LOAD_WAIT("merging") }
] as const

const PRESSES = [ADD_EXAM, WISH_PACKAGE, ADD_COMING_SOON]

/** While the session's first check is out: what moves the check, the presses it holds and what may happen meanwhile. */
const WHILE_CHECKING = new Set<string>([
  "SESSION_CHECKED",
  "SIGNED_IN",
  "SIGNED_OUT",
  AFTER_SESSION_CHECK_WAIT,
  "xstate.done.actor.loadCart",
  "xstate.error.actor.loadCart"
])

/**
 * Held presses are context and would grow without end: presses are offered
 * while none is held, and one more (the same) while the session check holds
 * one; a snapshot is known by how many it holds. A start whose session is
 * still being checked is followed until the check ends: what comes after is
 * the other starts' (the held presses then go where any press would).
 */
const eventsIn = (snapshot: AnyMachineSnapshot) => {
  const held = (snapshot.context as CartContext).heldPresses.length
  const checking = snapshot.matches({ sessionCheck: "checking" })
  if ((snapshot.context as CartContext).checkingSession && !checking) return []
  const presses = held === 0 ? PRESSES : held === 1 && checking ? [ADD_EXAM] : []
  const events = (snapshot.context as CartContext).checkingSession ? EVENTS.filter((event) => WHILE_CHECKING.has(event.type)) : EVENTS
  return [...presses, ...events] as ReadonlyArray<CartEvent | (typeof EVENTS)[number]>
}
const stableContext = (context: unknown) => ({ ...(context as CartContext), heldPresses: (context as CartContext).heldPresses.length })

const coverageFor = (input: CartInput) => computePathCoverage(cartMachine, { input, events: eventsIn, stableContext })

// The starts the app has: a guest, a signed-in learner, one signed in with a guest cart left,
// and a page whose session's first check is still out.
const INPUTS: ReadonlyArray<CartInput> = [
  { signedIn: false },
  { signedIn: true },
  { signedIn: true, guestItems: [EXAM_ITEM] },
  { signedIn: false, checkingSession: true }
]
const coverages = INPUTS.map(coverageFor)

describe("cartMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    const missingStates = coverages.map((c) => new Set(c.states.missing)).reduce((a, b) => new Set(Array.from(a).filter((x) => b.has(x))))
    const missingTransitions = coverages.map((c) => new Set(c.transitions.missing)).reduce((a, b) => new Set(Array.from(a).filter((x) => b.has(x))))
    const { total: states } = coverages[0]!.states
    const { total: transitions } = coverages[0]!.transitions
    expect(recordCoverage(...coverages).line).toBe(
      `coverage cart: states ${states - missingStates.size}/${states}, transitions ${transitions - missingTransitions.size}/${transitions}`
    )
    expect([...missingStates]).toEqual([])
    expect([...missingTransitions]).toEqual([])
  })

  it.each(coverages.flatMap((c, index) => c.paths.map((path) => [path.description, index, path] as const)))("replays %s", (_, index, path) => {
    expect(replayPath(cartMachine, path, { input: INPUTS[index], stableContext })).toEqual(path.expected)
  })
})

const start = (
  input: CartInput,
  fakes: {
    readonly load?: () => Promise<CartState>
    readonly change?: (change: CartChange) => Promise<CartChangeAnswer>
    readonly merge?: () => Promise<MergeAnswer>
  } = {}
) => {
  const load = vi.fn(fakes.load ?? (async () => EMPTY))
  const change = vi.fn(fakes.change ?? (async () => ADDED))
  const merge = vi.fn(fakes.merge ?? (async () => MERGED))
  const saved: Array<ReadonlyArray<CartItem>> = []
  const announced: Array<CartCounts> = []
  const said: Array<string> = []
  let cleared = 0
  const actor = createActor(
    cartMachine.provide({
      // Named delays: a test waits milliseconds, not the app's 30 s.
      delays: { sessionCheckWait: 20, firstLoadWait: 20 },
      actors: {
        loadCart: fromPromise(() => load()),
        changeCart: fromPromise(({ input }) => change(input)),
        mergeCart: fromPromise(() => merge())
      },
      actions: {
        saveGuestCart: (_, params) => void saved.push(params.items),
        clearGuestCart: () => void cleared++,
        announceCounts: (_, params) => void announced.push(params.counts),
        notifySuccess: (_, params) => void said.push(`success: ${params.message}`),
        notifyInfo: (_, params) => void said.push(`info: ${params.message}`),
        askToSignIn: (_, params) => void said.push(`sign in: ${params.message}`)
      }
    }),
    { input }
  ).start()
  return { actor, load, change, merge, saved, announced, said, cleared: () => cleared }
}

describe("cartMachine behaviour", () => {
  it("keeps a guest's cart in the browser, once per item, and counts it", () => {
    const h = start({ signedIn: false })
    h.actor.send(ADD_EXAM)
    h.actor.send(ADD_EXAM)
    h.actor.send(WISH_PACKAGE)
    expect(h.actor.getSnapshot().context.guestItems).toEqual([EXAM_ITEM])
    expect(selectCartCounts(h.actor.getSnapshot())).toEqual({ cartList: 1, wishList: 0 })
    expect(h.saved.at(-1)).toEqual([EXAM_ITEM])
    // The shop's own words: added, already there, and the wishlist asks to sign in.
    expect(h.said).toEqual([`success: ${GUEST_ADDED_MESSAGE}`, `info: ${GUEST_ALREADY_IN_CART_MESSAGE}`, `sign in: ${SIGN_IN_FOR_WISHLIST_MESSAGE}`])
    h.actor.send({ type: "REMOVE_GUEST_ITEM", item: EXAM_ITEM })
    expect(h.saved.at(-1)).toEqual([])
    expect(h.announced.at(-1)).toEqual({ cartList: 0, wishList: 0 })
  })

  it("refuses a guest's coming-soon item at the press, with the catalogue's sentence, and keeps nothing", () => {
    const h = start({ signedIn: false })
    h.actor.send(ADD_COMING_SOON)
    expect(h.actor.getSnapshot().context.guestItems).toEqual([])
    expect(h.saved).toEqual([])
    expect(h.said).toEqual([`info: ${comingSoonMessage("package", "Bundle")}`])
  })

  it("holds a press while the session's first check is out: signed in, it waits for the lists and goes to the server", async () => {
    const h = start({ signedIn: false, checkingSession: true })
    h.actor.send(WISH_PACKAGE)
    h.actor.send(ADD_EXAM)
    expect(h.actor.getSnapshot().matches({ sessionCheck: { checking: "holding" } })).toBe(true)
    expect(h.said).toEqual([])
    expect(h.actor.getSnapshot().context.guestItems).toEqual([])
    h.actor.send({ type: "SIGNED_IN" })
    h.actor.send({ type: "SESSION_CHECKED" })
    // Handed on to the load, which they wait for.
    expect(h.actor.getSnapshot().matches({ lists: { signedIn: "loading" } })).toBe(true)
    expect(h.actor.getSnapshot().context.heldPresses).toHaveLength(2)
    await waitFor(h.actor, (s) => s.matches({ lists: { signedIn: "ready" } }) && h.change.mock.calls.length === 1)
    expect(h.change).toHaveBeenCalledWith({ type: "add", list: "wishlist", item: PACKAGE_ITEM })
    // One change at a time: the second press is told the cart is busy.
    expect(h.said).toContain(`info: ${CART_BUSY_MESSAGE}`)
    expect(h.said.filter((line) => line.startsWith("sign in"))).toEqual([])
  })

  it("holds a press while the session's first check is out: a guest's is answered as a guest's once the check says so", () => {
    const h = start({ signedIn: false, checkingSession: true })
    h.actor.send(WISH_PACKAGE)
    h.actor.send(ADD_EXAM)
    expect(h.said).toEqual([])
    h.actor.send({ type: "SESSION_CHECKED" })
    expect(h.actor.getSnapshot().matches({ sessionCheck: "known" })).toBe(true)
    expect(h.said).toEqual([`sign in: ${SIGN_IN_FOR_WISHLIST_MESSAGE}`, `success: ${GUEST_ADDED_MESSAGE}`])
    expect(h.actor.getSnapshot().context.guestItems).toEqual([EXAM_ITEM])
  })

  it("makes a held press as the cart stands when the session's check takes longer than sessionCheckWait", async () => {
    const h = start({ signedIn: false, checkingSession: true })
    h.actor.send(ADD_EXAM)
    await waitFor(h.actor, (s) => s.matches({ sessionCheck: "known" }))
    expect(h.said).toEqual([`success: ${GUEST_ADDED_MESSAGE}`])
  })

  it("a press during the lists' first load waits for them; a load that fails, or takes longer than firstLoadWait, answers it busy", async () => {
    const never = () => new Promise<never>(() => {})
    const slow = start({ signedIn: true }, { load: never })
    slow.actor.send(ADD_EXAM)
    expect(slow.actor.getSnapshot().context.heldPresses).toHaveLength(1)
    await vi.waitFor(() => expect(slow.said).toEqual([`info: ${CART_BUSY_MESSAGE}`]))
    expect(slow.actor.getSnapshot().context.heldPresses).toEqual([])
    expect(slow.change).not.toHaveBeenCalled()

    const failing = start({ signedIn: true }, { load: async () => Promise.reject(UNREACHABLE) })
    failing.actor.send(ADD_EXAM)
    await waitFor(failing.actor, hasCartFailed)
    expect(failing.said).toEqual([`info: ${CART_BUSY_MESSAGE}`])
    failing.actor.send(ADD_EXAM)
    expect(failing.said).toEqual([`info: ${CART_BUSY_MESSAGE}`, `info: ${CART_BUSY_MESSAGE}`])
    // A load that fails with nothing held says nothing of the kind.
    const quiet = start({ signedIn: true }, { load: async () => Promise.reject(UNREACHABLE) })
    await waitFor(quiet.actor, hasCartFailed)
    expect(quiet.said).toEqual([])
  })

  it("takes the browser's cart read after the start before what was added meanwhile, keeping both", () => {
    const h = start({ signedIn: false })
    h.actor.send(ADD_EXAM)
    h.actor.send({ type: "GUEST_ITEMS_READ", items: [PACKAGE_ITEM, EXAM_ITEM] })
    expect(h.actor.getSnapshot().context.guestItems).toEqual([PACKAGE_ITEM, EXAM_ITEM])
    expect(selectCartCounts(h.actor.getSnapshot())).toEqual({ cartList: 2, wishList: 0 })
    expect(h.saved.at(-1)).toEqual([PACKAGE_ITEM, EXAM_ITEM])
    expect(h.announced.at(-1)).toEqual({ cartList: 2, wishList: 0 })
  })

  it("started signed in, merges a guest's cart read after the start; nothing read leaves the lists alone", async () => {
    const h = start({ signedIn: true })
    await waitFor(h.actor, (s) => s.matches({ lists: { signedIn: "ready" } }))
    h.actor.send({ type: "GUEST_ITEMS_READ", items: [] })
    expect(h.actor.getSnapshot().matches({ lists: { signedIn: "ready" } })).toBe(true)
    h.actor.send({ type: "GUEST_ITEMS_READ", items: [EXAM_ITEM] })
    expect(h.actor.getSnapshot().matches({ lists: { signedIn: "merging" } })).toBe(true)
    const snapshot = await waitFor(h.actor, (s) => s.matches({ lists: { signedIn: "ready" } }))
    expect(h.merge).toHaveBeenCalledTimes(1)
    expect(snapshot.context.guestItems).toEqual([])
    expect(snapshot.context.counts).toEqual(MERGED.data.cart.counts)
    expect(h.cleared()).toBe(1)
  })

  it("merges the guest's cart on sign-in and forgets the browser's copy", async () => {
    const h = start({ signedIn: false, guestItems: [EXAM_ITEM] })
    h.actor.send({ type: "SIGNED_IN" })
    const snapshot = await waitFor(h.actor, (s) => s.matches({ lists: { signedIn: "ready" } }))
    expect(snapshot.context.message).toBe(MERGED.message)
    expect(snapshot.context.guestItems).toEqual([])
    expect(snapshot.context.counts).toEqual({ cartList: 1, wishList: 0 })
    expect(h.cleared()).toBe(1)
    expect(h.load).not.toHaveBeenCalled()
  })

  it("keeps the merge's report (what was merged, what was refused and why) for the cart screen until dismissed or signed out", async () => {
    const refusal = { item: PACKAGE_ITEM, reason: "comingSoon", message: '"Bundle" is coming soon.' } as const
    const h = start(
      { signedIn: false, guestItems: [EXAM_ITEM, PACKAGE_ITEM] },
      {
        merge: async () => ({ ...MERGED, data: { ...MERGED.data, refused: [refusal] } })
      }
    )
    h.actor.send({ type: "SIGNED_IN" })
    const merged = await waitFor(h.actor, (s) => s.matches({ lists: { signedIn: "ready" } }))
    expect(selectMergeReport(merged)).toEqual({ merged: [EXAM_ITEM], refused: [refusal] })
    h.actor.send({ type: "DISMISS_MERGE_REPORT" })
    expect(selectMergeReport(h.actor.getSnapshot())).toBeNull()

    h.actor.send({ type: "SIGNED_OUT" })
    h.actor.send(ADD_EXAM)
    h.actor.send({ type: "SIGNED_IN" })
    await waitFor(h.actor, (s) => s.matches({ lists: { signedIn: "ready" } }))
    h.actor.send({ type: "SIGNED_OUT" })
    expect(selectMergeReport(h.actor.getSnapshot())).toBeNull()
  })

  it("replaces its state with each answer's and announces the counts", async () => {
    const h = start({ signedIn: true })
    await waitFor(h.actor, (s) => s.matches({ lists: { signedIn: "ready" } }))
    h.actor.send(ADD_EXAM)
    expect(isCartBusy(h.actor.getSnapshot())).toBe(true)
    const snapshot = await waitFor(h.actor, (s) => s.matches({ lists: { signedIn: "ready" } }))
    expect(h.change).toHaveBeenCalledWith({ type: "add", list: "cart", item: EXAM_ITEM })
    expect(snapshot.context.state).toBe(ADDED.data)
    expect(h.announced.at(-1)).toEqual({ cartList: 1, wishList: 0 })
  })

  it("keeps the lists and the server's reason when a change is refused", async () => {
    const h = start({ signedIn: true }, { change: async () => Promise.reject(CONFLICT) })
    await waitFor(h.actor, (s) => s.matches({ lists: { signedIn: "ready" } }))
    h.actor.send({ type: "MOVE", lineId: LINE_ID, to: "cart" })
    await waitFor(h.actor, (s) => s.context.failureMessage !== null)
    const snapshot = h.actor.getSnapshot()
    expect(snapshot.matches({ lists: { signedIn: "ready" } })).toBe(true)
    expect(snapshot.context.state).toBe(EMPTY)
    expect(snapshot.context.failureMessage).toBe(CONFLICT.message)
  })

  it("keeps the guest's items when the merge fails, and RETRY merges again", async () => {
    const h = start({ signedIn: true, guestItems: [EXAM_ITEM] }, { merge: async () => Promise.reject(UNREACHABLE) })
    await waitFor(h.actor, (s) => hasCartFailed(s))
    expect(h.actor.getSnapshot().context.guestItems).toEqual([EXAM_ITEM])
    h.merge.mockImplementation(async () => MERGED)
    h.actor.send({ type: "RETRY" })
    await waitFor(h.actor, (s) => s.matches({ lists: { signedIn: "ready" } }))
    expect(h.merge).toHaveBeenCalledTimes(2)
  })

  it("empties on sign-out", async () => {
    const h = start({ signedIn: true })
    await waitFor(h.actor, (s) => s.matches({ lists: { signedIn: "ready" } }))
    h.actor.send({ type: "SIGNED_OUT" })
    expect(h.actor.getSnapshot().matches({ lists: "guest" })).toBe(true)
    expect(h.actor.getSnapshot().context.state).toBeNull()
    expect(h.announced.at(-1)).toEqual({ cartList: 0, wishList: 0 })
  })
})
