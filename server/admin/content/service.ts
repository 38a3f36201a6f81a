/**
 * The admin area's content rules. Every form is judged by the
 * domain's rules (src/domain/admin/content-rules.ts: 400 with one issue per
 * field); rich text goes through the content area's allowlist before it is
 * stored, and a body left with no text once sanitised (only a <script>, say)
 * is refused like an empty one. Every change runs in one transaction with
 * its audit row (the record before and after); the "before" is read with
 * the row locked, so it is the record the change replaced.
 *
 * The footer is the one kept public read among them (server/platform/cache):
 * once its change is committed this server forgets what it kept, so the
 * next read is the new footer even on PostgreSQL, where the table's
 * notification arrives a moment after the commit.
 *
 * Publishing makes a post public from now; unpublishing makes it a draft
 * again (published_at NULL). Hiding a comment keeps it (and its reactions)
 * out of every public read until it is shown again.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import type {
  AdminComment,
  AdminCommentsPage,
  AdminCommentsPayload,
  AdminFaq,
  AdminPost,
  AdminPostsPage,
  FaqDraft,
  FaqOrder,
  FooterDraft,
  PageDraft,
  PostDraft
} from "../../../src/api/admin/admin-content.ts"
import type { AuditEntity } from "../../../src/api/admin/admin.ts"
import type { FooterSection } from "../../../src/api/shell/footer.ts"
import { Conflict, Invalid, NotFound } from "../../../src/api/shared/errors.ts"
import type { BlogPostId, CommentId, FaqId } from "../../../src/api/shared/ids.ts"
import { type ContentPage, PageSlug } from "../../../src/api/content/pages.ts"
import type { PageRequest } from "../../../src/api/shared/paging.ts"
import {
  type Checked,
  checkFaq,
  checkFooter,
  checkPage,
  checkPost,
  CONTENT_MESSAGES,
  type ContentIssue,
  refusalOf
} from "../../../src/domain/admin/content-rules.ts"
import { stripHtml } from "../../../src/domain/shared/text.ts"
import { PublicReads } from "../../platform/cache/public-reads.ts"
import { Transaction } from "../../platform/db/transaction.ts"
import { pagingOf } from "../../shared/paging.ts"
import { readMinutesOf, sanitizeRichText } from "../../content/service.ts"
import { AuditLog } from "../audit/service.ts"
import { AdminContentRepository, type PostColumns } from "./repository.ts"
import { isolated } from "../../../src/domain/shared/direction-controls.ts"

export const POST_NOT_FOUND = "This blog post does not exist. It may have been removed."
export const FAQ_NOT_FOUND = "This FAQ does not exist. It may have been removed."
export const PAGE_NOT_FOUND = "This page does not exist. The pages are the terms, the privacy policy, the refund policy and About us."
export const COMMENT_NOT_FOUND = "This comment does not exist. It may have been removed."
export const ALREADY_PUBLISHED = "This post is already published."
export const NOT_PUBLISHED = "This post is not published: it is a draft already."
export const ALREADY_HIDDEN = "This comment is already hidden from readers."
export const NOT_HIDDEN = "This comment is not hidden."
export const FAQ_ORDER_REPEATS = "Each FAQ can appear only once in the order."
export const FAQ_ORDER_STALE = "The FAQs changed since this list was loaded (one was added or removed). Reload the list and order them again."
export const FOOTER_SAVED = "The footer was saved."
export const FAQS_ORDERED = "The FAQs' new order was saved."

const isPageSlug = Schema.is(PageSlug)
/** A title in an audit line: shortened, quoted and isolated (bidirectional spoofing, src/domain/shared/direction-controls.ts). */
const quoted = (text: string) => `"${isolated(text.length > 60 ? `${text.slice(0, 57)}…` : text)}"`

/** The refusal of a form: its issues, one per field, and a sentence for the toast. */
const refused = (issues: ReadonlyArray<ContentIssue>) => new Invalid({ message: refusalOf(issues), issues })

const accepted = <A>(checked: Checked<A>): Effect.Effect<A, Invalid> =>
  checked._tag === "Accepted" ? Effect.succeed(checked.value) : Effect.fail(refused(checked.issues))

/** The stored form of rich text; refused under `path` when nothing readable is left. */
const richText = (path: string, html: string): Effect.Effect<string, Invalid> => {
  const clean = sanitizeRichText(html)
  return stripHtml(clean) === ""
    ? Effect.fail(refused([{ path, message: path === "answerHtml" ? CONTENT_MESSAGES.answerRequired : CONTENT_MESSAGES.bodyRequired }]))
    : Effect.succeed(clean)
}

const found = <A>(option: Option.Option<A>, message: string): Effect.Effect<A, NotFound> =>
  Option.isSome(option) ? Effect.succeed(option.value) : Effect.fail(new NotFound({ message }))

export interface Changed<A> {
  readonly message: string
  readonly data: A
}

export class AdminContentService extends Context.Service<
  AdminContentService,
  {
    readonly posts: (request: PageRequest) => Effect.Effect<AdminPostsPage>
    readonly post: (id: BlogPostId) => Effect.Effect<AdminPost, NotFound>
    readonly createPost: (adminId: string, draft: PostDraft) => Effect.Effect<Changed<AdminPost>, Invalid>
    readonly updatePost: (adminId: string, id: BlogPostId, draft: PostDraft) => Effect.Effect<Changed<AdminPost>, Invalid | NotFound>
    readonly publishPost: (adminId: string, id: BlogPostId, publish: boolean) => Effect.Effect<Changed<AdminPost>, NotFound | Conflict>
    readonly removePost: (adminId: string, id: BlogPostId) => Effect.Effect<string, NotFound>

    readonly faqs: Effect.Effect<ReadonlyArray<AdminFaq>>
    readonly createFaq: (adminId: string, draft: FaqDraft) => Effect.Effect<Changed<AdminFaq>, Invalid>
    readonly updateFaq: (adminId: string, id: FaqId, draft: FaqDraft) => Effect.Effect<Changed<AdminFaq>, Invalid | NotFound>
    readonly reorderFaqs: (adminId: string, order: FaqOrder) => Effect.Effect<Changed<ReadonlyArray<AdminFaq>>, Invalid | Conflict>
    readonly removeFaq: (adminId: string, id: FaqId) => Effect.Effect<string, NotFound>

    readonly pages: Effect.Effect<ReadonlyArray<ContentPage>>
    readonly page: (slug: string) => Effect.Effect<ContentPage, NotFound>
    readonly updatePage: (adminId: string, slug: string, draft: PageDraft) => Effect.Effect<Changed<ContentPage>, Invalid | NotFound>

    readonly footer: Effect.Effect<FooterSection | null>
    readonly updateFooter: (adminId: string, draft: FooterDraft) => Effect.Effect<Changed<FooterSection>, Invalid>

    readonly comments: (payload: AdminCommentsPayload) => Effect.Effect<AdminCommentsPage>
    readonly hideComment: (adminId: string, id: CommentId, hide: boolean) => Effect.Effect<Changed<AdminComment>, NotFound | Conflict>
    readonly removeComment: (adminId: string, id: CommentId) => Effect.Effect<string, NotFound>
  }
>()("exam-shop/AdminContentService") {
  static readonly layerNoDeps = Layer.effect(
    AdminContentService,
    Effect.gen(function* () {
      const repository = yield* AdminContentRepository
      const audit = yield* AuditLog
      const transaction = yield* Transaction
      const publicReads = yield* PublicReads

      const record = (adminId: string, entity: AuditEntity, entityId: string, action: string, summary: string, before: unknown, after: unknown) =>
        audit.record({ adminId, entity, entityId, action, summary, before, after })

      // ── Blog posts ─────────────────────────────────────────────────────

      const postColumns = Effect.fn(function* (draft: PostDraft) {
        const checked = yield* accepted(checkPost(draft))
        const body = yield* richText("bodyHtml", checked.bodyHtml)
        return {
          title: checked.title,
          excerpt: checked.excerpt,
          body_html: body,
          author_name: checked.authorName,
          tags: checked.tags,
          read_minutes: readMinutesOf(stripHtml(body))
        } satisfies PostColumns
      })

      const posts = (request: PageRequest) =>
        Effect.gen(function* () {
          const paging = pagingOf(request)
          const { docs, total } = yield* repository.posts(paging)
          return { docs, total, page: paging.page, perPage: paging.perPage }
        })

      const post = (id: BlogPostId) => Effect.flatMap(repository.post(id), (option) => found(option, POST_NOT_FOUND))
      const lockedPost = (id: BlogPostId) => Effect.flatMap(repository.post(id, true), (option) => found(option, POST_NOT_FOUND))
      const readPost = (id: BlogPostId) => Effect.flatMap(repository.post(id), (option) => found(option, POST_NOT_FOUND)).pipe(Effect.orDie)

      const createPost = Effect.fn("AdminContentService.createPost")(function* (adminId: string, draft: PostDraft) {
        const columns = yield* postColumns(draft)
        const after = yield* transaction.run(
          Effect.gen(function* () {
            const id = yield* repository.insertPost(columns)
            const after = yield* readPost(id)
            yield* record(adminId, "blog-post", id, "create", `Blog post ${quoted(after.title)} written as a draft`, null, after)
            return after
          })
        )
        return { message: `The post ${quoted(after.title)} was saved as a draft.`, data: after }
      })

      const updatePost = Effect.fn("AdminContentService.updatePost")(function* (adminId: string, id: BlogPostId, draft: PostDraft) {
        const columns = yield* postColumns(draft)
        const after = yield* transaction.run(
          Effect.gen(function* () {
            const before = yield* lockedPost(id)
            yield* repository.updatePost(id, columns)
            const after = yield* readPost(id)
            yield* record(adminId, "blog-post", id, "update", `Blog post ${quoted(after.title)} edited`, before, after)
            return after
          })
        )
        return { message: `The post ${quoted(after.title)} was saved.`, data: after }
      })

      const publishPost = Effect.fn("AdminContentService.publishPost")(function* (adminId: string, id: BlogPostId, publish: boolean) {
        const after = yield* transaction.run(
          Effect.gen(function* () {
            const before = yield* lockedPost(id)
            if (publish && before.status === "published") return yield* new Conflict({ message: ALREADY_PUBLISHED })
            if (!publish && before.status === "draft") return yield* new Conflict({ message: NOT_PUBLISHED })
            yield* repository.setPublished(id, publish)
            const after = yield* readPost(id)
            const summary = publish ? `Blog post ${quoted(after.title)} published` : `Blog post ${quoted(after.title)} unpublished (a draft again)`
            yield* record(adminId, "blog-post", id, publish ? "publish" : "unpublish", summary, before, after)
            return after
          })
        )
        const message = publish
          ? `The post ${quoted(after.title)} is published: readers see it on the blog now.`
          : `The post ${quoted(after.title)} is a draft again: readers no longer see it.`
        return { message, data: after }
      })

      const removePost = Effect.fn("AdminContentService.removePost")(function* (adminId: string, id: BlogPostId) {
        const before = yield* transaction.run(
          Effect.gen(function* () {
            const before = yield* lockedPost(id)
            yield* repository.removePost(id)
            yield* record(adminId, "blog-post", id, "remove", `Blog post ${quoted(before.title)} removed`, before, null)
            return before
          })
        )
        return `The post ${quoted(before.title)} was removed, with its comments.`
      })

      // ── FAQs ───────────────────────────────────────────────────────────

      const faqColumns = Effect.fn(function* (draft: FaqDraft) {
        const checked = yield* accepted(checkFaq(draft))
        const answer = yield* richText("answerHtml", checked.answerHtml)
        return { group_name: checked.group, question: checked.question, answer_html: answer }
      })

      const lockedFaq = (id: FaqId) => Effect.flatMap(repository.faq(id, true), (option) => found(option, FAQ_NOT_FOUND))
      const readFaq = (id: FaqId) => Effect.orDie(Effect.flatMap(repository.faq(id), (option) => found(option, FAQ_NOT_FOUND)))

      const createFaq = Effect.fn("AdminContentService.createFaq")(function* (adminId: string, draft: FaqDraft) {
        const columns = yield* faqColumns(draft)
        const after = yield* transaction.run(
          Effect.gen(function* () {
            const id = yield* repository.insertFaq(columns)
            const after = yield* readFaq(id)
            yield* record(adminId, "faq", id, "create", `FAQ ${quoted(after.question)} added`, null, after)
            return after
          })
        )
        return { message: `The question ${quoted(after.question)} was added to the FAQs.`, data: after }
      })

      const updateFaq = Effect.fn("AdminContentService.updateFaq")(function* (adminId: string, id: FaqId, draft: FaqDraft) {
        const columns = yield* faqColumns(draft)
        const after = yield* transaction.run(
          Effect.gen(function* () {
            const before = yield* lockedFaq(id)
            yield* repository.updateFaq(id, columns)
            const after = yield* readFaq(id)
            yield* record(adminId, "faq", id, "update", `FAQ ${quoted(after.question)} edited`, before, after)
            return after
          })
        )
        return { message: `The question ${quoted(after.question)} was saved.`, data: after }
      })

      const reorderFaqs = Effect.fn("AdminContentService.reorderFaqs")(function* (adminId: string, order: FaqOrder) {
        if (new Set(order.ids).size !== order.ids.length) {
          return yield* new Invalid({ message: FAQ_ORDER_REPEATS, issues: [{ path: "ids", message: FAQ_ORDER_REPEATS }] })
        }
        const after = yield* transaction.run(
          Effect.gen(function* () {
            yield* repository.lockFaqs
            const before = yield* repository.faqs
            const known = new Set<string>(before.map((faq) => faq._id))
            if (before.length !== order.ids.length || order.ids.some((id) => !known.has(id))) {
              return yield* new Conflict({ message: FAQ_ORDER_STALE })
            }
            yield* repository.orderFaqs(order.ids)
            const after = yield* repository.faqs
            const ids = (faqs: ReadonlyArray<AdminFaq>) => faqs.map((faq) => faq._id)
            yield* record(adminId, "faq", "order", "reorder", `FAQs reordered (${after.length})`, ids(before), ids(after))
            return after
          })
        )
        return { message: FAQS_ORDERED, data: after }
      })

      const removeFaq = Effect.fn("AdminContentService.removeFaq")(function* (adminId: string, id: FaqId) {
        const before = yield* transaction.run(
          Effect.gen(function* () {
            const before = yield* lockedFaq(id)
            yield* repository.removeFaq(id)
            yield* record(adminId, "faq", id, "remove", `FAQ ${quoted(before.question)} removed`, before, null)
            return before
          })
        )
        return `The question ${quoted(before.question)} was removed from the FAQs.`
      })

      // ── Pages ──────────────────────────────────────────────────────────

      const slugOf = (slug: string): Effect.Effect<PageSlug, NotFound> =>
        isPageSlug(slug) ? Effect.succeed(slug) : Effect.fail(new NotFound({ message: PAGE_NOT_FOUND }))

      const page = (raw: string) => Effect.flatMap(slugOf(raw), (slug) => Effect.flatMap(repository.page(slug), (option) => found(option, PAGE_NOT_FOUND)))

      const updatePage = Effect.fn("AdminContentService.updatePage")(function* (adminId: string, raw: string, draft: PageDraft) {
        const slug = yield* slugOf(raw)
        const checked = yield* accepted(checkPage(draft))
        const body = yield* richText("bodyHtml", checked.bodyHtml)
        const after = yield* transaction.run(
          Effect.gen(function* () {
            const before = Option.getOrNull(yield* repository.page(slug, true))
            yield* repository.savePage(slug, checked.title, body)
            const after = yield* Effect.orDie(Effect.flatMap(repository.page(slug), (option) => found(option, PAGE_NOT_FOUND)))
            yield* record(adminId, "page", slug, before === null ? "create" : "update", `Page ${quoted(after.title)} (/${slug}) edited`, before, after)
            return after
          })
        )
        return { message: `The page ${quoted(after.title)} was saved: /${slug} shows it now.`, data: after }
      })

      // ── Footer ─────────────────────────────────────────────────────────

      const updateFooter = Effect.fn("AdminContentService.updateFooter")(function* (adminId: string, draft: FooterDraft) {
        const footer = yield* accepted(checkFooter(draft))
        yield* transaction.run(
          Effect.gen(function* () {
            const before = Option.getOrNull(yield* repository.footer(true))
            yield* repository.saveFooter(footer)
            yield* record(adminId, "footer", "footer", before === null ? "create" : "update", "Footer content edited", before, footer)
          })
        )
        // The footer is a kept public read: this server forgets it now, before
        // the table's notification (migration 0021) arrives; every other server
        // drops it when that notification does.
        yield* publicReads.forget
        return { message: FOOTER_SAVED, data: footer }
      })

      // ── Comments ───────────────────────────────────────────────────────

      const comments = (payload: AdminCommentsPayload) =>
        Effect.gen(function* () {
          const paging = pagingOf(payload)
          const { docs, total } = yield* repository.comments({ blogId: payload.blogId, visibility: payload.visibility }, paging)
          return { docs, total, page: paging.page, perPage: paging.perPage }
        })

      const lockedComment = (id: CommentId) => Effect.flatMap(repository.comment(id, true), (option) => found(option, COMMENT_NOT_FOUND))

      const hideComment = Effect.fn("AdminContentService.hideComment")(function* (adminId: string, id: CommentId, hide: boolean) {
        const after = yield* transaction.run(
          Effect.gen(function* () {
            const before = yield* lockedComment(id)
            if (hide && before.hidden) return yield* new Conflict({ message: ALREADY_HIDDEN })
            if (!hide && !before.hidden) return yield* new Conflict({ message: NOT_HIDDEN })
            yield* repository.setHidden(id, hide)
            const after = yield* Effect.orDie(Effect.flatMap(repository.comment(id), (option) => found(option, COMMENT_NOT_FOUND)))
            const summary = `Comment by ${isolated(after.authorName)} on ${quoted(after.postTitle)} ${hide ? "hidden" : "shown again"}`
            yield* record(adminId, "comment", id, hide ? "hide" : "show", summary, before, after)
            return after
          })
        )
        const message = hide ? `The comment by ${after.authorName} is hidden from readers.` : `The comment by ${after.authorName} is shown to readers again.`
        return { message, data: after }
      })

      const removeComment = Effect.fn("AdminContentService.removeComment")(function* (adminId: string, id: CommentId) {
        const before = yield* transaction.run(
          Effect.gen(function* () {
            const before = yield* lockedComment(id)
            yield* repository.removeComment(id)
            yield* record(adminId, "comment", id, "remove", `Comment by ${isolated(before.authorName)} on ${quoted(before.postTitle)} removed`, before, null)
            return before
          })
        )
        return `The comment by ${before.authorName} was removed.`
      })

      return AdminContentService.of({
        posts,
        post,
        createPost,
        updatePost,
        publishPost,
        removePost,
        faqs: repository.faqs,
        createFaq,
        updateFaq,
        reorderFaqs,
        removeFaq,
        pages: repository.pages,
        page,
        updatePage,
        footer: Effect.map(repository.footer(), Option.getOrNull),
        updateFooter,
        comments,
        hideComment,
        removeComment
      })
    })
  )

  static readonly layer = AdminContentService.layerNoDeps.pipe(Layer.provide([AdminContentRepository.layer, AuditLog.layer]))
}
