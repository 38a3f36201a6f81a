/**
 * The rules of My Packages: the learner's bought packages,
 * active or expired by date, newest first, paged by the shared rule; and one
 * package with the exams it granted, each as My Exams shows it (the attempt
 * area's service answers those).
 */
import { Clock, Context, Effect, Layer } from "effect"
import type { SubscriptionStatus } from "../../../src/api/attempt/attempt.ts"
import type { NotFound } from "../../../src/api/shared/errors.ts"
import type { PackageSubscriptionId } from "../../../src/api/shared/ids.ts"
import type { PackageSubscriptionDetail, PackageSubscriptionPage } from "../../../src/api/cart/packages.ts"
import type { PageRequest } from "../../../src/api/shared/paging.ts"
import { AttemptsService } from "../../attempt/service.ts"
import { pagingOf } from "../../shared/paging.ts"
import { packageSubscriptionAt, PackagesPolicy } from "./policy.ts"
import { PackagesRepository } from "./repository.ts"

export class PackagesService extends Context.Service<
  PackagesService,
  {
    readonly page: (userId: string, status: SubscriptionStatus, request: PageRequest) => Effect.Effect<PackageSubscriptionPage>
    readonly detail: (userId: string, id: PackageSubscriptionId) => Effect.Effect<PackageSubscriptionDetail, NotFound>
  }
>()("exam-shop/PackagesService") {
  static readonly layerNoDeps = Layer.effect(
    PackagesService,
    Effect.gen(function* () {
      const repository = yield* PackagesRepository
      const policy = yield* PackagesPolicy
      const attempts = yield* AttemptsService

      const page = Effect.fn("PackagesService.page")(function* (userId: string, status: SubscriptionStatus, request: PageRequest) {
        const paging = pagingOf(request)
        const now = yield* Clock.currentTimeMillis
        const rows = yield* repository.page(userId, status, paging, now)
        return {
          docs: rows.docs.map((record) => packageSubscriptionAt(record, now)),
          total: rows.total,
          page: paging.page,
          perPage: paging.perPage
        }
      })

      const detail = Effect.fn("PackagesService.detail")(function* (userId: string, id: PackageSubscriptionId) {
        const record = yield* policy.ownPackage(yield* repository.one(userId, id))
        const exams = yield* attempts.packageExams(userId, record.id)
        return { subscription: packageSubscriptionAt(record, yield* Clock.currentTimeMillis), exams }
      })

      return PackagesService.of({ page, detail })
    })
  )

  static readonly layer = PackagesService.layerNoDeps.pipe(Layer.provide([PackagesRepository.layer, PackagesPolicy.layer, AttemptsService.layer]))
}
