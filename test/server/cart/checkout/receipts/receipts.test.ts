/**
 * Receipts without a database: the PDF (header, one page, every fact the
 * learner needs, the credit note once refunded, the same bytes for the same
 * order), the letters' words, and ReceiptMail recording the letter with the
 * PDF attached in the outbox (in memory).
 */
import { outboxInMemory } from "../../../support/in-memory-outbox.ts"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { ReceiptMail } from "../../../../../server/cart/checkout/receipts/receipt-mail.ts"
import { creditNoteLetter, receiptLetter } from "../../../../../server/cart/checkout/receipts/receipt-letters.ts"
import { receiptPdf } from "../../../../../server/cart/checkout/receipts/receipt-pdf.ts"
import { Settings } from "../../../../../server/platform/config.ts"
import { Mailer } from "../../../../../server/platform/delivery/mailer.ts"
import { Outbox } from "../../../../../server/platform/delivery/outbox.ts"
import { isPdf, pdfPageCount, pdfText } from "./pdf-text.ts"
import { sampleOrder } from "./sample-order.ts"

const learner = { name: "Dana Learner", email: "dana@examready.example" }
const REFUNDED_AT = new Date("2026-03-05T09:30:00.000Z")
const refunded = sampleOrder({ status: "refunded", refundedAt: REFUNDED_AT, creditNoteNumber: "C-000007", refundId: "re_1" })

const mail = ReceiptMail.layer.pipe(
  Layer.provideMerge(Mailer.layer),
  Layer.provideMerge(outboxInMemory),
  Layer.provide(
    Layer.succeed(
      Settings,
      Settings.of({
        port: 0,
        dataDir: ":memory:",
        databaseUrl: Option.none(),
        webRoot: "",
        nodeEnv: "test",
        seedDemo: false
      })
    )
  )
)

describe("the receipt PDF", () => {
  it("is one page holding the shop, number, day, learner, lines, coupon, total and card", async () => {
    const bytes = await receiptPdf(sampleOrder(), learner)
    expect(isPdf(bytes)).toBe(true)
    expect(pdfPageCount(bytes)).toBe(1)
    const lines = pdfText(bytes).split("\n")
    for (const expected of [
      "ExamReady",
      "Receipt R-000042",
      "1 March 2026",
      "Dana Learner <dana@examready.example>",
      "Cloud Practitioner Practice Exams",
      "$19.99",
      "Security Bundle",
      "$45.50",
      "Subtotal",
      "$65.49",
      "Coupon WELCOME10",
      "-$6.55",
      "Total paid (USD)",
      "$58.94",
      "Visa ending 4242"
    ])
      expect(lines).toContain(expected)
    expect(pdfText(bytes)).not.toContain("Credit note")
  })

  it("draws a name holding characters that mean something to PDF or HTML as text", async () => {
    const name = `Ann <3 & "Bo" (x) \\ ) Tj /Foo &lt;b&gt;`
    const bytes = await receiptPdf(sampleOrder(), { ...learner, name }, { compress: false })
    expect(pdfPageCount(bytes)).toBe(1)
    expect(pdfText(bytes).split("\n")).toContain(`${name} <dana@examready.example>`)
    // Written as hex strings: the name's bytes never appear as PDF syntax.
    expect(Buffer.from(bytes).toString("latin1")).not.toContain(") Tj /Foo")
  })

  it("carries the credit note once refunded, and is the same bytes for the same order", async () => {
    const bytes = await receiptPdf(refunded, learner)
    const lines = pdfText(bytes).split("\n")
    expect(lines).toEqual(expect.arrayContaining(["Receipt R-000042", "Credit note C-000007", "5 March 2026", "Refunded (USD)", "$58.94"]))
    expect(Buffer.from(await receiptPdf(refunded, learner)).equals(Buffer.from(bytes))).toBe(true)
  })

  it("says no card paid a free order, and leaves the coupon row out without one", async () => {
    const text = pdfText(
      await receiptPdf(sampleOrder({ coupon: null, subtotalCents: 0, totalCents: 0, lines: [], cardBrand: null, last4: null, chargeId: null }), learner)
    )
    expect(text).toContain("No card (nothing to pay)")
    expect(text).not.toContain("Coupon")
  })

  it("is refused for an order that has no receipt yet", async () => {
    await expect(receiptPdf(sampleOrder({ status: "pending", receiptNumber: null, paidAt: null }), learner)).rejects.toThrow(/no receipt yet/)
  })
})

describe("the letters", () => {
  it("the receipt names its number, each line, the total and Transactions", () => {
    const letter = receiptLetter(sampleOrder(), learner, "R-000042", "https://shop.example/profile/transaction")
    expect(letter.subject).toBe("Your ExamReady receipt R-000042")
    expect(letter.body).toContain("Hello Dana Learner,")
    expect(letter.body).toContain("  Security Bundle: $45.50")
    expect(letter.body).toContain("  Coupon WELCOME10: -$6.55")
    expect(letter.body).toContain("  Total: $58.94")
    expect(letter.body).toContain(`Paid on ${"1 March 2026"} with your Visa ending 4242.`)
    expect(letter.body).toContain("Transactions: https://shop.example/profile/transaction")
  })

  it("the credit note names its number, the amount and the card", () => {
    const letter = creditNoteLetter(refunded, learner, "C-000007", "https://shop.example/profile/transaction")
    expect(letter.subject).toBe("Your ExamReady credit note C-000007")
    expect(letter.body).toContain("Your order R-000042 has been refunded.")
    expect(letter.body).toContain("  Refunded: $58.94 to your Visa ending 4242")
  })
})

describe("ReceiptMail", () => {
  it.effect("records the receipt letter with its PDF attached, then the credit note with its own", () =>
    Effect.gen(function* () {
      const receipts = yield* ReceiptMail
      const outbox = yield* Outbox
      yield* receipts.paid(sampleOrder(), learner)
      yield* receipts.refunded(refunded, learner)
      const [creditNote, receipt] = yield* outbox.newest(10)
      expect(receipt).toMatchObject({ channel: "email", recipient: learner.email, subject: "Your ExamReady receipt R-000042" })
      expect(receipt!.attachments).toEqual([expect.objectContaining({ filename: "ExamReady-receipt-R-000042.pdf", contentType: "application/pdf" })])
      const receiptFile = Option.getOrThrow(yield* outbox.attachment(receipt!.attachments[0]!.id))
      expect(isPdf(receiptFile.content)).toBe(true)
      expect(pdfText(receiptFile.content)).toContain("Receipt R-000042")
      expect(creditNote).toMatchObject({ subject: "Your ExamReady credit note C-000007" })
      const creditFile = Option.getOrThrow(yield* outbox.attachment(creditNote!.attachments[0]!.id))
      expect(creditFile.filename).toBe("ExamReady-credit-note-C-000007.pdf")
      expect(pdfText(creditFile.content)).toContain("Credit note C-000007")
    }).pipe(Effect.provide(mail))
  )

  it.effect("refuses (as a defect) an order without its number", () =>
    Effect.gen(function* () {
      const exit = yield* Effect.exit((yield* ReceiptMail).paid(sampleOrder({ receiptNumber: null }), learner))
      expect(exit._tag).toBe("Failure")
      expect(yield* (yield* Outbox).newest(10)).toEqual([])
    }).pipe(Effect.provide(mail))
  )
})
