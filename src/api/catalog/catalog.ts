/**
 * The public catalog (spec §2, §3): the mega-menu's category tree, the
 * category list, exam lists and search, exam and package pages, and the home
 * page's selection. Guests call all of these; no token is needed.
 *
 * Shapes follow the spec's envelope style: `{ data: … }`, `_id` strings
 * (branded per kind of record, src/api/shared/ids.ts), and pages as
 * `{ docs, total, page, perPage }` like the notifications page.
 * Money is a number of US dollars with two decimals; the browser formats it.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BlogCard } from "../content/blog.ts"
import { Invalid, NotFound } from "../shared/errors.ts"
import { pageOf, PageRequest } from "../shared/paging.ts"
import { CategoryId, ExamId, PackageId, SubCategoryId, TestId } from "../shared/ids.ts"

// ── Availability ─────────────────────────────────────────────────────────

/**
 * Whether an exam or package can be bought now ("onSale") or is shown but
 * not sold yet ("comingSoon": its bank does not hold the tests its page
 * lists, or, for a package, one of its exams is coming soon). The rule is
 * src/domain/catalog/availability.ts; every public answer carries its result.
 */
export const Availability = Schema.Literals(["onSale", "comingSoon"])
export type Availability = typeof Availability.Type

// ── The mega-menu (GET /public/get/menu) ─────────────────────────────────

export const MenuExam = Schema.Struct({
  _id: ExamId,
  name: Schema.String,
  availability: Availability
})
export type MenuExam = typeof MenuExam.Type

export const MenuSubCategory = Schema.Struct({
  _id: SubCategoryId,
  name: Schema.String,
  exams: Schema.Array(MenuExam)
})
export type MenuSubCategory = typeof MenuSubCategory.Type

export const MenuCategory = Schema.Struct({
  _id: CategoryId,
  name: Schema.String,
  subCategories: Schema.Array(MenuSubCategory),
  /** Exams filed directly under the category, outside any sub-category. */
  exams: Schema.Array(MenuExam)
})
export type MenuCategory = typeof MenuCategory.Type

export const MenuAnswer = Schema.Struct({ data: Schema.Array(MenuCategory) })

// ── Categories (/category, the filters of /exam/{categoryName}/{category}) ─

export const SubCategorySummary = Schema.Struct({
  _id: SubCategoryId,
  name: Schema.String,
  examCount: Schema.Number
})
export type SubCategorySummary = typeof SubCategorySummary.Type

export const CategorySummary = Schema.Struct({
  _id: CategoryId,
  name: Schema.String,
  /** One line about the category, plain text. */
  description: Schema.String,
  /** Every exam of the category, in sub-categories or directly under it. */
  examCount: Schema.Number,
  subCategories: Schema.Array(SubCategorySummary)
})
export type CategorySummary = typeof CategorySummary.Type

export const CategoriesAnswer = Schema.Struct({ data: Schema.Array(CategorySummary) })
export const CategoryAnswer = Schema.Struct({ data: CategorySummary })

// ── Exams ────────────────────────────────────────────────────────────────

export const ExamLevel = Schema.Literals(["Foundation", "Associate", "Professional", "Expert"])
export type ExamLevel = typeof ExamLevel.Type

/** An exam as lists and cards show it. */
export const ExamCard = Schema.Struct({
  _id: ExamId,
  name: Schema.String,
  /** slugify(name) (spec §9); the overview path is /exam-overview/{slug}/{_id}. */
  slug: Schema.String,
  code: Schema.String,
  vendor: Schema.String,
  level: ExamLevel,
  /** One or two sentences, plain text. */
  shortDescription: Schema.String,
  price: Schema.Number,
  /** The price while a sale runs; null when there is none. */
  salePrice: Schema.NullOr(Schema.Number),
  /** How long access lasts after purchase. */
  validityDays: Schema.Number,
  /** An image URL, or null: the browser then draws the vendor badge. */
  image: Schema.NullOr(Schema.String),
  categoryId: CategoryId,
  categoryName: Schema.String,
  availability: Availability,
  /** The practice tests the page lists: the planned ones while the exam is coming soon. */
  testCount: Schema.Number,
  /** Their questions summed up: planned, not held, while the exam is coming soon. */
  questionCount: Schema.Number
})
export type ExamCard = typeof ExamCard.Type

/** One practice test of an exam, as the overview lists it. */
export const PracticeTestSummary = Schema.Struct({
  _id: TestId,
  name: Schema.String,
  questionCount: Schema.Number,
  durationMinutes: Schema.Number
})
export type PracticeTestSummary = typeof PracticeTestSummary.Type

export const CategoryRef = Schema.Struct({ _id: CategoryId, name: Schema.String })
export type CategoryRef = typeof CategoryRef.Type

export const SubCategoryRef = Schema.Struct({ _id: SubCategoryId, name: Schema.String })
export type SubCategoryRef = typeof SubCategoryRef.Type

/** A package as lists and cards show it. */
export const PackageCard = Schema.Struct({
  _id: PackageId,
  name: Schema.String,
  slug: Schema.String,
  shortDescription: Schema.String,
  price: Schema.Number,
  salePrice: Schema.NullOr(Schema.Number),
  validityDays: Schema.Number,
  image: Schema.NullOr(Schema.String),
  availability: Availability,
  examCount: Schema.Number,
  /** What the bundled exams cost one by one (their current prices). */
  separatePrice: Schema.Number
})
export type PackageCard = typeof PackageCard.Type

/** The exam overview page (/exam-overview/{examName}/{examId}). */
export const ExamDetail = Schema.Struct({
  ...ExamCard.fields,
  /** Sanitised HTML (server/content/rich-text.ts); render with RichText. */
  descriptionHtml: Schema.String,
  category: CategoryRef,
  subCategory: Schema.NullOr(SubCategoryRef),
  tests: Schema.Array(PracticeTestSummary),
  /** Packages that bundle this exam. */
  packages: Schema.Array(PackageCard)
})
export type ExamDetail = typeof ExamDetail.Type

export const ExamAnswer = Schema.Struct({ data: ExamDetail })

/**
 * One page of exams: a category's (optionally one sub-category's), or a
 * search by name or code. page ≥ 1 and 1 ≤ perPage ≤ 100, else 400.
 * A page beyond the end answers empty docs with the real total.
 * The category and sub-category come from the page's address, so they stay
 * plain strings here: one that names no possible record answers 404 like an
 * unknown one (the server decodes them with CategoryId / SubCategoryId).
 */
export const ExamPagePayload = Schema.Struct({
  ...PageRequest.fields,
  category: Schema.optional(Schema.String),
  subCategory: Schema.optional(Schema.String),
  /** Case-insensitive, partial words, tolerant of small typos; at most 100 characters. */
  searchString: Schema.optional(Schema.String)
})
export type ExamPagePayload = typeof ExamPagePayload.Type

export const ExamPage = pageOf(ExamCard)
export type ExamPage = typeof ExamPage.Type

export const ExamPageAnswer = Schema.Struct({ data: ExamPage })

// ── Packages (/package, /package-overview/{packageName}/{id}) ───────────────

export const PackageDetail = Schema.Struct({
  ...PackageCard.fields,
  descriptionHtml: Schema.String,
  exams: Schema.Array(ExamCard)
})
export type PackageDetail = typeof PackageDetail.Type

export const PackageAnswer = Schema.Struct({ data: PackageDetail })

export const PagePayload = PageRequest
export type PagePayload = typeof PagePayload.Type

export const PackagePage = pageOf(PackageCard)
export type PackagePage = typeof PackagePage.Type

export const PackagePageAnswer = Schema.Struct({ data: PackagePage })

// ── Home (/) ─────────────────────────────────────────────────────────────

export const HomeCatalog = Schema.Struct({
  /** The categories with the most exams, at most 6. */
  featuredCategories: Schema.Array(CategorySummary),
  /** The most popular exams, at most 8. */
  popularExams: Schema.Array(ExamCard),
  /** At most 3 packages. */
  packages: Schema.Array(PackageCard)
})
export type HomeCatalog = typeof HomeCatalog.Type

export const HomeAnswer = Schema.Struct({ data: HomeCatalog })

/**
 * Everything the home page shows below its welcome: this group's home call
 * and the blog's first page (its own call), loaded side by side.
 */
export const HomeContent = Schema.Struct({
  catalog: HomeCatalog,
  latestPosts: Schema.Array(BlogCard)
})
export type HomeContent = typeof HomeContent.Type

// Path ids stay plain strings: an address naming no possible record answers
// 404 like an unknown one (src/api/shared/ids.ts, server/shared/path-id.ts).
const IdParams = { id: Schema.String }

export class CatalogGroup extends HttpApiGroup.make("catalog").add(
  HttpApiEndpoint.get("menu", "/public/get/menu", { success: MenuAnswer }),
  HttpApiEndpoint.get("home", "/public/home", { success: HomeAnswer }),
  HttpApiEndpoint.get("categories", "/public/categories", { success: CategoriesAnswer }),
  HttpApiEndpoint.get("category", "/public/categories/:id", { params: IdParams, success: CategoryAnswer, error: NotFound }),
  HttpApiEndpoint.post("examPage", "/public/exams/pagin", { payload: ExamPagePayload, success: ExamPageAnswer, error: [Invalid, NotFound] }),
  HttpApiEndpoint.get("exam", "/public/exams/:id", { params: IdParams, success: ExamAnswer, error: NotFound }),
  HttpApiEndpoint.post("packagePage", "/public/packages/pagin", { payload: PagePayload, success: PackagePageAnswer, error: Invalid }),
  HttpApiEndpoint.get("package", "/public/packages/:id", { params: IdParams, success: PackageAnswer, error: NotFound })
) {}
