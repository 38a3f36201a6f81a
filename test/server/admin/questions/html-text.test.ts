import { describe, expect, it } from "vitest"
import { HTML_CONVERTED_NOTE } from "../../../../src/api/admin/admin-questions.ts"
import { readGift } from "../../../../server/admin/questions/formats/gift.ts"
import { htmlToOneLine, htmlToPlainText } from "../../../../server/admin/questions/formats/html-text.ts"

describe("GIFT [html] as plain text", () => {
  it("drops tags and their attributes, keeps paragraphs as blank lines and <br> and list items as line breaks", () => {
    expect(htmlToPlainText('<p>Which <b>port</b> is it?</p><p class="x" onclick="y">Pick <i>one</i>.<br>Only one.</p>')).toBe(
      "Which port is it?\n\nPick one.\nOnly one."
    )
    expect(htmlToPlainText("<ul><li>A</li><li>B</li></ul>after")).toBe("A\nB\n\nafter")
    expect(htmlToPlainText("intro<div>block</div>")).toBe("intro\n\nblock")
  })

  it("removes script and style with their content, and pictures and links leave only their text", () => {
    expect(htmlToPlainText('<script>alert(1)</script>ok<style>p{}</style><img src=x onerror=alert(1)> <a href="https://x">link</a>')).toBe("ok link")
  })

  it("decodes every entity once: the text reads as the HTML showed it, an escaped entity stays one", () => {
    expect(htmlToPlainText("&lt;SSH&gt; &amp; &quot;keys&quot; &eacute;t&#233; &amp;lt;b&amp;gt;")).toBe('<SSH> & "keys" été &lt;b&gt;')
    expect(htmlToPlainText("1 < 2 and <<b>script>x")).toBe("1 < 2 and <script>x")
  })

  it("makes an option one line", () => {
    expect(htmlToOneLine("<p>twenty</p><p>two</p>")).toBe("twenty two")
  })

  it("reads a GIFT [html] question into plain texts and notes the conversion on its line; a plain question has no note", () => {
    const read = readGift(
      "// a comment\n::T:: [html]<p>Which <b>port</b>?</p> {\n=[html]<code>22</code>\n~23\n####[html]<em>Because</em>.\n}\n\nPlain? {=a ~b}\n",
      { defaultObjective: "General" }
    )
    expect(read.problems).toEqual([])
    expect(read.drafts.map((draft) => [draft.text, draft.options.map((option) => option.text), draft.explanation])).toEqual([
      ["Which port?", ["22", "23"], "Because."],
      ["Plain?", ["a", "b"], ""]
    ])
    expect(read.notes).toEqual([{ line: 2, message: HTML_CONVERTED_NOTE }])
  })
})
