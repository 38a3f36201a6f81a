/**
 * A learner's orders after paying: Transactions (spec §2
 * /profile/transaction[/{page}]), one order (the success page), its PDF
 * receipt, and asking for a refund.
 *
 * Every call needs a signed-in learner and sees only that learner's orders:
 * another learner's order, receipt or refund answers 404, like an unknown one.
 *
 * - page: the learner's orders, newest first (pending ones included, so a
 *   payment under way is never invisible), with the real total.
 * - order: one order with its refund terms.
 * - receipt: the PDF receipt of a paid (or refunded) order, `application/pdf`;
 *   409 before the order is paid. A refunded order's receipt carries its
 *   credit note.
 * - refund: refunds the whole order as the refund policy page states it
 *   (server decides; OrderSummary.refund says so in advance): the card is
 *   refunded, the order's exams end, a credit note is issued. 409 when the
 *   order is not refundable, with the reason. Asking twice answers the same
 *   refund.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { OrderSummary } from "./checkout.ts"
import { Conflict, Invalid, NotFound } from "../shared/errors.ts"
import { PageRequest, pageOf } from "../shared/paging.ts"
import { Authorization } from "../shared/security.ts"

export const OrderPagePayload = PageRequest

export const OrderPage = pageOf(OrderSummary)
export type OrderPage = typeof OrderPage.Type

export const OrderPageAnswer = Schema.Struct({ data: OrderPage })
export type OrderPageAnswer = typeof OrderPageAnswer.Type

export const OrderAnswer = Schema.Struct({ data: OrderSummary })
export type OrderAnswer = typeof OrderAnswer.Type

export const RefundAnswer = Schema.Struct({ message: Schema.String, data: OrderSummary })
export type RefundAnswer = typeof RefundAnswer.Type

// Path ids stay plain strings: the handlers decode them (server/shared/path-id.ts), so an
// impossible id answers 404 like an unknown one (src/api/shared/ids.ts).
const OrderParams = { orderId: Schema.String }

export class OrdersGroup extends HttpApiGroup.make("orders")
  .add(
    HttpApiEndpoint.post("page", "/transactions/pagin", { payload: OrderPagePayload, success: OrderPageAnswer, error: Invalid }),
    HttpApiEndpoint.get("order", "/transactions/:orderId", { params: OrderParams, success: OrderAnswer, error: NotFound }),
    HttpApiEndpoint.get("receipt", "/transactions/:orderId/receipt", {
      params: OrderParams,
      success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/pdf" })),
      error: [NotFound, Conflict]
    }),
    HttpApiEndpoint.post("refund", "/transactions/:orderId/refund", { params: OrderParams, success: RefundAnswer, error: [NotFound, Conflict] })
  )
  .middleware(Authorization) {}
