import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { CartChangeAnswer, CartCounts, CartItem, CartState, MergeAnswer } from "../../../src/api/cart.ts"
import { CartLineId, PackageId } from "../../../src/api/ids.ts"
import { type CartChange, type CartInput, cartMachine, isCartBusy, selectCartCounts, selectMergeReport } from "../../../src/machines/cart/cart.machine.ts"
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

const coverageFor = (input: CartInput) =>
  computePathCoverage(cartMachine, {
    input,
    events: [
      { type: "ADD", list: "cart", item: EXAM_ITEM },
      { type: "ADD", list: "wishlist", item: PACKAGE_ITEM },
      { type: "REMOVE", lineId: LINE_ID },
      { type: "MOVE", lineId: LINE_ID, to: "wishlist" },
      { type: "REMOVE_GUEST_ITEM", item: EXAM_ITEM },
      { type: "GUEST_ITEMS_READ", items: [PACKAGE_ITEM] },
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
      { type: "xstate.error.actor.changeCart", error: CONFLICT }
    ]
  })

// The three starts the app has: a guest, a signed-in learner, and one signed in with a guest cart left.
const INPUTS: ReadonlyArray<CartInput> = [{ signedIn: false }, { signedIn: true }, { signedIn: true, guestItems: [EXAM_ITEM] }]
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
    expect(replayPath(cartMachine, path, { input: INPUTS[index] })).toEqual(path.expected)
  })
})

const start = (
  input: CartInput,
  fakes: { readonly change?: (change: CartChange) => Promise<CartChangeAnswer>; readonly merge?: () => Promise<MergeAnswer> } = {}
) => {
  const load = vi.fn(async () => EMPTY)
  const change = vi.fn(fakes.change ?? (async () => ADDED))
  const merge = vi.fn(fakes.merge ?? (async () => MERGED))
  const saved: Array<ReadonlyArray<CartItem>> = []
  const announced: Array<CartCounts> = []
  let cleared = 0
  const actor = createActor(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(() => load()),
        changeCart: fromPromise(({ input }) => change(input)),
        mergeCart: fromPromise(() => merge())
      },
      actions: {
        saveGuestCart: (_, params) => void saved.push(params.items),
        clearGuestCart: () => void cleared++,
        announceCounts: (_, params) => void announced.push(params.counts)
      }
    }),
    { input }
  ).start()
  return { actor, load, change, merge, saved, announced, cleared: () => cleared }
}

describe("cartMachine behaviour", () => {
  it("keeps a guest's cart in the browser, once per item, and counts it", () => {
    const h = start({ signedIn: false })
    h.actor.send({ type: "ADD", list: "cart", item: EXAM_ITEM })
    h.actor.send({ type: "ADD", list: "cart", item: EXAM_ITEM })
    h.actor.send({ type: "ADD", list: "wishlist", item: PACKAGE_ITEM })
    expect(h.actor.getSnapshot().context.guestItems).toEqual([EXAM_ITEM])
    expect(selectCartCounts(h.actor.getSnapshot())).toEqual({ cartList: 1, wishList: 0 })
    expect(h.saved.at(-1)).toEqual([EXAM_ITEM])
    h.actor.send({ type: "REMOVE_GUEST_ITEM", item: EXAM_ITEM })
    expect(h.saved.at(-1)).toEqual([])
    expect(h.announced.at(-1)).toEqual({ cartList: 0, wishList: 0 })
  })

  it("takes the browser's cart read after the start before what was added meanwhile, keeping both", () => {
    const h = start({ signedIn: false })
    h.actor.send({ type: "ADD", list: "cart", item: EXAM_ITEM })
    h.actor.send({ type: "GUEST_ITEMS_READ", items: [PACKAGE_ITEM, EXAM_ITEM] })
    expect(h.actor.getSnapshot().context.guestItems).toEqual([PACKAGE_ITEM, EXAM_ITEM])
    expect(selectCartCounts(h.actor.getSnapshot())).toEqual({ cartList: 2, wishList: 0 })
    expect(h.saved.at(-1)).toEqual([PACKAGE_ITEM, EXAM_ITEM])
    expect(h.announced.at(-1)).toEqual({ cartList: 2, wishList: 0 })
  })

  it("started signed in, merges a guest's cart read after the start; nothing read leaves the lists alone", async () => {
    const h = start({ signedIn: true })
    await waitFor(h.actor, (s) => s.matches({ signedIn: "ready" }))
    h.actor.send({ type: "GUEST_ITEMS_READ", items: [] })
    expect(h.actor.getSnapshot().matches({ signedIn: "ready" })).toBe(true)
    h.actor.send({ type: "GUEST_ITEMS_READ", items: [EXAM_ITEM] })
    expect(h.actor.getSnapshot().matches({ signedIn: "merging" })).toBe(true)
    const snapshot = await waitFor(h.actor, (s) => s.matches({ signedIn: "ready" }))
    expect(h.merge).toHaveBeenCalledTimes(1)
    expect(snapshot.context.guestItems).toEqual([])
    expect(snapshot.context.counts).toEqual(MERGED.data.cart.counts)
    expect(h.cleared()).toBe(1)
  })

  it("merges the guest's cart on sign-in and forgets the browser's copy", async () => {
    const h = start({ signedIn: false, guestItems: [EXAM_ITEM] })
    h.actor.send({ type: "SIGNED_IN" })
    const snapshot = await waitFor(h.actor, (s) => s.matches({ signedIn: "ready" }))
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
    const merged = await waitFor(h.actor, (s) => s.matches({ signedIn: "ready" }))
    expect(selectMergeReport(merged)).toEqual({ merged: [EXAM_ITEM], refused: [refusal] })
    h.actor.send({ type: "DISMISS_MERGE_REPORT" })
    expect(selectMergeReport(h.actor.getSnapshot())).toBeNull()

    h.actor.send({ type: "SIGNED_OUT" })
    h.actor.send({ type: "ADD", list: "cart", item: EXAM_ITEM })
    h.actor.send({ type: "SIGNED_IN" })
    await waitFor(h.actor, (s) => s.matches({ signedIn: "ready" }))
    h.actor.send({ type: "SIGNED_OUT" })
    expect(selectMergeReport(h.actor.getSnapshot())).toBeNull()
  })

  it("replaces its state with each answer's and announces the counts", async () => {
    const h = start({ signedIn: true })
    await waitFor(h.actor, (s) => s.matches({ signedIn: "ready" }))
    h.actor.send({ type: "ADD", list: "cart", item: EXAM_ITEM })
    expect(isCartBusy(h.actor.getSnapshot())).toBe(true)
    const snapshot = await waitFor(h.actor, (s) => s.matches({ signedIn: "ready" }))
    expect(h.change).toHaveBeenCalledWith({ type: "add", list: "cart", item: EXAM_ITEM })
    expect(snapshot.context.state).toBe(ADDED.data)
    expect(h.announced.at(-1)).toEqual({ cartList: 1, wishList: 0 })
  })

  it("keeps the lists and the server's reason when a change is refused", async () => {
    const h = start({ signedIn: true }, { change: async () => Promise.reject(CONFLICT) })
    await waitFor(h.actor, (s) => s.matches({ signedIn: "ready" }))
    h.actor.send({ type: "MOVE", lineId: LINE_ID, to: "cart" })
    await waitFor(h.actor, (s) => s.context.failureMessage !== null)
    const snapshot = h.actor.getSnapshot()
    expect(snapshot.matches({ signedIn: "ready" })).toBe(true)
    expect(snapshot.context.state).toBe(EMPTY)
    expect(snapshot.context.failureMessage).toBe(CONFLICT.message)
  })

  it("keeps the guest's items when the merge fails, and RETRY merges again", async () => {
    const h = start({ signedIn: true, guestItems: [EXAM_ITEM] }, { merge: async () => Promise.reject(UNREACHABLE) })
    await waitFor(h.actor, (s) => s.matches({ signedIn: "failed" }))
    expect(h.actor.getSnapshot().context.guestItems).toEqual([EXAM_ITEM])
    h.merge.mockImplementation(async () => MERGED)
    h.actor.send({ type: "RETRY" })
    await waitFor(h.actor, (s) => s.matches({ signedIn: "ready" }))
    expect(h.merge).toHaveBeenCalledTimes(2)
  })

  it("empties on sign-out", async () => {
    const h = start({ signedIn: true })
    await waitFor(h.actor, (s) => s.matches({ signedIn: "ready" }))
    h.actor.send({ type: "SIGNED_OUT" })
    expect(h.actor.getSnapshot().matches("guest")).toBe(true)
    expect(h.actor.getSnapshot().context.state).toBeNull()
    expect(h.announced.at(-1)).toEqual({ cartList: 0, wishList: 0 })
  })
})
