/**
 * Who may: a learner pays, confirms and asks about only their own quotes
 * and orders. The repository scopes every read by the learner's id, so
 * another learner's quote, order or 3-D Secure step comes back as none, like
 * an unknown one, and both answer 404 with the same message.
 */
import { Context, Effect, Layer, Option } from "effect"
import { NotFound } from "../../../src/api/shared/errors.ts"
import * as Messages from "./messages.ts"
import type { OrderRecord } from "./order-record.ts"
import type { QuoteRecord } from "./records.ts"

export class CheckoutPolicy extends Context.Service<
  CheckoutPolicy,
  {
    readonly ownQuote: (found: Option.Option<QuoteRecord>) => Effect.Effect<QuoteRecord, NotFound>
    /** The order a key names, as the learner's scoped read found it. */
    readonly ownPayment: (found: Option.Option<OrderRecord>) => Effect.Effect<OrderRecord, NotFound>
    /** The learner's order waiting for (or once waiting for) this 3-D Secure step. */
    readonly ownConfirmation: (found: Option.Option<OrderRecord>, confirmationId: string) => Effect.Effect<OrderRecord, NotFound>
  }
>()("exam-shop/CheckoutPolicy") {
  static readonly layer = Layer.succeed(
    CheckoutPolicy,
    CheckoutPolicy.of({
      ownQuote: Option.match({
        onNone: () => Effect.fail(new NotFound({ message: Messages.QUOTE_NOT_FOUND })),
        onSome: Effect.succeed
      }),
      ownPayment: Option.match({
        onNone: () => Effect.fail(new NotFound({ message: Messages.PAYMENT_NOT_FOUND })),
        onSome: Effect.succeed
      }),
      ownConfirmation: (found, confirmationId) =>
        Option.isSome(found) && found.value.confirmationId !== null && found.value.confirmationId === confirmationId
          ? Effect.succeed(found.value)
          : Effect.fail(new NotFound({ message: Messages.CONFIRMATION_NOT_FOUND }))
    })
  )
}
