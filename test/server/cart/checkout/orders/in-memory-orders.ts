/**
 * The orders module's tables in memory, for the rule tests: orders as the
 * checkout leaves them, the grants of each order (with their attempts'
 * statuses), and the learners. Mirrors the SQL's order (newest first), its
 * scoping by learner and its conditional refund.
 */
import { transactionInOrder } from "../../../support/transaction-in-order.ts"
import { Effect, Layer, Option } from "effect"
import type { AttemptId, OrderId } from "../../../../../src/api/shared/ids.ts"
import type { OrderRecord } from "../../../../../server/cart/checkout/order-record.ts"
import type { OrdersRepositoryShape } from "../../../../../server/cart/checkout/orders/records.ts"
import { OrdersRepository } from "../../../../../server/cart/checkout/orders/repository.ts"
import { OrdersPolicy } from "../../../../../server/cart/checkout/orders/policy.ts"
import { OrdersService } from "../../../../../server/cart/checkout/orders/service.ts"
import type { AttemptStatus } from "../../../../../src/api/attempt/attempt.ts"
import type { Recipient } from "../../../../../server/cart/checkout/receipts/recipient.ts"

/** An exam subscription or package subscription an order granted. */
export interface MemoryGrant {
  readonly orderId: OrderId
  startsAt: Date
  expiresAt: Date
  /** Attempts on it (exam subscriptions only). */
  attempts: Array<{ readonly id: AttemptId; status: AttemptStatus }>
}

export interface OrdersTables {
  readonly orders: Array<OrderRecord>
  readonly grants: Array<MemoryGrant>
  readonly learners: Map<string, Recipient>
  creditNotes: number
}

export const makeOrdersTables = (fields: Partial<OrdersTables> = {}): OrdersTables => ({
  orders: [],
  grants: [],
  learners: new Map(),
  creditNotes: 0,
  ...fields
})

const newestFirst = (a: OrderRecord, b: OrderRecord) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

export const makeMemoryOrders = (tables: OrdersTables): OrdersRepositoryShape => {
  const submittedIn = (orderId: OrderId) =>
    tables.grants.some((grant) => grant.orderId === orderId && grant.attempts.some((attempt) => attempt.status === "submitted"))
  return {
    page: (userId, paging) =>
      Effect.sync(() => {
        const mine = tables.orders.filter((order) => order.userId === userId).sort(newestFirst)
        return { docs: mine.slice(paging.offset, paging.offset + paging.perPage), total: mine.length }
      }),
    order: (userId, orderId) => Effect.sync(() => Option.fromNullishOr(tables.orders.find((order) => order.id === orderId && order.userId === userId))),
    testSubmitted: (orderId) => Effect.sync(() => submittedIn(orderId)),
    withSubmittedTests: (orderIds) => Effect.sync(() => new Set(orderIds.filter(submittedIn))),
    // The in-memory tables keep no reveals of answer keys.
    revealsOf: () => Effect.succeed(new Map()),
    openAttempts: (orderId) =>
      Effect.sync(() =>
        tables.grants
          .filter((grant) => grant.orderId === orderId)
          .flatMap((grant) => grant.attempts.filter((attempt) => attempt.status !== "submitted").map((attempt) => attempt.id))
      ),
    markRefunded: (orderId, refundId, at) =>
      Effect.sync(() => {
        const index = tables.orders.findIndex((order) => order.id === orderId && order.status === "paid")
        if (index === -1) return Option.none()
        tables.creditNotes += 1
        const refunded: OrderRecord = {
          ...tables.orders[index]!,
          status: "refunded",
          refundedAt: at,
          refundId,
          creditNoteNumber: `C-${String(tables.creditNotes).padStart(6, "0")}`
        }
        tables.orders[index] = refunded
        return Option.some(refunded)
      }),
    endGrants: (orderId, at) =>
      Effect.sync(() => {
        for (const grant of tables.grants) {
          if (grant.orderId === orderId && grant.expiresAt > at) {
            grant.expiresAt = new Date(Math.max(at.getTime(), grant.startsAt.getTime() + 1))
          }
        }
      }),
    recipient: (userId) =>
      Effect.suspend(() => {
        const found = tables.learners.get(userId)
        return found === undefined ? Effect.die(new Error(`No user ${userId}`)) : Effect.succeed(found)
      })
  }
}

/** Over the in-memory tables (in-memory-orders.ts), for testing the rules without a database. */
export const ordersRepositoryInMemory = (tables: OrdersTables) => Layer.succeed(OrdersRepository, makeMemoryOrders(tables))

/** The same rules over the in-memory tables; the test provides the gateway, notifications, receipt letters and attempts. */
export const ordersServiceInMemory = (tables: OrdersTables) =>
  OrdersService.layerNoDeps.pipe(Layer.provide([ordersRepositoryInMemory(tables), OrdersPolicy.layer, transactionInOrder]))
