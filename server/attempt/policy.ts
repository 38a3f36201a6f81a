/**
 * Who may: a learner acts only on their own subscriptions and attempts.
 *
 * The repositories scope every read of a learner's data by that learner's
 * id, so another learner's record comes back as none, like an unknown id;
 * this policy gives both the same answer — 404 with the same message — so
 * an id can never be probed for existence. (An impossible id in an address
 * gets that answer too, from the handlers' `pathId`.)
 */
import { Context, Effect, Layer, Option } from "effect"
import { NotFound } from "../../src/api/shared/errors.ts"
import { ATTEMPT_NOT_FOUND, SUBSCRIPTION_NOT_FOUND, TEST_NOT_FOUND } from "./attempt-messages.ts"

const ownedOr =
  (message: string) =>
  <A>(found: Option.Option<A>): Effect.Effect<A, NotFound> =>
    Option.match(found, { onNone: () => Effect.fail(new NotFound({ message })), onSome: Effect.succeed })

export class AttemptsPolicy extends Context.Service<
  AttemptsPolicy,
  {
    /** The learner's subscription as the scoped read found it. */
    readonly ownSubscription: <A>(found: Option.Option<A>) => Effect.Effect<A, NotFound>
    /** A test of the learner's subscribed exam (a test of another exam is not theirs to start). */
    readonly subscribedTest: <A>(found: Option.Option<A>) => Effect.Effect<A, NotFound>
    /** The learner's attempt as the scoped read found it. */
    readonly ownAttempt: <A>(found: Option.Option<A>) => Effect.Effect<A, NotFound>
  }
>()("exam-shop/AttemptsPolicy") {
  static readonly layer = Layer.succeed(AttemptsPolicy, {
    ownSubscription: ownedOr(SUBSCRIPTION_NOT_FOUND),
    subscribedTest: ownedOr(TEST_NOT_FOUND),
    ownAttempt: ownedOr(ATTEMPT_NOT_FOUND)
  })
}
