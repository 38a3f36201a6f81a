/**
 * Categories as /category and the filters of /exam/{categoryName}/{category}
 * show them: each with its one-line description, its sub-categories, and
 * how many exams each holds. Two flat queries assembled here, like the menu.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { CategorySummary } from "../../src/api/catalog.ts"
import { NotFound } from "../../src/api/errors.ts"
import { CATEGORY_NOT_FOUND } from "./catalog-messages.ts"
import { canBeAnId } from "./lookup-id.ts"

interface CategoryRow {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly exam_count: number
}
interface SubCategoryRow {
  readonly id: string
  readonly category_id: string
  readonly name: string
  readonly exam_count: number
}

export class CategoriesRepository extends Context.Service<CategoriesRepository, {
  /** Every category in display order. */
  readonly all: Effect.Effect<ReadonlyArray<CategorySummary>>
  readonly byId: (id: string) => Effect.Effect<CategorySummary, NotFound>
  /** The categories with the most exams (none without exams), at most `limit`. */
  readonly featured: (limit: number) => Effect.Effect<ReadonlyArray<CategorySummary>>
}>()("exam-shop/CategoriesRepository") {
  static readonly layer = Layer.effect(
    CategoriesRepository,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient

      /** The summaries of every category, or of the one with this id. */
      const summaries = (id: string | undefined) =>
        Effect.gen(function*() {
          const [categories, subCategories] = yield* Effect.all([
            sql<CategoryRow>`
              SELECT c.id, c.name, c.description,
                (SELECT count(*)::int FROM exams e WHERE e.category_id = c.id) AS exam_count
              FROM categories c
              ${id === undefined ? sql`` : sql`WHERE c.id = ${id}`}
              ORDER BY c.sort_order, c.name`,
            sql<SubCategoryRow>`
              SELECT s.id, s.category_id, s.name,
                (SELECT count(*)::int FROM exams e WHERE e.sub_category_id = s.id) AS exam_count
              FROM sub_categories s
              ${id === undefined ? sql`` : sql`WHERE s.category_id = ${id}`}
              ORDER BY s.sort_order, s.name`
          ]).pipe(Effect.orDie)
          return categories.map((category): CategorySummary => ({
            _id: category.id,
            name: category.name,
            description: category.description,
            examCount: category.exam_count,
            subCategories: subCategories
              .filter((sub) => sub.category_id === category.id)
              .map((sub) => ({ _id: sub.id, name: sub.name, examCount: sub.exam_count }))
          }))
        })

      const all = summaries(undefined).pipe(Effect.withSpan("CategoriesRepository.all"))

      const byId = Effect.fn("CategoriesRepository.byId")(function*(id: string) {
        const [category] = canBeAnId(id) ? yield* summaries(id) : []
        if (category === undefined) return yield* new NotFound({ message: CATEGORY_NOT_FOUND })
        return category
      })

      const featured = (limit: number) =>
        Effect.map(all, (categories) =>
          categories
            .filter((category) => category.examCount > 0)
            // A stable sort keeps display order among equal counts.
            .toSorted((a, b) => b.examCount - a.examCount)
            .slice(0, limit))

      return CategoriesRepository.of({ all, byId, featured })
    })
  )
}
