/**
 * Loads the demo catalog and footer into an empty database on first start,
 * so a newcomer's `npm start` shows a believable shop. Each area is loaded
 * only while its own table is empty (categories for the catalog, packages
 * for the packages): restarts never duplicate or overwrite data.
 *
 * Exam details (vendor, level, description, practice tests …) are filled by
 * exam code into exams whose description is still empty. A fresh catalog
 * takes that same path right after its exams are inserted, and so does a
 * database created before the details existed (migration 0007): one code
 * path, cheap to check on every start, and idempotent.
 *
 * The data is read from data/catalog/ (one file per category, in menu
 * order), data/packages.json and data/footer.json, only while seeding.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { slugify } from "../../src/domain/shared/slug.ts"
import { sanitizeRichText } from "../content/rich-text.ts"
import { DemoCategory, type DemoExam, DemoFooter, DemoPackages, examsOf, practiceTestName } from "./catalog-schema.ts"
import { readDemoFile, readDemoFolder } from "./demo-data.ts"
import { examDescriptionHtml } from "./exam-description.ts"
import { QuestionBankExam } from "./question-bank-schema.ts"

const countOf = (rows: ReadonlyArray<{ readonly count: number }>) => rows[0]?.count ?? 0

/** Categories, sub-categories, exams and the footer, into a database without categories. */
const seedCategoriesAndExams = (categories: ReadonlyArray<DemoCategory>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const existing = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM categories`
    if (countOf(existing) > 0) return false
    const footer = yield* readDemoFile(DemoFooter, "footer.json")

    yield* sql.withTransaction(
      Effect.gen(function* () {
        let examOrder = 0
        const insertExam = (exam: DemoExam, categoryId: string, subCategoryId: string | null) =>
          sql`INSERT INTO exams ${sql.insert({
            category_id: categoryId,
            sub_category_id: subCategoryId,
            name: exam.name,
            slug: slugify(exam.name),
            code: exam.code,
            price: exam.price,
            short_description: exam.shortDescription,
            sort_order: examOrder++
          })}`

        for (const [categoryOrder, category] of categories.entries()) {
          const [row] = yield* sql<{ id: string }>`
        INSERT INTO categories ${sql.insert({
          name: category.name,
          description: category.description,
          sort_order: categoryOrder
        })} RETURNING id`
          const categoryId = row!.id
          for (const exam of category.exams) yield* insertExam(exam, categoryId, null)
          for (const [subOrder, sub] of category.subCategories.entries()) {
            const [subRow] = yield* sql<{ id: string }>`
          INSERT INTO sub_categories ${sql.insert({ category_id: categoryId, name: sub.name, sort_order: subOrder })} RETURNING id`
            for (const exam of sub.exams) yield* insertExam(exam, categoryId, subRow!.id)
          }
        }
        yield* sql`INSERT INTO footer_content ${sql.insert({ ...footer })} ON CONFLICT (id) DO NOTHING`
      })
    )
    return true
  })

/**
 * Fills the details of demo exams (by code) whose description is empty, and
 * the one-line descriptions of demo categories (by name) that have none.
 * Each statement is a single set-based UPDATE/INSERT over a JSON parameter,
 * so the whole step is a handful of queries even on a fresh catalog.
 */
const fillCatalogDetails = (categories: ReadonlyArray<DemoCategory>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const demoExams = categories.flatMap(examsOf)
    const pending = yield* sql<{ count: number }>`
    SELECT count(*)::int AS count FROM exams
    WHERE description_html = '' AND ${sql.in(
      "code",
      demoExams.map((exam) => exam.code)
    )}`
    const pendingCategories = yield* sql<{ count: number }>`
    SELECT count(*)::int AS count FROM categories
    WHERE description = '' AND ${sql.in(
      "name",
      categories.map((category) => category.name)
    )}`
    if (countOf(pending) === 0 && countOf(pendingCategories) === 0) return false

    // An exam without a bank is coming soon: its description says what is planned, not what a buyer gets.
    const banked = new Set((yield* readDemoFolder(QuestionBankExam, "question-bank")).map((bank) => bank.examCode))
    const exams = demoExams.map((exam) => ({
      code: exam.code,
      vendor: exam.vendor,
      level: exam.level,
      description_html: sanitizeRichText(examDescriptionHtml(exam, banked.has(exam.code))),
      sale_price: exam.salePrice ?? null,
      validity_days: exam.validityDays,
      popularity: exam.popularity
    }))
    const tests = demoExams.flatMap((exam) =>
      exam.tests.map((test, index) => ({
        code: exam.code,
        name: practiceTestName(test, index),
        question_count: test.questions,
        duration_minutes: test.minutes,
        sort_order: index
      }))
    )
    const descriptions = categories.map(({ name, description }) => ({ name, description }))

    yield* sql.withTransaction(
      Effect.gen(function* () {
        // Tests first: "description still empty" marks the exams being filled.
        yield* sql`
      INSERT INTO practice_tests (exam_id, name, question_count, duration_minutes, sort_order)
      SELECT e.id, t.name, t.question_count, t.duration_minutes, t.sort_order
      FROM jsonb_to_recordset(${JSON.stringify(tests)}::jsonb)
        AS t(code text, name text, question_count int, duration_minutes int, sort_order int)
      JOIN exams e ON e.code = t.code
      WHERE e.description_html = ''
        AND NOT EXISTS (SELECT 1 FROM practice_tests p WHERE p.exam_id = e.id)`
        // A sale price only where it is still below the stored price (an older
        // database may have repriced the exam), so the CHECK never fails a start.
        yield* sql`
      UPDATE exams e SET
        vendor = d.vendor,
        level = d.level,
        description_html = d.description_html,
        sale_price = CASE WHEN d.sale_price < e.price THEN d.sale_price END,
        validity_days = d.validity_days,
        popularity = d.popularity
      FROM jsonb_to_recordset(${JSON.stringify(exams)}::jsonb)
        AS d(code text, vendor text, level text, description_html text, sale_price numeric, validity_days int, popularity int)
      WHERE e.code = d.code AND e.description_html = ''`
        yield* sql`
      UPDATE categories c SET description = d.description
      FROM jsonb_to_recordset(${JSON.stringify(descriptions)}::jsonb) AS d(name text, description text)
      WHERE c.name = d.name AND c.description = ''`
      })
    )
    return true
  })

/**
 * The demo packages, into a database without packages whose catalog holds
 * every exam they bundle (a catalog of one's own gets no demo packages).
 */
const seedPackages = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const existing = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM packages`
  if (countOf(existing) > 0) return false
  const packages = yield* readDemoFile(DemoPackages, "packages.json")
  const codes = [...new Set(packages.flatMap((pkg) => pkg.examCodes))]
  const present = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM exams WHERE ${sql.in("code", codes)}`
  if (countOf(present) !== codes.length) return false

  yield* sql.withTransaction(
    Effect.gen(function* () {
      for (const [order, pkg] of packages.entries()) {
        const [row] = yield* sql<{ id: string }>`
        INSERT INTO packages ${sql.insert({
          name: pkg.name,
          slug: slugify(pkg.name),
          short_description: pkg.shortDescription,
          description_html: sanitizeRichText(pkg.descriptionHtml),
          price: pkg.price,
          sale_price: pkg.salePrice ?? null,
          validity_days: pkg.validityDays,
          sort_order: order
        })} RETURNING id`
        const members = pkg.examCodes.map((code, index) => ({ code, sort_order: index }))
        yield* sql`
        INSERT INTO package_exams (package_id, exam_id, sort_order)
        SELECT ${row!.id}::text, e.id, m.sort_order
        FROM jsonb_to_recordset(${JSON.stringify(members)}::jsonb) AS m(code text, sort_order int)
        JOIN exams e ON e.code = m.code`
      }
    })
  )
  return true
})

/** True when anything was added (the start-up log says so). */
export const seedDemoCatalog = Effect.gen(function* () {
  const categories = yield* readDemoFolder(DemoCategory, "catalog")
  const catalog = yield* seedCategoriesAndExams(categories)
  const details = yield* fillCatalogDetails(categories)
  const packages = yield* seedPackages
  return catalog || details || packages
})
