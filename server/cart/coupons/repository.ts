/**
 * Every SQL statement of coupons (tables coupons and coupon_uses, migration
 * 0010): finding a code whatever its letter case, whether a learner has used
 * it, and the reservation an order makes inside its own transaction. No
 * rules here (service.ts).
 *
 * The reservation is ONE conditional statement: the UPDATE raises `used`
 * only while a use is left (the row lock makes concurrent reservations
 * queue, and each re-reads `used` once the one before it has committed), and
 * the use row is inserted only when the UPDATE took one. The primary key of
 * coupon_uses refuses a second use by the same learner even when two of
 * their orders race.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient, type SqlError } from "effect/sql"
import { type CouponTerms, type CouponType, isCouponType } from "../../../src/domain/cart/coupon.ts"
import { CouponCodeTaken } from "./refusal.ts"

export interface Coupon {
  readonly id: string
  /** As stored; shown in messages ("WELCOME10"). */
  readonly code: string
  readonly terms: CouponTerms
  readonly validFrom: Date
  /** The first instant it no longer works; null: no end. */
  readonly validUntil: Date | null
  /** null: no limit. */
  readonly usageLimit: number | null
  readonly used: number
  /** Switched off by an operator: refused in the cart, dates and uses kept. */
  readonly disabled: boolean
}

export interface NewCoupon {
  readonly code: string
  readonly terms: CouponTerms
  readonly validFrom: Date
  readonly validUntil: Date | null
  readonly usageLimit: number | null
}

/**
 * How a reservation went. Reserving again for the order that already holds
 * the learner's use answers "Reserved" and changes nothing, so a retried
 * checkout step never takes two uses.
 */
export type Reservation = "Reserved" | "LimitReached" | "AlreadyUsed" | "NotFound"

export class CouponsRepository extends Context.Service<
  CouponsRepository,
  {
    readonly create: (coupon: NewCoupon) => Effect.Effect<Coupon, CouponCodeTaken>
    readonly findByCode: (code: string) => Effect.Effect<Option.Option<Coupon>>
    readonly hasUsed: (couponId: string, learnerId: string) => Effect.Effect<boolean>
    /** Takes one use for the learner's order; runs inside the order's transaction when there is one. */
    readonly reserve: (couponId: string, learnerId: string, orderId: string) => Effect.Effect<Reservation>
    /** Gives the order's use back (a failed payment); false when that order held none. */
    readonly release: (couponId: string, learnerId: string, orderId: string) => Effect.Effect<boolean>
  }
>()("exam-shop/CouponsRepository") {
  static readonly layer = Layer.effect(
    CouponsRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const columns = sql.literal("id, code, coupon_type, discount, min_amount_cents, dis_upto_cents, valid_from, valid_until, usage_limit, used, disabled_at")

      const create = (coupon: NewCoupon) =>
        sql<CouponRow>`
          INSERT INTO coupons (code, coupon_type, discount, min_amount_cents, dis_upto_cents, valid_from, valid_until, usage_limit)
          VALUES (${coupon.code}, ${coupon.terms.couponType}, ${coupon.terms.discount}, ${coupon.terms.minAmountCents},
            ${coupon.terms.disUptoCents}, ${coupon.validFrom}, ${coupon.validUntil}, ${coupon.usageLimit})
          RETURNING ${columns}`.pipe(
          Effect.catchTag("SqlError", (error) => (isUniqueViolation(error) ? Effect.fail(new CouponCodeTaken({ code: coupon.code })) : Effect.die(error))),
          Effect.map((rows) => couponOf(rows[0]!))
        )

      const findByCode = (code: string) =>
        sql<CouponRow>`SELECT ${columns} FROM coupons WHERE lower(code) = lower(${code})`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), couponOf))
        )

      const hasUsed = (couponId: string, learnerId: string) =>
        sql<{ used: boolean }>`
          SELECT EXISTS (SELECT 1 FROM coupon_uses WHERE coupon_id = ${couponId} AND user_id = ${learnerId}) AS used`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows[0]?.used === true)
        )

      /** Why nothing was taken; read after the statement, so it sees what the reservations before it committed. */
      const whyNotTaken = (couponId: string, learnerId: string, orderId: string) =>
        sql<{ known: boolean; order_id: string | null }>`
          SELECT EXISTS (SELECT 1 FROM coupons WHERE id = ${couponId}) AS known,
            (SELECT order_id FROM coupon_uses WHERE coupon_id = ${couponId} AND user_id = ${learnerId}) AS order_id`.pipe(
          Effect.orDie,
          Effect.map(
            ([row]): Reservation =>
              row?.known !== true ? "NotFound" : row.order_id === orderId ? "Reserved" : row.order_id !== null ? "AlreadyUsed" : "LimitReached"
          )
        )

      const reserve = Effect.fn("CouponsRepository.reserve")(function* (couponId: string, learnerId: string, orderId: string) {
        // A savepoint inside the order's transaction (a transaction of its
        // own otherwise), so a learner's second use refused by the primary
        // key rolls back this statement only, not the order.
        const taken = yield* sql
          .withTransaction(sql<{ coupon_id: string }>`
          WITH taken AS (
            UPDATE coupons SET used = used + 1
            WHERE id = ${couponId}
              AND (usage_limit IS NULL OR used < usage_limit)
              AND NOT EXISTS (SELECT 1 FROM coupon_uses WHERE coupon_id = ${couponId} AND user_id = ${learnerId})
            RETURNING id
          )
          INSERT INTO coupon_uses (coupon_id, user_id, order_id)
          SELECT id, ${learnerId}, ${orderId} FROM taken
          RETURNING coupon_id`)
          .pipe(
            Effect.map((rows) => rows.length === 1),
            Effect.catchTag("SqlError", (error) => (isUniqueViolation(error) ? Effect.succeed(false) : Effect.die(error)))
          )
        return taken ? "Reserved" : yield* whyNotTaken(couponId, learnerId, orderId)
      })

      const release = (couponId: string, learnerId: string, orderId: string) =>
        sql<{ id: string }>`
          WITH freed AS (
            DELETE FROM coupon_uses WHERE coupon_id = ${couponId} AND user_id = ${learnerId} AND order_id = ${orderId}
            RETURNING coupon_id
          )
          UPDATE coupons SET used = used - 1 WHERE id IN (SELECT coupon_id FROM freed) RETURNING id`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.length === 1)
        )

      return CouponsRepository.of({ create, findByCode, hasUsed, reserve, release })
    })
  )
}

/** A row of the coupons table as read; the admin's coupon pages read the same columns (service.ts passes the type on). */
export interface CouponRow {
  readonly id: string
  readonly code: string
  readonly coupon_type: string
  readonly discount: number
  readonly min_amount_cents: number
  readonly dis_upto_cents: number | null
  readonly valid_from: Date | string
  readonly valid_until: Date | string | null
  readonly usage_limit: number | null
  readonly used: number
  readonly disabled_at: Date | string | null
}

const isUniqueViolation = (error: SqlError.SqlError) => error.reason._tag === "UniqueViolation"

/** The table's check allows only the three types; anything else is a broken database. */
const couponTypeOf = (value: string): CouponType => {
  if (isCouponType(value)) return value
  throw new Error(`coupons.coupon_type holds an unknown type: ${value}`)
}

const couponOf = (row: CouponRow): Coupon => ({
  id: row.id,
  code: row.code,
  terms: {
    couponType: couponTypeOf(row.coupon_type),
    discount: row.discount,
    minAmountCents: row.min_amount_cents,
    disUptoCents: row.dis_upto_cents
  },
  validFrom: new Date(row.valid_from),
  validUntil: row.valid_until === null ? null : new Date(row.valid_until),
  usageLimit: row.usage_limit,
  used: row.used,
  disabled: row.disabled_at !== null
})
