import { Effect, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { OrderId, QuoteId } from "../../../src/api/shared/ids.ts"
import { confirmPayment, fetchQuote, loadOrder, pay, paymentCard, receiptBytes, resumePayment } from "../../../src/services/cart/checkout-calls.ts"
import { downloadReceipt, receiptFileName } from "../../../src/services/cart/receipt-download.ts"
import { type ApiClient, makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"
import { ORDER, QUOTE } from "./cart-fixtures.ts"

const BASE = "http://shop.test"
const API = `${BASE}/api/v1/u`

const setup = (answer: Answer) => {
  const fake = makeFakeFetch(answer)
  const layer = makeApiClientLayer(BASE, { fetch: fake.fetch, readToken: () => "tok" })
  const run = <A, E>(effect: Effect.Effect<A, E, ApiClient>) => Effect.runPromise(Effect.result(Effect.provide(effect, layer)))
  return { seen: fake.seen, run }
}

const CARD = paymentCard({ number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "314", name: "Dana Learner" })
const PAID = { status: "paid", orderId: "order-1", receiptNumber: "R-000001" }

describe("checkout calls", () => {
  it("asks for a quote with the coupon and answers the quote beside the coupon's refusal", async () => {
    const refusal = { reason: "Expired", code: "OLDCODE", message: "OLDCODE expired on 1 January 2024." }
    const { seen, run } = setup(() => json(200, { data: { ...QUOTE, coupon: null }, couponRefusal: refusal }))
    const result = await run(fetchQuote({ couponCode: "OLDCODE" }))
    expect(result).toMatchObject({ success: { data: { _id: "quote-1", totalCents: 3510 }, couponRefusal: refusal } })
    expect(seen[0]).toMatchObject({ url: `${API}/checkout/quote`, method: "POST" })
    expect(JSON.parse(seen[0]!.body ?? "null")).toEqual({ couponCode: "OLDCODE" })
  })

  it("keeps the card's number and CVC Redacted until the request is written", async () => {
    expect(String(CARD.number)).not.toContain("4242")
    expect(JSON.stringify(CARD)).not.toContain("4242424242424242")
    expect(Redacted.value(CARD.number)).toBe("4242424242424242")
    const { seen, run } = setup(() => json(200, { data: PAID }))
    const result = await run(pay({ quoteId: QuoteId.make("quote-1"), idempotencyKey: "key-00000001", card: CARD }))
    expect(result).toMatchObject({ success: PAID })
    expect(seen[0]!.url).toBe(`${API}/checkout/pay`)
    expect(JSON.parse(seen[0]!.body ?? "null")).toEqual({
      quoteId: "quote-1",
      idempotencyKey: "key-00000001",
      card: { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "314", name: "Dana Learner" }
    })
  })

  it("a 409 on paying arrives as Conflict (the checkout machine renews the quote)", async () => {
    const { run } = setup(() => json(409, { _tag: "Conflict", message: "Your quote expired. Here is the current total." }))
    const result = await run(pay({ quoteId: QuoteId.make("quote-1"), idempotencyKey: "key-00000001", card: CARD }))
    expect(result).toMatchObject({ failure: { reason: "Conflict", message: "Your quote expired. Here is the current total." } })
  })

  it("sends the 3-D Secure answer and asks what became of a key", async () => {
    const { seen, run } = setup((request) =>
      request.url.includes("/checkout/payments/")
        ? json(404, { _tag: "NotFound", message: "No payment has this key." })
        : json(200, { data: { status: "declined", orderId: "order-1", reason: "authentication_failed", message: "The card holder refused." } })
    )
    const confirmed = await run(confirmPayment({ orderId: OrderId.make("order-1"), confirmationId: "3ds-1", approve: false }))
    expect(confirmed).toMatchObject({ success: { status: "declined", message: "The card holder refused." } })
    expect(JSON.parse(seen[0]!.body ?? "null")).toEqual({ orderId: "order-1", confirmationId: "3ds-1", approve: false })
    const resumed = await run(resumePayment({ idempotencyKey: "key-00000001" }))
    expect(resumed).toMatchObject({ failure: { reason: "NotFound" } })
    expect(seen[1]).toMatchObject({ url: `${API}/checkout/payments/key-00000001`, method: "GET" })
  })

  it("loads an order and its PDF receipt's bytes", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.7 receipt")
    const { seen, run } = setup((request) =>
      request.url.endsWith("/receipt") ? new Response(pdf, { status: 200, headers: { "content-type": "application/pdf" } }) : json(200, { data: ORDER })
    )
    expect(await run(loadOrder("order-1"))).toMatchObject({ success: { receiptNumber: "R-000001", last4: "4242" } })
    const bytes = await run(receiptBytes("order-1"))
    expect(bytes._tag === "Success" ? new TextDecoder().decode(bytes.success) : null).toBe("%PDF-1.7 receipt")
    expect(seen.map((r) => r.url)).toEqual([`${API}/transactions/order-1`, `${API}/transactions/order-1/receipt`])
  })

  it("saves the receipt under its number; a receipt not ready yet is reported, nothing saved", async () => {
    const saved: Array<{ readonly name: string; readonly type: string; readonly text: string }> = []
    const saver = { save: (bytes: Uint8Array, name: string, type: string) => void saved.push({ name, type, text: new TextDecoder().decode(bytes) }) }
    const ok = setup(() => new Response(new TextEncoder().encode("%PDF"), { status: 200, headers: { "content-type": "application/pdf" } }))
    await ok.run(downloadReceipt({ orderId: "order-1", receiptNumber: "R-000001" }, saver))
    expect(saved).toEqual([{ name: "receipt-R-000001.pdf", type: "application/pdf", text: "%PDF" }])
    const notYet = setup(() => json(409, { _tag: "Conflict", message: "The order is not paid yet." }))
    expect(await notYet.run(downloadReceipt({ orderId: "order-2", receiptNumber: null }, saver))).toMatchObject({ failure: { reason: "Conflict" } })
    expect(saved).toHaveLength(1)
    expect(receiptFileName(null, "order 2/x")).toBe("receipt-order-2-x.pdf")
  })
})
