/**
 * The receipt and credit note letters: plain text (names typed by learners
 * are never read as markup), the PDF attached by ReceiptMail.
 */
import { formatCents } from "../../../src/domain/cart/money.ts"
import type { OrderRecord } from "../order-record.ts"
import type { Recipient } from "./recipient.ts"
import { cardWords, formatDay, SHOP_NAME } from "./receipt-words.ts"

/** Where a learner finds every order and receipt (spec §2 /profile/transaction). */
export const TRANSACTIONS_PATH = "/profile/transaction"

export interface LetterText {
  readonly subject: string
  readonly body: string
}

const amounts = (order: OrderRecord): Array<string> => [
  ...order.lines.map((line) => `  ${line.name}: ${formatCents(line.payCents)}`),
  `  Subtotal: ${formatCents(order.subtotalCents)}`,
  ...(order.coupon === null ? [] : [`  Coupon ${order.coupon.code}: -${formatCents(order.coupon.discountCents)}`]),
  `  Total: ${formatCents(order.totalCents)}`
]

/** `transactionsUrl`: the absolute link to Transactions (shopLink in server/platform/config.ts). */
export const receiptLetter = (order: OrderRecord, to: Recipient, receiptNumber: string, transactionsUrl: string): LetterText => {
  const card = cardWords(order.cardBrand, order.last4)
  return {
    subject: `Your ${SHOP_NAME} receipt ${receiptNumber}`,
    body: [
      `Hello ${to.name},`,
      "",
      `Thank you for your order. Your receipt ${receiptNumber} is attached as a PDF.`,
      "",
      ...amounts(order),
      "",
      `Paid on ${order.paidAt === null ? "" : formatDay(order.paidAt)}${card === null ? "." : ` with your ${card}.`}`,
      "Your exams are ready in My Exams, and packages in My Packages.",
      "",
      `Every order and receipt is under My Account, Transactions: ${transactionsUrl}`
    ].join("\n")
  }
}

export const creditNoteLetter = (order: OrderRecord, to: Recipient, creditNoteNumber: string, transactionsUrl: string): LetterText => {
  const card = cardWords(order.cardBrand, order.last4)
  return {
    subject: `Your ${SHOP_NAME} credit note ${creditNoteNumber}`,
    body: [
      `Hello ${to.name},`,
      "",
      `Your order ${order.receiptNumber ?? order.id} has been refunded. Your credit note ${creditNoteNumber} is attached as a PDF.`,
      "",
      `  Refunded: ${formatCents(order.totalCents)}${card === null ? "" : ` to your ${card}`}`,
      "",
      order.totalCents > 0
        ? "Depending on your bank, the money usually appears on your statement within 5 to 10 working days."
        : "Nothing was charged for this order, so nothing comes back to a card.",
      "The order's exams and packages have ended.",
      "",
      `Every order and receipt is under My Account, Transactions: ${transactionsUrl}`
    ].join("\n")
  }
}
