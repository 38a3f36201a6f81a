/**
 * Who may, and a bought package's state: a learner sees only their own
 * packages (the repository scopes every read by the learner's id, so
 * another learner's answers 404 like an unknown one). A package is active
 * until it expires and expired from then on — by date, never by a flag (a
 * refund ends it by setting its expiry to the refund's moment); its days
 * left count a part of a day as a day (bought now for 365 days: 365; ending
 * later today: 1), 0 once expired — the same count the browser's My
 * Packages shows.
 */
import { Context, Effect, Layer, Option } from "effect"
import type { PackageSubscription } from "../../../src/api/cart/packages.ts"
import { NotFound } from "../../../src/api/shared/errors.ts"
import { subscriptionStatusAt } from "../../../src/domain/attempt/subscription-status.ts"
import { PACKAGE_SUBSCRIPTION_NOT_FOUND } from "./messages.ts"
import type { PackageSubscriptionRecord } from "./records.ts"

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days left at `now` (ms), a part of a day counting as a day; 0 from the expiry on. */
export const daysLeftAt = (expiresAt: number, now: number): number => (expiresAt <= now ? 0 : Math.ceil((expiresAt - now) / DAY_MS))

/** The contract's PackageSubscription of a stored one at `now` (ms). */
export const packageSubscriptionAt = (record: PackageSubscriptionRecord, now: number): PackageSubscription => {
  const expiresAt = new Date(record.expiresAt).toISOString()
  return {
    _id: record.id,
    packageId: record.packageId,
    packageName: record.packageName,
    packageSlug: record.packageSlug,
    startsAt: new Date(record.startsAt).toISOString(),
    expiresAt,
    status: subscriptionStatusAt(record.expiresAt, now),
    daysLeft: daysLeftAt(record.expiresAt, now),
    examCount: record.examCount,
    orderId: record.orderId
  }
}

export class PackagesPolicy extends Context.Service<
  PackagesPolicy,
  {
    /** The learner's bought package as the scoped read found it. */
    readonly ownPackage: <A>(found: Option.Option<A>) => Effect.Effect<A, NotFound>
  }
>()("exam-shop/PackagesPolicy") {
  static readonly layer = Layer.succeed(
    PackagesPolicy,
    PackagesPolicy.of({
      ownPackage: (found) =>
        Option.match(found, { onNone: () => Effect.fail(new NotFound({ message: PACKAGE_SUBSCRIPTION_NOT_FOUND })), onSome: Effect.succeed })
    })
  )
}
