/**
 * A letter with an attachment over SMTP (the PDF receipt): multipart/mixed
 * with the text first and the file in base64, as the tiny SMTP server
 * receives it; the text alone when there is nothing attached; and through
 * the application, the credit note letter of a refund, sent once the
 * refund's transaction has committed.
 */
import { describe, expect, it } from "vitest"
import { formatMessage, sendOverSmtp, parseSmtpUrl } from "../../server/platform/delivery/smtp-client.ts"
import { isPdf, pdfText } from "../server/checkout/receipts/pdf-text.ts"
import { newLearner } from "./support/attempts-fixture.ts"
import { insertOrder, loadOrdersFixture } from "./support/orders-fixture.ts"
import { startSmtpCatcher } from "./support/smtp-catcher.ts"
import { startTestServer } from "./support/test-server.ts"

const PDF = new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.3\n"), Buffer.alloc(300, 7), Buffer.from("\n.%%EOF")]))

/** The parts of a multipart body, split on its boundary; each with its headers and content. */
const partsOf = (data: string) => {
  const boundary = /boundary="([^"]+)"/.exec(data)?.[1]
  if (boundary === undefined) throw new Error("no boundary")
  const body = data.slice(data.indexOf("\r\n\r\n") + 4)
  expect(body.trimEnd().endsWith(`--${boundary}--`)).toBe(true)
  return body.split(`--${boundary}`).slice(1, -1).map((part) => {
    const trimmed = part.replace(/^\r\n/, "").replace(/\r\n$/, "")
    const split = trimmed.indexOf("\r\n\r\n")
    return { headers: trimmed.slice(0, split), content: trimmed.slice(split + 4) }
  })
}

describe("SMTP attachments", () => {
  it("sends the text and the file as multipart/mixed, the file in base64 lines", async () => {
    const catcher = await startSmtpCatcher()
    try {
      const target = parseSmtpUrl(catcher.url)
      await sendOverSmtp(target, {
        from: "ExamReady <shop@examready.example>",
        to: "dana@examready.example",
        subject: "Your ExamReady receipt R-000042",
        body: "Hello Dana,\n.Your receipt is attached.",
        attachments: [{ filename: "ExamReady-receipt-R-000042.pdf", contentType: "application/pdf", content: PDF }]
      })
      await catcher.waitForLetters(1)
      const data = catcher.letters[0]!.data
      expect(data).toMatch(/^Content-Type: multipart\/mixed; boundary="=_exam-shop_[0-9a-f-]{36}"$/m)
      const [text, file] = partsOf(data)
      expect(text!.headers).toContain("Content-Type: text/plain; charset=utf-8")
      // The catcher receives the dot-stuffed line as sent.
      expect(text!.content).toBe("Hello Dana,\r\n..Your receipt is attached.")
      expect(file!.headers).toContain("Content-Type: application/pdf; name=\"ExamReady-receipt-R-000042.pdf\"")
      expect(file!.headers).toContain("Content-Disposition: attachment; filename=\"ExamReady-receipt-R-000042.pdf\"")
      expect(file!.headers).toContain("Content-Transfer-Encoding: base64")
      expect(file!.content.split("\r\n").every((line) => line.length <= 76)).toBe(true)
      expect(Buffer.from(file!.content.replace(/\r\n/g, ""), "base64").equals(Buffer.from(PDF))).toBe(true)
    } finally {
      await catcher.close()
    }
  })

  it("keeps a letter without attachments a single text part, and a file name on one quoted line", () => {
    const plain = formatMessage({ from: "s@example.com", to: "a@example.com", subject: "x", body: "y" })
    expect(plain).toContain("Content-Type: text/plain; charset=utf-8")
    expect(plain).not.toContain("multipart")
    const odd = formatMessage({
      from: "s@example.com",
      to: "a@example.com",
      subject: "x",
      body: "y",
      attachments: [{ filename: "a\"b\r\nBcc: c@example.com.pdf", contentType: "application/pdf", content: PDF }]
    })
    expect(odd).toContain("filename=\"a_b Bcc: c@example.com.pdf\"")
    expect(odd).not.toMatch(/^Bcc:/m)
  })

  it("sends a refund's credit note with its PDF over SMTP, from the application", async () => {
    const catcher = await startSmtpCatcher()
    const server = await startTestServer({ kind: "pglite" }, { smtpUrl: catcher.url })
    try {
      const fixture = await loadOrdersFixture(server)
      const learner = await newLearner(server, "smtp-refund")
      const order = await insertOrder(server, fixture, learner)
      const answer = await fetch(`${server.baseUrl}/api/v1/u/transactions/${order.orderId}/refund`, {
        method: "POST",
        headers: { "x-access-token": learner.token }
      })
      expect(answer.status).toBe(200)
      const creditNote = ((await answer.json()) as { data: { creditNoteNumber: string } }).data.creditNoteNumber
      await catcher.waitForLetters(1)
      const data = catcher.letters[0]!.data
      expect(data).toContain(`Subject: Your ExamReady credit note ${creditNote}`)
      const [text, file] = partsOf(data)
      expect(text!.content).toContain(`Your credit note ${creditNote} is attached as a PDF.`)
      const pdf = Buffer.from(file!.content.replace(/\r\n/g, ""), "base64")
      expect(isPdf(pdf)).toBe(true)
      expect(pdfText(pdf)).toContain(`Credit note ${creditNote}`)
    } finally {
      await server.close()
      await catcher.close()
    }
  })
})
