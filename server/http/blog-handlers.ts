import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { CurrentUser } from "../../src/api/security.ts"
import { BlogRepository } from "../blog/blog-repository.ts"
import { COMMENT_POSTED_MESSAGE, CommentsService } from "../blog/comments-service.ts"
import { Reactions } from "../blog/reactions.ts"

/** Reading the blog: public. */
export const BlogHandlers = HttpApiBuilder.group(
  Api,
  "blog",
  Effect.fn(function*(handlers) {
    const blog = yield* BlogRepository
    return handlers
      .handle("page", ({ payload }) => Effect.map(blog.page(payload.page, payload.perPage), (data) => ({ data })))
      .handle("post", ({ params }) => Effect.map(blog.post(params.id), (data) => ({ data })))
  })
).pipe(Layer.provide(BlogRepository.layer))

/** Reacting and commenting: a signed-in learner (the Authorization middleware answers guests 401). */
export const BlogLearnerHandlers = HttpApiBuilder.group(
  Api,
  "blogLearner",
  Effect.fn(function*(handlers) {
    const reactions = yield* Reactions
    const comments = yield* CommentsService
    return handlers
      .handle("likeBlog", ({ params }) => Effect.flatMap(CurrentUser, (me) => reactions.press(me.userId, "post", params.id, "like")))
      .handle("dislikeBlog", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) => reactions.press(me.userId, "post", params.id, "dislike")))
      .handle("likeComment", ({ query }) =>
        Effect.flatMap(CurrentUser, (me) => reactions.press(me.userId, "comment", query.commentId, "like")))
      .handle("dislikeComment", ({ query }) =>
        Effect.flatMap(CurrentUser, (me) => reactions.press(me.userId, "comment", query.commentId, "dislike")))
      .handle("myReactions", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(reactions.mine(me.userId, params.id), (data) => ({ data }))))
      .handle("addComment", ({ payload }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.map(comments.add(me.userId, payload.blogId, payload.comment), (data) => ({ message: COMMENT_POSTED_MESSAGE, data }))))
  })
).pipe(Layer.provide([Reactions.layer, CommentsService.layer]))
