import { describe, expect, it } from "vitest"
import { contentPaths, contentViewOf, moveItem, postStatusLine, visibilityOf } from "../../../src/domain/admin/content-views.ts"

describe("the content screens' addresses", () => {
  it("reads /admin/content/:view?/:id? as a view", () => {
    expect(contentViewOf(undefined, undefined)).toEqual({ kind: "overview" })
    expect(contentViewOf("posts", undefined)).toEqual({ kind: "posts" })
    expect(contentViewOf("posts", "new")).toEqual({ kind: "post", id: null })
    expect(contentViewOf("posts", "abc")).toEqual({ kind: "post", id: "abc" })
    expect(contentViewOf("pages", "about")).toEqual({ kind: "page", slug: "about" })
    expect(contentViewOf("pages", "contact-us")).toEqual({ kind: "unknown" })
    expect(contentViewOf("faqs", "x")).toEqual({ kind: "unknown" })
    expect(contentViewOf("footer", undefined)).toEqual({ kind: "footer" })
    expect(contentViewOf("comments", undefined)).toEqual({ kind: "comments" })
    expect(contentViewOf("coupons", undefined)).toEqual({ kind: "unknown" })
  })

  it("writes the comments' filter and page into the query, leaving defaults out", () => {
    expect(contentPaths.comments({ visibility: "all", post: null })).toBe("/admin/content/comments")
    expect(contentPaths.comments({ visibility: "hidden", post: "p1" }, 2)).toBe("/admin/content/comments?show=hidden&post=p1&page=2")
    expect(visibilityOf("hidden")).toBe("hidden")
    expect(visibilityOf("everything")).toBe("all")
    expect(contentPaths.posts(3)).toBe("/admin/content/posts?page=3")
  })
})

describe("moving an FAQ", () => {
  it("moves one place up or down, and not past either end", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"])
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"])
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"])
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"])
    expect(moveItem(["a", "b", "c"], 5, 1)).toEqual(["a", "b", "c"])
  })
})

describe("a post's status line", () => {
  it("says where the post stands, in UTC dates", () => {
    expect(postStatusLine({ status: "draft", publishedAt: null, updatedAt: "2026-03-03T23:30:00Z" })).toBe("Draft · edited 3 Mar 2026")
    expect(postStatusLine({ status: "published", publishedAt: "2026-01-05T00:00:00Z", updatedAt: "2026-03-03T00:00:00Z" })).toBe("Published 5 Jan 2026")
    expect(postStatusLine({ status: "scheduled", publishedAt: "2027-01-05T00:00:00Z", updatedAt: "2026-03-03T00:00:00Z" })).toBe("Scheduled for 5 Jan 2027")
  })
})
