/**
 * The checkout group: thin handlers that call the checkout service for the
 * signed-in learner (the Authorization middleware answers guests 401) and
 * wrap the answer in the contract's envelope.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { CurrentUser } from "../../src/api/security.ts"
import { CheckoutService } from "./service.ts"

const data = <A>(value: A) => ({ data: value })

export const CheckoutHandlers = HttpApiBuilder.group(
  Api,
  "checkout",
  Effect.fn(function*(handlers) {
    const checkout = yield* CheckoutService
    return handlers
      .handle("quote", ({ payload }) => Effect.flatMap(CurrentUser, (me) => checkout.quote(me.userId, payload)))
      .handle("pay", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(checkout.pay(me.userId, payload), data)))
      .handle("confirm", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(checkout.confirm(me.userId, payload), data)))
      .handle("payment", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(checkout.payment(me.userId, params.idempotencyKey), data)))
  })
).pipe(Layer.provide(CheckoutService.layer))
