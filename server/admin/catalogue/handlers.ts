/**
 * The adminCatalogue group (src/api/admin/admin-catalogue.ts): thin handlers over the catalogue
 * service. AdminAuthorization has already refused everyone but admins. An
 * id in the address that no record could have answers the same 404 as an
 * unknown one (server/shared/path-id.ts).
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { CategoryId, ExamId, PackageId, SubCategoryId } from "../../../src/api/shared/ids.ts"
import { CurrentAdmin } from "../../../src/api/shared/security.ts"
import { pathId } from "../../shared/path-id.ts"
import { AdminCatalogue, CATEGORY_NOT_FOUND, EXAM_NOT_FOUND, PACKAGE_NOT_FOUND, SUB_CATEGORY_NOT_FOUND } from "./service.ts"
import { inEnvelope } from "../../shared/envelope.ts"

const categoryIdOf = pathId(CategoryId, CATEGORY_NOT_FOUND)
const subCategoryIdOf = pathId(SubCategoryId, SUB_CATEGORY_NOT_FOUND)
const examIdOf = pathId(ExamId, EXAM_NOT_FOUND)
const packageIdOf = pathId(PackageId, PACKAGE_NOT_FOUND)

/** The signed-in admin's id with the decoded path id. */
const withAdmin = <Id, E>(id: Effect.Effect<Id, E>) => Effect.all([Effect.map(CurrentAdmin, (admin) => admin.userId), id])

export const AdminCatalogueHandlers = HttpApiBuilder.group(
  Api,
  "adminCatalogue",
  Effect.fn(function* (handlers) {
    const catalogue = yield* AdminCatalogue
    const adminId = Effect.map(CurrentAdmin, (admin) => admin.userId)
    return handlers
      .handle("categories", () => Effect.map(catalogue.categories, inEnvelope))
      .handle("createCategory", ({ payload }) => Effect.flatMap(adminId, (admin) => catalogue.createCategory(admin, payload)))
      .handle("updateCategory", ({ params, payload }) =>
        Effect.flatMap(withAdmin(categoryIdOf(params.id)), ([admin, id]) => catalogue.updateCategory(admin, id, payload))
      )
      .handle("publishCategory", ({ params, payload }) =>
        Effect.flatMap(withAdmin(categoryIdOf(params.id)), ([admin, id]) => catalogue.publishCategory(admin, id, payload.published))
      )
      .handle("removeCategory", ({ params }) => Effect.flatMap(withAdmin(categoryIdOf(params.id)), ([admin, id]) => catalogue.removeCategory(admin, id)))
      .handle("createSubCategory", ({ params, payload }) =>
        Effect.flatMap(withAdmin(categoryIdOf(params.id)), ([admin, id]) => catalogue.createSubCategory(admin, id, payload))
      )
      .handle("updateSubCategory", ({ params, payload }) =>
        Effect.flatMap(withAdmin(subCategoryIdOf(params.id)), ([admin, id]) => catalogue.updateSubCategory(admin, id, payload))
      )
      .handle("publishSubCategory", ({ params, payload }) =>
        Effect.flatMap(withAdmin(subCategoryIdOf(params.id)), ([admin, id]) => catalogue.publishSubCategory(admin, id, payload.published))
      )
      .handle("removeSubCategory", ({ params }) =>
        Effect.flatMap(withAdmin(subCategoryIdOf(params.id)), ([admin, id]) => catalogue.removeSubCategory(admin, id))
      )
      .handle("examPage", ({ payload }) => Effect.map(catalogue.examPage(payload), inEnvelope))
      .handle("exam", ({ params }) => examIdOf(params.id).pipe(Effect.flatMap(catalogue.exam), Effect.map(inEnvelope)))
      .handle("createExam", ({ payload }) => Effect.flatMap(adminId, (admin) => catalogue.createExam(admin, payload)))
      .handle("updateExam", ({ params, payload }) => Effect.flatMap(withAdmin(examIdOf(params.id)), ([admin, id]) => catalogue.updateExam(admin, id, payload)))
      .handle("publishExam", ({ params, payload }) =>
        Effect.flatMap(withAdmin(examIdOf(params.id)), ([admin, id]) => catalogue.publishExam(admin, id, payload.published))
      )
      .handle("examForSale", ({ params, payload }) =>
        Effect.flatMap(withAdmin(examIdOf(params.id)), ([admin, id]) => catalogue.examForSale(admin, id, payload.forSale))
      )
      .handle("packagePage", ({ payload }) => Effect.map(catalogue.packagePage(payload), inEnvelope))
      .handle("package", ({ params }) => packageIdOf(params.id).pipe(Effect.flatMap(catalogue.package), Effect.map(inEnvelope)))
      .handle("createPackage", ({ payload }) => Effect.flatMap(adminId, (admin) => catalogue.createPackage(admin, payload)))
      .handle("updatePackage", ({ params, payload }) =>
        Effect.flatMap(withAdmin(packageIdOf(params.id)), ([admin, id]) => catalogue.updatePackage(admin, id, payload))
      )
      .handle("publishPackage", ({ params, payload }) =>
        Effect.flatMap(withAdmin(packageIdOf(params.id)), ([admin, id]) => catalogue.publishPackage(admin, id, payload.published))
      )
  })
).pipe(Layer.provide(AdminCatalogue.layer))
