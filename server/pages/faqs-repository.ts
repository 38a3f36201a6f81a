/**
 * The FAQs page (spec §2 /faqs): questions in their groups, groups in the
 * order of their first question.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { FaqGroup } from "../../src/api/pages.ts"

interface FaqRow {
  readonly id: string
  readonly group_name: string
  readonly question: string
  readonly answer_html: string
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

export class FaqsRepository extends Context.Service<FaqsRepository, {
  readonly grouped: Effect.Effect<ReadonlyArray<FaqGroup>>
}>()("exam-shop/FaqsRepository") {
  static readonly layer = Layer.effect(
    FaqsRepository,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const grouped = sql<FaqRow>`
        SELECT id, group_name, question, answer_html FROM faqs ORDER BY sort_order, id`.pipe(
        Effect.orDie,
        Effect.map(groupFaqs),
        Effect.withSpan("FaqsRepository.grouped")
      )
      return FaqsRepository.of({ grouped })
    })
  )
}
