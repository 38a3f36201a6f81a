/**
 * The pages' tables in memory: FAQs and pages as a test states them (ids
 * plain, instants ISO 8601), and the contact messages the repository
 * stores, which a test reads back.
 */
import { Effect, Layer, Option } from "effect"
import { groupFaqs, PagesRepository } from "../../../server/content/pages/repository.ts"
import { FaqId } from "../../../src/api/shared/ids.ts"
import type { ContactPayload, ContentPage, PageSlug } from "../../../src/api/content/pages.ts"

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

/** Over the tables in memory, for testing rules without a database: the same order (sort_order, then the id) and grouping. */
export const pagesRepositoryInMemory = (tables: PagesTables) =>
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
