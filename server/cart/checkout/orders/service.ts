/**
 * The rules of a learner's orders after paying: Transactions,
 * one order, its PDF receipt, and the refund.
 *
 * The refund, in this order:
 * 1. the learner's order (404 otherwise); refunded already → the same answer
 *    again, nothing done twice;
 * 2. the rule (policy.ts refundTerms): 409 with its sentence when refused
 *    (an operator's refund, refundAsOperator, refunds any paid order: the
 *    learner's window and submitted-test rule are theirs, not the shop's);
 * 3. the card refunded through the gateway OUTSIDE any transaction (it
 *    stands for a system beyond the database), keyed by the charge, so a
 *    retry after a crash gets the same refund back and never a second one;
 *    an order of 0 (nothing charged) skips this;
 * 4. ONE transaction: the order marked refunded only while paid (its credit
 *    note number from the credit_note_numbers sequence), the order's exam
 *    and package subscriptions ended now (My Exams and My Packages show them
 *    expired), the attempts still open on them submitted with what was
 *    saved, as the learner's Submit would (so no test of a refunded exam
 *    stays open: the attempt area refuses no save after expiry, and a
 *    refunded exam must not keep one running), the "Refund issued"
 *    notification, and the credit note letter. Two refunds at once: one
 *    marks it, the other reads the refunded order and answers the same.
 */
import { Clock, Context, Effect, Layer, Option } from "effect"
import { AttemptsService } from "../../../attempt/service.ts"
import { NotificationsService } from "../../../account/notifications/service.ts"
import type { OrderPage, RefundAnswer } from "../../../../src/api/cart/orders.ts"
import type { OrderSummary } from "../../../../src/api/cart/checkout.ts"
import { Conflict, type NotFound } from "../../../../src/api/shared/errors.ts"
import type { OrderId } from "../../../../src/api/shared/ids.ts"
import type { PageRequest } from "../../../../src/api/shared/paging.ts"
import { Transaction } from "../../../platform/db/transaction.ts"
import { type ChargeId, PaymentGateway } from "../../../platform/payments/gateway.ts"
import { pagingOf } from "../../../shared/paging.ts"
import type { OrderRecord } from "../order-record.ts"
import { ReceiptMail } from "../receipts/receipt-mail.ts"
import { receiptPdf } from "../receipts/receipt-pdf.ts"
import * as Messages from "./messages.ts"
import { NOTHING_SEEN, OrdersPolicy, type RefundFacts, refundTerms } from "./policy.ts"
import { OrdersRepository } from "./repository.ts"

const isoOrNull = (instant: Date | null) => (instant === null ? null : instant.toISOString())

/** The contract's OrderSummary of a stored order, with its refund terms at `now`. */
export const orderSummary = (order: OrderRecord, facts: RefundFacts, now: number): OrderSummary => ({
  _id: order.id,
  status: order.status,
  lines: order.lines,
  subtotalCents: order.subtotalCents,
  coupon:
    order.coupon === null
      ? null
      : { code: order.coupon.code, discountCents: order.coupon.discountCents, capped: order.coupon.capped, message: order.coupon.message },
  totalCents: order.totalCents,
  cardBrand: order.cardBrand,
  last4: order.last4,
  receiptNumber: order.receiptNumber,
  createdAt: order.createdAt.toISOString(),
  paidAt: isoOrNull(order.paidAt),
  failureMessage: order.failureMessage,
  refund: refundTerms(order, facts, now),
  refundedAt: isoOrNull(order.refundedAt),
  creditNoteNumber: order.creditNoteNumber
})

export class OrdersService extends Context.Service<
  OrdersService,
  {
    readonly page: (userId: string, request: PageRequest) => Effect.Effect<OrderPage>
    readonly order: (userId: string, orderId: OrderId) => Effect.Effect<OrderSummary, NotFound>
    /** The PDF receipt; 409 before the order is paid. */
    readonly receipt: (userId: string, orderId: OrderId) => Effect.Effect<Uint8Array, NotFound | Conflict>
    readonly refund: (userId: string, orderId: OrderId) => Effect.Effect<RefundAnswer, NotFound | Conflict>
    /**
     * An operator's refund (the admin area): the same path, but the
     * learner's window and submitted-test rule do not hold it back (the
     * operator's goodwill); pending and failed orders are refused as for the
     * learner, and a refunded order answers the same refund, never a second.
     * `alsoInTransaction` runs inside step 4's transaction with the refunded
     * order (the admin's audit row), only when this call refunded it.
     */
    readonly refundAsOperator: (
      userId: string,
      orderId: OrderId,
      alsoInTransaction: (refunded: OrderSummary) => Effect.Effect<void>
    ) => Effect.Effect<RefundAnswer, NotFound | Conflict>
  }
>()("exam-shop/OrdersService") {
  static readonly layerNoDeps = Layer.effect(
    OrdersService,
    Effect.gen(function* () {
      const repository = yield* OrdersRepository
      const policy = yield* OrdersPolicy
      const transaction = yield* Transaction
      const gateway = yield* PaymentGateway
      const notifications = yield* NotificationsService
      const receipts = yield* ReceiptMail
      const attempts = yield* AttemptsService

      /** What the refund rule reads of a paid order (nothing for the others: their terms do not depend on it). */
      const factsOf = Effect.fn("OrdersService.factsOf")(function* (order: OrderRecord) {
        if (order.status !== "paid") return NOTHING_SEEN
        const [testSubmitted, reveals] = yield* Effect.all([repository.testSubmitted(order.id), repository.revealsOf([order.id])])
        return { testSubmitted, answerKeysShown: reveals.get(order.id) ?? [] }
      })

      const summaryOf = Effect.fn("OrdersService.summaryOf")(function* (order: OrderRecord) {
        return orderSummary(order, yield* factsOf(order), yield* Clock.currentTimeMillis)
      })

      const page = Effect.fn("OrdersService.page")(function* (userId: string, request: PageRequest) {
        const paging = pagingOf(request)
        const rows = yield* repository.page(userId, paging)
        const paid = rows.docs.filter((order) => order.status === "paid").map((order) => order.id)
        const [submitted, reveals] = yield* Effect.all([repository.withSubmittedTests(paid), repository.revealsOf(paid)])
        const now = yield* Clock.currentTimeMillis
        return {
          docs: rows.docs.map((order) => orderSummary(order, { testSubmitted: submitted.has(order.id), answerKeysShown: reveals.get(order.id) ?? [] }, now)),
          total: rows.total,
          page: paging.page,
          perPage: paging.perPage
        }
      })

      const order = Effect.fn("OrdersService.order")(function* (userId: string, orderId: OrderId) {
        return yield* summaryOf(yield* policy.ownOrder(yield* repository.order(userId, orderId)))
      })

      const receipt = Effect.fn("OrdersService.receipt")(function* (userId: string, orderId: OrderId) {
        const found = yield* policy.ownOrder(yield* repository.order(userId, orderId))
        if (found.receiptNumber === null) return yield* new Conflict({ message: Messages.RECEIPT_NOT_READY })
        const learner = yield* repository.recipient(userId)
        return yield* Effect.promise(() => receiptPdf(found, learner))
      })

      const refunded = (order: OrderRecord) =>
        Effect.map(
          summaryOf(order),
          (data): RefundAnswer => ({
            message: Messages.refundAnswer(order.totalCents, order.creditNoteNumber ?? ""),
            data
          })
        )

      /** Step 3: the card's refund, the same one on every retry; null when nothing was charged. */
      const refundCard = (order: OrderRecord) =>
        order.totalCents === 0 || order.chargeId === null
          ? Effect.succeed(null)
          : gateway.refund(order.chargeId as ChargeId, order.totalCents).pipe(
              Effect.map((refund) => refund.refundId as string),
              Effect.catch((error) => Effect.fail(new Conflict({ message: Messages.cardRefundFailed(error.message) })))
            )

      /** `operator`: the admin's refund (no window), with what to add to the refund's transaction; null: the learner's. */
      const refundWith = Effect.fn("OrdersService.refund")(function* (
        userId: string,
        orderId: OrderId,
        operator: ((refunded: OrderSummary) => Effect.Effect<void>) | null
      ) {
        const found = yield* policy.ownOrder(yield* repository.order(userId, orderId))
        if (found.status === "refunded") return yield* refunded(found)
        const now = yield* Clock.currentTimeMillis
        const terms = refundTerms(found, yield* factsOf(found), now)
        const allowed = terms.refundable || (operator !== null && found.status === "paid")
        if (!allowed) return yield* new Conflict({ message: terms.message })

        const refundId = yield* refundCard(found)
        const at = new Date(yield* Clock.currentTimeMillis)
        const marked = yield* transaction.run(
          Effect.gen(function* () {
            const done = yield* repository.markRefunded(found.id, refundId, at)
            if (Option.isNone(done)) return done
            const record = done.value
            yield* repository.endGrants(record.id, at)
            for (const attemptId of yield* repository.openAttempts(record.id)) {
              // Another call may have submitted it meanwhile: that is the same end.
              yield* Effect.ignore(attempts.submit(userId, attemptId))
            }
            yield* notifications.add(
              userId,
              Messages.REFUND_ISSUED_TITLE,
              Messages.refundIssued(record.totalCents, record.receiptNumber ?? "", record.creditNoteNumber ?? "")
            )
            yield* receipts.refunded(record, yield* repository.recipient(userId))
            if (operator !== null) yield* operator(orderSummary(record, NOTHING_SEEN, at.getTime()))
            return done
          })
        )
        if (Option.isSome(marked)) return yield* refunded(marked.value)
        // Settled by another call between the read and the mark: answer what it left.
        const current = yield* policy.ownOrder(yield* repository.order(userId, orderId))
        if (current.status === "refunded") return yield* refunded(current)
        return yield* new Conflict({ message: (yield* summaryOf(current)).refund.message })
      })

      const refund = (userId: string, orderId: OrderId) => refundWith(userId, orderId, null)
      const refundAsOperator = (userId: string, orderId: OrderId, alsoInTransaction: (refunded: OrderSummary) => Effect.Effect<void>) =>
        refundWith(userId, orderId, alsoInTransaction)

      return OrdersService.of({ page, order, receipt, refund, refundAsOperator })
    })
  )

  /** Over the database (the gateway, notifications and receipt letters come from the application). */
  static readonly layer = OrdersService.layerNoDeps.pipe(Layer.provide([OrdersRepository.layer, OrdersPolicy.layer, Transaction.layer, AttemptsService.layer]))
}
