/** My Packages' table in memory, for the rule tests: the same filter, order and scoping as the SQL. */
import { Effect, Layer, Option } from "effect"
import type { PackageSubscriptionRecord, PackagesRepositoryShape } from "../../../server/packages/records.ts"
import { PackagesRepository } from "../../../server/packages/repository.ts"
import { PackagesPolicy } from "../../../server/packages/policy.ts"
import { PackagesService } from "../../../server/packages/service.ts"

export interface PackagesTables {
  readonly packages: Array<PackageSubscriptionRecord>
}

export const makePackagesTables = (packages: ReadonlyArray<PackageSubscriptionRecord> = []): PackagesTables => ({ packages: [...packages] })

export const makeMemoryPackages = (tables: PackagesTables): PackagesRepositoryShape => ({
  page: (userId, status, paging, now) =>
    Effect.sync(() => {
      const mine = tables.packages
        .filter((record) => record.userId === userId && (status === "active" ? record.expiresAt > now : record.expiresAt <= now))
        .sort((a, b) => b.startsAt - a.startsAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      return { docs: mine.slice(paging.offset, paging.offset + paging.perPage), total: mine.length }
    }),
  one: (userId, id) => Effect.sync(() => Option.fromNullishOr(tables.packages.find((record) => record.id === id && record.userId === userId)))
})

export const packagesRepositoryInMemory = (tables: PackagesTables) => Layer.succeed(PackagesRepository, makeMemoryPackages(tables))

/** Over memory; the test provides AttemptsService (a mock, or the in-memory one). */
export const packagesServiceInMemory = (tables: PackagesTables = makePackagesTables()) =>
  PackagesService.layerNoDeps.pipe(Layer.provide([packagesRepositoryInMemory(tables), PackagesPolicy.layer]))
