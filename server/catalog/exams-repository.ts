/**
 * Exams: a page of them (all, a category's, a sub-category's, or a search by
 * name or code), one exam's overview with its practice tests, and the most
 * popular ones for the home page. Which filters exist and whether the input
 * is acceptable is the service's to decide; this file only reads.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import type { ExamCard, ExamDetail } from "../../src/api/catalog/catalog.ts"
import type { CategoryId, ExamId, SubCategoryId, TestId } from "../../src/api/shared/ids.ts"
import type { Paging } from "../shared/paging.ts"
import { EXAM_CARD_COLUMNS, EXAM_CARD_SOURCE, type ExamCardRow, PUBLIC_EXAMS, toExamCard } from "./exam-cards.ts"
import { type ExamSearch, exactCondition, nearCondition, searchRanking, useSearchThreshold } from "./exam-search.ts"

interface ExamDetailRow extends ExamCardRow {
  readonly description_html: string
  readonly sub_category_id: SubCategoryId | null
  readonly sub_category_name: string | null
}

interface PracticeTestRow {
  readonly id: TestId
  readonly name: string
  readonly question_count: number
  readonly duration_minutes: number
}

/** Which exams a page lists; the ids are known to exist (the service checked them). */
export interface ExamQuery {
  readonly paging: Paging
  readonly category?: CategoryId | undefined
  readonly subCategory?: SubCategoryId | undefined
  readonly search?: ExamSearch | undefined
}

export interface ExamCards {
  readonly docs: ReadonlyArray<ExamCard>
  readonly total: number
}

/** The exam overview without the packages that bundle it (those are the packages repository's). */
export type ExamOverview = Omit<ExamDetail, "packages">

export class ExamsRepository extends Context.Service<
  ExamsRepository,
  {
    readonly page: (query: ExamQuery) => Effect.Effect<ExamCards>
    readonly byId: (id: ExamId) => Effect.Effect<Option.Option<ExamOverview>>
    /** The most popular exams, at most `limit`. */
    readonly popular: (limit: number) => Effect.Effect<ReadonlyArray<ExamCard>>
  }
>()("exam-shop/ExamsRepository") {
  static readonly layer = Layer.effect(
    ExamsRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const columns = sql.literal(EXAM_CARD_COLUMNS)
      const source = sql.literal(EXAM_CARD_SOURCE)

      const page = Effect.fn("ExamsRepository.page")(function* (query: ExamQuery) {
        const { paging, search } = query
        const filters: Array<Statement.Fragment> = []
        if (query.category !== undefined) filters.push(sql`e.category_id = ${query.category}`)
        if (query.subCategory !== undefined) filters.push(sql`e.sub_category_id = ${query.subCategory}`)
        const where = (extra: ReadonlyArray<Statement.Fragment>) =>
          filters.length + extra.length === 0 ? sql`` : sql`WHERE ${sql.and([...filters, ...extra])}`
        const total = (condition: Statement.Fragment) =>
          Effect.map(sql<{ total: number }>`SELECT count(*)::int AS total FROM ${sql.literal(PUBLIC_EXAMS)} ${condition}`, (rows) => rows[0]?.total ?? 0)
        const rows = (condition: Statement.Fragment, order: Statement.Fragment) =>
          sql<ExamCardRow>`
            SELECT ${columns} FROM ${source} ${condition}
            ORDER BY ${order}
            LIMIT ${paging.perPage}::int OFFSET ${paging.offset}::bigint`

        const found = yield* Effect.gen(function* () {
          if (search === undefined) {
            // A category keeps its display order; the whole catalog shows
            // the most popular first.
            const order = query.category !== undefined || query.subCategory !== undefined ? sql`e.sort_order, e.name` : sql`e.popularity DESC, e.name`
            return [yield* rows(where([]), order), yield* total(where([]))] as const
          }
          const order = searchRanking(sql, search)
          const exact = where([exactCondition(sql, search)])
          const exactTotal = yield* total(exact)
          if (exactTotal > 0) return [yield* rows(exact, order), exactTotal] as const
          // Nothing matches letter for letter: forgive small typos. The
          // similarity threshold holds for this transaction only.
          const near = where([nearCondition(sql, search)])
          return yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* useSearchThreshold(sql)
              return [yield* rows(near, order), yield* total(near)] as const
            })
          )
        }).pipe(Effect.orDie)
        return { docs: found[0].map(toExamCard), total: found[1] }
      })

      const byId = Effect.fn("ExamsRepository.byId")(function* (id: ExamId) {
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
        if (row === undefined) return Option.none()
        return Option.some<ExamOverview>({
          ...toExamCard(row),
          descriptionHtml: row.description_html,
          category: { _id: row.category_id, name: row.category_name },
          subCategory: row.sub_category_id === null || row.sub_category_name === null ? null : { _id: row.sub_category_id, name: row.sub_category_name },
          tests: tests.map((test) => ({
            _id: test.id,
            name: test.name,
            questionCount: test.question_count,
            durationMinutes: test.duration_minutes
          }))
        })
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
