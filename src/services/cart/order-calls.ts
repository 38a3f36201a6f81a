/**
 * Transactions' calls (src/api/cart/orders.ts): a page of the
 * learner's orders and the refund, as Effects that return plain data and
 * fail only with ApiFailure — the shapes the paged-list and refund machines'
 * actors expect. One order and its PDF receipt are the success page's calls
 * (checkout-calls.ts loadOrder and receiptBytes; receipt-download.ts saves
 * the PDF), which Transactions uses as they are.
 */
import { Effect } from "effect"
import type { OrderPage, RefundAnswer } from "../../api/cart/orders.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"

export interface OrderPageRequest {
  readonly page: number
  readonly perPage: number
}

/** POST /transactions/pagin → one page of the learner's orders, newest first, with the real total. */
export const orderPage = ({ page, perPage }: OrderPageRequest): Effect.Effect<OrderPage, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.orders.page({ payload: { page, perPage } })).pipe(Effect.map((answer) => answer.data)))

/**
 * POST /transactions/{orderId}/refund → the server's sentence and the
 * refunded order. 409 (Conflict, with the reason) when the order is not
 * refundable; asking twice answers the same refund.
 */
export const refundOrder = (request: { readonly orderId: string }): Effect.Effect<RefundAnswer, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.orders.refund({ params: { orderId: request.orderId } })))
