/**
 * Coupons on a real database, written once and run on each (PGlite and the
 * PostgreSQL server), over the same AppLive a start builds (so the demo
 * coupons come from the real seed): the migration's checks, the SQL
 * repository behind CouponsService at the types' boundaries and for every
 * reason, once per learner, giving a use back, and the usage limit under 20
 * concurrent order transactions through the server's SqlClient.
 *
 * There is no coupon endpoint yet (the checkout's quote will call the
 * service), so the service runs directly over the server's database.
 */
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { termsFromDollars } from "../../../src/domain/cart/coupon.ts"
import { CouponCodeTaken, type CouponRefused } from "../../../server/cart/coupons/refusal.ts"
import { CouponsRepository, type NewCoupon } from "../../../server/cart/coupons/repository.ts"
import { CouponsService } from "../../../server/cart/coupons/service.ts"
import { Transaction } from "../../../server/platform/db/transaction.ts"
import { seedDemoCoupons } from "../../../server/seed/seed-coupons.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const NOW = new Date("2026-03-15T12:00:00Z")

/** The service over the SQL repository, and the transactions an order runs in. */
const SqlCoupons = Layer.mergeAll(CouponsService.layerNoDeps.pipe(Layer.provideMerge(CouponsRepository.layer)), Transaction.layer)

type Use<A, E> = (
  coupons: CouponsService["Service"],
  repository: CouponsRepository["Service"],
  transaction: Transaction["Service"],
  sql: SqlClient.SqlClient
) => Effect.Effect<A, E>

const reasonOf = (result: { readonly _tag: "Success" } | { readonly _tag: "Failure"; readonly failure: CouponRefused }) =>
  result._tag === "Success" ? "Reserved" : result.failure.reason

export const describeCoupons = (label: string, database: () => TestDatabase) =>
  describe(`Coupons on ${label}`, () => {
    let server: TestServer
    let learners: ReadonlyArray<string>
    let codes = 0

    /** The coupons' service and repository over the server's own database. */
    const withCoupons = <A, E>(use: Use<A, E>) =>
      server.run(
        Effect.gen(function* () {
          return yield* use(yield* CouponsService, yield* CouponsRepository, yield* Transaction, yield* SqlClient.SqlClient)
        }).pipe(Effect.provide(SqlCoupons))
      )

    /** A coupon of this suite's own, with a code no other test uses. */
    const newCoupon = (more: Partial<NewCoupon> = {}) =>
      withCoupons((_coupons, repository) =>
        repository.create({
          code: `TEST${++codes}`,
          terms: termsFromDollars({ couponType: "FLAT PERCENT", discount: 10, minAmount: 0, disUpto: null }),
          validFrom: new Date("2026-01-01T00:00:00Z"),
          validUntil: null,
          usageLimit: null,
          ...more
        })
      )

    /**
     * An order row for a coupon use to belong to (coupon_uses.order_id refers
     * to orders since migration 0013). The coupon rules do not read the
     * order, so it is written settled (failed), which also keeps it clear of
     * the one-pending-payment-per-learner index.
     */
    let orders = 0
    const newOrder = async (learner: string) => {
      const [quote] = await server.query<{ id: string }>(
        `INSERT INTO quotes (user_id, lines, cart_fingerprint, subtotal_cents, total_cents, expires_at)
         VALUES ($1, '[]'::jsonb, '', 5000, 5000, now()) RETURNING id`,
        [learner]
      )
      const [order] = await server.query<{ id: string }>(
        `INSERT INTO orders (user_id, idempotency_key, quote_id, cart_fingerprint, status, lines, subtotal_cents, total_cents, failed_at)
         VALUES ($1, $2, $3, '', 'failed', '[]'::jsonb, 5000, 5000, now()) RETURNING id`,
        [learner, `coupons-suite-${++orders}`, quote!.id]
      )
      return order!.id
    }

    const usesOf = async (couponId: string) => {
      const [row] = await server.query<{ used: number; uses: number }>(
        "SELECT used, (SELECT count(*)::int FROM coupon_uses WHERE coupon_id = $1) AS uses FROM coupons WHERE id = $1",
        [couponId]
      )
      return row
    }

    beforeAll(async () => {
      server = await startTestServer(database())
      const rows = await server.query<{ id: string }>(
        `INSERT INTO users (name, email, password_hash)
         SELECT 'Coupon learner ' || i, 'coupon-learner-' || i || '@example.com', 'not-a-hash'
         FROM generate_series(1, 20) AS i RETURNING id`
      )
      learners = rows.map((row) => row.id)
    })
    afterAll(async () => {
      await server?.close()
    })

    describe("the demo coupons", () => {
      it("are seeded into the empty table, in cents, and only once", async () => {
        const rows = await server.query(
          `SELECT code, coupon_type, discount, min_amount_cents, dis_upto_cents, valid_until IS NOT NULL AND valid_until <= now() AS expired
           FROM coupons ORDER BY code`
        )
        expect(rows).toEqual([
          { code: "CASH5", coupon_type: "CASH DISCOUNT UPTO", discount: 500, min_amount_cents: 3000, dis_upto_cents: 500, expired: false },
          { code: "OLDCODE", coupon_type: "FLAT PERCENT", discount: 15, min_amount_cents: 0, dis_upto_cents: null, expired: true },
          { code: "SAVE25", coupon_type: "FLAT PERCENT UPTO", discount: 25, min_amount_cents: 5000, dis_upto_cents: 1500, expired: false },
          { code: "WELCOME10", coupon_type: "FLAT PERCENT", discount: 10, min_amount_cents: 2000, dis_upto_cents: null, expired: false }
        ])
        expect(await server.run(seedDemoCoupons)).toBe(0)
      })

      it("price each type at its boundaries, found whatever the letter case", async () => {
        const learner = learners[0]!
        const answers = await withCoupons((coupons) =>
          Effect.all([
            coupons.evaluate("welcome10", learner, 2000, NOW),
            Effect.flip(coupons.evaluate("WELCOME10", learner, 1999, NOW)),
            coupons.evaluate("SAVE25", learner, 5000, NOW),
            coupons.evaluate("SAVE25", learner, 6000, NOW),
            coupons.evaluate("Save25", learner, 10_000, NOW),
            coupons.evaluate("CASH5", learner, 3000, NOW),
            Effect.flip(coupons.evaluate("CASH5", learner, 2999, NOW)),
            Effect.flip(coupons.evaluate("OLDCODE", learner, 10_000, NOW))
          ])
        )
        const [welcome, welcomeShort, saveMin, saveCap, saveCapped, cash, cashShort, old] = answers
        expect([welcome.code, welcome.discountCents, welcome.totalCents, welcome.message]).toEqual([
          "WELCOME10",
          200,
          1800,
          "WELCOME10 takes 10% off: you save $2.00."
        ])
        expect(welcomeShort).toMatchObject({ reason: "BelowMinimum", shortByCents: 1 })
        expect(welcomeShort.message).toBe("Add $0.01 more to use WELCOME10: it applies to orders of $20.00 or more.")
        expect([saveMin.discountCents, saveMin.capped]).toEqual([1250, false])
        expect([saveCap.discountCents, saveCap.capped]).toEqual([1500, false])
        expect([saveCapped.discountCents, saveCapped.capped, saveCapped.message]).toEqual([1500, true, "SAVE25 takes 25%, at most $15.00: you save $15.00."])
        expect([cash.discountCents, cash.totalCents]).toEqual([500, 2500])
        expect(cashShort).toMatchObject({ reason: "BelowMinimum", shortByCents: 1 })
        expect(old).toMatchObject({ reason: "Expired", code: "OLDCODE", message: "OLDCODE expired on January 1, 2025." })
      })
    })

    describe("the table", () => {
      it("keeps one coupon per code whatever its letter case", async () => {
        const error = await withCoupons((_coupons, repository) =>
          Effect.flip(
            repository.create({
              code: "Welcome10",
              terms: termsFromDollars({ couponType: "FLAT PERCENT", discount: 5, minAmount: 0, disUpto: null }),
              validFrom: NOW,
              validUntil: null,
              usageLimit: null
            })
          )
        )
        expect(error).toBeInstanceOf(CouponCodeTaken)
      })

      it("refuses terms the rule cannot price", async () => {
        const insert = (values: string) =>
          server.query(`INSERT INTO coupons (code, coupon_type, discount, min_amount_cents, dis_upto_cents) VALUES ${values}`).then(
            () => "stored",
            () => "refused"
          )
        expect(await insert("('BAD1', 'FLAT PERCENT', 150, 0, NULL)")).toBe("refused")
        expect(await insert("('BAD2', 'FLAT PERCENT UPTO', 10, 0, NULL)")).toBe("refused")
        expect(await insert("('BAD3', 'FLAT PERCENT', 10, 0, 500)")).toBe("refused")
        expect(await insert("('BAD4', 'BOGO', 10, 0, NULL)")).toBe("refused")
        expect(await insert("('no spaces', 'FLAT PERCENT', 10, 0, NULL)")).toBe("refused")
        expect(await insert("('GOOD1', 'CASH DISCOUNT UPTO', 1250, 0, 1000)")).toBe("stored")
      })
    })

    describe("reasons that need the database", () => {
      it("not yet valid, unknown, and limit reached", async () => {
        const later = await newCoupon({ validFrom: new Date("2026-04-01T00:00:00Z") })
        const full = await newCoupon({ usageLimit: 0 })
        const [notYet, unknown, limit] = await withCoupons((coupons) =>
          Effect.all([
            Effect.flip(coupons.evaluate(later.code, learners[0]!, 5000, NOW)),
            Effect.flip(coupons.evaluate("NOSUCHCODE", learners[0]!, 5000, NOW)),
            Effect.flip(coupons.evaluate(full.code, learners[0]!, 5000, NOW))
          ])
        )
        expect(notYet).toMatchObject({ reason: "NotYetValid", message: `${later.code} can be used from April 1, 2026.` })
        expect(unknown).toMatchObject({ reason: "Unknown", message: 'No coupon has the code "NOSUCHCODE". Check the spelling and try again.' })
        expect(limit).toMatchObject({ reason: "LimitReached", message: `${full.code} has been used as many times as it allows.` })
      })
    })

    describe("once per learner", () => {
      it("a learner's second order is refused; the same order again takes no second use", async () => {
        const coupon = await newCoupon()
        const learner = learners[1]!
        const orderA = await newOrder(learner)
        const orderB = await newOrder(learner)
        const [again, secondOrder, evaluated] = await withCoupons((coupons) =>
          Effect.gen(function* () {
            yield* coupons.reserve({ couponId: coupon.id, code: coupon.code }, learner, orderA)
            const again = yield* Effect.result(coupons.reserve({ couponId: coupon.id, code: coupon.code }, learner, orderA))
            const secondOrder = yield* Effect.flip(coupons.reserve({ couponId: coupon.id, code: coupon.code }, learner, orderB))
            const evaluated = yield* Effect.flip(coupons.evaluate(coupon.code, learner, 5000, NOW))
            return [again._tag, secondOrder, evaluated] as const
          })
        )
        expect(again).toBe("Success")
        expect(secondOrder).toMatchObject({ reason: "AlreadyUsed" })
        expect(evaluated).toMatchObject({ reason: "AlreadyUsed", message: `You have already used ${coupon.code}: each learner can use it once.` })
        expect(await usesOf(coupon.id)).toEqual({ used: 1, uses: 1 })
      })

      it("10 concurrent orders of one learner take one use; the refused ones' transactions carry on", async () => {
        const coupon = await newCoupon()
        const learner = learners[2]!
        const orderIds: Array<string> = []
        for (let index = 0; index < 10; index++) orderIds.push(await newOrder(learner))
        const outcomes = await withCoupons((coupons, _repository, transaction, sql) =>
          Effect.forEach(
            Array.from({ length: 10 }, (_, index) => index),
            (index) =>
              transaction.run(
                Effect.gen(function* () {
                  const reserved = yield* Effect.result(coupons.reserve({ couponId: coupon.id, code: coupon.code }, learner, orderIds[index]!))
                  // Hold the row a moment so the others wait on it.
                  yield* Effect.sleep("20 millis")
                  // A refused reservation rolled back its savepoint only: the order's transaction still works.
                  const [alive] = yield* sql<{ alive: number }>`SELECT 1 AS alive`.pipe(Effect.orDie)
                  return [reasonOf(reserved), alive?.alive] as const
                })
              ),
            { concurrency: "unbounded" }
          )
        )
        expect(outcomes.filter(([reason]) => reason === "Reserved")).toHaveLength(1)
        expect(outcomes.filter(([reason]) => reason === "AlreadyUsed")).toHaveLength(9)
        expect(outcomes.every(([, alive]) => alive === 1)).toBe(true)
        expect(await usesOf(coupon.id)).toEqual({ used: 1, uses: 1 })
      })
    })

    describe("the usage limit", () => {
      it("20 simultaneous order transactions with 5 uses left: exactly 5 reserve, 15 are told the limit is reached", async () => {
        const coupon = await newCoupon({ usageLimit: 5 })
        const orderIds = await Promise.all(learners.map(newOrder))
        const outcomes = await withCoupons((coupons, _repository, transaction) =>
          Effect.forEach(
            learners,
            (learner, index) =>
              Effect.result(
                transaction.run(
                  coupons.reserve({ couponId: coupon.id, code: coupon.code }, learner, orderIds[index]!).pipe(
                    // The rest of the order's transaction, while the coupon's row stays locked.
                    Effect.tap(() => Effect.sleep("20 millis"))
                  )
                )
              ),
            { concurrency: "unbounded" }
          )
        )
        const reasons = outcomes.map(reasonOf)
        expect(reasons.filter((reason) => reason === "Reserved")).toHaveLength(5)
        expect(reasons.filter((reason) => reason === "LimitReached")).toHaveLength(15)
        expect(await usesOf(coupon.id)).toEqual({ used: 5, uses: 5 })
      })

      it("a reservation rolled back with its order takes no use", async () => {
        const coupon = await newCoupon({ usageLimit: 1 })
        const rolledBack = await newOrder(learners[3]!)
        await withCoupons((coupons, _repository, transaction) =>
          Effect.flip(
            transaction.run(
              Effect.gen(function* () {
                yield* coupons.reserve({ couponId: coupon.id, code: coupon.code }, learners[3]!, rolledBack)
                return yield* Effect.fail("the order failed")
              })
            )
          )
        )
        expect(await usesOf(coupon.id)).toEqual({ used: 0, uses: 0 })
      })

      it("release gives a failed payment's use back, once, and only for its order", async () => {
        const coupon = await newCoupon({ usageLimit: 1 })
        const learner = learners[4]!
        const paidNot = await newOrder(learner)
        const answers = await withCoupons((coupons) =>
          Effect.gen(function* () {
            yield* coupons.reserve({ couponId: coupon.id, code: coupon.code }, learner, paidNot)
            const blocked = yield* Effect.flip(coupons.evaluate(coupon.code, learners[5]!, 5000, NOW))
            const otherOrder = yield* coupons.release(coupon.id, learner, "some-other-order")
            const released = yield* coupons.release(coupon.id, learner, paidNot)
            const twice = yield* coupons.release(coupon.id, learner, paidNot)
            const again = yield* coupons.evaluate(coupon.code, learners[5]!, 5000, NOW)
            return [blocked.reason, otherOrder, released, twice, again.discountCents] as const
          })
        )
        expect(answers).toEqual(["LimitReached", false, true, false, 500])
        expect(await usesOf(coupon.id)).toEqual({ used: 0, uses: 0 })
      })
    })
  })
