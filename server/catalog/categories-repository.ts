/**
 * Categories as /category and the filters of /exam/{categoryName}/{category}
 * show them: each with its one-line description, its sub-categories, and
 * how many exams each holds. Two flat queries assembled here, like the menu.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { CategorySummary } from "../../src/api/catalog/catalog.ts"
import type { CategoryId, SubCategoryId } from "../../src/api/shared/ids.ts"

interface CategoryRow {
  readonly id: CategoryId
  readonly name: string
  readonly description: string
  readonly exam_count: number
}
interface SubCategoryRow {
  readonly id: SubCategoryId
  readonly category_id: CategoryId
  readonly name: string
  readonly exam_count: number
}

export class CategoriesRepository extends Context.Service<
  CategoriesRepository,
  {
    /** Every category in display order. */
    readonly all: Effect.Effect<ReadonlyArray<CategorySummary>>
    readonly byId: (id: CategoryId) => Effect.Effect<Option.Option<CategorySummary>>
    readonly exists: (id: CategoryId) => Effect.Effect<boolean>
    /** The id of the category a sub-category belongs to, when the sub-category exists. */
    readonly parentOf: (subCategoryId: SubCategoryId) => Effect.Effect<Option.Option<CategoryId>>
  }
>()("exam-shop/CategoriesRepository") {
  static readonly layer = Layer.effect(
    CategoriesRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      // Counted as a learner sees them: published exams, in published sub-categories (c is the counted category).
      const visible = sql.literal(`e.published AND (e.sub_category_id IS NULL OR EXISTS (
        SELECT 1 FROM sub_categories vs WHERE vs.id = e.sub_category_id AND vs.published))`)

      /** The summaries of every category, or of the one with this id. */
      const summaries = (id: CategoryId | undefined) =>
        Effect.gen(function* () {
          const [categories, subCategories] = yield* Effect.all([
            sql<CategoryRow>`
              SELECT c.id, c.name, c.description,
                (SELECT count(*)::int FROM exams e WHERE e.category_id = c.id AND ${visible}) AS exam_count
              FROM categories c
              WHERE c.published ${id === undefined ? sql`` : sql`AND c.id = ${id}`}
              ORDER BY c.sort_order, c.name`,
            sql<SubCategoryRow>`
              SELECT s.id, s.category_id, s.name,
                (SELECT count(*)::int FROM exams e WHERE e.sub_category_id = s.id AND e.published) AS exam_count
              FROM sub_categories s
              WHERE s.published ${id === undefined ? sql`` : sql`AND s.category_id = ${id}`}
              ORDER BY s.sort_order, s.name`
          ]).pipe(Effect.orDie)
          return categories.map(
            (category): CategorySummary => ({
              _id: category.id,
              name: category.name,
              description: category.description,
              examCount: category.exam_count,
              subCategories: subCategories
                .filter((sub) => sub.category_id === category.id)
                .map((sub) => ({ _id: sub.id, name: sub.name, examCount: sub.exam_count }))
            })
          )
        })

      const all = summaries(undefined).pipe(Effect.withSpan("CategoriesRepository.all"))

      const byId = (id: CategoryId) =>
        summaries(id).pipe(
          Effect.map((found) => Option.fromNullishOr(found[0])),
          Effect.withSpan("CategoriesRepository.byId")
        )

      const exists = (id: CategoryId) =>
        sql`SELECT 1 FROM categories WHERE id = ${id} AND published`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.length > 0),
          Effect.withSpan("CategoriesRepository.exists")
        )

      const parentOf = (subCategoryId: SubCategoryId) =>
        sql<{ category_id: CategoryId }>`SELECT category_id FROM sub_categories WHERE id = ${subCategoryId} AND published`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), (row) => row.category_id)),
          Effect.withSpan("CategoriesRepository.parentOf")
        )

      return CategoriesRepository.of({ all, byId, exists, parentOf })
    })
  )
}
