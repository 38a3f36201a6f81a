/**
 * Exams: a page of them (all, a category's, a sub-category's, or a search by
 * name or code), one exam's overview with its practice tests and the
 * packages that bundle it, and the most popular ones for the home page.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import type { ExamCard, ExamDetail, ExamPage, ExamPagePayload } from "../../src/api/catalog.ts"
import { Invalid, NotFound } from "../../src/api/errors.ts"
import { checkPaging } from "../shared/paging.ts"
import { CATEGORY_NOT_FOUND, EXAM_NOT_FOUND, SUB_CATEGORY_NOT_FOUND } from "./catalog-messages.ts"
import { EXAM_CARD_COLUMNS, EXAM_CARD_SOURCE, type ExamCardRow, toExamCard } from "./exam-cards.ts"
import { exactCondition, nearCondition, parseExamSearch, searchRanking, useSearchThreshold } from "./exam-search.ts"
import { canBeAnId } from "./lookup-id.ts"
import { PackagesRepository } from "./packages-repository.ts"

interface ExamDetailRow extends ExamCardRow {
  readonly description_html: string
  readonly sub_category_id: string | null
  readonly sub_category_name: string | null
}

interface PracticeTestRow {
  readonly id: string
  readonly name: string
  readonly question_count: number
  readonly duration_minutes: number
}

export class ExamsRepository extends Context.Service<ExamsRepository, {
  readonly page: (payload: ExamPagePayload) => Effect.Effect<ExamPage, Invalid | NotFound>
  readonly byId: (id: string) => Effect.Effect<ExamDetail, NotFound>
  /** The most popular exams, at most `limit`. */
  readonly popular: (limit: number) => Effect.Effect<ReadonlyArray<ExamCard>>
}>()("exam-shop/ExamsRepository") {
  static readonly layer = Layer.effect(
    ExamsRepository,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const packages = yield* PackagesRepository
      const columns = sql.literal(EXAM_CARD_COLUMNS)
      const source = sql.literal(EXAM_CARD_SOURCE)

      const requireCategory = Effect.fn("ExamsRepository.requireCategory")(function*(categoryId: string) {
        const rows = canBeAnId(categoryId)
          ? yield* sql`SELECT 1 FROM categories WHERE id = ${categoryId}`.pipe(Effect.orDie)
          : []
        if (rows.length === 0) return yield* new NotFound({ message: CATEGORY_NOT_FOUND })
      })

      /** The sub-category must exist and, when a category is given, belong to it. */
      const requireSubCategory = Effect.fn("ExamsRepository.requireSubCategory")(
        function*(subCategoryId: string, categoryId: string | undefined) {
          const rows = canBeAnId(subCategoryId)
            ? yield* sql<{ category_id: string }>`SELECT category_id FROM sub_categories WHERE id = ${subCategoryId}`
              .pipe(Effect.orDie)
            : []
          const [row] = rows
          if (row === undefined || (categoryId !== undefined && row.category_id !== categoryId)) {
            return yield* new NotFound({ message: SUB_CATEGORY_NOT_FOUND })
          }
        }
      )

      const page = Effect.fn("ExamsRepository.page")(function*(payload: ExamPagePayload) {
        // The body's own rules (paging, search text) come before any lookup.
        const paging = yield* checkPaging(payload.page, payload.perPage)
        const search = payload.searchString === undefined ? undefined : yield* parseExamSearch(payload.searchString)
        if (payload.category !== undefined) yield* requireCategory(payload.category)
        if (payload.subCategory !== undefined) yield* requireSubCategory(payload.subCategory, payload.category)

        const filters: Array<Statement.Fragment> = []
        if (payload.category !== undefined) filters.push(sql`e.category_id = ${payload.category}`)
        if (payload.subCategory !== undefined) filters.push(sql`e.sub_category_id = ${payload.subCategory}`)
        const where = (extra: ReadonlyArray<Statement.Fragment>) =>
          filters.length + extra.length === 0 ? sql`` : sql`WHERE ${sql.and([...filters, ...extra])}`
        const total = (condition: Statement.Fragment) =>
          Effect.map(sql<{ total: number }>`SELECT count(*)::int AS total FROM exams e ${condition}`, (rows) => rows[0]?.total ?? 0)
        const rows = (condition: Statement.Fragment, order: Statement.Fragment) =>
          sql<ExamCardRow>`
            SELECT ${columns} FROM ${source} ${condition}
            ORDER BY ${order}
            LIMIT ${paging.perPage}::int OFFSET ${paging.offset}::bigint`

        const found = yield* Effect.gen(function*() {
          if (search === undefined) {
            // A category keeps its display order; the whole catalog shows
            // the most popular first.
            const order = payload.category !== undefined || payload.subCategory !== undefined
              ? sql`e.sort_order, e.name`
              : sql`e.popularity DESC, e.name`
            return [yield* rows(where([]), order), yield* total(where([]))] as const
          }
          const order = searchRanking(sql, search)
          const exact = where([exactCondition(sql, search)])
          const exactTotal = yield* total(exact)
          if (exactTotal > 0) return [yield* rows(exact, order), exactTotal] as const
          // Nothing matches letter for letter: forgive small typos. The
          // similarity threshold holds for this transaction only.
          const near = where([nearCondition(sql, search)])
          return yield* sql.withTransaction(Effect.gen(function*() {
            yield* useSearchThreshold(sql)
            return [yield* rows(near, order), yield* total(near)] as const
          }))
        }).pipe(Effect.orDie)
        return { docs: found[0].map(toExamCard), total: found[1], page: paging.page, perPage: paging.perPage }
      })

      const byId = Effect.fn("ExamsRepository.byId")(function*(id: string) {
        if (!canBeAnId(id)) return yield* new NotFound({ message: EXAM_NOT_FOUND })
        const [rows, tests] = yield* Effect.all([
          sql<ExamDetailRow>`
            SELECT ${columns}, e.description_html, e.sub_category_id, s.name AS sub_category_name
            FROM ${source} LEFT JOIN sub_categories s ON s.id = e.sub_category_id
            WHERE e.id = ${id}`,
          sql<PracticeTestRow>`
            SELECT id, name, question_count, duration_minutes FROM practice_tests
            WHERE exam_id = ${id} ORDER BY sort_order, name`
        ]).pipe(Effect.orDie)
        const [row] = rows
        if (row === undefined) return yield* new NotFound({ message: EXAM_NOT_FOUND })
        const bundles = yield* packages.bundling(id)
        return {
          ...toExamCard(row),
          descriptionHtml: row.description_html,
          category: { _id: row.category_id, name: row.category_name },
          subCategory: row.sub_category_id === null || row.sub_category_name === null
            ? null
            : { _id: row.sub_category_id, name: row.sub_category_name },
          tests: tests.map((test) => ({
            _id: test.id,
            name: test.name,
            questionCount: test.question_count,
            durationMinutes: test.duration_minutes
          })),
          packages: bundles
        }
      })

      const popular = (limit: number) =>
        sql<ExamCardRow>`
          SELECT ${columns} FROM ${source} ORDER BY e.popularity DESC, e.name LIMIT ${limit}::int`.pipe(
          Effect.map((rows) => rows.map(toExamCard)),
          Effect.orDie,
          Effect.withSpan("ExamsRepository.popular")
        )

      return ExamsRepository.of({ page, byId, popular })
    })
  )
}
