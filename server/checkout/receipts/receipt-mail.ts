/**
 * The receipt a learner gets by email when an order is paid (and the credit
 * note when it is refunded): a short letter with the PDF attached, recorded
 * in the outbox (with its attachment) so it is never lost, and sent over
 * SMTP when SMTP_URL is set.
 *
 * `paid` and `refunded` record inside the caller's database transaction (the
 * fulfilment's or the refund's): the letter exists exactly when the order is
 * paid (refunded). Delivery over SMTP happens after, from the outbox.
 */
import { Context, type Effect } from "effect"
import type { OrderRecord } from "../order-record.ts"

export interface Recipient {
  readonly email: string
  readonly name: string
}

export class ReceiptMail extends Context.Service<ReceiptMail, {
  /** The receipt of a paid order (status paid, receiptNumber set). */
  readonly paid: (order: OrderRecord, to: Recipient) => Effect.Effect<void>
  /** The credit note of a refunded order (status refunded, creditNoteNumber set). */
  readonly refunded: (order: OrderRecord, to: Recipient) => Effect.Effect<void>
}>()("exam-shop/ReceiptMail") {}
