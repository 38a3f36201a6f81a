/**
 * The refund rule as the server applies it (server/cart/checkout/orders/policy.ts):
 * a paid order until exactly 14 days after payment, unless a test of it was
 * submitted or a correct answer of it shown; pending, failed and refunded
 * orders never; each with its sentence.
 */
import { describe, expect, it } from "vitest"
import { ANSWER_KEY_REFUND_TERMS } from "../../../../../src/domain/attempt/answer-key.ts"
import * as Messages from "../../../../../server/cart/checkout/orders/messages.ts"
import { NOTHING_SEEN, refundDeadline, refundTerms } from "../../../../../server/cart/checkout/orders/policy.ts"
import { PAID_AT, sampleOrder } from "../receipts/sample-order.ts"

const DAY = 86_400_000
const paid = sampleOrder()
const until = new Date(PAID_AT.getTime() + 14 * DAY)
const open = NOTHING_SEEN
const submitted = { ...NOTHING_SEEN, testSubmitted: true }

describe("refund terms", () => {
  it("a paid order is refundable until exactly 14 days after payment, inclusive", () => {
    expect(refundDeadline(PAID_AT)).toEqual(until)
    expect(refundTerms(paid, open, PAID_AT.getTime())).toEqual({
      refundable: true,
      until: "2026-03-15T10:00:00.000Z",
      message: `Refundable until 15 March 2026. ${ANSWER_KEY_REFUND_TERMS}`
    })
    expect(refundTerms(paid, open, until.getTime()).refundable).toBe(true)
    expect(refundTerms(paid, open, until.getTime() + 1)).toEqual({
      refundable: false,
      until: until.toISOString(),
      message: "The 14 days to ask for a refund ended on 15 March 2026."
    })
  })

  it("a submitted test ends it at once, inside the 14 days", () => {
    expect(refundTerms(paid, submitted, PAID_AT.getTime() + DAY)).toEqual({
      refundable: false,
      until: until.toISOString(),
      message: Messages.TEST_SUBMITTED
    })
  })

  it("a correct answer shown ends it at once, naming the exam, how and when it was first shown", () => {
    const reveals = [
      { examName: "Cloud Architect", how: "review" as const, at: new Date(PAID_AT.getTime() + 2 * DAY) },
      { examName: "Cloud Developer", how: "practiceCheck" as const, at: new Date(PAID_AT.getTime() + DAY) }
    ]
    expect(refundTerms(paid, { ...open, answerKeysShown: reveals }, PAID_AT.getTime() + 3 * DAY)).toEqual({
      refundable: false,
      until: until.toISOString(),
      message: "This order cannot be refunded: the correct answers of Cloud Developer were shown to you (practice check on 2 March 2026)."
    })
  })

  it("after 14 days the deadline is the reason, submitted test or not", () => {
    expect(refundTerms(paid, submitted, until.getTime() + 1).message).toBe(Messages.refundWindowOver(until))
  })

  it("pending, failed and refunded orders are not refundable, each saying why", () => {
    const now = PAID_AT.getTime()
    expect(refundTerms(sampleOrder({ status: "pending", paidAt: null, receiptNumber: null }), open, now)).toEqual({
      refundable: false,
      until: null,
      message: Messages.PAYMENT_PENDING
    })
    expect(refundTerms(sampleOrder({ status: "failed", paidAt: null, receiptNumber: null }), open, now)).toEqual({
      refundable: false,
      until: null,
      message: Messages.PAYMENT_FAILED
    })
    const refundedAt = new Date(PAID_AT.getTime() + 2 * DAY)
    expect(refundTerms(sampleOrder({ status: "refunded", refundedAt, creditNoteNumber: "C-000003" }), open, now)).toEqual({
      refundable: false,
      until: null,
      message: "Refunded on 3 March 2026 (credit note C-000003)."
    })
  })
})
