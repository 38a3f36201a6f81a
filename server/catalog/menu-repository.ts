/**
 * Reads the category tree the mega-menu shows (spec §2 Mega-menu): every
 * category with its sub-categories and their exams, plus the exams filed
 * directly under the category. Three flat queries, assembled in order here,
 * keep the SQL plain and identical on PGlite and PostgreSQL.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Availability, MenuCategory, MenuExam } from "../../src/api/catalog/catalog.ts"
import type { CategoryId, ExamId, SubCategoryId } from "../../src/api/shared/ids.ts"
import { PUBLIC_EXAMS } from "./exam-cards.ts"
import { availabilityOf, OFFER_COLUMNS, type OfferRow } from "../shared/exam-offers.ts"

interface CategoryRow {
  readonly id: CategoryId
  readonly name: string
}
interface SubCategoryRow {
  readonly id: SubCategoryId
  readonly category_id: CategoryId
  readonly name: string
}
interface ExamRow {
  readonly id: ExamId
  readonly name: string
  readonly category_id: CategoryId
  readonly sub_category_id: SubCategoryId | null
  readonly availability: Availability
}

/** The tree from the three lists, each already in display order. */
export const menuOf = (
  categories: ReadonlyArray<CategoryRow>,
  subCategories: ReadonlyArray<SubCategoryRow>,
  exams: ReadonlyArray<ExamRow>
): ReadonlyArray<MenuCategory> => {
  const examsOfSub = new Map<string, Array<MenuExam>>()
  const directExams = new Map<string, Array<MenuExam>>()
  for (const exam of exams) {
    const target = exam.sub_category_id === null ? directExams : examsOfSub
    const key = exam.sub_category_id ?? exam.category_id
    const list = target.get(key) ?? []
    list.push({ _id: exam.id, name: exam.name, availability: exam.availability })
    target.set(key, list)
  }
  return categories.map(
    (category): MenuCategory => ({
      _id: category.id,
      name: category.name,
      subCategories: subCategories
        .filter((sub) => sub.category_id === category.id)
        .map((sub) => ({ _id: sub.id, name: sub.name, exams: examsOfSub.get(sub.id) ?? [] })),
      exams: directExams.get(category.id) ?? []
    })
  )
}

export class MenuRepository extends Context.Service<
  MenuRepository,
  {
    readonly menu: Effect.Effect<ReadonlyArray<MenuCategory>>
  }
>()("exam-shop/MenuRepository") {
  static readonly layer = Layer.effect(
    MenuRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const menu = Effect.all([
        // What a learner may see: published categories, sub-categories and exams.
        sql<CategoryRow>`SELECT id, name FROM categories WHERE published ORDER BY sort_order, name`,
        sql<SubCategoryRow>`SELECT id, category_id, name FROM sub_categories WHERE published ORDER BY sort_order, name`,
        sql<Omit<ExamRow, "availability"> & OfferRow>`
          SELECT e.id, e.name, e.category_id, e.sub_category_id, ${sql.literal(OFFER_COLUMNS)}
          FROM ${sql.literal(PUBLIC_EXAMS)} JOIN exam_offers o ON o.exam_id = e.id
          ORDER BY e.sort_order, e.name`
      ]).pipe(
        Effect.map(([categories, subCategories, exams]) =>
          menuOf(
            categories,
            subCategories,
            exams.map((exam) => ({ ...exam, availability: availabilityOf(exam) }))
          )
        ),
        Effect.orDie,
        Effect.withSpan("MenuRepository.menu")
      )

      return MenuRepository.of({ menu })
    })
  )
}
