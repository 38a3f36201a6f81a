/**
 * The catalog's tables as plain arrays, for the in-memory repositories
 * layers: the service's rules can then be tested without a database. Each
 * array is in display order (the tables' sort_order). The shapes the
 * repositories answer are derived here the way the SQL derives them (exam
 * counts, test and question counts, a package's separate price), so a test
 * states only the rows. Ids are plain strings here and take their brands
 * (checked by the contract's id rule) on the way out, as if read from a table.
 */
import { Effect, Layer, Option } from "effect"
import type { CategorySummary, ExamCard, PackageCard, PackageDetail, ExamLevel } from "../../../src/api/catalog/catalog.ts"
import { CategoryId, ExamId, SubCategoryId, TestId, PackageId } from "../../../src/api/shared/ids.ts"
import { MenuRepository, menuOf } from "../../../server/catalog/menu-repository.ts"
import { CategoriesRepository } from "../../../server/catalog/categories-repository.ts"
import type { ExamSearch } from "../../../server/catalog/exam-search.ts"
import { ExamsRepository, type ExamOverview } from "../../../server/catalog/exams-repository.ts"
import { PackagesRepository } from "../../../server/catalog/packages-repository.ts"
import { CatalogService } from "../../../server/catalog/service.ts"
import { examAvailability, packageAvailability } from "../../../src/domain/catalog/availability.ts"

export const categoryIdOf = (id: string): CategoryId => CategoryId.make(id)
export const subCategoryIdOf = (id: string): SubCategoryId => SubCategoryId.make(id)
export const examIdOf = (id: string): ExamId => ExamId.make(id)
export const packageIdOf = (id: string): PackageId => PackageId.make(id)
export const testIdOf = (id: string): TestId => TestId.make(id)

export interface PracticeTestRecord {
  readonly _id: string
  readonly name: string
  readonly questionCount: number
  readonly durationMinutes: number
  /** The questions its bank holds; absent: exactly the stated count. */
  readonly heldQuestions?: number
}

export interface CategoryRecord {
  readonly id: string
  readonly name: string
  readonly description: string
}

export interface SubCategoryRecord {
  readonly id: string
  readonly categoryId: string
  readonly name: string
}

export interface ExamRecord {
  readonly id: string
  readonly name: string
  readonly slug: string
  readonly code: string
  readonly vendor: string
  readonly level: ExamLevel
  readonly shortDescription: string
  readonly descriptionHtml: string
  readonly price: number
  readonly salePrice: number | null
  readonly validityDays: number
  readonly image: string | null
  readonly categoryId: string
  readonly subCategoryId: string | null
  /** Higher is more popular (the whole catalog's order and the home page's). */
  readonly popularity: number
  readonly tests: ReadonlyArray<PracticeTestRecord>
  /** The operator's "put on sale"; absent: on. */
  readonly forSale?: boolean
}

export interface PackageRecord {
  readonly id: string
  readonly name: string
  readonly slug: string
  readonly shortDescription: string
  readonly descriptionHtml: string
  readonly price: number
  readonly salePrice: number | null
  readonly validityDays: number
  readonly image: string | null
  /** The bundled exams, in the package's own order. */
  readonly examIds: ReadonlyArray<string>
}

export interface CatalogTables {
  readonly categories: ReadonlyArray<CategoryRecord>
  readonly subCategories: ReadonlyArray<SubCategoryRecord>
  readonly exams: ReadonlyArray<ExamRecord>
  readonly packages: ReadonlyArray<PackageRecord>
}

/** Every record in these tables is visible: the in-memory catalog holds no unpublished rows. */
const availabilityOfExam = (exam: ExamRecord) =>
  examAvailability({
    visible: true,
    forSale: exam.forSale ?? true,
    priceCents: Math.round(exam.price * 100),
    tests: exam.tests.map((test) => ({ stated: test.questionCount, held: test.heldQuestions ?? test.questionCount }))
  })

const nameOf = (tables: CatalogTables, categoryId: string) => tables.categories.find((category) => category.id === categoryId)?.name ?? ""

export const examCardOf = (tables: CatalogTables, exam: ExamRecord): ExamCard => ({
  _id: examIdOf(exam.id),
  name: exam.name,
  slug: exam.slug,
  code: exam.code,
  vendor: exam.vendor,
  level: exam.level,
  shortDescription: exam.shortDescription,
  price: exam.price,
  salePrice: exam.salePrice,
  validityDays: exam.validityDays,
  image: exam.image,
  categoryId: categoryIdOf(exam.categoryId),
  categoryName: nameOf(tables, exam.categoryId),
  availability: availabilityOfExam(exam),
  testCount: exam.tests.length,
  questionCount: exam.tests.reduce((sum, test) => sum + test.questionCount, 0)
})

export const bundledExams = (tables: CatalogTables, pkg: PackageRecord): ReadonlyArray<ExamRecord> =>
  pkg.examIds.flatMap((id) => tables.exams.filter((exam) => exam.id === id))

/** The separate price sums the regular prices (package-cards.ts says why). */
export const packageCardOf = (tables: CatalogTables, pkg: PackageRecord): PackageCard => {
  const exams = bundledExams(tables, pkg)
  return {
    _id: packageIdOf(pkg.id),
    name: pkg.name,
    slug: pkg.slug,
    shortDescription: pkg.shortDescription,
    price: pkg.price,
    salePrice: pkg.salePrice,
    validityDays: pkg.validityDays,
    image: pkg.image,
    availability: packageAvailability({ visible: true, priceCents: Math.round(pkg.price * 100), exams: exams.map(availabilityOfExam) }),
    examCount: exams.length,
    separatePrice: Math.round(exams.reduce((sum, exam) => sum + exam.price * 100, 0)) / 100
  }
}

export const categorySummaryOf = (tables: CatalogTables, category: CategoryRecord): CategorySummary => ({
  _id: categoryIdOf(category.id),
  name: category.name,
  description: category.description,
  examCount: tables.exams.filter((exam) => exam.categoryId === category.id).length,
  subCategories: tables.subCategories
    .filter((sub) => sub.categoryId === category.id)
    .map((sub) => ({
      _id: subCategoryIdOf(sub.id),
      name: sub.name,
      examCount: tables.exams.filter((exam) => exam.subCategoryId === sub.id).length
    }))
})

/** Over plain arrays (in-memory-catalog.ts), for testing rules without a database. */
export const menuInMemory = (tables: CatalogTables) =>
  Layer.succeed(
    MenuRepository,
    MenuRepository.of({
      menu: Effect.sync(() =>
        menuOf(
          tables.categories.map((category) => ({ id: categoryIdOf(category.id), name: category.name })),
          tables.subCategories.map((sub) => ({
            id: subCategoryIdOf(sub.id),
            category_id: categoryIdOf(sub.categoryId),
            name: sub.name
          })),
          tables.exams.map((exam) => ({
            id: examIdOf(exam.id),
            name: exam.name,
            category_id: categoryIdOf(exam.categoryId),
            sub_category_id: exam.subCategoryId === null ? null : subCategoryIdOf(exam.subCategoryId),
            availability: examCardOf(tables, exam).availability
          }))
        )
      )
    })
  )

/** Over plain arrays (in-memory-catalog.ts), for testing rules without a database. */
export const categoriesInMemory = (tables: CatalogTables) =>
  Layer.succeed(
    CategoriesRepository,
    CategoriesRepository.of({
      all: Effect.sync(() => tables.categories.map((category) => categorySummaryOf(tables, category))),
      byId: (id) =>
        Effect.sync(() =>
          Option.map(Option.fromNullishOr(tables.categories.find((category) => category.id === id)), (category) => categorySummaryOf(tables, category))
        ),
      exists: (id) => Effect.sync(() => tables.categories.some((category) => category.id === id)),
      parentOf: (subCategoryId) =>
        Effect.sync(() => Option.map(Option.fromNullishOr(tables.subCategories.find((sub) => sub.id === subCategoryId)), (sub) => categoryIdOf(sub.categoryId)))
    })
  )

/**
 * Over plain arrays (in-memory-catalog.ts), for testing rules without a
 * database. Searching finds letter-for-letter matches only (every word in
 * the name or code, the case aside): forgiving typos is pg_trgm's work,
 * tested against both databases by the API suites.
 */
export const examsInMemory = (tables: CatalogTables) => {
  const byPopularity = (a: ExamRecord, b: ExamRecord) => b.popularity - a.popularity || a.name.localeCompare(b.name)
  const matches = (exam: ExamRecord, word: string) =>
    exam.name.toLowerCase().includes(word.toLowerCase()) || exam.code.toLowerCase().includes(word.toLowerCase())
  /** The tiers of exam-search.ts's ranking: the exact code, the whole phrase, every word. */
  const tierOf = (exam: ExamRecord, search: ExamSearch) => (exam.code.toLowerCase() === search.phrase.toLowerCase() ? 0 : matches(exam, search.phrase) ? 1 : 2)
  return Layer.succeed(
    ExamsRepository,
    ExamsRepository.of({
      page: (query) =>
        Effect.sync(() => {
          const { search } = query
          const found = tables.exams
            .filter((exam) => query.category === undefined || exam.categoryId === query.category)
            .filter((exam) => query.subCategory === undefined || exam.subCategoryId === query.subCategory)
            .filter((exam) => search === undefined || search.words.every((word) => matches(exam, word)))
          const ordered =
            search !== undefined
              ? found.toSorted((a, b) => tierOf(a, search) - tierOf(b, search) || byPopularity(a, b))
              : query.category !== undefined || query.subCategory !== undefined
                ? found
                : found.toSorted(byPopularity)
          const { offset, perPage } = query.paging
          return {
            docs: ordered.slice(offset, offset + perPage).map((exam) => examCardOf(tables, exam)),
            total: found.length
          }
        }),
      byId: (id) =>
        Effect.sync(() =>
          Option.map(Option.fromNullishOr(tables.exams.find((exam) => exam.id === id)), (exam): ExamOverview => {
            const sub = tables.subCategories.find((candidate) => candidate.id === exam.subCategoryId)
            const card = examCardOf(tables, exam)
            return {
              ...card,
              descriptionHtml: exam.descriptionHtml,
              category: { _id: card.categoryId, name: card.categoryName },
              subCategory: sub === undefined ? null : { _id: subCategoryIdOf(sub.id), name: sub.name },
              tests: exam.tests.map((test) => ({ ...test, _id: testIdOf(test._id) }))
            }
          })
        ),
      popular: (limit) =>
        Effect.sync(() =>
          tables.exams
            .toSorted(byPopularity)
            .slice(0, limit)
            .map((exam) => examCardOf(tables, exam))
        )
    })
  )
}

/** Over plain arrays (in-memory-catalog.ts), for testing rules without a database. */
export const packageCardsInMemory = (tables: CatalogTables) =>
  Layer.succeed(
    PackagesRepository,
    PackagesRepository.of({
      page: (paging) =>
        Effect.sync(() => ({
          docs: tables.packages.slice(paging.offset, paging.offset + paging.perPage).map((pkg) => packageCardOf(tables, pkg)),
          total: tables.packages.length
        })),
      byId: (id) =>
        Effect.sync(() =>
          Option.map(
            Option.fromNullishOr(tables.packages.find((pkg) => pkg.id === id)),
            (pkg): PackageDetail => ({
              ...packageCardOf(tables, pkg),
              descriptionHtml: pkg.descriptionHtml,
              exams: bundledExams(tables, pkg).map((exam) => examCardOf(tables, exam))
            })
          )
        ),
      first: (limit) => Effect.sync(() => tables.packages.slice(0, limit).map((pkg) => packageCardOf(tables, pkg))),
      bundling: (examId) => Effect.sync(() => tables.packages.filter((pkg) => pkg.examIds.includes(examId)).map((pkg) => packageCardOf(tables, pkg)))
    })
  )

/** The same rules over the in-memory repositories holding these tables. */
export const catalogInMemory = (tables: CatalogTables) =>
  CatalogService.layerNoDeps.pipe(Layer.provide([menuInMemory(tables), categoriesInMemory(tables), examsInMemory(tables), packageCardsInMemory(tables)]))
