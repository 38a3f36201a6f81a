/**
 * Transactions and My Packages as src/wiring/cart/orders-wiring.ts wires them:
 * the real paged-list, resource and refund machines on the real services
 * over a fake fetch, the file saver recorded, and the toasts recorded.
 */
import { Effect, Layer } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { type AnyActorRef, createActor, waitFor } from "xstate"
import { isDownloadingReceipt } from "../../../src/machines/cart/receipt-download.machine.ts"
import { hasRefunded, hasRefundFailed, orderOnView, selectRefundMessage } from "../../../src/machines/cart/refund.machine.ts"
import type { OrderSummary } from "../../../src/api/cart/checkout.ts"
import { makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { type AppRuntime, makeAppRuntime } from "../../../src/services/shared/runtime.ts"
import { readyRuntime } from "../../../src/services/shared/lazy-runtime.ts"
import { type ShownToast, Toasts } from "../../../src/services/shared/toasts.ts"
import { makeNotifiers } from "../../../src/wiring/shared/notifiers.ts"
import { makeOrdersMachines } from "../../../src/wiring/cart/orders-wiring.ts"
import { ORDER } from "./cart-fixtures.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const API = "http://shop.test/api/v1/u"

const cleanups: Array<() => void | Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const setup = (answer: Answer) => {
  const fake = makeFakeFetch(answer)
  const shown: Array<ShownToast> = []
  const runtime: AppRuntime = makeAppRuntime(
    Layer.mergeAll(makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => "tok" }), Toasts.layerRecording(shown))
  )
  const saved: Array<{ readonly name: string; readonly type: string; readonly text: string }> = []
  const saver = { save: vi.fn((bytes: Uint8Array, name: string, type: string) => void saved.push({ name, type, text: new TextDecoder().decode(bytes) })) }
  const machines = makeOrdersMachines(runtime, makeNotifiers(readyRuntime(runtime)), saver)
  cleanups.push(() => runtime.dispose())
  return { fake, shown, saved, machines }
}

const started = <A extends AnyActorRef>(actor: A): A => {
  actor.start()
  cleanups.push(() => void actor.stop())
  return actor
}

const flush = () => Effect.runPromise(Effect.sleep(10))

describe("Transactions as wired", () => {
  it("loads the page the address names, and another page on GO_TO_PAGE", async () => {
    const wiring = setup((request) => {
      const { page } = JSON.parse(request.body ?? "{}") as { page: number }
      return json(200, { data: { docs: [{ ...ORDER, _id: `order-${page}` }], total: 11, page, perPage: 10 } })
    })
    const list = started(createActor(wiring.machines.transactions, { input: { filter: null, perPage: 10, page: 2 } }))
    await waitFor(list, (s) => s.matches("ready"))
    expect(list.getSnapshot().context.result?.docs.map((o) => (o as OrderSummary)._id)).toEqual(["order-2"])
    list.send({ type: "GO_TO_PAGE", page: 1 })
    await waitFor(list, (s) => s.matches("ready") && s.context.request.page === 1)
    expect(wiring.fake.seen.map((r) => [r.url, JSON.parse(r.body ?? "null")])).toEqual([
      [`${API}/transactions/pagin`, { page: 2, perPage: 10 }],
      [`${API}/transactions/pagin`, { page: 1, perPage: 10 }]
    ])
  })

  it("refunds an order once and shows the server's sentence; a refusal keeps the order as it was", async () => {
    const message = "Your refund of $39.00 is on its way to your Visa ending in 4242."
    const refunded = {
      ...ORDER,
      status: "refunded",
      refund: { refundable: false, until: null, message: "Refunded." },
      refundedAt: "2026-05-02T09:00:00.000Z",
      creditNoteNumber: "C-000001"
    }
    const wiring = setup((request) =>
      request.url.endsWith("/order-1/refund")
        ? json(200, { message, data: refunded })
        : json(409, { _tag: "Conflict", message: "A test of this order was submitted: it can no longer be refunded." })
    )
    const ok = started(createActor(wiring.machines.refund, { input: { orderId: "order-1" } }))
    ok.send({ type: "OPEN" })
    ok.send({ type: "CONFIRM" })
    ok.send({ type: "CONFIRM" })
    await waitFor(ok, hasRefunded)
    expect(selectRefundMessage(ok.getSnapshot())).toBe(message)
    expect(orderOnView(ok.getSnapshot(), ORDER as unknown as OrderSummary).status).toBe("refunded")

    const refused = started(createActor(wiring.machines.refund, { input: { orderId: "order-2" } }))
    refused.send({ type: "OPEN" })
    refused.send({ type: "CONFIRM" })
    await waitFor(refused, hasRefundFailed)
    expect(selectRefundMessage(refused.getSnapshot())).toBe("A test of this order was submitted: it can no longer be refunded.")
    expect(wiring.fake.seen.map((r) => [r.method, r.url])).toEqual([
      ["POST", `${API}/transactions/order-1/refund`],
      ["POST", `${API}/transactions/order-2/refund`]
    ])
    // Shown in the dialog, not toasted as well.
    await flush()
    expect(wiring.shown).toEqual([])
  })

  it("saves the receipt as receipt-{number}.pdf; a receipt not ready is reported as a toast, nothing saved", async () => {
    const wiring = setup((request) =>
      request.url.includes("order-1")
        ? new Response(new TextEncoder().encode("%PDF-1.7"), { status: 200, headers: { "content-type": "application/pdf" } })
        : json(409, { _tag: "Conflict", message: "The order is not paid yet." })
    )
    const receipt = createActor(wiring.machines.receiptDownload).start()
    receipt.send({ type: "DOWNLOAD", orderId: "order-1", receiptNumber: "R-000042" })
    expect(isDownloadingReceipt(receipt.getSnapshot())).toBe(true)
    // A second press while the file comes is not a second download.
    receipt.send({ type: "DOWNLOAD", orderId: "order-1", receiptNumber: "R-000042" })
    await waitFor(receipt, (s) => !isDownloadingReceipt(s))
    expect(wiring.saved).toEqual([{ name: "receipt-R-000042.pdf", type: "application/pdf", text: "%PDF-1.7" }])
    receipt.send({ type: "DOWNLOAD", orderId: "order-2", receiptNumber: null })
    await waitFor(receipt, (s) => !isDownloadingReceipt(s))
    await vi.waitFor(() => expect(wiring.shown).toEqual([{ kind: "error", message: "The order is not paid yet." }]))
    expect(wiring.saved).toHaveLength(1)
    receipt.stop()
  })
})

describe("My Packages as wired", () => {
  it("each tab loads its own endpoint; an unknown package is notFound", async () => {
    const wiring = setup((request) =>
      request.url.includes("/packages/subscription/")
        ? json(404, { _tag: "NotFound", message: "No package subscription has this id." })
        : json(200, { data: { docs: [], total: 0, page: 1, perPage: 12 } })
    )
    const expired = started(createActor(wiring.machines.packages, { input: { filter: "expired", perPage: 12 } }))
    await waitFor(expired, (s) => s.matches("ready"))
    const detail = started(createActor(wiring.machines.packageDetail, { input: { request: { subscId: "psub-9" } } }))
    await waitFor(detail, (s) => s.matches("notFound"))
    expect(wiring.fake.seen.map((r) => r.url)).toEqual([`${API}/packages/expiredPackages`, `${API}/packages/subscription/psub-9`])
  })
})
