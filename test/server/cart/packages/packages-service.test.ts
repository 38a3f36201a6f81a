/**
 * My Packages' rules over the real SQL on in-memory PGlite: active while expires_at is after now,
 * expired from that moment, newest first, paged with the real total; days
 * left counting a part of a day as a day, 0 once expired; the detail's exams
 * from the attempt area; another learner's package 404.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { AttemptsService } from "../../../../server/attempt/service.ts"
import { PACKAGE_SUBSCRIPTION_NOT_FOUND } from "../../../../server/cart/packages/messages.ts"
import { packageSubscriptionAt } from "../../../../server/cart/packages/policy.ts"
import type { PackageSubscriptionRecord } from "../../../../server/cart/packages/records.ts"
import { PackagesPolicy } from "../../../../server/cart/packages/policy.ts"
import { PackagesRepository } from "../../../../server/cart/packages/repository.ts"
import { PackagesService } from "../../../../server/cart/packages/service.ts"
import { migratedDatabase } from "../../support/migrated-database.ts"
import type { ExamSubscription } from "../../../../src/api/attempt/attempt.ts"
import { OrderId, PackageId, PackageSubscriptionId } from "../../../../src/api/shared/ids.ts"

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
  // The SQL is asked with the live clock's now (the database's client runs on it), a moment after this one.
  const now = Date.now()
  const bought = [
    record(1, now - 10 * DAY, 365),
    record(2, now - 1 * DAY, 365),
    record(3, now - 400 * DAY, 365),
    record(4, now - 100 * DAY, 100),
    record(5, now, 365, "learner-2")
  ]
  // The rows the SQL reads: the learners, the paid order each bought package came with, and two exams granted by the first.
  const rows = Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const userId of [LEARNER, "learner-2"]) {
      yield* sql`INSERT INTO users (id, name, email, password_hash) VALUES (${userId}, ${userId}, ${`${userId}@example.com`}, 'not-a-hash')`
    }
    yield* sql`INSERT INTO packages (id, name, slug, price) VALUES ('pack', 'Pack', 'pack', 80)`
    for (const p of bought) {
      yield* sql`
        INSERT INTO quotes (id, user_id, lines, cart_fingerprint, subtotal_cents, total_cents, expires_at)
        VALUES (${p.orderId}, ${p.userId}, '[]', 'package:pack', 8000, 8000, ${new Date(p.startsAt)})`
      yield* sql`
        INSERT INTO orders (id, user_id, idempotency_key, quote_id, cart_fingerprint, lines, subtotal_cents, total_cents, status, paid_at, fulfilled_at, receipt_number)
        VALUES (${p.orderId}, ${p.userId}, ${`key-of-${p.orderId}`}, ${p.orderId}, 'package:pack', '[]', 8000, 8000, 'paid', ${new Date(p.startsAt)}, ${new Date(p.startsAt)}, ${`R-${p.orderId}`})`
      yield* sql`
        INSERT INTO package_subscriptions (id, user_id, package_id, order_id, starts_at, expires_at)
        VALUES (${p.id}, ${p.userId}, 'pack', ${p.orderId}, ${new Date(p.startsAt)}, ${new Date(p.expiresAt)})`
    }
    yield* sql`INSERT INTO categories (id, name) VALUES ('cat', 'Category')`
    for (const code of ["A-1", "B-2"]) {
      yield* sql`
        INSERT INTO exams (id, category_id, name, slug, code, price, vendor) VALUES (${code}, 'cat', ${code}, ${code.toLowerCase()}, ${code}, 10, 'Vendor')`
      yield* sql`
        INSERT INTO subscriptions (user_id, exam_id, starts_at, expires_at, order_id, package_subscription_id)
        VALUES (${LEARNER}, ${code}, ${new Date(bought[0]!.startsAt)}, ${new Date(bought[0]!.expiresAt)}, 'order-1', 'ps-1')`
    }
  }).pipe(Effect.orDie)
  const layer = PackagesService.layerNoDeps.pipe(
    Layer.provide([
      PackagesRepository.layer,
      PackagesPolicy.layer,
      Layer.mock(AttemptsService, {
        packageExams: (userId: string, id: string) => Effect.sync(() => (asked.push([userId, id]), [exam]))
      })
    ]),
    Layer.provide(Layer.effectDiscard(rows).pipe(Layer.provideMerge(migratedDatabase)))
  )

  it.live("pages active and expired packages newest first with the real total", () =>
    Effect.gen(function* () {
      const packages = yield* PackagesService
      const active = yield* packages.page(LEARNER, "active", { page: 1, perPage: 1 })
      expect(active).toMatchObject({ total: 2, page: 1, perPage: 1 })
      expect(active.docs.map((p) => p._id)).toEqual(["ps-2"])
      expect((yield* packages.page(LEARNER, "active", { page: 2, perPage: 1 })).docs.map((p) => p._id)).toEqual(["ps-1"])
      expect((yield* packages.page(LEARNER, "active", { page: 3, perPage: 1 })).docs).toEqual([])
      // Expired a moment ago (and expiring exactly now, policy's test above) is expired.
      const expired = yield* packages.page(LEARNER, "expired", { page: 1, perPage: 10 })
      expect(expired.docs.map((p) => [p._id, p.daysLeft])).toEqual([
        ["ps-4", 0],
        ["ps-3", 0]
      ])
    }).pipe(Effect.provide(layer))
  )

  it.live("answers the detail with the exams the attempt area lists; another learner's is 404", () =>
    Effect.gen(function* () {
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
