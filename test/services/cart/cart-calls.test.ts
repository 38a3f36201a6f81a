import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { CartLineId, ExamId, PackageId } from "../../../src/api/shared/ids.ts"
import { changeCart, guestLines, loadCart, mergeCart } from "../../../src/services/cart/cart-calls.ts"
import { type ApiClient, makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"
import { LINE, stateWith } from "./cart-fixtures.ts"

const BASE = "http://shop.test"
const API = `${BASE}/api/v1/u`

const setup = (answer: Answer) => {
  const fake = makeFakeFetch(answer)
  const layer = makeApiClientLayer(BASE, { fetch: fake.fetch, readToken: () => "tok" })
  const run = <A, E>(effect: Effect.Effect<A, E, ApiClient>) => Effect.runPromise(Effect.result(Effect.provide(effect, layer)))
  return { seen: fake.seen, run }
}

const EXAM = { kind: "exam", _id: ExamId.make("exam-1") } as const
const PACKAGE = { kind: "package", _id: PackageId.make("pkg-1") } as const

describe("cart calls", () => {
  it("loads the lists with the learner's token", async () => {
    const { seen, run } = setup(() => json(200, { data: stateWith([LINE]) }))
    const result = await run(loadCart)
    expect(result).toMatchObject({ success: { counts: { cartList: 1, wishList: 0 }, subtotalCents: 3900 } })
    expect(seen[0]).toMatchObject({ url: `${API}/cart/lines`, method: "GET" })
    expect(seen[0]!.headers.get("x-access-token")).toBe("tok")
  })

  it("adds, removes and moves a line at their addresses and answers the server's words and state", async () => {
    const { seen, run } = setup(() => json(200, { message: "Done.", data: stateWith([LINE]) }))
    expect(await run(changeCart({ type: "add", list: "wishlist", item: EXAM }))).toMatchObject({ success: { message: "Done." } })
    await run(changeCart({ type: "remove", lineId: CartLineId.make("line-1") }))
    await run(changeCart({ type: "move", lineId: CartLineId.make("line-1"), to: "cart" }))
    expect(seen.map((r) => [r.method, r.url, r.body === null ? null : JSON.parse(r.body)])).toEqual([
      ["POST", `${API}/cart/lines`, { list: "wishlist", item: { kind: "exam", _id: "exam-1" } }],
      ["DELETE", `${API}/cart/lines/line-1`, null],
      ["POST", `${API}/cart/lines/line-1/move`, { to: "cart" }]
    ])
  })

  it("a refusal arrives as an ApiFailure with the server's message", async () => {
    const { run } = setup(() => json(409, { _tag: "Conflict", message: "You already own this exam." }))
    const result = await run(changeCart({ type: "add", list: "cart", item: EXAM }))
    expect(result).toMatchObject({ failure: { _tag: "ApiFailure", reason: "Conflict", message: "You already own this exam." } })
  })

  it("merges the guest's items", async () => {
    const merged = { message: "1 item from before you signed in is in your cart.", data: { merged: [EXAM], refused: [], cart: stateWith([LINE]) } }
    const { seen, run } = setup(() => json(200, merged))
    const result = await run(mergeCart({ items: [EXAM] }))
    expect(result).toMatchObject({ success: { message: merged.message } })
    expect(seen[0]!.url).toBe(`${API}/cart/merge`)
    expect(JSON.parse(seen[0]!.body ?? "null")).toEqual({ items: [{ kind: "exam", _id: "exam-1" }] })
  })

  it("names and prices a guest's items from the public catalog, in cents; an item no longer sold stays removable", async () => {
    const exam = {
      _id: "exam-1",
      name: "Nimbus Cloud Architect",
      slug: "nimbus-cloud-architect",
      code: "NCA-201",
      vendor: "Nimbus",
      level: "Associate",
      shortDescription: "Design on Nimbus.",
      price: 49.99,
      salePrice: 39.5,
      validityDays: 180,
      image: null,
      categoryId: "cat-1",
      categoryName: "Cloud",
      availability: "onSale",
      testCount: 1,
      questionCount: 20,
      descriptionHtml: "<p>Design.</p>",
      category: { _id: "cat-1", name: "Cloud" },
      subCategory: null,
      tests: [],
      packages: []
    }
    const { seen, run } = setup((request) =>
      request.url.endsWith("/public/exams/exam-1") ? json(200, { data: exam }) : json(404, { _tag: "NotFound", message: "This package was not found." })
    )
    const result = await run(guestLines([EXAM, PACKAGE]))
    expect(seen.map((r) => r.url).sort()).toEqual([`${API}/public/exams/exam-1`, `${API}/public/packages/pkg-1`])
    expect(result).toMatchObject({
      success: [
        { item: EXAM, name: exam.name, slug: exam.slug, priceCents: 4999, salePriceCents: 3950, unavailable: false },
        { item: PACKAGE, name: "An item no longer sold", slug: "", priceCents: 0, salePriceCents: null, unavailable: true }
      ]
    })
  })
})
