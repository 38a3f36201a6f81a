import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { CategoriesRepository } from "../catalog/categories-repository.ts"
import { ExamsRepository } from "../catalog/exams-repository.ts"
import { HomeCatalogReader } from "../catalog/home-catalog.ts"
import { MenuRepository } from "../catalog/menu-repository.ts"
import { PackagesRepository } from "../catalog/packages-repository.ts"

const wrap = <A>(data: A) => ({ data })

export const CatalogHandlers = HttpApiBuilder.group(
  Api,
  "catalog",
  Effect.fn(function*(handlers) {
    const menu = yield* MenuRepository
    const categories = yield* CategoriesRepository
    const exams = yield* ExamsRepository
    const packages = yield* PackagesRepository
    const home = yield* HomeCatalogReader
    return handlers
      .handle("menu", () => Effect.map(menu.menu, wrap))
      .handle("home", () => Effect.map(home.home, wrap))
      .handle("categories", () => Effect.map(categories.all, wrap))
      .handle("category", ({ params }) => Effect.map(categories.byId(params.id), wrap))
      .handle("examPage", ({ payload }) => Effect.map(exams.page(payload), wrap))
      .handle("exam", ({ params }) => Effect.map(exams.byId(params.id), wrap))
      .handle("packagePage", ({ payload }) => Effect.map(packages.page(payload.page, payload.perPage), wrap))
      .handle("package", ({ params }) => Effect.map(packages.byId(params.id), wrap))
  })
).pipe(
  // Each step also serves the requirements of the layers before it: the home
  // reader uses the repositories, and the exams repository the packages one.
  Layer.provide(HomeCatalogReader.layer),
  Layer.provide(Layer.mergeAll(MenuRepository.layer, CategoriesRepository.layer, ExamsRepository.layer)),
  Layer.provide(PackagesRepository.layer)
)
