/**
 * A helpdesk message's plain text (src/domain/helpdesk/message-text.ts):
 * tags stripped by the spec's trimming rule, line breaks kept.
 */
import { describe, expect, it } from "vitest"
import { plainLength, plainMessageText } from "../../../src/domain/helpdesk/message-text.ts"
import { displayName, sniffAttachmentType } from "../../../server/helpdesk/attachment-reader.ts"

describe("a message's plain text", () => {
  it("strips tags and scripts, keeps line breaks, collapses spaces and blank lines", () => {
    expect(plainMessageText("<p>Hello   <b>there</b></p>\r\n\r\n\r\n\r\nBye <script>alert(1)</script>")).toBe("Hello there\n\nBye")
    // Typed entities are text as typed: decoding them would store "<b>".
    expect(plainMessageText("a &lt;b&gt; c")).toBe("a &lt;b&gt; c")
    expect(plainMessageText("&lt;script&gt;alert(1)&lt;/script&gt;\nThanks")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;\nThanks")
    // A tag that removing another one puts together is removed too.
    expect(plainMessageText("Hi <<b>script>alert(1)<</b>/script>\nthere")).toBe("Hi\nthere")
    // A tag across lines is one tag.
    expect(plainMessageText("a <img\nsrc=x onerror=alert(1)> b")).toBe("a b")
    expect(plainMessageText("  \n <br> \n ")).toBe("")
    expect(plainMessageText("one\ntwo")).toBe("one\ntwo")
  })

  it("counts code points, so an emoji is one character", () => {
    expect(plainLength("👍🏽a")).toBe(3)
    expect(plainLength("é")).toBe(1)
  })
})

describe("an attachment judged by its bytes", () => {
  it("knows PNG, JPEG and PDF and nothing else", () => {
    expect(sniffAttachmentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png")
    expect(sniffAttachmentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg")
    expect(sniffAttachmentType(new TextEncoder().encode("%PDF-1.7"))).toBe("application/pdf")
    expect(sniffAttachmentType(new TextEncoder().encode("<html>"))).toBeNull()
    expect(sniffAttachmentType(new Uint8Array())).toBeNull()
  })

  it("shows the file's own name without a path or control characters, or a default", () => {
    expect(displayName("C:\\Users\\me\\scan.pdf", "application/pdf")).toBe("scan.pdf")
    expect(displayName("../../etc/pa\u0000ss.png", "image/png")).toBe("pass.png")
    expect(displayName("", "application/pdf")).toBe("attachment.pdf")
    // Plain text like any typed text.
    expect(displayName("<img src=x onerror=alert(1)>scan.png", "image/png")).toBe("scan.png")
    expect(displayName("<b>report</b>.pdf", "application/pdf")).toBe("report.pdf")
    expect(displayName("<script>alert(1)</script>", "image/png")).toBe("image.png")
  })
})
