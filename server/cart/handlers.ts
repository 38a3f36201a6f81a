/**
 * The cart group: thin handlers that decode the address's line id, call the
 * cart service for the signed-in learner (the Authorization middleware
 * answers guests 401) and wrap the answer in the contract's envelope.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { CartLineId } from "../../src/api/shared/ids.ts"
import { CurrentUser } from "../../src/api/shared/security.ts"
import { pathId } from "../shared/path-id.ts"
import { LINE_NOT_FOUND } from "./messages.ts"
import { CartService } from "./service.ts"
import { inEnvelope } from "../shared/envelope.ts"

const lineIdOf = pathId(CartLineId, LINE_NOT_FOUND)

export const CartHandlers = HttpApiBuilder.group(
  Api,
  "cart",
  Effect.fn(function* (handlers) {
    const cart = yield* CartService
    return handlers
      .handle("totalCount", () => Effect.flatMap(CurrentUser, (me) => Effect.map(cart.counts(me.userId), inEnvelope)))
      .handle("lines", () => Effect.flatMap(CurrentUser, (me) => Effect.map(cart.state(me.userId), inEnvelope)))
      .handle("add", ({ payload }) => Effect.flatMap(CurrentUser, (me) => cart.add(me.userId, payload)))
      .handle("remove", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.flatMap(lineIdOf(params.lineId), (lineId) => cart.remove(me.userId, lineId)))
      )
      .handle("move", ({ params, payload }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.flatMap(lineIdOf(params.lineId), (lineId) => cart.move(me.userId, lineId, payload.to)))
      )
      .handle("merge", ({ payload }) => Effect.flatMap(CurrentUser, (me) => cart.merge(me.userId, payload.items)))
  })
).pipe(Layer.provide(CartService.layer))
