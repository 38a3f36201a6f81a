/**
 * The one way FAQs and content pages are written to the database (the demo
 * seed uses it; an editor screen would too): answers and page bodies go
 * through the rich-text allowlist before storage.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { stripHtml } from "../../../src/domain/shared/text.ts"
import { sanitizeRichText } from "../rich-text.ts"

export interface NewFaq {
  readonly group: string
  readonly question: string
  /** Rich text; sanitised before it is stored. */
  readonly answerHtml: string
  readonly sortOrder: number
}

export interface NewContentPage {
  readonly slug: string
  readonly title: string
  /** Rich text; sanitised before it is stored. */
  readonly bodyHtml: string
}

export const faqRow = (faq: NewFaq) => ({
  group_name: stripHtml(faq.group),
  question: stripHtml(faq.question),
  answer_html: sanitizeRichText(faq.answerHtml),
  sort_order: faq.sortOrder
})

export const contentPageRow = (page: NewContentPage) => ({
  slug: page.slug,
  title: stripHtml(page.title),
  body_html: sanitizeRichText(page.bodyHtml)
})

export const insertFaq = (faq: NewFaq) => Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.asVoid(sql`INSERT INTO faqs ${sql.insert(faqRow(faq))}`))

/** Writes a page, replacing the stored one with the same slug. */
export const saveContentPage = (page: NewContentPage) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const row = contentPageRow(page)
    return Effect.asVoid(sql`
      INSERT INTO content_pages ${sql.insert(row)}
      ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, body_html = EXCLUDED.body_html, updated_at = now()`)
  })
