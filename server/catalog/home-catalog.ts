/**
 * The catalog part of the home page (/): the categories with the most
 * exams, the most popular exams and the first packages. The latest blog
 * posts come from the blog's own call.
 */
import { Context, Effect, Layer } from "effect"
import type { HomeCatalog } from "../../src/api/catalog.ts"
import { CategoriesRepository } from "./categories-repository.ts"
import { ExamsRepository } from "./exams-repository.ts"
import { PackagesRepository } from "./packages-repository.ts"

export const FEATURED_CATEGORIES = 6
export const POPULAR_EXAMS = 8
export const HOME_PACKAGES = 3

export class HomeCatalogReader extends Context.Service<HomeCatalogReader, {
  readonly home: Effect.Effect<HomeCatalog>
}>()("exam-shop/HomeCatalogReader") {
  static readonly layer = Layer.effect(
    HomeCatalogReader,
    Effect.gen(function*() {
      const categories = yield* CategoriesRepository
      const exams = yield* ExamsRepository
      const packages = yield* PackagesRepository
      const home = Effect.all({
        featuredCategories: categories.featured(FEATURED_CATEGORIES),
        popularExams: exams.popular(POPULAR_EXAMS),
        packages: packages.first(HOME_PACKAGES)
      }).pipe(Effect.withSpan("HomeCatalogReader.home"))
      return HomeCatalogReader.of({ home })
    })
  )
}
