/**
 * The adminSales group (src/api/admin/admin-sales.ts): thin handlers over the sales
 * service. AdminAuthorization has already refused everyone but admins; the
 * signed-in admin's id goes to every change for its audit row.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { Id, OrderId } from "../../../src/api/shared/ids.ts"
import { CurrentAdmin } from "../../../src/api/shared/security.ts"
import { pathId } from "../../shared/path-id.ts"
import { COUPON_NOT_FOUND, LEARNER_NOT_FOUND, ORDER_NOT_FOUND, SUBSCRIPTION_NOT_FOUND } from "./messages.ts"
import { SalesService } from "./service.ts"
import { inEnvelope } from "../../shared/envelope.ts"

const couponIdOf = pathId(Id, COUPON_NOT_FOUND)
const orderIdOf = pathId(OrderId, ORDER_NOT_FOUND)
const learnerIdOf = pathId(Id, LEARNER_NOT_FOUND)
const subscriptionIdOf = pathId(Id, SUBSCRIPTION_NOT_FOUND)

export const AdminSalesHandlers = HttpApiBuilder.group(
  Api,
  "adminSales",
  Effect.fn(function* (handlers) {
    const sales = yield* SalesService
    const admin = CurrentAdmin
    return handlers
      .handle("couponPage", ({ payload }) => Effect.map(sales.couponPage(payload), inEnvelope))
      .handle("coupon", ({ params }) => Effect.flatMap(couponIdOf(params.couponId), (id) => Effect.map(sales.coupon(id), inEnvelope)))
      .handle("createCoupon", ({ payload }) => Effect.flatMap(admin, (me) => sales.createCoupon(me.userId, payload)))
      .handle("updateCoupon", ({ params, payload }) =>
        Effect.flatMap(admin, (me) => Effect.flatMap(couponIdOf(params.couponId), (id) => sales.updateCoupon(me.userId, id, payload)))
      )
      .handle("disableCoupon", ({ params }) =>
        Effect.flatMap(admin, (me) => Effect.flatMap(couponIdOf(params.couponId), (id) => sales.setCouponDisabled(me.userId, id, true)))
      )
      .handle("enableCoupon", ({ params }) =>
        Effect.flatMap(admin, (me) => Effect.flatMap(couponIdOf(params.couponId), (id) => sales.setCouponDisabled(me.userId, id, false)))
      )
      .handle("orderPage", ({ payload }) => Effect.map(sales.orderPage(payload), inEnvelope))
      .handle("order", ({ params }) => Effect.flatMap(orderIdOf(params.orderId), (id) => Effect.map(sales.order(id), inEnvelope)))
      .handle("orderReceipt", ({ params }) => Effect.flatMap(orderIdOf(params.orderId), (id) => sales.receipt(id)))
      .handle("refundOrder", ({ params }) => Effect.flatMap(admin, (me) => Effect.flatMap(orderIdOf(params.orderId), (id) => sales.refund(me.userId, id))))
      .handle("learnerPage", ({ payload }) => Effect.map(sales.learnerPage(payload), inEnvelope))
      .handle("learner", ({ params }) => Effect.flatMap(learnerIdOf(params.learnerId), (id) => Effect.map(sales.learner(id), inEnvelope)))
      .handle("extendSubscription", ({ params, payload }) =>
        Effect.flatMap(admin, (me) =>
          Effect.flatMap(learnerIdOf(params.learnerId), (learnerId) =>
            Effect.flatMap(subscriptionIdOf(params.subscriptionId), (subscriptionId) =>
              sales.extendSubscription(me.userId, learnerId, subscriptionId, payload.expiresAt)
            )
          )
        )
      )
      .handle("endSessions", ({ params }) =>
        Effect.flatMap(admin, (me) => Effect.flatMap(learnerIdOf(params.learnerId), (id) => sales.endSessions(me.userId, id)))
      )
  })
).pipe(Layer.provide(SalesService.layer))
