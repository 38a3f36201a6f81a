/**
 * The FAQs (questions in their groups, groups in the order of their first
 * question), the policy pages and About us by slug (spec §2 /faqs,
 * /terms-condition, /privacy-policy, /refund-policy, /about), and the
 * messages of the Contact us form kept for the support team.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { FaqId } from "../../../src/api/shared/ids.ts"
import type { ContactPayload, ContentPage, FaqGroup, PageSlug } from "../../../src/api/content/pages.ts"

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
}
