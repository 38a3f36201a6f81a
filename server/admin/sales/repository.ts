/**
 * Every SQL statement of the admin's coupons, orders and learners:
 * the tables are the cart's (coupons, coupon_uses: migrations 0010, 0028),
 * the checkout's (orders: 0013) and the accounts' (users, sessions,
 * subscriptions, attempts). No rules here (service.ts). The refund and the
 * receipt are not here: they go through the checkout's OrdersService.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient, type SqlError } from "effect/sql"
import type { OrderStatus } from "../../../src/api/cart/checkout.ts"
import type { CouponRow } from "../../cart/coupons/service.ts"
import type { Paging } from "../../shared/paging.ts"

/** A coupon as the admin's pages read it: the coupons table's row, when it was made, and its sales. */
export interface CouponSalesRow extends CouponRow {
  readonly created_at: Date | string
  readonly paid_orders: number | string
  readonly discount_cents: number | string
  readonly refunded_orders: number | string
}

/** A coupon's columns as the service writes them (cents, instants). */
export interface CouponValues {
  readonly code: string
  readonly couponType: string
  readonly discount: number
  readonly minAmountCents: number
  readonly disUptoCents: number | null
  readonly validFrom: Date
  readonly validUntil: Date | null
  readonly usageLimit: number | null
}

export interface OrderRow {
  readonly id: string
  readonly user_id: string
  readonly name: string
  readonly email: string
  readonly status: OrderStatus
  readonly total_cents: number
  readonly coupon_code: string | null
  readonly receipt_number: string | null
  readonly created_at: Date | string
  readonly paid_at: Date | string | null
}

export interface OrderFacts {
  readonly userId: string
  readonly name: string
  readonly email: string
  readonly currency: string
  readonly chargeId: string | null
  readonly refundId: string | null
}

export interface OrderFilter {
  readonly orderId?: string | undefined
  readonly email?: string | undefined
  readonly status?: OrderStatus | undefined
  /** UTC days, inclusive. */
  readonly from?: string | undefined
  readonly to?: string | undefined
}

export interface LearnerRow {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly phone: string | null
  readonly created_at: Date | string
  readonly active_subscriptions: number | string
  readonly live_sessions: number | string
}

export interface SubscriptionRow {
  readonly id: string
  readonly exam_name: string
  readonly exam_code: string
  readonly package_name: string | null
  readonly order_id: string | null
  readonly refunded: boolean
  readonly starts_at: Date | string
  readonly expires_at: Date | string
}

export interface AttemptRow {
  readonly id: string
  readonly exam_name: string
  readonly test_name: string
  readonly mode: string
  readonly status: "ongoing" | "paused" | "submitted"
  readonly started_at: Date | string
  readonly submitted_at: Date | string | null
  readonly score: number | null
  readonly total: number | null
  readonly percentage: number | null
  readonly passed: boolean | null
}

/** Two coupons with one code (whatever its letter case): the unique index said so. */
export class CodeTaken extends Error {
  readonly _tag = "CodeTaken"
}

type Page<Row> = { readonly rows: ReadonlyArray<Row>; readonly total: number }

/** `text` for LIKE, its own % and _ matched as themselves. */
const likeOf = (text: string) =>
  `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const isUniqueViolation = (error: SqlError.SqlError) => error.reason._tag === "UniqueViolation"

export class SalesRepository extends Context.Service<
  SalesRepository,
  {
    readonly couponPage: (search: string | undefined, paging: Paging) => Effect.Effect<Page<CouponSalesRow>>
    readonly coupon: (id: string) => Effect.Effect<Option.Option<CouponSalesRow>>
    readonly insertCoupon: (values: CouponValues) => Effect.Effect<CouponSalesRow, CodeTaken>
    readonly updateCoupon: (id: string, values: CouponValues) => Effect.Effect<Option.Option<CouponSalesRow>, CodeTaken>
    readonly setCouponDisabled: (id: string, disabled: boolean) => Effect.Effect<Option.Option<CouponSalesRow>>
    readonly orderPage: (filter: OrderFilter, paging: Paging) => Effect.Effect<Page<OrderRow>>
    readonly orderFacts: (orderId: string) => Effect.Effect<Option.Option<OrderFacts>>
    readonly learnerPage: (search: string | undefined, paging: Paging) => Effect.Effect<Page<LearnerRow>>
    readonly learner: (id: string) => Effect.Effect<Option.Option<LearnerRow>>
    readonly subscriptions: (userId: string) => Effect.Effect<ReadonlyArray<SubscriptionRow>>
    readonly attempts: (userId: string, limit: number) => Effect.Effect<ReadonlyArray<AttemptRow>>
    readonly setSubscriptionExpiry: (userId: string, subscriptionId: string, expiresAt: Date) => Effect.Effect<void>
    /** Ends every live session of the learner; how many there were. */
    readonly endSessions: (userId: string) => Effect.Effect<number>
  }
>()("exam-shop/SalesRepository") {
  static readonly layer = Layer.effect(
    SalesRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const couponColumns = sql.literal(`
        c.id, c.code, c.coupon_type, c.discount, c.min_amount_cents, c.dis_upto_cents, c.valid_from, c.valid_until,
        c.usage_limit, c.used, c.disabled_at, c.created_at,
        (SELECT count(*) FROM orders o WHERE o.coupon_id = c.id AND o.status = 'paid') AS paid_orders,
        (SELECT coalesce(sum(o.discount_cents), 0) FROM orders o WHERE o.coupon_id = c.id AND o.status = 'paid') AS discount_cents,
        (SELECT count(*) FROM orders o WHERE o.coupon_id = c.id AND o.status = 'refunded') AS refunded_orders`)

      const couponById = (id: string) =>
        sql<CouponSalesRow>`SELECT ${couponColumns} FROM coupons c WHERE c.id = ${id}`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.fromNullishOr(rows[0]))
        )

      const couponPage = (search: string | undefined, paging: Paging) =>
        Effect.gen(function* () {
          const where = search === undefined || search.trim() === "" ? sql`` : sql`WHERE lower(c.code) LIKE ${likeOf(search)} ESCAPE '\\'`
          const rows = yield* sql<CouponSalesRow>`
            SELECT ${couponColumns} FROM coupons c ${where}
            ORDER BY c.created_at DESC, c.id
            LIMIT ${paging.perPage} OFFSET ${paging.offset}::bigint`
          const counted = yield* sql<{ total: number | string }>`SELECT count(*) AS total FROM coupons c ${where}`
          return { rows, total: Number(counted[0]?.total ?? 0) }
        }).pipe(Effect.orDie)

      const codeTaken = (code: string) => (error: SqlError.SqlError) => (isUniqueViolation(error) ? Effect.fail(new CodeTaken(code)) : Effect.die(error))

      const insertCoupon = (values: CouponValues) =>
        sql<{ id: string }>`
          INSERT INTO coupons (code, coupon_type, discount, min_amount_cents, dis_upto_cents, valid_from, valid_until, usage_limit)
          VALUES (${values.code}, ${values.couponType}, ${values.discount}, ${values.minAmountCents}, ${values.disUptoCents},
            ${values.validFrom}, ${values.validUntil}, ${values.usageLimit})
          RETURNING id`.pipe(
          Effect.catchTag("SqlError", codeTaken(values.code)),
          Effect.flatMap((rows) => couponById(rows[0]!.id)),
          Effect.map(Option.getOrThrow)
        )

      const updateCoupon = (id: string, values: CouponValues) =>
        sql<{ id: string }>`
          UPDATE coupons SET code = ${values.code}, coupon_type = ${values.couponType}, discount = ${values.discount},
            min_amount_cents = ${values.minAmountCents}, dis_upto_cents = ${values.disUptoCents},
            valid_from = ${values.validFrom}, valid_until = ${values.validUntil}, usage_limit = ${values.usageLimit}
          WHERE id = ${id}
          RETURNING id`.pipe(
          Effect.catchTag("SqlError", codeTaken(values.code)),
          Effect.flatMap((rows) => (rows.length === 0 ? Effect.succeed(Option.none()) : couponById(id)))
        )

      const setCouponDisabled = (id: string, disabled: boolean) =>
        (disabled
          ? sql`UPDATE coupons SET disabled_at = coalesce(disabled_at, now()) WHERE id = ${id}`
          : sql`UPDATE coupons SET disabled_at = NULL WHERE id = ${id}`
        ).pipe(
          Effect.orDie,
          Effect.flatMap(() => couponById(id))
        )

      const orderPage = (filter: OrderFilter, paging: Paging) =>
        Effect.gen(function* () {
          const conditions = [
            ...(filter.orderId === undefined || filter.orderId.trim() === "" ? [] : [sql`o.id = ${filter.orderId.trim()}`]),
            ...(filter.email === undefined || filter.email.trim() === "" ? [] : [sql`lower(u.email) LIKE ${likeOf(filter.email)} ESCAPE '\\'`]),
            ...(filter.status === undefined ? [] : [sql`o.status = ${filter.status}`]),
            ...(filter.from === undefined ? [] : [sql`o.created_at >= ${`${filter.from}T00:00:00Z`}::timestamptz`]),
            ...(filter.to === undefined ? [] : [sql`o.created_at < ${`${filter.to}T00:00:00Z`}::timestamptz + interval '1 day'`])
          ]
          const where = conditions.length === 0 ? sql`` : sql`WHERE ${sql.and(conditions)}`
          const rows = yield* sql<OrderRow>`
            SELECT o.id, o.user_id, u.name, u.email, o.status, o.total_cents, o.coupon_code, o.receipt_number, o.created_at, o.paid_at
            FROM orders o JOIN users u ON u.id = o.user_id ${where}
            ORDER BY o.created_at DESC, o.id
            LIMIT ${paging.perPage} OFFSET ${paging.offset}::bigint`
          const counted = yield* sql<{ total: number | string }>`
            SELECT count(*) AS total FROM orders o JOIN users u ON u.id = o.user_id ${where}`
          return { rows, total: Number(counted[0]?.total ?? 0) }
        }).pipe(Effect.orDie)

      const orderFacts = (orderId: string) =>
        sql<{ user_id: string; name: string; email: string; currency: string; charge_id: string | null; refund_id: string | null }>`
          SELECT o.user_id, u.name, u.email, o.currency, o.charge_id, o.refund_id
          FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ${orderId}`.pipe(
          Effect.orDie,
          Effect.map((rows) =>
            Option.map(
              Option.fromNullishOr(rows[0]),
              (row): OrderFacts => ({
                userId: row.user_id,
                name: row.name,
                email: row.email,
                currency: row.currency,
                chargeId: row.charge_id,
                refundId: row.refund_id
              })
            )
          )
        )

      const learnerColumns = sql.literal(`
        u.id, u.name, u.email, u.phone, u.created_at,
        (SELECT count(*) FROM subscriptions s WHERE s.user_id = u.id AND s.expires_at > now()) AS active_subscriptions,
        (SELECT count(*) FROM sessions x WHERE x.user_id = u.id AND x.revoked_at IS NULL AND x.expires_at > now()) AS live_sessions`)

      const learnerPage = (search: string | undefined, paging: Paging) =>
        Effect.gen(function* () {
          const conditions = [
            sql`u.role = 'learner'`,
            ...(search === undefined || search.trim() === ""
              ? []
              : [sql`(lower(u.email) LIKE ${likeOf(search)} ESCAPE '\\' OR lower(u.name) LIKE ${likeOf(search)} ESCAPE '\\')`])
          ]
          const where = sql`WHERE ${sql.and(conditions)}`
          const rows = yield* sql<LearnerRow>`
            SELECT ${learnerColumns} FROM users u ${where}
            ORDER BY u.created_at DESC, u.id
            LIMIT ${paging.perPage} OFFSET ${paging.offset}::bigint`
          const counted = yield* sql<{ total: number | string }>`SELECT count(*) AS total FROM users u ${where}`
          return { rows, total: Number(counted[0]?.total ?? 0) }
        }).pipe(Effect.orDie)

      const learner = (id: string) =>
        sql<LearnerRow>`SELECT ${learnerColumns} FROM users u WHERE u.id = ${id} AND u.role = 'learner'`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.fromNullishOr(rows[0]))
        )

      const subscriptions = (userId: string) =>
        sql<SubscriptionRow>`
          SELECT s.id, e.name AS exam_name, e.code AS exam_code, coalesce(p.name, s.package_name) AS package_name,
            s.order_id, coalesce(o.status = 'refunded', false) AS refunded, s.starts_at, s.expires_at
          FROM subscriptions s
          JOIN exams e ON e.id = s.exam_id
          LEFT JOIN orders o ON o.id = s.order_id
          LEFT JOIN package_subscriptions ps ON ps.id = s.package_subscription_id
          LEFT JOIN packages p ON p.id = ps.package_id
          WHERE s.user_id = ${userId}
          ORDER BY s.expires_at DESC, s.id`.pipe(Effect.orDie)

      const attempts = (userId: string, limit: number) =>
        sql<AttemptRow>`
          SELECT a.id, e.name AS exam_name, t.name AS test_name, a.mode, a.status, a.started_at, a.submitted_at,
            a.score, a.total, a.percentage, a.passed
          FROM attempts a
          JOIN practice_tests t ON t.id = a.test_id
          JOIN exams e ON e.id = t.exam_id
          WHERE a.user_id = ${userId}
          ORDER BY a.started_at DESC, a.id
          LIMIT ${limit}`.pipe(Effect.orDie)

      const setSubscriptionExpiry = (userId: string, subscriptionId: string, expiresAt: Date) =>
        sql`UPDATE subscriptions SET expires_at = ${expiresAt} WHERE id = ${subscriptionId} AND user_id = ${userId}`.pipe(Effect.orDie, Effect.asVoid)

      const endSessions = (userId: string) =>
        sql<{ id: string }>`
          UPDATE sessions SET revoked_at = now()
          WHERE user_id = ${userId} AND revoked_at IS NULL AND expires_at > now() RETURNING id`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.length)
        )

      return SalesRepository.of({
        couponPage,
        coupon: couponById,
        insertCoupon,
        updateCoupon,
        setCouponDisabled,
        orderPage,
        orderFacts,
        learnerPage,
        learner,
        subscriptions,
        attempts,
        setSubscriptionExpiry,
        endSessions
      })
    })
  )
}
