/**
 * The admin area's content rows: blog posts (drafts too), FAQs,
 * the policy pages and About us, the footer, and blog comments (hidden ones
 * too). The same tables the public reads use (migrations 0002, 0008, 0029),
 * so a change here is what a reader sees next.
 *
 * Every write takes values the service already checked and sanitised; `lock`
 * reads hold the row until the transaction ends, so the audit log's
 * "before" is the record the change replaced.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { AdminComment, AdminCommentsPayload, AdminFaq, AdminPost, AdminPostCard, PostStatus } from "../../../src/api/admin/admin-content.ts"
import type { FooterSection } from "../../../src/api/shell/footer.ts"
import type { BlogPostId, CommentId, FaqId } from "../../../src/api/shared/ids.ts"
import type { ContentPage, PageSlug } from "../../../src/api/content/pages.ts"
import type { Paging } from "../../shared/paging.ts"

const isoOf = (value: Date | string) => new Date(value).toISOString()

interface PostRow {
  readonly id: BlogPostId
  readonly title: string
  readonly excerpt: string
  readonly author_name: string
  readonly tags: ReadonlyArray<string> | null
  readonly status: PostStatus
  readonly published_at: Date | string | null
  readonly updated_at: Date | string
  readonly read_minutes: number
  readonly comment_count: number
  readonly hidden_comment_count: number
  readonly body_html?: string
}

const cardOf = (row: PostRow): AdminPostCard => ({
  _id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  authorName: row.author_name,
  tags: row.tags ?? [],
  status: row.status,
  publishedAt: row.published_at === null ? null : isoOf(row.published_at),
  updatedAt: isoOf(row.updated_at),
  readMinutes: row.read_minutes,
  commentCount: row.comment_count,
  hiddenCommentCount: row.hidden_comment_count
})

const postOf = (row: PostRow): AdminPost => ({ ...cardOf(row), bodyHtml: row.body_html ?? "" })

/** A post's stored columns, as the service prepared them (plain text, sanitised body). */
export interface PostColumns {
  readonly title: string
  readonly excerpt: string
  readonly body_html: string
  readonly author_name: string
  readonly tags: ReadonlyArray<string>
  readonly read_minutes: number
}

interface FaqRow {
  readonly id: FaqId
  readonly group_name: string
  readonly question: string
  readonly answer_html: string
}

export interface FaqColumns {
  readonly group_name: string
  readonly question: string
  readonly answer_html: string
}

interface PageRow {
  readonly slug: PageSlug
  readonly title: string
  readonly body_html: string
  readonly updated_at: Date | string
}

const pageOf = (row: PageRow): ContentPage => ({ slug: row.slug, title: row.title, bodyHtml: row.body_html, updatedAt: isoOf(row.updated_at) })

interface CommentRow {
  readonly id: CommentId
  readonly blog_id: BlogPostId
  readonly post_title: string
  readonly author_name: string
  readonly comment: string
  readonly created_at: Date | string
  readonly hidden: boolean
}

const commentOf = (row: CommentRow): AdminComment => ({
  _id: row.id,
  blogId: row.blog_id,
  postTitle: row.post_title,
  authorName: row.author_name,
  comment: row.comment,
  createdAt: isoOf(row.created_at),
  hidden: row.hidden
})

export type CommentFilter = Pick<AdminCommentsPayload, "blogId" | "visibility">

export class AdminContentRepository extends Context.Service<
  AdminContentRepository,
  {
    readonly posts: (paging: Paging) => Effect.Effect<{ readonly docs: ReadonlyArray<AdminPostCard>; readonly total: number }>
    /** With `lock`, the row is held until the transaction ends. */
    readonly post: (id: BlogPostId, lock?: boolean) => Effect.Effect<Option.Option<AdminPost>>
    readonly insertPost: (columns: PostColumns) => Effect.Effect<BlogPostId>
    readonly updatePost: (id: BlogPostId, columns: PostColumns) => Effect.Effect<void>
    /** Published from now on, or back to a draft (null). */
    readonly setPublished: (id: BlogPostId, published: boolean) => Effect.Effect<void>
    readonly removePost: (id: BlogPostId) => Effect.Effect<void>

    readonly faqs: Effect.Effect<ReadonlyArray<AdminFaq>>
    readonly faq: (id: FaqId, lock?: boolean) => Effect.Effect<Option.Option<AdminFaq>>
    /** At the end of the page. */
    readonly insertFaq: (columns: FaqColumns) => Effect.Effect<FaqId>
    readonly updateFaq: (id: FaqId, columns: FaqColumns) => Effect.Effect<void>
    readonly removeFaq: (id: FaqId) => Effect.Effect<void>
    /** Every id's place: its index in `ids`. */
    readonly orderFaqs: (ids: ReadonlyArray<FaqId>) => Effect.Effect<void>
    /** Every FAQ row, held until the transaction ends (a reorder's snapshot). */
    readonly lockFaqs: Effect.Effect<void>

    readonly pages: Effect.Effect<ReadonlyArray<ContentPage>>
    readonly page: (slug: PageSlug, lock?: boolean) => Effect.Effect<Option.Option<ContentPage>>
    readonly savePage: (slug: PageSlug, title: string, bodyHtml: string) => Effect.Effect<void>

    readonly footer: (lock?: boolean) => Effect.Effect<Option.Option<FooterSection>>
    readonly saveFooter: (footer: FooterSection) => Effect.Effect<void>

    readonly comments: (filter: CommentFilter, paging: Paging) => Effect.Effect<{ readonly docs: ReadonlyArray<AdminComment>; readonly total: number }>
    readonly comment: (id: CommentId, lock?: boolean) => Effect.Effect<Option.Option<AdminComment>>
    readonly setHidden: (id: CommentId, hidden: boolean) => Effect.Effect<void>
    readonly removeComment: (id: CommentId) => Effect.Effect<void>
  }
>()("exam-shop/AdminContentRepository") {
  static readonly layer = Layer.effect(
    AdminContentRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const forUpdate = (lock: boolean | undefined) => sql.literal(lock === true ? "FOR UPDATE" : "")

      // A post's columns (`p`); the status by the database's clock, as the public reads decide it.
      const postColumns = sql`
        p.id, p.title, p.excerpt, p.author_name, p.tags, p.published_at, p.updated_at, p.read_minutes,
        CASE WHEN p.published_at IS NULL THEN 'draft' WHEN p.published_at > now() THEN 'scheduled' ELSE 'published' END AS status,
        (SELECT count(*) FROM blog_comments c WHERE c.blog_id = p.id)::int AS comment_count,
        (SELECT count(*) FROM blog_comments c WHERE c.blog_id = p.id AND c.hidden_at IS NOT NULL)::int AS hidden_comment_count`

      const posts = Effect.fn("AdminContentRepository.posts")(function* ({ perPage, offset }: Paging) {
        const [rows, counts] = yield* Effect.all([
          sql<PostRow>`
            SELECT ${postColumns} FROM blog_posts p
            ORDER BY p.updated_at DESC, p.id DESC
            LIMIT ${perPage}::int OFFSET ${offset}::bigint`,
          sql<{ total: number }>`SELECT count(*)::int AS total FROM blog_posts`
        ]).pipe(Effect.orDie)
        return { docs: rows.map(cardOf), total: counts[0]?.total ?? 0 }
      })

      const post = (id: BlogPostId, lock?: boolean) =>
        sql<PostRow>`SELECT ${postColumns}, p.body_html FROM blog_posts p WHERE p.id = ${id} ${forUpdate(lock)}`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), postOf)),
          Effect.withSpan("AdminContentRepository.post")
        )

      const insertPost = (columns: PostColumns) =>
        sql<{ id: BlogPostId }>`
          INSERT INTO blog_posts ${sql.insert({ ...columns, tags: [...columns.tags], published_at: null })} RETURNING id`.pipe(
          Effect.orDie,
          Effect.flatMap((rows) => (rows[0] === undefined ? Effect.die(new Error("INSERT … RETURNING answered no row")) : Effect.succeed(rows[0].id))),
          Effect.withSpan("AdminContentRepository.insertPost")
        )

      const updatePost = (id: BlogPostId, columns: PostColumns) =>
        sql`
          UPDATE blog_posts SET ${sql.update({ ...columns, tags: [...columns.tags] })}, updated_at = now()
          WHERE id = ${id}`.pipe(Effect.orDie, Effect.asVoid, Effect.withSpan("AdminContentRepository.updatePost"))

      const setPublished = (id: BlogPostId, published: boolean) =>
        (published
          ? sql`UPDATE blog_posts SET published_at = now(), updated_at = now() WHERE id = ${id}`
          : sql`UPDATE blog_posts SET published_at = NULL, updated_at = now() WHERE id = ${id}`
        ).pipe(Effect.orDie, Effect.asVoid, Effect.withSpan("AdminContentRepository.setPublished"))

      const removePost = (id: BlogPostId) =>
        sql`DELETE FROM blog_posts WHERE id = ${id}`.pipe(Effect.orDie, Effect.asVoid, Effect.withSpan("AdminContentRepository.removePost"))

      const faqRows = sql<FaqRow>`SELECT id, group_name, question, answer_html FROM faqs ORDER BY sort_order, id`
      const faqs = faqRows.pipe(
        Effect.orDie,
        Effect.map((rows) =>
          rows.map((row, index): AdminFaq => ({ _id: row.id, group: row.group_name, question: row.question, answerHtml: row.answer_html, position: index + 1 }))
        ),
        Effect.withSpan("AdminContentRepository.faqs")
      )

      const faq = (id: FaqId, lock?: boolean) =>
        Effect.gen(function* () {
          if (lock === true) yield* sql`SELECT id FROM faqs WHERE id = ${id} FOR UPDATE`.pipe(Effect.orDie)
          return Option.fromNullishOr((yield* faqs).find((each) => each._id === id))
        }).pipe(Effect.withSpan("AdminContentRepository.faq"))

      const insertFaq = (columns: FaqColumns) =>
        sql<{ id: FaqId }>`
          INSERT INTO faqs (group_name, question, answer_html, sort_order)
          SELECT ${columns.group_name}, ${columns.question}, ${columns.answer_html}, coalesce(max(sort_order) + 1, 0) FROM faqs
          RETURNING id`.pipe(
          Effect.orDie,
          Effect.flatMap((rows) => (rows[0] === undefined ? Effect.die(new Error("INSERT … RETURNING answered no row")) : Effect.succeed(rows[0].id))),
          Effect.withSpan("AdminContentRepository.insertFaq")
        )

      const updateFaq = (id: FaqId, columns: FaqColumns) =>
        sql`UPDATE faqs SET ${sql.update({ ...columns })} WHERE id = ${id}`.pipe(
          Effect.orDie,
          Effect.asVoid,
          Effect.withSpan("AdminContentRepository.updateFaq")
        )

      const removeFaq = (id: FaqId) =>
        sql`DELETE FROM faqs WHERE id = ${id}`.pipe(Effect.orDie, Effect.asVoid, Effect.withSpan("AdminContentRepository.removeFaq"))

      // One UPDATE per FAQ: a page holds tens of them, and it runs inside the caller's transaction.
      const orderFaqs = (ids: ReadonlyArray<FaqId>) =>
        Effect.forEach(ids, (id, index) => sql`UPDATE faqs SET sort_order = ${index}::int WHERE id = ${id}`, { discard: true }).pipe(
          Effect.orDie,
          Effect.withSpan("AdminContentRepository.orderFaqs")
        )

      const lockFaqs = sql`SELECT id FROM faqs FOR UPDATE`.pipe(Effect.orDie, Effect.asVoid)

      const pages = sql<PageRow>`SELECT slug, title, body_html, updated_at FROM content_pages ORDER BY slug`.pipe(
        Effect.orDie,
        Effect.map((rows) => rows.map(pageOf)),
        Effect.withSpan("AdminContentRepository.pages")
      )

      const page = (slug: PageSlug, lock?: boolean) =>
        sql<PageRow>`SELECT slug, title, body_html, updated_at FROM content_pages WHERE slug = ${slug} ${forUpdate(lock)}`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), pageOf)),
          Effect.withSpan("AdminContentRepository.page")
        )

      const savePage = (slug: PageSlug, title: string, bodyHtml: string) =>
        sql`
          INSERT INTO content_pages (slug, title, body_html) VALUES (${slug}, ${title}, ${bodyHtml})
          ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, body_html = EXCLUDED.body_html, updated_at = now()`.pipe(
          Effect.orDie,
          Effect.asVoid,
          Effect.withSpan("AdminContentRepository.savePage")
        )

      const footer = (lock?: boolean) =>
        sql<FooterSection>`
          SELECT address, email, phone, follow_on_twitter, follow_on_facebook, follow_on_linkdin
          FROM footer_content WHERE id = 1 ${forUpdate(lock)}`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.fromNullishOr(rows[0])),
          Effect.withSpan("AdminContentRepository.footer")
        )

      // The footer_content trigger (migration 0021) drops every server's kept footer read.
      const saveFooter = (footer: FooterSection) =>
        sql`
          INSERT INTO footer_content ${sql.insert({ id: 1, ...footer })}
          ON CONFLICT (id) DO UPDATE SET address = EXCLUDED.address, email = EXCLUDED.email, phone = EXCLUDED.phone,
            follow_on_twitter = EXCLUDED.follow_on_twitter, follow_on_facebook = EXCLUDED.follow_on_facebook,
            follow_on_linkdin = EXCLUDED.follow_on_linkdin, updated_at = now()`.pipe(
          Effect.orDie,
          Effect.asVoid,
          Effect.withSpan("AdminContentRepository.saveFooter")
        )

      const commentColumns = sql`
        c.id, c.blog_id, p.title AS post_title, coalesce(u.name, c.author_name) AS author_name, c.comment, c.created_at,
        (c.hidden_at IS NOT NULL) AS hidden`
      const commentSource = sql`blog_comments c JOIN blog_posts p ON p.id = c.blog_id LEFT JOIN users u ON u.id = c.user_id`

      const comments = Effect.fn("AdminContentRepository.comments")(function* (filter: CommentFilter, { perPage, offset }: Paging) {
        const onPost = filter.blogId === undefined ? sql`TRUE` : sql`c.blog_id = ${filter.blogId}`
        const visibility =
          filter.visibility === "hidden" ? sql`c.hidden_at IS NOT NULL` : filter.visibility === "visible" ? sql`c.hidden_at IS NULL` : sql`TRUE`
        const [rows, counts] = yield* Effect.all([
          sql<CommentRow>`
            SELECT ${commentColumns} FROM ${commentSource}
            WHERE ${onPost} AND ${visibility}
            ORDER BY c.created_at DESC, c.id DESC
            LIMIT ${perPage}::int OFFSET ${offset}::bigint`,
          sql<{ total: number }>`SELECT count(*)::int AS total FROM blog_comments c WHERE ${onPost} AND ${visibility}`
        ]).pipe(Effect.orDie)
        return { docs: rows.map(commentOf), total: counts[0]?.total ?? 0 }
      })

      const comment = (id: CommentId, lock?: boolean) =>
        sql<CommentRow>`SELECT ${commentColumns} FROM ${commentSource} WHERE c.id = ${id} ${sql.literal(lock === true ? "FOR UPDATE OF c" : "")}`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), commentOf)),
          Effect.withSpan("AdminContentRepository.comment")
        )

      const setHidden = (id: CommentId, hidden: boolean) =>
        (hidden ? sql`UPDATE blog_comments SET hidden_at = now() WHERE id = ${id}` : sql`UPDATE blog_comments SET hidden_at = NULL WHERE id = ${id}`).pipe(
          Effect.orDie,
          Effect.asVoid,
          Effect.withSpan("AdminContentRepository.setHidden")
        )

      const removeComment = (id: CommentId) =>
        sql`DELETE FROM blog_comments WHERE id = ${id}`.pipe(Effect.orDie, Effect.asVoid, Effect.withSpan("AdminContentRepository.removeComment"))

      return AdminContentRepository.of({
        posts,
        post,
        insertPost,
        updatePost,
        setPublished,
        removePost,
        faqs,
        faq,
        insertFaq,
        updateFaq,
        removeFaq,
        orderFaqs,
        lockFaqs,
        pages,
        page,
        savePage,
        footer,
        saveFooter,
        comments,
        comment,
        setHidden,
        removeComment
      })
    })
  )
}
