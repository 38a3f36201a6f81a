/**
 * The catalog's calls (spec §2 home, categories, exams, packages), as
 * Effects that return plain data and fail only with ApiFailure — the shapes
 * the resource and paged-list machines' loaders expect. Reading the
 * catalog is not a "loader" call: the screens show their own spinner.
 */
import { Effect } from "effect"
import type { CategorySummary, ExamDetail, ExamPage, ExamPagePayload, HomeContent, PackageDetail, PackagePage, PagePayload } from "../../api/catalog/catalog.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"

/** How many of the newest blog posts the home page shows. */
export const HOME_POST_COUNT = 3

/** GET /public/home and the blog's first page (POST /blog/pagin), side by side. */
export const loadHome: Effect.Effect<HomeContent, ApiFailure, ApiClient> = callApi(
  ApiClient.use((client) =>
    Effect.all(
      {
        catalog: client.catalog.home().pipe(Effect.map((answer) => answer.data)),
        latestPosts: client.blog.page({ payload: { page: 1, perPage: HOME_POST_COUNT } }).pipe(Effect.map((answer) => answer.data.docs))
      },
      { concurrency: "unbounded" }
    )
  )
)

/** GET /public/categories → data: every category with its sub-categories and counts. */
export const loadCategories: Effect.Effect<ReadonlyArray<CategorySummary>, ApiFailure, ApiClient> = callApi(
  ApiClient.use((client) => client.catalog.categories()).pipe(Effect.map((answer) => answer.data))
)

/** GET /public/categories/{id} → data; an unknown id fails with reason NotFound. */
export const loadCategory = (id: string): Effect.Effect<CategorySummary, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.catalog.category({ params: { id } })).pipe(Effect.map((answer) => answer.data)))

/** POST /public/exams/pagin → data: a category's exams, one sub-category's, or a search's. */
export const loadExamPage = (payload: ExamPagePayload): Effect.Effect<ExamPage, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.catalog.examPage({ payload })).pipe(Effect.map((answer) => answer.data)))

/** GET /public/exams/{id} → data; an unknown id fails with reason NotFound. */
export const loadExam = (id: string): Effect.Effect<ExamDetail, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.catalog.exam({ params: { id } })).pipe(Effect.map((answer) => answer.data)))

/** POST /public/packages/pagin → data. */
export const loadPackagePage = (payload: PagePayload): Effect.Effect<PackagePage, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.catalog.packagePage({ payload })).pipe(Effect.map((answer) => answer.data)))

/** GET /public/packages/{id} → data; an unknown id fails with reason NotFound. */
export const loadPackage = (id: string): Effect.Effect<PackageDetail, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.catalog.package({ params: { id } })).pipe(Effect.map((answer) => answer.data)))
