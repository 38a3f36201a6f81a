/**
 * The catalog's rules over the in-memory repositories (no database): the
 * order of the checks, the filters' 404s, the home page's selection and the
 * exam overview's packages. The SQL itself is tested by the API suites on
 * both databases.
 */
import { catalogInMemory } from "./in-memory-catalog.ts"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Schema } from "effect"
import { type CategorySummary, ExamPagePayload } from "../../../src/api/catalog/catalog.ts"
import { CategoryId, ExamId, PackageId } from "../../../src/api/shared/ids.ts"
import { CATEGORY_NOT_FOUND, EXAM_NOT_FOUND, PACKAGE_NOT_FOUND, SUB_CATEGORY_NOT_FOUND } from "../../../server/catalog/messages.ts"
import { CatalogService, featuredCategories } from "../../../server/catalog/service.ts"
import { PAGE_MESSAGE } from "../../../src/api/shared/paging.ts"
import { TABLES } from "./catalog-tables.ts"

const withCatalog = <A, E>(use: (catalog: CatalogService["Service"]) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    return yield* use(yield* CatalogService)
  }).pipe(Effect.provide(catalogInMemory(TABLES)))

const examPage = (payload: Partial<ExamPagePayload>) => withCatalog((catalog) => catalog.examPage({ page: 1, perPage: 10, ...payload }))

const failureOf = <A, E>(effect: Effect.Effect<A, E>) => Effect.flip(effect)

describe("CatalogService (in memory)", () => {
  it("leaves the paging rule to the contract: a bad page never decodes, so it is refused before any lookup", () => {
    const decode = Schema.decodeUnknownExit(ExamPagePayload)
    const refused = decode({ page: 0, perPage: 10, category: "no-such-category" })
    expect(Exit.isFailure(refused) && String(refused.cause)).toContain(PAGE_MESSAGE)
    expect(Exit.isSuccess(decode({ page: 1, perPage: 10, category: "no-such-category" }))).toBe(true)
  })

  it.effect("answers 404 for an unknown category, an unknown sub-category and another category's sub-category", () =>
    Effect.gen(function* () {
      expect(yield* failureOf(examPage({ category: "no-such-category" }))).toMatchObject({
        _tag: "NotFound",
        message: CATEGORY_NOT_FOUND
      })
      expect(yield* failureOf(examPage({ category: "cloud", subCategory: "no-such-sub" }))).toMatchObject({
        _tag: "NotFound",
        message: SUB_CATEGORY_NOT_FOUND
      })
      expect(yield* failureOf(examPage({ category: "cloud", subCategory: "security-ops" }))).toMatchObject({
        _tag: "NotFound",
        message: SUB_CATEGORY_NOT_FOUND
      })
    })
  )

  it.effect("lists a sub-category's exams, with or without its category", () =>
    Effect.gen(function* () {
      const withCategory = yield* examPage({ category: "cloud", subCategory: "cloud-arch" })
      const alone = yield* examPage({ subCategory: "cloud-arch" })
      expect(withCategory.docs.map((exam) => exam._id)).toEqual(["nca"])
      expect(alone).toEqual(withCategory)
      expect(withCategory).toMatchObject({ total: 1, page: 1, perPage: 10 })
    })
  )

  it.effect("answers an impossible category or sub-category in the filter like an unknown one", () =>
    Effect.gen(function* () {
      for (const id of ["", "a\u0000b", "x".repeat(201)]) {
        expect(yield* failureOf(examPage({ category: id }))).toMatchObject({ _tag: "NotFound", message: CATEGORY_NOT_FOUND })
        expect(yield* failureOf(examPage({ subCategory: id }))).toMatchObject({ _tag: "NotFound", message: SUB_CATEGORY_NOT_FOUND })
      }
    })
  )

  it.effect("answers an unknown id with the kind's 404", () =>
    Effect.gen(function* () {
      const exam = yield* failureOf(withCatalog((catalog) => catalog.exam(ExamId.make("no-such-id"))))
      const pkg = yield* failureOf(withCatalog((catalog) => catalog.package(PackageId.make("no-such-id"))))
      const category = yield* failureOf(withCatalog((catalog) => catalog.category(CategoryId.make("no-such-id"))))
      expect(exam).toMatchObject({ _tag: "NotFound", message: EXAM_NOT_FOUND })
      expect(pkg).toMatchObject({ _tag: "NotFound", message: PACKAGE_NOT_FOUND })
      expect(category).toMatchObject({ _tag: "NotFound", message: CATEGORY_NOT_FOUND })
    })
  )

  it.effect("lists on an exam's overview the packages that bundle it", () =>
    Effect.gen(function* () {
      const soc = yield* withCatalog((catalog) => catalog.exam(ExamId.make("soc")))
      const ncd = yield* withCatalog((catalog) => catalog.exam(ExamId.make("ncd")))
      expect(soc.packages.map((pkg) => pkg._id)).toEqual(["all-pack"])
      expect(ncd.packages.map((pkg) => pkg._id)).toEqual(["cloud-pack", "all-pack"])
      expect(soc.subCategory).toEqual({ _id: "security-ops", name: "Operations" })
    })
  )

  it.effect("shows on the home page the categories with exams (most first), the popular exams and the first packages", () =>
    Effect.gen(function* () {
      const home = yield* withCatalog((catalog) => catalog.home)
      expect(home.featuredCategories.map((category) => category._id)).toEqual(["cloud", "security"])
      expect(home.popularExams.map((exam) => exam._id)).toEqual(["ncd", "soc", "nca"])
      expect(home.packages.map((pkg) => pkg._id)).toEqual(["cloud-pack", "all-pack"])
    })
  )
})

describe("featuredCategories", () => {
  const category = (id: string, examCount: number): CategorySummary => ({ _id: CategoryId.make(id), name: id, description: "", examCount, subCategories: [] })

  it("keeps the display order among equal counts and stops at the limit", () => {
    const all = [category("a", 1), category("b", 3), category("c", 0), category("d", 3), category("e", 2)]
    expect(featuredCategories(all, 3).map((c) => c._id)).toEqual(["b", "d", "e"])
    expect(featuredCategories(all, 10).map((c) => c._id)).toEqual(["b", "d", "e", "a"])
  })
})
