/**
 * The orders module's rules over memory (no database): Transactions' paging
 * and order, another learner's order, the receipt's 409, and the refund's
 * steps — the gateway called once for the total (never for a free order),
 * the grants ended at the refund, the open attempts submitted, the
 * notification and the credit note letter, the same answer when asked again,
 * the refusals. The SQL and the transaction are covered by the API suites.
 */
import { ordersServiceInMemory } from "./in-memory-orders.ts"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Schema } from "effect"
import { TestClock } from "effect/testing"
import { NotificationsService } from "../../../../../server/account/notifications/service.ts"
import { AttemptsService } from "../../../../../server/attempt/service.ts"
import { makeOrdersTables, type OrdersTables } from "./in-memory-orders.ts"
import * as Messages from "../../../../../server/cart/checkout/orders/messages.ts"
import { OrdersService } from "../../../../../server/cart/checkout/orders/service.ts"
import type { OrderRecord } from "../../../../../server/cart/checkout/order-record.ts"
import { ReceiptMail } from "../../../../../server/cart/checkout/receipts/receipt-mail.ts"
import { type ChargeId, PaymentGateway, type RefundId } from "../../../../../server/platform/payments/gateway.ts"
import { AttemptId, OrderId, UserId } from "../../../../../src/api/shared/ids.ts"
import { isPdf, pdfText } from "../receipts/pdf-text.ts"
import { PAID_AT, sampleOrder } from "../receipts/sample-order.ts"

const DAY = 86_400_000
const LEARNER = Schema.decodeSync(UserId)("learner-1")
const OTHER = "learner-2"
const orderId = (n: number) => Schema.decodeSync(OrderId)(`order-${n}`)
const attemptId = Schema.decodeSync(AttemptId)

interface Calls {
  readonly refunds: Array<{ chargeId: string; amountCents: number }>
  readonly notifications: Array<{ userId: string; title: string; description: string }>
  readonly letters: Array<OrderRecord>
  readonly submitted: Array<string>
}

const setup = (orders: ReadonlyArray<OrderRecord>) => {
  const tables: OrdersTables = makeOrdersTables({ orders: [...orders], learners: new Map([[LEARNER, { name: "Dana", email: "dana@example.com" }]]) })
  const calls: Calls = { refunds: [], notifications: [], letters: [], submitted: [] }
  const layer = ordersServiceInMemory(tables).pipe(
    Layer.provide([
      Layer.mock(PaymentGateway, {
        refund: (chargeId: ChargeId, amountCents: number) =>
          Effect.sync(() => {
            calls.refunds.push({ chargeId, amountCents })
            return { refundId: `re_${chargeId}` as RefundId, chargeId, amountCents }
          })
      }),
      Layer.mock(NotificationsService, {
        add: (userId: string, title: string, description: string) => Effect.sync(() => void calls.notifications.push({ userId, title, description }))
      }),
      Layer.mock(ReceiptMail, { refunded: (order: OrderRecord) => Effect.sync(() => void calls.letters.push(order)) }),
      Layer.mock(AttemptsService, {
        submit: (_userId: string, id: AttemptId) =>
          Effect.sync(() => {
            calls.submitted.push(id)
            for (const grant of tables.grants) for (const attempt of grant.attempts) if (attempt.id === id) attempt.status = "submitted"
            return undefined as never
          })
      })
    ])
  )
  return { tables, calls, layer }
}

const paidOrder = (n: number, fields: Partial<OrderRecord> = {}) =>
  sampleOrder({ id: orderId(n), userId: LEARNER, chargeId: `ch_${n}`, createdAt: new Date(PAID_AT.getTime() + n * 1000), ...fields })

const at = (ms: number) => TestClock.setTime(ms)

describe("Transactions", () => {
  it.effect("pages newest first with the real total; another learner's order is 404", () => {
    const { layer } = setup([
      paidOrder(1),
      paidOrder(2, { status: "pending", paidAt: null, receiptNumber: null }),
      paidOrder(3),
      paidOrder(4, { userId: Schema.decodeSync(UserId)(OTHER) })
    ])
    return Effect.gen(function* () {
      yield* at(PAID_AT.getTime() + DAY)
      const orders = yield* OrdersService
      const first = yield* orders.page(LEARNER, { page: 1, perPage: 2 })
      expect(first.docs.map((order) => order._id)).toEqual([orderId(3), orderId(2)])
      expect(first.total).toBe(3)
      expect((yield* orders.page(LEARNER, { page: 2, perPage: 2 })).docs.map((order) => order._id)).toEqual([orderId(1)])
      expect((yield* orders.page(LEARNER, { page: 3, perPage: 2 })).docs).toEqual([])
      expect(yield* Effect.flip(orders.order(LEARNER, orderId(4)))).toMatchObject({ _tag: "NotFound", message: Messages.ORDER_NOT_FOUND })
      expect((yield* orders.order(LEARNER, orderId(1))).refund.refundable).toBe(true)
    }).pipe(Effect.provide(layer))
  })

  it.effect("makes the PDF of a paid order and refuses a pending one with 409", () => {
    const { layer } = setup([paidOrder(1), paidOrder(2, { status: "pending", paidAt: null, receiptNumber: null })])
    return Effect.gen(function* () {
      const orders = yield* OrdersService
      const pdf = yield* orders.receipt(LEARNER, orderId(1))
      expect(isPdf(pdf)).toBe(true)
      expect(pdfText(pdf)).toContain("Dana <dana@example.com>")
      expect(yield* Effect.flip(orders.receipt(LEARNER, orderId(2)))).toMatchObject({ _tag: "Conflict", message: Messages.RECEIPT_NOT_READY })
    }).pipe(Effect.provide(layer))
  })
})

describe("the refund", () => {
  it.effect("refunds the card once for the total, ends the grants, submits open attempts, notifies and writes the credit note", () => {
    const { tables, calls, layer } = setup([paidOrder(1)])
    tables.grants.push({
      orderId: orderId(1),
      startsAt: PAID_AT,
      expiresAt: new Date(PAID_AT.getTime() + 90 * DAY),
      attempts: [{ id: attemptId("attempt-open"), status: "ongoing" }]
    })
    return Effect.gen(function* () {
      const refundAt = PAID_AT.getTime() + 3 * DAY
      yield* at(refundAt)
      const orders = yield* OrdersService
      const answer = yield* orders.refund(LEARNER, orderId(1))
      expect(answer.data).toMatchObject({ status: "refunded", creditNoteNumber: "C-000001", refundedAt: new Date(refundAt).toISOString() })
      expect(answer.message).toBe(Messages.refundAnswer(5894, "C-000001"))
      expect(calls.refunds).toEqual([{ chargeId: "ch_1", amountCents: 5894 }])
      expect(tables.orders[0]!.refundId).toBe("re_ch_1")
      expect(tables.grants[0]!.expiresAt.getTime()).toBe(refundAt)
      expect(calls.submitted).toEqual(["attempt-open"])
      expect(calls.notifications).toEqual([
        { userId: LEARNER, title: Messages.REFUND_ISSUED_TITLE, description: Messages.refundIssued(5894, "R-000042", "C-000001") }
      ])
      expect(calls.letters.map((order) => order.creditNoteNumber)).toEqual(["C-000001"])

      // Asked again: the same answer, nothing done twice.
      const again = yield* orders.refund(LEARNER, orderId(1))
      expect(again.data.creditNoteNumber).toBe("C-000001")
      expect(calls.refunds).toHaveLength(1)
      expect(calls.letters).toHaveLength(1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("refunds a free order without the gateway", () => {
    const { calls, layer } = setup([paidOrder(1, { chargeId: null, cardBrand: null, last4: null, totalCents: 0, subtotalCents: 0, coupon: null, lines: [] })])
    return Effect.gen(function* () {
      const answer = yield* (yield* OrdersService).refund(LEARNER, orderId(1))
      expect(answer.data.status).toBe("refunded")
      expect(calls.refunds).toEqual([])
    }).pipe(Effect.provide(layer))
  })

  it.effect("refuses after 14 days, after a submitted test, and another learner's order (404), changing nothing", () => {
    const { tables, calls, layer } = setup([paidOrder(1), paidOrder(2)])
    tables.grants.push({
      orderId: orderId(2),
      startsAt: PAID_AT,
      expiresAt: new Date(PAID_AT.getTime() + 90 * DAY),
      attempts: [{ id: attemptId("done"), status: "submitted" }]
    })
    return Effect.gen(function* () {
      const orders = yield* OrdersService
      yield* at(PAID_AT.getTime() + DAY)
      expect(yield* Effect.flip(orders.refund(LEARNER, orderId(2)))).toMatchObject({ _tag: "Conflict", message: Messages.TEST_SUBMITTED })
      expect(yield* Effect.flip(orders.refund(OTHER, orderId(1)))).toMatchObject({ _tag: "NotFound" })
      yield* at(PAID_AT.getTime() + 14 * DAY + 1)
      const until = new Date(PAID_AT.getTime() + 14 * DAY)
      expect(yield* Effect.flip(orders.refund(LEARNER, orderId(1)))).toMatchObject({ _tag: "Conflict", message: Messages.refundWindowOver(until) })
      expect(calls.refunds).toEqual([])
      expect(tables.orders.map((order) => order.status)).toEqual(["paid", "paid"])
    }).pipe(Effect.provide(layer))
  })
})
