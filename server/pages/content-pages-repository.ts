/**
 * The policy pages and About us (spec §2 /terms-condition, /privacy-policy,
 * /refund-policy, /about), by slug.
 */
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { NotFound } from "../../src/api/errors.ts"
import { type ContentPage, PageSlug } from "../../src/api/pages.ts"

export const PAGE_NOT_FOUND_MESSAGE = "This page does not exist."

interface PageRow {
  readonly slug: string
  readonly title: string
  readonly body_html: string
  readonly updated_at: Date | string
}

const isPageSlug = Schema.is(PageSlug)

export class ContentPagesRepository extends Context.Service<ContentPagesRepository, {
  readonly bySlug: (slug: string) => Effect.Effect<ContentPage, NotFound>
}>()("exam-shop/ContentPagesRepository") {
  static readonly layer = Layer.effect(
    ContentPagesRepository,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const bySlug = Effect.fn("ContentPagesRepository.bySlug")(function*(slug: string) {
        // Only the contract's pages are served; anything else is not a page.
        if (!isPageSlug(slug)) return yield* new NotFound({ message: PAGE_NOT_FOUND_MESSAGE })
        const rows = yield* sql<PageRow>`
          SELECT slug, title, body_html, updated_at FROM content_pages WHERE slug = ${slug}`.pipe(Effect.orDie)
        const row = rows[0]
        if (row === undefined) return yield* new NotFound({ message: PAGE_NOT_FOUND_MESSAGE })
        return { slug, title: row.title, bodyHtml: row.body_html, updatedAt: new Date(row.updated_at).toISOString() }
      })
      return ContentPagesRepository.of({ bySlug })
    })
  )
}
