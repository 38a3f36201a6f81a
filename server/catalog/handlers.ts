/**
 * The catalog group: decode, ask the catalog service, wrap the answer in
 * `{ data }`. An id in the address that no record could have answers the
 * same 404 as an unknown one (server/shared/path-id.ts).
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { CategoryId, ExamId, PackageId } from "../../src/api/shared/ids.ts"
import { pathId } from "../shared/path-id.ts"
import { CATEGORY_NOT_FOUND, EXAM_NOT_FOUND, PACKAGE_NOT_FOUND } from "./messages.ts"
import { CatalogService } from "./service.ts"
import { inEnvelope } from "../shared/envelope.ts"

const categoryIdOf = pathId(CategoryId, CATEGORY_NOT_FOUND)
const examIdOf = pathId(ExamId, EXAM_NOT_FOUND)
const packageIdOf = pathId(PackageId, PACKAGE_NOT_FOUND)

export const CatalogHandlers = HttpApiBuilder.group(
  Api,
  "catalog",
  Effect.fn(function* (handlers) {
    const catalog = yield* CatalogService
    return handlers
      .handle("menu", () => Effect.map(catalog.menu, inEnvelope))
      .handle("home", () => Effect.map(catalog.home, inEnvelope))
      .handle("categories", () => Effect.map(catalog.categories, inEnvelope))
      .handle("category", ({ params }) => categoryIdOf(params.id).pipe(Effect.flatMap(catalog.category), Effect.map(inEnvelope)))
      .handle("examPage", ({ payload }) => Effect.map(catalog.examPage(payload), inEnvelope))
      .handle("exam", ({ params }) => examIdOf(params.id).pipe(Effect.flatMap(catalog.exam), Effect.map(inEnvelope)))
      .handle("packagePage", ({ payload }) => Effect.map(catalog.packagePage(payload), inEnvelope))
      .handle("package", ({ params }) => packageIdOf(params.id).pipe(Effect.flatMap(catalog.package), Effect.map(inEnvelope)))
  })
).pipe(Layer.provide(CatalogService.layer))
