/**
 * The adminContent group (src/api/admin/admin-content.ts): thin handlers over the content
 * service. AdminAuthorization has already refused everyone but admins.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { BlogPostId, CommentId, FaqId } from "../../../src/api/shared/ids.ts"
import { CurrentAdmin } from "../../../src/api/shared/security.ts"
import { pathId } from "../../shared/path-id.ts"
import { AdminContentService, COMMENT_NOT_FOUND, FAQ_NOT_FOUND, POST_NOT_FOUND } from "./service.ts"
import { inEnvelope } from "../../shared/envelope.ts"

const postIdOf = pathId(BlogPostId, POST_NOT_FOUND)
const faqIdOf = pathId(FaqId, FAQ_NOT_FOUND)
const commentIdOf = pathId(CommentId, COMMENT_NOT_FOUND)

const adminId = Effect.gen(function* () {
  return (yield* CurrentAdmin).userId
})

export const AdminContentHandlers = HttpApiBuilder.group(
  Api,
  "adminContent",
  Effect.fn(function* (handlers) {
    const content = yield* AdminContentService
    return handlers
      .handle("posts", ({ payload }) => Effect.map(content.posts(payload), inEnvelope))
      .handle("post", ({ params }) => Effect.map(Effect.flatMap(postIdOf(params.id), content.post), inEnvelope))
      .handle("createPost", ({ payload }) => Effect.flatMap(adminId, (me) => content.createPost(me, payload)))
      .handle("updatePost", ({ params, payload }) =>
        Effect.flatMap(Effect.all([adminId, postIdOf(params.id)]), ([me, id]) => content.updatePost(me, id, payload))
      )
      .handle("publishPost", ({ params }) => Effect.flatMap(Effect.all([adminId, postIdOf(params.id)]), ([me, id]) => content.publishPost(me, id, true)))
      .handle("unpublishPost", ({ params }) => Effect.flatMap(Effect.all([adminId, postIdOf(params.id)]), ([me, id]) => content.publishPost(me, id, false)))
      .handle("removePost", ({ params }) =>
        Effect.flatMap(Effect.all([adminId, postIdOf(params.id)]), ([me, id]) => Effect.map(content.removePost(me, id), (message) => ({ message })))
      )
      .handle("faqs", () => Effect.map(content.faqs, inEnvelope))
      .handle("createFaq", ({ payload }) => Effect.flatMap(adminId, (me) => content.createFaq(me, payload)))
      .handle("updateFaq", ({ params, payload }) => Effect.flatMap(Effect.all([adminId, faqIdOf(params.id)]), ([me, id]) => content.updateFaq(me, id, payload)))
      .handle("reorderFaqs", ({ payload }) => Effect.flatMap(adminId, (me) => content.reorderFaqs(me, payload)))
      .handle("removeFaq", ({ params }) =>
        Effect.flatMap(Effect.all([adminId, faqIdOf(params.id)]), ([me, id]) => Effect.map(content.removeFaq(me, id), (message) => ({ message })))
      )
      .handle("pages", () => Effect.map(content.pages, inEnvelope))
      .handle("page", ({ params }) => Effect.map(content.page(params.slug), inEnvelope))
      .handle("updatePage", ({ params, payload }) => Effect.flatMap(adminId, (me) => content.updatePage(me, params.slug, payload)))
      .handle("footer", () => Effect.map(content.footer, inEnvelope))
      .handle("updateFooter", ({ payload }) => Effect.flatMap(adminId, (me) => content.updateFooter(me, payload)))
      .handle("comments", ({ payload }) => Effect.map(content.comments(payload), inEnvelope))
      .handle("hideComment", ({ params }) => Effect.flatMap(Effect.all([adminId, commentIdOf(params.id)]), ([me, id]) => content.hideComment(me, id, true)))
      .handle("showComment", ({ params }) => Effect.flatMap(Effect.all([adminId, commentIdOf(params.id)]), ([me, id]) => content.hideComment(me, id, false)))
      .handle("removeComment", ({ params }) =>
        Effect.flatMap(Effect.all([adminId, commentIdOf(params.id)]), ([me, id]) => Effect.map(content.removeComment(me, id), (message) => ({ message })))
      )
  })
).pipe(Layer.provide(AdminContentService.layer))
