/**
 * Loads the demo catalogue and footer into an empty database on first start,
 * so a newcomer's `npm start` shows a believable shop. A database that already
 * has categories is left alone: restarts never duplicate or overwrite data.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { slugify } from "../../../src/domain/slug.ts"
import { DEMO_CATEGORIES, DEMO_FOOTER, type SeedExam } from "./catalogue-data.ts"

export const seedDemoCatalogue = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const existing = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM categories`
  if ((existing[0]?.count ?? 0) > 0) return false

  yield* sql.withTransaction(Effect.gen(function*() {
    let examOrder = 0
    const insertExam = (exam: SeedExam, categoryId: string, subCategoryId: string | null) =>
      sql`INSERT INTO exams ${
        sql.insert({
          category_id: categoryId,
          sub_category_id: subCategoryId,
          name: exam.name,
          slug: slugify(exam.name),
          code: exam.code,
          price: exam.price,
          short_description: exam.shortDescription,
          sort_order: examOrder++
        })
      }`

    for (const [categoryOrder, category] of DEMO_CATEGORIES.entries()) {
      const [row] = yield* sql<{ id: string }>`
        INSERT INTO categories ${sql.insert({ name: category.name, sort_order: categoryOrder })} RETURNING id`
      const categoryId = row!.id
      for (const exam of category.exams) yield* insertExam(exam, categoryId, null)
      for (const [subOrder, sub] of category.subCategories.entries()) {
        const [subRow] = yield* sql<{ id: string }>`
          INSERT INTO sub_categories ${
          sql.insert({ category_id: categoryId, name: sub.name, sort_order: subOrder })
        } RETURNING id`
        for (const exam of sub.exams) yield* insertExam(exam, categoryId, subRow!.id)
      }
    }
    yield* sql`INSERT INTO footer_content ${sql.insert({ ...DEMO_FOOTER })} ON CONFLICT (id) DO NOTHING`
  }))
  return true
})
