/**
 * The two parts of a letter from one description: the text part
 * exactly as the outbox always kept it, the HTML part with every value
 * escaped, whatever a learner typed; and the shop's letters built on it.
 */
import { describe, expect, it } from "vitest"
import type { TicketId } from "../../../src/api/shared/ids.ts"
import { verifyEmailLetter } from "../../../server/account/one-time-codes/code-letters.ts"
import { receiptLetter } from "../../../server/cart/checkout/receipts/receipt-letters.ts"
import { replyLetter } from "../../../server/helpdesk/reply-mail.ts"
import { letterParts, link, paragraph, rows, strong } from "../../../server/platform/delivery/letter-parts.ts"
import { sampleOrder } from "../cart/checkout/receipts/sample-order.ts"

const HOSTILE = `<script>alert("x")</script> & <img src=x onerror='y'>`

describe("a letter's two parts", () => {
  it("writes the text part as lines, a blank line between blocks, rows as '  label: value'", () => {
    const parts = letterParts("Subject", [
      paragraph("Hello Dana,"),
      paragraph(["Your code is ", strong("123456"), "."], "Second line."),
      rows([["Total", "$5.00"]]),
      paragraph(["See ", link("https://shop.example/a?b=1&c=2")])
    ])
    expect(parts.body).toBe("Hello Dana,\n\nYour code is 123456.\nSecond line.\n\n  Total: $5.00\n\nSee https://shop.example/a?b=1&c=2")
  })

  it("escapes every value in the HTML part: text, strong text, rows, the subject and a link's address", () => {
    const parts = letterParts(HOSTILE, [
      paragraph(HOSTILE, [strong(HOSTILE)]),
      rows([[HOSTILE, HOSTILE]]),
      paragraph([link(`https://shop.example/"><script>x</script>`)])
    ])
    expect(parts.html).not.toMatch(/<script|<img|onerror='/i)
    expect(parts.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=&#39;y&#39;&gt;")
    expect(parts.html).toContain(`<title>&lt;script&gt;`)
    expect(parts.html).toContain(`href="https://shop.example/&quot;&gt;&lt;script&gt;x&lt;/script&gt;"`)
    // The text part is text: as typed.
    expect(parts.body).toContain(HOSTILE)
  })

  it("links only http(s) addresses; anything else stays text", () => {
    const html = letterParts("s", [paragraph([link("javascript:alert(1)")]), paragraph([link("https://shop.example/x")])]).html
    expect(html).not.toContain(`href="javascript`)
    expect(html).toContain("javascript:alert(1)")
    expect(html).toContain(`<a href="https://shop.example/x"`)
  })
})

describe("the shop's letters", () => {
  it("the code letter: the code strong in HTML, the same words in text, worth sending only while the code lives", () => {
    const letter = verifyEmailLetter("a@example.com", HOSTILE, "654321")
    expect(letter.body).toBe(
      [
        `Hello ${HOSTILE},`,
        "",
        "Your code to verify your email is 654321. It expires in 10 minutes.",
        "",
        "If you did not sign up for ExamReady, you can ignore this email."
      ].join("\n")
    )
    expect(letter.html).toContain("<strong>654321</strong>")
    expect(letter.html).not.toMatch(/<script|<img/i)
    expect(letter.deliverWithinMinutes).toBe(10)
  })

  it("the receipt: its amounts as a table in HTML, the learner's name escaped", () => {
    const letter = receiptLetter(sampleOrder(), { name: HOSTILE, email: "dana@examready.example" }, "R-000042", "https://shop.example/profile/transaction")
    expect(letter.html).toMatch(/<td[^>]*>Security Bundle<\/td><td[^>]*>\$45\.50<\/td>/)
    expect(letter.html).toContain(`<a href="https://shop.example/profile/transaction"`)
    expect(letter.html).not.toMatch(/<script|<img/i)
  })

  it("the helpdesk's reply letter: the ticket's subject and the name escaped, the chat linked", () => {
    const letter = replyLetter(
      { ticketId: "t1" as TicketId, subject: HOSTILE, learner: { id: "u1", name: HOSTILE, email: "l@example.com" }, mailedSeq: 0, lastReplySeq: 1 },
      "https://shop.example/helpdesk/chat/t1"
    )
    expect(letter.subject).toBe(`Support replied to your ticket: ${HOSTILE}`)
    expect(letter.body).toContain(`Read the reply and answer in the chat: https://shop.example/helpdesk/chat/t1`)
    expect(letter.html).toContain(`<a href="https://shop.example/helpdesk/chat/t1"`)
    expect(letter.html).not.toMatch(/<script|<img/i)
  })
})
