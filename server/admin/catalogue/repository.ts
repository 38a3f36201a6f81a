/**
 * The catalogue's tables as the admin area reads and writes them:
 * every record, published or not. Which writes are allowed is the service's
 * to decide; this file only runs SQL. Each write touches the catalogue's
 * tables, whose statement triggers (migration 0021) tell every server's
 * public-reads cache to forget what it kept.
 *
 * Money columns come back as text (numeric): read through `money`.
 *
 * Whether an exam or package is on sale is read from the view exam_offers
 * (server/shared/exam-offers.ts), never decided here: an exam comes back
 * with the facts the one rule reads and its tests' names in the view's
 * order, a package with its availability.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import type { AdminCategory, AdminExam, AdminPackage, AdminPackageExam, AdminSubCategory } from "../../../src/api/admin/admin-catalogue.ts"
import type { ExamLevel } from "../../../src/api/catalog/catalog.ts"
import type { CategoryId, ExamId, PackageId, SubCategoryId } from "../../../src/api/shared/ids.ts"
import type { ExamOffer } from "../../../src/domain/catalog/availability.ts"
import { OFFER_COLUMNS, offerOf, type OfferRow, PACKAGE_OFFER_EXAMS, packageAvailabilityOf } from "../../shared/exam-offers.ts"
import type { Paging } from "../../shared/paging.ts"

const money = (value: string | number): number => Math.round(Number(value) * 100) / 100
const moneyOrNull = (value: string | number | null): number | null => (value === null ? null : money(value))

/** An exam's stored values (descriptionHtml already sanitised, slug computed). */
export interface ExamValues {
  readonly name: string
  readonly slug: string
  readonly code: string
  readonly vendor: string
  readonly level: ExamLevel
  readonly price: number
  readonly salePrice: number | null
  readonly validityDays: number
  readonly shortDescription: string
  readonly descriptionHtml: string
  readonly image: string | null
  readonly categoryId: CategoryId
  readonly subCategoryId: SubCategoryId | null
}

/**
 * An exam as stored, with the facts the on-sale rule reads (`offer`) and its
 * practice tests' names in the same order as the offer's tests; the service
 * turns the rule's answer into the operator's words.
 */
export interface StoredExam {
  readonly exam: Omit<AdminExam, "availability" | "notOnSale">
  readonly offer: ExamOffer
  readonly testNames: ReadonlyArray<string>
}

export interface PackageValues {
  readonly name: string
  readonly slug: string
  readonly price: number
  readonly salePrice: number | null
  readonly validityDays: number
  readonly shortDescription: string
  readonly descriptionHtml: string
  readonly examIds: ReadonlyArray<ExamId>
}

interface CategoryRow {
  readonly id: CategoryId
  readonly name: string
  readonly description: string
  readonly sort_order: number
  readonly published: boolean
  readonly exam_count: number
  readonly published_exam_count: number
}
interface SubCategoryRow {
  readonly id: SubCategoryId
  readonly category_id: CategoryId
  readonly name: string
  readonly sort_order: number
  readonly published: boolean
  readonly exam_count: number
  readonly published_exam_count: number
}
interface ExamRow extends OfferRow {
  readonly id: ExamId
  readonly name: string
  readonly slug: string
  readonly code: string
  readonly vendor: string
  readonly level: ExamLevel
  readonly price: string | number
  readonly sale_price: string | number | null
  readonly validity_days: number
  readonly short_description: string
  readonly description_html: string
  readonly image: string | null
  readonly category_id: CategoryId
  readonly category_name: string
  readonly sub_category_id: SubCategoryId | null
  readonly sub_category_name: string | null
  readonly published: boolean
  /** json, in exam_offers' test order; a string on some paths. */
  readonly test_names: ReadonlyArray<string> | string
}
interface PackageRow {
  readonly id: PackageId
  readonly name: string
  readonly slug: string
  readonly price: string | number
  readonly sale_price: string | number | null
  readonly validity_days: number
  readonly short_description: string
  readonly description_html: string
  readonly published: boolean
  /** bigint: the driver may answer a string. */
  readonly price_cents: string | number
  /** Its exams' rows of exam_offers (PACKAGE_OFFER_EXAMS). */
  readonly exam_offers: ReadonlyArray<OfferRow> | string
}
interface PackageExamRow {
  readonly package_id: PackageId
  readonly id: ExamId
  readonly name: string
  readonly code: string
}

const subCategoryOf = (row: SubCategoryRow): AdminSubCategory => ({
  _id: row.id,
  categoryId: row.category_id,
  name: row.name,
  sortOrder: row.sort_order,
  published: row.published,
  examCount: row.exam_count,
  publishedExamCount: row.published_exam_count
})

const storedExamOf = (row: ExamRow): StoredExam => {
  const offer = offerOf(row)
  return {
    exam: {
      _id: row.id,
      name: row.name,
      slug: row.slug,
      code: row.code,
      vendor: row.vendor,
      level: row.level,
      price: money(row.price),
      salePrice: moneyOrNull(row.sale_price),
      validityDays: row.validity_days,
      shortDescription: row.short_description,
      descriptionHtml: row.description_html,
      image: row.image,
      categoryId: row.category_id,
      categoryName: row.category_name,
      subCategoryId: row.sub_category_id,
      subCategoryName: row.sub_category_name,
      published: row.published,
      forSale: offer.forSale
    },
    offer,
    testNames: typeof row.test_names === "string" ? JSON.parse(row.test_names) : row.test_names
  }
}

const packageOf = (row: PackageRow, exams: ReadonlyArray<AdminPackageExam>): AdminPackage => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  price: money(row.price),
  salePrice: moneyOrNull(row.sale_price),
  validityDays: row.validity_days,
  shortDescription: row.short_description,
  descriptionHtml: row.description_html,
  published: row.published,
  availability: packageAvailabilityOf({ visible: row.published, priceCents: Number(row.price_cents) }, row.exam_offers),
  exams
})

/** A page of records and how many there are in all. */
export interface Found<A> {
  readonly rows: ReadonlyArray<A>
  readonly total: number
}

export class CatalogueRepository extends Context.Service<
  CatalogueRepository,
  {
    readonly categories: Effect.Effect<ReadonlyArray<AdminCategory>>
    readonly category: (id: CategoryId) => Effect.Effect<Option.Option<AdminCategory>>
    /** Another category (not `except`) already has this name, the case aside. */
    readonly categoryNameTaken: (name: string, except: CategoryId | null) => Effect.Effect<boolean>
    readonly insertCategory: (values: { name: string; sortOrder: number; description: string; published: boolean }) => Effect.Effect<CategoryId>
    readonly updateCategory: (id: CategoryId, values: { name: string; sortOrder: number; description: string }) => Effect.Effect<void>
    readonly publishCategory: (id: CategoryId, published: boolean) => Effect.Effect<void>
    readonly removeCategory: (id: CategoryId) => Effect.Effect<void>

    readonly subCategory: (id: SubCategoryId) => Effect.Effect<Option.Option<AdminSubCategory>>
    readonly subCategoryNameTaken: (categoryId: CategoryId, name: string, except: SubCategoryId | null) => Effect.Effect<boolean>
    readonly insertSubCategory: (categoryId: CategoryId, values: { name: string; sortOrder: number; published: boolean }) => Effect.Effect<SubCategoryId>
    readonly updateSubCategory: (id: SubCategoryId, values: { name: string; sortOrder: number }) => Effect.Effect<void>
    readonly publishSubCategory: (id: SubCategoryId, published: boolean) => Effect.Effect<void>
    readonly removeSubCategory: (id: SubCategoryId) => Effect.Effect<void>

    readonly examPage: (search: string, paging: Paging) => Effect.Effect<Found<StoredExam>>
    readonly exam: (id: ExamId) => Effect.Effect<Option.Option<StoredExam>>
    /** The exam (not `except`) already using this code, or this address's slug. */
    readonly examCodeTaken: (code: string, except: ExamId | null) => Effect.Effect<boolean>
    readonly examSlugTaken: (slug: string, except: ExamId | null) => Effect.Effect<boolean>
    readonly insertExam: (values: ExamValues, published: boolean) => Effect.Effect<ExamId>
    readonly updateExam: (id: ExamId, values: ExamValues) => Effect.Effect<void>
    readonly publishExam: (id: ExamId, published: boolean) => Effect.Effect<void>
    readonly setExamForSale: (id: ExamId, forSale: boolean) => Effect.Effect<void>
    /** Which of these ids are exams. */
    readonly existingExams: (ids: ReadonlyArray<string>) => Effect.Effect<ReadonlySet<string>>

    readonly packagePage: (search: string, paging: Paging) => Effect.Effect<Found<AdminPackage>>
    readonly package: (id: PackageId) => Effect.Effect<Option.Option<AdminPackage>>
    readonly packageNameTaken: (name: string, slug: string, except: PackageId | null) => Effect.Effect<boolean>
    readonly insertPackage: (values: PackageValues, published: boolean) => Effect.Effect<PackageId>
    readonly updatePackage: (id: PackageId, values: PackageValues) => Effect.Effect<void>
    readonly publishPackage: (id: PackageId, published: boolean) => Effect.Effect<void>
  }
>()("exam-shop/admin/CatalogueRepository") {
  static readonly layer = Layer.effect(
    CatalogueRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      // ── categories and sub-categories ──────────────────────────────────

      const subCategoryRows = (where: Statement.Fragment) =>
        sql<SubCategoryRow>`
          SELECT s.id, s.category_id, s.name, s.sort_order, s.published,
            (SELECT count(*)::int FROM exams e WHERE e.sub_category_id = s.id) AS exam_count,
            (SELECT count(*)::int FROM exams e WHERE e.sub_category_id = s.id AND e.published) AS published_exam_count
          FROM sub_categories s ${where}
          ORDER BY s.sort_order, s.name`

      const tree = (id: CategoryId | undefined) =>
        Effect.gen(function* () {
          const [categories, subs] = yield* Effect.all([
            sql<CategoryRow>`
              SELECT c.id, c.name, c.description, c.sort_order, c.published,
                (SELECT count(*)::int FROM exams e WHERE e.category_id = c.id AND e.sub_category_id IS NULL) AS exam_count,
                (SELECT count(*)::int FROM exams e WHERE e.category_id = c.id AND e.sub_category_id IS NULL AND e.published) AS published_exam_count
              FROM categories c ${id === undefined ? sql`` : sql`WHERE c.id = ${id}`}
              ORDER BY c.sort_order, c.name`,
            subCategoryRows(id === undefined ? sql`` : sql`WHERE s.category_id = ${id}`)
          ])
          return categories.map(
            (row): AdminCategory => ({
              _id: row.id,
              name: row.name,
              description: row.description,
              sortOrder: row.sort_order,
              published: row.published,
              examCount: row.exam_count,
              publishedExamCount: row.published_exam_count,
              subCategories: subs.filter((sub) => sub.category_id === row.id).map(subCategoryOf)
            })
          )
        }).pipe(Effect.orDie)

      const categories = tree(undefined).pipe(Effect.withSpan("CatalogueRepository.categories"))
      const category = (id: CategoryId) => Effect.map(tree(id), (found) => Option.fromNullishOr(found[0]))

      const taken = (statement: Effect.Effect<ReadonlyArray<unknown>, unknown>) =>
        statement.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        )

      const categoryNameTaken = (name: string, except: CategoryId | null) =>
        taken(sql`SELECT 1 FROM categories WHERE lower(name) = lower(${name}) AND id IS DISTINCT FROM ${except}`)

      const insertCategory = (values: { name: string; sortOrder: number; description: string; published: boolean }) =>
        sql<{ id: CategoryId }>`
          INSERT INTO categories (name, sort_order, description, published)
          VALUES (${values.name}, ${values.sortOrder}, ${values.description}, ${values.published})
          RETURNING id`.pipe(
          Effect.map((rows) => rows[0]!.id),
          Effect.orDie
        )

      const updateCategory = (id: CategoryId, values: { name: string; sortOrder: number; description: string }) =>
        Effect.asVoid(
          Effect.orDie(sql`
          UPDATE categories SET name = ${values.name}, sort_order = ${values.sortOrder}, description = ${values.description}
          WHERE id = ${id}`)
        )

      const publishCategory = (id: CategoryId, published: boolean) =>
        Effect.asVoid(Effect.orDie(sql`UPDATE categories SET published = ${published} WHERE id = ${id}`))

      const removeCategory = (id: CategoryId) => Effect.asVoid(Effect.orDie(sql`DELETE FROM categories WHERE id = ${id}`))

      const subCategory = (id: SubCategoryId) =>
        subCategoryRows(sql`WHERE s.id = ${id}`).pipe(
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), subCategoryOf)),
          Effect.orDie
        )

      const subCategoryNameTaken = (categoryId: CategoryId, name: string, except: SubCategoryId | null) =>
        taken(sql`
          SELECT 1 FROM sub_categories
          WHERE category_id = ${categoryId} AND lower(name) = lower(${name}) AND id IS DISTINCT FROM ${except}`)

      const insertSubCategory = (categoryId: CategoryId, values: { name: string; sortOrder: number; published: boolean }) =>
        sql<{ id: SubCategoryId }>`
          INSERT INTO sub_categories (category_id, name, sort_order, published)
          VALUES (${categoryId}, ${values.name}, ${values.sortOrder}, ${values.published})
          RETURNING id`.pipe(
          Effect.map((rows) => rows[0]!.id),
          Effect.orDie
        )

      const updateSubCategory = (id: SubCategoryId, values: { name: string; sortOrder: number }) =>
        Effect.asVoid(Effect.orDie(sql`UPDATE sub_categories SET name = ${values.name}, sort_order = ${values.sortOrder} WHERE id = ${id}`))

      const publishSubCategory = (id: SubCategoryId, published: boolean) =>
        Effect.asVoid(Effect.orDie(sql`UPDATE sub_categories SET published = ${published} WHERE id = ${id}`))

      const removeSubCategory = (id: SubCategoryId) => Effect.asVoid(Effect.orDie(sql`DELETE FROM sub_categories WHERE id = ${id}`))

      // ── exams ──────────────────────────────────────────────────────────

      const examRows = (where: Statement.Fragment, tail: Statement.Fragment) =>
        sql<ExamRow>`
          SELECT e.id, e.name, e.slug, e.code, e.vendor, e.level, e.price, e.sale_price, e.validity_days,
            e.short_description, e.description_html, e.image, e.category_id, c.name AS category_name,
            e.sub_category_id, s.name AS sub_category_name, e.published, ${sql.literal(OFFER_COLUMNS)},
            COALESCE((SELECT json_agg(p.name ORDER BY p.sort_order, p.name) FROM practice_tests p WHERE p.exam_id = e.id), '[]'::json)
              AS test_names
          FROM exams e
          JOIN categories c ON c.id = e.category_id
          LEFT JOIN sub_categories s ON s.id = e.sub_category_id
          JOIN exam_offers o ON o.exam_id = e.id
          ${where} ${tail}`

      const searchCondition = (search: string) => {
        const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        return search === "" ? sql`` : sql`WHERE (lower(e.name) LIKE ${pattern} OR lower(e.code) LIKE ${pattern})`
      }

      const examPage = (search: string, paging: Paging) =>
        Effect.gen(function* () {
          const where = searchCondition(search)
          const [rows, counts] = yield* Effect.all([
            examRows(where, sql`ORDER BY e.name, e.code LIMIT ${paging.perPage}::int OFFSET ${paging.offset}::bigint`),
            sql<{ total: number }>`SELECT count(*)::int AS total FROM exams e ${where}`
          ])
          return { rows: rows.map(storedExamOf), total: counts[0]?.total ?? 0 }
        }).pipe(Effect.orDie, Effect.withSpan("CatalogueRepository.examPage"))

      const exam = (id: ExamId) =>
        examRows(sql`WHERE e.id = ${id}`, sql``).pipe(
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), storedExamOf)),
          Effect.orDie
        )

      const examCodeTaken = (code: string, except: ExamId | null) =>
        taken(sql`SELECT 1 FROM exams WHERE lower(code) = lower(${code}) AND id IS DISTINCT FROM ${except}`)
      const examSlugTaken = (slug: string, except: ExamId | null) => taken(sql`SELECT 1 FROM exams WHERE slug = ${slug} AND id IS DISTINCT FROM ${except}`)

      const insertExam = (v: ExamValues, published: boolean) =>
        sql<{ id: ExamId }>`
          INSERT INTO exams (name, slug, code, vendor, level, price, sale_price, validity_days, short_description,
            description_html, image, category_id, sub_category_id, sort_order, published)
          VALUES (${v.name}, ${v.slug}, ${v.code}, ${v.vendor}, ${v.level}, ${v.price}, ${v.salePrice}, ${v.validityDays},
            ${v.shortDescription}, ${v.descriptionHtml}, ${v.image}, ${v.categoryId}, ${v.subCategoryId},
            (SELECT COALESCE(max(sort_order), 0) + 1 FROM exams WHERE category_id = ${v.categoryId}), ${published})
          RETURNING id`.pipe(
          Effect.map((rows) => rows[0]!.id),
          Effect.orDie
        )

      const updateExam = (id: ExamId, v: ExamValues) =>
        Effect.asVoid(
          Effect.orDie(sql`
          UPDATE exams SET name = ${v.name}, slug = ${v.slug}, code = ${v.code}, vendor = ${v.vendor}, level = ${v.level},
            price = ${v.price}, sale_price = ${v.salePrice}, validity_days = ${v.validityDays},
            short_description = ${v.shortDescription}, description_html = ${v.descriptionHtml}, image = ${v.image},
            category_id = ${v.categoryId}, sub_category_id = ${v.subCategoryId}
          WHERE id = ${id}`)
        )

      const publishExam = (id: ExamId, published: boolean) => Effect.asVoid(Effect.orDie(sql`UPDATE exams SET published = ${published} WHERE id = ${id}`))

      const setExamForSale = (id: ExamId, forSale: boolean) => Effect.asVoid(Effect.orDie(sql`UPDATE exams SET for_sale = ${forSale} WHERE id = ${id}`))

      const existingExams = (ids: ReadonlyArray<string>) =>
        ids.length === 0
          ? Effect.succeed(new Set<string>())
          : sql<{ id: string }>`SELECT id FROM exams WHERE id IN ${sql.in(ids)}`.pipe(
              Effect.map((rows) => new Set(rows.map((row) => row.id))),
              Effect.orDie
            )

      // ── packages ───────────────────────────────────────────────────────

      const packagesWithExams = (rows: ReadonlyArray<PackageRow>) =>
        Effect.gen(function* () {
          if (rows.length === 0) return []
          const exams = yield* sql<PackageExamRow>`
            SELECT pe.package_id, e.id, e.name, e.code FROM package_exams pe JOIN exams e ON e.id = pe.exam_id
            WHERE pe.package_id IN ${sql.in(rows.map((row) => row.id))}
            ORDER BY pe.sort_order, e.name`
          return rows.map((row) =>
            packageOf(
              row,
              exams.filter((exam) => exam.package_id === row.id).map(({ id, name, code }) => ({ _id: id, name, code }))
            )
          )
        })

      const packageColumns = sql`
        p.id, p.name, p.slug, p.price, p.sale_price, p.validity_days, p.short_description, p.description_html, p.published,
        (p.price * 100)::bigint AS price_cents, ${sql.literal(PACKAGE_OFFER_EXAMS("p.id"))} AS exam_offers`

      const packagePage = (search: string, paging: Paging) =>
        Effect.gen(function* () {
          const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
          const where = search === "" ? sql`` : sql`WHERE lower(p.name) LIKE ${pattern}`
          const [rows, counts] = yield* Effect.all([
            sql<PackageRow>`
              SELECT ${packageColumns} FROM packages p ${where}
              ORDER BY p.sort_order, p.name LIMIT ${paging.perPage}::int OFFSET ${paging.offset}::bigint`,
            sql<{ total: number }>`SELECT count(*)::int AS total FROM packages p ${where}`
          ])
          return { rows: yield* packagesWithExams(rows), total: counts[0]?.total ?? 0 }
        }).pipe(Effect.orDie, Effect.withSpan("CatalogueRepository.packagePage"))

      const pkg = (id: PackageId) =>
        Effect.gen(function* () {
          const rows = yield* sql<PackageRow>`SELECT ${packageColumns} FROM packages p WHERE p.id = ${id}`
          return Option.fromNullishOr((yield* packagesWithExams(rows))[0])
        }).pipe(Effect.orDie)

      const packageNameTaken = (name: string, slug: string, except: PackageId | null) =>
        taken(sql`SELECT 1 FROM packages WHERE (lower(name) = lower(${name}) OR slug = ${slug}) AND id IS DISTINCT FROM ${except}`)

      const writeExams = (id: PackageId, examIds: ReadonlyArray<ExamId>) =>
        Effect.gen(function* () {
          yield* sql`DELETE FROM package_exams WHERE package_id = ${id}`
          for (const [index, examId] of examIds.entries()) {
            yield* sql`INSERT INTO package_exams (package_id, exam_id, sort_order) VALUES (${id}, ${examId}, ${index})`
          }
        })

      const insertPackage = (v: PackageValues, published: boolean) =>
        Effect.gen(function* () {
          const rows = yield* sql<{ id: PackageId }>`
            INSERT INTO packages (name, slug, price, sale_price, validity_days, short_description, description_html, sort_order, published)
            VALUES (${v.name}, ${v.slug}, ${v.price}, ${v.salePrice}, ${v.validityDays}, ${v.shortDescription}, ${v.descriptionHtml},
              (SELECT COALESCE(max(sort_order), 0) + 1 FROM packages), ${published})
            RETURNING id`
          const id = rows[0]!.id
          yield* writeExams(id, v.examIds)
          return id
        }).pipe(Effect.orDie)

      const updatePackage = (id: PackageId, v: PackageValues) =>
        Effect.gen(function* () {
          yield* sql`
            UPDATE packages SET name = ${v.name}, slug = ${v.slug}, price = ${v.price}, sale_price = ${v.salePrice},
              validity_days = ${v.validityDays}, short_description = ${v.shortDescription}, description_html = ${v.descriptionHtml}
            WHERE id = ${id}`
          yield* writeExams(id, v.examIds)
        }).pipe(Effect.orDie)

      const publishPackage = (id: PackageId, published: boolean) =>
        Effect.asVoid(Effect.orDie(sql`UPDATE packages SET published = ${published} WHERE id = ${id}`))

      return CatalogueRepository.of({
        categories,
        category,
        categoryNameTaken,
        insertCategory,
        updateCategory,
        publishCategory,
        removeCategory,
        subCategory,
        subCategoryNameTaken,
        insertSubCategory,
        updateSubCategory,
        publishSubCategory,
        removeSubCategory,
        examPage,
        exam,
        examCodeTaken,
        examSlugTaken,
        insertExam,
        updateExam,
        publishExam,
        setExamForSale,
        existingExams,
        packagePage,
        package: pkg,
        packageNameTaken,
        insertPackage,
        updatePackage,
        publishPackage
      })
    })
  )
}
