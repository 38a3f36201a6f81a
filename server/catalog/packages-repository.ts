/**
 * Packages: the /package list a page at a time, one package with its exams
 * (/package-overview/{packageName}/{id}), the first few for the home page,
 * and the packages that bundle a given exam (the exam overview).
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { PackageCard, PackageDetail } from "../../src/api/catalog/catalog.ts"
import type { ExamId, PackageId } from "../../src/api/shared/ids.ts"
import type { Paging } from "../shared/paging.ts"
import { EXAM_CARD_COLUMNS, EXAM_CARD_SOURCE, type ExamCardRow, toExamCard } from "./exam-cards.ts"
import { PACKAGE_CARD_COLUMNS, PACKAGE_CARD_SOURCE, type PackageCardRow, toPackageCard } from "./package-cards.ts"

export interface PackageCards {
  readonly docs: ReadonlyArray<PackageCard>
  readonly total: number
}

export class PackagesRepository extends Context.Service<
  PackagesRepository,
  {
    readonly page: (paging: Paging) => Effect.Effect<PackageCards>
    readonly byId: (id: PackageId) => Effect.Effect<Option.Option<PackageDetail>>
    /** The first packages in display order. */
    readonly first: (limit: number) => Effect.Effect<ReadonlyArray<PackageCard>>
    /** The packages that bundle this exam, in display order. */
    readonly bundling: (examId: ExamId) => Effect.Effect<ReadonlyArray<PackageCard>>
  }
>()("exam-shop/PackagesRepository") {
  static readonly layer = Layer.effect(
    PackagesRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const columns = sql.literal(PACKAGE_CARD_COLUMNS)
      const source = sql.literal(PACKAGE_CARD_SOURCE)

      const page = Effect.fn("PackagesRepository.page")(function* (paging: Paging) {
        const [rows, counts] = yield* Effect.all([
          sql<PackageCardRow>`
            SELECT ${columns} FROM ${source}
            ORDER BY p.sort_order, p.name
            LIMIT ${paging.perPage}::int OFFSET ${paging.offset}::bigint`,
          sql<{ total: number }>`SELECT count(*)::int AS total FROM packages WHERE published`
        ]).pipe(Effect.orDie)
        return { docs: rows.map(toPackageCard), total: counts[0]?.total ?? 0 }
      })

      const byId = Effect.fn("PackagesRepository.byId")(function* (id: PackageId) {
        const [rows, exams] = yield* Effect.all([
          sql<PackageCardRow & { readonly description_html: string }>`
            SELECT ${columns}, p.description_html FROM ${source} WHERE p.id = ${id}`,
          sql<ExamCardRow>`
            SELECT ${sql.literal(EXAM_CARD_COLUMNS)}
            FROM ${sql.literal(EXAM_CARD_SOURCE)} JOIN package_exams pe ON pe.exam_id = e.id
            WHERE pe.package_id = ${id}
            ORDER BY pe.sort_order, e.name`
        ]).pipe(Effect.orDie)
        const [row] = rows
        if (row === undefined) return Option.none()
        return Option.some<PackageDetail>({
          ...toPackageCard(row),
          descriptionHtml: row.description_html,
          exams: exams.map(toExamCard)
        })
      })

      const first = (limit: number) =>
        sql<PackageCardRow>`
          SELECT ${columns} FROM ${source} ORDER BY p.sort_order, p.name LIMIT ${limit}::int`.pipe(
          Effect.map((rows) => rows.map(toPackageCard)),
          Effect.orDie,
          Effect.withSpan("PackagesRepository.first")
        )

      const bundling = (examId: ExamId) =>
        sql<PackageCardRow>`
          SELECT ${columns} FROM ${source}
          WHERE p.id IN (SELECT package_id FROM package_exams WHERE exam_id = ${examId})
          ORDER BY p.sort_order, p.name`.pipe(
          Effect.map((rows) => rows.map(toPackageCard)),
          Effect.orDie,
          Effect.withSpan("PackagesRepository.bundling")
        )

      return PackagesRepository.of({ page, byId, first, bundling })
    })
  )
}
