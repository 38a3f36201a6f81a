/**
 * The admin area's sales calls, for signed-in admins only
 * (AdminAuthorization). Paths under /admin/sales/….
 *
 * Every change is recorded in the audit log (server/admin/audit) with the
 * record before and after, in the change's own transaction.
 *
 * Coupons (spec §3 "Coupon", §9 "Coupon types"):
 * - couponPage: every coupon, newest first, narrowed by a part of the code,
 *   with its usage so far (orders paid with it, discount given);
 * - coupon: one; createCoupon / updateCoupon: a draft checked field by field
 *   (400 with the field issues, src/domain/admin/coupon-rules.ts; a code
 *   another coupon has, whatever its letter case, is an issue of `code`);
 * - disableCoupon / enableCoupon: the operator's switch (a disabled code is
 *   refused in the cart, its dates and uses kept).
 *
 * Orders:
 * - orderPage: find orders by id, the learner's email (a part of it), status
 *   and the day range they were made in (UTC days), newest first;
 * - order: lines, coupon, payment (status, the card's brand and last four —
 *   never a card number), receipt and credit note numbers, the learner's own
 *   refund terms;
 * - orderReceipt: the PDF receipt, as the learner gets it (409 before paid);
 * - refundOrder: the checkout's refund: card refunded, the order's exams and
 *   packages ended at once, credit note issued. An operator's refund does not
 *   wait for the learner's refund window (goodwill); a refunded order answers
 *   the same refund again, never a second one; pending and failed orders 409.
 *
 * Learners:
 * - learnerPage: learners by a part of their name or email;
 * - learner: their account, live sessions, subscriptions (active / expired,
 *   with dates) and latest attempts (status, score);
 * - extendSubscription: a later expiry date (after the current one and after
 *   now); a subscription of a refunded order stays ended (409);
 * - endSessions: signs the learner out everywhere: every session ended, so
 *   their access tokens stop working at once (401).
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { OrderStatus, OrderSummary } from "../cart/checkout.ts"
import { Conflict, Invalid, NotFound } from "../shared/errors.ts"
import { PageRequest, pageOf } from "../shared/paging.ts"
import { AdminAuthorization } from "../shared/security.ts"
import { FormNumber } from "../shared/form-number.ts"

const Search = Schema.String.check(Schema.isMaxLength(200, { message: "A search is at most 200 characters." }))

// ── Coupons ──────────────────────────────────────────────────────────────

export const CouponType = Schema.Literals(["FLAT PERCENT", "FLAT PERCENT UPTO", "CASH DISCOUNT UPTO"])
export type CouponType = typeof CouponType.Type

/**
 * A coupon as the operator writes it. Checked by the server rule by rule
 * (src/domain/admin/coupon-rules.ts), so loose here: every problem comes
 * back at once, each with its field's own sentence.
 */
export const CouponDraft = Schema.Struct({
  code: Schema.String,
  /** One of the three CouponType names. */
  couponType: Schema.String,
  /** The percent types: a whole percent from 1 to 100. CASH DISCOUNT UPTO: dollars. */
  discount: FormNumber("discount"),
  /** Dollars: the smallest order subtotal the coupon applies to (0: any). */
  minAmount: FormNumber("minAmount"),
  /** Dollars: the cap of the two UPTO types; null for FLAT PERCENT. */
  disUpto: Schema.NullOr(FormNumber("disUpto")),
  /** ISO 8601: usable from this instant. */
  validFrom: Schema.String,
  /** ISO 8601: the first instant it no longer works; null: no end. */
  validUntil: Schema.NullOr(Schema.String),
  /** How many orders in all may use it; null: no limit. Each learner uses a coupon once. */
  usageLimit: Schema.NullOr(FormNumber("usageLimit"))
})
export type CouponDraft = typeof CouponDraft.Type

export const CouponUsage = Schema.Struct({
  /** Paid orders that used it (refunded ones not counted). */
  paidOrders: Schema.Number,
  /** What those orders took off, in cents. */
  discountCents: Schema.Number,
  /** Orders that used it and were refunded since. */
  refundedOrders: Schema.Number
})
export type CouponUsage = typeof CouponUsage.Type

export const AdminCoupon = Schema.Struct({
  _id: Schema.String,
  ...CouponDraft.fields,
  couponType: CouponType,
  /** Uses taken so far (orders paying or paid with it; a failed payment gives its use back). */
  used: Schema.Number,
  disabled: Schema.Boolean,
  /** "active" | "scheduled" | "expired" | "used-up" | "disabled", at the moment of the answer. */
  state: Schema.Literals(["active", "scheduled", "expired", "used-up", "disabled"]),
  usage: CouponUsage,
  createdAt: Schema.String
})
export type AdminCoupon = typeof AdminCoupon.Type

export const CouponPagePayload = Schema.Struct({ ...PageRequest.fields, search: Schema.optionalKey(Search) })
export type CouponPagePayload = typeof CouponPagePayload.Type

export const CouponPage = pageOf(AdminCoupon)
export type CouponPage = typeof CouponPage.Type

export const CouponAnswer = Schema.Struct({ data: AdminCoupon })
export const CouponChangeAnswer = Schema.Struct({ message: Schema.String, data: AdminCoupon })
export type CouponChangeAnswer = typeof CouponChangeAnswer.Type

// ── Orders ───────────────────────────────────────────────────────────────

export const SalesLearner = Schema.Struct({ _id: Schema.String, name: Schema.String, email: Schema.String })
export type SalesLearner = typeof SalesLearner.Type

export const AdminOrderRow = Schema.Struct({
  _id: Schema.String,
  learner: SalesLearner,
  status: OrderStatus,
  totalCents: Schema.Number,
  couponCode: Schema.NullOr(Schema.String),
  receiptNumber: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  paidAt: Schema.NullOr(Schema.String)
})
export type AdminOrderRow = typeof AdminOrderRow.Type

const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "A day is written YYYY-MM-DD." }))

export const OrderPagePayload = Schema.Struct({
  ...PageRequest.fields,
  /** The whole order id. */
  orderId: Schema.optionalKey(Search),
  /** A part of the learner's email, whatever its letter case. */
  email: Schema.optionalKey(Search),
  status: Schema.optionalKey(OrderStatus),
  /** Made on or after this UTC day. */
  from: Schema.optionalKey(Day),
  /** Made on or before this UTC day. */
  to: Schema.optionalKey(Day)
})
export type OrderPagePayload = typeof OrderPagePayload.Type

export const AdminOrderPage = pageOf(AdminOrderRow)
export type AdminOrderPage = typeof AdminOrderPage.Type

export const AdminOrder = Schema.Struct({
  /** The order as the learner sees it (refund: the learner's own terms). */
  order: OrderSummary,
  learner: SalesLearner,
  currency: Schema.String,
  /** The payment's reference at the gateway; null when nothing was charged. */
  chargeId: Schema.NullOr(Schema.String),
  /** The gateway's refund; null until refunded (or for an order of 0). */
  refundId: Schema.NullOr(Schema.String),
  /** Whether an operator may refund it now (paid, whatever the learner's window), and the sentence shown. */
  operatorRefund: Schema.Struct({ refundable: Schema.Boolean, message: Schema.String })
})
export type AdminOrder = typeof AdminOrder.Type

export const AdminOrderAnswer = Schema.Struct({ data: AdminOrder })
export const AdminRefundAnswer = Schema.Struct({ message: Schema.String, data: AdminOrder })
export type AdminRefundAnswer = typeof AdminRefundAnswer.Type

// ── Learners ─────────────────────────────────────────────────────────────

export const AdminLearnerRow = Schema.Struct({
  _id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  createdAt: Schema.String,
  activeSubscriptions: Schema.Number
})
export type AdminLearnerRow = typeof AdminLearnerRow.Type

export const LearnerPagePayload = Schema.Struct({ ...PageRequest.fields, search: Schema.optionalKey(Search) })
export type LearnerPagePayload = typeof LearnerPagePayload.Type

export const AdminLearnerPage = pageOf(AdminLearnerRow)
export type AdminLearnerPage = typeof AdminLearnerPage.Type

export const AdminSubscription = Schema.Struct({
  _id: Schema.String,
  examName: Schema.String,
  examCode: Schema.String,
  packageName: Schema.NullOr(Schema.String),
  orderId: Schema.NullOr(Schema.String),
  /** The order was refunded: the subscription ended with it and cannot be extended. */
  refunded: Schema.Boolean,
  startsAt: Schema.String,
  expiresAt: Schema.String,
  active: Schema.Boolean
})
export type AdminSubscription = typeof AdminSubscription.Type

export const AdminAttempt = Schema.Struct({
  _id: Schema.String,
  examName: Schema.String,
  testName: Schema.String,
  mode: Schema.String,
  status: Schema.Literals(["ongoing", "paused", "submitted"]),
  startedAt: Schema.String,
  submittedAt: Schema.NullOr(Schema.String),
  score: Schema.NullOr(Schema.Number),
  total: Schema.NullOr(Schema.Number),
  percentage: Schema.NullOr(Schema.Number),
  passed: Schema.NullOr(Schema.Boolean)
})
export type AdminAttempt = typeof AdminAttempt.Type

export const AdminLearner = Schema.Struct({
  _id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  phone: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  /** Signed-in browsers now. */
  liveSessions: Schema.Number,
  subscriptions: Schema.Array(AdminSubscription),
  /** The latest 50, newest first. */
  attempts: Schema.Array(AdminAttempt)
})
export type AdminLearner = typeof AdminLearner.Type

export const AdminLearnerAnswer = Schema.Struct({ data: AdminLearner })
export const LearnerChangeAnswer = Schema.Struct({ message: Schema.String, data: AdminLearner })
export type LearnerChangeAnswer = typeof LearnerChangeAnswer.Type

export const ExtendPayload = Schema.Struct({
  /** ISO 8601 (a YYYY-MM-DD day is its first instant, UTC): the new expiry. */
  expiresAt: Schema.String.check(Schema.isMaxLength(40, { message: "The new expiry is a date (YYYY-MM-DD)." }))
})
export type ExtendPayload = typeof ExtendPayload.Type

// ── The group ────────────────────────────────────────────────────────────

// Path ids stay plain strings: the handlers decode them (server/shared/path-id.ts).
const CouponParams = { couponId: Schema.String }
const OrderParams = { orderId: Schema.String }
const LearnerParams = { learnerId: Schema.String }
const SubscriptionParams = { learnerId: Schema.String, subscriptionId: Schema.String }

export class AdminSalesGroup extends HttpApiGroup.make("adminSales")
  .add(
    HttpApiEndpoint.post("couponPage", "/admin/sales/coupons/pagin", {
      payload: CouponPagePayload,
      success: Schema.Struct({ data: CouponPage }),
      error: Invalid
    }),
    HttpApiEndpoint.get("coupon", "/admin/sales/coupons/:couponId", { params: CouponParams, success: CouponAnswer, error: NotFound }),
    HttpApiEndpoint.post("createCoupon", "/admin/sales/coupons", { payload: CouponDraft, success: CouponChangeAnswer, error: Invalid }),
    HttpApiEndpoint.put("updateCoupon", "/admin/sales/coupons/:couponId", {
      params: CouponParams,
      payload: CouponDraft,
      success: CouponChangeAnswer,
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.post("disableCoupon", "/admin/sales/coupons/:couponId/disable", { params: CouponParams, success: CouponChangeAnswer, error: NotFound }),
    HttpApiEndpoint.post("enableCoupon", "/admin/sales/coupons/:couponId/enable", { params: CouponParams, success: CouponChangeAnswer, error: NotFound }),
    HttpApiEndpoint.post("orderPage", "/admin/sales/orders/pagin", {
      payload: OrderPagePayload,
      success: Schema.Struct({ data: AdminOrderPage }),
      error: Invalid
    }),
    HttpApiEndpoint.get("order", "/admin/sales/orders/:orderId", { params: OrderParams, success: AdminOrderAnswer, error: NotFound }),
    HttpApiEndpoint.get("orderReceipt", "/admin/sales/orders/:orderId/receipt", {
      params: OrderParams,
      success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/pdf" })),
      error: [NotFound, Conflict]
    }),
    HttpApiEndpoint.post("refundOrder", "/admin/sales/orders/:orderId/refund", {
      params: OrderParams,
      success: AdminRefundAnswer,
      error: [NotFound, Conflict]
    }),
    HttpApiEndpoint.post("learnerPage", "/admin/sales/learners/pagin", {
      payload: LearnerPagePayload,
      success: Schema.Struct({ data: AdminLearnerPage }),
      error: Invalid
    }),
    HttpApiEndpoint.get("learner", "/admin/sales/learners/:learnerId", { params: LearnerParams, success: AdminLearnerAnswer, error: NotFound }),
    HttpApiEndpoint.post("extendSubscription", "/admin/sales/learners/:learnerId/subscriptions/:subscriptionId/extend", {
      params: SubscriptionParams,
      payload: ExtendPayload,
      success: LearnerChangeAnswer,
      error: [Invalid, NotFound, Conflict]
    }),
    HttpApiEndpoint.post("endSessions", "/admin/sales/learners/:learnerId/sessions/end", {
      params: LearnerParams,
      success: LearnerChangeAnswer,
      error: NotFound
    })
  )
  .middleware(AdminAuthorization) {}
