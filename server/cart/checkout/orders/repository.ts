/**
 * The SQL of the orders module: a learner's orders (table orders, written by
 * the checkout), the attempts on what an order granted (subscriptions.order_id,
 * attempts), and the refund's writes. Reads by the learner are scoped by the
 * learner's id, so another learner's order is not found. No rules here
 * (service.ts, policy.ts).
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { AttemptId, OrderId } from "../../../../src/api/shared/ids.ts"
import type { AnswerKeyReveal, AnswerKeyShown } from "../../../../src/domain/attempt/answer-key.ts"
import type { OrderRecord } from "../order-record.ts"
import { orderOf } from "../repository.ts"
import type { OrdersRepositoryShape } from "./records.ts"

type OrderRow = Parameters<typeof orderOf>[0]

const first = (rows: ReadonlyArray<OrderRow>): Option.Option<OrderRecord> => Option.map(Option.fromNullishOr(rows[0]), orderOf)

export class OrdersRepository extends Context.Service<OrdersRepository, OrdersRepositoryShape>()("exam-shop/OrdersRepository") {
  static readonly layer = Layer.effect(
    OrdersRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const page: OrdersRepositoryShape["page"] = (userId, paging) =>
        Effect.all([
          sql<OrderRow>`
            SELECT * FROM orders WHERE user_id = ${userId}
            ORDER BY created_at DESC, id DESC
            LIMIT ${paging.perPage}::int OFFSET ${paging.offset}::bigint`,
          sql<{ total: number }>`SELECT count(*)::int AS total FROM orders WHERE user_id = ${userId}`
        ]).pipe(
          Effect.orDie,
          Effect.map(([rows, counts]) => ({ docs: rows.map(orderOf), total: counts[0]?.total ?? 0 })),
          Effect.withSpan("OrdersRepository.page")
        )

      const order: OrdersRepositoryShape["order"] = (userId, orderId) =>
        sql<OrderRow>`SELECT * FROM orders WHERE id = ${orderId} AND user_id = ${userId}`.pipe(Effect.orDie, Effect.map(first))

      const withSubmittedTests: OrdersRepositoryShape["withSubmittedTests"] = (orderIds) =>
        orderIds.length === 0
          ? Effect.succeed(new Set<OrderId>())
          : sql<{ order_id: OrderId }>`
          SELECT DISTINCT s.order_id FROM subscriptions s
          JOIN attempts a ON a.subscription_id = s.id AND a.status = 'submitted'
          WHERE ${sql.in("s.order_id", orderIds)}`.pipe(
              Effect.orDie,
              Effect.map((rows) => new Set(rows.map((row) => row.order_id)))
            )

      const testSubmitted: OrdersRepositoryShape["testSubmitted"] = (orderId) => Effect.map(withSubmittedTests([orderId]), (ids) => ids.has(orderId))

      const revealsOf: OrdersRepositoryShape["revealsOf"] = (orderIds) =>
        orderIds.length === 0
          ? Effect.succeed(new Map())
          : sql<{ order_id: OrderId; exam_name: string; how: AnswerKeyReveal; shown_at: Date | string }>`
          SELECT s.order_id, e.name AS exam_name, r.how, r.shown_at
          FROM answer_key_reveals r
          JOIN subscriptions s ON s.id = r.subscription_id
          JOIN exams e ON e.id = s.exam_id
          WHERE ${sql.in("s.order_id", orderIds)}`.pipe(
              Effect.orDie,
              Effect.map((rows) => {
                const byOrder = new Map<OrderId, Array<AnswerKeyShown>>()
                for (const row of rows) {
                  const shown = byOrder.get(row.order_id) ?? []
                  shown.push({ examName: row.exam_name, how: row.how, at: new Date(row.shown_at) })
                  byOrder.set(row.order_id, shown)
                }
                return byOrder
              })
            )

      const openAttempts: OrdersRepositoryShape["openAttempts"] = (orderId) =>
        sql<{ id: AttemptId }>`
          SELECT a.id FROM attempts a JOIN subscriptions s ON s.id = a.subscription_id
          WHERE s.order_id = ${orderId} AND a.status <> 'submitted'
          ORDER BY a.started_at, a.id`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.map((row) => row.id))
        )

      const markRefunded: OrdersRepositoryShape["markRefunded"] = (orderId, refundId, at) =>
        sql<OrderRow>`
          UPDATE orders SET status = 'refunded', refunded_at = ${at}, refund_id = ${refundId},
            credit_note_number = (SELECT 'C-' || lpad(n::text, greatest(6, length(n::text)), '0') FROM (SELECT nextval('credit_note_numbers') AS n) AS s)
          WHERE id = ${orderId} AND status = 'paid'
          RETURNING *`.pipe(Effect.orDie, Effect.map(first))

      // An ended grant keeps a moment of validity after its start (the tables' CHECK expires_at > starts_at).
      const endGrants: OrdersRepositoryShape["endGrants"] = (orderId, at) =>
        Effect.all(
          [
            sql`
            UPDATE subscriptions SET expires_at = GREATEST(${at}::timestamptz, starts_at + interval '1 millisecond')
            WHERE order_id = ${orderId} AND expires_at > ${at}`,
            sql`
            UPDATE package_subscriptions SET expires_at = GREATEST(${at}::timestamptz, starts_at + interval '1 millisecond')
            WHERE order_id = ${orderId} AND expires_at > ${at}`
          ],
          { discard: true }
        ).pipe(Effect.orDie)

      const recipient: OrdersRepositoryShape["recipient"] = (userId) =>
        sql<{ email: string; name: string }>`SELECT email, name FROM users WHERE id = ${userId}`.pipe(
          Effect.orDie,
          Effect.flatMap(([row]) => (row === undefined ? Effect.die(new Error(`No user ${userId}`)) : Effect.succeed(row)))
        )

      return OrdersRepository.of({ page, order, testSubmitted, withSubmittedTests, revealsOf, openAttempts, markRefunded, endGrants, recipient })
    })
  )
}
