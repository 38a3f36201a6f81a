/**
 * The receipt a learner gets by email when an order is paid (and the credit
 * note when it is refunded): a short letter with the PDF attached, recorded
 * in the outbox (with its attachment) so it is never lost, and sent over
 * SMTP when SMTP_URL is set.
 *
 * `paid` and `refunded` record inside the caller's database transaction (the
 * fulfilment's or the refund's): the letter exists exactly when the order is
 * paid (refunded). Delivery over SMTP happens after, once that transaction
 * has committed (the Mailer waits for the commit).
 */
import { Context, Effect, Layer } from "effect"
import { Mailer } from "../../../platform/delivery/mailer.ts"
import type { OrderRecord } from "../order-record.ts"
import type { Recipient } from "./recipient.ts"
import { shopLink } from "../../../platform/config.ts"
import { creditNoteLetter, receiptLetter, TRANSACTIONS_PATH } from "./receipt-letters.ts"
import { receiptPdf } from "./receipt-pdf.ts"
import { creditNoteFilename, receiptFilename } from "./receipt-words.ts"

export type { Recipient } from "./recipient.ts"

const PDF = "application/pdf"

const pdfOf = (order: OrderRecord, to: Recipient) =>
  // An order without a receipt here is the caller's bug, not the learner's.
  Effect.promise(() => receiptPdf(order, to))

export class ReceiptMail extends Context.Service<
  ReceiptMail,
  {
    /** The receipt of a paid order (status paid, receiptNumber set). */
    readonly paid: (order: OrderRecord, to: Recipient) => Effect.Effect<void>
    /** The credit note of a refunded order (status refunded, creditNoteNumber set). */
    readonly refunded: (order: OrderRecord, to: Recipient) => Effect.Effect<void>
  }
>()("exam-shop/ReceiptMail") {
  /**
   * Through the Mailer: the outbox in the caller's transaction, SMTP after it
   * commits.
   */
  static readonly layer = Layer.effect(
    ReceiptMail,
    Effect.gen(function* () {
      const mailer = yield* Mailer

      const paid = Effect.fn("ReceiptMail.paid")(function* (order: OrderRecord, to: Recipient) {
        if (order.receiptNumber === null) return yield* Effect.die(new Error(`Order ${order.id} has no receipt number.`))
        const pdf = yield* pdfOf(order, to)
        const letter = receiptLetter(order, to, order.receiptNumber, yield* shopLink(TRANSACTIONS_PATH))
        yield* mailer.send({
          to: to.email,
          ...letter,
          attachments: [{ filename: receiptFilename(order.receiptNumber), contentType: PDF, content: pdf }]
        })
      })

      const refunded = Effect.fn("ReceiptMail.refunded")(function* (order: OrderRecord, to: Recipient) {
        if (order.creditNoteNumber === null) return yield* Effect.die(new Error(`Order ${order.id} has no credit note number.`))
        const pdf = yield* pdfOf(order, to)
        const letter = creditNoteLetter(order, to, order.creditNoteNumber, yield* shopLink(TRANSACTIONS_PATH))
        yield* mailer.send({
          to: to.email,
          ...letter,
          attachments: [{ filename: creditNoteFilename(order.creditNoteNumber), contentType: PDF, content: pdf }]
        })
      })

      return ReceiptMail.of({ paid, refunded })
    })
  )
}
