/**
 * Who may: a learner reviews, and reads the readiness and pacing of, only
 * their own subscriptions, cards and attempts. The repository scopes every
 * read by the learner's id, so another learner's record comes back as none,
 * like an unknown id; both answer 404 with the same message. An expired (or
 * not yet started) subscription stops its reviews: 409.
 */
import { Context, Effect, Layer, Option } from "effect"
import { Conflict, NotFound } from "../../src/api/shared/errors.ts"
import * as Messages from "./learning-messages.ts"
import type { LearnerSubscription } from "./records.ts"

const ownedOr =
  (message: string) =>
  <A>(found: Option.Option<A>): Effect.Effect<A, NotFound> =>
    Option.match(found, { onNone: () => Effect.fail(new NotFound({ message })), onSome: Effect.succeed })

/** Reviews run while the subscription does: from its start until it expires. */
export const reviewsRunAt = (subscription: LearnerSubscription, now: number): boolean => now >= subscription.startsAt && now < subscription.expiresAt

export class LearningPolicy extends Context.Service<
  LearningPolicy,
  {
    readonly ownSubscription: (found: Option.Option<LearnerSubscription>) => Effect.Effect<LearnerSubscription, NotFound>
    readonly ownCard: <A>(found: Option.Option<A>) => Effect.Effect<A, NotFound>
    readonly ownAttempt: <A>(found: Option.Option<A>) => Effect.Effect<A, NotFound>
    /** The subscription's reviews run now, or 409. */
    readonly reviewsRunning: (subscription: LearnerSubscription, now: number) => Effect.Effect<void, Conflict>
  }
>()("exam-shop/LearningPolicy") {
  static readonly layer = Layer.succeed(LearningPolicy, {
    ownSubscription: ownedOr(Messages.SUBSCRIPTION_NOT_FOUND),
    ownCard: ownedOr(Messages.CARD_NOT_FOUND),
    ownAttempt: ownedOr(Messages.ATTEMPT_NOT_FOUND),
    reviewsRunning: (subscription, now) =>
      reviewsRunAt(subscription, now)
        ? Effect.void
        : Effect.fail(new Conflict({ message: now < subscription.startsAt ? Messages.REVIEWS_NOT_STARTED : Messages.REVIEWS_STOPPED }))
  })
}
