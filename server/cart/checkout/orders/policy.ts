/**
 * Who may, and whether an order can still be refunded.
 *
 * A learner sees only their own orders: the repository scopes every read by
 * the learner's id, so another learner's order comes back as none, like an
 * unknown id, and both answer 404 with the same message.
 *
 * The refund rule (stated on the refund policy page, written once here):
 * a paid order can be refunded, in full, until 14 days after it was paid
 * (`until` = paidAt + 14 days, inclusive), as long as no test of any exam it
 * granted has been submitted (an attempt with status submitted on one of
 * the order's exam subscriptions, packages' exams included) and no correct
 * answer of those exams was shown to the learner (the answer key's rule,
 * src/domain/attempt/answer-key.ts: a practice check, a result or review,
 * a spaced-review answer; its earliest reveal is the reason given). Pending,
 * failed and refunded orders cannot be refunded (again); each says why.
 */
import { Context, Effect, Layer, Option } from "effect"
import type { RefundTerms } from "../../../../src/api/cart/checkout.ts"
import { NotFound } from "../../../../src/api/shared/errors.ts"
import { type AnswerKeyShown, refundBlockingReveal } from "../../../../src/domain/attempt/answer-key.ts"
import type { OrderRecord } from "../order-record.ts"
import * as Messages from "./messages.ts"

const DAY_MS = 24 * 60 * 60 * 1000

/** The last moment a refund of an order paid at `paidAt` may be asked for. */
export const refundDeadline = (paidAt: Date): Date => new Date(paidAt.getTime() + Messages.REFUND_DAYS * DAY_MS)

/** What the order's grants have seen: whether any test of them was submitted, and the answer keys shown of them. */
export interface RefundFacts {
  readonly testSubmitted: boolean
  readonly answerKeysShown: ReadonlyArray<AnswerKeyShown>
}

/** An order's grants that have seen nothing yet. */
export const NOTHING_SEEN: RefundFacts = { testSubmitted: false, answerKeysShown: [] }

/** The refund terms of `order` at `now` (ms). */
export const refundTerms = (order: OrderRecord, facts: RefundFacts, now: number): RefundTerms => {
  switch (order.status) {
    case "pending":
      return { refundable: false, until: null, message: Messages.PAYMENT_PENDING }
    case "failed":
      return { refundable: false, until: null, message: Messages.PAYMENT_FAILED }
    case "refunded":
      // A refunded order always has both (migration 0013's check).
      return { refundable: false, until: null, message: Messages.refundedOn(order.refundedAt ?? new Date(now), order.creditNoteNumber ?? "") }
    case "paid": {
      // A paid order always has paidAt (migration 0013's check); read it defensively all the same.
      const until = refundDeadline(order.paidAt ?? order.createdAt)
      const iso = until.toISOString()
      if (now > until.getTime()) return { refundable: false, until: iso, message: Messages.refundWindowOver(until) }
      if (facts.testSubmitted) return { refundable: false, until: iso, message: Messages.TEST_SUBMITTED }
      const reveal = refundBlockingReveal(facts.answerKeysShown)
      if (reveal !== null) return { refundable: false, until: iso, message: Messages.answerKeyShown(reveal) }
      return { refundable: true, until: iso, message: Messages.refundableUntil(until) }
    }
  }
}

export class OrdersPolicy extends Context.Service<
  OrdersPolicy,
  {
    /** The learner's order as the scoped read found it. */
    readonly ownOrder: (found: Option.Option<OrderRecord>) => Effect.Effect<OrderRecord, NotFound>
  }
>()("exam-shop/OrdersPolicy") {
  static readonly layer = Layer.succeed(
    OrdersPolicy,
    OrdersPolicy.of({
      ownOrder: Option.match({
        onNone: () => Effect.fail(new NotFound({ message: Messages.ORDER_NOT_FOUND })),
        onSome: Effect.succeed
      })
    })
  )
}
