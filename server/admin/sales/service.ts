/**
 * The rules of the admin's coupons, orders and learners. Every
 * change and its audit row are one transaction (server/admin/audit).
 *
 * - Coupons: a draft is checked by src/domain/admin/coupon-rules.ts (the
 *   same sentences the form shows); the code is unique whatever its letter
 *   case (the cart's rule, the unique index on lower(code)); a limit cannot
 *   go below the uses already taken. Dollars in, cents stored, as the cart
 *   prices them (src/domain/cart/coupon.ts).
 * - Orders: found across every learner; the receipt and the refund are the
 *   checkout's own (OrdersService): an operator's refund skips the
 *   learner's window, never refunds twice, and is audited inside the
 *   refund's transaction.
 * - Learners: a subscription extended to a later day (after now, within 10
 *   years; never one whose order was refunded); ending the sessions revokes
 *   every row of the sessions table, which every signed-in call reads
 *   (LiveSessions), so the learner's tokens are refused at once.
 */
import { Clock, Context, Effect, Layer, Option } from "effect"
import type {
  AdminCoupon,
  AdminLearner,
  AdminOrder,
  AdminOrderPage,
  AdminLearnerPage,
  CouponChangeAnswer,
  CouponDraft,
  CouponPage,
  CouponPagePayload,
  CouponType,
  LearnerChangeAnswer,
  LearnerPagePayload,
  OrderPagePayload,
  AdminRefundAnswer
} from "../../../src/api/admin/admin-sales.ts"
import type { OrderSummary } from "../../../src/api/cart/checkout.ts"
import { Conflict, Invalid, NotFound } from "../../../src/api/shared/errors.ts"
import type { OrderId } from "../../../src/api/shared/ids.ts"
import { COUPON_MESSAGES, couponIssues, couponState, normalisedDraft } from "../../../src/domain/admin/coupon-rules.ts"
import { isPercentType } from "../../../src/domain/cart/coupon.ts"
import { OrdersService } from "../../cart/checkout/orders/service.ts"
import { Transaction } from "../../platform/db/transaction.ts"
import { pagingOf } from "../../shared/paging.ts"
import { AuditLog } from "../audit/service.ts"
import * as Messages from "./messages.ts"
import { type CouponSalesRow, type CouponValues, SalesRepository } from "./repository.ts"
import { isolated } from "../../../src/domain/shared/direction-controls.ts"

const iso = (at: Date | string): string => (at instanceof Date ? at : new Date(at)).toISOString()
const isoOrNull = (at: Date | string | null): string | null => (at === null ? null : iso(at))

/** The most attempts a learner's page lists. */
export const LATEST_ATTEMPTS = 50
const TEN_YEARS_MS = 10 * 366 * 24 * 60 * 60 * 1000

const couponOf = (row: CouponSalesRow, now: number): AdminCoupon => {
  const couponType = row.coupon_type as CouponType
  const fields = {
    code: row.code,
    couponType,
    discount: isPercentType(couponType) ? row.discount : row.discount / 100,
    minAmount: row.min_amount_cents / 100,
    disUpto: row.dis_upto_cents === null ? null : row.dis_upto_cents / 100,
    validFrom: iso(row.valid_from),
    validUntil: isoOrNull(row.valid_until),
    usageLimit: row.usage_limit,
    used: row.used,
    disabled: row.disabled_at !== null
  }
  return {
    _id: row.id,
    ...fields,
    state: couponState(fields, now),
    usage: {
      paidOrders: Number(row.paid_orders),
      discountCents: Number(row.discount_cents),
      refundedOrders: Number(row.refunded_orders)
    },
    createdAt: iso(row.created_at)
  }
}

/** What the audit log keeps of a coupon: its terms and switch, not the moment's usage. */
const auditedCoupon = (coupon: AdminCoupon) => ({
  code: coupon.code,
  couponType: coupon.couponType,
  discount: coupon.discount,
  minAmount: coupon.minAmount,
  disUpto: coupon.disUpto,
  validFrom: coupon.validFrom,
  validUntil: coupon.validUntil,
  usageLimit: coupon.usageLimit,
  used: coupon.used,
  disabled: coupon.disabled
})

const valuesOf = (draft: CouponDraft): CouponValues => {
  const type = draft.couponType as CouponType
  return {
    code: draft.code,
    couponType: type,
    discount: isPercentType(type) ? draft.discount : Math.round(draft.discount * 100),
    minAmountCents: Math.round(draft.minAmount * 100),
    disUptoCents: draft.disUpto === null ? null : Math.round(draft.disUpto * 100),
    validFrom: new Date(draft.validFrom),
    validUntil: draft.validUntil === null ? null : new Date(draft.validUntil),
    usageLimit: draft.usageLimit
  }
}

const invalid = (issues: ReadonlyArray<{ readonly path: string; readonly message: string }>) =>
  new Invalid({ message: issues.length === 1 ? issues[0]!.message : Messages.couponNotSaved(issues.length), issues })

const cardOf = (order: OrderSummary): string | null => (order.cardBrand === null || order.last4 === null ? null : `${order.cardBrand} ending ${order.last4}`)

/** A day (YYYY-MM-DD, its first instant in UTC) or an ISO instant; NaN for anything else. */
const expiryOf = (text: string): number => {
  const trimmed = text.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return Date.parse(`${trimmed}T00:00:00.000Z`)
  if (/^\d{4}-\d{2}-\d{2}T[0-9:.]+(Z|[+-]\d{2}:\d{2})$/.test(trimmed)) return Date.parse(trimmed)
  return Number.NaN
}

export class SalesService extends Context.Service<
  SalesService,
  {
    readonly couponPage: (payload: CouponPagePayload) => Effect.Effect<CouponPage>
    readonly coupon: (id: string) => Effect.Effect<AdminCoupon, NotFound>
    readonly createCoupon: (adminId: string, draft: CouponDraft) => Effect.Effect<CouponChangeAnswer, Invalid>
    readonly updateCoupon: (adminId: string, id: string, draft: CouponDraft) => Effect.Effect<CouponChangeAnswer, Invalid | NotFound>
    readonly setCouponDisabled: (adminId: string, id: string, disabled: boolean) => Effect.Effect<CouponChangeAnswer, NotFound>
    readonly orderPage: (payload: OrderPagePayload) => Effect.Effect<AdminOrderPage>
    readonly order: (orderId: OrderId) => Effect.Effect<AdminOrder, NotFound>
    readonly receipt: (orderId: OrderId) => Effect.Effect<Uint8Array, NotFound | Conflict>
    readonly refund: (adminId: string, orderId: OrderId) => Effect.Effect<AdminRefundAnswer, NotFound | Conflict>
    readonly learnerPage: (payload: LearnerPagePayload) => Effect.Effect<AdminLearnerPage>
    readonly learner: (id: string) => Effect.Effect<AdminLearner, NotFound>
    readonly extendSubscription: (
      adminId: string,
      learnerId: string,
      subscriptionId: string,
      expiresAt: string
    ) => Effect.Effect<LearnerChangeAnswer, Invalid | NotFound | Conflict>
    readonly endSessions: (adminId: string, learnerId: string) => Effect.Effect<LearnerChangeAnswer, NotFound>
  }
>()("exam-shop/AdminSalesService") {
  static readonly layerNoDeps = Layer.effect(
    SalesService,
    Effect.gen(function* () {
      const repository = yield* SalesRepository
      const audit = yield* AuditLog
      const transaction = yield* Transaction
      const orders = yield* OrdersService

      // ── Coupons ──

      const couponPage = Effect.fn("AdminSales.couponPage")(function* (payload: CouponPagePayload) {
        const paging = pagingOf(payload)
        const { rows, total } = yield* repository.couponPage(payload.search, paging)
        const now = yield* Clock.currentTimeMillis
        return { docs: rows.map((row) => couponOf(row, now)), total, page: paging.page, perPage: paging.perPage }
      })

      const found = (id: string) =>
        Effect.flatMap(
          repository.coupon(id),
          Option.match({
            onNone: () => Effect.fail(new NotFound({ message: Messages.COUPON_NOT_FOUND })),
            onSome: (row) => Effect.map(Clock.currentTimeMillis, (now) => couponOf(row, now))
          })
        )

      const checked = (draft: CouponDraft) => {
        const issues = couponIssues(draft)
        return issues.length > 0 ? Effect.fail(invalid(issues)) : Effect.succeed(normalisedDraft(draft))
      }

      const codeTaken = (code: string) => invalid([{ path: "code", message: COUPON_MESSAGES.codeTaken(code) }])

      const createCoupon = Effect.fn("AdminSales.createCoupon")(function* (adminId: string, draft: CouponDraft) {
        const clean = yield* checked(draft)
        const now = yield* Clock.currentTimeMillis
        const created = yield* transaction
          .run(
            Effect.gen(function* () {
              const row = yield* repository.insertCoupon(valuesOf(clean))
              const coupon = couponOf(row, now)
              yield* audit.record({
                adminId,
                action: "create",
                entity: "coupon",
                entityId: coupon._id,
                summary: `Coupon ${coupon.code} created: ${coupon.couponType}`,
                before: null,
                after: auditedCoupon(coupon)
              })
              return coupon
            })
          )
          .pipe(Effect.catchTag("CodeTaken", () => Effect.fail(codeTaken(clean.code))))
        return { message: Messages.couponCreated(created.code), data: created }
      })

      const updateCoupon = Effect.fn("AdminSales.updateCoupon")(function* (adminId: string, id: string, draft: CouponDraft) {
        const clean = yield* checked(draft)
        const now = yield* Clock.currentTimeMillis
        const updated = yield* transaction
          .run(
            Effect.gen(function* () {
              const before = yield* found(id)
              if (clean.usageLimit !== null && clean.usageLimit < before.used) {
                return yield* invalid([{ path: "usageLimit", message: COUPON_MESSAGES.limitBelowUsed(before.code, before.used) }])
              }
              const row = yield* repository.updateCoupon(id, valuesOf(clean))
              if (Option.isNone(row)) return yield* new NotFound({ message: Messages.COUPON_NOT_FOUND })
              const after = couponOf(row.value, now)
              yield* audit.record({
                adminId,
                action: "update",
                entity: "coupon",
                entityId: id,
                summary: before.code === after.code ? `Coupon ${after.code} edited` : `Coupon ${before.code} edited, now ${after.code}`,
                before: auditedCoupon(before),
                after: auditedCoupon(after)
              })
              return after
            })
          )
          .pipe(Effect.catchTag("CodeTaken", () => Effect.fail(codeTaken(clean.code))))
        return { message: Messages.couponSaved(updated.code), data: updated }
      })

      const setCouponDisabled = Effect.fn("AdminSales.setCouponDisabled")(function* (adminId: string, id: string, disabled: boolean) {
        const now = yield* Clock.currentTimeMillis
        const after = yield* transaction.run(
          Effect.gen(function* () {
            const before = yield* found(id)
            const row = yield* repository.setCouponDisabled(id, disabled)
            if (Option.isNone(row)) return yield* new NotFound({ message: Messages.COUPON_NOT_FOUND })
            const after = couponOf(row.value, now)
            // Asking for the state it is already in changes nothing and records nothing.
            if (before.disabled !== after.disabled) {
              yield* audit.record({
                adminId,
                action: disabled ? "disable" : "enable",
                entity: "coupon",
                entityId: id,
                summary: `Coupon ${after.code} ${disabled ? "disabled" : "enabled"}`,
                before: auditedCoupon(before),
                after: auditedCoupon(after)
              })
            }
            return after
          })
        )
        return { message: disabled ? Messages.couponDisabledNow(after.code) : Messages.couponEnabledNow(after.code), data: after }
      })

      // ── Orders ──

      const orderPage = Effect.fn("AdminSales.orderPage")(function* (payload: OrderPagePayload) {
        const paging = pagingOf(payload)
        const { rows, total } = yield* repository.orderPage(payload, paging)
        return {
          docs: rows.map((row) => ({
            _id: row.id,
            learner: { _id: row.user_id, name: row.name, email: row.email },
            status: row.status,
            totalCents: row.total_cents,
            couponCode: row.coupon_code,
            receiptNumber: row.receipt_number,
            createdAt: iso(row.created_at),
            paidAt: isoOrNull(row.paid_at)
          })),
          total,
          page: paging.page,
          perPage: paging.perPage
        }
      })

      const factsOf = (orderId: OrderId) =>
        Effect.flatMap(
          repository.orderFacts(orderId),
          Option.match({
            onNone: () => Effect.fail(new NotFound({ message: Messages.ORDER_NOT_FOUND })),
            onSome: Effect.succeed
          })
        )

      const order = Effect.fn("AdminSales.order")(function* (orderId: OrderId) {
        const facts = yield* factsOf(orderId)
        const summary = yield* orders.order(facts.userId, orderId)
        return {
          order: summary,
          learner: { _id: facts.userId, name: facts.name, email: facts.email },
          currency: facts.currency,
          chargeId: facts.chargeId,
          refundId: facts.refundId,
          operatorRefund:
            summary.status === "paid"
              ? { refundable: true, message: Messages.operatorRefundable(summary.totalCents, cardOf(summary)) }
              : { refundable: false, message: summary.refund.message }
        } satisfies AdminOrder
      })

      const receipt = Effect.fn("AdminSales.receipt")(function* (orderId: OrderId) {
        const facts = yield* factsOf(orderId)
        return yield* orders.receipt(facts.userId, orderId)
      })

      const refund = Effect.fn("AdminSales.refund")(function* (adminId: string, orderId: OrderId) {
        const facts = yield* factsOf(orderId)
        const before = yield* orders.order(facts.userId, orderId)
        const answer = yield* orders.refundAsOperator(facts.userId, orderId, (after) =>
          audit.record({
            adminId,
            action: "refund",
            entity: "order",
            entityId: orderId,
            summary: `Order ${before.receiptNumber ?? orderId} of ${isolated(facts.email)} refunded: ${Messages.centsOf(after.totalCents)}, credit note ${after.creditNoteNumber ?? ""}`,
            before: { status: before.status, totalCents: before.totalCents, refundedAt: before.refundedAt, creditNoteNumber: before.creditNoteNumber },
            after: { status: after.status, totalCents: after.totalCents, refundedAt: after.refundedAt, creditNoteNumber: after.creditNoteNumber }
          })
        )
        const after = answer.data
        return {
          message: Messages.orderRefunded(after.receiptNumber ?? orderId, after.totalCents, cardOf(after), after.creditNoteNumber ?? ""),
          data: yield* order(orderId)
        }
      })

      // ── Learners ──

      const learnerPage = Effect.fn("AdminSales.learnerPage")(function* (payload: LearnerPagePayload) {
        const paging = pagingOf(payload)
        const { rows, total } = yield* repository.learnerPage(payload.search, paging)
        return {
          docs: rows.map((row) => ({
            _id: row.id,
            name: row.name,
            email: row.email,
            createdAt: iso(row.created_at),
            activeSubscriptions: Number(row.active_subscriptions)
          })),
          total,
          page: paging.page,
          perPage: paging.perPage
        }
      })

      const learner = Effect.fn("AdminSales.learner")(function* (id: string) {
        const row = yield* repository.learner(id)
        if (Option.isNone(row)) return yield* new NotFound({ message: Messages.LEARNER_NOT_FOUND })
        const now = yield* Clock.currentTimeMillis
        const subscriptions = yield* repository.subscriptions(id)
        const attempts = yield* repository.attempts(id, LATEST_ATTEMPTS)
        return {
          _id: row.value.id,
          name: row.value.name,
          email: row.value.email,
          phone: row.value.phone,
          createdAt: iso(row.value.created_at),
          liveSessions: Number(row.value.live_sessions),
          subscriptions: subscriptions.map((s) => ({
            _id: s.id,
            examName: s.exam_name,
            examCode: s.exam_code,
            packageName: s.package_name,
            orderId: s.order_id,
            refunded: s.refunded,
            startsAt: iso(s.starts_at),
            expiresAt: iso(s.expires_at),
            active: new Date(s.expires_at).getTime() > now
          })),
          attempts: attempts.map((a) => ({
            _id: a.id,
            examName: a.exam_name,
            testName: a.test_name,
            mode: a.mode,
            status: a.status,
            startedAt: iso(a.started_at),
            submittedAt: isoOrNull(a.submitted_at),
            score: a.score,
            total: a.total,
            percentage: a.percentage,
            passed: a.passed
          }))
        } satisfies AdminLearner
      })

      const extendSubscription = Effect.fn("AdminSales.extendSubscription")(function* (
        adminId: string,
        learnerId: string,
        subscriptionId: string,
        expiresAt: string
      ) {
        const target = expiryOf(expiresAt)
        const issue = (message: string) => new Invalid({ message, issues: [{ path: "expiresAt", message }] })
        if (Number.isNaN(target)) return yield* issue(Messages.EXPIRY_NOT_A_DATE)
        const now = yield* Clock.currentTimeMillis
        const change = yield* transaction.run(
          Effect.gen(function* () {
            const before = yield* learner(learnerId)
            const subscription = before.subscriptions.find((s) => s._id === subscriptionId)
            if (subscription === undefined) return yield* new NotFound({ message: Messages.SUBSCRIPTION_NOT_FOUND })
            if (subscription.refunded) return yield* new Conflict({ message: Messages.SUBSCRIPTION_REFUNDED })
            const current = new Date(subscription.expiresAt)
            if (target <= current.getTime()) return yield* issue(Messages.expiryNotLater(current))
            if (target <= now) return yield* issue(Messages.EXPIRY_IN_PAST)
            if (target > now + TEN_YEARS_MS) return yield* issue(Messages.EXPIRY_TOO_FAR)
            const until = new Date(target)
            yield* repository.setSubscriptionExpiry(learnerId, subscriptionId, until)
            yield* audit.record({
              adminId,
              action: "extend",
              entity: "subscription",
              entityId: subscriptionId,
              summary: `${isolated(subscription.examName)} of ${isolated(before.email)} extended: ${Messages.dayOf(current)} → ${Messages.dayOf(until)}`,
              before: { learnerId, examCode: subscription.examCode, expiresAt: subscription.expiresAt },
              after: { learnerId, examCode: subscription.examCode, expiresAt: until.toISOString() }
            })
            return { examName: subscription.examName, until }
          })
        )
        return { message: Messages.extended(change.examName, change.until), data: yield* learner(learnerId) }
      })

      const endSessions = Effect.fn("AdminSales.endSessions")(function* (adminId: string, learnerId: string) {
        const ended = yield* transaction.run(
          Effect.gen(function* () {
            const before = yield* learner(learnerId)
            const count = yield* repository.endSessions(learnerId)
            if (count > 0) {
              yield* audit.record({
                adminId,
                action: "end-sessions",
                entity: "learner",
                entityId: learnerId,
                summary: `${isolated(before.email)} signed out everywhere: ${count} ${count === 1 ? "session" : "sessions"} ended`,
                before: { liveSessions: before.liveSessions },
                after: { liveSessions: 0 }
              })
            }
            return { name: before.name, count }
          })
        )
        return { message: Messages.sessionsEnded(ended.name, ended.count), data: yield* learner(learnerId) }
      })

      return SalesService.of({
        couponPage,
        coupon: found,
        createCoupon,
        updateCoupon,
        setCouponDisabled,
        orderPage,
        order,
        receipt,
        refund,
        learnerPage,
        learner,
        extendSubscription,
        endSessions
      })
    })
  )

  static readonly layer = SalesService.layerNoDeps.pipe(Layer.provide([SalesRepository.layer, AuditLog.layer, Transaction.layer, OrdersService.layer]))
}
