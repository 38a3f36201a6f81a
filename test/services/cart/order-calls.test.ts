import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { orderPage, refundOrder } from "../../../src/services/cart/order-calls.ts"
import { type ApiClient, makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"
import { ORDER } from "./cart-fixtures.ts"

const BASE = "http://shop.test"
const API = `${BASE}/api/v1/u`

const setup = (answer: Answer) => {
  const fake = makeFakeFetch(answer)
  const layer = makeApiClientLayer(BASE, { fetch: fake.fetch, readToken: () => "tok" })
  const run = <A, E>(effect: Effect.Effect<A, E, ApiClient>) => Effect.runPromise(Effect.result(Effect.provide(effect, layer)))
  return { seen: fake.seen, run }
}

const REFUNDED = {
  ...ORDER,
  status: "refunded",
  refund: { refundable: false, until: null, message: "This order was refunded on 2 May 2026." },
  refundedAt: "2026-05-02T09:00:00.000Z",
  creditNoteNumber: "C-000001"
}

describe("order calls", () => {
  it("asks for a page of orders with the learner's token and answers the page", async () => {
    const { seen, run } = setup(() => json(200, { data: { docs: [ORDER], total: 11, page: 2, perPage: 10 } }))
    const result = await run(orderPage({ page: 2, perPage: 10 }))
    expect(result).toMatchObject({ success: { total: 11, page: 2, perPage: 10, docs: [{ _id: "order-1", status: "paid", last4: "4242" }] } })
    expect(seen[0]).toMatchObject({ url: `${API}/transactions/pagin`, method: "POST" })
    expect(seen[0]!.headers.get("x-access-token")).toBe("tok")
    expect(JSON.parse(seen[0]!.body ?? "null")).toEqual({ page: 2, perPage: 10 })
  })

  it("a page answer that breaks the contract is a failure, not data", async () => {
    const { run } = setup(() => json(200, { data: { docs: [{ ...ORDER, status: "lost" }], total: 1, page: 1, perPage: 10 } }))
    const result = await run(orderPage({ page: 1, perPage: 10 }))
    expect(result._tag).toBe("Failure")
  })

  it("refunds an order and answers the server's sentence beside the refunded order", async () => {
    const message = "Your refund of $39.00 is on its way to your Visa ending in 4242."
    const { seen, run } = setup(() => json(200, { message, data: REFUNDED }))
    const result = await run(refundOrder({ orderId: "order-1" }))
    expect(result).toMatchObject({ success: { message, data: { status: "refunded", creditNoteNumber: "C-000001" } } })
    expect(seen[0]).toMatchObject({ url: `${API}/transactions/order-1/refund`, method: "POST" })
  })

  it("a refusal arrives as Conflict with the server's reason; another learner's order as NotFound", async () => {
    const reason = "A test of this order was submitted: it can no longer be refunded."
    const refused = setup(() => json(409, { _tag: "Conflict", message: reason }))
    expect(await refused.run(refundOrder({ orderId: "order-1" }))).toMatchObject({ failure: { reason: "Conflict", status: 409, message: reason } })
    const missing = setup(() => json(404, { _tag: "NotFound", message: "No order has this id." }))
    expect(await missing.run(refundOrder({ orderId: "someone-else" }))).toMatchObject({ failure: { reason: "NotFound" } })
  })

  it("an order id is written into the path safely", async () => {
    const { seen, run } = setup(() => json(404, { _tag: "NotFound", message: "No order has this id." }))
    await run(refundOrder({ orderId: "a/b?c" }))
    expect(seen[0]!.url).toBe(`${API}/transactions/a%2Fb%3Fc/refund`)
  })
})
