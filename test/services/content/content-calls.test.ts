import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { BlogComment, BlogPost } from "../../../src/api/content/blog.ts"
import { BlogPostId, CommentId } from "../../../src/api/shared/ids.ts"
import type { ContentPage } from "../../../src/api/content/pages.ts"
import { ACCESS_TOKEN_HEADER, type ApiClient, makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { addComment, blogPage, blogPost, contentPage, faqs, myReactions, react, sendContactMessage } from "../../../src/services/content/content-calls.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const BASE = "http://shop.test"
const API = `${BASE}/api/v1/u`

const CARD = {
  _id: BlogPostId.make("b1"),
  title: "Reading an exam blueprint",
  excerpt: "What the weightings tell you.",
  authorName: "Mara Quist",
  publishedAt: "2026-10-01T09:00:00.000Z",
  readMinutes: 6,
  tags: ["study"],
  likes: 4,
  dislikes: 1,
  commentCount: 1
}

const COMMENT: BlogComment = {
  _id: CommentId.make("c1"),
  blogId: BlogPostId.make("b1"),
  authorName: "Dana Demo",
  comment: "Helpful, thanks.",
  createdAt: "2026-10-02T10:00:00.000Z",
  likes: 0,
  dislikes: 0
}

const POST: BlogPost = { ...CARD, bodyHtml: "<p>Body</p>", comments: [COMMENT] }

const setup = (answer: Answer) => {
  const fake = makeFakeFetch(answer)
  const layer = makeApiClientLayer(BASE, { fetch: fake.fetch, readToken: () => "tok" })
  const run = <A, E>(effect: Effect.Effect<A, E, ApiClient>) => Effect.runPromise(Effect.result(Effect.provide(effect, layer)))
  return { seen: fake.seen, run }
}

describe("blog calls", () => {
  it("asks for a page of posts and returns data", async () => {
    const page = { docs: [CARD], total: 12, page: 2, perPage: 9 }
    const { seen, run } = setup(() => json(200, { data: page }))
    expect(await run(blogPage(2, 9))).toMatchObject({ _tag: "Success", success: page })
    expect(seen[0]).toMatchObject({ method: "POST", url: `${API}/blog/pagin` })
    expect(JSON.parse(seen[0]!.body!)).toEqual({ page: 2, perPage: 9 })
  })

  it("reads a post with its comments", async () => {
    const { seen, run } = setup(() => json(200, { data: POST }))
    expect(await run(blogPost("b1"))).toMatchObject({ _tag: "Success", success: POST })
    expect(seen[0]).toMatchObject({ method: "GET", url: `${API}/blog/get/b1` })
  })

  it("fails an unknown post as NotFound with the server's message", async () => {
    const { run } = setup(() => json(404, { _tag: "NotFound", message: "This blog post does not exist." }))
    expect(await run(blogPost("nope"))).toMatchObject({
      _tag: "Failure",
      failure: { _tag: "ApiFailure", reason: "NotFound", status: 404, message: "This blog post does not exist." }
    })
  })

  it("reads the learner's own reactions with the token header", async () => {
    const mine = { blog: "like", comments: [{ commentId: "c1", reaction: "dislike" }] }
    const { seen, run } = setup(() => json(200, { data: mine }))
    expect(await run(myReactions("b1"))).toMatchObject({ _tag: "Success", success: mine })
    expect(seen[0]!.url).toBe(`${API}/blog/myReactions/b1`)
    expect(seen[0]!.headers.get(ACCESS_TOKEN_HEADER)).toBe("tok")
  })

  it.each([
    [{ target: "blog", id: "b1", kind: "like" }, `${API}/blog/likeBlog/b1`],
    [{ target: "blog", id: "b1", kind: "dislike" }, `${API}/blog/disLikeBlog/b1`],
    [{ target: "comment", id: "c1", kind: "like" }, `${API}/comment/likeComment?commentId=c1`],
    [{ target: "comment", id: "c1", kind: "dislike" }, `${API}/comment/disLikeComment?commentId=c1`]
  ] as const)("presses %j with GET %s and returns the new counts", async (press, url) => {
    const counts = { likes: 5, dislikes: 1, reaction: press.kind }
    const { seen, run } = setup(() => json(200, { message: "You liked this post.", data: counts }))
    expect(await run(react(press))).toMatchObject({ _tag: "Success", success: counts })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ method: "GET", url })
  })

  it("a reaction of a signed-out learner fails as Unauthorized", async () => {
    const { run } = setup(() => json(401, { _tag: "Unauthorized", message: "Please sign in to continue." }))
    expect(await run(react({ target: "blog", id: "b1", kind: "like" }))).toMatchObject({
      _tag: "Failure",
      failure: { reason: "Unauthorized", status: 401 }
    })
  })

  it("posts a comment and returns the message with the stored comment", async () => {
    const { seen, run } = setup(() => json(200, { message: "Your comment was posted.", data: COMMENT }))
    expect(await run(addComment({ blogId: BlogPostId.make("b1"), comment: "Helpful, thanks." }))).toMatchObject({
      _tag: "Success",
      success: { message: "Your comment was posted.", comment: COMMENT }
    })
    expect(seen[0]).toMatchObject({ method: "POST", url: `${API}/comment/add` })
    expect(JSON.parse(seen[0]!.body!)).toEqual({ blogId: "b1", comment: "Helpful, thanks." })
  })

  it("a refused comment keeps the server's message and field issue", async () => {
    const message = "A comment can be at most 1000 characters."
    const { run } = setup(() => json(400, { _tag: "Invalid", message, issues: [{ path: "comment", message }] }))
    expect(await run(addComment({ blogId: BlogPostId.make("b1"), comment: "x" }))).toMatchObject({
      _tag: "Failure",
      failure: { reason: "Invalid", message, issues: [{ path: "comment", message }] }
    })
  })

  it("a comment over the rate limit fails as TooManyRequests", async () => {
    const message = "You have posted many comments in a short time. Please wait a few minutes."
    const { run } = setup(() => json(429, { _tag: "TooManyRequests", message }))
    expect(await run(addComment({ blogId: BlogPostId.make("b1"), comment: "again" }))).toMatchObject({
      _tag: "Failure",
      failure: { reason: "TooManyRequests", status: 429, message }
    })
  })
})

describe("content page calls", () => {
  it("reads the FAQ groups", async () => {
    const groups = [{ name: "Buying", faqs: [{ _id: "f1", question: "How do I pay?", answerHtml: "<p>By card.</p>" }] }]
    const { seen, run } = setup(() => json(200, { data: groups }))
    expect(await run(faqs)).toMatchObject({ _tag: "Success", success: groups })
    expect(seen[0]).toMatchObject({ method: "GET", url: `${API}/pages/faqs` })
  })

  it("reads a page by its slug", async () => {
    const page: ContentPage = { slug: "refund-policy", title: "Refund Policy", bodyHtml: "<p>…</p>", updatedAt: "2026-09-01T00:00:00.000Z" }
    const { seen, run } = setup(() => json(200, { data: page }))
    expect(await run(contentPage("refund-policy"))).toMatchObject({ _tag: "Success", success: page })
    expect(seen[0]!.url).toBe(`${API}/pages/get/refund-policy`)
  })

  it("sends the contact form and returns the message", async () => {
    const form = { name: "Priya", email: "priya@example.com", subject: "Invoice", message: "Please send an invoice." }
    const { seen, run } = setup(() => json(200, { message: "Thank you for your message. We will reply within two working days." }))
    expect(await run(sendContactMessage(form))).toMatchObject({
      _tag: "Success",
      success: "Thank you for your message. We will reply within two working days."
    })
    expect(seen[0]).toMatchObject({ method: "POST", url: `${API}/public/contactUs` })
    expect(JSON.parse(seen[0]!.body!)).toEqual(form)
  })

  it("a refused contact form keeps the field issues", async () => {
    const issues = [{ path: "message", message: "Your message must be at least 10 characters." }]
    const { run } = setup(() => json(400, { _tag: "Invalid", message: issues[0]!.message, issues }))
    expect(await run(sendContactMessage({ name: "P", email: "p@example.com", subject: "S", message: "short" }))).toMatchObject({
      _tag: "Failure",
      failure: { reason: "Invalid", issues }
    })
  })
})
