/**
 * The receipt and credit note letters, the PDF attached by ReceiptMail. A
 * text part and an HTML part from the same blocks
 * (platform/delivery/letter-parts.ts, which escapes every value: names typed
 * by learners are never read as markup).
 */
import { formatCents } from "../../../../src/domain/cart/money.ts"
import { type Block, letterParts, link, paragraph, rows, strong } from "../../../platform/delivery/letter-parts.ts"
import type { OrderRecord } from "../order-record.ts"
import type { Recipient } from "./recipient.ts"
import { cardWords, formatDay, SHOP_NAME } from "./receipt-words.ts"

/** Where a learner finds every order and receipt (spec §2 /profile/transaction). */
export const TRANSACTIONS_PATH = "/profile/transaction"

export interface LetterText {
  readonly subject: string
  /** The text part (what the outbox shows). */
  readonly body: string
  readonly html: string
}

const amounts = (order: OrderRecord): Block =>
  rows([
    ...order.lines.map((line) => [line.name, formatCents(line.payCents)] as const),
    ["Subtotal", formatCents(order.subtotalCents)],
    ...(order.coupon === null ? [] : [[`Coupon ${order.coupon.code}`, `-${formatCents(order.coupon.discountCents)}`] as const]),
    ["Total", formatCents(order.totalCents)]
  ])

const transactions = (transactionsUrl: string): Block => paragraph(["Every order and receipt is under My Account, Transactions: ", link(transactionsUrl)])

/** `transactionsUrl`: the absolute link to Transactions (shopLink in server/platform/config.ts). */
export const receiptLetter = (order: OrderRecord, to: Recipient, receiptNumber: string, transactionsUrl: string): LetterText => {
  const card = cardWords(order.cardBrand, order.last4)
  return letterParts(`Your ${SHOP_NAME} receipt ${receiptNumber}`, [
    paragraph(`Hello ${to.name},`),
    paragraph(["Thank you for your order. Your receipt ", strong(receiptNumber), " is attached as a PDF."]),
    amounts(order),
    paragraph(
      `Paid on ${order.paidAt === null ? "" : formatDay(order.paidAt)}${card === null ? "." : ` with your ${card}.`}`,
      "Your exams are ready in My Exams, and packages in My Packages."
    ),
    transactions(transactionsUrl)
  ])
}

export const creditNoteLetter = (order: OrderRecord, to: Recipient, creditNoteNumber: string, transactionsUrl: string): LetterText => {
  const card = cardWords(order.cardBrand, order.last4)
  return letterParts(`Your ${SHOP_NAME} credit note ${creditNoteNumber}`, [
    paragraph(`Hello ${to.name},`),
    paragraph([`Your order ${order.receiptNumber ?? order.id} has been refunded. Your credit note `, strong(creditNoteNumber), " is attached as a PDF."]),
    rows([["Refunded", `${formatCents(order.totalCents)}${card === null ? "" : ` to your ${card}`}`]]),
    paragraph(
      order.totalCents > 0
        ? "Depending on your bank, the money usually appears on your statement within 5 to 10 working days."
        : "Nothing was charged for this order, so nothing comes back to a card.",
      "The order's exams and packages have ended."
    ),
    transactions(transactionsUrl)
  ])
}
