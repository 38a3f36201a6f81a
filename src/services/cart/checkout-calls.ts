/**
 * The checkout's calls (src/api/cart/checkout.ts and orders.ts), as
 * Effects that return plain data and fail only with ApiFailure — the shapes
 * the checkout machine's actors expect (src/machines/cart/checkout.machine.ts).
 *
 * Paying and confirming are loaders (spec §4: the page body shows the
 * loading state while a card is charged); quoting is not, so a coupon
 * applied or the 15-minute renewal never dims the page.
 */
import { Effect, Redacted } from "effect"
import type { OrderSummary, PaymentCard, PaymentOutcome, QuoteAnswer } from "../../api/cart/checkout.ts"
import type { OrderId, QuoteId } from "../../api/shared/ids.ts"
import type { CardFields } from "../../domain/cart/card-fields.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"
import { withBodyLoading } from "../shared/loading-state.ts"

/** POST /checkout/quote → the quote, and why the coupon asked for was refused (or null). */
export const fetchQuote = (request: { readonly couponCode: string | null }): Effect.Effect<QuoteAnswer, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.checkout.quote({ payload: { couponCode: request.couponCode } })))

/** POST /checkout/pay → paid, requires_action (3-D Secure) or declined. The card goes out Redacted. */
export const pay = (request: {
  readonly quoteId: QuoteId
  readonly idempotencyKey: string
  readonly card: PaymentCard
}): Effect.Effect<PaymentOutcome, ApiFailure, ApiClient> =>
  withBodyLoading(
    callApi(
      ApiClient.use((client) =>
        client.checkout.pay({ payload: { quoteId: request.quoteId, idempotencyKey: request.idempotencyKey, card: request.card } })
      ).pipe(Effect.map((answer) => answer.data))
    )
  )

/** POST /checkout/confirm → the outcome after the card holder's 3-D Secure answer. */
export const confirmPayment = (request: {
  readonly orderId: OrderId
  readonly confirmationId: string
  readonly approve: boolean
}): Effect.Effect<PaymentOutcome, ApiFailure, ApiClient> =>
  withBodyLoading(
    callApi(
      ApiClient.use((client) =>
        client.checkout.confirm({ payload: { orderId: request.orderId, confirmationId: request.confirmationId, approve: request.approve } })
      ).pipe(Effect.map((answer) => answer.data))
    )
  )

/** GET /checkout/payments/{idempotencyKey} → what became of a payment a reload interrupted; NotFound: never received. */
export const resumePayment = (request: { readonly idempotencyKey: string }): Effect.Effect<PaymentOutcome, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.checkout.payment({ params: { idempotencyKey: request.idempotencyKey } })).pipe(Effect.map((answer) => answer.data)))

/** GET /transactions/{orderId} → the order (the success page). */
export const loadOrder = (orderId: string): Effect.Effect<OrderSummary, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.orders.order({ params: { orderId } })).pipe(Effect.map((answer) => answer.data)))

/** GET /transactions/{orderId}/receipt → the PDF receipt's bytes (409 before the order is paid). */
export const receiptBytes = (orderId: string): Effect.Effect<Uint8Array, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.orders.receipt({ params: { orderId } })))

/** The card as the contract sends it: number and CVC Redacted, so no log or printed value shows them. */
export const paymentCard = (fields: CardFields): PaymentCard => ({
  number: Redacted.make(fields.number),
  expMonth: fields.expMonth,
  expYear: fields.expYear,
  cvc: Redacted.make(fields.cvc),
  name: fields.name
})
