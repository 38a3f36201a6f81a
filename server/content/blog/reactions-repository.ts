/**
 * Likes and dislikes on blog posts and comments (spec §7 likeBlog,
 * disLikeBlog, likeComment, disLikeComment).
 *
 * The rule (src/domain/content/reaction.ts, which the browser applies too): a
 * like replaces the learner's dislike and the other way round; pressing the
 * reaction the learner already has takes it back. A learner has one row per
 * target (the primary key); its kind is 'like', 'dislike' or NULL once taken
 * back, and the counts are counted from those rows.
 *
 * Each press is ONE statement: an upsert of the learner's row whose update
 * applies the rule to the row's latest committed kind (ON CONFLICT DO UPDATE
 * locks that row and sees it even when the statement's snapshot is older).
 * Simultaneous presses by one learner therefore apply one after another —
 * twenty quick likes leave exactly the state twenty toggles give — on
 * PostgreSQL and on the embedded database alike, without a multi-statement
 * transaction. That is why the rule is written here in SQL and not in the
 * service: read-then-write in two statements would race.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { MyReactions, ReactionCounts, ReactionKind } from "../../../src/api/content/blog.ts"
import type { BlogPostId, CommentId } from "../../../src/api/shared/ids.ts"

/** What a learner reacts to, with the id of that kind of record. */
export type ReactionTarget = { readonly kind: "post"; readonly id: BlogPostId } | { readonly kind: "comment"; readonly id: CommentId }

// Fixed table and column names per target; never built from input.
const TARGETS = {
  post: { table: "blog_posts", reactions: "blog_reactions", key: "blog_id" },
  comment: { table: "blog_comments", reactions: "comment_reactions", key: "comment_id" }
} as const

interface PressRow {
  readonly reaction: string | null
  readonly likes: number
  readonly dislikes: number
}

const reactionOf = (value: string | null): ReactionKind | null => (value === "like" || value === "dislike" ? value : null)

export class ReactionsRepository extends Context.Service<
  ReactionsRepository,
  {
    /** The counts after the press, or none when the target does not exist (or is not published yet). */
    readonly press: (userId: string, target: ReactionTarget, pressed: ReactionKind) => Effect.Effect<Option.Option<ReactionCounts>>
    /** The learner's reaction on a post and on each of its comments (the post is not checked here). */
    readonly mine: (userId: string, blogId: BlogPostId) => Effect.Effect<MyReactions>
  }
>()("exam-shop/ReactionsRepository") {
  static readonly layer = Layer.effect(
    ReactionsRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const press = Effect.fn("ReactionsRepository.press")(function* (userId: string, target: ReactionTarget, pressed: ReactionKind) {
        const { table, reactions, key } = TARGETS[target.kind]
        const id = target.id
        // A post scheduled for later is not there yet, nor are its comments.
        const published =
          target.kind === "post"
            ? sql`t.published_at <= now()`
            : // A comment an admin hid takes no reaction either.
              sql`t.hidden_at IS NULL AND EXISTS (SELECT 1 FROM blog_posts p WHERE p.id = t.blog_id AND p.published_at <= now())`
        // An unknown target selects no row, inserts nothing and answers none.
        // The other learners' rows are read from the statement's snapshot
        // (a data-modifying CTE's own change is not visible to it), so the
        // learner's new state is added on its own: the counts always include
        // exactly the reaction this answer reports.
        const rows = yield* sql<PressRow>`
            WITH pressed AS (
              INSERT INTO ${sql(reactions)} (${sql(key)}, user_id, kind)
              SELECT t.id, ${userId}::text, ${pressed}::text FROM ${sql(table)} t WHERE t.id = ${id} AND ${published}
              ON CONFLICT (${sql(key)}, user_id) DO UPDATE
                SET kind = CASE WHEN ${sql(reactions)}.kind = EXCLUDED.kind THEN NULL ELSE EXCLUDED.kind END,
                    updated_at = now()
              RETURNING kind
            ), others AS (
              SELECT count(*) FILTER (WHERE kind = 'like')::int AS likes,
                     count(*) FILTER (WHERE kind = 'dislike')::int AS dislikes
              FROM ${sql(reactions)} WHERE ${sql(key)} = ${id} AND user_id <> ${userId}
            )
            SELECT pressed.kind AS reaction,
                   (others.likes + CASE WHEN pressed.kind = 'like' THEN 1 ELSE 0 END)::int AS likes,
                   (others.dislikes + CASE WHEN pressed.kind = 'dislike' THEN 1 ELSE 0 END)::int AS dislikes
            FROM pressed CROSS JOIN others`.pipe(Effect.orDie)
        return Option.map(
          Option.fromNullishOr(rows[0]),
          (row): ReactionCounts => ({
            likes: row.likes,
            dislikes: row.dislikes,
            reaction: reactionOf(row.reaction)
          })
        )
      })

      const mine = Effect.fn("ReactionsRepository.mine")(function* (userId: string, blogId: BlogPostId) {
        const [onPost, onComments] = yield* Effect.all([
          sql<{ kind: string | null }>`
            SELECT kind FROM blog_reactions WHERE blog_id = ${blogId} AND user_id = ${userId} AND kind IS NOT NULL`,
          sql<{ comment_id: CommentId; kind: string | null }>`
            SELECT r.comment_id, r.kind
            FROM comment_reactions r JOIN blog_comments c ON c.id = r.comment_id
            WHERE c.blog_id = ${blogId} AND c.hidden_at IS NULL AND r.user_id = ${userId} AND r.kind IS NOT NULL
            ORDER BY c.created_at, c.id`
        ]).pipe(Effect.orDie)
        const comments = onComments.flatMap((row) => {
          const reaction = reactionOf(row.kind)
          return reaction === null ? [] : [{ commentId: row.comment_id, reaction }]
        })
        return { blog: reactionOf(onPost[0]?.kind ?? null), comments }
      })

      return ReactionsRepository.of({ press, mine })
    })
  )
}
