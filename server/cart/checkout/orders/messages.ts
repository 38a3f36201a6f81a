/**
 * What the orders module says: the 404, the receipt before payment, the
 * refund terms (the rule the refund policy page states, server/seed/data/
 * pages.json "refund-policy"), and the refund's answer and notification.
 */
import { ANSWER_KEY_REFUND_TERMS, type AnswerKeyShown, revealWords } from "../../../../src/domain/attempt/answer-key.ts"
import { formatCents } from "../../../../src/domain/cart/money.ts"
import { formatDay } from "../receipts/receipt-words.ts"

/** How long after payment a refund may be asked for. */
export const REFUND_DAYS = 14

export const ORDER_NOT_FOUND = "Order not found."
export const RECEIPT_NOT_READY = "The receipt is ready once the order is paid."

// ── Refund terms (RefundTerms.message) ───────────────────────────────────

export const refundableUntil = (until: Date): string => `Refundable until ${formatDay(until)}. ${ANSWER_KEY_REFUND_TERMS}`
export const refundWindowOver = (until: Date): string => `The ${REFUND_DAYS} days to ask for a refund ended on ${formatDay(until)}.`
export const TEST_SUBMITTED = "A test of this order was submitted, so it can no longer be refunded."
export const answerKeyShown = (reveal: AnswerKeyShown): string =>
  `This order cannot be refunded: the correct answers of ${reveal.examName} were shown to you (${revealWords(reveal.how)} on ${formatDay(reveal.at)}).`
export const PAYMENT_PENDING = "This payment is still being processed: it can be refunded once it is paid."
export const PAYMENT_FAILED = "This payment did not go through: nothing was charged, so there is nothing to refund."
export const refundedOn = (at: Date, creditNoteNumber: string): string => `Refunded on ${formatDay(at)} (credit note ${creditNoteNumber}).`

// ── The refund ───────────────────────────────────────────────────────────

export const refundAnswer = (totalCents: number, creditNoteNumber: string): string =>
  totalCents > 0
    ? `Your refund of ${formatCents(totalCents)} is on its way to your card. Credit note ${creditNoteNumber}.`
    : `Your order is refunded. Credit note ${creditNoteNumber}.`

export const cardRefundFailed = (reason: string): string => `The card could not be refunded: ${reason}`

export const REFUND_ISSUED_TITLE = "Refund issued"
export const refundIssued = (totalCents: number, receiptNumber: string, creditNoteNumber: string): string =>
  `We refunded ${formatCents(totalCents)} for receipt ${receiptNumber}; your credit note is ${creditNoteNumber}. The order's exams have ended.`
