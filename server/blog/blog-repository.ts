/**
 * Reading the blog: a page of cards, newest first, and one post with its
 * comments, oldest first (spec §2 /blog and /blog-detail/{id}). Like and
 * dislike counts are counted from the reaction rows on every read, so they
 * always equal what the learners did.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { BlogCard, BlogComment, BlogPage, BlogPost } from "../../src/api/blog.ts"
import { type Invalid, NotFound } from "../../src/api/errors.ts"
import { checkPaging } from "../shared/paging.ts"

export const BLOG_NOT_FOUND_MESSAGE = "This blog post does not exist."

interface CardRow {
  readonly id: string
  readonly title: string
  readonly excerpt: string
  readonly author_name: string
  readonly published_at: Date | string
  readonly read_minutes: number
  readonly tags: ReadonlyArray<string> | null
  readonly likes: number
  readonly dislikes: number
  readonly comment_count: number
}

interface PostRow extends CardRow {
  readonly body_html: string
}

export interface CommentRow {
  readonly id: string
  readonly blog_id: string
  readonly author_name: string
  readonly comment: string
  readonly created_at: Date | string
  readonly likes: number
  readonly dislikes: number
}

const isoOf = (value: Date | string) => new Date(value).toISOString()

const cardOf = (row: CardRow): BlogCard => ({
  _id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  authorName: row.author_name,
  publishedAt: isoOf(row.published_at),
  readMinutes: row.read_minutes,
  tags: row.tags ?? [],
  likes: row.likes,
  dislikes: row.dislikes,
  commentCount: row.comment_count
})

export const commentOf = (row: CommentRow): BlogComment => ({
  _id: row.id,
  blogId: row.blog_id,
  authorName: row.author_name,
  comment: row.comment,
  createdAt: isoOf(row.created_at),
  likes: row.likes,
  dislikes: row.dislikes
})

export class BlogRepository extends Context.Service<BlogRepository, {
  readonly page: (page: number, perPage: number) => Effect.Effect<BlogPage, Invalid>
  readonly post: (id: string) => Effect.Effect<BlogPost, NotFound>
}>()("exam-shop/BlogRepository") {
  static readonly layer = Layer.effect(
    BlogRepository,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient

      // The columns of a card; `p` is the post. Counts come from the rows.
      const cardColumns = sql`
        p.id, p.title, p.excerpt, p.author_name, p.published_at, p.read_minutes, p.tags,
        (SELECT count(*) FROM blog_reactions r WHERE r.blog_id = p.id AND r.kind = 'like')::int AS likes,
        (SELECT count(*) FROM blog_reactions r WHERE r.blog_id = p.id AND r.kind = 'dislike')::int AS dislikes,
        (SELECT count(*) FROM blog_comments c WHERE c.blog_id = p.id)::int AS comment_count`

      const page = Effect.fn("BlogRepository.page")(function*(askedPage: number, askedPerPage: number) {
        const { page, perPage, offset } = yield* checkPaging(askedPage, askedPerPage)
        const [rows, counts] = yield* Effect.all([
          sql<CardRow>`
            SELECT ${cardColumns} FROM blog_posts p
            WHERE p.published_at <= now()
            ORDER BY p.published_at DESC, p.id DESC
            LIMIT ${perPage}::int OFFSET ${offset}::bigint`,
          sql<{ total: number }>`SELECT count(*)::int AS total FROM blog_posts WHERE published_at <= now()`
        ]).pipe(Effect.orDie)
        return { docs: rows.map(cardOf), total: counts[0]?.total ?? 0, page, perPage }
      })

      const post = Effect.fn("BlogRepository.post")(function*(id: string) {
        const [posts, comments] = yield* Effect.all([
          sql<PostRow>`
            SELECT ${cardColumns}, p.body_html FROM blog_posts p
            WHERE p.id = ${id} AND p.published_at <= now()`,
          // The learner's current profile name when the account still exists;
          // the name it was posted under otherwise (demo readers, deleted accounts).
          sql<CommentRow>`
            SELECT c.id, c.blog_id, coalesce(u.name, c.author_name) AS author_name, c.comment, c.created_at,
              (SELECT count(*) FROM comment_reactions r WHERE r.comment_id = c.id AND r.kind = 'like')::int AS likes,
              (SELECT count(*) FROM comment_reactions r WHERE r.comment_id = c.id AND r.kind = 'dislike')::int AS dislikes
            FROM blog_comments c LEFT JOIN users u ON u.id = c.user_id
            WHERE c.blog_id = ${id}
            ORDER BY c.created_at, c.id`
        ]).pipe(Effect.orDie)
        const row = posts[0]
        if (row === undefined) return yield* new NotFound({ message: BLOG_NOT_FOUND_MESSAGE })
        return { ...cardOf(row), bodyHtml: row.body_html, comments: comments.map(commentOf) }
      })

      return BlogRepository.of({ page, post })
    })
  )
}
