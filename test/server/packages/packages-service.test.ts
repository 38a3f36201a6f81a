/**
 * My Packages' rules over memory: active while expires_at is after now,
 * expired from that moment, newest first, paged with the real total; days
 * left counting a part of a day as a day, 0 once expired; the detail's exams
 * from the attempt area; another learner's package 404.
 */
import { packagesServiceInMemory } from "./in-memory-packages.ts"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Schema } from "effect"
import { TestClock } from "effect/testing"
import { AttemptsService } from "../../../server/attempt/service.ts"
import { makePackagesTables } from "./in-memory-packages.ts"
import { PACKAGE_SUBSCRIPTION_NOT_FOUND } from "../../../server/packages/messages.ts"
import { packageSubscriptionAt } from "../../../server/packages/policy.ts"
import type { PackageSubscriptionRecord } from "../../../server/packages/records.ts"
import { PackagesService } from "../../../server/packages/service.ts"
import type { ExamSubscription } from "../../../src/api/attempts.ts"
import { OrderId, PackageId, PackageSubscriptionId } from "../../../src/api/ids.ts"

const DAY = 86_400_000
const NOW = Date.parse("2026-05-01T12:00:00.000Z")
const LEARNER = "learner-1"

const record = (n: number, startsAt: number, validityDays: number, userId = LEARNER): PackageSubscriptionRecord => ({
  id: Schema.decodeSync(PackageSubscriptionId)(`ps-${n}`),
  userId,
  packageId: Schema.decodeSync(PackageId)("pack"),
  packageName: "Pack",
  packageSlug: "pack",
  startsAt,
  expiresAt: startsAt + validityDays * DAY,
  examCount: 2,
  orderId: Schema.decodeSync(OrderId)(`order-${n}`)
})

describe("days left and status", () => {
  it("counts a part of a day as a day, 0 and expired from the expiry on", () => {
    const bought = record(1, NOW, 30)
    expect(packageSubscriptionAt(bought, NOW)).toMatchObject({ status: "active", daysLeft: 30, startsAt: new Date(NOW).toISOString() })
    expect(packageSubscriptionAt(bought, NOW + 1)).toMatchObject({ daysLeft: 30 })
    expect(packageSubscriptionAt(bought, bought.expiresAt - 1)).toMatchObject({ status: "active", daysLeft: 1 })
    expect(packageSubscriptionAt(bought, bought.expiresAt)).toMatchObject({ status: "expired", daysLeft: 0 })
    expect(packageSubscriptionAt(bought, bought.expiresAt + 5 * DAY)).toMatchObject({ status: "expired", daysLeft: 0 })
  })
})

describe("PackagesService", () => {
  const exam = { _id: "sub-1", examName: "Exam" } as unknown as ExamSubscription
  const asked: Array<[string, string]> = []
  const tables = makePackagesTables([
    record(1, NOW - 10 * DAY, 365),
    record(2, NOW - 1 * DAY, 365),
    record(3, NOW - 400 * DAY, 365),
    record(4, NOW - 100 * DAY, 100),
    record(5, NOW, 365, "learner-2")
  ])
  const layer = packagesServiceInMemory(tables).pipe(
    Layer.provide(
      Layer.mock(AttemptsService, {
        packageExams: (userId: string, id: string) => Effect.sync(() => (asked.push([userId, id]), [exam]))
      })
    )
  )

  it.effect("pages active and expired packages newest first with the real total", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const packages = yield* PackagesService
      const active = yield* packages.page(LEARNER, "active", { page: 1, perPage: 1 })
      expect(active).toMatchObject({ total: 2, page: 1, perPage: 1 })
      expect(active.docs.map((p) => p._id)).toEqual(["ps-2"])
      expect((yield* packages.page(LEARNER, "active", { page: 2, perPage: 1 })).docs.map((p) => p._id)).toEqual(["ps-1"])
      expect((yield* packages.page(LEARNER, "active", { page: 3, perPage: 1 })).docs).toEqual([])
      // Expiring exactly now is expired.
      const expired = yield* packages.page(LEARNER, "expired", { page: 1, perPage: 10 })
      expect(expired.docs.map((p) => [p._id, p.daysLeft])).toEqual([
        ["ps-4", 0],
        ["ps-3", 0]
      ])
    }).pipe(Effect.provide(layer))
  )

  it.effect("answers the detail with the exams the attempt area lists; another learner's is 404", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      const packages = yield* PackagesService
      const detail = yield* packages.detail(LEARNER, Schema.decodeSync(PackageSubscriptionId)("ps-1"))
      expect(detail.subscription).toMatchObject({ _id: "ps-1", daysLeft: 355, examCount: 2 })
      expect(detail.exams).toEqual([exam])
      expect(asked).toEqual([[LEARNER, "ps-1"]])
      expect(yield* Effect.flip(packages.detail(LEARNER, Schema.decodeSync(PackageSubscriptionId)("ps-5")))).toMatchObject({
        _tag: "NotFound",
        message: PACKAGE_SUBSCRIPTION_NOT_FOUND
      })
    }).pipe(Effect.provide(layer))
  )
})
