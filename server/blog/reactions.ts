/**
 * Likes and dislikes on blog posts and comments (spec §7 likeBlog,
 * disLikeBlog, likeComment, disLikeComment).
 *
 * The rule (src/domain/reaction.ts, which the browser applies too): a like
 * replaces the learner's dislike and the other way round; pressing the
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
 * transaction.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { MyReactions, ReactionCounts, ReactionKind } from "../../src/api/blog.ts"
import { NotFound } from "../../src/api/errors.ts"
import { BLOG_NOT_FOUND_MESSAGE } from "./blog-repository.ts"

export const COMMENT_NOT_FOUND_MESSAGE = "This comment does not exist."

type TargetKind = "post" | "comment"

/** The answer's message: what just happened, in the learner's words. */
export const reactionMessage = (target: TargetKind, pressed: ReactionKind, now: ReactionKind | null): string => {
  if (now === null) return pressed === "like" ? "You took back your like." : "You took back your dislike."
  return `You ${now === "like" ? "liked" : "disliked"} this ${target}.`
}

// Fixed table and column names per target; never built from input.
const TARGETS = {
  post: { table: "blog_posts", reactions: "blog_reactions", key: "blog_id", notFound: BLOG_NOT_FOUND_MESSAGE },
  comment: { table: "blog_comments", reactions: "comment_reactions", key: "comment_id", notFound: COMMENT_NOT_FOUND_MESSAGE }
} as const

export interface ReactionResult {
  readonly message: string
  readonly data: ReactionCounts
}

interface PressRow {
  readonly reaction: string | null
  readonly likes: number
  readonly dislikes: number
}

const reactionOf = (value: string | null): ReactionKind | null => value === "like" || value === "dislike" ? value : null

export class Reactions extends Context.Service<Reactions, {
  readonly press: (userId: string, target: TargetKind, id: string, pressed: ReactionKind) => Effect.Effect<ReactionResult, NotFound>
  /** The learner's reaction on a post and on each of its comments. */
  readonly mine: (userId: string, blogId: string) => Effect.Effect<MyReactions, NotFound>
}>()("exam-shop/Reactions") {
  static readonly layer = Layer.effect(
    Reactions,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient

      const press = Effect.fn("Reactions.press")(function*(userId: string, target: TargetKind, id: string, pressed: ReactionKind) {
        const { table, reactions, key, notFound } = TARGETS[target]
        // A post scheduled for later is not there yet, nor are its comments.
        const published = target === "post"
          ? sql`t.published_at <= now()`
          : sql`EXISTS (SELECT 1 FROM blog_posts p WHERE p.id = t.blog_id AND p.published_at <= now())`
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
        const row = rows[0]
        if (row === undefined) return yield* new NotFound({ message: notFound })
        const reaction = reactionOf(row.reaction)
        return { message: reactionMessage(target, pressed, reaction), data: { likes: row.likes, dislikes: row.dislikes, reaction } }
      })

      const mine = Effect.fn("Reactions.mine")(function*(userId: string, blogId: string) {
        const [posts, onPost, onComments] = yield* Effect.all([
          sql`SELECT id FROM blog_posts WHERE id = ${blogId} AND published_at <= now()`,
          sql<{ kind: string | null }>`
            SELECT kind FROM blog_reactions WHERE blog_id = ${blogId} AND user_id = ${userId} AND kind IS NOT NULL`,
          sql<{ comment_id: string; kind: string | null }>`
            SELECT r.comment_id, r.kind
            FROM comment_reactions r JOIN blog_comments c ON c.id = r.comment_id
            WHERE c.blog_id = ${blogId} AND r.user_id = ${userId} AND r.kind IS NOT NULL
            ORDER BY c.created_at, c.id`
        ]).pipe(Effect.orDie)
        if (posts.length === 0) return yield* new NotFound({ message: BLOG_NOT_FOUND_MESSAGE })
        const comments = onComments.flatMap((row) => {
          const reaction = reactionOf(row.kind)
          return reaction === null ? [] : [{ commentId: row.comment_id, reaction }]
        })
        return { blog: reactionOf(onPost[0]?.kind ?? null), comments }
      })

      return Reactions.of({ press, mine })
    })
  )
}
