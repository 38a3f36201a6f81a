/**
 * The catalog's tables as plain arrays, for the repositories' `layerTest`
 * layers: the service's rules can then be tested without a database. Each
 * array is in display order (the tables' sort_order). The shapes the
 * repositories answer are derived here the way the SQL derives them (exam
 * counts, test and question counts, a package's separate price), so a test
 * states only the rows. Ids are plain strings here and take their brands
 * (checked by the contract's id rule) on the way out, as if read from a table.
 */
import type { CategorySummary, ExamCard, ExamLevel, PackageCard } from "../../src/api/catalog.ts"
import { CategoryId, ExamId, PackageId, SubCategoryId, TestId } from "../../src/api/ids.ts"
import { examAvailability, packageAvailability } from "../../src/domain/catalog/availability.ts"

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
