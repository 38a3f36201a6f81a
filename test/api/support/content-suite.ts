/**
 * The API tests of the blog (paging, posts, reactions, comments) and the
 * content pages (FAQs, policy pages, Contact us), written once and run on
 * each database (PGlite and the PostgreSQL server).
 *
 * The tests of one file run in order against one server; each test that
 * reacts uses posts no other test touches, so counts are exact.
 */
import { CONTROL_CHARACTER_MESSAGE } from "../../../src/api/api.ts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { nextReaction, type ReactionKind } from "../../../src/domain/content/reaction.ts"
import { blogPostRow } from "../../../server/content/blog/post-writer.ts"
import { sanitizeRichText } from "../../../server/content/rich-text.ts"
import { accountsClient, type AccountsClient, API, LOOSE_ADDRESS_LIMITS, type SignedIn } from "./accounts-client.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"
import { PAGE_MESSAGE, PER_PAGE_MESSAGE } from "../../../src/api/shared/paging.ts"

const DEMO = { email: "demo@examready.example", password: "Demo-Learner-2026" }
const TOO_MANY = /^Too many attempts\. Please try again in (\d+) minutes?\.$/

interface Card {
  _id: string
  title: string
  excerpt: string
  authorName: string
  publishedAt: string
  readMinutes: number
  tags: Array<string>
  likes: number
  dislikes: number
  commentCount: number
}
interface Comment {
  _id: string
  blogId: string
  authorName: string
  comment: string
  createdAt: string
  likes: number
  dislikes: number
}
interface Post extends Card {
  bodyHtml: string
  comments: Array<Comment>
}
interface PageAnswer {
  data: { docs: Array<Card>; total: number; page: number; perPage: number }
}
interface Counts {
  likes: number
  dislikes: number
  reaction: ReactionKind | null
}
interface ReactionAnswer {
  message: string
  data: Counts
}
interface ErrorAnswer {
  message: string
  issues?: Array<{ path: string; message: string }>
}

export const describeContent = (label: string, database: () => TestDatabase) =>
  describe(`blog and content pages on ${label}`, () => {
    let server: TestServer
    let client: AccountsClient
    /** Seeded posts, newest first; each reacting test takes its own. */
    let posts: Array<Card>
    let reader: SignedIn

    beforeAll(async () => {
      server = await startTestServer(database(), { rateLimits: LOOSE_ADDRESS_LIMITS })
      client = accountsClient(server)
      const [page, learner] = await Promise.all([client.post<PageAnswer>(`${API}/blog/pagin`, { page: 1, perPage: 100 }), client.newLearner("reader")])
      posts = page.body.data.docs
      reader = learner
    })
    afterAll(async () => {
      await server?.close()
    })

    const postOf = (id: string) => client.get<{ data: Post }>(`${API}/blog/get/${id}`)
    const likeBlog = (id: string, token: string) => client.get<ReactionAnswer>(`${API}/blog/likeBlog/${id}`, { token })
    const dislikeBlog = (id: string, token: string) => client.get<ReactionAnswer>(`${API}/blog/disLikeBlog/${id}`, { token })
    const pressBlog = (kind: ReactionKind, id: string, token: string) => (kind === "like" ? likeBlog : dislikeBlog)(id, token)
    const likeComment = (id: string, token: string) => client.get<ReactionAnswer>(`${API}/comment/likeComment?commentId=${encodeURIComponent(id)}`, { token })
    const dislikeComment = (id: string, token: string) =>
      client.get<ReactionAnswer>(`${API}/comment/disLikeComment?commentId=${encodeURIComponent(id)}`, { token })
    const addComment = (blogId: string, comment: string, token: string) =>
      client.post<{ message: string; data: Comment }>(`${API}/comment/add`, { blogId, comment }, { token })
    /** The reactions standing on a target (a reaction taken back keeps its row with kind NULL). */
    const reactionRows = (table: "blog_reactions" | "comment_reactions", key: "blog_id" | "comment_id", id: string) =>
      server.query<{ user_id: string; kind: ReactionKind }>(`SELECT user_id, kind FROM ${table} WHERE ${key} = $1 AND kind IS NOT NULL`, [id])
    /** Every row on a target, taken-back ones included: never more than one per learner. */
    const rowsPerLearner = async (table: "blog_reactions" | "comment_reactions", key: "blog_id" | "comment_id", id: string) =>
      (await server.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM ${table} WHERE ${key} = $1 GROUP BY user_id`, [id])).map((r) => r.rows)
    const countOf = (rows: ReadonlyArray<{ kind: ReactionKind }>, kind: ReactionKind) => rows.filter((r) => r.kind === kind).length
    /** A seeded post by its position, newest first (0–11). */
    const seeded = (index: number) => {
      const post = posts[index]
      if (post === undefined) throw new Error(`no seeded post ${index}`)
      return post
    }

    describe("the demo content", () => {
      it("has 12 original posts by several authors, each with 2 to 5 comments from several readers", async () => {
        expect(posts).toHaveLength(12)
        expect(new Set(posts.map((p) => p.authorName)).size).toBeGreaterThanOrEqual(4)
        const commenters = new Set<string>()
        for (const card of posts) {
          expect(card.commentCount).toBeGreaterThanOrEqual(2)
          expect(card.commentCount).toBeLessThanOrEqual(5)
          expect(card.excerpt).not.toMatch(/</)
          expect(card.readMinutes).toBeGreaterThanOrEqual(1)
          expect(card.tags.length).toBeGreaterThan(0)
        }
        const full = await Promise.all(posts.map((p) => postOf(p._id)))
        for (const { body } of full) {
          const paragraphs = body.data.bodyHtml.match(/<p>/g)?.length ?? 0
          expect(paragraphs).toBeGreaterThanOrEqual(4)
          expect(body.data.bodyHtml).toMatch(/<h2>/)
          // Stored through the sanitiser: sanitising again changes nothing.
          expect(sanitizeRichText(body.data.bodyHtml)).toBe(body.data.bodyHtml)
          for (const comment of body.data.comments) commenters.add(comment.authorName)
        }
        expect(commenters.size).toBeGreaterThanOrEqual(8)
      })
    })

    describe("POST /blog/pagin", () => {
      const page = (payload: unknown) => client.post<PageAnswer & ErrorAnswer>(`${API}/blog/pagin`, payload)

      it("answers cards newest first with the total, in the contract's shape", async () => {
        const [{ total }] = (await server.query<{ total: number }>("SELECT count(*)::int AS total FROM blog_posts WHERE published_at <= now()")) as [
          { total: number }
        ]
        const first = await page({ page: 1, perPage: 5 })
        expect(first.status).toBe(200)
        expect(first.body.data).toMatchObject({ total, page: 1, perPage: 5 })
        expect(first.body.data.docs).toHaveLength(5)
        expect(Object.keys(first.body.data.docs[0]!).sort()).toEqual([
          "_id",
          "authorName",
          "commentCount",
          "dislikes",
          "excerpt",
          "likes",
          "publishedAt",
          "readMinutes",
          "tags",
          "title"
        ])
        const all = await page({ page: 1, perPage: 100 })
        const times = all.body.data.docs.map((d) => d.publishedAt)
        expect([...times].sort().reverse()).toEqual(times)
        const second = await page({ page: 2, perPage: 5 })
        expect(second.body.data.docs.map((d) => d._id)).toEqual(all.body.data.docs.slice(5, 10).map((d) => d._id))
        const [counted] = await server.query<{ comments: number }>("SELECT count(*)::int AS comments FROM blog_comments WHERE blog_id = $1", [
          first.body.data.docs[0]!._id
        ])
        expect(first.body.data.docs[0]!.commentCount).toBe(counted!.comments)
      })

      it("answers no cards and the real total beyond the end", async () => {
        const all = await page({ page: 1, perPage: 100 })
        const beyond = await page({ page: 9999, perPage: 10 })
        expect(beyond.status).toBe(200)
        expect(beyond.body.data).toEqual({ docs: [], total: all.body.data.total, page: 9999, perPage: 10 })
      })

      it.each([
        [{ page: 0, perPage: 10 }, PAGE_MESSAGE],
        [{ page: -1, perPage: 10 }, PAGE_MESSAGE],
        [{ page: 1.5, perPage: 10 }, PAGE_MESSAGE],
        [{ page: 1, perPage: 0 }, PER_PAGE_MESSAGE],
        [{ page: 1, perPage: -5 }, PER_PAGE_MESSAGE],
        [{ page: 1, perPage: 1000 }, PER_PAGE_MESSAGE]
      ])("refuses %o with a 400 and a message", async (payload, message) => {
        const answer = await page(payload)
        expect(answer.status).toBe(400)
        expect(answer.body.message).toBe(message)
      })

      it("refuses a body that is not paging with a 400 and a message", async () => {
        const answer = await page({ page: "one", perPage: 10 })
        expect(answer.status).toBe(400)
        expect(typeof answer.body.message).toBe("string")
      })
    })

    describe("GET /blog/get/{id}", () => {
      it("answers the post with its comments oldest first", async () => {
        const card = seeded(0)
        const answer = await postOf(card._id)
        expect(answer.status).toBe(200)
        const post = answer.body.data
        expect(post).toMatchObject({ _id: card._id, title: card.title, commentCount: card.commentCount })
        expect(post.comments).toHaveLength(card.commentCount)
        const created = post.comments.map((c) => c.createdAt)
        expect([...created].sort()).toEqual(created)
        expect(Object.keys(post.comments[0]!).sort()).toEqual(["_id", "authorName", "blogId", "comment", "createdAt", "dislikes", "likes"])
      })

      it("answers 404 with a message for an unknown id", async () => {
        for (const id of ["no-such-post", "00000000-0000-0000-0000-000000000000", "' OR 1=1 --"]) {
          const answer = await client.get<ErrorAnswer>(`${API}/blog/get/${encodeURIComponent(id)}`)
          expect(answer.status).toBe(404)
          expect(answer.body.message).toBe("This blog post does not exist.")
        }
      })

      // (A path segment over 100 characters is refused by the router itself, before any handler.)
      it("refuses an id with a NUL character 400 before anything runs", async () => {
        for (const id of ["a\u0000b", "\u0000"]) {
          const answer = await client.get<ErrorAnswer>(`${API}/blog/get/${encodeURIComponent(id)}`)
          expect(answer.status).toBe(400)
          expect(answer.body.message).toBe(CONTROL_CHARACTER_MESSAGE)
        }
      })

      it("serves rich text written with <script>, onerror and javascript: links inert", async () => {
        const row = blogPostRow({
          title: "Hostile <b>title</b>",
          excerpt: "<img src=x onerror=alert(1)>An excerpt",
          bodyHtml:
            "<p>Safe text</p><script>alert(1)</script><img src=x onerror=alert(1)>" +
            '<p onclick="alert(2)">Click</p><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe>',
          authorName: "Test Author",
          tags: ["Security"],
          publishedAt: new Date(Date.now() - 60_000)
        })
        const [inserted] = await server.query<{ id: string }>(
          `INSERT INTO blog_posts (title, excerpt, body_html, author_name, tags, read_minutes, published_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [row.title, row.excerpt, row.body_html, row.author_name, row.tags, row.read_minutes, row.published_at]
        )
        const answer = await postOf(inserted!.id)
        expect(answer.status).toBe(200)
        const { bodyHtml, title, excerpt } = answer.body.data
        expect(bodyHtml).toContain("<p>Safe text</p>")
        for (const bad of ["<script", "alert(1)", "<img", "onerror", "onclick", "javascript:", "<iframe"]) {
          expect(bodyHtml).not.toContain(bad)
        }
        expect(title).toBe("Hostile title")
        expect(excerpt).toBe("An excerpt")
      })
    })

    describe("who may react and comment", () => {
      it("answers a guest 401 on every learner call", async () => {
        const id = seeded(1)._id
        const calls = [
          client.get(`${API}/blog/likeBlog/${id}`),
          client.get(`${API}/blog/disLikeBlog/${id}`),
          client.get(`${API}/comment/likeComment?commentId=x`),
          client.get(`${API}/comment/disLikeComment?commentId=x`),
          client.get(`${API}/blog/myReactions/${id}`),
          client.post(`${API}/comment/add`, { blogId: id, comment: "Hello" })
        ]
        for (const answer of await Promise.all(calls)) {
          expect(answer.status).toBe(401)
          expect(typeof answer.body.message).toBe("string")
        }
        expect(await reactionRows("blog_reactions", "blog_id", id)).toEqual([])
      })
    })

    describe("likes and dislikes", () => {
      it("toggles a post: like, like again takes it back, like then dislike switches", async () => {
        const id = seeded(1)._id
        const { token } = reader
        const steps: Array<[ReactionKind, string, Counts]> = [
          ["like", "You liked this post.", { likes: 1, dislikes: 0, reaction: "like" }],
          ["like", "You took back your like.", { likes: 0, dislikes: 0, reaction: null }],
          ["like", "You liked this post.", { likes: 1, dislikes: 0, reaction: "like" }],
          ["dislike", "You disliked this post.", { likes: 0, dislikes: 1, reaction: "dislike" }],
          ["like", "You liked this post.", { likes: 1, dislikes: 0, reaction: "like" }],
          ["dislike", "You disliked this post.", { likes: 0, dislikes: 1, reaction: "dislike" }],
          ["dislike", "You took back your dislike.", { likes: 0, dislikes: 0, reaction: null }]
        ]
        for (const [kind, message, counts] of steps) {
          const answer = await pressBlog(kind, id, token)
          expect(answer.status).toBe(200)
          expect(answer.body).toEqual({ message, data: counts })
          const rows = await reactionRows("blog_reactions", "blog_id", id)
          expect(rows.map((r) => r.kind)).toEqual(counts.reaction === null ? [] : [counts.reaction])
        }
        await likeBlog(id, token)
        const post = await postOf(id)
        expect(post.body.data).toMatchObject({ likes: 1, dislikes: 0 })
      })

      it("toggles a comment the same way and shows its counts on the post", async () => {
        const post = await postOf(seeded(2)._id)
        const comment = post.body.data.comments[0]!
        const { token } = reader
        expect((await likeComment(comment._id, token)).body).toEqual({
          message: "You liked this comment.",
          data: { likes: 1, dislikes: 0, reaction: "like" }
        })
        expect((await dislikeComment(comment._id, token)).body).toEqual({
          message: "You disliked this comment.",
          data: { likes: 0, dislikes: 1, reaction: "dislike" }
        })
        expect((await dislikeComment(comment._id, token)).body).toEqual({
          message: "You took back your dislike.",
          data: { likes: 0, dislikes: 0, reaction: null }
        })
        expect((await likeComment(comment._id, token)).body.data).toEqual({ likes: 1, dislikes: 0, reaction: "like" })
        expect((await likeComment(comment._id, token)).body).toEqual({
          message: "You took back your like.",
          data: { likes: 0, dislikes: 0, reaction: null }
        })
        await dislikeComment(comment._id, token)
        const after = await postOf(seeded(2)._id)
        expect(after.body.data.comments[0]).toMatchObject({ _id: comment._id, likes: 0, dislikes: 1 })
        // The post's own counts are separate from its comments'.
        expect(after.body.data).toMatchObject({ likes: 0, dislikes: 0 })
      })

      it("answers 404 with a message for an unknown post or comment", async () => {
        const { token } = reader
        for (const answer of [await likeBlog("no-such-post", token), await dislikeBlog("no-such-post", token)]) {
          expect(answer.status).toBe(404)
          expect(answer.body.message).toBe("This blog post does not exist.")
        }
        for (const answer of [await likeComment("no-such-comment", token), await dislikeComment("no-such-comment", token)]) {
          expect(answer.status).toBe(404)
          expect(answer.body.message).toBe("This comment does not exist.")
        }
        const missing = await client.get<ErrorAnswer>(`${API}/comment/likeComment`, { token })
        expect(missing.status).toBe(400)
        expect(typeof missing.body.message).toBe("string")
      })

      it("refuses a post or comment id with a NUL character 400 before anything runs", async () => {
        const { token } = reader
        for (const id of ["a\u0000b", "\u0000"]) {
          const onPost = await likeBlog(encodeURIComponent(id), token)
          expect(onPost.status).toBe(400)
          expect(onPost.body.message).toBe(CONTROL_CHARACTER_MESSAGE)
          const onComment = await dislikeComment(id, token)
          expect(onComment.status).toBe(400)
          expect(onComment.body.message).toBe(CONTROL_CHARACTER_MESSAGE)
        }
        // The comment's id is in the query, so no router limit applies.
        for (const id of ["", "x".repeat(201)]) {
          const answer = await likeComment(id, token)
          expect(answer.status).toBe(404)
          expect(answer.body.message).toBe("This comment does not exist.")
        }
      })

      it("keeps one consistent reaction under 20 simultaneous likes by one learner", async () => {
        const id = seeded(3)._id
        const { token, userId } = reader
        const answers = await Promise.all(Array.from({ length: 20 }, () => likeBlog(id, token)))
        expect(answers.every((a) => a.status === 200)).toBe(true)
        // The presses apply one after another: ten set the like, ten take it back.
        expect(answers.filter((a) => a.body.data.reaction === "like")).toHaveLength(10)
        expect(answers.filter((a) => a.body.data.reaction === null)).toHaveLength(10)
        for (const { body } of answers) expect(body.data.likes).toBe(body.data.reaction === "like" ? 1 : 0)
        const rows = await reactionRows("blog_reactions", "blog_id", id)
        expect(rows.filter((r) => r.user_id === userId)).toHaveLength(0)
        expect(await rowsPerLearner("blog_reactions", "blog_id", id)).toEqual([1])
        const post = await postOf(id)
        expect(post.body.data).toMatchObject({ likes: countOf(rows, "like"), dislikes: countOf(rows, "dislike") })
      })

      it("keeps one consistent reaction under 20 simultaneous mixed presses on a comment", async () => {
        const post = await postOf(seeded(3)._id)
        const comment = post.body.data.comments[1]!
        const { token } = reader
        const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 3 === 0 ? dislikeComment : likeComment)(comment._id, token)))
        expect(answers.every((a) => a.status === 200)).toBe(true)
        const rows = await reactionRows("comment_reactions", "comment_id", comment._id)
        expect(rows.length).toBeLessThanOrEqual(1)
        expect(await rowsPerLearner("comment_reactions", "comment_id", comment._id)).toEqual([1])
        // Applied one after another: the final state is the fold of the presses in the order they were applied,
        // and the last answer to arrive is not necessarily the last applied, but one answer reports it.
        const final = rows[0]?.kind ?? null
        expect(answers.some((a) => a.body.data.reaction === final)).toBe(true)
        const after = await postOf(seeded(3)._id)
        expect(after.body.data.comments[1]).toMatchObject({ likes: countOf(rows, "like"), dislikes: countOf(rows, "dislike") })
        for (const { body } of answers) expect(body.data.likes + body.data.dislikes).toBeLessThanOrEqual(1)
      })

      it("counts equal the rows when several learners press at once", async () => {
        const id = seeded(4)._id
        const others = await Promise.all([1, 2, 3].map((n) => client.newLearner(`crowd-${n}`)))
        const demo = await client.login(DEMO.email, DEMO.password)
        expect(demo.status).toBe(200)
        const learners = [reader.token, demo.body.token, ...others.map((o) => o.token)]
        const scripts: Array<Array<ReactionKind>> = [
          ["like", "like", "dislike", "like", "like"],
          ["dislike", "like", "dislike"],
          ["like", "dislike", "dislike", "like", "dislike", "like"],
          ["like"],
          ["dislike", "dislike", "like", "dislike"]
        ]
        // Each learner presses in order; the learners all press at the same time.
        const finals = await Promise.all(
          learners.map(async (token, n) => {
            let last: Counts | undefined
            for (const kind of scripts[n]!) {
              const answer = await pressBlog(kind, id, token)
              expect(answer.status).toBe(200)
              expect(answer.body.data.likes + answer.body.data.dislikes).toBeLessThanOrEqual(learners.length)
              last = answer.body.data
            }
            return last!.reaction
          })
        )
        const expected = scripts.map((presses) => presses.reduce<ReactionKind | null>(nextReaction, null))
        expect(finals).toEqual(expected)
        const rows = await reactionRows("blog_reactions", "blog_id", id)
        expect(rows).toHaveLength(expected.filter((r) => r !== null).length)
        expect((await rowsPerLearner("blog_reactions", "blog_id", id)).every((n) => n === 1)).toBe(true)
        const post = await postOf(id)
        expect(post.body.data).toMatchObject({
          likes: expected.filter((r) => r === "like").length,
          dislikes: expected.filter((r) => r === "dislike").length
        })
        expect(post.body.data.likes).toBe(countOf(rows, "like"))
        expect(post.body.data.dislikes).toBe(countOf(rows, "dislike"))
        const page = await client.post<PageAnswer>(`${API}/blog/pagin`, { page: 1, perPage: 100 })
        expect(page.body.data.docs.find((d) => d._id === id)).toMatchObject({ likes: post.body.data.likes, dislikes: post.body.data.dislikes })
      })
    })

    describe("GET /blog/myReactions/{id}", () => {
      it("answers the learner's own reaction on the post and on each of its comments", async () => {
        const id = seeded(5)._id
        const post = await postOf(id)
        const [first, second, third] = post.body.data.comments
        const { token } = reader
        await likeBlog(id, token)
        await dislikeComment(first!._id, token)
        await likeComment(third!._id, token)
        const mine = await client.get<{ data: unknown }>(`${API}/blog/myReactions/${id}`, { token })
        expect(mine.status).toBe(200)
        expect(mine.body).toEqual({
          data: {
            blog: "like",
            comments: [
              { commentId: first!._id, reaction: "dislike" },
              { commentId: third!._id, reaction: "like" }
            ]
          }
        })
        expect(second).toBeDefined()
        const stranger = await client.login(DEMO.email, DEMO.password)
        const theirs = await client.get<{ data: unknown }>(`${API}/blog/myReactions/${id}`, { token: stranger.body.token })
        expect(theirs.body).toEqual({ data: { blog: null, comments: [] } })
        const unknown = await client.get<ErrorAnswer>(`${API}/blog/myReactions/no-such-post`, { token })
        expect(unknown.status).toBe(404)
        expect(unknown.body.message).toBe("This blog post does not exist.")
      })
    })

    describe("POST /comment/add", () => {
      it.each([
        ["empty", "", "Please write a comment."],
        ["only spaces", "   \n\t ", "Please write a comment."],
        ["only tags", "<p><b> </b></p><script>alert(1)</script><img src=x>", "Please write a comment."],
        ["too long", "a".repeat(1001), "A comment can be at most 1000 characters."],
        ["too long once stripped", `<b>${"é".repeat(1001)}</b>`, "A comment can be at most 1000 characters."]
      ])("refuses a comment that is %s with a 400 and a message", async (_label, comment, message) => {
        const id = seeded(6)._id
        const answer = await client.post<ErrorAnswer>(`${API}/comment/add`, { blogId: id, comment }, { token: reader.token })
        expect(answer.status).toBe(400)
        expect(answer.body.message).toBe(message)
        expect(answer.body.issues).toEqual([{ path: "comment", message }])
      })

      it("posts plain text under the learner's name, stripped of tags and extra whitespace", async () => {
        const id = seeded(6)._id
        const before = await postOf(id)
        const answer = await addComment(id, "  Great   <b>post</b>,\n\n thanks!  ", reader.token)
        expect(answer.status).toBe(200)
        expect(answer.body.message).toBe("Your comment was posted.")
        expect(answer.body.data).toMatchObject({ blogId: id, authorName: "Casey Learner", comment: "Great post, thanks!", likes: 0, dislikes: 0 })
        const after = await postOf(id)
        expect(after.body.data.commentCount).toBe(before.body.data.commentCount + 1)
        expect(after.body.data.comments.at(-1)).toEqual(answer.body.data)
        const longest = await addComment(id, "b".repeat(1000), reader.token)
        expect(longest.status).toBe(200)
        expect(longest.body.data.comment).toHaveLength(1000)
      })

      it("stores and serves a script-and-onerror payload as inert plain text", async () => {
        const id = seeded(6)._id
        const answer = await addComment(id, "<script>alert(1)</script><img src=x onerror=alert(1)>hello", reader.token)
        expect(answer.status).toBe(200)
        expect(answer.body.data.comment).toBe("hello")
        const [row] = await server.query<{ comment: string }>("SELECT comment FROM blog_comments WHERE id = $1", [answer.body.data._id])
        expect(row!.comment).toBe("hello")
        const served = (await postOf(id)).body.data.comments.find((c) => c._id === answer.body.data._id)
        expect(served!.comment).toBe("hello")
        // Typed entities are text as typed: decoding them would store markup.
        const escaped = await addComment(id, "1 &lt; 2 &amp;&amp; <i>x</i> > y", reader.token)
        expect(escaped.body.data.comment).toBe("1 &lt; 2 &amp;&amp; x > y")
        const encoded = await addComment(id, "&lt;script&gt;alert(1)&lt;/script&gt; <<b>script>alert(2)<</b>/script>ok", reader.token)
        expect(encoded.status).toBe(200)
        const [encodedRow] = await server.query<{ comment: string }>("SELECT comment FROM blog_comments WHERE id = $1", [encoded.body.data._id])
        expect(encodedRow!.comment).toBe("&lt;script&gt;alert(1)&lt;/script&gt; ok")
        expect(encodedRow!.comment).not.toMatch(/<[a-z/]/i)
      })

      it("answers 404 with a message for an unknown post", async () => {
        const answer = await client.post<ErrorAnswer>(`${API}/comment/add`, { blogId: "no-such-post", comment: "Hello" }, { token: reader.token })
        expect(answer.status).toBe(404)
        expect(answer.body.message).toBe("This blog post does not exist.")
      })

      it("refuses with 400 a blogId no post could have, naming the field", async () => {
        for (const blogId of ["", "x".repeat(201)]) {
          const answer = await client.post<ErrorAnswer>(`${API}/comment/add`, { blogId, comment: "Hello" }, { token: reader.token })
          expect(answer.status).toBe(400)
          expect(answer.body.issues?.map((issue) => issue.path)).toContain("blogId")
        }
        const withNul = await client.post<ErrorAnswer>(`${API}/comment/add`, { blogId: "a\u0000b", comment: "Hello" }, { token: reader.token })
        expect(withNul.status).toBe(400)
        expect(withNul.body.message).toBe(CONTROL_CHARACTER_MESSAGE)
      })

      it("allows 10 comments per learner in 10 minutes, then answers 429 with a message", async () => {
        const id = seeded(7)._id
        const chatty = await client.newLearner("chatty")
        for (let i = 1; i <= 10; i++) expect((await addComment(id, `Comment number ${i}`, chatty.token)).status).toBe(200)
        const refused = await client.post<ErrorAnswer>(`${API}/comment/add`, { blogId: id, comment: "One more" }, { token: chatty.token })
        expect(refused.status).toBe(429)
        expect(refused.body.message).toMatch(TOO_MANY)
        const minutes = Number(TOO_MANY.exec(refused.body.message)?.[1])
        expect(minutes).toBeGreaterThanOrEqual(1)
        expect(minutes).toBeLessThanOrEqual(10)
        const [{ count }] = (await server.query<{ count: number }>("SELECT count(*)::int AS count FROM blog_comments WHERE user_id = $1", [chatty.userId])) as [
          { count: number }
        ]
        expect(count).toBe(10)
        // Another learner is not affected.
        expect((await addComment(id, "Still welcome", reader.token)).status).toBe(200)
      })
    })

    describe("GET /pages/faqs", () => {
      it("answers at least 15 FAQs in their groups, in order", async () => {
        const answer = await client.get<{ data: Array<{ name: string; faqs: Array<{ _id: string; question: string; answerHtml: string }> }> }>(
          `${API}/pages/faqs`
        )
        expect(answer.status).toBe(200)
        const groups = answer.body.data
        expect(groups.map((g) => g.name)).toEqual(["Buying & access", "Practice tests", "Account", "Refunds"])
        const faqs = groups.flatMap((g) => g.faqs)
        expect(faqs.length).toBeGreaterThanOrEqual(15)
        for (const faq of faqs) {
          expect(Object.keys(faq).sort()).toEqual(["_id", "answerHtml", "question"])
          expect(faq.answerHtml).toMatch(/^<p>/)
        }
        const rows = await server.query<{ id: string }>("SELECT id FROM faqs ORDER BY sort_order, id")
        expect(faqs.map((f) => f._id)).toEqual(rows.map((r) => r.id))
      })
    })

    describe("GET /pages/get/{slug}", () => {
      it.each(["terms-condition", "privacy-policy", "refund-policy", "about"])("answers the %s page with several sections", async (slug) => {
        const answer = await client.get<{ data: { slug: string; title: string; bodyHtml: string; updatedAt: string } }>(`${API}/pages/get/${slug}`)
        expect(answer.status).toBe(200)
        const page = answer.body.data
        expect(page.slug).toBe(slug)
        expect(page.title.length).toBeGreaterThan(3)
        expect(page.bodyHtml.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(4)
        expect(page.bodyHtml).toContain("ExamReady")
        expect(new Date(page.updatedAt).toISOString()).toBe(page.updatedAt)
        expect(sanitizeRichText(page.bodyHtml)).toBe(page.bodyHtml)
      })

      it("answers 404 'This page does not exist.' for an unknown slug", async () => {
        for (const slug of ["no-such-page", "contact-us", "TERMS-CONDITION", "..%2F..%2Fetc"]) {
          const answer = await client.get<ErrorAnswer>(`${API}/pages/get/${slug}`)
          expect(answer.status).toBe(404)
          expect(answer.body.message).toBe("This page does not exist.")
        }
      })
    })

    describe("POST /public/contactUs", () => {
      const contact = (payload: unknown) => client.post<ErrorAnswer>(`${API}/public/contactUs`, payload)
      const valid = {
        name: "Jordan Reyes",
        email: "jordan.reyes@example.com",
        subject: "Package question",
        message: "Does the cloud package include the architect exam?"
      }
      const stored = () =>
        server.query<{ name: string; email: string; subject: string; message: string; client_address: string }>(
          "SELECT name, email, subject, message, client_address FROM contact_messages ORDER BY created_at"
        )

      it("refuses an empty form with an issue per field", async () => {
        const answer = await contact({ name: " ", email: "", subject: "", message: "" })
        expect(answer.status).toBe(400)
        expect(answer.body.message).toBe("Please correct the fields marked in the form.")
        expect(answer.body.issues).toEqual([
          { path: "name", message: "Please enter your name." },
          { path: "email", message: "Please enter email" },
          { path: "subject", message: "Please enter a subject." },
          { path: "message", message: "Please write your message." }
        ])
      })

      it.each([
        [{ email: "not-an-email" }, "email", "Please enter a valid email address."],
        [{ name: "n".repeat(101) }, "name", "Your name can be at most 100 characters."],
        [{ subject: "s".repeat(151) }, "subject", "The subject can be at most 150 characters."],
        [{ message: "Too short" }, "message", "Your message must be at least 10 characters."],
        [{ message: "m".repeat(5001) }, "message", "Your message can be at most 5000 characters."]
      ])("refuses %o with that field's message", async (change, path, message) => {
        const answer = await contact({ ...valid, ...change })
        expect(answer.status).toBe(400)
        expect(answer.body).toMatchObject({ message, issues: [{ path, message }] })
      })

      it("refuses a body without every field", async () => {
        const answer = await contact({ name: "Jordan", email: "jordan@example.com" })
        expect(answer.status).toBe(400)
        expect(typeof answer.body.message).toBe("string")
      })

      it("stores a valid message, trimmed, with the sender's address, and thanks the sender", async () => {
        expect(await stored()).toEqual([])
        const answer = await contact({ ...valid, name: `  ${valid.name} `, message: `${valid.message}\n` })
        expect(answer.status).toBe(200)
        expect(answer.body).toEqual({ message: "Thank you for writing to us. We will answer within two working days." })
        const rows = await stored()
        expect(rows).toHaveLength(1)
        expect(rows[0]).toMatchObject({ ...valid })
        expect(rows[0]!.client_address).toMatch(/127\.0\.0\.1/)
      })

      it("stores every field as plain text: tags stripped, the message's lines kept, typed entities as typed", async () => {
        const answer = await contact({
          name: "<b>Jordan</b> <img src=x onerror=alert(1)>Reyes",
          email: " jordan.reyes@example.com ",
          subject: "Refund &lt;urgent&gt; <<i>script>alert(1)<</i>/script>",
          message: "<p>Hello,</p>\n\nI was charged twice.<script>fetch('//evil.example')</script>\nThanks"
        })
        expect(answer.status).toBe(200)
        expect((await stored()).at(-1)).toMatchObject({
          name: "Jordan Reyes",
          email: "jordan.reyes@example.com",
          subject: "Refund &lt;urgent&gt;",
          message: "Hello,\n\nI was charged twice.\nThanks"
        })
        // Judged on the plain text: a message that is mostly markup is too short, and counts nothing.
        const markup = await contact({ ...valid, message: "<b>Hi</b><script>alert('a long script, not words')</script>" })
        expect(markup.status).toBe(400)
        expect(markup.body.message).toBe("Your message must be at least 10 characters.")
        expect(await stored()).toHaveLength(2)
      })

      it("stores 5 messages an hour from one address, then answers 429 with a message", async () => {
        // Two were stored by the tests above; refused forms did not count.
        for (let i = 3; i <= 5; i++) expect((await contact({ ...valid, subject: `Question ${i}` })).status).toBe(200)
        const refused = await contact({ ...valid, subject: "Question 6" })
        expect(refused.status).toBe(429)
        expect(refused.body.message).toMatch(TOO_MANY)
        expect(await stored()).toHaveLength(5)
      })
    })
  })
