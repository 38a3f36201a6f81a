import { describe, it, expect } from "vitest"
import { ELLIPSIS, plainLine, plainLines, stripHtml, stripTags, trimText } from "../../../src/domain/shared/text.ts"

describe("stripHtml", () => {
  it("removes tags and their attributes", () => {
    expect(stripHtml('<a href="/exam" class="x">Exam</a> <b>now</b>')).toBe("Exam now")
  })

  it("joins inline tags without a gap but separates block tags", () => {
    expect(stripHtml("<b>bo</b>ld")).toBe("bold")
    expect(stripHtml("<p>One</p><p>Two</p>")).toBe("One Two")
    expect(stripHtml("line<br>break<br/>here")).toBe("line break here")
    expect(stripHtml("<ul><li>A</li><li>B</li></ul>")).toBe("A B")
  })

  it("removes script and style elements with their content", () => {
    expect(stripHtml("Hi<script>alert('x')</script> there")).toBe("Hi there")
    expect(stripHtml('<style type="text/css">p { color: red }</style>Text')).toBe("Text")
    expect(stripHtml("a<SCRIPT>\nvar x = '<b>';\n</SCRIPT >b")).toBe("ab")
    expect(stripHtml("<script>1</script>keep<script>2</script>")).toBe("keep")
  })

  it("drops everything after an unclosed script", () => {
    expect(stripHtml("Safe text<script>steal()")).toBe("Safe text")
  })

  it("removes comments and doctype", () => {
    expect(stripHtml("<!DOCTYPE html>a<!-- hidden <b>x</b> -->b")).toBe("ab")
  })

  it("decodes the supported entities", () => {
    expect(stripHtml("Q&amp;A &lt;tag&gt; &quot;quoted&quot; it&#39;s")).toBe(`Q&A <tag> "quoted" it's`)
    expect(stripHtml("a&nbsp;&nbsp;b")).toBe("a b")
  })

  it("decodes only once, after tags are gone", () => {
    expect(stripHtml("&amp;lt;")).toBe("&lt;")
    expect(stripHtml("&lt;b&gt;bold&lt;/b&gt;")).toBe("<b>bold</b>")
  })

  it("leaves unknown entities and bare angle brackets alone", () => {
    expect(stripHtml("&copy; 2026")).toBe("&copy; 2026")
    expect(stripHtml("1 < 2 and 3 > 2")).toBe("1 < 2 and 3 > 2")
  })

  it("collapses whitespace and trims", () => {
    expect(stripHtml("  a \n\t b  ")).toBe("a b")
    expect(stripHtml("")).toBe("")
  })
})

describe("trimText", () => {
  it("returns short text unchanged (but stripped)", () => {
    expect(trimText("<p>Short</p>", 10)).toBe("Short")
    expect(trimText("exactly10!", 10)).toBe("exactly10!")
  })

  it("cuts to maxLength characters and appends the ellipsis", () => {
    expect(ELLIPSIS).toBe("...")
    expect(trimText("abcdefghij", 4)).toBe("abcd...")
  })

  it("measures length after stripping HTML", () => {
    expect(trimText('<a href="/very/long/url">abc</a>', 3)).toBe("abc")
    expect(trimText("<b>abcdef</b>", 3)).toBe("abc...")
  })

  it("drops whitespace left at the cut", () => {
    expect(trimText("Hello world", 6)).toBe("Hello...")
  })

  it("does not split characters outside the BMP", () => {
    expect(trimText("ab😀cd", 3)).toBe("ab😀...")
  })

  it("handles zero and fractional limits", () => {
    expect(trimText("abc", 0)).toBe("...")
    expect(trimText("", 0)).toBe("")
    expect(trimText("abcdef", 2.9)).toBe("ab...")
  })

  it("rejects a negative or NaN limit", () => {
    expect(() => trimText("abc", -1)).toThrow(RangeError)
    expect(() => trimText("abc", Number.NaN)).toThrow(RangeError)
  })
})

describe("typed text made plain", () => {
  it("strips tags until none is left, so halves never join into a tag", () => {
    expect(stripTags("<<b>script>alert(1)<</b>/script>")).toBe("")
    expect(stripTags("<<i>img src=x onerror=alert(1)>")).toBe("")
    expect(stripTags("<<<b>b>b>c")).toBe("c")
  })

  it("keeps entities as typed: they are text, and decoding them would make markup", () => {
    expect(stripTags("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;")
    expect(plainLine("Tom &amp; Jerry")).toBe("Tom &amp; Jerry")
  })

  it("keeps angle brackets and ampersands that are not markup", () => {
    expect(plainLine("1 < 2 and 3 > 2, Q&A, <3")).toBe("1 < 2 and 3 > 2, Q&A, <3")
  })

  it("leaves no tag in what it answers, whatever it is given", () => {
    const hostile = [
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      "<svg/onload=alert(1)>",
      "<<script>script>alert(1)<</script>/script>",
      '<a href="javascript:alert(1)">x</a>',
      "<!--<script>-->alert(1)",
      "<scr<script>ipt>alert(1)</script>",
      "<iframe srcdoc='<script>alert(1)</script>'>"
    ]
    for (const text of hostile) {
      expect(plainLine(text)).not.toMatch(/<\/?[a-z][^>]*>/i)
      expect(plainLines(text)).not.toMatch(/<\/?[a-z][^>]*>/i)
    }
  })

  it("plainLine collapses whitespace; plainLines keeps lines and one blank line", () => {
    expect(plainLine("  <b>Ann</b>\n  Lee ")).toBe("Ann Lee")
    expect(plainLines("<p>Hello</p>\r\n\r\n\r\nBye   now\n")).toBe("Hello\n\nBye now")
  })
})
