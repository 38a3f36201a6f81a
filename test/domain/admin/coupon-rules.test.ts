import { describe, expect, it } from "vitest"
import type { CouponDraft } from "../../../src/api/admin/admin-sales.ts"
import {
  COUPON_MESSAGES,
  couponDraftOf,
  couponFormOf,
  couponIssues,
  couponState,
  couponTermsLine,
  couponUsesLine,
  normalisedDraft
} from "../../../src/domain/admin/coupon-rules.ts"

const draft = (change: Partial<CouponDraft> = {}): CouponDraft => ({
  code: "WELCOME10",
  couponType: "FLAT PERCENT",
  discount: 10,
  minAmount: 20,
  disUpto: null,
  validFrom: "2026-01-01T00:00:00.000Z",
  validUntil: null,
  usageLimit: null,
  ...change
})

describe("couponIssues", () => {
  it("accepts each of the spec's three types with their own amounts", () => {
    expect(couponIssues(draft())).toEqual([])
    expect(couponIssues(draft({ couponType: "FLAT PERCENT UPTO", discount: 25, disUpto: 15 }))).toEqual([])
    expect(couponIssues(draft({ couponType: "CASH DISCOUNT UPTO", discount: 5.5, disUpto: 5.5, minAmount: 0 }))).toEqual([])
  })

  it("names every wrong field with its own sentence, in the form's order", () => {
    expect(
      couponIssues({ code: " a b ", couponType: "HALF", discount: 1, minAmount: Number.NaN, disUpto: null, validFrom: "", validUntil: "x", usageLimit: -1 })
    ).toEqual([
      { path: "code", message: COUPON_MESSAGES.code },
      { path: "couponType", message: COUPON_MESSAGES.couponType },
      { path: "minAmount", message: COUPON_MESSAGES.minAmount },
      { path: "validFrom", message: COUPON_MESSAGES.validFrom },
      { path: "validUntil", message: COUPON_MESSAGES.validUntil },
      { path: "usageLimit", message: COUPON_MESSAGES.usageLimit }
    ])
  })

  it("keeps percents whole from 1 to 100, cash amounts to the cent, caps to the UPTO types", () => {
    expect(couponIssues(draft({ discount: 100 }))).toEqual([])
    expect(couponIssues(draft({ discount: 100.5 }))).toEqual([{ path: "discount", message: COUPON_MESSAGES.percent }])
    expect(couponIssues(draft({ couponType: "CASH DISCOUNT UPTO", discount: 0.001, disUpto: 1 }))).toEqual([
      { path: "discount", message: COUPON_MESSAGES.cash }
    ])
    expect(couponIssues(draft({ couponType: "CASH DISCOUNT UPTO", discount: 19.99, disUpto: 1_000_000.01 }))).toEqual([
      { path: "disUpto", message: COUPON_MESSAGES.capNeeded("CASH DISCOUNT UPTO") }
    ])
    expect(couponIssues(draft({ disUpto: 5 }))).toEqual([{ path: "disUpto", message: COUPON_MESSAGES.capNone }])
    expect(couponIssues(draft({ couponType: "FLAT PERCENT UPTO", disUpto: null }))).toEqual([
      { path: "disUpto", message: COUPON_MESSAGES.capNeeded("FLAT PERCENT UPTO") }
    ])
  })

  it("wants an end after the start, and a limit of 1 or more", () => {
    expect(couponIssues(draft({ validUntil: "2025-12-31" }))).toEqual([{ path: "validUntil", message: COUPON_MESSAGES.untilAfterFrom }])
    expect(couponIssues(draft({ validUntil: "2026-01-02" }))).toEqual([])
    expect(couponIssues(draft({ validFrom: "March 3" }))).toEqual([{ path: "validFrom", message: COUPON_MESSAGES.validFrom }])
    expect(couponIssues(draft({ usageLimit: 0 }))).toEqual([{ path: "usageLimit", message: COUPON_MESSAGES.usageLimit }])
    expect(couponIssues(draft({ usageLimit: 1 }))).toEqual([])
  })

  it("stores the code trimmed and the days as instants", () => {
    expect(normalisedDraft(draft({ code: " Spring ", validFrom: "2026-03-01", validUntil: "2026-04-01" }))).toMatchObject({
      code: "Spring",
      validFrom: "2026-03-01T00:00:00.000Z",
      validUntil: "2026-04-01T00:00:00.000Z"
    })
  })
})

describe("the coupon form", () => {
  const fields = couponFormOf(null, "2026-05-01")

  it("starts today, FLAT PERCENT, from $0, with no end or limit", () => {
    expect(fields).toEqual({
      code: "",
      couponType: "FLAT PERCENT",
      discount: "",
      minAmount: "0",
      disUpto: "",
      validFrom: "2026-05-01",
      validUntil: "",
      usageLimit: ""
    })
  })

  it("reads typed text into a draft and refuses what is no number with the server's sentences", () => {
    const read = couponDraftOf({
      ...fields,
      code: "SPRING25",
      couponType: "FLAT PERCENT UPTO",
      discount: "25",
      minAmount: "$1,000",
      disUpto: "15.50",
      usageLimit: "100"
    })
    expect(read.issues).toEqual([])
    expect(read.draft).toEqual({
      code: "SPRING25",
      couponType: "FLAT PERCENT UPTO",
      discount: 25,
      minAmount: 1000,
      disUpto: 15.5,
      validFrom: "2026-05-01T00:00:00.000Z",
      validUntil: null,
      usageLimit: 100
    })
    expect(couponDraftOf({ ...fields, code: "SPRING", discount: "ten" }).issues).toEqual([{ path: "discount", message: COUPON_MESSAGES.percent }])
  })

  it("shows a stored coupon's values, days as YYYY-MM-DD", () => {
    expect(couponFormOf(draft({ validUntil: "2026-02-01T00:00:00.000Z", usageLimit: 5 }), "2026-05-01")).toMatchObject({
      discount: "10",
      minAmount: "20",
      validFrom: "2026-01-01",
      validUntil: "2026-02-01",
      usageLimit: "5"
    })
  })
})

describe("how a coupon reads", () => {
  const at = Date.parse("2026-06-01T00:00:00Z")
  const base = { disabled: false, validFrom: "2026-01-01T00:00:00Z", validUntil: null, usageLimit: null, used: 0 }

  it("says whether it works now, the operator's switch first", () => {
    expect(couponState(base, at)).toBe("active")
    expect(couponState({ ...base, disabled: true, validFrom: "2027-01-01T00:00:00Z" }, at)).toBe("disabled")
    expect(couponState({ ...base, validFrom: "2027-01-01T00:00:00Z" }, at)).toBe("scheduled")
    expect(couponState({ ...base, validUntil: "2026-06-01T00:00:00Z" }, at)).toBe("expired")
    expect(couponState({ ...base, usageLimit: 3, used: 3 }, at)).toBe("used-up")
  })

  it("writes the terms and uses in words", () => {
    expect(couponTermsLine({ couponType: "FLAT PERCENT UPTO", discount: 25, minAmount: 50, disUpto: 15 })).toBe(
      "25% off, at most $15.00 on orders of $50.00 or more"
    )
    expect(couponTermsLine({ couponType: "CASH DISCOUNT UPTO", discount: 5, minAmount: 0, disUpto: 5 })).toBe("$5.00 off, at most $5.00 on any order")
    expect(couponUsesLine(3, 100)).toBe("3 of 100 uses")
    expect(couponUsesLine(1, null)).toBe("1 use (no limit)")
  })
})
