/**
 * The blog's groups: reading is public; reacting and commenting need a
 * signed-in learner (the Authorization middleware answers guests 401).
 * Decode, ask the blog service, encode. Both groups provide the same layer
 * value, which the application builds once; its rate limiter and the
 * Authorization middleware come from the application.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import type { ReactionKind } from "../../../src/api/content/blog.ts"
import type { NotFound } from "../../../src/api/shared/errors.ts"
import { BlogPostId, CommentId } from "../../../src/api/shared/ids.ts"
import { CurrentUser } from "../../../src/api/shared/security.ts"
import { pathId } from "../../shared/path-id.ts"
import { BLOG_NOT_FOUND_MESSAGE, COMMENT_NOT_FOUND_MESSAGE, COMMENT_POSTED_MESSAGE } from "./messages.ts"
import type { ReactionTarget } from "./reactions-repository.ts"
import { BlogService } from "./service.ts"
import { inEnvelope } from "../../shared/envelope.ts"

// Ids in the address (the path, and the comment's query): an impossible one
// answers the same 404 as an unknown one (server/shared/path-id.ts).
const postIdOf = pathId(BlogPostId, BLOG_NOT_FOUND_MESSAGE)
const commentIdOf = pathId(CommentId, COMMENT_NOT_FOUND_MESSAGE)
const post = (raw: string) => Effect.map(postIdOf(raw), (id): ReactionTarget => ({ kind: "post", id }))
const comment = (raw: string) => Effect.map(commentIdOf(raw), (id): ReactionTarget => ({ kind: "comment", id }))

export const BlogHandlers = HttpApiBuilder.group(
  Api,
  "blog",
  Effect.fn(function* (handlers) {
    const blog = yield* BlogService
    return handlers
      .handle("page", ({ payload }) => Effect.map(blog.page(payload.page, payload.perPage), inEnvelope))
      .handle("post", ({ params }) => postIdOf(params.id).pipe(Effect.flatMap(blog.post), Effect.map(inEnvelope)))
  })
).pipe(Layer.provide(BlogService.layer))

export const BlogLearnerHandlers = HttpApiBuilder.group(
  Api,
  "blogLearner",
  Effect.fn(function* (handlers) {
    const blog = yield* BlogService
    const react = (target: Effect.Effect<ReactionTarget, NotFound>, pressed: ReactionKind) =>
      Effect.flatMap(Effect.zip(CurrentUser, target), ([me, decoded]) => blog.react(me.userId, decoded, pressed))
    return handlers
      .handle("likeBlog", ({ params }) => react(post(params.id), "like"))
      .handle("dislikeBlog", ({ params }) => react(post(params.id), "dislike"))
      .handle("likeComment", ({ query }) => react(comment(query.commentId), "like"))
      .handle("dislikeComment", ({ query }) => react(comment(query.commentId), "dislike"))
      .handle("myReactions", ({ params }) =>
        Effect.flatMap(Effect.zip(CurrentUser, postIdOf(params.id)), ([me, blogId]) => Effect.map(blog.myReactions(me.userId, blogId), inEnvelope))
      )
      .handle("addComment", ({ payload }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.map(blog.addComment(me.userId, payload.blogId, payload.comment), (data) => ({ message: COMMENT_POSTED_MESSAGE, data }))
        )
      )
  })
).pipe(Layer.provide(BlogService.layer))
