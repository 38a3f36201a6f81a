/**
 * The API tests of the cart and the wishlist, written once and
 * run against each database (PGlite and the PostgreSQL server): adding,
 * removing, moving and merging, with the prices in cents the catalog holds
 * now; every refusal word for word; another learner's line; bad input that
 * changes nothing; two simultaneous adds; and the header's counts.
 */
import { CONTROL_CHARACTER_MESSAGE } from "../../../src/api/api.ts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CartItem, type CartLine, type CartState, MAX_LINES_PER_LIST, MERGE_TOO_MANY, type MergeResult } from "../../../src/api/cart/cart.ts"
import * as Messages from "../../../server/cart/messages.ts"
import { type Learner, newLearner, subscribe } from "./attempts-fixture.ts"
import { type CartFixture, EXAMS, type FixtureExam, type FixturePackage, loadCartFixture, PACKAGES } from "./cart-fixture.ts"
import { type ApiAnswer, callLearnerApi } from "./learner-api-call.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

interface Change {
  readonly message: string
  readonly data: CartState
}

export const describeCart = (label: string, database: () => TestDatabase) =>
  describe(`the cart and the wishlist on ${label}`, () => {
    let server: TestServer
    let fixture: CartFixture

    beforeAll(async () => {
      server = await startTestServer(database())
      fixture = await loadCartFixture(server)
    })
    afterAll(async () => {
      await server?.close()
    })

    const call = <T>(method: string, path: string, token: string | undefined, body?: unknown) => callLearnerApi<T>(server, method, path, token, body)

    const exam = (key: FixtureExam): CartItem => ({ kind: "exam", _id: fixture.exams[key] as CartItem["_id"] }) as CartItem
    const pkg = (key: FixturePackage): CartItem => ({ kind: "package", _id: fixture.packages[key] as CartItem["_id"] }) as CartItem

    const as = (learner: Learner | undefined) => {
      const token = learner?.token
      return {
        counts: () => call<{ data: { cartList: number; wishList: number } }>("GET", "/cart/getTotalCount", token),
        lines: () => call<{ data: CartState }>("GET", "/cart/lines", token),
        add: (list: string, item: unknown) => call<Change>("POST", "/cart/lines", token, { list, item }),
        addRaw: (body: unknown) => call<Change>("POST", "/cart/lines", token, body),
        remove: (lineId: string) => call<Change>("DELETE", `/cart/lines/${encodeURIComponent(lineId)}`, token),
        move: (lineId: string, to: unknown) => call<Change>("POST", `/cart/lines/${encodeURIComponent(lineId)}/move`, token, { to }),
        merge: (items: unknown) => call<{ message: string; data: MergeResult }>("POST", "/cart/merge", token, { items })
      }
    }

    const linesOf = async (learner: Learner) =>
      server.query<{ list: string; exam_id: string | null; package_id: string | null }>(
        "SELECT list, exam_id, package_id FROM cart_lines WHERE user_id = $1 ORDER BY position",
        [learner.userId]
      )

    const expectRefused = (answer: ApiAnswer<unknown>, status: number, message: string) => {
      expect(answer.status).toBe(status)
      expect(answer.body.message).toBe(message)
    }

    const only = (lines: ReadonlyArray<CartLine>, item: CartItem) => {
      const line = lines.find((candidate) => candidate.item.kind === item.kind && candidate.item._id === item._id)
      expect(line).toBeDefined()
      return line!
    }

    describe("a guest", () => {
      it("is asked to sign in by every call, and nothing is written", async () => {
        const guest = as(undefined)
        const before = await server.query("SELECT count(*)::int AS n FROM cart_lines")
        for (const answer of [
          await guest.counts(),
          await guest.lines(),
          await guest.add("cart", exam("ready")),
          await guest.remove("any-line"),
          await guest.move("any-line", "cart"),
          await guest.merge([exam("ready")])
        ]) {
          expectRefused(answer, 401, "Please sign in to continue.")
        }
        expect(await server.query("SELECT count(*)::int AS n FROM cart_lines")).toEqual(before)
      })
    })

    describe("adding and listing", () => {
      it("starts empty", async () => {
        const learner = as(await newLearner(server, "empty"))
        expect((await learner.counts()).body.data).toEqual({ cartList: 0, wishList: 0 })
        expect((await learner.lines()).body.data).toEqual({ cart: [], wishlist: [], counts: { cartList: 0, wishList: 0 }, subtotalCents: 0 })
      })

      it("adds an exam with the catalog's price and sale price in cents, and counts it", async () => {
        const me = await newLearner(server, "adds")
        const learner = as(me)
        const answer = await learner.add("cart", exam("ready"))
        expect(answer.status).toBe(200)
        expect(answer.body.message).toBe(Messages.added("cart", EXAMS.ready.name))
        const line = only(answer.body.data.cart, exam("ready"))
        expect(line).toMatchObject({
          list: "cart",
          name: EXAMS.ready.name,
          slug: "cart-ready-one",
          vendor: EXAMS.ready.vendor,
          priceCents: 4999,
          salePriceCents: 3950,
          payCents: 3950,
          owned: false,
          comingSoon: false,
          exams: [{ _id: fixture.exams.ready, name: EXAMS.ready.name, code: EXAMS.ready.code, vendor: EXAMS.ready.vendor, owned: false, comingSoon: false }]
        })
        expect(Number.isNaN(Date.parse(line.addedAt))).toBe(false)
        expect(answer.body.data.counts).toEqual({ cartList: 1, wishList: 0 })
        expect(answer.body.data.subtotalCents).toBe(3950)
        expect((await learner.counts()).body.data).toEqual({ cartList: 1, wishList: 0 })
        expect((await learner.lines()).body.data).toEqual(answer.body.data)
        expect(await linesOf(me)).toEqual([{ list: "cart", exam_id: fixture.exams.ready, package_id: null }])
      })

      it("refuses the same item twice in a list, and changes nothing", async () => {
        const me = await newLearner(server, "twice")
        const learner = as(me)
        expect((await learner.add("cart", exam("second"))).status).toBe(200)
        expectRefused(await learner.add("cart", exam("second")), 409, Messages.alreadyInList("cart", EXAMS.second.name))
        expect((await learner.add("wishlist", exam("ready"))).status).toBe(200)
        expectRefused(await learner.add("wishlist", exam("ready")), 409, Messages.alreadyInList("wishlist", EXAMS.ready.name))
        // An item in the cart is not saved for later too: it moves there from the cart.
        expectRefused(await learner.add("wishlist", exam("second")), 409, Messages.alreadyInList("cart", EXAMS.second.name))
        expect(await linesOf(me)).toHaveLength(2)
        expect((await learner.counts()).body.data).toEqual({ cartList: 1, wishList: 1 })
      })

      it("keeps one line when the same item is added many times at once", async () => {
        const me = await newLearner(server, "race")
        const learner = as(me)
        const answers = await Promise.all(Array.from({ length: 8 }, () => learner.add("cart", exam("ready"))))
        expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
        expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7)
        expect(await linesOf(me)).toHaveLength(1)
      })

      it("moves an item from the wishlist when it is added to the cart", async () => {
        const me = await newLearner(server, "wish-to-cart")
        const learner = as(me)
        await learner.add("wishlist", exam("second"))
        const answer = await learner.add("cart", exam("second"))
        expect(answer.status).toBe(200)
        expect(answer.body.message).toBe(Messages.moved("cart", EXAMS.second.name))
        expect(answer.body.data.counts).toEqual({ cartList: 1, wishList: 0 })
        expect(await linesOf(me)).toEqual([{ list: "cart", exam_id: fixture.exams.second, package_id: null }])
      })

      it("says an exam without questions is coming soon, and keeps it in the wishlist", async () => {
        const me = await newLearner(server, "soon")
        const learner = as(me)
        expectRefused(await learner.add("cart", exam("soon")), 409, Messages.comingSoon(exam("soon"), EXAMS.soon.name))
        expectRefused(await learner.add("cart", pkg("soonOnly")), 409, Messages.comingSoon(pkg("soonOnly"), PACKAGES.soonOnly.name))
        expect(await linesOf(me)).toEqual([])
        const saved = await learner.add("wishlist", exam("soon"))
        expect(saved.status).toBe(200)
        expect(only(saved.body.data.wishlist, exam("soon"))).toMatchObject({ comingSoon: true, owned: false, payCents: 1500, salePriceCents: null })
        // Not bought while it has no questions: the move to the cart is refused too.
        expectRefused(await learner.move(only(saved.body.data.wishlist, exam("soon"))._id, "cart"), 409, Messages.comingSoon(exam("soon"), EXAMS.soon.name))
        expect(await linesOf(me)).toEqual([{ list: "wishlist", exam_id: fixture.exams.soon, package_id: null }])
      })

      it("refuses an exam the learner holds active, in either list, and takes it again once expired", async () => {
        const holder = await newLearner(server, "holder")
        await subscribe(server, holder.userId, EXAMS.held.code)
        const learner = as(holder)
        expectRefused(await learner.add("cart", exam("held")), 409, Messages.alreadyOwned(exam("held"), EXAMS.held.name))
        expectRefused(await learner.add("wishlist", exam("held")), 409, Messages.alreadyOwned(exam("held"), EXAMS.held.name))
        expect(await linesOf(holder)).toEqual([])

        const lapsed = await newLearner(server, "lapsed")
        await subscribe(server, lapsed.userId, EXAMS.held.code, "expired")
        expect((await as(lapsed).add("cart", exam("held"))).status).toBe(200)
      })

      it("lists which exams of a package the learner holds, and refuses one held entirely", async () => {
        const holder = await newLearner(server, "pack-holder")
        await subscribe(server, holder.userId, EXAMS.held.code)
        const learner = as(holder)
        expectRefused(await learner.add("cart", pkg("heldOnly")), 409, Messages.alreadyOwned(pkg("heldOnly"), PACKAGES.heldOnly.name))

        const mixed = await learner.add("cart", pkg("mixed"))
        expect(mixed.status).toBe(200)
        const line = only(mixed.body.data.cart, pkg("mixed"))
        expect(line).toMatchObject({ name: PACKAGES.mixed.name, slug: PACKAGES.mixed.slug, priceCents: 4500, payCents: 4500, owned: false })
        expect(line.exams.map((granted) => [granted.code, granted.owned])).toEqual([
          [EXAMS.held.code, true],
          [EXAMS.second.code, false]
        ])
        expect(line.vendor).toBe("Orbit")
        expect(mixed.body.data.subtotalCents).toBe(4500)
      })

      it("prices a package on sale and lists its exams in order, but sells it only once every exam in it is on sale", async () => {
        const learner = as(await newLearner(server, "bundle"))
        // One of its three exams is coming soon: so is the package (src/domain/catalog/availability.ts).
        expectRefused(await learner.add("cart", pkg("bundle")), 409, Messages.comingSoon(pkg("bundle"), PACKAGES.bundle.name))
        const answer = await learner.add("wishlist", pkg("bundle"))
        expect(answer.status).toBe(200)
        const line = only(answer.body.data.wishlist, pkg("bundle"))
        expect(line).toMatchObject({ priceCents: 8000, salePriceCents: 6499, payCents: 6499, comingSoon: true, owned: false, vendor: "Nimbus, Orbit" })
        expect(line.exams.map((granted) => [granted.code, granted.comingSoon])).toEqual([
          [EXAMS.ready.code, false],
          [EXAMS.second.code, false],
          [EXAMS.soon.code, true]
        ])
        expect(answer.body.data.subtotalCents).toBe(0)
      })

      it("reads today's price on every answer, never a remembered one", async () => {
        const learner = as(await newLearner(server, "reprice"))
        await learner.add("cart", exam("second"))
        await server.query("UPDATE exams SET price = 21.05 WHERE id = $1", [fixture.exams.second])
        try {
          const state = (await learner.lines()).body.data
          expect(only(state.cart, exam("second"))).toMatchObject({ priceCents: 2105, payCents: 2105 })
          expect(state.subtotalCents).toBe(2105)
        } finally {
          await server.query("UPDATE exams SET price = 20.00 WHERE id = $1", [fixture.exams.second])
        }
      })

      it("answers 404 for an item the catalog does not sell", async () => {
        const me = await newLearner(server, "unknown")
        const learner = as(me)
        expectRefused(await learner.add("cart", { kind: "exam", _id: "no-such-exam" }), 404, Messages.EXAM_NOT_SOLD)
        expectRefused(await learner.add("wishlist", { kind: "package", _id: "no-such-package" }), 404, Messages.PACKAGE_NOT_SOLD)
        // An exam id given as a package is not that package.
        expectRefused(await learner.add("cart", { kind: "package", _id: fixture.exams.ready }), 404, Messages.PACKAGE_NOT_SOLD)
        expect(await linesOf(me)).toEqual([])
      })

      it("answers 400 with a message to bad input, and changes nothing", async () => {
        const me = await newLearner(server, "bad-input")
        const learner = as(me)
        for (const body of [
          { list: "basket", item: exam("ready") },
          { list: "cart", item: { kind: "course", _id: fixture.exams.ready } },
          { list: "cart", item: { kind: "exam", _id: "" } },
          { list: "cart", item: { kind: "exam", _id: "x".repeat(201) } },
          { list: "cart", item: { kind: "exam" } },
          { list: "cart" },
          "not json at all"
        ]) {
          const answer = await learner.addRaw(body)
          expect(answer.status).toBe(400)
          expect(answer.body.message).toEqual(expect.any(String))
        }
        expect(await linesOf(me)).toEqual([])
      })
    })

    describe("removing and moving", () => {
      it("removes the learner's own line and says so; a second time it is not found", async () => {
        const me = await newLearner(server, "remover")
        const learner = as(me)
        const added = await learner.add("wishlist", exam("ready"))
        const lineId = only(added.body.data.wishlist, exam("ready"))._id
        const removed = await learner.remove(lineId)
        expect(removed.status).toBe(200)
        expect(removed.body.message).toBe(Messages.removed("wishlist", EXAMS.ready.name))
        expect(removed.body.data.counts).toEqual({ cartList: 0, wishList: 0 })
        expectRefused(await learner.remove(lineId), 404, Messages.LINE_NOT_FOUND)
        expect(await linesOf(me)).toEqual([])
      })

      it("moves a line both ways, and refuses a move to the list it is in", async () => {
        const me = await newLearner(server, "mover")
        const learner = as(me)
        const added = await learner.add("cart", exam("ready"))
        const lineId = only(added.body.data.cart, exam("ready"))._id
        const toWishlist = await learner.move(lineId, "wishlist")
        expect(toWishlist.status).toBe(200)
        expect(toWishlist.body.message).toBe(Messages.moved("wishlist", EXAMS.ready.name))
        expect(toWishlist.body.data.counts).toEqual({ cartList: 0, wishList: 1 })
        expect(toWishlist.body.data.subtotalCents).toBe(0)
        expectRefused(await learner.move(lineId, "wishlist"), 409, Messages.alreadyInList("wishlist", EXAMS.ready.name))
        const back = await learner.move(lineId, "cart")
        expect(back.status).toBe(200)
        expect(only(back.body.data.cart, exam("ready"))._id).toBe(lineId)
        expect((await learner.move(lineId, "basket")).status).toBe(400)
        expect(await linesOf(me)).toEqual([{ list: "cart", exam_id: fixture.exams.ready, package_id: null }])
      })

      it("refuses moving a line to the cart once the learner holds its exam", async () => {
        const me = await newLearner(server, "bought-meanwhile")
        const learner = as(me)
        const added = await learner.add("wishlist", exam("held"))
        await subscribe(server, me.userId, EXAMS.held.code)
        const line = only((await learner.lines()).body.data.wishlist, exam("held"))
        expect(line.owned).toBe(true)
        expectRefused(await learner.move(only(added.body.data.wishlist, exam("held"))._id, "cart"), 409, Messages.alreadyOwned(exam("held"), EXAMS.held.name))
      })

      it("answers 404 for another learner's line and for an impossible id, and leaves the line alone", async () => {
        const owner = await newLearner(server, "owner")
        const intruder = as(await newLearner(server, "intruder"))
        const added = await as(owner).add("cart", exam("ready"))
        const lineId = only(added.body.data.cart, exam("ready"))._id
        expectRefused(await intruder.remove(lineId), 404, Messages.LINE_NOT_FOUND)
        expectRefused(await intruder.move(lineId, "wishlist"), 404, Messages.LINE_NOT_FOUND)
        // An id with a NUL character is refused before anything runs.
        expectRefused(await intruder.remove("line\u0000id"), 400, CONTROL_CHARACTER_MESSAGE)
        expectRefused(await intruder.move("line\u0000id", "cart"), 400, CONTROL_CHARACTER_MESSAGE)
        expect(await linesOf(owner)).toEqual([{ list: "cart", exam_id: fixture.exams.ready, package_id: null }])
        expect((await intruder.lines()).body.data.cart).toEqual([])
      })
    })

    describe("merging the guest's cart after sign-in", () => {
      it("adds what it can and says why the rest was refused", async () => {
        const me = await newLearner(server, "merger")
        await subscribe(server, me.userId, EXAMS.held.code)
        const learner = as(me)
        await learner.add("cart", exam("ready"))
        await learner.add("wishlist", exam("second"))
        const unknown = { kind: "exam", _id: "gone-exam" } as unknown as CartItem
        const items = [exam("ready"), exam("second"), pkg("bundle"), exam("soon"), exam("held"), unknown, pkg("bundle")]
        const answer = await learner.merge(items)
        expect(answer.status).toBe(200)
        const { merged, refused, cart } = answer.body.data
        expect(merged).toEqual([exam("second")])
        // A package with a coming-soon exam is coming soon itself: a guest's cart cannot carry it past sign-in.
        const bundleSoon = { item: pkg("bundle"), reason: "comingSoon", message: Messages.comingSoon(pkg("bundle"), PACKAGES.bundle.name) }
        expect(refused).toEqual([
          { item: exam("ready"), reason: "alreadyInCart", message: Messages.alreadyInList("cart", EXAMS.ready.name) },
          bundleSoon,
          { item: exam("soon"), reason: "comingSoon", message: Messages.comingSoon(exam("soon"), EXAMS.soon.name) },
          { item: exam("held"), reason: "alreadyOwned", message: Messages.alreadyOwned(exam("held"), EXAMS.held.name) },
          { item: unknown, reason: "notSold", message: Messages.EXAM_NOT_SOLD },
          bundleSoon
        ])
        expect(answer.body.message).toBe(Messages.mergeSummary(1, 6))
        expect(cart.counts).toEqual({ cartList: 2, wishList: 0 })
        expect(cart.cart.map((line) => line.name)).toEqual([EXAMS.ready.name, EXAMS.second.name])
        expect(cart.subtotalCents).toBe(3950 + 2000)
        expect((await learner.counts()).body.data).toEqual({ cartList: 2, wishList: 0 })
      })

      it("answers an empty merge with the cart as it is", async () => {
        const learner = as(await newLearner(server, "empty-merge"))
        const answer = await learner.merge([])
        expect(answer.status).toBe(200)
        expect(answer.body.message).toBe(Messages.mergeSummary(0, 0))
        expect(answer.body.data).toEqual({ merged: [], refused: [], cart: { cart: [], wishlist: [], counts: { cartList: 0, wishList: 0 }, subtotalCents: 0 } })
      })

      it("refuses a malformed or oversized guest cart as a whole, and changes nothing", async () => {
        const me = await newLearner(server, "bad-merge")
        const learner = as(me)
        const tooMany = Array.from({ length: MAX_LINES_PER_LIST + 1 }, () => exam("ready"))
        const oversized = await learner.merge(tooMany)
        expect(oversized.status).toBe(400)
        expect(oversized.body.message).toBe(MERGE_TOO_MANY)
        for (const items of [[exam("ready"), { kind: "exam", _id: "" }], "everything", [{ kind: "bundle", _id: "x" }]]) {
          expect((await learner.merge(items)).status).toBe(400)
        }
        expect(await linesOf(me)).toEqual([])
      })
    })

    it("loses the lines of an item the catalog stops selling", async () => {
      const me = await newLearner(server, "withdrawn")
      const learner = as(me)
      const [row] = await server.query<{ id: string }>(
        "INSERT INTO packages (name, slug, price) VALUES ('Cart Withdrawn Pack', 'cart-withdrawn-pack', 12) RETURNING id"
      )
      await server.query("INSERT INTO package_exams (package_id, exam_id) VALUES ($1, $2)", [row!.id, fixture.exams.ready])
      expect((await learner.add("wishlist", { kind: "package", _id: row!.id })).status).toBe(200)
      await server.query("DELETE FROM packages WHERE id = $1", [row!.id])
      expect((await learner.counts()).body.data).toEqual({ cartList: 0, wishList: 0 })
      expect(await linesOf(me)).toEqual([])
    })
  })
