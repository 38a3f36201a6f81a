/**
 * The SQL of My Packages (table package_subscriptions, migration 0013, with
 * the package's name and slug and the count of exam subscriptions it
 * granted). Every read is scoped by the learner. No rules here (service.ts,
 * policy.ts).
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { OrderId, PackageId, PackageSubscriptionId } from "../../../src/api/shared/ids.ts"
import type { PackageSubscriptionRecord, PackagesRepositoryShape } from "./records.ts"

interface PackageSubscriptionRow {
  readonly id: PackageSubscriptionId
  readonly user_id: string
  readonly package_id: PackageId
  readonly package_name: string
  readonly package_slug: string
  readonly starts_at: Date | string
  readonly expires_at: Date | string
  readonly exam_count: number
  readonly order_id: OrderId
}

const recordOf = (row: PackageSubscriptionRow): PackageSubscriptionRecord => ({
  id: row.id,
  userId: row.user_id,
  packageId: row.package_id,
  packageName: row.package_name,
  packageSlug: row.package_slug,
  startsAt: new Date(row.starts_at).getTime(),
  expiresAt: new Date(row.expires_at).getTime(),
  examCount: row.exam_count,
  orderId: row.order_id
})

export class PackagesRepository extends Context.Service<PackagesRepository, PackagesRepositoryShape>()("exam-shop/PackagesRepository") {
  static readonly layer = Layer.effect(
    PackagesRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const columns = sql.literal(`
        ps.id, ps.user_id, ps.package_id, p.name AS package_name, p.slug AS package_slug, ps.starts_at, ps.expires_at,
        (SELECT count(*)::int FROM subscriptions s WHERE s.package_subscription_id = ps.id) AS exam_count, ps.order_id`)

      const page: PackagesRepositoryShape["page"] = (userId, status, paging, now) => {
        const at = new Date(now)
        const condition = status === "active" ? sql`ps.expires_at > ${at}` : sql`ps.expires_at <= ${at}`
        return Effect.all([
          sql<PackageSubscriptionRow>`
            SELECT ${columns} FROM package_subscriptions ps JOIN packages p ON p.id = ps.package_id
            WHERE ps.user_id = ${userId} AND ${condition}
            ORDER BY ps.starts_at DESC, ps.id DESC
            LIMIT ${paging.perPage}::int OFFSET ${paging.offset}::bigint`,
          sql<{ total: number }>`
            SELECT count(*)::int AS total FROM package_subscriptions ps WHERE ps.user_id = ${userId} AND ${condition}`
        ]).pipe(
          Effect.orDie,
          Effect.map(([rows, counts]) => ({ docs: rows.map(recordOf), total: counts[0]?.total ?? 0 })),
          Effect.withSpan("PackagesRepository.page")
        )
      }

      const one: PackagesRepositoryShape["one"] = (userId, id) =>
        sql<PackageSubscriptionRow>`
          SELECT ${columns} FROM package_subscriptions ps JOIN packages p ON p.id = ps.package_id
          WHERE ps.id = ${id} AND ps.user_id = ${userId}`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), recordOf))
        )

      return PackagesRepository.of({ page, one })
    })
  )
}
