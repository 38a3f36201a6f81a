/**
 * The coupons' rules over the in-memory repository (no database): each type
 * with its sentence, every refusal reason with its sentence and in its
 * order, once per learner, the usage limit, and giving a use back. The SQL,
 * and the usage limit under concurrent transactions, are tested on both
 * databases by test/api/support/coupons-suite.ts.
 */
import { couponsServiceInMemory } from "./in-memory-coupons.ts"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { termsFromDollars } from "../../../../src/domain/cart/coupon.ts"
import { CouponCodeTaken, type CouponRefused } from "../../../../server/cart/coupons/refusal.ts"
import { CouponsRepository, type NewCoupon } from "../../../../server/cart/coupons/repository.ts"
import { CouponsService } from "../../../../server/cart/coupons/service.ts"

const NOW = new Date("2026-03-15T12:00:00Z")
const LEARNER = "learner-1"
const OTHER = "learner-2"

const coupon = (code: string, terms: Parameters<typeof termsFromDollars>[0], more: Partial<NewCoupon> = {}): NewCoupon => ({
  code,
  terms: termsFromDollars(terms),
  validFrom: new Date("2026-01-01T00:00:00Z"),
  validUntil: null,
  usageLimit: null,
  ...more
})

/** The demo coupons (server/seed/data/coupons.json) and a few more for the edges. */
const COUPONS: ReadonlyArray<NewCoupon> = [
  coupon("WELCOME10", { couponType: "FLAT PERCENT", discount: 10, minAmount: 20, disUpto: null }),
  coupon("SAVE25", { couponType: "FLAT PERCENT UPTO", discount: 25, minAmount: 50, disUpto: 15 }),
  coupon("CASH5", { couponType: "CASH DISCOUNT UPTO", discount: 5, minAmount: 30, disUpto: 5 }),
  coupon(
    "OLDCODE",
    { couponType: "FLAT PERCENT", discount: 20, minAmount: 0, disUpto: null },
    {
      validFrom: new Date("2024-01-01T00:00:00Z"),
      validUntil: new Date("2025-01-01T00:00:00Z")
    }
  ),
  coupon(
    "SPRING30",
    { couponType: "FLAT PERCENT", discount: 30, minAmount: 0, disUpto: null },
    {
      validFrom: new Date("2026-04-01T00:00:00Z")
    }
  ),
  coupon("ONEONLY", { couponType: "CASH DISCOUNT UPTO", discount: 3, minAmount: 10, disUpto: 3 }, { usageLimit: 1 }),
  coupon("PAUSED", { couponType: "FLAT PERCENT", discount: 5, minAmount: 0, disUpto: null }, { usageLimit: 0 }),
  coupon("FIVELEFT", { couponType: "FLAT PERCENT", discount: 10, minAmount: 0, disUpto: null }, { usageLimit: 5 })
]

/** The service over a fresh in-memory repository holding COUPONS. */
const withCoupons = <A, E>(use: (coupons: CouponsService["Service"], repository: CouponsRepository["Service"]) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const repository = yield* CouponsRepository
    yield* Effect.forEach(COUPONS, repository.create)
    return yield* use(yield* CouponsService, repository)
  }).pipe(Effect.provide(couponsServiceInMemory))

const refusalOf = <A>(effect: Effect.Effect<A, CouponRefused>) => Effect.flip(effect)

describe("CouponsService.evaluate: the three types", () => {
  it.effect("FLAT PERCENT takes its percent from minAmount exactly, rounded half up", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        expect(yield* coupons.evaluate("WELCOME10", LEARNER, 2000, NOW)).toEqual({
          couponId: expect.any(String),
          code: "WELCOME10",
          couponType: "FLAT PERCENT",
          subtotalCents: 2000,
          discountCents: 200,
          totalCents: 1800,
          capped: false,
          message: "WELCOME10 takes 10% off: you save $2.00."
        })
        // 10 % of $20.05 is 200.5 cents.
        const halfCent = yield* coupons.evaluate("WELCOME10", LEARNER, 2005, NOW)
        expect([halfCent.discountCents, halfCent.totalCents]).toEqual([201, 1804])
      })
    )
  )

  it.effect("FLAT PERCENT UPTO is capped at disUpto and says so; the cap exactly is not 'capped'", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        const atMinimum = yield* coupons.evaluate("SAVE25", LEARNER, 5000, NOW)
        expect([atMinimum.discountCents, atMinimum.capped, atMinimum.message]).toEqual([1250, false, "SAVE25 takes 25% off: you save $12.50."])
        const atCap = yield* coupons.evaluate("SAVE25", LEARNER, 6000, NOW)
        expect([atCap.discountCents, atCap.capped]).toEqual([1500, false])
        const capped = yield* coupons.evaluate("SAVE25", LEARNER, 10_000, NOW)
        expect(capped).toMatchObject({ discountCents: 1500, totalCents: 8500, capped: true })
        expect(capped.message).toBe("SAVE25 takes 25%, at most $15.00: you save $15.00.")
      })
    )
  )

  it.effect("CASH DISCOUNT UPTO takes its amount from minAmount exactly", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        const applied = yield* coupons.evaluate("CASH5", LEARNER, 3000, NOW)
        expect(applied).toMatchObject({ code: "CASH5", discountCents: 500, totalCents: 2500, capped: false })
        expect(applied.message).toBe("CASH5 takes $5.00 off: you save $5.00.")
      })
    )
  )

  it.effect("finds a code whatever its letter case and surrounding spaces, and answers the coupon's own code", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        expect((yield* coupons.evaluate("  welcome10 ", LEARNER, 5000, NOW)).code).toBe("WELCOME10")
        expect((yield* coupons.evaluate("Save25", LEARNER, 5000, NOW)).code).toBe("SAVE25")
      })
    )
  )
})

describe("CouponsService.evaluate: every refusal with its reason and sentence", () => {
  it.effect("unknown, empty and absurdly long codes", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        expect(yield* refusalOf(coupons.evaluate("WELCOME1O", LEARNER, 5000, NOW))).toMatchObject({
          _tag: "CouponRefused",
          reason: "Unknown",
          code: "WELCOME1O",
          message: 'No coupon has the code "WELCOME1O". Check the spelling and try again.'
        })
        expect(yield* refusalOf(coupons.evaluate("   ", LEARNER, 5000, NOW))).toMatchObject({
          reason: "Unknown",
          message: "Type a coupon code to apply it."
        })
        const long = "X".repeat(40)
        expect((yield* refusalOf(coupons.evaluate(long, LEARNER, 5000, NOW))).message).toBe(
          `No coupon has the code "${"X".repeat(32)}…". Check the spelling and try again.`
        )
      })
    )
  )

  it.effect("not yet valid until valid_from, which is included", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        expect(yield* refusalOf(coupons.evaluate("SPRING30", LEARNER, 5000, NOW))).toMatchObject({
          reason: "NotYetValid",
          code: "SPRING30",
          message: "SPRING30 can be used from April 1, 2026."
        })
        const onTheDay = yield* coupons.evaluate("SPRING30", LEARNER, 5000, new Date("2026-04-01T00:00:00Z"))
        expect(onTheDay.discountCents).toBe(1500)
      })
    )
  )

  it.effect("expired from valid_until on, usable until the millisecond before", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        expect(yield* refusalOf(coupons.evaluate("oldcode", LEARNER, 5000, NOW))).toMatchObject({
          reason: "Expired",
          code: "OLDCODE",
          message: "OLDCODE expired on January 1, 2025."
        })
        expect((yield* refusalOf(coupons.evaluate("OLDCODE", LEARNER, 5000, new Date("2025-01-01T00:00:00Z")))).reason).toBe("Expired")
        const lastMoment = yield* coupons.evaluate("OLDCODE", LEARNER, 5000, new Date("2024-12-31T23:59:59.999Z"))
        expect(lastMoment.discountCents).toBe(1000)
      })
    )
  )

  it.effect("below the minimum, saying by how much (one cent below too)", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        expect(yield* refusalOf(coupons.evaluate("WELCOME10", LEARNER, 1550, NOW))).toMatchObject({
          reason: "BelowMinimum",
          code: "WELCOME10",
          shortByCents: 450,
          message: "Add $4.50 more to use WELCOME10: it applies to orders of $20.00 or more."
        })
        expect(yield* refusalOf(coupons.evaluate("SAVE25", LEARNER, 4999, NOW))).toMatchObject({
          reason: "BelowMinimum",
          shortByCents: 1,
          message: "Add $0.01 more to use SAVE25: it applies to orders of $50.00 or more."
        })
        expect((yield* refusalOf(coupons.evaluate("CASH5", LEARNER, 2999, NOW))).shortByCents).toBe(1)
      })
    )
  )

  it.effect("limit reached once every use is taken, or when the limit is 0", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        const applied = yield* coupons.evaluate("ONEONLY", LEARNER, 5000, NOW)
        yield* coupons.reserve(applied, LEARNER, "order-1")
        expect(yield* refusalOf(coupons.evaluate("ONEONLY", OTHER, 5000, NOW))).toMatchObject({
          reason: "LimitReached",
          code: "ONEONLY",
          message: "ONEONLY has been used as many times as it allows."
        })
        expect((yield* refusalOf(coupons.evaluate("PAUSED", LEARNER, 5000, NOW))).reason).toBe("LimitReached")
      })
    )
  )

  it.effect("already used by this learner (once per learner), while another learner may still use it", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        const applied = yield* coupons.evaluate("WELCOME10", LEARNER, 5000, NOW)
        yield* coupons.reserve(applied, LEARNER, "order-1")
        expect(yield* refusalOf(coupons.evaluate("welcome10", LEARNER, 5000, NOW))).toMatchObject({
          reason: "AlreadyUsed",
          code: "WELCOME10",
          message: "You have already used WELCOME10: each learner can use it once."
        })
        expect((yield* coupons.evaluate("WELCOME10", OTHER, 5000, NOW)).discountCents).toBe(500)
      })
    )
  )

  it.effect("answers the first reason that holds: dates, then the learner's use, then the limit, then the minimum", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        const oneOnly = yield* coupons.evaluate("ONEONLY", LEARNER, 5000, NOW)
        yield* coupons.reserve(oneOnly, LEARNER, "order-1")
        // Used by LEARNER and no use left: "already used" is the reason that concerns them.
        expect((yield* refusalOf(coupons.evaluate("ONEONLY", LEARNER, 100, NOW))).reason).toBe("AlreadyUsed")
        // No use left and below the minimum: adding to the order would not help.
        expect((yield* refusalOf(coupons.evaluate("ONEONLY", OTHER, 100, NOW))).reason).toBe("LimitReached")
        // Not valid yet, used by LEARNER, no use left and below the minimum: the dates come first.
        expect((yield* refusalOf(coupons.evaluate("ONEONLY", LEARNER, 100, new Date("2025-06-01T00:00:00Z")))).reason).toBe("NotYetValid")
      })
    )
  )
})

describe("CouponsService.reserve and release", () => {
  it.effect("takes one use per learner; the same order again changes nothing, another order is refused", () =>
    withCoupons((coupons, repository) =>
      Effect.gen(function* () {
        const target = yield* coupons.evaluate("FIVELEFT", LEARNER, 5000, NOW)
        yield* coupons.reserve(target, LEARNER, "order-1")
        yield* coupons.reserve(target, LEARNER, "order-1")
        expect(Option.getOrThrow(yield* repository.findByCode("FIVELEFT")).used).toBe(1)
        expect(yield* refusalOf(coupons.reserve(target, LEARNER, "order-2"))).toMatchObject({
          reason: "AlreadyUsed",
          message: "You have already used FIVELEFT: each learner can use it once."
        })
        expect(Option.getOrThrow(yield* repository.findByCode("FIVELEFT")).used).toBe(1)
      })
    )
  )

  it.effect("20 reservations at once with 5 uses left: exactly 5 succeed, the rest are told the limit is reached", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        const applied = yield* coupons.evaluate("FIVELEFT", LEARNER, 5000, NOW)
        const outcomes = yield* Effect.forEach(
          Array.from({ length: 20 }, (_, index) => index),
          (index) => Effect.result(coupons.reserve(applied, `learner-${index}`, `order-${index}`)),
          { concurrency: "unbounded" }
        )
        const refused = outcomes.flatMap((outcome) => (outcome._tag === "Failure" ? [outcome.failure.reason] : []))
        expect(outcomes.length - refused.length).toBe(5)
        expect(refused).toEqual(Array(15).fill("LimitReached"))
      })
    )
  )

  it.effect("release gives the failed order's use back, only once and only for that order", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        const applied = yield* coupons.evaluate("ONEONLY", LEARNER, 5000, NOW)
        yield* coupons.reserve(applied, LEARNER, "order-1")
        expect(yield* coupons.release(applied.couponId, LEARNER, "order-other")).toBe(false)
        expect(yield* coupons.release(applied.couponId, LEARNER, "order-1")).toBe(true)
        expect(yield* coupons.release(applied.couponId, LEARNER, "order-1")).toBe(false)
        // The use is free again, for this learner or another.
        expect((yield* coupons.evaluate("ONEONLY", OTHER, 5000, NOW)).discountCents).toBe(300)
        expect((yield* coupons.evaluate("ONEONLY", LEARNER, 5000, NOW)).discountCents).toBe(300)
      })
    )
  )

  it.effect("a coupon that no longer exists is refused as unknown", () =>
    withCoupons((coupons) =>
      Effect.gen(function* () {
        expect(yield* refusalOf(coupons.reserve({ couponId: "gone", code: "GONE1" }, LEARNER, "order-1"))).toMatchObject({
          reason: "Unknown",
          code: "GONE1"
        })
      })
    )
  )
})

describe("CouponsRepository.create", () => {
  it.effect("refuses a second code that differs only in letter case", () =>
    withCoupons((_coupons, repository) =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(repository.create({ ...COUPONS[0]!, code: "Welcome10" }))
        expect(error).toBeInstanceOf(CouponCodeTaken)
      })
    )
  )
})
