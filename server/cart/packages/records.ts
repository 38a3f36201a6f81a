/**
 * What My Packages' repository answers: a bought package as the rules read
 * it (dates as epoch milliseconds, the status and days left are the rules'),
 * and the calls, which the SQL (repository.ts) answers.
 */
import type { Effect, Option } from "effect"
import type { SubscriptionStatus } from "../../../src/api/attempt/attempt.ts"
import type { OrderId, PackageId, PackageSubscriptionId } from "../../../src/api/shared/ids.ts"
import type { Paging } from "../../shared/paging.ts"

export interface PackageSubscriptionRecord {
  readonly id: PackageSubscriptionId
  readonly userId: string
  readonly packageId: PackageId
  readonly packageName: string
  readonly packageSlug: string
  readonly startsAt: number
  readonly expiresAt: number
  /** Exam subscriptions it granted. */
  readonly examCount: number
  readonly orderId: OrderId
}

export interface PackagesRepositoryShape {
  /**
   * The learner's bought packages, active (expires after `now`) or expired,
   * newest first (latest start), one page with the real total.
   */
  readonly page: (
    userId: string,
    status: SubscriptionStatus,
    paging: Paging,
    now: number
  ) => Effect.Effect<{ readonly docs: ReadonlyArray<PackageSubscriptionRecord>; readonly total: number }>
  /** The learner's bought package; another learner's is none, like an unknown id. */
  readonly one: (userId: string, id: PackageSubscriptionId) => Effect.Effect<Option.Option<PackageSubscriptionRecord>>
}
