/**
 * The checkout group: thin handlers that decode the address's key, call the
 * checkout service for the signed-in learner (the Authorization middleware answers guests 401) and
 * wrap the answer in the contract's envelope.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { IdempotencyKey } from "../../../src/api/cart/checkout.ts"
import { CurrentUser } from "../../../src/api/shared/security.ts"
import { pathId } from "../../shared/path-id.ts"
import { PAYMENT_NOT_FOUND } from "./messages.ts"
import { CheckoutService } from "./service.ts"
import { inEnvelope } from "../../shared/envelope.ts"

// A key no payment could have (too long, a NUL …) is not found, like an unknown one.
const keyOf = pathId(IdempotencyKey, PAYMENT_NOT_FOUND)

export const CheckoutHandlers = HttpApiBuilder.group(
  Api,
  "checkout",
  Effect.fn(function* (handlers) {
    const checkout = yield* CheckoutService
    return handlers
      .handle("quote", ({ payload }) => Effect.flatMap(CurrentUser, (me) => checkout.quote(me.userId, payload)))
      .handle("pay", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(checkout.pay(me.userId, payload), inEnvelope)))
      .handle("confirm", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(checkout.confirm(me.userId, payload), inEnvelope)))
      .handle("payment", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.flatMap(keyOf(params.idempotencyKey), (key) => Effect.map(checkout.payment(me.userId, key), inEnvelope)))
      )
  })
).pipe(Layer.provide(CheckoutService.layer))
