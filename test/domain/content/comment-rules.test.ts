import { describe, expect, it } from "vitest"
import {
  COMMENT_MAX_LENGTH,
  COMMENT_REQUIRED,
  COMMENT_TOO_LONG,
  commentLength,
  commentText,
  validateComment
} from "../../../src/domain/content/comment-rules.ts"

describe("comment rules", () => {
  it("requires some text", () => {
    expect(validateComment("")).toBe(COMMENT_REQUIRED)
    expect(validateComment("   \n ")).toBe(COMMENT_REQUIRED)
    expect(COMMENT_REQUIRED).toBe("Please write a comment.")
  })

  it("counts only what is left once tags are stripped", () => {
    expect(validateComment("<b></b><script>alert(1)</script>")).toBe(COMMENT_REQUIRED)
    expect(validateComment("<img src=x onerror=alert(1)>")).toBe(COMMENT_REQUIRED)
    expect(validateComment("<p>Great post</p>")).toBeNull()
    expect(commentText("<p>Great</p><p>post</p>")).toBe("Great post")
  })

  it("allows 1000 characters and refuses 1001, counting an emoji as one", () => {
    expect(validateComment("a".repeat(COMMENT_MAX_LENGTH))).toBeNull()
    expect(validateComment("a".repeat(COMMENT_MAX_LENGTH + 1))).toBe(COMMENT_TOO_LONG)
    expect(validateComment("😀".repeat(COMMENT_MAX_LENGTH))).toBeNull()
    expect(commentLength("😀😀")).toBe(2)
    expect(COMMENT_TOO_LONG).toBe("A comment can be at most 1000 characters.")
  })

  it("keeps characters that only look like markup as text, entities as typed", () => {
    expect(commentText("2 < 3 &amp; 4 > 1")).toBe("2 < 3 &amp; 4 > 1")
    expect(commentText("Q&A: x<y")).toBe("Q&A: x<y")
  })

  it("never leaves a tag behind: typed entities are not decoded into one, and halves do not join into one", () => {
    expect(commentText("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;")
    expect(commentText("<<b>script>alert(1)<</b>/script>ok")).toBe("ok")
    expect(commentText("<scr<script>x</script>ipt>alert(1)</script>ok")).toBe("")
    expect(validateComment("<<i>img src=x onerror=alert(1)>")).toBe(COMMENT_REQUIRED)
  })
})
