/**
 * Likes and dislikes on blog posts and comments (spec §7 likeBlog,
 * disLikeBlog, likeComment, disLikeComment).
 *
 * The rule: a like replaces the learner's dislike and the other way round;
 * pressing the reaction the learner already has takes it back. A learner has
 * at most one reaction row per target (the primary key), and the counts are
 * counted from those rows.
 *
 * Each press runs in one transaction that first locks the target row (FOR NO
 * KEY UPDATE: new comments and reactions may still reference it). Presses on
 * one target therefore apply one after another, each reads the reaction the
 * previous one left, and the counts it answers are exact at that moment —
 * twenty quick presses by one learner leave the state twenty toggles give.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { MyReactions, ReactionCounts, ReactionKind } from "../../src/api/blog.ts"
import { NotFound } from "../../src/api/errors.ts"
import { BLOG_NOT_FOUND_MESSAGE } from "./blog-repository.ts"

export const COMMENT_NOT_FOUND_MESSAGE = "This comment does not exist."

/** What the learner's reaction becomes when they press `pressed`. */
export const nextReaction = (current: ReactionKind | null, pressed: ReactionKind): ReactionKind | null =>
  current === pressed ? null : pressed

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

const isReactionKind = (value: string): value is ReactionKind => value === "like" || value === "dislike"

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
        return yield* sql.withTransaction(Effect.gen(function*() {
          const locked = yield* sql`SELECT id FROM ${sql(table)} WHERE id = ${id} FOR NO KEY UPDATE`
          if (locked.length === 0) return yield* new NotFound({ message: notFound })
          const existing = yield* sql<{ kind: string }>`
            SELECT kind FROM ${sql(reactions)} WHERE ${sql(key)} = ${id} AND user_id = ${userId}`
          const current = existing[0] !== undefined && isReactionKind(existing[0].kind) ? existing[0].kind : null
          const next = nextReaction(current, pressed)
          if (next === null) {
            yield* sql`DELETE FROM ${sql(reactions)} WHERE ${sql(key)} = ${id} AND user_id = ${userId}`
          } else {
            yield* sql`
              INSERT INTO ${sql(reactions)} (${sql(key)}, user_id, kind) VALUES (${id}, ${userId}, ${next})
              ON CONFLICT (${sql(key)}, user_id) DO UPDATE SET kind = EXCLUDED.kind, created_at = now()`
          }
          const counts = yield* sql<{ likes: number; dislikes: number }>`
            SELECT count(*) FILTER (WHERE kind = 'like')::int AS likes,
                   count(*) FILTER (WHERE kind = 'dislike')::int AS dislikes
            FROM ${sql(reactions)} WHERE ${sql(key)} = ${id}`
          const { likes, dislikes } = counts[0] ?? { likes: 0, dislikes: 0 }
          return { message: reactionMessage(target, pressed, next), data: { likes, dislikes, reaction: next } }
        })).pipe(Effect.catchTag("SqlError", Effect.die))
      })

      const mine = Effect.fn("Reactions.mine")(function*(userId: string, blogId: string) {
        const [posts, onPost, onComments] = yield* Effect.all([
          sql`SELECT id FROM blog_posts WHERE id = ${blogId} AND published_at <= now()`,
          sql<{ kind: string }>`SELECT kind FROM blog_reactions WHERE blog_id = ${blogId} AND user_id = ${userId}`,
          sql<{ comment_id: string; kind: string }>`
            SELECT r.comment_id, r.kind
            FROM comment_reactions r JOIN blog_comments c ON c.id = r.comment_id
            WHERE c.blog_id = ${blogId} AND r.user_id = ${userId}
            ORDER BY c.created_at, c.id`
        ]).pipe(Effect.orDie)
        if (posts.length === 0) return yield* new NotFound({ message: BLOG_NOT_FOUND_MESSAGE })
        const blog = onPost[0] !== undefined && isReactionKind(onPost[0].kind) ? onPost[0].kind : null
        const comments = onComments.flatMap((row) =>
          isReactionKind(row.kind) ? [{ commentId: row.comment_id, reaction: row.kind }] : [])
        return { blog, comments }
      })

      return Reactions.of({ press, mine })
    })
  )
}
