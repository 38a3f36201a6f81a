import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { OrderSummary } from "../../../src/api/cart/checkout.ts"
import type { RefundAnswer } from "../../../src/api/cart/orders.ts"
import {
  hasRefunded,
  hasRefundFailed,
  isRefundDialogOpen,
  isRefunding,
  isRefundRefused,
  orderOnView,
  type RefundInput,
  refundMachine,
  selectRefundMessage
} from "../../../src/machines/cart/refund.machine.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const INPUT: RefundInput = { orderId: "order-1" }

const PAID = {
  _id: "order-1",
  status: "paid",
  lines: [{ item: { kind: "exam", _id: "exam-1" }, name: "Nimbus Cloud Architect", payCents: 3900 }],
  subtotalCents: 3900,
  coupon: null,
  totalCents: 3900,
  cardBrand: "visa",
  last4: "4242",
  receiptNumber: "R-000001",
  createdAt: "2026-05-01T10:00:00.000Z",
  paidAt: "2026-05-01T10:00:01.000Z",
  failureMessage: null,
  refund: { refundable: true, until: "2026-05-15T10:00:01.000Z", message: "Refundable until 15 May 2026." },
  refundedAt: null,
  creditNoteNumber: null
} as unknown as OrderSummary

const REFUNDED = {
  ...PAID,
  status: "refunded",
  refund: { refundable: false, until: null, message: "This order was refunded." },
  refundedAt: "2026-05-02T09:00:00.000Z",
  creditNoteNumber: "C-000001"
} as unknown as OrderSummary

const ANSWER: RefundAnswer = { message: "Your refund of $39.00 is on its way to your Visa ending in 4242.", data: REFUNDED }
const REFUSED = { _tag: "ApiFailure", reason: "Conflict", status: 409, message: "A test of this order was submitted: it can no longer be refunded." } as const

const coverage = computePathCoverage(refundMachine, {
  input: INPUT,
  simplePaths: true,
  events: [
    { type: "OPEN" },
    { type: "CONFIRM" },
    { type: "CLOSE" },
    { type: "xstate.done.actor.refund", output: ANSWER },
    { type: "xstate.error.actor.refund", error: REFUSED },
    { type: "xstate.error.actor.refund", error: UNREACHABLE }
  ]
})

describe("refundMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(refundMachine, path, { input: INPUT })).toEqual(path.expected)
  })
})

const start = (answer: () => Promise<RefundAnswer>) => {
  const calls: Array<RefundInput> = []
  const actor = createActor(
    refundMachine.provide({
      actors: {
        refund: fromPromise<RefundAnswer, RefundInput>(({ input }) => {
          calls.push(input)
          return answer()
        })
      }
    }),
    { input: INPUT }
  ).start()
  return { actor, calls }
}

describe("refundMachine behaviour", () => {
  it("asks first, refunds once, shows the server's message and the refunded order", async () => {
    const h = start(async () => ANSWER)
    expect(isRefundDialogOpen(h.actor.getSnapshot())).toBe(false)
    // Confirming without asking does nothing.
    h.actor.send({ type: "CONFIRM" })
    expect(h.calls).toEqual([])
    h.actor.send({ type: "OPEN" })
    expect(isRefundDialogOpen(h.actor.getSnapshot())).toBe(true)
    h.actor.send({ type: "CONFIRM" })
    expect(isRefunding(h.actor.getSnapshot())).toBe(true)
    // A second press and a close while the card is refunded change nothing.
    h.actor.send({ type: "CONFIRM" })
    h.actor.send({ type: "CLOSE" })
    expect(isRefunding(h.actor.getSnapshot())).toBe(true)
    await waitFor(h.actor, hasRefunded)
    expect(h.calls).toEqual([INPUT])
    expect(selectRefundMessage(h.actor.getSnapshot())).toBe(ANSWER.message)
    expect(orderOnView(h.actor.getSnapshot(), PAID).status).toBe("refunded")
    h.actor.send({ type: "CLOSE" })
    expect(isRefundDialogOpen(h.actor.getSnapshot())).toBe(false)
    // The refunded order stays on view after the dialog closes.
    expect(orderOnView(h.actor.getSnapshot(), PAID)).toBe(REFUNDED)
  })

  it("after a failure without an answer, says so and tries again on CONFIRM", async () => {
    let answers = 0
    const h = start(async () => {
      answers += 1
      if (answers <= 2) throw UNREACHABLE
      return ANSWER
    })
    h.actor.send({ type: "OPEN" })
    h.actor.send({ type: "CONFIRM" })
    await waitFor(h.actor, hasRefundFailed)
    expect(isRefundRefused(h.actor.getSnapshot())).toBe(false)
    expect(selectRefundMessage(h.actor.getSnapshot())).toBe(UNREACHABLE.message)
    expect(orderOnView(h.actor.getSnapshot(), PAID)).toBe(PAID)
    h.actor.send({ type: "CONFIRM" })
    expect(isRefunding(h.actor.getSnapshot())).toBe(true)
    await waitFor(h.actor, hasRefundFailed)
    // Closing and asking again starts without the old message.
    h.actor.send({ type: "CLOSE" })
    h.actor.send({ type: "OPEN" })
    expect(selectRefundMessage(h.actor.getSnapshot())).toBeNull()
    h.actor.send({ type: "CONFIRM" })
    await waitFor(h.actor, hasRefunded)
    expect(h.calls).toHaveLength(3)
  })

  it("after the server's refusal, shows its sentence, offers no retry, and the order on view is no longer refundable", async () => {
    const h = start(async () => {
      throw REFUSED
    })
    h.actor.send({ type: "OPEN" })
    h.actor.send({ type: "CONFIRM" })
    await waitFor(h.actor, hasRefundFailed)
    expect(isRefundRefused(h.actor.getSnapshot())).toBe(true)
    expect(selectRefundMessage(h.actor.getSnapshot())).toBe(REFUSED.message)
    // CONFIRM cannot ask again: the answer would be the same.
    h.actor.send({ type: "CONFIRM" })
    expect(isRefunding(h.actor.getSnapshot())).toBe(false)
    expect(h.calls).toHaveLength(1)
    h.actor.send({ type: "CLOSE" })
    expect(isRefundDialogOpen(h.actor.getSnapshot())).toBe(false)
    // The row shows what a reload of the list would: the refusal as the terms, no Refund.
    expect(orderOnView(h.actor.getSnapshot(), PAID).refund).toEqual({ refundable: false, until: PAID.refund.until, message: REFUSED.message })
    expect(orderOnView(h.actor.getSnapshot(), PAID).status).toBe("paid")
  })

  it("a cancelled question refunds nothing", () => {
    const h = start(async () => ANSWER)
    h.actor.send({ type: "OPEN" })
    h.actor.send({ type: "CLOSE" })
    expect(isRefundDialogOpen(h.actor.getSnapshot())).toBe(false)
    expect(h.calls).toEqual([])
  })
})
