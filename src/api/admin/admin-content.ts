/**
 * The admin area's content calls, for signed-in admins only
 * (AdminAuthorization). Paths under /admin/content/….
 *
 * - Blog posts: every post (drafts too), newest edit first; create and edit
 *   (title, summary, body as rich text sanitised by the server, author,
 *   tags); publish (now) and unpublish (back to a draft); remove. Posts have
 *   no slug (the public address is /blog-detail/{id}) and no image.
 * - FAQs: the list in page order; create, edit, reorder (the whole order at
 *   once), remove.
 * - Pages: the policy pages and About us (their title and body).
 * - Footer: the spec's §3 fields.
 * - Comments: the newest first, all or one post's, visible or hidden; hide,
 *   show again, remove.
 *
 * The rules of each form live in src/domain/admin/content-rules.ts; a
 * refused form answers 400 with one issue per field (`path` is the field's
 * name, e.g. "title" or "tags.2"). Every change answers the server's
 * sentence (`message`) and is recorded in the audit log with the record
 * before and after, in the same transaction. The public pages read the same
 * tables, so a change shows there at once (the footer's kept read is
 * dropped by its table's trigger, migration 0021).
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { FooterSection } from "../shell/footer.ts"
import { Conflict, Invalid, NotFound } from "../shared/errors.ts"
import { BlogPostId, CommentId, FaqId } from "../shared/ids.ts"
import { ContentPage } from "../content/pages.ts"
import { PageRequest, pageOf } from "../shared/paging.ts"
import { AdminAuthorization } from "../shared/security.ts"

/** What any text field of these forms may carry on the wire; the rules' own limits are lower. */
const MAX_FIELD = 2_000
/** A rich-text body on the wire (the rules allow less). */
const MAX_BODY = 200_000

const Field = Schema.String.check(Schema.isMaxLength(MAX_FIELD, { message: `A field can be at most ${MAX_FIELD} characters.` }))
const Body = Schema.String.check(Schema.isMaxLength(MAX_BODY, { message: `A body can be at most ${MAX_BODY} characters.` }))

/** The change's sentence, e.g. "The post was published." */
export const ChangeAnswer = Schema.Struct({ message: Schema.String })

// ── Blog posts ───────────────────────────────────────────────────────────

/** draft: not published (never, or unpublished); scheduled: published from a later instant; published: on the blog. */
export const PostStatus = Schema.Literals(["draft", "scheduled", "published"])
export type PostStatus = typeof PostStatus.Type

export const AdminPostCard = Schema.Struct({
  _id: BlogPostId,
  title: Schema.String,
  /** Plain text: the summary on the blog's cards. */
  excerpt: Schema.String,
  authorName: Schema.String,
  tags: Schema.Array(Schema.String),
  status: PostStatus,
  /** ISO 8601; null for a draft. */
  publishedAt: Schema.NullOr(Schema.String),
  /** ISO 8601: the last change. */
  updatedAt: Schema.String,
  readMinutes: Schema.Number,
  /** Every comment, hidden ones too. */
  commentCount: Schema.Number,
  hiddenCommentCount: Schema.Number
})
export type AdminPostCard = typeof AdminPostCard.Type

export const AdminPost = Schema.Struct({
  ...AdminPostCard.fields,
  /** Sanitised HTML, as stored and served. */
  bodyHtml: Schema.String
})
export type AdminPost = typeof AdminPost.Type

/** The post form: what an admin writes. */
export const PostDraft = Schema.Struct({
  title: Field,
  excerpt: Field,
  /** Rich text; the server keeps only the allowlisted tags (server/content/rich-text.ts). */
  bodyHtml: Body,
  authorName: Field,
  tags: Schema.Array(Field).check(Schema.isMaxLength(50, { message: "A post can have at most 50 tags." }))
})
export type PostDraft = typeof PostDraft.Type

export const AdminPostsPage = pageOf(AdminPostCard)
export type AdminPostsPage = typeof AdminPostsPage.Type
export const AdminPostsAnswer = Schema.Struct({ data: AdminPostsPage })
export const AdminPostAnswer = Schema.Struct({ data: AdminPost })
export const AdminPostChangeAnswer = Schema.Struct({ message: Schema.String, data: AdminPost })
export type AdminPostChangeAnswer = typeof AdminPostChangeAnswer.Type

// ── FAQs ─────────────────────────────────────────────────────────────────

export const AdminFaq = Schema.Struct({
  _id: FaqId,
  /** The FAQ page's heading the question sits under. */
  group: Schema.String,
  question: Schema.String,
  /** Sanitised HTML. */
  answerHtml: Schema.String,
  /** Its place on the page, from 1. */
  position: Schema.Number
})
export type AdminFaq = typeof AdminFaq.Type

export const FaqDraft = Schema.Struct({ group: Field, question: Field, answerHtml: Body })
export type FaqDraft = typeof FaqDraft.Type

/** Every FAQ's id, in the new order: the whole list, each once. */
export const FaqOrder = Schema.Struct({
  ids: Schema.Array(FaqId).check(Schema.isMaxLength(1000, { message: "At most 1000 FAQs can be ordered at once." }))
})
export type FaqOrder = typeof FaqOrder.Type

export const AdminFaqsAnswer = Schema.Struct({ data: Schema.Array(AdminFaq) })
export const AdminFaqsReorderAnswer = Schema.Struct({ message: Schema.String, data: Schema.Array(AdminFaq) })
export type AdminFaqsReorderAnswer = typeof AdminFaqsReorderAnswer.Type
export const AdminFaqChangeAnswer = Schema.Struct({ message: Schema.String, data: AdminFaq })
export type AdminFaqChangeAnswer = typeof AdminFaqChangeAnswer.Type

// ── Pages ────────────────────────────────────────────────────────────────

export const AdminPagesAnswer = Schema.Struct({ data: Schema.Array(ContentPage) })
export const AdminPageAnswer = Schema.Struct({ data: ContentPage })
export const PageDraft = Schema.Struct({ title: Field, bodyHtml: Body })
export type PageDraft = typeof PageDraft.Type
export const AdminPageChangeAnswer = Schema.Struct({ message: Schema.String, data: ContentPage })
export type AdminPageChangeAnswer = typeof AdminPageChangeAnswer.Type

// ── Footer ───────────────────────────────────────────────────────────────

/** The footer's fields as the spec names them (§3), null until it is set up. */
export const AdminFooterAnswer = Schema.Struct({ data: Schema.NullOr(FooterSection) })
export const FooterDraft = Schema.Struct({
  address: Field,
  email: Field,
  phone: Field,
  follow_on_twitter: Field,
  follow_on_facebook: Field,
  follow_on_linkdin: Field
})
export type FooterDraft = typeof FooterDraft.Type
export const AdminFooterChangeAnswer = Schema.Struct({ message: Schema.String, data: FooterSection })
export type AdminFooterChangeAnswer = typeof AdminFooterChangeAnswer.Type

// ── Comments ─────────────────────────────────────────────────────────────

export const CommentVisibility = Schema.Literals(["all", "visible", "hidden"])
export type CommentVisibility = typeof CommentVisibility.Type

export const AdminComment = Schema.Struct({
  _id: CommentId,
  blogId: BlogPostId,
  postTitle: Schema.String,
  authorName: Schema.String,
  comment: Schema.String,
  /** ISO 8601 */
  createdAt: Schema.String,
  hidden: Schema.Boolean
})
export type AdminComment = typeof AdminComment.Type

export const AdminCommentsPayload = Schema.Struct({
  ...PageRequest.fields,
  /** One post's comments only. */
  blogId: Schema.optionalKey(BlogPostId),
  visibility: Schema.optionalKey(CommentVisibility)
})
export type AdminCommentsPayload = typeof AdminCommentsPayload.Type

export const AdminCommentsPage = pageOf(AdminComment)
export type AdminCommentsPage = typeof AdminCommentsPage.Type
export const AdminCommentsAnswer = Schema.Struct({ data: AdminCommentsPage })
export const AdminCommentChangeAnswer = Schema.Struct({ message: Schema.String, data: AdminComment })
export type AdminCommentChangeAnswer = typeof AdminCommentChangeAnswer.Type

// Ids in the address stay plain strings: one naming no possible record answers 404 (server/shared/path-id.ts).
const IdParams = { id: Schema.String }
const SlugParams = { slug: Schema.String }

export class AdminContentGroup extends HttpApiGroup.make("adminContent")
  .add(
    HttpApiEndpoint.post("posts", "/admin/content/posts/pagin", { payload: PageRequest, success: AdminPostsAnswer, error: Invalid }),
    HttpApiEndpoint.get("post", "/admin/content/posts/:id", { params: IdParams, success: AdminPostAnswer, error: NotFound }),
    HttpApiEndpoint.post("createPost", "/admin/content/posts", { payload: PostDraft, success: AdminPostChangeAnswer, error: Invalid }),
    HttpApiEndpoint.put("updatePost", "/admin/content/posts/:id", {
      params: IdParams,
      payload: PostDraft,
      success: AdminPostChangeAnswer,
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.post("publishPost", "/admin/content/posts/:id/publish", { params: IdParams, success: AdminPostChangeAnswer, error: [NotFound, Conflict] }),
    HttpApiEndpoint.post("unpublishPost", "/admin/content/posts/:id/unpublish", {
      params: IdParams,
      success: AdminPostChangeAnswer,
      error: [NotFound, Conflict]
    }),
    HttpApiEndpoint.delete("removePost", "/admin/content/posts/:id", { params: IdParams, success: ChangeAnswer, error: NotFound }),

    HttpApiEndpoint.get("faqs", "/admin/content/faqs", { success: AdminFaqsAnswer }),
    HttpApiEndpoint.post("createFaq", "/admin/content/faqs", { payload: FaqDraft, success: AdminFaqChangeAnswer, error: Invalid }),
    HttpApiEndpoint.put("updateFaq", "/admin/content/faqs/:id", {
      params: IdParams,
      payload: FaqDraft,
      success: AdminFaqChangeAnswer,
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.post("reorderFaqs", "/admin/content/faqs/reorder", { payload: FaqOrder, success: AdminFaqsReorderAnswer, error: [Invalid, Conflict] }),
    HttpApiEndpoint.delete("removeFaq", "/admin/content/faqs/:id", { params: IdParams, success: ChangeAnswer, error: NotFound }),

    HttpApiEndpoint.get("pages", "/admin/content/pages", { success: AdminPagesAnswer }),
    HttpApiEndpoint.get("page", "/admin/content/pages/:slug", { params: SlugParams, success: AdminPageAnswer, error: NotFound }),
    HttpApiEndpoint.put("updatePage", "/admin/content/pages/:slug", {
      params: SlugParams,
      payload: PageDraft,
      success: AdminPageChangeAnswer,
      error: [Invalid, NotFound]
    }),

    HttpApiEndpoint.get("footer", "/admin/content/footer", { success: AdminFooterAnswer }),
    HttpApiEndpoint.put("updateFooter", "/admin/content/footer", { payload: FooterDraft, success: AdminFooterChangeAnswer, error: Invalid }),

    HttpApiEndpoint.post("comments", "/admin/content/comments/pagin", { payload: AdminCommentsPayload, success: AdminCommentsAnswer, error: Invalid }),
    HttpApiEndpoint.post("hideComment", "/admin/content/comments/:id/hide", {
      params: IdParams,
      success: AdminCommentChangeAnswer,
      error: [NotFound, Conflict]
    }),
    HttpApiEndpoint.post("showComment", "/admin/content/comments/:id/show", {
      params: IdParams,
      success: AdminCommentChangeAnswer,
      error: [NotFound, Conflict]
    }),
    HttpApiEndpoint.delete("removeComment", "/admin/content/comments/:id", { params: IdParams, success: ChangeAnswer, error: NotFound })
  )
  .middleware(AdminAuthorization) {}
