/** An order as fulfilment leaves it, for the receipt and refund rule tests. */
import { Schema } from "effect"
import { ExamId, OrderId, PackageId, QuoteId, UserId } from "../../../../../src/api/shared/ids.ts"
import type { OrderRecord } from "../../../../../server/cart/checkout/order-record.ts"

export const PAID_AT = new Date("2026-03-01T10:00:00.000Z")

export const sampleOrder = (fields: Partial<OrderRecord> = {}): OrderRecord => ({
  id: Schema.decodeSync(OrderId)("11111111-2222-4333-8444-555555555555"),
  userId: Schema.decodeSync(UserId)("22222222-2222-4333-8444-555555555555"),
  idempotencyKey: "key-00000001",
  quoteId: Schema.decodeSync(QuoteId)("33333333-2222-4333-8444-555555555555"),
  cartFingerprint: "exam:e1,package:p1",
  status: "paid",
  lines: [
    { item: { kind: "exam", _id: Schema.decodeSync(ExamId)("e1") }, name: "Cloud Practitioner Practice Exams", payCents: 1999 },
    { item: { kind: "package", _id: Schema.decodeSync(PackageId)("p1") }, name: "Security Bundle", payCents: 4550 }
  ],
  subtotalCents: 6549,
  coupon: { code: "WELCOME10", discountCents: 655, capped: false, message: "WELCOME10 takes 10% off.", couponId: null },
  totalCents: 5894,
  currency: "USD",
  chargeId: "ch_sample",
  cardBrand: "visa",
  last4: "4242",
  confirmationId: null,
  declineCode: null,
  failureMessage: null,
  receiptNumber: "R-000042",
  creditNoteNumber: null,
  refundId: null,
  createdAt: new Date(PAID_AT.getTime() - 60_000),
  paidAt: PAID_AT,
  fulfilledAt: PAID_AT,
  failedAt: null,
  refundedAt: null,
  ...fields
})
