/**
 * In memory: the same answers from two arrays. Every call is one
 * synchronous step, so a reservation is as atomic as the SQL one; the
 * concurrency itself is proven on both databases (test/api).
 */
import { Effect, Layer, Option } from "effect"
import { randomUUID } from "node:crypto"
import { CouponCodeTaken } from "../../../../server/cart/coupons/refusal.ts"
import { CouponsRepository, type Coupon, type Reservation } from "../../../../server/cart/coupons/repository.ts"
import { CouponsService } from "../../../../server/cart/coupons/service.ts"

export const couponsRepositoryInMemory = Layer.sync(CouponsRepository, () => {
  const coupons: Array<{ -readonly [K in keyof Coupon]: Coupon[K] }> = []
  const uses: Array<{ readonly couponId: string; readonly learnerId: string; readonly orderId: string }> = []
  const useOf = (couponId: string, learnerId: string) => uses.findIndex((use) => use.couponId === couponId && use.learnerId === learnerId)

  return CouponsRepository.of({
    create: (coupon) =>
      Effect.suspend(() => {
        if (coupons.some((known) => known.code.toLowerCase() === coupon.code.toLowerCase())) {
          return Effect.fail(new CouponCodeTaken({ code: coupon.code }))
        }
        const created = { id: randomUUID(), used: 0, disabled: false, ...coupon }
        coupons.push(created)
        return Effect.succeed({ ...created })
      }),
    findByCode: (code) =>
      Effect.sync(() =>
        Option.map(Option.fromNullishOr(coupons.find((coupon) => coupon.code.toLowerCase() === code.toLowerCase())), (coupon) => ({ ...coupon }))
      ),
    hasUsed: (couponId, learnerId) => Effect.sync(() => useOf(couponId, learnerId) >= 0),
    reserve: (couponId, learnerId, orderId) =>
      Effect.sync((): Reservation => {
        const coupon = coupons.find((known) => known.id === couponId)
        if (coupon === undefined) return "NotFound"
        const held = useOf(couponId, learnerId)
        if (held >= 0) return uses[held]!.orderId === orderId ? "Reserved" : "AlreadyUsed"
        if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) return "LimitReached"
        coupon.used += 1
        uses.push({ couponId, learnerId, orderId })
        return "Reserved"
      }),
    release: (couponId, learnerId, orderId) =>
      Effect.sync(() => {
        const held = useOf(couponId, learnerId)
        const coupon = coupons.find((known) => known.id === couponId)
        if (held < 0 || uses[held]!.orderId !== orderId || coupon === undefined) return false
        uses.splice(held, 1)
        coupon.used -= 1
        return true
      })
  })
})

/** The same rules over the in-memory repository, which stays reachable so a test can create coupons. */
export const couponsServiceInMemory = CouponsService.layerNoDeps.pipe(Layer.provideMerge(couponsRepositoryInMemory))
