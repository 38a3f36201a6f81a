/**
 * What the orders module's repository answers: orders as OrderRecord (the
 * checkout writes them), the facts the refund rule reads, and the calls,
 * which the SQL (repository.ts) answers.
 */
import type { Effect, Option } from "effect"
import type { AttemptId, OrderId } from "../../../../src/api/shared/ids.ts"
import type { AnswerKeyShown } from "../../../../src/domain/attempt/answer-key.ts"
import type { Paging } from "../../../shared/paging.ts"
import type { OrderRecord } from "../order-record.ts"
import type { Recipient } from "../receipts/recipient.ts"

export interface OrderRows {
  readonly docs: ReadonlyArray<OrderRecord>
  readonly total: number
}

export interface OrdersRepositoryShape {
  /** The learner's orders, newest first (pending ones included), one page, with the real total. */
  readonly page: (userId: string, paging: Paging) => Effect.Effect<OrderRows>
  /** The learner's order; another learner's is none, like an unknown id. */
  readonly order: (userId: string, orderId: OrderId) => Effect.Effect<Option.Option<OrderRecord>>
  /** Whether a test of an exam the order granted was submitted (an attempt with status submitted). */
  readonly testSubmitted: (orderId: OrderId) => Effect.Effect<boolean>
  /** The same for many orders at once (a page of Transactions): the ids among them with a submitted test. */
  readonly withSubmittedTests: (orderIds: ReadonlyArray<OrderId>) => Effect.Effect<ReadonlySet<OrderId>>
  /** The answer keys shown of the exams each order granted (answer_key_reveals), by order; an order with none is absent. */
  readonly revealsOf: (orderIds: ReadonlyArray<OrderId>) => Effect.Effect<ReadonlyMap<OrderId, ReadonlyArray<AnswerKeyShown>>>
  /** Attempts still open (ongoing or paused) on the order's exam subscriptions. */
  readonly openAttempts: (orderId: OrderId) => Effect.Effect<ReadonlyArray<AttemptId>>
  /**
   * Marks the order refunded with the next credit note number, ONLY while it
   * is paid: one conditional statement, so of two refunds one does it and
   * the other gets none.
   */
  readonly markRefunded: (orderId: OrderId, refundId: string | null, at: Date) => Effect.Effect<Option.Option<OrderRecord>>
  /** Ends the order's exam subscriptions and package subscriptions at `at` (those still running). */
  readonly endGrants: (orderId: OrderId, at: Date) => Effect.Effect<void>
  /** Where the credit note goes. */
  readonly recipient: (userId: string) => Effect.Effect<Recipient>
}
