/**
 * The shapes of the demo catalog files (data/catalog/*.json, one per
 * category; data/packages.json; data/footer.json). The seed decodes each file
 * with these schemas, so they are the one place the shapes are written.
 */
import { Schema } from "effect"
import { ExamLevel } from "../../src/api/catalog/catalog.ts"
import { FooterSection } from "../../src/api/shell/footer.ts"

const Price = Schema.Finite.check(Schema.isGreaterThan(0))
const PositiveInt = Schema.Int.check(Schema.isGreaterThan(0))

/**
 * A practice test of the catalog, named "Practice Test 1", "Practice Test 2",
 * … in this order unless it has a name of its own. For an exam with a
 * question bank the tests are the bank's (names, question counts, minutes):
 * they are what a buyer gets, and the exam's description counts them.
 */
const DemoPracticeTest = Schema.Struct({
  name: Schema.optionalKey(Schema.NonEmptyString),
  questions: PositiveInt,
  minutes: PositiveInt
})
export type DemoPracticeTest = typeof DemoPracticeTest.Type

/** The name a catalog test is stored and shown under. */
export const practiceTestName = (test: DemoPracticeTest, index: number): string => test.name ?? `Practice Test ${index + 1}`

const saleBelowPrice = Schema.makeFilter(
  (item: { readonly price: number; readonly salePrice?: number }) =>
    item.salePrice === undefined || item.salePrice < item.price || { path: ["salePrice"], issue: `must be below the price (${item.price})` }
)

/**
 * An exam and its details. Its rich-text description is built from
 * `overview`, `objectives`, `tests` and `validityDays` (exam-description.ts).
 */
export const DemoExam = Schema.Struct({
  name: Schema.NonEmptyString,
  /** Unique across the catalog; the question bank and packages refer to exams by it. */
  code: Schema.NonEmptyString,
  price: Price,
  /** Set on about one exam in five. */
  salePrice: Schema.optionalKey(Price),
  shortDescription: Schema.String,
  vendor: Schema.NonEmptyString,
  level: ExamLevel,
  validityDays: Schema.Literals([90, 180, 365]),
  /** A relative score; the home page shows the highest. */
  popularity: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  /** Who the exam suits and how the practice tests are pitched (plain text). */
  overview: Schema.String,
  /** What the practice tests cover (plain text, one line each). */
  objectives: Schema.Array(Schema.String),
  tests: Schema.Array(DemoPracticeTest).check(Schema.isMinLength(1))
}).check(saleBelowPrice)
export type DemoExam = typeof DemoExam.Type

const DemoSubCategory = Schema.Struct({
  name: Schema.NonEmptyString,
  exams: Schema.Array(DemoExam)
})

/** One file of data/catalog/: a menu category, its exams and its sub-categories. */
export const DemoCategory = Schema.Struct({
  name: Schema.NonEmptyString,
  /** One line under the category's name. */
  description: Schema.String,
  /** Exams directly under the category, before those of its sub-categories. */
  exams: Schema.Array(DemoExam),
  subCategories: Schema.Array(DemoSubCategory)
})
export type DemoCategory = typeof DemoCategory.Type

/** Every exam of a category, in the order the seed numbers them. */
export const examsOf = (category: DemoCategory): ReadonlyArray<DemoExam> => [...category.exams, ...category.subCategories.flatMap((sub) => sub.exams)]

export const DemoPackages = Schema.Array(
  Schema.Struct({
    name: Schema.NonEmptyString,
    shortDescription: Schema.String,
    price: Price,
    salePrice: Schema.optionalKey(Price),
    validityDays: PositiveInt,
    /** The bundled exams, by code, in the order the package lists them. */
    examCodes: Schema.Array(Schema.NonEmptyString).check(Schema.isMinLength(1)),
    /** Rich text; sanitised by the seed before it is stored. */
    descriptionHtml: Schema.String
  }).check(saleBelowPrice)
)

/** The footer row: the contract's footer section, whose keys are also the columns of footer_content. */
export const DemoFooter = FooterSection
