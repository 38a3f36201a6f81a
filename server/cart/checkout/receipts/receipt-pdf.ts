/**
 * The PDF receipt of a paid order (and, once refunded, its credit note), made
 * with pdfkit from the order as stored: the shop, the receipt number, the
 * day paid, the learner, each line and its amount, subtotal, coupon, total
 * and the card's brand and last four digits. A refunded order's receipt ends
 * with the credit note (its number, day and amount), and the credit note
 * letter attaches the same document.
 *
 * Deterministic: the document's dates are the order's own (paid, refunded),
 * never the clock's, so the same order makes the same bytes.
 */
import PDFDocument from "pdfkit"
import { formatCents } from "../../../../src/domain/cart/money.ts"
import type { OrderRecord } from "../order-record.ts"
import type { Recipient } from "./recipient.ts"
import { cardWords, formatDay, SHOP_NAME, SHOP_OPERATOR } from "./receipt-words.ts"

export interface ReceiptPdfOptions {
  /** Leave the page contents uncompressed (tests read the text); compressed by default. */
  readonly compress?: boolean
}

/** The receipt as a PDF. The order must be paid or refunded (receiptNumber and paidAt set). */
export const receiptPdf = (order: OrderRecord, learner: Recipient, options: ReceiptPdfOptions = {}): Promise<Uint8Array> => {
  if (order.receiptNumber === null || order.paidAt === null) {
    return Promise.reject(new Error(`Order ${order.id} has no receipt yet (status ${order.status}).`))
  }
  const receiptNumber = order.receiptNumber
  const paidAt = order.paidAt
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    compress: options.compress ?? true,
    info: {
      Title: `${SHOP_NAME} receipt ${receiptNumber}`,
      Author: SHOP_NAME,
      CreationDate: paidAt,
      ModDate: order.refundedAt ?? paidAt
    }
  })
  const chunks: Array<Buffer> = []
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk))
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on("error", reject)
  })

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const amountWidth = 110
  /** One row: words on the left, an amount on the right, on the same line. */
  const row = (words: string, amount: string, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(11)
    const y = doc.y
    doc.text(words, left, y, { width: width - amountWidth - 12 })
    const after = doc.y
    doc.text(amount, left + width - amountWidth, y, { width: amountWidth, align: "right" })
    doc.y = Math.max(after, doc.y) + 4
  }
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor("#9aa5b1")
      .stroke()
    doc.y += 8
  }
  const fact = (label: string, value: string) => {
    doc.font("Helvetica-Bold").fontSize(10).text(`${label}: `, left, doc.y, { continued: true })
    doc.font("Helvetica").text(value)
  }

  doc.font("Helvetica-Bold").fontSize(22).fillColor("#1f2933").text(SHOP_NAME)
  doc.font("Helvetica").fontSize(9).fillColor("#52606d").text(SHOP_OPERATOR)
  doc.fillColor("#1f2933").moveDown(1.5)
  doc.font("Helvetica-Bold").fontSize(16).text(`Receipt ${receiptNumber}`)
  doc.moveDown(0.5)
  fact("Date paid", formatDay(paidAt))
  fact("Billed to", `${learner.name} <${learner.email}>`)
  fact("Order", order.id)
  doc.moveDown(1)

  row("Item", "Amount", true)
  rule()
  for (const line of order.lines) row(line.name, formatCents(line.payCents))
  rule()
  row("Subtotal", formatCents(order.subtotalCents))
  if (order.coupon !== null) row(`Coupon ${order.coupon.code}`, `-${formatCents(order.coupon.discountCents)}`)
  row(`Total paid (${order.currency})`, formatCents(order.totalCents), true)
  doc.moveDown(0.5)
  fact("Paid with", cardWords(order.cardBrand, order.last4) ?? "No card (nothing to pay)")

  if (order.status === "refunded" && order.creditNoteNumber !== null && order.refundedAt !== null) {
    doc.moveDown(1.5)
    doc.font("Helvetica-Bold").fontSize(16).text(`Credit note ${order.creditNoteNumber}`, left)
    doc.moveDown(0.5)
    fact("Date refunded", formatDay(order.refundedAt))
    fact("For receipt", receiptNumber)
    doc.moveDown(0.5)
    row(`Refunded (${order.currency})`, formatCents(order.totalCents), true)
    if (order.totalCents > 0) fact("Refunded to", cardWords(order.cardBrand, order.last4) ?? "the card paid with")
  }

  doc.moveDown(2)
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#52606d")
    .text(`Thank you for studying with ${SHOP_NAME}. Your orders and receipts are under My Account, Transactions.`, left)
  doc.end()
  return done
}
