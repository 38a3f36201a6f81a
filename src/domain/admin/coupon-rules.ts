/**
 * An operator's coupon (spec §3 "Coupon", §9 "Coupon types"): the
 * rules of the form, written once. The server checks every draft with
 * `couponIssues` (the answer's field issues are these sentences); the form
 * reads its text fields with `couponDraftOf`, which refuses what cannot even
 * be read as a number or a date with the same sentences, before sending.
 *
 * Money is the spec's dollars with at most 2 decimals (minAmount 20,
 * disUpto 15); the percent types take `discount` as a whole percent, the
 * cash type as dollars. The server stores cents (src/domain/cart/coupon.ts
 * `termsFromDollars`). A coupon is once per learner (the cart's rule, table
 * coupon_uses); `usageLimit` is the number of orders in all.
 *
 * The code's rule is the cart's: 3 to 32 letters, digits, dashes or
 * underscores, unique whatever its letter case (welcome10 is WELCOME10).
 */
import type { CouponDraft, CouponType } from "../../api/admin/admin-sales.ts"
import { directionControlMessage, hasDirectionControl } from "../shared/direction-controls.ts"

export const COUPON_TYPE_NAMES: ReadonlyArray<CouponType> = ["FLAT PERCENT", "FLAT PERCENT UPTO", "CASH DISCOUNT UPTO"]

/** The largest amount a coupon names: $1,000,000.00 (cents stay far inside the database's integers). */
export const MAX_COUPON_DOLLARS = 1_000_000
export const MAX_USAGE_LIMIT = 1_000_000

export const COUPON_MESSAGES = {
  code: "The code is 3 to 32 letters, digits, dashes or underscores, without spaces.",
  /** Said before the rule above: the character is invisible, so "letters, digits…" alone would puzzle. */
  codeDirectionControl: directionControlMessage("code"),
  couponType: "Choose one of the three coupon types: FLAT PERCENT, FLAT PERCENT UPTO or CASH DISCOUNT UPTO.",
  percent: "The discount of a percent coupon is a whole percent from 1 to 100.",
  cash: "The cash discount is an amount in dollars of more than 0 (at most $1,000,000.00), with at most 2 decimals.",
  minAmount: "The minimum amount is an amount in dollars of 0 or more (at most $1,000,000.00), with at most 2 decimals.",
  capNeeded: (type: CouponType) =>
    `A ${type} coupon needs its cap (disUpto): an amount in dollars of more than 0 (at most $1,000,000.00), with at most 2 decimals.`,
  capNone: "A FLAT PERCENT coupon has no cap: leave disUpto empty, or choose FLAT PERCENT UPTO for a capped percent.",
  validFrom: "The start date is missing or is not a date.",
  validUntil: "The end date is not a date.",
  untilAfterFrom: "The end date must be after the start date.",
  usageLimit: `The limit of uses is a whole number from 1 to ${MAX_USAGE_LIMIT.toLocaleString("en-US")}, or empty for no limit.`,
  limitBelowUsed: (code: string, used: number) => `${code} has been used ${used} ${used === 1 ? "time" : "times"} already: its limit cannot be below ${used}.`,
  codeTaken: (code: string) => `Another coupon already has the code ${code} (codes are the same whatever their letter case).`
} as const

export interface CouponIssue {
  readonly path: keyof CouponDraft
  readonly message: string
}

export const isCouponType = (value: string): value is CouponType => (COUPON_TYPE_NAMES as ReadonlyArray<string>).includes(value)

export const isPercentType = (type: CouponType): boolean => type !== "CASH DISCOUNT UPTO"

const CODE = /^[A-Za-z0-9_-]{3,32}$/

/** Dollars with at most 2 decimals, from `min` (exclusive when `positive`) to MAX_COUPON_DOLLARS. */
const isDollars = (value: number, positive: boolean): boolean =>
  Number.isFinite(value) && (positive ? value > 0 : value >= 0) && value <= MAX_COUPON_DOLLARS && Math.abs(Math.round(value * 100) - value * 100) < 1e-6

const instant = (value: string): number => {
  // An ISO 8601 date or date-time only: Date.parse also reads "March 3" and the like.
  if (!/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) return Number.NaN
  return Date.parse(value)
}

/** Every problem of a draft, in the form's order; none: the draft may be saved (uniqueness is the server's). */
export const couponIssues = (draft: CouponDraft): ReadonlyArray<CouponIssue> => {
  const issues: Array<CouponIssue> = []
  const add = (path: keyof CouponDraft, message: string) => issues.push({ path, message })
  if (hasDirectionControl(draft.code)) add("code", COUPON_MESSAGES.codeDirectionControl)
  else if (!CODE.test(draft.code.trim())) add("code", COUPON_MESSAGES.code)
  const type = isCouponType(draft.couponType) ? draft.couponType : null
  if (type === null) add("couponType", COUPON_MESSAGES.couponType)
  if (type !== null) {
    if (isPercentType(type)) {
      if (!Number.isInteger(draft.discount) || draft.discount < 1 || draft.discount > 100) add("discount", COUPON_MESSAGES.percent)
    } else if (!isDollars(draft.discount, true)) add("discount", COUPON_MESSAGES.cash)
  }
  if (!isDollars(draft.minAmount, false)) add("minAmount", COUPON_MESSAGES.minAmount)
  if (type === "FLAT PERCENT" && draft.disUpto !== null) add("disUpto", COUPON_MESSAGES.capNone)
  if (type !== null && type !== "FLAT PERCENT" && (draft.disUpto === null || !isDollars(draft.disUpto, true))) {
    add("disUpto", COUPON_MESSAGES.capNeeded(type))
  }
  const from = instant(draft.validFrom)
  if (Number.isNaN(from)) add("validFrom", COUPON_MESSAGES.validFrom)
  if (draft.validUntil !== null) {
    const until = instant(draft.validUntil)
    if (Number.isNaN(until)) add("validUntil", COUPON_MESSAGES.validUntil)
    else if (!Number.isNaN(from) && until <= from) add("validUntil", COUPON_MESSAGES.untilAfterFrom)
  }
  if (draft.usageLimit !== null && (!Number.isInteger(draft.usageLimit) || draft.usageLimit < 1 || draft.usageLimit > MAX_USAGE_LIMIT)) {
    add("usageLimit", COUPON_MESSAGES.usageLimit)
  }
  return issues
}

/** The draft as it is stored: the code trimmed, dates as ISO instants (the checks above passed). */
export const normalisedDraft = (draft: CouponDraft): CouponDraft => ({
  ...draft,
  code: draft.code.trim(),
  validFrom: new Date(instant(draft.validFrom)).toISOString(),
  validUntil: draft.validUntil === null ? null : new Date(instant(draft.validUntil)).toISOString()
})

// ── The form ────────────────────────────────────────────────────────────

/** What the coupon form's fields hold: text as typed; dates as the date field's YYYY-MM-DD. */
export interface CouponFormFields {
  readonly code: string
  readonly couponType: string
  readonly discount: string
  readonly minAmount: string
  readonly disUpto: string
  readonly validFrom: string
  readonly validUntil: string
  readonly usageLimit: string
}

/** A number typed in a field ("12.5", " 20 "), NaN when it is no number; null when empty. */
const numberOf = (text: string): number | null => {
  const trimmed = text.trim().replace(/^\$/, "").replace(/,/g, "")
  if (trimmed === "") return null
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/** A day of the date field as the first instant of that day in UTC (the cart's dates are UTC days). */
export const dayStart = (day: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : day)

/** The form's fields as a draft, and the problems found on the way (the same sentences as the server's). */
export const couponDraftOf = (fields: CouponFormFields): { readonly draft: CouponDraft; readonly issues: ReadonlyArray<CouponIssue> } => {
  const discount = numberOf(fields.discount)
  const minAmount = numberOf(fields.minAmount)
  const disUpto = numberOf(fields.disUpto)
  const usageLimit = numberOf(fields.usageLimit)
  const draft: CouponDraft = {
    code: fields.code.trim(),
    couponType: fields.couponType,
    discount: discount ?? Number.NaN,
    minAmount: minAmount ?? 0,
    disUpto,
    validFrom: dayStart(fields.validFrom.trim()),
    validUntil: fields.validUntil.trim() === "" ? null : dayStart(fields.validUntil.trim()),
    usageLimit
  }
  return { draft, issues: couponIssues(draft) }
}

/** The form's fields of a stored coupon (or of a new one, starting `today`). */
export const couponFormOf = (coupon: CouponDraft | null, today: string): CouponFormFields =>
  coupon === null
    ? { code: "", couponType: "FLAT PERCENT", discount: "", minAmount: "0", disUpto: "", validFrom: today, validUntil: "", usageLimit: "" }
    : {
        code: coupon.code,
        couponType: coupon.couponType,
        discount: String(coupon.discount),
        minAmount: String(coupon.minAmount),
        disUpto: coupon.disUpto === null ? "" : String(coupon.disUpto),
        validFrom: coupon.validFrom.slice(0, 10),
        validUntil: coupon.validUntil === null ? "" : coupon.validUntil.slice(0, 10),
        usageLimit: coupon.usageLimit === null ? "" : String(coupon.usageLimit)
      }

// ── How a coupon reads ──────────────────────────────────────────────────

export type CouponState = "active" | "scheduled" | "expired" | "used-up" | "disabled"

export const COUPON_STATE_LABELS: Readonly<Record<CouponState, string>> = {
  active: "Active",
  scheduled: "Not started yet",
  expired: "Ended",
  "used-up": "All uses taken",
  disabled: "Disabled"
}

/** Whether a learner could use the coupon at `now` (ms), as the cart decides it, plus the operator's switch. */
export const couponState = (
  coupon: {
    readonly disabled: boolean
    readonly validFrom: string
    readonly validUntil: string | null
    readonly usageLimit: number | null
    readonly used: number
  },
  now: number
): CouponState => {
  if (coupon.disabled) return "disabled"
  if (now < Date.parse(coupon.validFrom)) return "scheduled"
  if (coupon.validUntil !== null && now >= Date.parse(coupon.validUntil)) return "expired"
  if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) return "used-up"
  return "active"
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

export const dollars = (amount: number): string => usd.format(amount)

/** "10% off", "25% off, at most $15.00", "$5.00 off, at most $5.00", and the minimum when there is one. */
export const couponTermsLine = (coupon: Pick<CouponDraft, "couponType" | "discount" | "minAmount" | "disUpto">): string => {
  const type = isCouponType(coupon.couponType) ? coupon.couponType : "FLAT PERCENT"
  const amount = isPercentType(type) ? `${coupon.discount}% off` : `${dollars(coupon.discount)} off`
  const cap = coupon.disUpto === null ? "" : `, at most ${dollars(coupon.disUpto)}`
  const minimum = coupon.minAmount > 0 ? ` orders of ${dollars(coupon.minAmount)} or more` : " any order"
  return `${amount}${cap} on${minimum}`
}

/** "3 of 100 uses", "3 uses (no limit)". */
export const couponUsesLine = (used: number, usageLimit: number | null): string =>
  usageLimit === null ? `${used} ${used === 1 ? "use" : "uses"} (no limit)` : `${used} of ${usageLimit} ${usageLimit === 1 ? "use" : "uses"}`
