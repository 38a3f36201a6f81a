/**
 * The blog's rules over the in-memory repositories (no database): posts
 * newest first and only once published, comments oldest first under the
 * learner's current name, the reaction rule and its words, a comment's
 * text, its 404 and its limit per learner. Time is the TestClock's; the SQL
 * itself (the one-statement reaction upsert under simultaneous presses) is
 * tested by the API suites on both databases (test/api/support/content-suite.ts).
 */
import { blogRepositoryInMemory, reactionsRepositoryInMemory } from "./in-memory-blog.ts"
import { rateLimiterInMemory } from "../support/in-memory-rate-limiter.ts"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import type { ReactionCounts, ReactionKind } from "../../../src/api/content/blog.ts"
import { BlogPostId, CommentId } from "../../../src/api/shared/ids.ts"
import { COMMENT_REQUIRED, COMMENT_TOO_LONG } from "../../../src/domain/content/comment-rules.ts"
import { nextReaction } from "../../../src/domain/content/reaction.ts"
import { blogTables, type BlogTables, type PostRecord } from "./in-memory-blog.ts"
import { BLOG_NOT_FOUND_MESSAGE, COMMENT_NOT_FOUND_MESSAGE } from "../../../server/content/blog/messages.ts"
import type { ReactionTarget } from "../../../server/content/blog/reactions-repository.ts"
import { BlogService } from "../../../server/content/blog/service.ts"
import { tooManyAttemptsMessage } from "../../../server/platform/security/rate-limiter.ts"
import { DEFAULT_RATE_LIMITS } from "../../../server/platform/security/rate-limit-rules.ts"

/** A whole ten minutes, so the comment limit's window starts exactly now. */
const NOW = Date.parse("2026-03-02T12:00:00.000Z")
const HOUR = 3_600_000

const CASEY = "learner-casey"
const ROBIN = "learner-robin"
const SAM = "learner-sam"

const post = (id: string, publishedAt: number, fields: Partial<PostRecord> = {}): PostRecord => ({
  id,
  title: `Post ${id}`,
  excerpt: `About ${id}.`,
  bodyHtml: `<p>About ${id}.</p>`,
  authorName: "Avery Author",
  tags: ["Study"],
  readMinutes: 3,
  publishedAt: new Date(publishedAt).toISOString(),
  ...fields
})

/** Five published posts (two at the same instant) and one scheduled for tomorrow, with a few earlier comments. */
const newTables = (): BlogTables =>
  blogTables({
    posts: [
      post("oldest", NOW - 30 * 24 * HOUR),
      post("newest", NOW - HOUR, { tags: ["Cloud", "Exams"] }),
      post("tie-a", NOW - 5 * 24 * HOUR),
      post("tie-b", NOW - 5 * 24 * HOUR),
      post("middle", NOW - 2 * 24 * HOUR),
      post("scheduled", NOW + 24 * HOUR)
    ],
    learners: { [CASEY]: "Casey Learner", [ROBIN]: "Robin Reader", [SAM]: "Sam Student" },
    comments: [
      // Listed out of order: the post reads them by time.
      {
        id: "c-later",
        blogId: "newest",
        userId: ROBIN,
        authorName: "Robin Old Name",
        comment: "Second.",
        createdAt: new Date(NOW - 10 * 60_000).toISOString()
      },
      { id: "c-first", blogId: "newest", userId: null, authorName: "Demo Reader", comment: "First!", createdAt: new Date(NOW - 50 * 60_000).toISOString() },
      {
        id: "c-gone",
        blogId: "newest",
        userId: "deleted-account",
        authorName: "Former Learner",
        comment: "Third.",
        createdAt: new Date(NOW - 5 * 60_000).toISOString()
      },
      { id: "c-early", blogId: "scheduled", userId: null, authorName: "Editor", comment: "Preview.", createdAt: new Date(NOW - HOUR).toISOString() }
    ]
  })

const blogId = BlogPostId.make
const commentId = CommentId.make
const onPost = (id: string): ReactionTarget => ({ kind: "post", id: blogId(id) })
const onComment = (id: string): ReactionTarget => ({ kind: "comment", id: commentId(id) })

/** The service over these tables, the in-memory rate limiter, and the clock at NOW. */
const withBlog = <A, E>(tables: BlogTables, use: (blog: BlogService["Service"]) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(NOW)
    return yield* use(yield* BlogService)
  }).pipe(
    Effect.provide(BlogService.layerNoDeps.pipe(Layer.provide([blogRepositoryInMemory(tables), reactionsRepositoryInMemory(tables), rateLimiterInMemory])))
  )

const postNotFound = { _tag: "NotFound", message: BLOG_NOT_FOUND_MESSAGE }

describe("BlogService (in memory)", () => {
  describe("reading", () => {
    it.effect("pages published posts newest first (the id breaks ties), with the total of published posts", () =>
      withBlog(newTables(), (blog) =>
        Effect.gen(function* () {
          const all = yield* blog.page(1, 10)
          expect(all.docs.map((card) => card._id)).toEqual(["newest", "middle", "tie-b", "tie-a", "oldest"])
          expect(all).toMatchObject({ total: 5, page: 1, perPage: 10 })
          expect(all.docs[0]).toEqual({
            _id: "newest",
            title: "Post newest",
            excerpt: "About newest.",
            authorName: "Avery Author",
            publishedAt: new Date(NOW - HOUR).toISOString(),
            readMinutes: 3,
            tags: ["Cloud", "Exams"],
            likes: 0,
            dislikes: 0,
            commentCount: 3
          })
          const second = yield* blog.page(2, 2)
          expect(second.docs.map((card) => card._id)).toEqual(["tie-b", "tie-a"])
          expect(second).toMatchObject({ total: 5, page: 2, perPage: 2 })
          expect(yield* blog.page(9999, 10)).toEqual({ docs: [], total: 5, page: 9999, perPage: 10 })
        })
      )
    )

    it.effect("answers 404 with the blog's message for an unknown post", () =>
      withBlog(newTables(), (blog) =>
        Effect.gen(function* () {
          expect(yield* Effect.flip(blog.post(blogId("no-such-post")))).toMatchObject(postNotFound)
          expect(BLOG_NOT_FOUND_MESSAGE).toBe("This blog post does not exist.")
        })
      )
    )

    it.effect("keeps a scheduled post out of every call until its time comes", () =>
      withBlog(newTables(), (blog) =>
        Effect.gen(function* () {
          const scheduled = blogId("scheduled")
          expect(yield* Effect.flip(blog.post(scheduled))).toMatchObject(postNotFound)
          expect(yield* Effect.flip(blog.react(CASEY, onPost("scheduled"), "like"))).toMatchObject(postNotFound)
          expect(yield* Effect.flip(blog.react(CASEY, onComment("c-early"), "like"))).toMatchObject({
            _tag: "NotFound",
            message: COMMENT_NOT_FOUND_MESSAGE
          })
          expect(yield* Effect.flip(blog.myReactions(CASEY, scheduled))).toMatchObject(postNotFound)
          expect(yield* Effect.flip(blog.addComment(CASEY, scheduled, "Early bird"))).toMatchObject(postNotFound)

          yield* TestClock.adjust("24 hours")
          expect((yield* blog.page(1, 10)).docs[0]).toMatchObject({ _id: "scheduled", commentCount: 1 })
          expect((yield* blog.post(scheduled)).comments.map((comment) => comment._id)).toEqual(["c-early"])
          expect((yield* blog.react(CASEY, onComment("c-early"), "like")).data).toEqual({ likes: 1, dislikes: 0, reaction: "like" })
        })
      )
    )

    it.effect("answers a post with its comments oldest first, each under the learner's current name", () =>
      withBlog(newTables(), (blog) =>
        Effect.gen(function* () {
          const found = yield* blog.post(blogId("newest"))
          expect(found).toMatchObject({ _id: "newest", bodyHtml: "<p>About newest.</p>", commentCount: 3 })
          expect(found.comments).toEqual([
            {
              _id: "c-first",
              blogId: "newest",
              authorName: "Demo Reader",
              comment: "First!",
              createdAt: new Date(NOW - 50 * 60_000).toISOString(),
              likes: 0,
              dislikes: 0
            },
            // Robin renamed themself since: the comment follows the profile.
            expect.objectContaining({ _id: "c-later", authorName: "Robin Reader" }),
            // The account is gone: the name it was posted under stays.
            expect.objectContaining({ _id: "c-gone", authorName: "Former Learner" })
          ])
        })
      )
    )
  })

  describe("reactions", () => {
    it.effect("toggles a post: like, like again takes it back, like then dislike switches, in the learner's words", () => {
      const tables = newTables()
      return withBlog(tables, (blog) =>
        Effect.gen(function* () {
          const steps: Array<[ReactionKind, string, ReactionCounts]> = [
            ["like", "You liked this post.", { likes: 1, dislikes: 0, reaction: "like" }],
            ["like", "You took back your like.", { likes: 0, dislikes: 0, reaction: null }],
            ["like", "You liked this post.", { likes: 1, dislikes: 0, reaction: "like" }],
            ["dislike", "You disliked this post.", { likes: 0, dislikes: 1, reaction: "dislike" }],
            ["like", "You liked this post.", { likes: 1, dislikes: 0, reaction: "like" }],
            ["dislike", "You disliked this post.", { likes: 0, dislikes: 1, reaction: "dislike" }],
            ["dislike", "You took back your dislike.", { likes: 0, dislikes: 0, reaction: null }]
          ]
          for (const [pressed, message, data] of steps) {
            expect(yield* blog.react(CASEY, onPost("middle"), pressed)).toEqual({ message, data })
          }
          // One row per learner, whatever they pressed; taken back, it stays with no kind.
          expect([...(tables.postReactions.get("middle")?.entries() ?? [])]).toEqual([[CASEY, null]])
          yield* blog.react(CASEY, onPost("middle"), "like")
          expect(yield* blog.post(blogId("middle"))).toMatchObject({ likes: 1, dislikes: 0 })
        })
      )
    })

    it.effect("counts every learner's reaction, and the card, the post and each answer agree", () =>
      withBlog(newTables(), (blog) =>
        Effect.gen(function* () {
          const scripts: Array<[string, Array<ReactionKind>]> = [
            [CASEY, ["like", "like", "dislike", "like", "like"]],
            [ROBIN, ["dislike", "like", "dislike"]],
            [SAM, ["like"]]
          ]
          for (const [learner, presses] of scripts) {
            for (const pressed of presses) {
              const { data } = yield* blog.react(learner, onPost("oldest"), pressed)
              expect(data.likes + data.dislikes).toBeLessThanOrEqual(scripts.length)
            }
          }
          const finals = scripts.map(([, presses]) => presses.reduce<ReactionKind | null>(nextReaction, null))
          expect(finals).toEqual([null, "dislike", "like"])
          const counts = { likes: 1, dislikes: 1 }
          expect(yield* blog.post(blogId("oldest"))).toMatchObject(counts)
          expect((yield* blog.page(1, 10)).docs.find((card) => card._id === "oldest")).toMatchObject(counts)
          // The next answer counts the others' rows and the learner's new one.
          expect((yield* blog.react(CASEY, onPost("oldest"), "dislike")).data).toEqual({ likes: 1, dislikes: 2, reaction: "dislike" })
        })
      )
    )

    it.effect("toggles a comment the same way, its counts shown on the post apart from the post's own", () =>
      withBlog(newTables(), (blog) =>
        Effect.gen(function* () {
          const target = onComment("c-later")
          expect(yield* blog.react(CASEY, target, "like")).toEqual({
            message: "You liked this comment.",
            data: { likes: 1, dislikes: 0, reaction: "like" }
          })
          expect(yield* blog.react(CASEY, target, "dislike")).toEqual({
            message: "You disliked this comment.",
            data: { likes: 0, dislikes: 1, reaction: "dislike" }
          })
          expect(yield* blog.react(ROBIN, target, "dislike")).toEqual({
            message: "You disliked this comment.",
            data: { likes: 0, dislikes: 2, reaction: "dislike" }
          })
          expect(yield* blog.react(CASEY, target, "dislike")).toEqual({
            message: "You took back your dislike.",
            data: { likes: 0, dislikes: 1, reaction: null }
          })
          const after = yield* blog.post(blogId("newest"))
          expect(after.comments.find((comment) => comment._id === "c-later")).toMatchObject({ likes: 0, dislikes: 1 })
          expect(after).toMatchObject({ likes: 0, dislikes: 0 })
        })
      )
    )

    it.effect("answers 404 with the kind's message for an unknown post or comment", () =>
      withBlog(newTables(), (blog) =>
        Effect.gen(function* () {
          for (const pressed of ["like", "dislike"] as const) {
            expect(yield* Effect.flip(blog.react(CASEY, onPost("no-such-post"), pressed))).toMatchObject(postNotFound)
            expect(yield* Effect.flip(blog.react(CASEY, onComment("no-such-comment"), pressed))).toMatchObject({
              _tag: "NotFound",
              message: COMMENT_NOT_FOUND_MESSAGE
            })
          }
          expect(COMMENT_NOT_FOUND_MESSAGE).toBe("This comment does not exist.")
        })
      )
    )

    it.effect("answers the learner's own reactions on a post and its comments (in the comments' order), or 404", () =>
      withBlog(newTables(), (blog) =>
        Effect.gen(function* () {
          yield* blog.react(CASEY, onPost("newest"), "like")
          yield* blog.react(CASEY, onComment("c-gone"), "like")
          yield* blog.react(CASEY, onComment("c-first"), "dislike")
          // Taken back: no longer the learner's reaction.
          yield* blog.react(CASEY, onComment("c-later"), "like")
          yield* blog.react(CASEY, onComment("c-later"), "like")
          yield* blog.react(ROBIN, onComment("c-later"), "dislike")
          expect(yield* blog.myReactions(CASEY, blogId("newest"))).toEqual({
            blog: "like",
            comments: [
              { commentId: "c-first", reaction: "dislike" },
              { commentId: "c-gone", reaction: "like" }
            ]
          })
          expect(yield* blog.myReactions(SAM, blogId("newest"))).toEqual({ blog: null, comments: [] })
          expect(yield* Effect.flip(blog.myReactions(CASEY, blogId("no-such-post")))).toMatchObject(postNotFound)
        })
      )
    )
  })

  describe("comments", () => {
    it.effect.each<readonly [string, string, string]>([
      ["empty", "", COMMENT_REQUIRED],
      ["only spaces", "   \n\t ", COMMENT_REQUIRED],
      ["only tags", "<p><b> </b></p><script>alert(1)</script><img src=x>", COMMENT_REQUIRED],
      ["too long", "a".repeat(1001), COMMENT_TOO_LONG],
      ["too long once stripped", `<b>${"é".repeat(1001)}</b>`, COMMENT_TOO_LONG]
    ])("refuses a comment that is %s with the spec's message, naming the field", ([, raw, message]) => {
      const tables = newTables()
      return withBlog(tables, (blog) =>
        Effect.gen(function* () {
          expect(yield* Effect.flip(blog.addComment(CASEY, blogId("middle"), raw))).toEqual(
            expect.objectContaining({ _tag: "Invalid", message, issues: [{ path: "comment", message }] })
          )
          expect(tables.comments.filter((comment) => comment.blogId === "middle")).toEqual([])
        })
      )
    })

    it.effect("posts plain text under the learner's name, stripped and trimmed, last on the post", () =>
      withBlog(newTables(), (blog) =>
        Effect.gen(function* () {
          const id = blogId("newest")
          yield* TestClock.adjust("1 minute")
          const posted = yield* blog.addComment(CASEY, id, "  Great   <b>post</b>,\n\n thanks!  ")
          expect(posted).toMatchObject({
            blogId: "newest",
            authorName: "Casey Learner",
            comment: "Great post, thanks!",
            createdAt: new Date(NOW + 60_000).toISOString(),
            likes: 0,
            dislikes: 0
          })
          const after = yield* blog.post(id)
          expect(after.commentCount).toBe(4)
          expect(after.comments.at(-1)).toEqual(posted)
          expect((yield* blog.addComment(CASEY, id, "b".repeat(1000))).comment).toHaveLength(1000)
          expect((yield* blog.addComment(CASEY, id, "<script>alert(1)</script><img src=x onerror=alert(1)>hello")).comment).toBe("hello")
          expect((yield* blog.addComment(CASEY, id, "1 &lt; 2 &amp;&amp; <i>x</i> > y")).comment).toBe("1 &lt; 2 &amp;&amp; x > y")
          // Made at the same instant: the id keeps them in the order they were posted.
          expect((yield* blog.post(id)).comments.slice(3).map((comment) => comment.comment)).toEqual([
            "Great post, thanks!",
            "b".repeat(1000),
            "hello",
            "1 &lt; 2 &amp;&amp; x > y"
          ])
        })
      )
    )

    it.effect("answers 404 with the blog's message for an unknown post", () =>
      withBlog(newTables(), (blog) =>
        Effect.gen(function* () {
          expect(yield* Effect.flip(blog.addComment(CASEY, blogId("no-such-post"), "Hello"))).toMatchObject(postNotFound)
        })
      )
    )

    it.effect("allows 10 comments per learner in 10 minutes, then 429; refused comments do not count", () => {
      const tables = newTables()
      const rule = DEFAULT_RATE_LIMITS.commentPerAccount
      return withBlog(tables, (blog) =>
        Effect.gen(function* () {
          const id = blogId("middle")
          // Checked before the limit: an empty comment or an unknown post never counts against it.
          for (let i = 0; i < rule.max; i++) {
            yield* Effect.flip(blog.addComment(CASEY, id, " "))
            yield* Effect.flip(blog.addComment(CASEY, blogId("no-such-post"), "Hello"))
          }
          for (let i = 1; i <= rule.max; i++) yield* blog.addComment(CASEY, id, `Comment number ${i}`)
          expect(yield* Effect.flip(blog.addComment(CASEY, id, "One more"))).toEqual(
            expect.objectContaining({ _tag: "TooManyRequests", message: tooManyAttemptsMessage(rule.windowSeconds) })
          )
          expect(tooManyAttemptsMessage(rule.windowSeconds)).toBe("Too many attempts. Please try again in 10 minutes.")
          expect(tables.comments.filter((comment) => comment.userId === CASEY)).toHaveLength(rule.max)
          // Another learner is not affected; the same learner may write again in the next window.
          expect((yield* blog.addComment(ROBIN, id, "Still welcome")).authorName).toBe("Robin Reader")
          yield* TestClock.adjust(`${rule.windowSeconds} seconds`)
          expect((yield* blog.addComment(CASEY, id, "Back again")).comment).toBe("Back again")
        })
      )
    })
  })
})
