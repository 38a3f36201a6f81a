/**
 * The SQL of the checkout (tables quotes, orders, package_subscriptions,
 * subscriptions' order columns: migration 0013; job_leases: 0014). Reads of
 * quotes and orders by the learner are scoped by the learner's id, so
 * another learner's is not found. No rules here (service.ts).
 *
 * Settling an order is one conditional UPDATE each way (`WHERE status =
 * 'pending'`): the row lock makes racing fulfilments queue, and the one that
 * comes second re-reads the row, finds it settled and changes nothing.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { CouponResult, DeclineReason, OrderStatus, QuoteLine } from "../../../src/api/cart/checkout.ts"
import type { OrderId, QuoteId, UserId } from "../../../src/api/shared/ids.ts"
import type { CardBrand } from "../../platform/payments/gateway.ts"
import type { OrderRecord } from "./order-record.ts"
import type { CheckoutRepositoryShape, NewQuote, OrderInsert, QuoteRecord } from "./records.ts"

type Instant = Date | string

interface CouponColumns {
  readonly coupon_id: string | null
  readonly coupon_code: string | null
  readonly discount_cents: number
  readonly coupon_capped: boolean
  readonly coupon_message: string | null
}

interface QuoteRow extends CouponColumns {
  readonly id: QuoteId
  readonly user_id: string
  /** jsonb: the driver answers it parsed. */
  readonly lines: ReadonlyArray<QuoteLine> | string
  readonly cart_fingerprint: string
  readonly subtotal_cents: number
  readonly total_cents: number
  readonly expires_at: Instant
}

interface OrderRow extends CouponColumns {
  readonly id: OrderId
  readonly user_id: UserId
  readonly idempotency_key: string
  readonly quote_id: QuoteId
  readonly cart_fingerprint: string
  readonly status: OrderStatus
  readonly lines: ReadonlyArray<QuoteLine> | string
  readonly subtotal_cents: number
  readonly total_cents: number
  readonly currency: string
  readonly charge_id: string | null
  readonly card_brand: CardBrand | null
  readonly last4: string | null
  readonly confirmation_id: string | null
  readonly decline_code: DeclineReason | null
  readonly failure_message: string | null
  readonly receipt_number: string | null
  readonly credit_note_number: string | null
  readonly refund_id: string | null
  readonly created_at: Instant
  readonly paid_at: Instant | null
  readonly fulfilled_at: Instant | null
  readonly failed_at: Instant | null
  readonly refunded_at: Instant | null
}

const linesOf = (value: ReadonlyArray<QuoteLine> | string): ReadonlyArray<QuoteLine> =>
  typeof value === "string" ? (JSON.parse(value) as ReadonlyArray<QuoteLine>) : value

const dateOf = (value: Instant | null): Date | null => (value === null ? null : new Date(value))

const couponOfRow = (row: CouponColumns): (CouponResult & { readonly couponId: string | null }) | null =>
  row.coupon_code === null
    ? null
    : {
        couponId: row.coupon_id,
        code: row.coupon_code,
        discountCents: row.discount_cents,
        capped: row.coupon_capped,
        message: row.coupon_message ?? ""
      }

const quoteOf = (row: QuoteRow): QuoteRecord => ({
  id: row.id,
  userId: row.user_id,
  lines: linesOf(row.lines),
  cartFingerprint: row.cart_fingerprint,
  subtotalCents: row.subtotal_cents,
  coupon: couponOfRow(row),
  totalCents: row.total_cents,
  expiresAt: new Date(row.expires_at)
})

export const orderOf = (row: OrderRow): OrderRecord => ({
  id: row.id,
  userId: row.user_id,
  idempotencyKey: row.idempotency_key,
  quoteId: row.quote_id,
  cartFingerprint: row.cart_fingerprint,
  status: row.status,
  lines: linesOf(row.lines),
  subtotalCents: row.subtotal_cents,
  coupon: couponOfRow(row),
  totalCents: row.total_cents,
  currency: row.currency,
  chargeId: row.charge_id,
  cardBrand: row.card_brand,
  last4: row.last4,
  confirmationId: row.confirmation_id,
  declineCode: row.decline_code,
  failureMessage: row.failure_message,
  receiptNumber: row.receipt_number,
  creditNoteNumber: row.credit_note_number,
  refundId: row.refund_id,
  createdAt: new Date(row.created_at),
  paidAt: dateOf(row.paid_at),
  fulfilledAt: dateOf(row.fulfilled_at),
  failedAt: dateOf(row.failed_at),
  refundedAt: dateOf(row.refunded_at)
})

const ORDER_COLUMNS = `id, user_id, idempotency_key, quote_id, cart_fingerprint, status, lines, subtotal_cents,
  coupon_id, coupon_code, discount_cents, coupon_capped, coupon_message, total_cents, currency,
  charge_id, card_brand, last4, confirmation_id, decline_code, failure_message, receipt_number,
  credit_note_number, refund_id, created_at, paid_at, fulfilled_at, failed_at, refunded_at`

export class CheckoutRepository extends Context.Service<CheckoutRepository, CheckoutRepositoryShape>()("exam-shop/CheckoutRepository") {
  static readonly layer = Layer.effect(
    CheckoutRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const orderColumns = sql.literal(ORDER_COLUMNS)

      const oneOrder = (rows: ReadonlyArray<OrderRow>) => Option.map(Option.fromNullishOr(rows[0]), orderOf)

      const insertQuote = (quote: NewQuote) =>
        sql<QuoteRow>`
          INSERT INTO quotes (user_id, lines, cart_fingerprint, subtotal_cents, coupon_id, coupon_code, discount_cents,
            coupon_capped, coupon_message, total_cents, expires_at)
          VALUES (${quote.userId}, ${JSON.stringify(quote.lines)}::jsonb, ${quote.cartFingerprint}, ${quote.subtotalCents},
            ${quote.coupon?.couponId ?? null}, ${quote.coupon?.code ?? null}, ${quote.coupon?.discountCents ?? 0},
            ${quote.coupon?.capped ?? false}, ${quote.coupon?.message ?? null}, ${quote.totalCents}, ${quote.expiresAt})
          RETURNING *`.pipe(
          Effect.orDie,
          Effect.map((rows) => quoteOf(rows[0]!)),
          Effect.withSpan("CheckoutRepository.insertQuote")
        )

      const quote = (userId: string, quoteId: QuoteId) =>
        sql<QuoteRow>`SELECT * FROM quotes WHERE id = ${quoteId} AND user_id = ${userId}`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), quoteOf))
        )

      const orderByKey = (userId: string, idempotencyKey: string) =>
        sql<OrderRow>`SELECT ${orderColumns} FROM orders WHERE user_id = ${userId} AND idempotency_key = ${idempotencyKey}`.pipe(
          Effect.orDie,
          Effect.map(oneOrder)
        )

      const insertOrder = Effect.fn("CheckoutRepository.insertOrder")(function* (q: QuoteRecord, idempotencyKey: string, at: Date) {
        const inserted = yield* sql<OrderRow>`
          INSERT INTO orders (user_id, idempotency_key, quote_id, cart_fingerprint, lines, subtotal_cents, coupon_id, coupon_code,
            discount_cents, coupon_capped, coupon_message, total_cents, created_at)
          SELECT user_id, ${idempotencyKey}, id, cart_fingerprint, lines, subtotal_cents, coupon_id, coupon_code,
            discount_cents, coupon_capped, coupon_message, total_cents, ${at}
          FROM quotes WHERE id = ${q.id}
          ON CONFLICT DO NOTHING
          RETURNING ${orderColumns}`.pipe(Effect.orDie)
        const created = oneOrder(inserted)
        if (Option.isSome(created)) return { _tag: "Created", order: created.value } satisfies OrderInsert
        // Either index refused it, once the request that won the race committed (the index waited for it):
        // the key's own order, or another payment of the learner's under way.
        const existing = yield* orderByKey(q.userId, idempotencyKey)
        return Option.match(existing, {
          onNone: (): OrderInsert => ({ _tag: "OtherPending" }),
          onSome: (order): OrderInsert => ({ _tag: "Existing", order })
        })
      })

      const grant = Effect.fn("CheckoutRepository.grant")(function* (order: OrderRecord, paidAt: Date) {
        const ids = (kind: "exam" | "package") => JSON.stringify(order.lines.filter((line) => line.item.kind === kind).map((line) => line.item._id))
        // Packages first, each with its exams, so My Packages lists every exam of a package.
        yield* sql`
          WITH bought AS (
            SELECT value AS package_id FROM jsonb_array_elements_text(${ids("package")}::jsonb)
          ),
          granted AS (
            INSERT INTO package_subscriptions (user_id, package_id, order_id, starts_at, expires_at)
            SELECT ${order.userId}, p.id, ${order.id}, ${paidAt}::timestamptz, ${paidAt}::timestamptz + make_interval(days => p.validity_days)
            FROM bought b JOIN packages p ON p.id = b.package_id
            ON CONFLICT (order_id, package_id) DO NOTHING
            RETURNING id, package_id, expires_at
          )
          INSERT INTO subscriptions (user_id, exam_id, package_name, starts_at, expires_at, order_id, package_subscription_id)
          SELECT DISTINCT ON (pe.exam_id) ${order.userId}, pe.exam_id, p.name, ${paidAt}::timestamptz, g.expires_at, ${order.id}, g.id
          FROM granted g JOIN packages p ON p.id = g.package_id JOIN package_exams pe ON pe.package_id = g.package_id
          ORDER BY pe.exam_id, g.expires_at DESC
          ON CONFLICT (order_id, exam_id) WHERE order_id IS NOT NULL DO NOTHING`
        // An exam bought alone too: one grant, until the later end.
        yield* sql`
          INSERT INTO subscriptions (user_id, exam_id, starts_at, expires_at, order_id)
          SELECT ${order.userId}, e.id, ${paidAt}::timestamptz, ${paidAt}::timestamptz + make_interval(days => e.validity_days), ${order.id}
          FROM jsonb_array_elements_text(${ids("exam")}::jsonb) AS b(exam_id) JOIN exams e ON e.id = b.exam_id
          ON CONFLICT (order_id, exam_id) WHERE order_id IS NOT NULL
          DO UPDATE SET expires_at = GREATEST(subscriptions.expires_at, EXCLUDED.expires_at)`
      }, Effect.orDie)

      return CheckoutRepository.of({
        insertQuote,
        quote,
        insertOrder,
        orderByKey,

        orderById: (userId, orderId) =>
          sql<OrderRow>`SELECT ${orderColumns} FROM orders WHERE id = ${orderId} AND user_id = ${userId}`.pipe(Effect.orDie, Effect.map(oneOrder)),

        order: (orderId) => sql<OrderRow>`SELECT ${orderColumns} FROM orders WHERE id = ${orderId}`.pipe(Effect.orDie, Effect.map(oneOrder)),

        awaitConfirmation: (orderId, confirmationId, card) =>
          sql`
            UPDATE orders SET confirmation_id = ${confirmationId}, charge_id = ${card.chargeId}, card_brand = ${card.brand}, last4 = ${card.last4}
            WHERE id = ${orderId} AND status = 'pending'`.pipe(Effect.orDie, Effect.asVoid),

        markPaid: (orderId, card, paidAt) =>
          sql<OrderRow>`
            UPDATE orders SET status = 'paid', paid_at = ${paidAt}, fulfilled_at = ${paidAt},
              receipt_number = (SELECT 'R-' || lpad(n::text, greatest(6, length(n::text)), '0') FROM (SELECT nextval('receipt_numbers') AS n) AS s),
              charge_id = COALESCE(${card.chargeId}, charge_id),
              card_brand = COALESCE(${card.brand}, card_brand),
              last4 = COALESCE(${card.last4}, last4)
            WHERE id = ${orderId} AND status = 'pending'
            RETURNING ${orderColumns}`.pipe(Effect.orDie, Effect.map(oneOrder), Effect.withSpan("CheckoutRepository.markPaid")),

        markFailed: (orderId, failure, card, at) =>
          sql<OrderRow>`
            UPDATE orders SET status = 'failed', failed_at = ${at}, decline_code = ${failure.declineCode}, failure_message = ${failure.message},
              charge_id = COALESCE(${card.chargeId}, charge_id),
              card_brand = COALESCE(${card.brand}, card_brand),
              last4 = COALESCE(${card.last4}, last4)
            WHERE id = ${orderId} AND status = 'pending'
            RETURNING ${orderColumns}`.pipe(Effect.orDie, Effect.map(oneOrder)),

        grant,

        recipient: (userId) =>
          sql<{ email: string; name: string }>`SELECT email, name FROM users WHERE id = ${userId}`.pipe(
            Effect.orDie,
            Effect.flatMap(([row]) => (row === undefined ? Effect.die(new Error(`No user ${userId}`)) : Effect.succeed(row)))
          ),

        pendingOf: (userId) =>
          sql<OrderRow>`SELECT ${orderColumns} FROM orders WHERE user_id = ${userId} AND status = 'pending'`.pipe(Effect.orDie, Effect.map(oneOrder)),

        pending: (limit) =>
          sql<OrderRow>`
            SELECT ${orderColumns} FROM orders WHERE status = 'pending' ORDER BY created_at LIMIT ${limit}::int`.pipe(
            Effect.orDie,
            Effect.map((rows) => rows.map(orderOf))
          ),

        claimLease: (lease) =>
          sql<{ holder: string }>`
            INSERT INTO job_leases (name, holder, expires_at)
            VALUES (${lease.name}, ${lease.holder}, now() + make_interval(secs => ${lease.seconds}::int))
            ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
            WHERE job_leases.expires_at <= now() OR job_leases.holder = EXCLUDED.holder
            RETURNING holder`.pipe(
            Effect.orDie,
            Effect.map((rows) => rows.length === 1)
          ),

        releaseLease: (lease) =>
          sql`UPDATE job_leases SET expires_at = now() WHERE name = ${lease.name} AND holder = ${lease.holder}`.pipe(Effect.orDie, Effect.asVoid)
      })
    })
  )
}
