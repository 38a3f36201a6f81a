/**
 * The blog's rules (spec §2 /blog, /blog-detail/{id}; §7 reactions and
 * comments): pages are checked like every paged call; a post scheduled for
 * later is not there yet; a reaction answers what just happened in the
 * learner's words; a comment is plain text under the learner's profile name,
 * limited per account so a conversation cannot be flooded.
 *
 * Order of a comment's checks: the text (400), the post (404), then the
 * limit (429), so only comments that would be posted count against it.
 */
import { Context, Effect, Layer, Option } from "effect"
import type { BlogComment, BlogPage, BlogPost, MyReactions, ReactionCounts, ReactionKind } from "../../../src/api/content/blog.ts"
import { Invalid, NotFound, type TooManyRequests } from "../../../src/api/shared/errors.ts"
import type { BlogPostId } from "../../../src/api/shared/ids.ts"
import { RateLimiter } from "../../platform/security/rate-limiter.ts"
import { pagingOf } from "../../shared/paging.ts"
import { commentText } from "./comment-text.ts"
import { BLOG_NOT_FOUND_MESSAGE, COMMENT_NOT_FOUND_MESSAGE } from "./messages.ts"
import { ReactionsRepository, type ReactionTarget } from "./reactions-repository.ts"
import { BlogRepository } from "./repository.ts"

/** The answer's message: what just happened, in the learner's words. */
export const reactionMessage = (target: ReactionTarget["kind"], pressed: ReactionKind, now: ReactionKind | null): string => {
  if (now === null) return pressed === "like" ? "You took back your like." : "You took back your dislike."
  return `You ${now === "like" ? "liked" : "disliked"} this ${target}.`
}

export interface ReactionResult {
  readonly message: string
  readonly data: ReactionCounts
}

const NOT_FOUND: Record<ReactionTarget["kind"], string> = { post: BLOG_NOT_FOUND_MESSAGE, comment: COMMENT_NOT_FOUND_MESSAGE }

export class BlogService extends Context.Service<
  BlogService,
  {
    readonly page: (page: number, perPage: number) => Effect.Effect<BlogPage, Invalid>
    readonly post: (id: BlogPostId) => Effect.Effect<BlogPost, NotFound>
    readonly react: (userId: string, target: ReactionTarget, pressed: ReactionKind) => Effect.Effect<ReactionResult, NotFound>
    /** The learner's reaction on a post and on each of its comments. */
    readonly myReactions: (userId: string, blogId: BlogPostId) => Effect.Effect<MyReactions, NotFound>
    readonly addComment: (userId: string, blogId: BlogPostId, raw: string) => Effect.Effect<BlogComment, Invalid | NotFound | TooManyRequests>
  }
>()("exam-shop/BlogService") {
  /** The rules over whichever repositories are provided; the rate limiter is the application's one. */
  static readonly layerNoDeps = Layer.effect(
    BlogService,
    Effect.gen(function* () {
      const posts = yield* BlogRepository
      const reactions = yield* ReactionsRepository
      const limiter = yield* RateLimiter
      const postNotFound = new NotFound({ message: BLOG_NOT_FOUND_MESSAGE })

      const page = Effect.fn("BlogService.page")(function* (askedPage: number, askedPerPage: number) {
        const paging = pagingOf({ page: askedPage, perPage: askedPerPage })
        const { docs, total } = yield* posts.page(paging)
        return { docs, total, page: paging.page, perPage: paging.perPage }
      })

      const post = Effect.fn("BlogService.post")(function* (id: BlogPostId) {
        const found = yield* posts.post(id)
        if (Option.isNone(found)) return yield* postNotFound
        return found.value
      })

      const react = Effect.fn("BlogService.react")(function* (userId: string, target: ReactionTarget, pressed: ReactionKind) {
        const counts = yield* reactions.press(userId, target, pressed)
        if (Option.isNone(counts)) return yield* new NotFound({ message: NOT_FOUND[target.kind] })
        return { message: reactionMessage(target.kind, pressed, counts.value.reaction), data: counts.value }
      })

      const myReactions = Effect.fn("BlogService.myReactions")(function* (userId: string, blogId: BlogPostId) {
        const [published, mine] = yield* Effect.all([posts.isPublished(blogId), reactions.mine(userId, blogId)])
        if (!published) return yield* postNotFound
        return mine
      })

      const addComment = Effect.fn("BlogService.addComment")(function* (userId: string, blogId: BlogPostId, raw: string) {
        const checked = commentText(raw)
        if (checked._tag === "Refused") {
          return yield* new Invalid({ message: checked.message, issues: [{ path: "comment", message: checked.message }] })
        }
        if (!(yield* posts.isPublished(blogId))) return yield* postNotFound
        yield* limiter.consume(limiter.limits.commentPerAccount, userId)
        const comment = yield* posts.addComment(userId, blogId, checked.text)
        if (Option.isNone(comment)) return yield* postNotFound
        return comment.value
      })

      return BlogService.of({ page, post, react, myReactions, addComment })
    })
  )

  static readonly layer = BlogService.layerNoDeps.pipe(Layer.provide([BlogRepository.layer, ReactionsRepository.layer]))
}
