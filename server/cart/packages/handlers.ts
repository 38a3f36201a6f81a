/**
 * The packages group (My Packages): thin handlers that decode the address's
 * id, call the packages service for the signed-in learner (the
 * Authorization middleware answers guests 401) and wrap the answer in the
 * contract's envelope.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { PackageSubscriptionId } from "../../../src/api/shared/ids.ts"
import { CurrentUser } from "../../../src/api/shared/security.ts"
import { pathId } from "../../shared/path-id.ts"
import { PACKAGE_SUBSCRIPTION_NOT_FOUND } from "./messages.ts"
import { PackagesService } from "./service.ts"
import { inEnvelope } from "../../shared/envelope.ts"

const packageSubscriptionIdOf = pathId(PackageSubscriptionId, PACKAGE_SUBSCRIPTION_NOT_FOUND)

export const PackagesHandlers = HttpApiBuilder.group(
  Api,
  "packages",
  Effect.fn(function* (handlers) {
    const packages = yield* PackagesService
    return handlers
      .handle("activePackages", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(packages.page(me.userId, "active", payload), inEnvelope)))
      .handle("expiredPackages", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(packages.page(me.userId, "expired", payload), inEnvelope)))
      .handle("packageSubscription", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.flatMap(packageSubscriptionIdOf(params.subscId), (id) => Effect.map(packages.detail(me.userId, id), inEnvelope))
        )
      )
  })
).pipe(Layer.provide(PackagesService.layer))
