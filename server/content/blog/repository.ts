/**
 * The blog's posts and comments: a page of cards, newest first, one post
 * with its comments, oldest first (spec §2 /blog and /blog-detail/{id}), and
 * a new comment. Only published posts exist for readers. Like and dislike
 * counts are counted from the reaction rows on every read, so they always
 * equal what the learners did. A comment an admin hid (hidden_at)
 * is neither shown nor counted; a draft post (no published_at) is not there.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { BlogCard, BlogComment, BlogPost } from "../../../src/api/content/blog.ts"
import type { BlogPostId, CommentId } from "../../../src/api/shared/ids.ts"
import type { Paging } from "../../shared/paging.ts"

/** Ids are typed with their brands: the database only holds ids it generated. */
interface CardRow {
  readonly id: BlogPostId
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

interface CommentRow {
  readonly id: CommentId
  readonly blog_id: BlogPostId
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

const commentOf = (row: CommentRow): BlogComment => ({
  _id: row.id,
  blogId: row.blog_id,
  authorName: row.author_name,
  comment: row.comment,
  createdAt: isoOf(row.created_at),
  likes: row.likes,
  dislikes: row.dislikes
})

export interface BlogCards {
  readonly docs: ReadonlyArray<BlogCard>
  readonly total: number
}

export class BlogRepository extends Context.Service<
  BlogRepository,
  {
    readonly page: (paging: Paging) => Effect.Effect<BlogCards>
    readonly post: (id: BlogPostId) => Effect.Effect<Option.Option<BlogPost>>
    readonly isPublished: (id: BlogPostId) => Effect.Effect<boolean>
    /** Posts the comment under the learner's profile name; none when the post or the learner is gone. */
    readonly addComment: (userId: string, blogId: BlogPostId, text: string) => Effect.Effect<Option.Option<BlogComment>>
  }
>()("exam-shop/BlogRepository") {
  static readonly layer = Layer.effect(
    BlogRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      // The columns of a card; `p` is the post. Counts come from the rows.
      const cardColumns = sql`
        p.id, p.title, p.excerpt, p.author_name, p.published_at, p.read_minutes, p.tags,
        (SELECT count(*) FROM blog_reactions r WHERE r.blog_id = p.id AND r.kind = 'like')::int AS likes,
        (SELECT count(*) FROM blog_reactions r WHERE r.blog_id = p.id AND r.kind = 'dislike')::int AS dislikes,
        (SELECT count(*) FROM blog_comments c WHERE c.blog_id = p.id AND c.hidden_at IS NULL)::int AS comment_count`

      const page = Effect.fn("BlogRepository.page")(function* ({ perPage, offset }: Paging) {
        const [rows, counts] = yield* Effect.all([
          sql<CardRow>`
            SELECT ${cardColumns} FROM blog_posts p
            WHERE p.published_at <= now()
            ORDER BY p.published_at DESC, p.id DESC
            LIMIT ${perPage}::int OFFSET ${offset}::bigint`,
          sql<{ total: number }>`SELECT count(*)::int AS total FROM blog_posts WHERE published_at <= now()`
        ]).pipe(Effect.orDie)
        return { docs: rows.map(cardOf), total: counts[0]?.total ?? 0 }
      })

      const post = Effect.fn("BlogRepository.post")(function* (id: BlogPostId) {
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
            WHERE c.blog_id = ${id} AND c.hidden_at IS NULL
            ORDER BY c.created_at, c.id`
        ]).pipe(Effect.orDie)
        return Option.map(
          Option.fromNullishOr(posts[0]),
          (row): BlogPost => ({
            ...cardOf(row),
            bodyHtml: row.body_html,
            comments: comments.map(commentOf)
          })
        )
      })

      const isPublished = (id: BlogPostId) =>
        sql`SELECT id FROM blog_posts WHERE id = ${id} AND published_at <= now()`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.length > 0),
          Effect.withSpan("BlogRepository.isPublished")
        )

      // One statement takes the post and the learner's name together: a
      // post deleted a moment ago inserts nothing and answers none.
      const addComment = (userId: string, blogId: BlogPostId, text: string) =>
        sql<CommentRow>`
          INSERT INTO blog_comments (blog_id, user_id, author_name, comment)
          SELECT p.id, u.id, u.name, ${text}
          FROM blog_posts p, users u
          WHERE p.id = ${blogId} AND u.id = ${userId}
          RETURNING id, blog_id, author_name, comment, created_at, 0 AS likes, 0 AS dislikes`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), commentOf)),
          Effect.withSpan("BlogRepository.addComment")
        )

      return BlogRepository.of({ page, post, isPublished, addComment })
    })
  )
}
