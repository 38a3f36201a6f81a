import { describe, expect, it } from "vitest"
import {
  checkFaq,
  checkFooter,
  checkPage,
  checkPost,
  CONTENT_MESSAGES,
  refusalOf,
  splitTags,
  tagsOf,
  TAGS_MAX
} from "../../../src/domain/admin/content-rules.ts"

const POST = { title: "A title", excerpt: "A summary.", bodyHtml: "<p>Words</p>", authorName: "Ann", tags: ["tips"] }
const FOOTER = {
  address: "1 Main St",
  email: "a@b.example",
  phone: "+44 20 7946 0000",
  follow_on_twitter: "https://twitter.com/x",
  follow_on_facebook: "https://facebook.com/x",
  follow_on_linkdin: "https://linkedin.com/company/x"
}

const pathsOf = (checked: { readonly _tag: string; readonly issues?: ReadonlyArray<{ path: string }> }) =>
  checked._tag === "Refused" ? (checked.issues ?? []).map((issue) => issue.path) : []

describe("the post form's rules", () => {
  it("accepts a post, its one-line fields made plain and its tags cleaned", () => {
    const checked = checkPost({ ...POST, title: "  <b>Bold</b>   title ", tags: ["Tips", "tips", " ", "<i>exam</i>"] })
    expect(checked).toEqual({ _tag: "Accepted", value: { ...POST, title: "Bold title", tags: ["Tips", "exam"] } })
  })

  it("names every empty field, judging rich text on the words it shows", () => {
    const checked = checkPost({ title: "", excerpt: " ", bodyHtml: "<p><br></p><script>x()</script>", authorName: "<b></b>", tags: [] })
    expect(pathsOf(checked)).toEqual(["title", "excerpt", "bodyHtml", "authorName"])
    expect(checked._tag === "Refused" && checked.issues[2]!.message).toBe(CONTENT_MESSAGES.bodyRequired)
  })

  it("refuses a title over 150 characters (code points), a long tag by its place, and more than 10 tags", () => {
    expect(pathsOf(checkPost({ ...POST, title: "é".repeat(150) }))).toEqual([])
    expect(pathsOf(checkPost({ ...POST, title: "😀".repeat(151) }))).toEqual(["title"])
    expect(pathsOf(checkPost({ ...POST, tags: ["ok", "x".repeat(41)] }))).toEqual(["tags.1"])
    expect(pathsOf(checkPost({ ...POST, tags: Array.from({ length: TAGS_MAX + 1 }, (_, i) => `t${i}`) }))).toEqual(["tags"])
  })

  it("splits the form's tags at commas", () => {
    expect(splitTags("exam tips, Azure,, azure ,")).toEqual(["exam tips", "Azure"])
    expect(tagsOf([])).toEqual([])
  })
})

describe("the FAQ and page forms' rules", () => {
  it("needs a group, a question and an answer with text", () => {
    expect(pathsOf(checkFaq({ group: "", question: "", answerHtml: "<p></p>" }))).toEqual(["group", "question", "answerHtml"])
    expect(checkFaq({ group: " Payments ", question: "Why?", answerHtml: "<p>Because.</p>" })).toEqual({
      _tag: "Accepted",
      value: { group: "Payments", question: "Why?", answerHtml: "<p>Because.</p>" }
    })
  })

  it("needs a page's title and body", () => {
    expect(pathsOf(checkPage({ title: "", bodyHtml: "" }))).toEqual(["title", "bodyHtml"])
    expect(checkPage({ title: "Terms", bodyHtml: "<p>x</p>" })._tag).toBe("Accepted")
  })
})

describe("the footer form's rules", () => {
  it("accepts the spec's fields, trimmed", () => {
    expect(checkFooter({ ...FOOTER, email: " a@b.example " })).toEqual({ _tag: "Accepted", value: FOOTER })
  })

  it("refuses each wrong field in its own words", () => {
    const checked = checkFooter({
      address: "",
      email: "nope",
      phone: "12",
      follow_on_twitter: "http://twitter.com/x",
      follow_on_facebook: "facebook.com/x",
      follow_on_linkdin: ""
    })
    expect(checked._tag === "Refused" && checked.issues).toEqual([
      { path: "address", message: CONTENT_MESSAGES.addressRequired },
      { path: "email", message: CONTENT_MESSAGES.emailInvalid },
      { path: "phone", message: CONTENT_MESSAGES.phoneInvalid },
      { path: "follow_on_twitter", message: CONTENT_MESSAGES.linkInvalid("Twitter") },
      { path: "follow_on_facebook", message: CONTENT_MESSAGES.linkInvalid("Facebook") },
      { path: "follow_on_linkdin", message: CONTENT_MESSAGES.linkRequired("LinkedIn") }
    ])
  })

  it("takes phone numbers of 6 to 20 digits with + ( ) - and spaces", () => {
    for (const phone of ["(512) 555-0147", "+1 555 010 2030", "123456"]) expect(checkFooter({ ...FOOTER, phone })._tag).toBe("Accepted")
    for (const phone of ["12345", "555-CALL-NOW", "+1 2345 6789 0123 4567 8901"]) expect(pathsOf(checkFooter({ ...FOOTER, phone }))).toEqual(["phone"])
  })
})

describe("a refusal's sentence", () => {
  it("is the one issue's message, or a pointer to the marked fields", () => {
    expect(refusalOf([{ path: "title", message: "T" }])).toBe("T")
    expect(
      refusalOf([
        { path: "title", message: "T" },
        { path: "excerpt", message: "E" }
      ])
    ).toBe(CONTENT_MESSAGES.severalFields)
  })
})
