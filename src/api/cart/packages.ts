/**
 * My Packages (spec §2 /profile/package/active/{page},
 * /profile/package/expired/{page}, /profile/package/{subscId}; §7 POST
 * /packages/activePackages and /packages/expiredPackages).
 *
 * A bought package is a package subscription: from the day it was paid for
 * `validity_days`, it grants each of its exams as an exam subscription (My
 * Exams) with the same dates. Active or expired by date, never by a flag;
 * a refunded package ends at the refund.
 *
 * Every call needs a signed-in learner and sees only that learner's
 * packages: another learner's answers 404, like an unknown one.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { ExamSubscription, SubscriptionStatus } from "../attempt/attempt.ts"
import { Invalid, NotFound } from "../shared/errors.ts"
import { OrderId, PackageId, PackageSubscriptionId } from "../shared/ids.ts"
import { PageRequest, pageOf } from "../shared/paging.ts"
import { Authorization } from "../shared/security.ts"

export const PackageSubscription = Schema.Struct({
  /** The subscId of /profile/package/{subscId}. */
  _id: PackageSubscriptionId,
  packageId: PackageId,
  packageName: Schema.String,
  packageSlug: Schema.String,
  /** ISO 8601 instants. */
  startsAt: Schema.String,
  expiresAt: Schema.String,
  status: SubscriptionStatus,
  /** Whole days left (0 once expired). */
  daysLeft: Schema.Number,
  examCount: Schema.Number,
  /** The order that bought it. */
  orderId: OrderId
})
export type PackageSubscription = typeof PackageSubscription.Type

export const PackageSubscriptionPagePayload = PageRequest

export const PackageSubscriptionPage = pageOf(PackageSubscription)
export type PackageSubscriptionPage = typeof PackageSubscriptionPage.Type

export const PackageSubscriptionPageAnswer = Schema.Struct({ data: PackageSubscriptionPage })

/** One package with the exams it grants, each as My Exams shows it (its tests, validity, best score). */
export const PackageSubscriptionDetail = Schema.Struct({
  subscription: PackageSubscription,
  exams: Schema.Array(ExamSubscription)
})
export type PackageSubscriptionDetail = typeof PackageSubscriptionDetail.Type

export const PackageSubscriptionDetailAnswer = Schema.Struct({ data: PackageSubscriptionDetail })

const SubscParams = { subscId: Schema.String }

export class PackagesGroup extends HttpApiGroup.make("packages")
  .add(
    HttpApiEndpoint.post("activePackages", "/packages/activePackages", {
      payload: PackageSubscriptionPagePayload,
      success: PackageSubscriptionPageAnswer,
      error: Invalid
    }),
    HttpApiEndpoint.post("expiredPackages", "/packages/expiredPackages", {
      payload: PackageSubscriptionPagePayload,
      success: PackageSubscriptionPageAnswer,
      error: Invalid
    }),
    HttpApiEndpoint.get("packageSubscription", "/packages/subscription/:subscId", {
      params: SubscParams,
      success: PackageSubscriptionDetailAnswer,
      error: NotFound
    })
  )
  .middleware(Authorization) {}
