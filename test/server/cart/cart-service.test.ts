/**
 * The cart's rules over the in-memory repository (no database): what may
 * enter which list and in which order the refusals come, held items by the
 * Clock's "now" (a TestClock), packages held in part or entirely, coming
 * soon, full lists, moving both ways, another learner's line, the merge's
 * reasons, and the state's counts and subtotal. The SQL itself is tested by
 * the API suites on both databases (test/api/support/cart-suite.ts).
 */
import { cartServiceInMemory } from "./in-memory-cart.ts"
import { describe, expect, it } from "@effect/vitest"
import { Clock, Effect, Schema } from "effect"
import { TestClock } from "effect/testing"
import { type CartItem, MAX_LINES_PER_LIST } from "../../../src/api/cart/cart.ts"
import { CartLineId, ExamId, PackageId } from "../../../src/api/shared/ids.ts"
import { type CartTables, makeCartTables, type MemoryExam } from "./in-memory-cart.ts"
import * as Messages from "../../../server/cart/messages.ts"
import { CartService } from "../../../server/cart/service.ts"

const LEARNER = "learner-1"
const INTRUDER = "learner-2"
const DAY = 86_400_000

const examId = Schema.decodeSync(ExamId)
const packageId = Schema.decodeSync(PackageId)

const examRow = (id: string, fields: Partial<MemoryExam> = {}): MemoryExam => ({
  id: examId(id),
  name: `Exam ${id}`,
  slug: `exam-${id}`,
  code: id.toUpperCase(),
  vendor: "Nimbus",
  priceCents: 5000,
  salePriceCents: null,
  validityDays: 180,
  image: null,
  onSale: true,
  ...fields
})

const exam = (id: string): CartItem => ({ kind: "exam", _id: examId(id) })
const pkg = (id: string): CartItem => ({ kind: "package", _id: packageId(id) })

/** ready and second can be bought, soon has no questions, held is held by the learner for 10 days. */
const catalog = (now: number): CartTables =>
  makeCartTables({
    exams: [
      examRow("ready", { priceCents: 4999, salePriceCents: 3950 }),
      examRow("second", { vendor: "Orbit", priceCents: 2000 }),
      examRow("soon", { onSale: false, priceCents: 1500 }),
      examRow("held", { vendor: "Orbit", priceCents: 3000 })
    ],
    packages: [
      {
        id: packageId("bundle"),
        name: "Bundle",
        slug: "bundle",
        priceCents: 8000,
        salePriceCents: 6499,
        validityDays: 365,
        image: null,
        examIds: [examId("ready"), examId("second"), examId("soon")]
      },
      {
        id: packageId("soon-pack"),
        name: "Soon pack",
        slug: "soon-pack",
        priceCents: 1000,
        salePriceCents: null,
        validityDays: 365,
        image: null,
        examIds: [examId("soon")]
      },
      {
        id: packageId("held-pack"),
        name: "Held pack",
        slug: "held-pack",
        priceCents: 2500,
        salePriceCents: null,
        validityDays: 365,
        image: null,
        examIds: [examId("held")]
      },
      {
        id: packageId("mixed"),
        name: "Mixed",
        slug: "mixed",
        priceCents: 4500,
        salePriceCents: null,
        validityDays: 365,
        image: null,
        examIds: [examId("held"), examId("second")]
      },
      { id: packageId("empty"), name: "Empty", slug: "empty", priceCents: 900, salePriceCents: null, validityDays: 365, image: null, examIds: [] }
    ],
    subscriptions: [
      { userId: LEARNER, examId: examId("held"), expiresAt: now + 10 * DAY },
      { userId: INTRUDER, examId: examId("ready"), expiresAt: now + 10 * DAY }
    ]
  })

const withService = <A, E>(use: (service: CartService["Service"], tables: CartTables) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const tables = catalog(yield* Clock.currentTimeMillis)
    return yield* Effect.gen(function* () {
      return yield* use(yield* CartService, tables)
    }).pipe(Effect.provide(cartServiceInMemory(tables)))
  })

const refusalOf = <A>(effect: Effect.Effect<A, { readonly _tag: string; readonly message: string }>) =>
  Effect.map(Effect.flip(effect), (error) => ({ _tag: error._tag, message: error.message }))

describe("CartService (in memory): adding", () => {
  it.effect("adds to either list, answers the state, and counts", () =>
    withService((service) =>
      Effect.gen(function* () {
        const added = yield* service.add(LEARNER, { list: "cart", item: exam("ready") })
        expect(added.message).toBe(Messages.added("cart", "Exam ready"))
        expect(added.data.cart.map((line) => [line.name, line.priceCents, line.salePriceCents, line.payCents])).toEqual([["Exam ready", 4999, 3950, 3950]])
        yield* service.add(LEARNER, { list: "wishlist", item: exam("second") })
        expect(yield* service.counts(LEARNER)).toEqual({ cartList: 1, wishList: 1 })
        expect(yield* service.counts(INTRUDER)).toEqual({ cartList: 0, wishList: 0 })
        const state = yield* service.state(LEARNER)
        expect(state.counts).toEqual({ cartList: 1, wishList: 1 })
        expect(state.subtotalCents).toBe(3950)
      })
    )
  )

  it.effect("refuses in order: not sold 404, already there 409, held 409, coming soon 409 (cart only)", () =>
    withService((service) =>
      Effect.gen(function* () {
        const add = (list: "cart" | "wishlist", item: CartItem) => refusalOf(service.add(LEARNER, { list, item }))
        expect(yield* add("cart", exam("nope"))).toEqual({ _tag: "NotFound", message: Messages.EXAM_NOT_SOLD })
        expect(yield* add("cart", pkg("nope"))).toEqual({ _tag: "NotFound", message: Messages.PACKAGE_NOT_SOLD })
        expect(yield* add("cart", exam("held"))).toEqual({ _tag: "Conflict", message: Messages.alreadyOwned(exam("held"), "Exam held") })
        expect(yield* add("wishlist", exam("held"))).toEqual({ _tag: "Conflict", message: Messages.alreadyOwned(exam("held"), "Exam held") })
        expect(yield* add("cart", exam("soon"))).toEqual({ _tag: "Conflict", message: Messages.comingSoon(exam("soon"), "Exam soon") })
        expect(yield* add("cart", pkg("soon-pack"))).toEqual({ _tag: "Conflict", message: Messages.comingSoon(pkg("soon-pack"), "Soon pack") })
        // A package without exams grants nothing: nothing to buy yet.
        expect(yield* add("cart", pkg("empty"))).toEqual({ _tag: "Conflict", message: Messages.comingSoon(pkg("empty"), "Empty") })
        yield* service.add(LEARNER, { list: "wishlist", item: exam("soon") })
        expect(yield* add("wishlist", exam("soon"))).toEqual({ _tag: "Conflict", message: Messages.alreadyInList("wishlist", "Exam soon") })
        yield* service.add(LEARNER, { list: "cart", item: exam("ready") })
        expect(yield* add("cart", exam("ready"))).toEqual({ _tag: "Conflict", message: Messages.alreadyInList("cart", "Exam ready") })
        expect(yield* add("wishlist", exam("ready"))).toEqual({ _tag: "Conflict", message: Messages.alreadyInList("cart", "Exam ready") })
        expect(yield* service.counts(LEARNER)).toEqual({ cartList: 1, wishList: 1 })
      })
    )
  )

  it.effect("takes a held exam again the moment its subscription has expired", () =>
    withService((service) =>
      Effect.gen(function* () {
        yield* TestClock.adjust("10 days")
        const added = yield* service.add(LEARNER, { list: "cart", item: exam("held") })
        expect(added.data.cart[0]).toMatchObject({ owned: false, exams: [{ owned: false }] })
      })
    )
  )

  it.effect("sells a package held in part, listing the held exams, and refuses one held entirely", () =>
    withService((service) =>
      Effect.gen(function* () {
        expect(yield* refusalOf(service.add(LEARNER, { list: "cart", item: pkg("held-pack") }))).toEqual({
          _tag: "Conflict",
          message: Messages.alreadyOwned(pkg("held-pack"), "Held pack")
        })
        const added = yield* service.add(LEARNER, { list: "cart", item: pkg("mixed") })
        const [line] = added.data.cart
        expect(line).toMatchObject({ owned: false, comingSoon: false, payCents: 4500, vendor: "Orbit" })
        expect(line!.exams.map((granted) => [granted.code, granted.owned])).toEqual([
          ["HELD", true],
          ["SECOND", false]
        ])
        // Someone else holding an exam changes nothing for this learner; a coming-soon exam in it makes the package coming soon.
        expect(yield* refusalOf(service.add(LEARNER, { list: "cart", item: pkg("bundle") }))).toEqual({
          _tag: "Conflict",
          message: Messages.comingSoon(pkg("bundle"), "Bundle")
        })
        const bundle = yield* service.add(LEARNER, { list: "wishlist", item: pkg("bundle") })
        expect(bundle.data.wishlist[0]).toMatchObject({ vendor: "Nimbus, Orbit", payCents: 6499, owned: false, comingSoon: true })
        expect(bundle.data.wishlist[0]!.exams.map((granted) => [granted.code, granted.owned, granted.comingSoon])).toEqual([
          ["READY", false, false],
          ["SECOND", false, false],
          ["SOON", false, true]
        ])
      })
    )
  )

  it.effect("moves a wishlist item to the cart when it is added there", () =>
    withService((service) =>
      Effect.gen(function* () {
        const saved = yield* service.add(LEARNER, { list: "wishlist", item: exam("second") })
        const moved = yield* service.add(LEARNER, { list: "cart", item: exam("second") })
        expect(moved.message).toBe(Messages.moved("cart", "Exam second"))
        expect(moved.data.cart.map((line) => line._id)).toEqual([saved.data.wishlist[0]!._id])
        expect(moved.data.counts).toEqual({ cartList: 1, wishList: 0 })
      })
    )
  )

  it.effect("refuses an item once a list holds the most it may", () =>
    withService((service, tables) =>
      Effect.gen(function* () {
        for (let n = 0; n < MAX_LINES_PER_LIST; n++) tables.exams.push(examRow(`filler-${n}`))
        for (let n = 0; n < MAX_LINES_PER_LIST; n++) yield* service.add(LEARNER, { list: "cart", item: exam(`filler-${n}`) })
        expect(yield* refusalOf(service.add(LEARNER, { list: "cart", item: exam("ready") }))).toEqual({
          _tag: "Conflict",
          message: Messages.listFull("cart")
        })
        // The wishlist has its own room.
        yield* service.add(LEARNER, { list: "wishlist", item: exam("ready") })
        expect(yield* refusalOf(service.move(LEARNER, (yield* service.state(LEARNER)).wishlist[0]!._id, "cart"))).toEqual({
          _tag: "Conflict",
          message: Messages.listFull("cart")
        })
        expect(yield* service.counts(LEARNER)).toEqual({ cartList: MAX_LINES_PER_LIST, wishList: 1 })
      })
    )
  )
})

describe("CartService (in memory): lines", () => {
  it.effect("moves a line both ways; the same list again is refused", () =>
    withService((service) =>
      Effect.gen(function* () {
        const lineId = (yield* service.add(LEARNER, { list: "cart", item: exam("ready") })).data.cart[0]!._id
        const saved = yield* service.move(LEARNER, lineId, "wishlist")
        expect(saved.message).toBe(Messages.moved("wishlist", "Exam ready"))
        expect(saved.data).toMatchObject({ counts: { cartList: 0, wishList: 1 }, subtotalCents: 0 })
        expect(yield* refusalOf(service.move(LEARNER, lineId, "wishlist"))).toEqual({
          _tag: "Conflict",
          message: Messages.alreadyInList("wishlist", "Exam ready")
        })
        expect((yield* service.move(LEARNER, lineId, "cart")).data.counts).toEqual({ cartList: 1, wishList: 0 })
      })
    )
  )

  it.effect("answers 404 for another learner's line and leaves it alone", () =>
    withService((service) =>
      Effect.gen(function* () {
        const lineId = (yield* service.add(LEARNER, { list: "cart", item: exam("ready") })).data.cart[0]!._id
        const notFound = { _tag: "NotFound", message: Messages.LINE_NOT_FOUND }
        expect(yield* refusalOf(service.remove(INTRUDER, lineId))).toEqual(notFound)
        expect(yield* refusalOf(service.move(INTRUDER, lineId, "wishlist"))).toEqual(notFound)
        expect(yield* refusalOf(service.remove(LEARNER, Schema.decodeSync(CartLineId)("line-404")))).toEqual(notFound)
        expect(yield* service.counts(LEARNER)).toEqual({ cartList: 1, wishList: 0 })
        const removed = yield* service.remove(LEARNER, lineId)
        expect(removed.message).toBe(Messages.removed("cart", "Exam ready"))
        expect(removed.data.counts).toEqual({ cartList: 0, wishList: 0 })
      })
    )
  )

  it.effect("keeps a line that became held or coming soon, and leaves it out of the subtotal", () =>
    withService((service, tables) =>
      Effect.gen(function* () {
        yield* service.add(LEARNER, { list: "cart", item: exam("ready") })
        yield* service.add(LEARNER, { list: "cart", item: exam("second") })
        const now = yield* Clock.currentTimeMillis
        tables.subscriptions.push({ userId: LEARNER, examId: examId("ready"), expiresAt: now + DAY })
        const state = yield* service.state(LEARNER)
        expect(state.cart.map((line) => [line.name, line.owned])).toEqual([
          ["Exam ready", true],
          ["Exam second", false]
        ])
        expect(state.subtotalCents).toBe(2000)
      })
    )
  )
})

describe("CartService (in memory): merging the guest's cart", () => {
  it.effect("merges what it can, in order, and lists every refusal with its reason", () =>
    withService((service) =>
      Effect.gen(function* () {
        yield* service.add(LEARNER, { list: "cart", item: exam("ready") })
        yield* service.add(LEARNER, { list: "wishlist", item: exam("second") })
        const answer = yield* service.merge(LEARNER, [exam("ready"), exam("second"), exam("soon"), exam("held"), exam("gone"), pkg("bundle"), exam("second")])
        expect(answer.data.merged).toEqual([exam("second")])
        expect(answer.data.refused.map((refusal) => [refusal.item._id, refusal.reason])).toEqual([
          ["ready", "alreadyInCart"],
          ["soon", "comingSoon"],
          ["held", "alreadyOwned"],
          ["gone", "notSold"],
          ["bundle", "comingSoon"],
          ["second", "alreadyInCart"]
        ])
        expect(answer.data.refused[3]!.message).toBe(Messages.EXAM_NOT_SOLD)
        expect(answer.message).toBe(Messages.mergeSummary(1, 6))
        expect(answer.data.cart.counts).toEqual({ cartList: 2, wishList: 0 })
        expect(answer.data.cart.subtotalCents).toBe(3950 + 2000)
      })
    )
  )

  it.effect("refuses what does not fit once the cart is full", () =>
    withService((service, tables) =>
      Effect.gen(function* () {
        for (let n = 0; n < MAX_LINES_PER_LIST; n++) tables.exams.push(examRow(`filler-${n}`))
        const answer = yield* service.merge(LEARNER, [...Array.from({ length: MAX_LINES_PER_LIST }, (_, n) => exam(`filler-${n}`)), exam("ready")])
        expect(answer.data.merged).toHaveLength(MAX_LINES_PER_LIST)
        expect(answer.data.refused).toEqual([{ item: exam("ready"), reason: "listFull", message: Messages.listFull("cart") }])
      })
    )
  )
})

describe("the merge's summary", () => {
  it("says what joined and how many did not", () => {
    expect(Messages.mergeSummary(0, 0)).toBe("There was nothing to bring over from before you signed in.")
    expect(Messages.mergeSummary(1, 0)).toBe("1 item from before you signed in was added to your cart.")
    expect(Messages.mergeSummary(3, 1)).toBe("3 items from before you signed in were added to your cart; 1 item could not be: your cart says why.")
    expect(Messages.mergeSummary(0, 2)).toBe("Nothing from before you signed in was added to your cart; 2 items could not be: your cart says why.")
  })
})
