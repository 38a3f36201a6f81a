/**
 * Coupons' rules: what a code does to a learner's subtotal at a given
 * moment (the quote asks), and taking or giving back one use for an order
 * (the checkout asks, inside the order's transaction). The amounts come from
 * src/domain/cart/coupon.ts, the sentences from messages.ts; no SQL and no
 * HTTP here.
 *
 * A code is refused for the first reason that holds, in this order: unknown,
 * disabled by an operator (answered as Expired), not yet valid, expired, already used by this learner, no use left, below
 * the minimum. Asking the learner to add to the order comes last, since it
 * would not help with any of the others.
 */
import { Context, Effect, Layer, Option } from "effect"
import { applyCoupon, type CouponType } from "../../../src/domain/cart/coupon.ts"
import {
  COUPON_CODE_EMPTY,
  couponAlreadyUsed,
  couponApplied,
  couponBelowMinimum,
  couponDisabled,
  couponExpired,
  couponLimitReached,
  couponNotYetValid,
  couponUnknown
} from "./messages.ts"
import { CouponRefused } from "./refusal.ts"
import { CouponsRepository } from "./repository.ts"

/** The coupons table's row, for the admin's coupon pages, which read that table too. */
export type { CouponRow } from "./repository.ts"

/** A code that applies, and what it takes off. */
export interface AppliedCoupon {
  readonly couponId: string
  /** The coupon's own code, whatever the letter case the learner typed. */
  readonly code: string
  readonly couponType: CouponType
  readonly subtotalCents: number
  readonly discountCents: number
  /** The subtotal less the discount. */
  readonly totalCents: number
  /** The cap (disUpto) lowered the discount. */
  readonly capped: boolean
  /** "SAVE25 takes 25%, at most $15.00: you save $15.00." */
  readonly message: string
}

/** Longer than any stored code can be (the table's check), so never looked up. */
const MAX_CODE_LENGTH = 32

export class CouponsService extends Context.Service<
  CouponsService,
  {
    readonly evaluate: (code: string, learnerId: string, subtotalCents: number, now: Date) => Effect.Effect<AppliedCoupon, CouponRefused>
    /**
     * Takes one use of the coupon for the learner's order. Call it inside the
     * order's transaction, after evaluating the code again there: only this
     * statement decides who gets the last use.
     */
    readonly reserve: (coupon: { readonly couponId: string; readonly code: string }, learnerId: string, orderId: string) => Effect.Effect<void, CouponRefused>
    /** Gives the order's use back when its payment failed; false when it held none. */
    readonly release: (couponId: string, learnerId: string, orderId: string) => Effect.Effect<boolean>
  }
>()("exam-shop/CouponsService") {
  static readonly layerNoDeps = Layer.effect(
    CouponsService,
    Effect.gen(function* () {
      const coupons = yield* CouponsRepository

      const refuse = (reason: CouponRefused["reason"], code: string, message: string, shortByCents?: number) =>
        Effect.fail(new CouponRefused({ reason, code, message, ...(shortByCents === undefined ? {} : { shortByCents }) }))

      const evaluate = Effect.fn("CouponsService.evaluate")(function* (typed: string, learnerId: string, subtotalCents: number, now: Date) {
        const trimmed = typed.trim()
        if (trimmed === "") return yield* refuse("Unknown", trimmed, COUPON_CODE_EMPTY)
        const found = trimmed.length > MAX_CODE_LENGTH ? Option.none() : yield* coupons.findByCode(trimmed)
        if (Option.isNone(found)) {
          const shown = trimmed.length > MAX_CODE_LENGTH ? `${trimmed.slice(0, MAX_CODE_LENGTH)}…` : trimmed
          return yield* refuse("Unknown", trimmed, couponUnknown(shown))
        }
        const coupon = found.value
        const { code } = coupon
        if (coupon.disabled) return yield* refuse("Expired", code, couponDisabled(code))
        if (now < coupon.validFrom) return yield* refuse("NotYetValid", code, couponNotYetValid(code, coupon.validFrom))
        if (coupon.validUntil !== null && now >= coupon.validUntil) {
          return yield* refuse("Expired", code, couponExpired(code, coupon.validUntil))
        }
        if (yield* coupons.hasUsed(coupon.id, learnerId)) return yield* refuse("AlreadyUsed", code, couponAlreadyUsed(code))
        if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) {
          return yield* refuse("LimitReached", code, couponLimitReached(code))
        }
        const result = applyCoupon(coupon.terms, subtotalCents)
        if (result._tag === "BelowMinimum") {
          return yield* refuse("BelowMinimum", code, couponBelowMinimum(code, result.shortByCents, coupon.terms.minAmountCents), result.shortByCents)
        }
        return {
          couponId: coupon.id,
          code,
          couponType: coupon.terms.couponType,
          subtotalCents,
          discountCents: result.discountCents,
          totalCents: result.totalCents,
          capped: result.capped,
          message: couponApplied(code, coupon.terms, result)
        } satisfies AppliedCoupon
      })

      const reserve = Effect.fn("CouponsService.reserve")(function* (
        coupon: { readonly couponId: string; readonly code: string },
        learnerId: string,
        orderId: string
      ) {
        const reservation = yield* coupons.reserve(coupon.couponId, learnerId, orderId)
        switch (reservation) {
          case "Reserved":
            return
          case "AlreadyUsed":
            return yield* refuse("AlreadyUsed", coupon.code, couponAlreadyUsed(coupon.code))
          case "LimitReached":
            return yield* refuse("LimitReached", coupon.code, couponLimitReached(coupon.code))
          case "NotFound":
            return yield* refuse("Unknown", coupon.code, couponUnknown(coupon.code))
        }
      })

      return CouponsService.of({ evaluate, reserve, release: coupons.release })
    })
  )

  static readonly layer = CouponsService.layerNoDeps.pipe(Layer.provide(CouponsRepository.layer))
}
