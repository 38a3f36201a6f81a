/**
 * The FAQs (questions in their groups, groups in the order of their first
 * question), the policy pages and About us by slug (spec §2 /faqs,
 * /terms-condition, /privacy-policy, /refund-policy, /about), and the
 * messages of the Contact us form kept for the support team.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { FaqId } from "../../../src/api/ids.ts"
import type { ContactPayload, ContentPage, FaqGroup, PageSlug } from "../../../src/api/pages.ts"

interface FaqRow {
  readonly id: FaqId
  readonly group_name: string
  readonly question: string
  readonly answer_html: string
}

interface PageRow {
  readonly title: string
  readonly body_html: string
  readonly updated_at: Date | string
}

/**
 * The pages' tables in memory, for `layerTest`: FAQs and pages as a test
 * states them (ids plain, instants ISO 8601), and the contact messages the
 * repository stores, which a test reads back.
 */
export interface PagesTables {
  readonly faqs: ReadonlyArray<{
    readonly id: string
    readonly group: string
    readonly question: string
    readonly answerHtml: string
    readonly sortOrder: number
  }>
  readonly pages: ReadonlyArray<{ readonly slug: PageSlug; readonly title: string; readonly bodyHtml: string; readonly updatedAt: string }>
  readonly contactMessages: Array<ContactPayload & { readonly clientAddress: string }>
}

/** Groups consecutive-or-not rows by name, keeping the order each group first appears in. */
export const groupFaqs = (rows: ReadonlyArray<FaqRow>): ReadonlyArray<FaqGroup> => {
  const groups = new Map<string, Array<FaqGroup["faqs"][number]>>()
  for (const row of rows) {
    const faqs = groups.get(row.group_name) ?? []
    faqs.push({ _id: row.id, question: row.question, answerHtml: row.answer_html })
    groups.set(row.group_name, faqs)
  }
  return Array.from(groups, ([name, faqs]) => ({ name, faqs }))
}

export class PagesRepository extends Context.Service<
  PagesRepository,
  {
    readonly faqs: Effect.Effect<ReadonlyArray<FaqGroup>>
    readonly page: (slug: PageSlug) => Effect.Effect<Option.Option<ContentPage>>
    readonly saveContactMessage: (message: ContactPayload, clientAddress: string) => Effect.Effect<void>
  }
>()("exam-shop/PagesRepository") {
  static readonly layer = Layer.effect(
    PagesRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const faqs = sql<FaqRow>`
        SELECT id, group_name, question, answer_html FROM faqs ORDER BY sort_order, id`.pipe(
        Effect.orDie,
        Effect.map(groupFaqs),
        Effect.withSpan("PagesRepository.faqs")
      )

      const page = (slug: PageSlug) =>
        sql<PageRow>`SELECT title, body_html, updated_at FROM content_pages WHERE slug = ${slug}`.pipe(
          Effect.orDie,
          Effect.map((rows) =>
            Option.map(
              Option.fromNullishOr(rows[0]),
              (row): ContentPage => ({
                slug,
                title: row.title,
                bodyHtml: row.body_html,
                updatedAt: new Date(row.updated_at).toISOString()
              })
            )
          ),
          Effect.withSpan("PagesRepository.page")
        )

      const saveContactMessage = ({ name, email, subject, message }: ContactPayload, clientAddress: string) =>
        sql`
          INSERT INTO contact_messages ${sql.insert({ name, email, subject, message, client_address: clientAddress })}`.pipe(
          Effect.orDie,
          Effect.asVoid,
          Effect.withSpan("PagesRepository.saveContactMessage")
        )

      return PagesRepository.of({ faqs, page, saveContactMessage })
    })
  )

  /** Over the tables in memory, for testing rules without a database: the same order (sort_order, then the id) and grouping. */
  static readonly layerTest = (tables: PagesTables) =>
    Layer.succeed(
      PagesRepository,
      PagesRepository.of({
        faqs: Effect.sync(() =>
          groupFaqs(
            tables.faqs
              .toSorted((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
              .map((faq) => ({ id: FaqId.make(faq.id), group_name: faq.group, question: faq.question, answer_html: faq.answerHtml }))
          )
        ),
        page: (slug) =>
          Effect.sync(() =>
            Option.map(
              Option.fromNullishOr(tables.pages.find((page) => page.slug === slug)),
              (page): ContentPage => ({
                slug,
                title: page.title,
                bodyHtml: page.bodyHtml,
                updatedAt: new Date(page.updatedAt).toISOString()
              })
            )
          ),
        saveContactMessage: ({ name, email, subject, message }, clientAddress) =>
          Effect.sync(() => {
            tables.contactMessages.push({ name, email, subject, message, clientAddress })
          })
      })
    )
}
