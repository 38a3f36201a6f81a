/**
 * A learner's comment on a blog post (POST /comment/add): plain text under
 * the learner's profile name, limited per account so a conversation cannot
 * be flooded.
 *
 * Order of the checks: the text (400), the post (404), then the limit (429),
 * so only comments that would be posted count against it.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { BlogComment } from "../../src/api/blog.ts"
import { Invalid, NotFound, TooManyRequests } from "../../src/api/errors.ts"
import { RateLimiter } from "../security/rate-limiter.ts"
import { BLOG_NOT_FOUND_MESSAGE, commentOf, type CommentRow } from "./blog-repository.ts"
import { commentText } from "./comment-text.ts"

export const COMMENT_POSTED_MESSAGE = "Your comment was posted."

export class CommentsService extends Context.Service<CommentsService, {
  readonly add: (userId: string, blogId: string, raw: string) => Effect.Effect<BlogComment, Invalid | NotFound | TooManyRequests>
}>()("exam-shop/CommentsService") {
  static readonly layer = Layer.effect(
    CommentsService,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const limiter = yield* RateLimiter

      const postExists = (blogId: string) =>
        sql`SELECT id FROM blog_posts WHERE id = ${blogId} AND published_at <= now()`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.length > 0)
        )

      const add = Effect.fn("CommentsService.add")(function*(userId: string, blogId: string, raw: string) {
        const checked = commentText(raw)
        if (checked._tag === "Refused") {
          return yield* new Invalid({ message: checked.message, issues: [{ path: "comment", message: checked.message }] })
        }
        if (!(yield* postExists(blogId))) return yield* new NotFound({ message: BLOG_NOT_FOUND_MESSAGE })
        yield* limiter.consume(limiter.limits.commentPerAccount, userId)
        // One statement takes the post and the learner's name together: a
        // post deleted a moment ago inserts nothing and answers 404.
        const rows = yield* sql<CommentRow>`
          INSERT INTO blog_comments (blog_id, user_id, author_name, comment)
          SELECT p.id, u.id, u.name, ${checked.text}
          FROM blog_posts p, users u
          WHERE p.id = ${blogId} AND u.id = ${userId}
          RETURNING id, blog_id, author_name, comment, created_at, 0 AS likes, 0 AS dislikes`.pipe(Effect.orDie)
        const row = rows[0]
        if (row === undefined) return yield* new NotFound({ message: BLOG_NOT_FOUND_MESSAGE })
        return commentOf(row)
      })

      return CommentsService.of({ add })
    })
  )
}
