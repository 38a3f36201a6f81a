/**
 * How receipts, credit notes and their letters write things: the shop's
 * name, dates (7 December 2026, in UTC like every stored instant), card
 * brands. Money is written by the domain's formatCents.
 */
import type { CardBrand } from "../../../platform/payments/gateway.ts"

export const SHOP_NAME = "ExamReady"
export const SHOP_OPERATOR = "ExamReady Learning, 2150 Harbor Point Drive, Suite 410, Austin, TX 78701, United States"

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

/** "7 December 2026". */
export const formatDay = (instant: Date): string => dayFormat.format(instant)

const BRAND_NAMES: Record<CardBrand, string> = { visa: "Visa", mastercard: "Mastercard", "american-express": "American Express" }

/** "Visa ending 4242", or null before a card was charged (a free order). */
export const cardWords = (brand: CardBrand | null, last4: string | null): string | null =>
  brand === null || last4 === null ? null : `${BRAND_NAMES[brand]} ending ${last4}`

/** The PDF's file name: "ExamReady-receipt-R-000042.pdf". */
export const receiptFilename = (receiptNumber: string): string => `${SHOP_NAME}-receipt-${receiptNumber}.pdf`
export const creditNoteFilename = (creditNoteNumber: string): string => `${SHOP_NAME}-credit-note-${creditNoteNumber}.pdf`
