/**
 * The demo coupons file (server/seed/data/coupons.json): it fits its schema
 * and holds the coupons the README and the issue list, and the schema
 * refuses what the coupons table would refuse, naming the place.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { termsFromDollars } from "../../../../src/domain/cart/coupon.ts"
import { DemoCoupons } from "../../../../server/seed/coupons-schema.ts"
import { readDemoFile } from "../../../../server/seed/demo-data.ts"

const NOW = Date.parse("2026-03-15T12:00:00Z")

const WELCOME10 = {
  code: "WELCOME10",
  couponType: "FLAT PERCENT",
  discount: 10,
  minAmount: 20,
  disUpto: null,
  validFrom: "2025-01-01T00:00:00Z",
  validUntil: null,
  usageLimit: null
}

const problemsOf = (file: unknown) =>
  Effect.flip(Schema.decodeUnknownEffect(DemoCoupons)(file, { errors: "all", onExcessProperty: "error" })).pipe(Effect.map((error) => String(error)))

describe("the demo coupons file", () => {
  it.effect("holds WELCOME10, SAVE25, CASH5 and the expired OLDCODE with the issue's terms", () =>
    Effect.gen(function* () {
      const coupons = yield* readDemoFile(DemoCoupons, "coupons.json")
      const byCode = Object.fromEntries(coupons.map((coupon) => [coupon.code, coupon]))
      expect(Object.keys(byCode)).toEqual(["WELCOME10", "SAVE25", "CASH5", "OLDCODE"])
      expect(termsFromDollars(byCode.WELCOME10!)).toEqual({ couponType: "FLAT PERCENT", discount: 10, minAmountCents: 2000, disUptoCents: null })
      expect(termsFromDollars(byCode.SAVE25!)).toEqual({ couponType: "FLAT PERCENT UPTO", discount: 25, minAmountCents: 5000, disUptoCents: 1500 })
      expect(termsFromDollars(byCode.CASH5!)).toEqual({ couponType: "CASH DISCOUNT UPTO", discount: 500, minAmountCents: 3000, disUptoCents: 500 })
      expect(Date.parse(byCode.OLDCODE!.validUntil ?? "")).toBeLessThan(NOW)
      for (const code of ["WELCOME10", "SAVE25", "CASH5"]) {
        expect(byCode[code]!.validUntil).toBeNull()
        expect(Date.parse(byCode[code]!.validFrom)).toBeLessThan(NOW)
      }
    })
  )

  it.effect("refuses terms the coupons table would refuse, naming each place", () =>
    Effect.gen(function* () {
      const problems = yield* problemsOf([
        { ...WELCOME10, discount: 12.5 },
        { ...WELCOME10, code: "CAPPED", disUpto: 5 },
        { ...WELCOME10, code: "NOCAP", couponType: "FLAT PERCENT UPTO" },
        { ...WELCOME10, code: "CENTS3", couponType: "CASH DISCOUNT UPTO", discount: 4.999, disUpto: 5 },
        { ...WELCOME10, code: "BACKWARDS", validUntil: "2024-01-01T00:00:00Z" },
        { ...WELCOME10, code: "bad code" },
        { ...WELCOME10, code: "DATE", validFrom: "January 1, 2025" }
      ])
      expect(problems).toContain("a percent type takes a whole percent from 1 to 100")
      expect(problems).toContain("'FLAT PERCENT' has no cap: null")
      expect(problems).toContain("'FLAT PERCENT UPTO' needs a cap above 0")
      expect(problems).toContain("has at most two decimals")
      expect(problems).toContain("must be after validFrom")
      expect(problems).toContain('at [5]["code"]')
      expect(problems).toContain('at [6]["validFrom"]')
    })
  )

  it.effect("refuses a code listed twice, whatever its letter case", () =>
    Effect.gen(function* () {
      const problems = yield* problemsOf([WELCOME10, { ...WELCOME10, code: "welcome10" }])
      expect(problems).toContain("welcome10 is listed twice (codes ignore letter case)")
    })
  )
})
