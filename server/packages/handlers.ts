/**
 * The packages group (My Packages): thin handlers that decode the address's
 * id, call the packages service for the signed-in learner (the
 * Authorization middleware answers guests 401) and wrap the answer in the
 * contract's envelope.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { PackageSubscriptionId } from "../../src/api/ids.ts"
import { CurrentUser } from "../../src/api/security.ts"
import { pathId } from "../shared/path-id.ts"
import { PACKAGE_SUBSCRIPTION_NOT_FOUND } from "./messages.ts"
import { PackagesService } from "./service.ts"

const packageSubscriptionIdOf = pathId(PackageSubscriptionId, PACKAGE_SUBSCRIPTION_NOT_FOUND)

const data = <A>(value: A) => ({ data: value })

export const PackagesHandlers = HttpApiBuilder.group(
  Api,
  "packages",
  Effect.fn(function*(handlers) {
    const packages = yield* PackagesService
    return handlers
      .handle("activePackages", ({ payload }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(packages.page(me.userId, "active", payload), data)))
      .handle("expiredPackages", ({ payload }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(packages.page(me.userId, "expired", payload), data)))
      .handle("packageSubscription", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.flatMap(packageSubscriptionIdOf(params.subscId), (id) => Effect.map(packages.detail(me.userId, id), data))))
  })
).pipe(Layer.provide(PackagesService.layer))
