/**
 * The catalog's rules (spec §2, §3), over its repositories: the body's own
 * checks (paging, search text) come before any lookup; a filter names a
 * category that exists and a sub-category of that category; an unknown id
 * answers 404 with the catalog's words; the home page picks the categories
 * with the most exams, the most popular exams and the first packages; an
 * exam's overview lists the packages that bundle it. The latest blog posts
 * of the home page come from the blog's own call.
 *
 * Ids arrive decoded (the handlers' pathId), except the exam list's filters:
 * they come in the body after the paging and search checks, so they are
 * decoded here, in that order; an impossible one is "not found" like an
 * unknown one.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import type {
  CategorySummary,
  ExamDetail,
  ExamPage,
  ExamPagePayload,
  HomeCatalog,
  MenuCategory,
  PackageDetail,
  PackagePage,
  PagePayload
} from "../../src/api/catalog/catalog.ts"
import { type Invalid, NotFound } from "../../src/api/shared/errors.ts"
import { CategoryId, type ExamId, type PackageId, SubCategoryId } from "../../src/api/shared/ids.ts"
import { pagingOf } from "../shared/paging.ts"
import { CategoriesRepository } from "./categories-repository.ts"
import { parseExamSearch } from "./exam-search.ts"
import { ExamsRepository } from "./exams-repository.ts"
import { MenuRepository } from "./menu-repository.ts"
import { CATEGORY_NOT_FOUND, EXAM_NOT_FOUND, PACKAGE_NOT_FOUND, SUB_CATEGORY_NOT_FOUND } from "./messages.ts"
import { PackagesRepository } from "./packages-repository.ts"

export const FEATURED_CATEGORIES = 6
export const POPULAR_EXAMS = 8
export const HOME_PACKAGES = 3

/** The categories with the most exams (none without exams), at most `limit`. */
export const featuredCategories = (categories: ReadonlyArray<CategorySummary>, limit: number): ReadonlyArray<CategorySummary> =>
  categories
    .filter((category) => category.examCount > 0)
    // A stable sort keeps display order among equal counts.
    .toSorted((a, b) => b.examCount - a.examCount)
    .slice(0, limit)

const decodeCategoryId = Schema.decodeUnknownOption(CategoryId)
const decodeSubCategoryId = Schema.decodeUnknownOption(SubCategoryId)

/** The value behind an id, or the kind's 404. */
const found = <A>(lookup: Effect.Effect<Option.Option<A>>, message: string): Effect.Effect<A, NotFound> =>
  Effect.flatMap(
    lookup,
    Option.match({
      onNone: () => Effect.fail(new NotFound({ message })),
      onSome: Effect.succeed
    })
  )

export class CatalogService extends Context.Service<
  CatalogService,
  {
    readonly menu: Effect.Effect<ReadonlyArray<MenuCategory>>
    readonly home: Effect.Effect<HomeCatalog>
    readonly categories: Effect.Effect<ReadonlyArray<CategorySummary>>
    readonly category: (id: CategoryId) => Effect.Effect<CategorySummary, NotFound>
    readonly examPage: (payload: ExamPagePayload) => Effect.Effect<ExamPage, Invalid | NotFound>
    readonly exam: (id: ExamId) => Effect.Effect<ExamDetail, NotFound>
    readonly packagePage: (payload: PagePayload) => Effect.Effect<PackagePage, Invalid>
    readonly package: (id: PackageId) => Effect.Effect<PackageDetail, NotFound>
  }
>()("exam-shop/CatalogService") {
  /** The rules over whichever repositories are provided. */
  static readonly layerNoDeps = Layer.effect(
    CatalogService,
    Effect.gen(function* () {
      const menu = yield* MenuRepository
      const categories = yield* CategoriesRepository
      const exams = yield* ExamsRepository
      const packages = yield* PackagesRepository

      const home = Effect.all({
        featuredCategories: Effect.map(categories.all, (all) => featuredCategories(all, FEATURED_CATEGORIES)),
        popularExams: exams.popular(POPULAR_EXAMS),
        packages: packages.first(HOME_PACKAGES)
      }).pipe(Effect.withSpan("CatalogService.home"))

      const category = (id: CategoryId) => found(categories.byId(id), CATEGORY_NOT_FOUND)

      /** The filter's category, which must exist. */
      const requireCategory = Effect.fn("CatalogService.requireCategory")(function* (raw: string) {
        const id = decodeCategoryId(raw)
        if (Option.isNone(id) || !(yield* categories.exists(id.value))) {
          return yield* new NotFound({ message: CATEGORY_NOT_FOUND })
        }
        return id.value
      })

      /** The filter's sub-category, which must exist and, when a category is given, belong to it. */
      const requireSubCategory = Effect.fn("CatalogService.requireSubCategory")(function* (raw: string, categoryId: CategoryId | undefined) {
        const id = decodeSubCategoryId(raw)
        const parent = Option.isNone(id) ? Option.none() : yield* categories.parentOf(id.value)
        if (Option.isNone(id) || Option.isNone(parent) || (categoryId !== undefined && parent.value !== categoryId)) {
          return yield* new NotFound({ message: SUB_CATEGORY_NOT_FOUND })
        }
        return id.value
      })

      const examPage = Effect.fn("CatalogService.examPage")(function* (payload: ExamPagePayload) {
        const paging = pagingOf(payload)
        const search = payload.searchString === undefined ? undefined : yield* parseExamSearch(payload.searchString)
        const category = payload.category === undefined ? undefined : yield* requireCategory(payload.category)
        const subCategory = payload.subCategory === undefined ? undefined : yield* requireSubCategory(payload.subCategory, category)
        const { docs, total } = yield* exams.page({ paging, category, subCategory, search })
        return { docs, total, page: paging.page, perPage: paging.perPage }
      })

      const exam = Effect.fn("CatalogService.exam")(function* (id: ExamId) {
        const overview = yield* found(exams.byId(id), EXAM_NOT_FOUND)
        return { ...overview, packages: yield* packages.bundling(id) }
      })

      const packagePage = Effect.fn("CatalogService.packagePage")(function* (payload: PagePayload) {
        const paging = pagingOf(payload)
        const { docs, total } = yield* packages.page(paging)
        return { docs, total, page: paging.page, perPage: paging.perPage }
      })

      const pkg = (id: PackageId) => found(packages.byId(id), PACKAGE_NOT_FOUND)

      return CatalogService.of({
        menu: menu.menu,
        home,
        categories: categories.all,
        category,
        examPage,
        exam,
        packagePage,
        package: pkg
      })
    })
  )

  static readonly layer = CatalogService.layerNoDeps.pipe(
    Layer.provide([MenuRepository.layer, CategoriesRepository.layer, ExamsRepository.layer, PackagesRepository.layer])
  )
}
