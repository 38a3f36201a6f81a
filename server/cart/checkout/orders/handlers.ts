/**
 * The orders group (Transactions, one order, its PDF receipt, the refund):
 * thin handlers that decode the address's order id, call the orders service
 * for the signed-in learner (the Authorization middleware answers guests
 * 401) and wrap the answer in the contract's envelope.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../../src/api/api.ts"
import { OrderId } from "../../../../src/api/shared/ids.ts"
import { CurrentUser } from "../../../../src/api/shared/security.ts"
import { pathId } from "../../../shared/path-id.ts"
import { ORDER_NOT_FOUND } from "./messages.ts"
import { OrdersService } from "./service.ts"
import { inEnvelope } from "../../../shared/envelope.ts"

const orderIdOf = pathId(OrderId, ORDER_NOT_FOUND)

export const OrdersHandlers = HttpApiBuilder.group(
  Api,
  "orders",
  Effect.fn(function* (handlers) {
    const orders = yield* OrdersService
    return handlers
      .handle("page", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(orders.page(me.userId, payload), inEnvelope)))
      .handle("order", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.flatMap(orderIdOf(params.orderId), (id) => Effect.map(orders.order(me.userId, id), inEnvelope)))
      )
      .handle("receipt", ({ params }) => Effect.flatMap(CurrentUser, (me) => Effect.flatMap(orderIdOf(params.orderId), (id) => orders.receipt(me.userId, id))))
      .handle("refund", ({ params }) => Effect.flatMap(CurrentUser, (me) => Effect.flatMap(orderIdOf(params.orderId), (id) => orders.refund(me.userId, id))))
  })
).pipe(Layer.provide(OrdersService.layer))
